import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, signInWithForm, waitForHydration, watchCspViolations } from './browser.ts';

/**
 * The built app under the server's content security policy (README "Security"): every main page
 * loads, and its scripts, styles and images run without a single CSP violation — neither a
 * `securitypolicyviolation` event in the page nor a console report — while signing in through the
 * form, opening a dialog and a popover, and uploading a photo preview (a `blob:` image).
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

describe('content security policy', () => {
  it('the main pages load and work without a CSP violation', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    // English from the first byte (the cookie the server renders by), not only after hydration.
    await context.addCookies([{ name: 'lang', value: 'en', url: baseUrl }]);
    await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    try {
      const violations = await watchCspViolations(page);
      const seen: string[] = [];
      const collect = async (where: string) => {
        for (const v of await violations()) if (!seen.some((s) => s.endsWith(`: ${v}`))) seen.push(`${where}: ${v}`);
      };

      // Signed out: the invite page, the legal pages, then the sign-in form itself.
      for (const path of ['/?key=gratia-demo', '/terms_of_use', '/privacy_policy']) {
        const res = await page.goto(path);
        expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
        await page.getByRole('heading').first().waitFor();
        await collect(path);
      }
      await signInWithForm(page, MEMBER);
      await collect('/login → /main');

      // Signed in: each main screen, with what it draws on demand.
      for (const path of ['/main', '/feed', '/history', '/new_transfer']) {
        await page.goto(path);
        await page.getByRole('navigation', { name: 'Sections' }).waitFor();
        await page.getByRole('main').waitFor();
        await collect(path);
      }
      // A dialog (the logout confirmation, with its scroll lock), a popover (the sticker picker)
      // and a photo preview from a blob: URL.
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Log out' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Choose a sticker' }).click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 64, height: 64 } });
      await page.locator('input[type="file"]').setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: png });
      await page.getByText('Uploaded').waitFor();
      await collect('dialog, popover and upload');

      expect(seen).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
