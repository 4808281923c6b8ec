import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, launchChromium, signInDirectly, waitForHydration } from './browser.ts';
import { E2E_TEST_CODE } from './globalSetup.ts';

/**
 * A chain of challenges from a chain template and a challenge's public page, in the built app
 * against the seeded demo (SPEC §1 chains and templates, §2 /challenge_chain/{id}, the 'challenge'
 * layout; docs/decisions/0043, 0044): the admin starts a chain from the demo's common chain template,
 * giving each challenge its fund; a member sees its later step locked, sends reports in every
 * challenge of step 1 and sees step 2 open; then a signed-out browser opens one of its challenges by
 * its share link and lands on the public page, whose "Take part" leads to sign-in and back.
 */
const ADMIN = 'anna.smirnova@gratia-demo.ru';
const MEMBER = 'fekla.morozova@gratia-demo.ru';
/**
 * A colleague who signs in from the public page with the form (a member of the demo community, not
 * the chain's author): one whom no other journey signs in with a code, as a login has at most 3
 * live codes (README 'Sign-in limits').
 */
const COLLEAGUE = 'sofiya.ponomareva@gratia-demo.ru';
const NAME = `Onboarding sprint ${Date.now().toString(36)}`;

const baseUrl = inject('baseUrl');
let browser: Browser;

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

/** `days` from today as the date field types it: DDMMYYYY. */
function dayFromNow(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${d.getFullYear()}`;
}

type Step = { step: number; challenges: { id: number; name: string; available: boolean; shareUuid: string }[] };

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('chains and the public page', () => {
  it('a chain from a template: step 2 opens once step 1 is done; a share link opens the public page signed out', async () => {
    const admin = await newPage();
    const member = await newPage();
    const stranger = await newPage();
    try {
      // The admin starts a chain from the demo's common chain template (at least two steps).
      await signInDirectly(admin.page, ADMIN);
      const { page } = admin;
      const templates = (await api(page, 'GET', '/api/challenges/templates?scope=common&kind=chain&limit=50')).json as { items: { id: number; steps: { step: number }[] }[] };
      const template = templates.items.find((t) => new Set(t.steps.map((s) => s.step)).size >= 2);
      if (!template) throw new Error('the demo has no common chain template of two steps or more');
      await page.goto(`/challenge_chains/new?template=${template.id}`, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await page.getByRole('textbox', { name: /^Name/ }).fill(NAME);
      await page.getByRole('textbox', { name: /^Start/ }).first().pressSequentially(dayFromNow(0));
      await page.getByRole('textbox', { name: /^End/ }).first().pressSequentially(dayFromNow(14));
      const funds = page.getByRole('textbox', { name: /^Prize fund/ });
      for (let i = 0; i < (await funds.count()); i++) await funds.nth(i).fill('5');
      await page.getByRole('button', { name: 'Create the chain' }).click();
      await page.waitForURL(/\/challenge_chain\/\d+$/);
      const chainId = Number(/\/challenge_chain\/(\d+)/.exec(page.url())![1]);
      await page.getByRole('heading', { level: 1, name: NAME }).waitFor();

      // A member sees step 1 open and the later steps locked.
      await signInDirectly(member.page, MEMBER);
      const m = member.page;
      await m.goto(`/challenge_chain/${chainId}?tab=challenges`, { waitUntil: 'networkidle' });
      await waitForHydration(m);
      const steps = m.getByTestId('chain-step');
      await steps.first().waitFor();
      expect(await steps.nth(0).getAttribute('data-open')).toBe('true');
      expect(await steps.nth(1).getAttribute('data-open')).toBe('false');
      await steps.nth(1).getByText('Opens after step 1').waitFor();
      const detail = (await api(m, 'GET', `/api/challenges/chains/one?id=${chainId}`)).json as { steps: Step[] };
      const [first, second] = detail.steps;
      expect(second!.challenges.every((c) => !c.available)).toBe(true);

      // A step-2 challenge says what keeps it locked.
      await m.goto(`/challenge/${second!.challenges[0]!.id}`, { waitUntil: 'networkidle' });
      await waitForHydration(m);
      await m.getByRole('tab', { name: 'Dependencies', selected: true }).waitFor();
      expect(await m.getByRole('button', { name: 'Take part' }).count()).toBe(0);

      // The member sends a report in every challenge of step 1.
      for (const c of first!.challenges) {
        await m.goto(`/challenge/${c.id}`, { waitUntil: 'networkidle' });
        await waitForHydration(m);
        await m.getByRole('button', { name: 'Take part' }).click();
        const dialog = m.getByRole('dialog', { name: 'Your report' });
        await dialog.getByRole('textbox', { name: /^Report/ }).fill(`Done: ${c.name}`);
        await dialog.getByRole('button', { name: 'Send report' }).click();
        await m.getByText('Report sent').first().waitFor();
      }

      // Step 2 is open now: the chain says so, and its challenge takes a report.
      await m.goto(`/challenge_chain/${chainId}?tab=challenges`, { waitUntil: 'networkidle' });
      await waitForHydration(m);
      await m.getByTestId('chain-step').nth(1).and(m.locator('[data-open="true"]')).waitFor();
      await m.getByTestId('chain-progress').getByText(new RegExp(`^${first!.challenges.length} of `)).waitFor();
      await m.goto(`/challenge/${second!.challenges[0]!.id}`, { waitUntil: 'networkidle' });
      await waitForHydration(m);
      await m.getByRole('button', { name: 'Take part' }).waitFor();

      // Signed out, the share link of a step-1 challenge opens its public page.
      const shared = first!.challenges[0]!;
      const s = stranger.page;
      await s.goto(`/challenge/${shared.id}?uuid=${shared.shareUuid}`, { waitUntil: 'networkidle' });
      await s.waitForURL(new RegExp(`/challenge/${shared.id}/public\\?uuid=`));
      await s.getByRole('heading', { level: 1, name: shared.name }).waitFor();
      const takePart = s.getByRole('link', { name: 'Take part' });
      const href = await takePart.getAttribute('href');
      expect(href).toContain('/login');
      expect(decodeURIComponent(href ?? '')).toContain(`/challenge/${shared.id}?uuid=${shared.shareUuid}`);
      // "Take part" → sign-in → back on the challenge, signed in, with the report dialog open.
      await takePart.click();
      await s.waitForURL(/\/login\?/);
      await waitForHydration(s);
      await s.getByLabel('E-mail or Telegram nickname').fill(COLLEAGUE);
      await s.getByRole('button', { name: 'Get a code' }).click();
      await s.getByLabel('6-digit code').fill(E2E_TEST_CODE);
      await s.getByRole('button', { name: 'Sign in' }).click();
      await s.waitForURL(new RegExp(`/challenge/${shared.id}\\?uuid=`));
      await s.getByRole('dialog', { name: 'Your report' }).waitFor();
      await s.keyboard.press('Escape');
      await s.getByRole('heading', { level: 1, name: shared.name }).waitFor();
      await s.context().clearCookies();
      // A wrong uuid shows that the challenge is not there; no private field ever reached the page.
      await s.goto(`/challenge/${shared.id}/public?uuid=00000000-0000-4000-8000-000000000000`, { waitUntil: 'networkidle' });
      await s.getByText('Challenge not found').first().waitFor();
    } finally {
      await admin.context.close();
      await member.context.close();
      await stranger.context.close();
    }
  });
});
