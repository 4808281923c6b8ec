import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { E2E_TEST_CODE } from './globalSetup.ts';

/**
 * Pages rendered on the server (docs/decisions/0018) in a real browser against the built app and
 * the demo community: before any script runs the page already shows its screen, in the member's
 * language and the organization's colours; the browser then hydrates that markup without a
 * mismatch (React reports one as an error) and the screen works.
 */
const MEMBER = 'anna.smirnova@gratia-demo.ru';
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A signed-in English context; `javaScript: false` shows what the server alone sent. Signs in
 * through the API with the test code (no code is requested: the suite stays within the sign-in
 * limits of one address).
 */
async function signedIn(javaScript: boolean, timeZone = 'Asia/Yekaterinburg'): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: javaScript, timezoneId: timeZone, viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  await context.request.get('/api/auth/csrf');
  const csrf = (await context.cookies()).find((c) => c.name === 'gratia_csrf')?.value ?? '';
  const verified = await context.request.post('/api/auth/verify', { headers: { 'x-csrf-token': decodeURIComponent(csrf) }, data: { login: MEMBER, code: E2E_TEST_CODE } });
  expect(verified.status()).toBe(200);
  await context.addCookies([{ name: 'lang', value: 'en', url: baseUrl }]);
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  return context;
}

/** Errors the page reported: uncaught ones and console errors (React's hydration mismatches are both). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

describe('server-rendered pages', () => {
  it('show the screen before any script runs, in the member\'s language and the organization\'s colours', async () => {
    const context = await signedIn(false);
    const page = await context.newPage();
    try {
      await page.goto('/feed');
      await expect(page.getByRole('heading', { level: 1, name: 'Events' }).isVisible()).resolves.toBe(true);
      // Thanks cards of the demo community, not skeletons.
      const cards = page.getByRole('list', { name: 'Events feed' }).getByRole('article');
      await expect(cards.count()).resolves.toBeGreaterThan(1);
      // Unmeasured rows stand one below the other, not at estimated offsets over each other.
      const boxes = await cards.evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })));
      for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom);
      // An area whose strings load with its screen (decision 0022) shows words, not keys.
      await page.goto('/employees');
      await expect(page.getByRole('heading', { level: 1, name: 'Participants' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('searchbox', { name: 'Search' }).isVisible()).resolves.toBe(true);
      await page.goto('/main');
      await expect(page.getByTestId('balance-distribute').isVisible()).resolves.toBe(true);
      // The organization's colours are on <html> before the app's code could apply them.
      await expect(page.evaluate(() => document.documentElement.style.getPropertyValue('--org-general-brand'))).resolves.toMatch(/^#/);
    } finally {
      await context.close();
    }
  });

  it('hydrate without a mismatch on every main screen, then work', async () => {
    const context = await signedIn(true);
    const page = await context.newPage();
    const errors = collectErrors(page);
    try {
      for (const path of ['/main', '/feed', '/history', '/new_transfer', '/employees', '/profile']) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.evaluate(() => Boolean(document.getElementById('gratia-ssr')))).resolves.toBe(true);
        expect(errors, path).toEqual([]);
      }
      // Hydrated: a control of the server's markup responds.
      await page.goto('/feed', { waitUntil: 'networkidle' });
      // By position: the profile's language (SPEC §7) may replace the page's at any moment.
      await page.getByRole('radiogroup').first().getByRole('radio').nth(1).click({ force: true });
      await page.waitForURL('**/feed?filter=thanks');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('hydrate the sign-in page of a visitor and a legal page without a mismatch', async () => {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    const errors = collectErrors(page);
    try {
      for (const path of ['/login', '/terms_of_use']) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.evaluate(() => Boolean(document.getElementById('gratia-ssr')))).resolves.toBe(true);
      }
      await page.goto('/login', { waitUntil: 'networkidle' });
      await page.getByLabel('E-mail или ник в Telegram').fill('nobody@example.com');
      await expect(page.getByLabel('E-mail или ник в Telegram').inputValue()).resolves.toBe('nobody@example.com');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
