import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, signInWithForm } from './browser.ts';

/**
 * The events feed in a real browser against the built app and the seeded demo community
 * (SPEC §1 Thanks and Events feed, §2 New thanks form): a member sends thanks with a photo and a
 * sticker; a colleague sees it in the feed, likes it, comments, edits and deletes the comment on
 * the thanks detail page; the feed filters live in the URL; a member adds points to colleagues'
 * thanks from the feed (docs/decisions/0014).
 */
const SENDER = 'anna.smirnova@gratia-demo.ru';
const COLLEAGUE = { login: 'root@gratia-demo.ru', name: 'Игорь Волков', search: 'Волков' };
const STICKER = 'Ракета';

const baseUrl = inject('baseUrl');
let browser: Browser;

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

/** A real PNG to upload: a screenshot of a small page drawn for the purpose. */
async function makePng(): Promise<Buffer> {
  const { context, page } = await newPage();
  await page.setViewportSize({ width: 640, height: 420 });
  await page.setContent('<body style="margin:0;background:linear-gradient(135deg,#2e86ab,#f18f01)"><h1 style="font:48px sans-serif;color:#fff;padding:40px">Release day</h1></body>');
  const png = await page.screenshot({ type: 'png' });
  await context.close();
  return png;
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('feed', () => {
  it('thanks with a photo and a sticker; a colleague likes it, comments, edits and deletes the comment; filters live in the URL', async () => {
    const png = await makePng();
    const sender = await newPage();
    const colleague = await newPage();
    try {
      // The sender writes a thanks with a photo and a sticker.
      const { page } = sender;
      await signInWithForm(page, SENDER);
      await page.goto('/new_transfer', { waitUntil: 'networkidle' });
      await page.getByRole('combobox', { name: 'To' }).fill(COLLEAGUE.search);
      await page.getByRole('option', { name: new RegExp(COLLEAGUE.name) }).first().click();
      await page.getByRole('textbox', { name: 'How much' }).fill('2');
      const message = `Feed e2e ${Date.now()}: thank you for the release`;
      await page.getByRole('textbox', { name: /^Message/ }).fill(message);

      await page.locator('input[type="file"]').setInputFiles({ name: 'release.png', mimeType: 'image/png', buffer: png });
      await page.getByText('Uploaded').waitFor();

      await page.getByRole('button', { name: 'Choose a sticker' }).click();
      await page.getByRole('row', { name: STICKER }).or(page.getByRole('gridcell', { name: STICKER })).first().click();
      await page.getByRole('button', { name: `Remove sticker “${STICKER}”` }).waitFor();

      await page.getByRole('button', { name: 'Send thanks' }).click();
      await page.getByText('Thanks sent').first().waitFor();

      // The colleague finds it in the feed, with the photo loaded from the server and the sticker.
      const other = colleague.page;
      await signInWithForm(other, COLLEAGUE.login);
      await other.goto('/feed', { waitUntil: 'networkidle' });
      const card = other.getByRole('article').filter({ hasText: message });
      await card.waitFor();
      const photo = card.getByRole('button', { name: /^Open photo 1 of 1/ }).locator('img');
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await card.getByRole('img', { name: STICKER }).waitFor();

      // Like: pressed, count 1; survives a reload (it was saved, not only drawn).
      const like = card.getByRole('button', { name: /^Like/ });
      await like.click();
      await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => like.getAttribute('aria-label')).toBe('Like: 1');
      await other.reload();
      await expect.poll(() => other.getByRole('article').filter({ hasText: message }).getByRole('button', { name: /^Like/ }).getAttribute('aria-pressed')).toBe('true');

      // The detail page (deep link) with the comments thread.
      await other.getByRole('article').filter({ hasText: message }).getByRole('link', { name: /^Comments/ }).click();
      await other.waitForURL(/\/feed\/transaction\/\d+/);
      const detailUrl = other.url();
      const field = other.getByRole('textbox', { name: 'Your comment' });
      await field.fill('Great work on the release!');
      await other.getByRole('button', { name: 'Send', exact: true }).click();
      const comment = other.getByRole('article').filter({ hasText: 'Great work on the release!' }).or(other.getByRole('listitem').filter({ hasText: 'Great work on the release!' })).first();
      await comment.waitFor();

      await comment.getByRole('button', { name: 'Edit' }).click();
      const edit = other.getByRole('textbox', { name: 'Edit the comment' });
      await edit.fill('Great work on the release, thank you!');
      await other.getByRole('button', { name: 'Save' }).click();
      await other.getByText('Great work on the release, thank you!').waitFor();
      await other.getByText('edited').first().waitFor();

      const edited = other.getByRole('listitem').filter({ hasText: 'Great work on the release, thank you!' }).first();
      await edited.getByRole('button', { name: 'Delete' }).click();
      const confirm = other.getByRole('alertdialog').or(other.getByRole('dialog'));
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await other.getByText('Comment deleted').waitFor();
      await expect.poll(() => other.getByText('Great work on the release, thank you!').count()).toBe(0);

      // The sender opens the same deep link: the like is there, the comment shows as deleted.
      await page.goto(detailUrl);
      await page.getByText(message).first().waitFor();
      await page.getByText('Comment deleted').waitFor();
      await expect.poll(() => page.getByRole('button', { name: /^Like/ }).first().getAttribute('aria-label')).toBe('Like: 1');

      // Filters live in the URL and follow the community's events: the demo has thanks, challenges
      // and their winners, and paid market orders, so all four kinds are offered.
      await other.goto('/feed', { waitUntil: 'networkidle' });
      const filters = other.getByRole('radiogroup', { name: 'Which events to show' });
      await filters.getByText('Thanks', { exact: true }).click();
      await other.waitForURL('**/feed?filter=thanks');
      await other.getByRole('article').filter({ hasText: message }).waitFor();
      expect(await filters.getByRole('radio').count()).toBe(5);
      await filters.getByText('Winners', { exact: true }).waitFor();
      await filters.getByText('Challenges', { exact: true }).click();
      await other.waitForURL('**/feed?filter=challenges');
      await other.getByRole('article').filter({ hasText: 'Самое уютное рабочее место' }).first().waitFor();
      expect(await other.getByRole('article').filter({ hasText: message }).count()).toBe(0);
      await filters.getByText('Purchases', { exact: true }).click();
      await other.waitForURL('**/feed?filter=purchases');
      await other.getByRole('article').first().waitFor();
      expect(await other.getByRole('article').filter({ hasText: message }).count()).toBe(0);
      // A reload keeps the filter: it lives in the URL.
      await other.reload();
      await other.getByRole('article').first().waitFor();
      expect(await filters.getByRole('radio', { name: 'Purchases' }).isChecked()).toBe(true);
    } finally {
      await sender.context.close();
      await colleague.context.close();
    }
  });

  it('a member adds to a thanks between two colleagues from the feed: the card shows it at once and after a reload', async () => {
    const { context, page } = await newPage();
    try {
      await signInWithForm(page, COLLEAGUE.login);
      await page.goto('/feed', { waitUntil: 'networkidle' });
      // A thanks the member neither sent nor received offers "Add".
      const offering = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Add points to the thanks/ }) }).first();
      await offering.waitFor();
      const href = await offering.locator('a[href^="/feed/transaction/"]').first().getAttribute('href');
      const id = Number(/\/feed\/transaction\/(\d+)/.exec(href ?? '')?.[1]);
      expect(id).toBeGreaterThan(0);
      type Summary = { total: number; count: number; byMe: number };
      const additionsOf = () =>
        page.evaluate(async (eventId) => {
          const res = await fetch(`/api/feed/event?eventType=transaction&eventId=${eventId}`);
          return ((await res.json()) as { transaction: { additions: Summary } }).transaction.additions;
        }, id);
      const before = await additionsOf();
      const card = page.getByRole('article').filter({ has: page.locator(`a[href="/feed/transaction/${id}"]`) });

      await card.getByRole('button', { name: /^Add points to the thanks/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Add to this thanks' });
      await dialog.getByRole('textbox', { name: /How much/ }).fill('3');
      await dialog.getByRole('textbox', { name: /Message/ }).fill('Count me in!');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByText(/^Points added: 3 thank-yous → /).waitFor();
      await dialog.waitFor({ state: 'detached' });
      // The card shows the member's part at once (the server's summary, no reload of the feed)…
      await expect.poll(() => card.getByTestId('additions').textContent()).toMatch(/added by you|of them yours/);
      const after = await additionsOf();
      expect(after.total).toBe(before.total + 3);
      expect(after.byMe).toBe(before.byMe + 3);
      // …and after a reload, from the server.
      await page.reload();
      await expect.poll(() => card.getByTestId('additions').textContent()).toMatch(/added by you|of them yours/);
    } finally {
      await context.close();
    }
  });
});
