import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { balanceOf, launchChromium, signInWithForm } from './browser.ts';

/**
 * /history in a real browser against the built app and a seeded server (SPEC §2 History, §3
 * transaction cancel time): a member sends thanks, opens History from the sidebar, finds the
 * thanks, cancels it with confirmation, and sees it canceled and the balance restored (on /main:
 * /history is a wide page without the score card).
 */
const SENDER = 'anna.smirnova@gratia-demo.ru';
const baseUrl = inject('baseUrl');
let browser: Browser;

const balance = (page: Page) => balanceOf(page, 'distribute');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('history', () => {
  it('sends thanks, then cancels it from /history: status canceled and the balance restored', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    try {
      await signInWithForm(page, SENDER);

      await page.goto('/main', { waitUntil: 'networkidle' });
      const before = await balance(page);
      await page.getByRole('link', { name: 'History' }).first().click();
      await page.waitForURL('**/history');

      // Send a thanks through the API as the thanks form does (the form has its own test).
      const message = `History e2e ${Date.now()}`;
      const status = await page.evaluate(async (msg) => {
        const me = (await (await fetch('/api/profile/me')).json()) as { id: number };
        const { items } = (await (await fetch('/api/users/search?limit=10')).json()) as { items: { id: number }[] };
        const recipient = items.find((u) => u.id !== me.id);
        const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('gratia_csrf='))?.split('=')[1] ?? '');
        const res = await fetch('/api/transfers', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': token, 'idempotency-key': crypto.randomUUID() },
          body: JSON.stringify({ recipientId: recipient?.id, amount: 3, message: msg }),
        });
        return res.status;
      }, message);
      expect(status).toBe(200);

      await page.goto('/main', { waitUntil: 'networkidle' });
      await expect.poll(() => balance(page)).toBe(before - 3);
      await page.goto('/history', { waitUntil: 'networkidle' });

      // Sent filter, in the URL.
      await page.getByRole('button', { name: 'Sent' }).click();
      await page.waitForURL('**/history?filter=sent');
      await page.reload();
      const row = page.getByRole('article').filter({ hasText: message });
      await row.waitFor();
      await expect.poll(() => row.getAttribute('data-status')).toBe('completed');

      await row.getByRole('button', { name: /^Cancel/ }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Cancel this thanks?' });
      await dialog.getByRole('button', { name: 'Keep it' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => row.getAttribute('data-status')).toBe('completed');

      await row.getByRole('button', { name: /^Cancel/ }).click();
      await dialog.getByRole('button', { name: 'Cancel the transfer' }).click();
      await expect.poll(() => row.getAttribute('data-status')).toBe('canceled');
      await expect.poll(() => row.getByRole('button', { name: /^Cancel/ }).count()).toBe(0);
      await page.goto('/main', { waitUntil: 'networkidle' });
      await expect.poll(() => balance(page)).toBe(before);

      // Back on the history it is still canceled, and nothing offers to cancel it again.
      await page.goto('/history?filter=sent', { waitUntil: 'networkidle' });
      await expect.poll(() => page.getByRole('article').filter({ hasText: message }).getAttribute('data-status')).toBe('canceled');
    } finally {
      await context.close();
    }
  });
});
