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

/**
 * Waits until the page's app has hydrated (`<html data-hydrated>`, set once React has taken over
 * the server-rendered markup): a click before that lands on inert markup and is lost.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
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

/**
 * Signs in without asking for a code (the e2e server takes its test code for any login), makes
 * the device's language the profile's as the form does, then opens /main: for journeys whose subject is not the sign-in form. A login has at most 3 live codes, so
 * form sign-ins of one demo login across the suite would be refused (429) after the third.
 */
export async function signInDirectly(page: Page, login: string): Promise<void> {
  await page.goto('/login', { waitUntil: 'networkidle' });
  const status = await page.evaluate(
    async ({ login, code }) => {
      await fetch('/api/auth/csrf');
      const token = document.cookie.split('; ').find((c) => c.startsWith('gratia_csrf='))?.split('=')[1] ?? '';
      const res = await fetch('/api/auth/verify', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(token) },
        body: JSON.stringify({ login, code }),
      });
      // As the sign-in form does: the language chosen on this device becomes the profile's.
      const fresh = document.cookie.split('; ').find((c) => c.startsWith('gratia_csrf='))?.split('=')[1] ?? '';
      await fetch('/api/profile/settings', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(fresh) },
        body: JSON.stringify({ details: { language: localStorage.getItem('lang') ?? 'ru' } }),
      });
      return res.status;
    },
    { login, code: E2E_TEST_CODE },
  );
  if (status !== 200) throw new Error(`sign-in of ${login} answered ${status}`);
  await page.goto('/main', { waitUntil: 'networkidle' });
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

/** A JSON call of the API from the page, with its CSRF token. */
export function api(page: Page, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return page.evaluate(
    async ({ method, path, body, headers }) => {
      const token = document.cookie.split('; ').find((c) => c.startsWith('gratia_csrf='))?.split('=')[1] ?? '';
      const res = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(token), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    },
    { method, path, body, headers },
  );
}
