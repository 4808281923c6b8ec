import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { balanceOf, launchChromium, signInWithForm } from './browser.ts';

/**
 * The walking skeleton in a real browser: sign in with a one-time code, send thanks, see it in the
 * feed with the balance gone down, log out with confirmation; the recipient sees the points.
 * Demo community logins come from the seed (apps/server/src/seed/demo.ts).
 */
const SENDER = 'anna.smirnova@gratia-demo.ru';
const RECIPIENT = { login: 'root@gratia-demo.ru', name: 'Игорь Волков', search: 'Волков' };
const AMOUNT = 7;

const baseUrl = inject('baseUrl');
let browser: Browser;


async function newPage(lang: 'ru' | 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  await context.addInitScript((l) => window.localStorage.setItem('lang', l), lang);
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  return { context, page };
}

const signIn = signInWithForm;
const balance = balanceOf;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('walking skeleton', () => {
  it('an unknown path of a signed-out visitor ends on the sign-in page', async () => {
    const { context, page } = await newPage('ru');
    await page.goto('/feed', { waitUntil: 'networkidle' });
    await page.waitForURL('**/login**');
    await page.getByRole('button', { name: 'Получить код' }).waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('sends thanks, shows it in the feed, lowers the balance; the recipient receives it; logout confirms', async () => {
    const recipient = await newPage('en');
    await signIn(recipient.page, RECIPIENT.login);
    const receivedBefore = await balance(recipient.page, 'received');

    const sender = await newPage('en');
    const { page } = sender;
    await signIn(page, SENDER);
    const distributeBefore = await balance(page, 'distribute');
    expect(distributeBefore).toBeGreaterThanOrEqual(AMOUNT);

    await page.getByRole('link', { name: 'Thanks' }).first().click();
    await page.waitForURL('**/new_transfer');
    const combobox = page.getByRole('combobox', { name: 'To' });
    await combobox.fill(RECIPIENT.search);
    await page.getByRole('option', { name: new RegExp(RECIPIENT.name) }).first().click();
    await page.getByRole('textbox', { name: 'How much' }).fill(String(AMOUNT));
    const message = `Спасибо за помощь с релизом ${Date.now()}`;
    await page.getByRole('textbox', { name: /^Message/ }).fill(message);
    await page.getByRole('button', { name: 'Send thanks' }).click();

    await page.getByText('Thanks sent').first().waitFor();
    await expect.poll(() => balance(page, 'distribute')).toBe(distributeBefore - AMOUNT);

    await page.getByRole('link', { name: 'Events' }).first().click();
    await page.waitForURL('**/feed');
    const first = page.getByRole('article').first();
    await first.getByText(message).waitFor();
    await expect(first.textContent()).resolves.toContain(RECIPIENT.name);

    await recipient.page.reload();
    await expect.poll(() => balance(recipient.page, 'received')).toBe(receivedBefore + AMOUNT);

    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(page.url()).toMatch(/\/feed$/);
    await page.getByRole('button', { name: 'Log out' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/login');
    const me = await page.evaluate(async () => (await fetch('/api/profile/me')).status);
    expect(me).toBe(401);

    await recipient.context.close();
    await sender.context.close();
  });
});
