import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, balanceOf, launchChromium, signInDirectly, waitForHydration } from './browser.ts';

/**
 * The branding tab in the built app against the seeded demo community (SPEC §2 organization
 * settings 'branding', §3 Colour keys; docs/decisions/0001): the admin types a new brand colour and
 * their whole app wears it before saving; a member's page, already open, shows it after a reload —
 * rendered by the server with the new palette, not painted over after hydration. Then the periods
 * and transactions tabs: the next period launched from the bell's link, and a member credited who
 * then sees the points (SPEC §1, §5; docs/decisions/0033).
 */
const ADMIN = 'anna.smirnova@gratia-demo.ru';
const MEMBER = 'fekla.morozova@gratia-demo.ru';
const BRAND = '#0f766e';

const baseUrl = inject('baseUrl');
let browser: Browser;

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

/** A CSS variable of the page's `<html>`, where the theme lives. */
const rootVar = (page: Page, name: string) => page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('branding', () => {
  it('the admin’s brand colour re-themes their app at once; a member’s open page shows it after a reload', async () => {
    const admin = await newPage();
    const member = await newPage();
    try {
      await signInDirectly(member.page, MEMBER);
      await member.page.goto('/feed');
      await waitForHydration(member.page);
      expect(await rootVar(member.page, '--org-general-brand')).not.toBe(BRAND);

      await signInDirectly(admin.page, ADMIN);
      const { id } = (await api(admin.page, 'GET', '/api/organization/settings')).json as { id: number };
      const { page } = admin;
      await page.goto(`/organization_administration_settings/${id}/general`);
      await waitForHydration(page);
      await page.getByRole('tab', { name: 'Branding' }).click();
      await page.waitForURL('**/branding');
      const field = page.getByRole('textbox', { name: /^Main brand colour/ });
      await field.fill(BRAND);
      await field.press('Tab');
      // Live, before saving: the admin's whole document (the header's brand included) wears it.
      await expect.poll(() => rootVar(page, '--color-accent')).toBe(BRAND);
      await page.getByRole('button', { name: 'Save branding' }).click();
      await page.getByText('Branding saved').waitFor();

      // The member's page was open all along; a reload renders it with the new palette.
      expect(await rootVar(member.page, '--org-general-brand')).not.toBe(BRAND);
      await member.page.reload();
      await waitForHydration(member.page);
      expect(await rootVar(member.page, '--org-general-brand')).toBe(BRAND);

      // Leaving the tab keeps the saved palette.
      await page.goto('/feed');
      await waitForHydration(page);
      expect(await rootVar(page, '--org-general-brand')).toBe(BRAND);
    } finally {
      // Gratia's colours again for the other journeys.
      await api(admin.page, 'PATCH', '/api/organization/branding', { colors: null }).catch(() => undefined);
      await admin.context.close();
      await member.context.close();
    }
  });

  it('the admin launches the next period from the bell’s link, then credits a member from the transactions tab, and the member sees the points', async () => {
    const admin = await newPage();
    const member = await newPage();
    let created: number | null = null;
    try {
      await signInDirectly(admin.page, ADMIN);
      const { page } = admin;
      // The seed's period is running; the bell offers the launch link when none is active, so that
      // one call answers as a server without an active period does (the bell and the link are real).
      await page.route('**/api/periods/current', (route) =>
        route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ error: { code: 'NO_ACTIVE_PERIOD', message: 'No active period' } }) }),
      );
      await page.goto('/main', { waitUntil: 'networkidle' });
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await panel.getByRole('link', { name: 'Launch period' }).click();
      await page.waitForURL(/\/periods\?openPeriodCreation$/);
      await page.unroute('**/api/periods/current');
      const dialog = page.getByRole('dialog', { name: 'New period' });
      // Prefilled after the last period: the admin only confirms.
      await dialog.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Period created').waitFor();
      const periods = (await api(page, 'GET', '/api/periods')).json as { items: { id: number; status: string }[] };
      created = periods.items.find((p) => p.status === 'scheduled')?.id ?? null;
      expect(created).not.toBeNull();

      // The member's received points before the credit.
      await signInDirectly(member.page, MEMBER);
      const before = await balanceOf(member.page, 'received');
      const me = (await api(member.page, 'GET', '/api/profile/me')).json as { id: number; profile: { firstName: string; surname: string } };
      const name = `${me.profile.firstName} ${me.profile.surname}`;

      await page.getByRole('tab', { name: 'Transactions' }).click();
      await page.waitForURL('**/transactions');
      await page.getByRole('button', { name: 'New transfer' }).click();
      const transfer = page.getByRole('dialog', { name: 'New transfer' });
      await transfer.getByRole('combobox', { name: /Member/ }).fill(me.profile.surname);
      // With the mouse: the options float above a modal dialog, which turns pointer events off
      // around itself; a real click must still reach them.
      await page.getByRole('option', { name: new RegExp(name) }).first().click();
      await transfer.getByText(/Balance:/).first().waitFor();
      await transfer.getByRole('textbox', { name: /How many points/ }).fill('40');
      await transfer.getByRole('textbox', { name: /Reason/ }).fill('For organising the winter hackathon');
      await transfer.getByRole('button', { name: 'Make the transfer' }).click();
      await page.getByText('Transfer made').waitFor();
      // The movement is on top of the community's list, from the community's account to hers.
      const firstRow = page.getByRole('grid', { name: 'Community transfers' }).getByRole('row').nth(1);
      await expect.poll(() => firstRow.textContent()).toMatch(new RegExp(`Community · community account.*${name} · income account.*40`));

      await member.page.reload();
      await waitForHydration(member.page);
      expect(await balanceOf(member.page, 'received')).toBe(before + 40);
      const history = (await api(member.page, 'GET', '/api/history?filter=received')).json as { items: { type: string; amount: number; counterpart: { id: number } | null }[] };
      expect(history.items[0]).toMatchObject({ type: 'admin_manual', amount: 40 });
    } finally {
      if (created !== null) await api(admin.page, 'DELETE', `/api/periods?id=${created}`).catch(() => undefined);
      await admin.context.close();
      await member.context.close();
    }
  });
});
