import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, signInWithForm } from './browser.ts';

/**
 * The core loop as two colleagues live it, in the built app against the seeded demo community
 * (SPEC §1 Thanks, §2 Header 'Notifications bell', Events feed): a member writes a thanks with the
 * keyboard alone — recipient, amount, message, and a sticker chosen by arrows and Enter — and
 * sends it; the colleague's bell counts it, its panel links to the card, and the card shows the
 * message and the sticker. Neither browser logs a warning or an error on the way.
 */
const SENDER = { login: 'anna.smirnova@gratia-demo.ru', name: 'Анна Смирнова' };
const RECIPIENT = { login: 'root@gratia-demo.ru', name: 'Игорь Волков', search: 'Волков' };

const baseUrl = inject('baseUrl');
let browser: Browser;

/** A page in English at desktop width, and what its console warned or erred about. */
async function newPage(): Promise<{ context: BrowserContext; page: Page; logged: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const logged: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning' || msg.type() === 'error') logged.push(`${msg.type()}: ${msg.text()} (${page.url()})`);
  });
  page.on('pageerror', (error) => logged.push(`pageerror: ${error.message} (${page.url()})`));
  return { context, page, logged };
}

/** The accessible name of the focused element. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });
}

/** Presses Tab until the focused element's accessible name matches `name` (at most `limit` times). */
async function tabTo(page: Page, name: RegExp, limit = 25): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const labelledBy = el.getAttribute('aria-labelledby');
      const byIds = labelledBy
        ? labelledBy
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : '';
      return [el.getAttribute('aria-label'), byIds, (el as HTMLInputElement).labels?.[0]?.textContent, el.textContent].filter(Boolean).join(' ');
    });
    if (name.test(label)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the core loop', () => {
  it('a thanks written with the keyboard alone reaches the colleague’s bell, which opens its card', async () => {
    const sender = await newPage();
    const recipient = await newPage();
    try {
      await signInWithForm(recipient.page, RECIPIENT.login);
      await signInWithForm(sender.page, SENDER.login);
      const { page } = sender;
      await page.goto('/new_transfer', { waitUntil: 'networkidle' });
      await page.getByRole('combobox', { name: 'To' }).waitFor();

      // Recipient: Tab into the combobox, type, arrow to the option, Enter.
      await tabTo(page, /^To\b|\bTo$/);
      await page.keyboard.type(RECIPIENT.search);
      await page.getByRole('option', { name: new RegExp(RECIPIENT.name) }).first().waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('combobox', { name: 'To' }).inputValue()).toContain(RECIPIENT.name);

      // Amount and message.
      await tabTo(page, /How much/);
      await page.keyboard.type('3');
      await tabTo(page, /Message/);
      const message = `Core loop e2e ${Date.now()}: thank you for the demo`;
      await page.keyboard.type(message);

      // Sticker: Enter opens the picker on the first sticker, arrows move, Enter picks.
      await tabTo(page, /Choose a sticker/);
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Stickers' }).waitFor();
      const first = await focusedName(page);
      expect(first).not.toBe('');
      await page.keyboard.press('ArrowRight');
      const sticker = await focusedName(page);
      expect(sticker).not.toBe(first);
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: `Remove sticker “${sticker}”` }).waitFor();

      // Send with the keyboard; the new card is one link away.
      await tabTo(page, /Send thanks/);
      await page.keyboard.press('Enter');
      await page.getByText('Thanks sent').first().waitFor();
      const open = page.getByRole('link', { name: 'Open in feed' });
      const cardPath = await open.getAttribute('href');
      expect(cardPath).toMatch(/^\/feed\/transaction\/\d+$/);

      // The colleague's bell counts it; its panel links to the card, which shows the thanks.
      const other = recipient.page;
      await other.goto('/main', { waitUntil: 'networkidle' });
      await expect.poll(async () => Number((await other.getByTestId('notification-badge').textContent().catch(() => '0')) ?? 0)).toBeGreaterThan(0);
      await other.getByRole('button', { name: 'Notifications' }).click();
      const panel = other.getByRole('dialog', { name: 'Notifications' });
      const item = panel.getByRole('link', { name: new RegExp(`^${SENDER.name} thanked you: \\+3`) }).first();
      await item.waitFor();
      expect(await item.getAttribute('href')).toBe(cardPath);
      await item.click();
      await other.waitForURL(`**${cardPath}`);
      const card = other.getByRole('article').filter({ hasText: message });
      await card.waitFor();
      await card.getByRole('img', { name: sticker }).waitFor();

      // Nothing was warned about or failed in either browser.
      expect(sender.logged).toEqual([]);
      expect(recipient.logged).toEqual([]);
    } finally {
      await sender.context.close();
      await recipient.context.close();
    }
  });
});
