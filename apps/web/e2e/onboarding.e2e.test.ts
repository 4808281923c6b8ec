import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, launchChromium, waitForHydration } from './browser.ts';
import { E2E_TEST_CODE } from './globalSetup.ts';

/**
 * A new company signs itself up in the built app (SPEC §1, §2 /onboarding; DOMAIN §6.6;
 * docs/decisions/0035): a new person chooses "Create a community" on /login, signs up with a
 * code, goes through the onboarding — welcome, creates the community, sets the first period
 * starting today, copies an invite link — and lands on /main as its administrator; a second new
 * person signs up, pastes that link in the onboarding and joins as a member (skipping the period);
 * the first thanks the second through the thanks form, and the thanks shows in the feed.
 */
const stamp = Date.now().toString(36);
const FOUNDER = `founder${stamp}@example.com`;
const COLLEAGUE = `colleague${stamp}@example.com`;
const COMMUNITY = `Ромашка ${stamp}`;

const baseUrl = inject('baseUrl');
let browser: Browser;

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

/** Signs `email` up from /login's "Create a community" and waits for /onboarding. */
async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Create a community' }).click();
  await page.getByRole('heading', { level: 1, name: 'Create a community' }).waitFor();
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByRole('button', { name: 'Get a code' }).click();
  await page.getByLabel('6-digit code').fill(E2E_TEST_CODE);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/onboarding');
  await page.getByRole('heading', { level: 1, name: 'Welcome to Gratia' }).waitFor();
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

type Me = { id: number; profile: { organizationId: number | null; firstName: string; surname: string }; privileged: { role: string }[] };

describe('self-serve onboarding', () => {
  it('a founder signs up, creates a community, sets the first period and copies an invite link; a colleague joins by it and is thanked in the feed', async () => {
    const founder = await newPage();
    const colleague = await newPage();
    try {
      // The founder: sign up, welcome, create the community.
      const f = founder.page;
      // Someone with no community yet is refused nothing on the way (a 401/403 would send them back to /login).
      const refused: string[] = [];
      f.on('response', (r) => {
        if (r.status() === 401 || r.status() === 403) refused.push(`${r.status()} ${r.request().method()} ${r.url()}`);
      });
      await founder.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await signUp(f, FOUNDER);
      expect(((await api(f, 'GET', '/api/profile/me')).json as Me).profile.organizationId).toBeNull();
      await f.getByRole('button', { name: 'Start' }).click();
      await f.getByRole('heading', { level: 1, name: 'Your community' }).waitFor();
      await f.getByLabel('Community name').fill(COMMUNITY);
      await f.getByRole('button', { name: 'Create a community' }).click();

      // The first period, prefilled from today; it starts at once.
      await f.waitForURL('**/onboarding?step=period');
      await f.getByRole('heading', { level: 1, name: 'The first period' }).waitFor();
      await f.getByLabel(/^Accrual amount/).fill('50');
      await f.getByRole('button', { name: 'Start the period' }).click();
      await f.waitForURL('**/onboarding?step=education');
      const current = (await api(f, 'GET', '/api/periods/current')).json as { startDate: string };
      expect(current.startDate).toBe(new Date().toISOString().slice(0, 10));

      // Education: the tour, and the invite link created and copied.
      await f.getByRole('heading', { level: 2, name: 'Events feed' }).waitFor();
      await f.getByRole('button', { name: 'Create an invite link' }).click();
      await f.getByRole('button', { name: 'Copy link' }).click();
      await f.getByText('Link copied').waitFor();
      const url = await f.evaluate(() => navigator.clipboard.readText());
      expect(url).toMatch(new RegExp(`^${baseUrl}/community/invite\\?invite=[A-Za-z0-9_-]{43}$`));
      await f.getByRole('button', { name: 'Go to the main page' }).click();
      await f.waitForURL('**/main');
      const me = (await api(f, 'GET', '/api/profile/me')).json as Me;
      expect(me.privileged.map((p) => p.role)).toEqual(['A']);
      const settings = (await api(f, 'GET', '/api/organization/settings')).json as { id: number; name: string };
      expect(settings).toMatchObject({ id: me.profile.organizationId, name: COMMUNITY });
      // The sidebar offers the administrator's entry.
      await f.getByRole('link', { name: 'Organization' }).first().waitFor();
      expect(refused).toEqual([]);

      // The colleague: signs up, pastes the link, joins, skips the period.
      const c = colleague.page;
      await signUp(c, COLLEAGUE);
      await c.getByRole('button', { name: 'Start' }).click();
      await c.getByLabel('Invite link or its code').fill(url);
      await c.getByRole('button', { name: 'Check' }).click();
      await c.getByText(`You are invited to the community “${COMMUNITY}”`).waitFor();
      await c.getByRole('button', { name: 'Join' }).click();
      await c.waitForURL('**/onboarding?step=education');
      expect(await c.getByRole('heading', { name: 'Invite your colleagues' }).count()).toBe(0);
      await c.getByRole('button', { name: 'Go to the main page' }).click();
      await c.waitForURL('**/main');
      const joined = (await api(c, 'GET', '/api/profile/me')).json as Me;
      expect(joined.profile.organizationId).toBe(settings.id);
      expect(joined.privileged).toEqual([]);

      // The first thanks of the community, from the founder to the colleague, shows in the feed.
      const message = `Welcome aboard ${stamp}`;
      await f.goto('/new_transfer');
      await waitForHydration(f);
      await f.getByRole('combobox', { name: 'To' }).fill(joined.profile.firstName);
      await f.getByRole('option', { name: new RegExp(joined.profile.firstName) }).first().click();
      await f.getByLabel(/How much/).fill('5');
      await f.getByLabel(/Message/).fill(message);
      await f.getByRole('button', { name: 'Send thanks' }).click();
      await f.getByText('Thanks sent').first().waitFor();
      await c.goto('/feed');
      await waitForHydration(c);
      await c.getByRole('article').filter({ hasText: message }).first().waitFor();
    } finally {
      await founder.context.close();
      await colleague.context.close();
    }
  });
});
