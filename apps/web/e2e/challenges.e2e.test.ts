import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, launchChromium, signInDirectly, waitForHydration } from './browser.ts';

/**
 * A challenge's whole life in the built app against the seeded demo community (SPEC §1
 * challenges, §3 Challenge and Report, §4 states; docs/decisions/0039): a member creates one from
 * their points to give with the wizard, two colleagues send reports from its page, the organizer
 * accepts one and rejects the other with a reason; the winner has the prize on their received
 * balance and sees it in "my result", the other reads the reason, and the feed's winners show
 * the winner. People come from the admin's employees list, as an admin would find them.
 */
const ADMIN = 'anna.smirnova@gratia-demo.ru';
const ORGANIZER = 'fekla.morozova@gratia-demo.ru';
const NAME = `Release notes in one line ${Date.now().toString(36)}`;
const REASON = 'A screenshot of the notes is needed';

const baseUrl = inject('baseUrl');
let browser: Browser;
type Person = { id: number; firstName: string; surname: string; email: string | null };
let colleagues: [Person & { email: string }, Person & { email: string }];

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

const fullName = (p: { firstName: string; surname: string }) => `${p.firstName} ${p.surname}`;
/** `days` from today as the date field types it: DDMMYYYY. */
function dayFromNow(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${d.getFullYear()}`;
}

beforeAll(async () => {
  browser = await launchChromium();
  const { context, page } = await newPage();
  try {
    await signInDirectly(page, ADMIN);
    const staff = (await api(page, 'GET', '/api/admin/employees?pageSize=100')).json.items as Person[];
    const found = staff.filter((p): p is Person & { email: string } => p.email !== null && p.email !== ADMIN && p.email !== ORGANIZER && p.email.endsWith('@gratia-demo.ru') && !p.email.startsWith('root'));
    if (found.length < 2) throw new Error('the demo has fewer than two colleagues with an e-mail');
    colleagues = [found[found.length - 1]!, found[found.length - 2]!];
  } finally {
    await context.close();
  }
});
afterAll(async () => {
  await browser?.close();
});

describe('challenges', () => {
  it('a member runs a challenge from their points; colleagues report; one wins and is paid, one is rejected with a reason; the feed shows the winner', async () => {
    const organizer = await newPage();
    const winner = await newPage();
    const other = await newPage();
    try {
      // The member creates it with the wizard: 20 points to give for 2 places, ending tomorrow.
      await signInDirectly(organizer.page, ORGANIZER);
      const { page } = organizer;
      const before = (await api(page, 'GET', '/api/balance')).json as { distribute: number };
      expect(before.distribute).toBeGreaterThanOrEqual(20);
      await page.goto('/challenges', { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await page.getByRole('link', { name: /Create/ }).first().click();
      await page.waitForURL('**/challenges/new');
      await page.getByRole('textbox', { name: /^Name/ }).fill(NAME);
      await page.getByRole('textbox', { name: /^Description/ }).fill('Write the release notes of your last release in one line.');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.locator('label').filter({ hasText: 'Points to give' }).click();
      expect(await page.getByRole('radio', { name: /Points to give/ }).isChecked()).toBe(true);
      await page.getByRole('textbox', { name: /^Prize fund/ }).fill('20');
      await page.getByRole('textbox', { name: /^Prize places/ }).fill('2');
      await page.getByText('Prize per place: 10').waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('textbox', { name: /^End day/ }).pressSequentially(dayFromNow(1));
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Create challenge' }).click();
      await page.waitForURL(/\/challenge\/\d+$/);
      const id = Number(/\/challenge\/(\d+)/.exec(page.url())![1]);
      await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
      const after = (await api(page, 'GET', '/api/balance')).json as { distribute: number };
      expect(after.distribute).toBe(before.distribute - 20);

      // Two colleagues take part from the challenge's page.
      const reports: [Page, string][] = [
        [winner.page, 'v2.4: search got twice as fast'],
        [other.page, 'v2.3: fixes'],
      ];
      for (const [i, [p, text]] of reports.entries()) {
        await signInDirectly(p, colleagues[i]!.email);
        await p.goto(`/challenge/${id}`, { waitUntil: 'networkidle' });
        await waitForHydration(p);
        await p.getByRole('button', { name: 'Take part' }).click();
        const dialog = p.getByRole('dialog', { name: 'Your report' });
        await dialog.getByRole('textbox', { name: /^Report/ }).fill(text);
        await dialog.getByRole('button', { name: 'Send report' }).click();
        await p.getByText('Report sent').first().waitFor();
        await p.getByRole('tab', { name: 'My result', selected: true }).waitFor();
      }
      const received = (await api(winner.page, 'GET', '/api/balance')).json as { received: number };

      // The organizer lands on the candidates, accepts one and rejects the other with a reason.
      await page.goto(`/challenge/${id}`, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await page.getByRole('tab', { name: 'Candidates', selected: true }).waitFor();
      const [first, second] = colleagues;
      await page.getByRole('button', { name: `Accept the report by ${fullName(first)}` }).click();
      const accept = page.getByRole('alertdialog');
      await accept.getByText(/receives 10/).waitFor();
      await accept.getByRole('button', { name: 'Accept' }).click();
      await page.getByText(`${fullName(first)} is a winner`).waitFor();
      await page.getByRole('button', { name: `Reject the report by ${fullName(second)}` }).click();
      const reject = page.getByRole('dialog', { name: `Reject the report by ${fullName(second)}` });
      await reject.getByRole('textbox', { name: /^Reason/ }).fill(REASON);
      await reject.getByRole('button', { name: 'Reject' }).click();
      await page.getByText('Report rejected').waitFor();
      await page.getByText('No candidates').waitFor();

      // The winner has the prize and sees it; the other reads the reason.
      const paid = (await api(winner.page, 'GET', '/api/balance')).json as { received: number };
      expect(paid.received).toBe(received.received + 10);
      await winner.page.goto(`/challenge/${id}?tab=result`, { waitUntil: 'networkidle' });
      await winner.page.getByText(/Your reward: \+10/).waitFor();
      await other.page.goto(`/challenge/${id}?tab=result`, { waitUntil: 'networkidle' });
      await other.page.getByText(`Reason: ${REASON}`).waitFor();

      // The feed's winners show the winner of this challenge.
      await other.page.goto('/feed?filter=winners', { waitUntil: 'networkidle' });
      const card = other.page.getByRole('article').filter({ hasText: NAME }).first();
      await card.waitFor();
      expect(await card.textContent()).toContain(first.surname);

      // The main page's top block names running challenges and leads to them.
      await other.page.goto('/main', { waitUntil: 'networkidle' });
      const top = other.page.getByRole('region', { name: 'Top challenges' });
      await top.getByRole('link', { name: 'All challenges' }).waitFor();
      expect(await top.getByRole('link').count()).toBeGreaterThan(2);
    } finally {
      await organizer.context.close();
      await winner.context.close();
      await other.context.close();
    }
  });
});
