import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, launchChromium, signInWithForm } from './browser.ts';

/**
 * The notifications bell in a real browser against the built app and the seeded demo community
 * (SPEC §2 Header 'Notifications bell'): a thanks reaches the recipient's bell, which counts it,
 * names the sender, opens the thanks' card and marks it read; 'mark all as read' empties the
 * badge; the e-mail switch is saved to the profile.
 */
const SENDER = { login: 'anna.smirnova@gratia-demo.ru', name: 'Анна Смирнова' };
const RECIPIENT = { login: 'root@gratia-demo.ru', id: 0 };

const baseUrl = inject('baseUrl');
let browser: Browser;

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('notifications bell', () => {
  it('a thanks shows in the recipient’s bell; opening it goes to the thanks and marks it read; mark all read empties the badge', async () => {
    const sender = await newPage();
    const recipient = await newPage();
    try {
      await signInWithForm(recipient.page, RECIPIENT.login);
      RECIPIENT.id = (await api(recipient.page, 'GET', '/api/profile/me')).json.id as number;
      await signInWithForm(sender.page, SENDER.login);
      // Two thanks: the newer one is opened, the older one stays unread for 'mark all as read'.
      const thank = (amount: number) =>
        api(sender.page, 'POST', '/api/transfers', { recipientId: RECIPIENT.id, amount, message: `Bell e2e ${Date.now()}` }, { 'idempotency-key': crypto.randomUUID() });
      expect((await thank(2)).status).toBe(200);
      const sent = await thank(3);
      expect(sent.status).toBe(200);
      const transactionId = sent.json.id as number;

      const { page } = recipient;
      await page.goto('/main', { waitUntil: 'networkidle' });
      const unread = (await api(page, 'GET', '/api/notifications/unread')).json.count as number;
      expect(unread).toBeGreaterThanOrEqual(2);
      await expect.poll(() => page.getByTestId('notification-badge').textContent()).toBe(unread > 99 ? '99+' : String(unread));
      await page.getByRole('button', { name: 'Notifications' }).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      const item = panel.getByRole('link', { name: new RegExp(`^${SENDER.name} thanked you: \\+3`) }).first();
      await item.waitFor();
      expect(await item.getAttribute('href')).toBe(`/feed/transaction/${transactionId}`);
      await item.click();
      await page.waitForURL(`**/feed/transaction/${transactionId}`);
      await panel.waitFor({ state: 'hidden' });
      await page.getByRole('article').first().waitFor();
      await expect.poll(async () => (await api(page, 'GET', '/api/notifications/unread')).json.count).toBe(unread - 1);

      // Mark all as read: the badge goes.
      await page.getByRole('button', { name: 'Notifications' }).click();
      await panel.getByRole('button', { name: 'Mark all as read' }).click();
      await expect.poll(() => page.getByTestId('notification-badge').count()).toBe(0);
      expect((await api(page, 'GET', '/api/notifications/unread')).json.count).toBe(0);

      // The e-mail switch is the profile's setting.
      const toggle = panel.getByRole('switch', { name: 'E-mail me when I am thanked' });
      await expect.poll(() => toggle.isChecked()).toBe(true);
      const label = panel.getByText('E-mail me when I am thanked');
      await label.click();
      await expect.poll(async () => ((await api(page, 'GET', '/api/profile/settings')).json.details as { emailOnThanks: boolean }).emailOnThanks).toBe(false);
      await label.click();
      await expect.poll(async () => ((await api(page, 'GET', '/api/profile/settings')).json.details as { emailOnThanks: boolean }).emailOnThanks).toBe(true);
    } finally {
      await sender.context.close();
      await recipient.context.close();
    }
  });
});
