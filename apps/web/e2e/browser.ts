import { chromium, type Browser, type Frame, type Page } from 'playwright-core';
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
  // The page is rendered on the server: wait until the app has hydrated the form before using it.
  await page.goto('/login', { waitUntil: 'networkidle' });
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

/**
 * Records content-security-policy violations of `page` (call before the first navigation): the
 * `securitypolicyviolation` events of every frame and the CSP reports of its console. Returns a
 * reader of everything seen so far (each event once per frame, console reports as they came).
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const consoleReports: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect|evaluate)/i.test(msg.text())) consoleReports.push(msg.text());
  });
  return async () => {
    const events = await Promise.all(
      page.frames().map((frame: Frame) => frame.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).catch(() => [])),
    );
    return [...events.flat(), ...consoleReports];
  };
}
