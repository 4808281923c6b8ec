import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, launchChromium, signInDirectly, waitForHydration } from './browser.ts';
import { E2E_TEST_CODE } from './globalSetup.ts';

/**
 * Invite links in the built app against the seeded demo community (SPEC §2 /community/invite;
 * docs/decisions/0032): the admin opens /community/invite, lands on the community's links, makes a
 * link for one person into a division and copies it; a brand-new e-mail opens the copied link,
 * is told which community invites it, signs in with a code and lands in the community as a member
 * of that division; the link then reads used up, and opening it again says it no longer works.
 */
const ADMIN = 'anna.smirnova@gratia-demo.ru';
const NEWCOMER = `newcomer.${Date.now().toString(36)}@example.com`;
const DIVISION = 'HR';

const baseUrl = inject('baseUrl');
let browser: Browser;

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
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

type Link = { id: number; status: string; uses: number; maxUses: number | null; division: { name: string } | null };
type Employee = { email: string | null; division: { name: string } | null };

describe('invite links', () => {
  it('the admin makes and copies a link; a new e-mail opens it, signs in and is a member of the community in its division', async () => {
    const admin = await newPage();
    const guest = await newPage();
    try {
      // The admin: /community/invite without a token leads to the community's links.
      await admin.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await signInDirectly(admin.page, ADMIN);
      const { name: community } = (await api(admin.page, 'GET', '/api/organization/settings')).json as { name: string };
      const { page } = admin;
      await page.goto('/community/invite');
      await page.waitForURL('**/community/invites');
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: 'Invite links' }).waitFor();
      await page.getByRole('button', { name: 'Create link' }).click();
      const dialog = page.getByRole('dialog', { name: 'New invite link' });
      await dialog.getByRole('textbox', { name: /^How many people may join/ }).fill('1');
      await dialog.getByRole('grid', { name: 'Division' }).getByRole('row', { name: DIVISION, exact: true }).click();
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
      await page.getByText('Link created').waitFor();
      await dialog.waitFor({ state: 'detached' });
      const [created] = (await api(page, 'GET', '/api/invite-links')).json.items as Link[];
      expect(created).toMatchObject({ status: 'active', uses: 0, maxUses: 1, division: { name: DIVISION } });
      const id = created?.id ?? 0;
      await page.getByRole('button', { name: `Copy invitation #${id}` }).click();
      await page.getByText('Link copied').waitFor();
      const url = await page.evaluate(() => navigator.clipboard.readText());
      expect(url).toMatch(new RegExp(`^${baseUrl}/community/invite\\?invite=[A-Za-z0-9_-]{43}$`));

      // A brand-new person opens the link: the community's name, then the sign-in with the token carried.
      const g = guest.page;
      await g.goto(url);
      await waitForHydration(g);
      await g.getByRole('heading', { level: 1, name: `You are invited to “${community}”` }).waitFor();
      await g.getByRole('button', { name: 'Continue' }).click();
      await g.waitForURL('**/login?invite=*');
      expect(await g.getByLabel('Community key').count()).toBe(0);
      await g.getByLabel('E-mail or Telegram nickname').fill(NEWCOMER);
      await g.getByRole('button', { name: 'Get a code' }).click();
      await g.getByLabel('6-digit code').fill(E2E_TEST_CODE);
      await g.getByRole('button', { name: 'Sign in' }).click();
      await g.waitForURL('**/main');
      const me = (await api(g, 'GET', '/api/profile/me')).json as { profile: { organizationId: number }; privileged: unknown[] };
      const settings = (await api(g, 'GET', '/api/organization/settings')).json as { id: number; name: string };
      expect(settings.name).toBe(community);
      expect(me.profile.organizationId).toBe(settings.id);
      expect(me.privileged).toEqual([]);

      // The admin sees the newcomer in the division and the link used up.
      const staff = (await api(page, 'GET', `/api/admin/employees?q=${encodeURIComponent(NEWCOMER)}`)).json.items as Employee[];
      expect(staff).toEqual([expect.objectContaining({ email: NEWCOMER, division: expect.objectContaining({ name: DIVISION }) })]);
      const after = ((await api(page, 'GET', '/api/invite-links')).json.items as Link[]).find((l) => l.id === id);
      expect(after).toMatchObject({ status: 'usedUp', uses: 1 });

      // Opened again, the link says it no longer works.
      const late = await newPage();
      try {
        await late.page.goto(url);
        await late.page.getByRole('heading', { level: 1, name: `The invitation to “${community}” no longer works` }).waitFor();
      } finally {
        await late.context.close();
      }
    } finally {
      await admin.context.close();
      await guest.context.close();
    }
  });
});
