import { chromium, type Browser, type Page } from 'playwright-core';
import { E2E_TEST_CODE } from './globalSetup.ts';

/** Flags for Debian's Chromium without a GPU or network (TOOLCHAIN: Browser). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Launches Debian's Chromium headless (`CHROME_PATH` overrides `/usr/bin/chromium`). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** Signs in through the English sign-in form with the e2e test code and waits for /main. */
export async function signInWithForm(page: Page, login: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail or Telegram nickname').fill(login);
  await page.getByRole('button', { name: 'Get a code' }).click();
  await page.getByLabel('6-digit code').fill(E2E_TEST_CODE);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/main');
}

/** The number shown by the balance block (`distribute` or `received`), in points. */
export async function balanceOf(page: Page, kind: 'distribute' | 'received'): Promise<number> {
  const figure = page.getByTestId(`balance-${kind}`);
  await figure.waitFor();
  return Number(((await figure.textContent()) ?? '').replace(/\D/g, ''));
}
