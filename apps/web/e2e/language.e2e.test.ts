import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, waitForHydration } from './browser.ts';
import { E2E_TEST_CODE } from './globalSetup.ts';

/**
 * One language per page (docs/decisions/0030) in a real browser against the built app: a page
 * loads the start-up strings of its own language only, hydrates in it without a mismatch, and a
 * switch of language loads the other language's strings first, then shows the page in it — never
 * its keys.
 */
const MEMBER = 'anna.smirnova@gratia-demo.ru';
const baseUrl = inject('baseUrl');
/** A start-up strings chunk of the build (`src/i18n/{ru,en}.ts`). */
const STRINGS_CHUNK = /\/assets\/(ru|en)-[\w-]+\.js$/;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A context whose device chose English (the `lang` cookie and local storage, as the app writes them). */
async function englishContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  await context.addCookies([{ name: 'lang', value: 'en', url: baseUrl }]);
  await context.addInitScript(() => {
    if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', 'en');
  });
  return context;
}

/** What the page reported: uncaught errors and console errors (React's hydration mismatches are both). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** The languages whose start-up strings the page has fetched so far, in order. */
function stringsFetched(page: Page): string[] {
  const languages: string[] = [];
  page.on('request', (request) => {
    const match = STRINGS_CHUNK.exec(new URL(request.url()).pathname);
    if (match?.[1]) languages.push(match[1]);
  });
  return languages;
}

/**
 * Text of the page that looks like an i18next key rather than words: a dotted path
 * (`nav.events`) or a camel-case name (`getCode`) standing alone.
 */
async function rawKeys(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return [...text.matchAll(/(?<=^|\s)([a-z]+(?:\.[a-z][A-Za-z]*)+|[a-z]+[A-Z][A-Za-z]*)(?=\s|$)/gm)].map((m) => m[1] as string);
}

describe('one language per page', () => {
  it('an English sign-in page hydrates in English with the English strings only; switching loads Russian, then shows it', async () => {
    const context = await englishContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const fetched = stringsFetched(page);
    try {
      await page.goto('/login', { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
      await page.getByRole('heading', { name: 'Sign in to Gratia' }).waitFor();
      expect(fetched).toEqual(['en']);
      expect(errors).toEqual([]);

      // The Russian strings answer late: until they are in, the page stays English.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(STRINGS_CHUNK, async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('button', { name: /Language/ }).click();
      await page.getByRole('option', { name: 'Русский' }).click();
      await expect.poll(() => fetched).toEqual(['en', 'ru']);
      await page.waitForTimeout(300);
      await expect(page.getByRole('heading', { name: 'Sign in to Gratia' }).isVisible()).resolves.toBe(true);
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
      await expect(rawKeys(page)).resolves.toEqual([]);
      release();

      await page.getByRole('heading', { name: 'Вход в Gratia' }).waitFor();
      await expect(page.getByRole('button', { name: 'Получить код' }).isVisible()).resolves.toBe(true);
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('ru');
      await expect(rawKeys(page)).resolves.toEqual([]);
      // The next page is rendered in Russian and loads the Russian strings only.
      await page.unroute(STRINGS_CHUNK);
      fetched.length = 0;
      await page.reload({ waitUntil: 'networkidle' });
      await waitForHydration(page);
      await page.getByRole('heading', { name: 'Вход в Gratia' }).waitFor();
      expect(fetched).toEqual(['ru']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a signed-in English page hydrates in English without a mismatch; the header switch shows it in Russian', async () => {
    const context = await englishContext();
    await context.request.get('/api/auth/csrf');
    const csrf = (await context.cookies()).find((c) => c.name === 'gratia_csrf')?.value ?? '';
    const verified = await context.request.post('/api/auth/verify', { headers: { 'x-csrf-token': decodeURIComponent(csrf) }, data: { login: MEMBER, code: E2E_TEST_CODE } });
    expect(verified.status()).toBe(200);
    // The profile's language is English too, so the page stays English once it is read (SPEC §7).
    const fresh = (await context.cookies()).find((c) => c.name === 'gratia_csrf')?.value ?? '';
    const english = await context.request.put('/api/profile/settings', { headers: { 'x-csrf-token': decodeURIComponent(fresh) }, data: { details: { language: 'en' } } });
    expect(english.status()).toBe(200);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const fetched = stringsFetched(page);
    try {
      await page.goto('/main', { waitUntil: 'networkidle' });
      await waitForHydration(page);
      const sections = page.getByRole('navigation', { name: 'Sections' });
      await sections.waitFor();
      await expect(sections.getByRole('link', { name: 'Events' }).isVisible()).resolves.toBe(true);
      expect(fetched).toEqual(['en']);
      await page.waitForTimeout(800);
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
      expect(errors).toEqual([]);

      const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile/settings') && r.request().method() === 'PUT');
      await page.getByRole('button', { name: /Language/ }).click();
      await page.getByRole('option', { name: 'Русский' }).click();
      const russianSections = page.getByRole('navigation', { name: 'Разделы' });
      await russianSections.waitFor();
      await expect(russianSections.getByRole('link', { name: 'События' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: 'Выйти' }).isVisible()).resolves.toBe(true);
      expect((await saved).status()).toBe(200);
      expect(fetched).toEqual(['en', 'ru']);
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('ru');
      await expect(rawKeys(page)).resolves.toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
