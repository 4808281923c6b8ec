import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, signInDirectly, waitForHydration } from './browser.ts';

/**
 * The global admin in the built app against the seeded demo (SPEC §1, §2 /global_admin, §6;
 * docs/decisions/0034): the demo superuser creates a root community with a new first administrator,
 * emits points to a member of the demo community (who then sees them in their history), and the
 * audit log shows both; a plain member opening /global_admin lands on /feed.
 */
const SUPERUSER = 'root@gratia-demo.ru';
const MEMBER = 'fekla.morozova@gratia-demo.ru';

const baseUrl = inject('baseUrl');
let browser: Browser;

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

/** Types `text` into a combobox and chooses the first option whose name matches `option` once the search has found it. */
async function choose(page: Page, label: RegExp, text: string, option: RegExp) {
  const combo = page.getByRole('combobox', { name: label });
  await combo.click();
  await combo.fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('global admin', () => {
  it('the superuser creates a community with its first admin and emits points to a member; the audit log shows both', async () => {
    const { context, page } = await newPage();
    const stamp = Date.now();
    const community = `E2E Community ${stamp}`;
    const reason = `E2E bonus ${stamp}`;
    try {
      await signInDirectly(page, SUPERUSER);
      // The sidebar's super admin entry leads there.
      await page.getByRole('navigation', { name: /^(Sections|Разделы)$/ }).locator('[data-nav="superAdmin"]').click();
      await page.waitForURL('**/global_admin');
      await waitForHydration(page);
      await page.getByRole('grid', { name: 'Communities' }).waitFor();

      await page.getByRole('button', { name: 'Create community' }).click();
      const dialog = page.getByRole('dialog', { name: 'New root community' });
      await dialog.getByRole('textbox', { name: /^Community name/ }).fill(community);
      await dialog.getByRole('textbox', { name: /^Administrator's e-mail/ }).fill(`e2e-admin-${stamp}@example.com`);
      await dialog.getByRole('textbox', { name: /^Surname/ }).fill('Орлова');
      await dialog.getByRole('textbox', { name: /^First name/ }).fill('Вера');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Community created').waitFor();
      await page.getByRole('searchbox', { name: 'Search by name' }).fill(community);
      await page.getByRole('row', { name: new RegExp(community) }).getByText('Вера Орлова').waitFor();

      await page.getByRole('tab', { name: 'Emission' }).click();
      await page.waitForURL('**/global_admin?tab=emission');
      await choose(page, /^Community/, 'Gratia Demo', /^Gratia Demo/);
      await page.getByRole('radio', { name: /^Every member/ }).waitFor();
      await page.getByText('One member', { exact: true }).click();
      await choose(page, /^Member/, MEMBER, /Морозова/);
      await page.getByRole('textbox', { name: /^Points each/ }).fill('7');
      await page.getByRole('textbox', { name: /^Reason/ }).fill(reason);
      await page.getByRole('button', { name: 'Emit' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Emit points?' });
      expect(await confirm.textContent()).toContain('7 points will be created for');
      await confirm.getByRole('button', { name: 'Emit' }).click();
      await page.getByText('Points emitted').waitFor();

      // A fresh page: every community's entries, newest first.
      await page.goto('/global_admin?tab=audit');
      await waitForHydration(page);
      const entries = page.getByTestId('audit-entry');
      await entries.first().waitFor();
      const emission = entries.filter({ hasText: reason });
      expect(await emission.count()).toBe(1);
      expect(await emission.textContent()).toContain('Points emitted');
      expect(await emission.textContent()).toContain('Gratia Demo');
      const created = entries.filter({ hasText: community }).filter({ hasText: 'Community created' });
      expect(await created.count()).toBe(1);
      expect(await created.textContent()).toContain('Орлова Вера (a new person)');
    } finally {
      await context.close();
    }

    // The member sees the emission in their history, named by its type.
    const member = await newPage();
    try {
      await signInDirectly(member.page, MEMBER);
      await member.page.goto('/history');
      await waitForHydration(member.page);
      await member.page.getByRole('article', { name: /^Points from the platform administrator/ }).filter({ hasText: reason }).waitFor();
    } finally {
      await member.context.close();
    }
  });

  it('a plain member opening /global_admin lands on /feed', async () => {
    const { context, page } = await newPage();
    try {
      await signInDirectly(page, MEMBER);
      await page.goto('/global_admin');
      await page.waitForURL('**/feed');
      expect(await page.locator('[data-nav="superAdmin"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
