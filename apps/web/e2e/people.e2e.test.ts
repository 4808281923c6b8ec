import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { E2E_TEST_CODE } from './globalSetup.ts';
import { launchChromium, signInDirectly, signInWithForm } from './browser.ts';

/**
 * The people issue's journey in the built app against the seeded demo community (SPEC §2
 * Organization settings 'structure', /profile, /other_profile/{id}; §4 Employee fire; §5): an
 * admin creates a division and adds an employee to it; the employee signs in and hides their
 * phone; a colleague opens their profile and does not see it; the admin fires them — they can no
 * longer sign in, and a colleague can no longer thank them. The employee and the division are new
 * and uniquely named, so the other journeys see the demo community as seeded; only the newcomer
 * signs in through the form (the demo logins' codes are left to the journeys about them).
 */
const ADMIN = 'anna.smirnova@gratia-demo.ru';
const COLLEAGUE = 'fekla.morozova@gratia-demo.ru';
const unique = Date.now().toString(36);
const NEWCOMER = { first: 'Vera', surname: `Newcomer${unique}`, email: `vera.${unique}@example.com`, phone: '+7 900 123-45-67' };
const DIVISION = `E2E Research ${unique}`;

const baseUrl = inject('baseUrl');
let browser: Browser;

/** A page in English at desktop width, and what its console warned or erred about. */
async function newPage(): Promise<{ context: BrowserContext; page: Page; logged: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const logged: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') logged.push(`${msg.type()}: ${msg.text()} (${page.url()})`);
  });
  page.on('pageerror', (error) => logged.push(`pageerror: ${error.message} (${page.url()})`));
  return { context, page, logged };
}

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('people: structure, profile visibility and firing', () => {
  it('an admin adds an employee who hides their phone from colleagues, then fires them', async () => {
    const admin = await newPage();
    const newcomer = await newPage();
    const colleague = await newPage();
    try {
      // The admin reaches the structure from the directory.
      await signInDirectly(admin.page, ADMIN);
      await admin.page.goto('/employees', { waitUntil: 'networkidle' });
      await admin.page.getByRole('link', { name: 'Manage structure' }).click();
      await admin.page.waitForURL('**/organization_administration_settings/*/structure');

      // A new division.
      await admin.page.getByRole('button', { name: 'Add division' }).click();
      const divisionDialog = admin.page.getByRole('dialog', { name: 'New division' });
      await divisionDialog.getByRole('textbox', { name: 'Name' }).fill(DIVISION);
      await divisionDialog.getByRole('button', { name: 'Create' }).click();
      await divisionDialog.waitFor({ state: 'detached' });
      await admin.page.getByRole('grid', { name: 'Divisions' }).getByText(DIVISION).waitFor();

      // A new employee in it: the required names are asked for first.
      await admin.page.getByRole('button', { name: 'Add employee' }).click();
      const form = admin.page.getByRole('dialog', { name: 'New employee' });
      await form.getByRole('button', { name: 'Add' }).click();
      await expect(form.getByText('This field is required').first().isVisible()).resolves.toBe(true);
      await form.getByRole('textbox', { name: 'First name', exact: true }).fill(NEWCOMER.first);
      await form.getByRole('textbox', { name: 'Surname', exact: true }).fill(NEWCOMER.surname);
      await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(NEWCOMER.email);
      await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(NEWCOMER.phone);
      await form.getByRole('grid', { name: 'Division' }).getByRole('row', { name: DIVISION }).click();
      await form.getByRole('button', { name: 'Add' }).click();
      await form.waitFor({ state: 'detached' });
      const table = admin.page.getByRole('grid', { name: 'Employees' });
      const row = table.getByRole('row', { name: new RegExp(NEWCOMER.surname) });
      await row.waitFor();
      await expect(row.textContent()).resolves.toContain(DIVISION);

      // The employee signs in and hides their phone.
      await signInWithForm(newcomer.page, NEWCOMER.email);
      const me = (await (await newcomer.page.request.get('/api/profile/me')).json()) as { id: number };
      await newcomer.page.goto('/profile', { waitUntil: 'networkidle' });
      const phoneSwitch = newcomer.page.getByRole('switch', { name: 'Phone' });
      await expect(phoneSwitch.isChecked()).resolves.toBe(true);
      await phoneSwitch.focus();
      await newcomer.page.keyboard.press('Space');
      await newcomer.page.getByText('Visibility saved').waitFor();
      await expect(phoneSwitch.isChecked()).resolves.toBe(false);

      // A colleague sees the profile without the phone — and the server sent none.
      await signInDirectly(colleague.page, COLLEAGUE);
      await colleague.page.goto(`/other_profile/${me.id}`, { waitUntil: 'networkidle' });
      await colleague.page.getByRole('heading', { level: 1, name: new RegExp(NEWCOMER.surname) }).waitFor();
      expect(await colleague.page.content()).not.toContain('123-45-67');
      const seen = (await (await colleague.page.request.get(`/api/employees/profile?id=${me.id}`)).json()) as { phone: string | null; email: string | null };
      expect(seen).toMatchObject({ phone: null, email: NEWCOMER.email });
      await expect(colleague.page.getByText(NEWCOMER.phone).count()).resolves.toBe(0);
      await expect(colleague.page.getByText(NEWCOMER.email).isVisible()).resolves.toBe(true);

      // The admin fires the employee from today.
      await row.getByRole('button', { name: new RegExp(`Actions for .*${NEWCOMER.surname}`) }).click();
      await admin.page.getByRole('menuitem', { name: 'Fire' }).click();
      const fire = admin.page.getByRole('dialog', { name: 'Fire employee' });
      await fire.getByRole('button', { name: 'Fire' }).click();
      await fire.waitFor({ state: 'detached' });
      await admin.page.getByText('Employee fired').waitFor();

      // They can no longer sign in: their session ends and a new code is refused.
      expect((await newcomer.page.request.get('/api/profile/me')).status()).toBe(401);
      await newcomer.page.goto('/login', { waitUntil: 'networkidle' });
      await newcomer.page.getByLabel('E-mail or Telegram nickname').fill(NEWCOMER.email);
      await newcomer.page.getByRole('button', { name: 'Get a code' }).click();
      const code = newcomer.page.getByLabel('6-digit code');
      const refusedEarly = newcomer.page.getByRole('alert');
      await Promise.race([code.waitFor(), refusedEarly.waitFor()]);
      if (await code.isVisible()) {
        await code.fill(E2E_TEST_CODE);
        await newcomer.page.getByRole('button', { name: 'Sign in' }).click();
      }
      await refusedEarly.first().waitFor();
      expect(newcomer.page.url()).toContain('/login');

      // And a colleague can no longer thank them: the form takes no fired recipient, the search
      // does not find them, and the server refuses.
      await colleague.page.goto(`/new_transfer?to=${me.id}`, { waitUntil: 'networkidle' });
      const recipient = colleague.page.getByRole('combobox', { name: 'To' });
      await expect(recipient.inputValue()).resolves.toBe('');
      await recipient.fill(NEWCOMER.surname);
      await colleague.page.waitForResponse((res) => res.url().includes('/api/users/search'));
      await expect(colleague.page.getByRole('option', { name: new RegExp(NEWCOMER.surname) }).count()).resolves.toBe(0);
      const csrf = (await colleague.context.cookies()).find((c) => c.name === 'gratia_csrf')?.value ?? '';
      const thanks = await colleague.page.request.post('/api/transfers', {
        headers: { 'x-csrf-token': csrf, 'idempotency-key': crypto.randomUUID() },
        data: { recipientId: me.id, amount: 1, message: 'Thanks' },
      });
      expect(thanks.status()).toBe(409);
      expect(((await thanks.json()) as { error: { code: string } }).error.code).toBe('RECIPIENT_INACTIVE');

      expect([...admin.logged, ...colleague.logged]).toEqual([]);
    } finally {
      await Promise.all([admin.context.close(), newcomer.context.close(), colleague.context.close()]);
    }
  });
});
