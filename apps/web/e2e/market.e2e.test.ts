import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, launchChromium, signInDirectly, waitForHydration } from './browser.ts';

/**
 * The benefit market in the built app against the seeded demo community (SPEC §1 benefit cafe, §4
 * order statuses; docs/decisions/0046): a member finds two offers in the catalogue, puts them in the
 * cart and orders both — the points are held at once; the market's administrator (the demo's office
 * manager) pays one and rejects the other from the shopping list, choosing only among the allowed
 * statuses; the member's received points show the purchase and the refund, the order history shows
 * both statuses, and the feed's purchases show the one that was paid.
 */
const ADMIN = 'anna.smirnova@gratia-demo.ru';
const BUYER = 'fekla.morozova@gratia-demo.ru';
const MUG = 'Керамическая кружка «Лучший коллега»';
const SOCKS = 'Носки с котиками, 3 пары';

const baseUrl = inject('baseUrl');
let browser: Browser;
let keeperEmail: string;

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

beforeAll(async () => {
  browser = await launchChromium();
  const { context, page } = await newPage();
  try {
    // The admin credits the buyer's received points, and finds the market's administrator's e-mail.
    await signInDirectly(page, ADMIN);
    const staff = (await api(page, 'GET', '/api/admin/employees?pageSize=100')).json.items as { id: number; email: string | null }[];
    const buyer = staff.find((p) => p.email === BUYER);
    if (!buyer) throw new Error('no demo buyer');
    const credit = await api(page, 'POST', '/api/admin/transfers', { userId: buyer.id, direction: 'credit', account: 'income', amount: 200, reason: 'Market journey' }, { 'idempotency-key': randomUUID() });
    expect(credit.status).toBe(200);
    const markets = (await api(page, 'GET', '/api/markets')).json.items as { admins: { id: number }[] }[];
    const keeper = staff.find((p) => p.id === markets[0]?.admins[0]?.id);
    if (!keeper?.email) throw new Error('the demo market has no administrator with an e-mail');
    keeperEmail = keeper.email;
  } finally {
    await context.close();
  }
});
afterAll(async () => {
  await browser?.close();
});

/** Finds an offer with the catalogue's search and puts it in the cart from its tile. */
async function addToCart(page: Page, name: string, query: string) {
  const search = page.getByRole('searchbox', { name: 'Search offers' });
  await search.fill(query);
  const tile = page.getByRole('article', { name });
  await tile.getByRole('button', { name: 'Add to cart' }).click();
  await tile.getByRole('button', { name: 'In cart' }).waitFor();
}

describe('market', () => {
  it('a member orders two offers; the market admin pays one and rejects the other; income shows the purchase and the refund; the feed shows the purchase', async () => {
    const buyer = await newPage();
    const keeper = await newPage();
    try {
      await signInDirectly(buyer.page, BUYER);
      const { page } = buyer;
      const before = (await api(page, 'GET', '/api/balance')).json as { received: number };
      await page.goto('/market', { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await page.getByRole('heading', { name: 'Benefit cafe' }).first().waitFor();
      await addToCart(page, MUG, 'кружка «Лучший');
      await addToCart(page, SOCKS, 'Носки с котиками');
      await page.getByRole('button', { name: /^Cart/ }).first().click();
      // Both lines are ticked for ordering.
      for (const name of [MUG, SOCKS]) expect(await page.getByRole('checkbox', { name: `Order “${name}”` }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Order', exact: true }).click();
      await page.getByText('Your order has been created, you can track it in the order history').waitFor();
      // The points are held at once: received goes down by both prices.
      const held = (await api(page, 'GET', '/api/balance')).json as { received: number; waiting: number };
      expect(held.received).toBe(before.received - 55);
      const mine = (await api(page, 'GET', '/api/market/orders?limit=5')).json.items as { id: number; offer: { name: string }; status: string }[];
      const mugOrder = mine.find((o) => o.offer.name === MUG && o.status === 'under_consideration');
      const socksOrder = mine.find((o) => o.offer.name === SOCKS && o.status === 'under_consideration');
      expect(mugOrder && socksOrder).toBeTruthy();

      // The market's administrator pays the mug and rejects the socks in the shopping list.
      await signInDirectly(keeper.page, keeperEmail);
      const k = keeper.page;
      await k.goto('/admin_market_purchases', { waitUntil: 'networkidle' });
      await waitForHydration(k);
      const statusMenu = async (orderId: number, status: string) => {
        await k.getByRole('button', { name: `Change the status of order No. ${orderId}` }).click();
        const menu = k.getByRole('menu');
        // Only the statuses the table allows from "under consideration" are offered.
        await expect.poll(async () => (await menu.getByRole('menuitem').allTextContents()).length).toBe(4);
        await menu.getByRole('menuitem', { name: status }).click();
        // Rejecting gives the points back for good: the page asks first.
        if (status === 'Rejected') await k.getByRole('alertdialog').getByRole('button', { name: 'Reject' }).click();
        await k.getByText('Status successfully changed').first().waitFor();
      };
      await statusMenu(mugOrder!.id, 'Paid');
      await statusMenu(socksOrder!.id, 'Rejected');

      // The buyer: the socks' points are back, the mug's are spent; the history and the order history say so.
      const after = (await api(page, 'GET', '/api/balance')).json as { received: number };
      expect(after.received).toBe(before.received - 30);
      await page.goto('/market_orders', { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await page.getByText('Rejected').first().waitFor();
      await page.getByText('Paid').first().waitFor();
      await page.goto('/history', { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await page.getByText(MUG).first().waitFor();
      await page.getByText(SOCKS).first().waitFor();
      // The feed's purchases show the mug bought by the buyer.
      await page.goto('/feed?filter=purchases', { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await page.getByText(MUG).first().waitFor();
    } finally {
      await buyer.context.close();
      await keeper.context.close();
    }
  });
});
