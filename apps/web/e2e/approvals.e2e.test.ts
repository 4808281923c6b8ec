import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, launchChromium, signInDirectly } from './browser.ts';

/**
 * The roles' journeys in the built app against the seeded demo community (DOMAIN §6.4;
 * docs/decisions/0023): the controller declines the admin's waiting thanks from /approvals with a
 * reason, and the admin's bell says so and leads to the history, where the points are back; the
 * manager gives a colleague of their division points from /redistribution, and the colleague's bell
 * names the manager. The people come from the admin's roles tab data, as an admin would find them.
 */
const ADMIN = { login: 'anna.smirnova@gratia-demo.ru', name: 'Анна Смирнова' };
const REASON = `Too generous for one task ${Date.now().toString(36)}`;

const baseUrl = inject('baseUrl');
let browser: Browser;
let controllerLogin: string;
let manager: { login: string; name: string; divisionId: number };

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

type Person = { id: number; firstName: string; surname: string; email: string | null };
const fullName = (p: { firstName: string; surname: string }) => `${p.firstName} ${p.surname}`;

beforeAll(async () => {
  browser = await launchChromium();
  // The admin looks up who controls and who manages (the roles tab's data) and their e-mails.
  const { context, page } = await newPage();
  try {
    await signInDirectly(page, ADMIN.login);
    const grants = (await api(page, 'GET', '/api/admin/roles')).json.items as { role: string; user: { id: number }; division: { id: number } | null }[];
    const staff = (await api(page, 'GET', '/api/admin/employees?pageSize=100')).json.items as Person[];
    const person = (id: number | undefined) => staff.find((p) => p.id === id);
    const controller = person(grants.find((g) => g.role === 'C')?.user.id);
    const managerGrant = grants.find((g) => g.role === 'M' && g.division !== null);
    const managerPerson = person(managerGrant?.user.id);
    if (!controller?.email || !managerPerson?.email || !managerGrant?.division) throw new Error('the demo has no controller or division manager');
    controllerLogin = controller.email;
    manager = { login: managerPerson.email, name: fullName(managerPerson), divisionId: managerGrant.division.id };
  } finally {
    await context.close();
  }
});
afterAll(async () => {
  await browser?.close();
});

describe('approvals and redistribution', () => {
  it('the controller declines the admin’s waiting thanks with a reason; the admin is told and has the points back', async () => {
    const controller = await newPage();
    const admin = await newPage();
    try {
      await signInDirectly(admin.page, ADMIN.login);
      const before = (await api(admin.page, 'GET', '/api/balance')).json as { distribute: number };

      await signInDirectly(controller.page, controllerLogin);
      const { page } = controller;
      await page.getByRole('link', { name: 'Approvals' }).first().click();
      await page.waitForURL('**/approvals');
      const decline = page.getByRole('button', { name: new RegExp(`^Decline: ${ADMIN.name} →`) }).first();
      await decline.waitFor();
      await decline.click();
      const dialog = page.getByRole('dialog', { name: 'Decline 1 thanks?' });
      await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
      await dialog.getByRole('button', { name: 'Decline' }).click();
      await page.getByText('1 thanks declined').waitFor();
      await dialog.waitFor({ state: 'detached' });

      // The admin's bell names the controller and quotes the reason; it leads to the history.
      await admin.page.goto('/main', { waitUntil: 'networkidle' });
      await admin.page.getByRole('button', { name: 'Notifications' }).click();
      const panel = admin.page.getByRole('dialog', { name: 'Notifications' });
      const notice = panel.getByRole('link', { name: new RegExp(`declined your thanks: .* went back to you\\. Reason: “${REASON}”`) });
      await notice.waitFor();
      await notice.click();
      await admin.page.waitForURL('**/history');
      const after = (await api(admin.page, 'GET', '/api/balance')).json as { distribute: number };
      expect(after.distribute).toBeGreaterThan(before.distribute);
    } finally {
      await controller.context.close();
      await admin.context.close();
    }
  });

  it('the manager gives a colleague of their division points, and the colleague’s bell names the manager', async () => {
    const managerPage = await newPage();
    const colleaguePage = await newPage();
    try {
      await signInDirectly(managerPage.page, manager.login);
      const { page } = managerPage;
      const team = (await api(page, 'GET', `/api/employees?divisionId=${manager.divisionId}&limit=50`)).json.items as { id: number; firstName: string; surname: string }[];
      const admin = await newPage();
      let colleague: Person | undefined;
      try {
        await signInDirectly(admin.page, ADMIN.login);
        const staff = (await api(admin.page, 'GET', '/api/admin/employees?pageSize=100')).json.items as Person[];
        colleague = staff.find((p) => p.email && p.email !== manager.login && p.email !== controllerLogin && team.some((t) => t.id === p.id));
      } finally {
        await admin.context.close();
      }
      if (!colleague?.email) throw new Error('no colleague in the manager’s division');

      await page.getByRole('link', { name: 'Give points' }).first().click();
      await page.waitForURL('**/redistribution');
      await page.getByRole('combobox', { name: /To/ }).fill(colleague.surname);
      await page.getByRole('option', { name: new RegExp(colleague.surname) }).first().click();
      await page.getByRole('textbox', { name: /How many/ }).fill('5');
      await page.getByRole('textbox', { name: /Note/ }).fill('For thanking the release team');
      await page.getByRole('button', { name: 'Give points' }).click();
      await page.getByText(new RegExp(`Points given: 5 .* → ${colleague.firstName}`)).waitFor();

      await signInDirectly(colleaguePage.page, colleague.email);
      await colleaguePage.page.getByRole('button', { name: 'Notifications' }).click();
      const panel = colleaguePage.page.getByRole('dialog', { name: 'Notifications' });
      const notice = panel.getByRole('link', { name: new RegExp(`^${manager.name} gave you 5 .* to thank colleagues with`) });
      await notice.waitFor();
      expect(await notice.getAttribute('href')).toBe('/new_transfer');
    } finally {
      await managerPage.context.close();
      await colleaguePage.context.close();
    }
  });
});
