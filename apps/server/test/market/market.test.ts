/**
 * The benefit market through the API (docs/decisions/0046; SPEC §1–§4, §7, §8; DOMAIN §2): markets
 * and their administrators, offers and categories with their rules, the catalogue's filters and the
 * public page, the cart, checkout holds with stock, remainder actions and issue limits, every status
 * transition per role with the money it moves, the shopping list, statistics and exports — and the
 * ledger invariants after every part. Runs on PGlite and on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type AdminMarkets,
  type AdminOffer,
  type AdminOffersPage,
  type AdminOrdersPage,
  type AvailableMarket,
  type Cart,
  type CheckoutResult,
  type FeedPage,
  type MarketCategories,
  type MarketCategory,
  type MarketStatsPage,
  type Offer,
  type OffersPage,
  type Order,
  type OrdersPage,
  type OrderStatus,
  type TopOffers,
} from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { checkLedgerInvariants } from '../../src/modules/ledger/index.ts';
import { publicMarketImage } from '../../src/modules/markets/index.ts';
import { completePeriod } from '../../src/modules/periods/lifecycle.ts';
import { balanceOf, Client, createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';
import { insertImage } from '../mediaRows.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let org: TestOrg;
let other: TestOrg;
const as = memberClients(() => app);

/** Member 0 is the organization admin, 1 a market administrator, 2–9 buyers. */
const ADMIN = 0;
const KEEPER = 1;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  org = await createOrg(db, { name: 'Market', members: 10, accrual: 100 });
  other = await createOrg(db, { name: 'Other', members: 2, accrual: 100 });
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

const id = (o: TestOrg, i: number) => memberOf(o, i).id;
const code = (res: { json: <T>() => T }) => res.json<{ error: { code: string } }>().error.code;
const details = (res: { json: <T>() => T }) => res.json<{ error: { details: Record<string, unknown> } }>().error.details;

async function expectLedgerOk() {
  const report = await checkLedgerInvariants(db);
  expect(report.problems).toEqual([]);
}

/** Credits `amount` received points to member `i` as the organization admin (an admin transfer). */
async function giveIncome(o: TestOrg, i: number, amount: number) {
  const res = await (await as(o, ADMIN)).post('/api/admin/transfers', { userId: id(o, i), direction: 'credit', account: 'income', amount, reason: 'Бонус' }, { headers: { 'idempotency-key': randomUUID() } });
  expect(res.statusCode, res.body).toBe(200);
}

async function waitingOf(userId: number): Promise<number> {
  const [row] = await queryRows<{ b: string }>(
    db,
    sql`select coalesce(sum(a.balance), 0)::text as b from accounts a where a.user_id = ${userId} and a.kind = 'waiting'`,
  );
  return Number(row?.b ?? 0);
}
async function marketOf(userId: number): Promise<number> {
  const [row] = await queryRows<{ b: string }>(db, sql`select coalesce(sum(a.balance), 0)::text as b from accounts a where a.user_id = ${userId} and a.kind = 'market'`);
  return Number(row?.b ?? 0);
}

let marketId: number;
let categories: { tech: number; phones: number; food: number };
const image = async (o: TestOrg, i: number) => insertImage(db, o.id, id(o, i));

async function createOffer(body: Record<string, unknown>, i = KEEPER): Promise<AdminOffer> {
  const res = await (await as(org, i)).post('/api/market/admin/offers', { marketId, name: 'Оффер', price: 10, stock: 5, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOffer>();
}
async function addToCart(i: number, offerId: number, quantity = 1) {
  return (await as(org, i)).post('/api/market/cart', { marketId, offerId, quantity });
}
async function checkout(i: number, key = randomUUID()) {
  return (await as(org, i)).post('/api/market/orders', { marketId }, { headers: { 'idempotency-key': key } });
}
async function ordered(i: number, offerId: number, quantity = 1): Promise<Order> {
  const add = await addToCart(i, offerId, quantity);
  expect(add.statusCode, add.body).toBe(200);
  const res = await checkout(i);
  expect(res.statusCode, res.body).toBe(200);
  const orders = res.json<CheckoutResult>().orders;
  const order = orders.find((o) => o.offer.id === offerId);
  if (!order) throw new Error('no order of the offer');
  return order;
}
async function move(i: number, orderId: number, status: OrderStatus, o: TestOrg = org) {
  return (await as(o, i)).post('/api/market/orders/status', { orderId, status });
}

describe('markets', () => {
  it('an admin opens a market and names its administrators; members see it available, administrators with its public key', async () => {
    const admin = await as(org, ADMIN);
    const none = await (await as(org, 3)).get('/api/markets/available');
    expect(none.json<{ items: AvailableMarket[] }>().items).toEqual([]);
    const created = await admin.post('/api/markets', { name: 'Бенефит-кафе' });
    expect(created.statusCode, created.body).toBe(200);
    marketId = created.json<AvailableMarket>().id;
    const upd = await admin.send('PATCH', '/api/markets', { id: marketId, adminIds: [id(org, KEEPER)] });
    expect(upd.statusCode, upd.body).toBe(200);
    const member = (await (await as(org, 3)).get('/api/markets/available')).json<{ items: AvailableMarket[] }>().items;
    expect(member).toEqual([{ id: marketId, name: 'Бенефит-кафе', canAdminister: false, publicKey: null, publicPrices: true }]);
    const keeper = (await (await as(org, KEEPER)).get('/api/markets/available')).json<{ items: AvailableMarket[] }>().items;
    expect(keeper[0]).toMatchObject({ canAdminister: true, publicKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const list = (await admin.get('/api/markets')).json<AdminMarkets>().items;
    expect(list[0]?.admins.map((a) => a.id)).toEqual([id(org, KEEPER)]);
    const settings = await (await as(org, 3)).get('/api/organization/settings');
    expect(settings.json<{ marketsExist: boolean }>().marketsExist).toBe(true);
  });

  it('only organization admins manage markets; another community’s market is 404; a non-member administrator is refused', async () => {
    expect((await (await as(org, KEEPER)).get('/api/markets')).statusCode).toBe(403);
    expect((await (await as(org, KEEPER)).send('PATCH', '/api/markets', { id: marketId, name: 'x' })).statusCode).toBe(403);
    const foreign = await (await as(other, ADMIN)).send('PATCH', '/api/markets', { id: marketId, name: 'Чужой' });
    expect(foreign.statusCode).toBe(404);
    expect(code(foreign)).toBe('MARKET_NOT_FOUND');
    const outsider = await (await as(org, ADMIN)).send('PATCH', '/api/markets', { id: marketId, adminIds: [id(other, 1)] });
    expect(code(outsider)).toBe('USER_NOT_FOUND');
  });
});

describe('categories and offers', () => {
  it('keeps a category tree: name required, no cycles, no deleting a parent', async () => {
    const keeper = await as(org, KEEPER);
    const mk = async (name: string, parentId: number | null = null) => {
      const res = await keeper.post('/api/market/admin/categories', { marketId, name, parentId });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<MarketCategory>().id;
    };
    const tech = await mk('Техника');
    const phones = await mk('Телефоны', tech);
    const food = await mk('Еда');
    categories = { tech, phones, food };
    expect(code(await keeper.post('/api/market/admin/categories', { marketId, name: '   ', parentId: null }))).toBe('CATEGORY_NAME_REQUIRED');
    expect(code(await keeper.send('PATCH', '/api/market/admin/categories', { id: tech, parentId: phones }))).toBe('CATEGORY_CYCLE');
    expect(code(await keeper.send('DELETE', `/api/market/admin/categories?id=${tech}`))).toBe('CATEGORY_HAS_CHILDREN');
    const temp = await mk('Временная');
    expect((await keeper.send('DELETE', `/api/market/admin/categories?id=${temp}`)).statusCode).toBe(200);
    // A member may not manage categories; another community's admin finds nothing.
    expect((await (await as(org, 3)).post('/api/market/admin/categories', { marketId, name: 'x', parentId: null })).statusCode).toBe(403);
    expect(code(await (await as(other, ADMIN)).send('DELETE', `/api/market/admin/categories?id=${food}`))).toBe('CATEGORY_NOT_FOUND');
    const tree = (await (await as(org, 3)).get(`/api/market/categories?marketId=${marketId}`)).json<MarketCategories>().items;
    expect(tree.map((c) => c.name)).toEqual(['Еда', 'Телефоны', 'Техника']);
  });

  it('validates the offer form field by field and writes nothing on a refusal', async () => {
    const keeper = await as(org, KEEPER);
    const bad = async (body: Record<string, unknown>) => {
      const res = await keeper.post('/api/market/admin/offers', { marketId, name: 'Оффер', price: 10, ...body });
      expect(res.statusCode, res.body).toBe(400);
      return (details(res).issues as { path: string; message: string }[]).map((i) => `${i.path}:${i.message}`);
    };
    expect(await bad({ name: '' })).toContain('name:validation.required');
    expect(await bad({ price: 1.5 })).toContain('price:validation.amountInteger');
    expect(await bad({ price: '10' })).toContain('price:validation.amountInteger');
    expect(await bad({ stock: -1 })).toContain('stock:validation.tooSmall');
    expect(await bad({ activeFrom: '2030-01-02T00:00:00Z', activeUntil: '2030-01-01T00:00:00Z' })).toContain('activeUntil:validation.datesOrder');
    expect(await bad({ limit: { period: 'week', quantity: null, days: null } })).toContain('limit:validation.required');
    expect(await bad({ limit: { period: 'custom', quantity: 2, days: null } })).toContain('limit:validation.required');
    expect(await bad({ remainderAction: 'sometimes' })).toContain('remainderAction:validation.invalid');
    const foreignImage = await image(org, 3);
    const notMine = await keeper.post('/api/market/admin/offers', { marketId, name: 'Оффер', price: 10, imageIds: [foreignImage] });
    expect(code(notMine)).toBe('IMAGE_NOT_FOUND');
    const otherCategory = await keeper.post('/api/market/admin/offers', { marketId, name: 'Оффер', price: 10, categoryIds: [999_999] });
    expect(code(otherCategory)).toBe('CATEGORY_NOT_FOUND');
    const page = (await keeper.get(`/api/market/admin/offers?marketId=${marketId}`)).json<AdminOffersPage>();
    expect(page.total).toBe(0);
  });

  it('creates, edits and archives offers; members never see archived, expired or future ones', async () => {
    const pic = await image(org, KEEPER);
    const live = await createOffer({ name: 'Наушники', description: 'Беспроводные, см. https://example.com', price: 40, stock: 3, imageIds: [pic], categoryIds: [categories.phones], sortWeight: 10 });
    expect(live).toMatchObject({ name: 'Наушники', price: 40, stock: 3, remainder: 3, status: 'active', orders: 0, categories: [{ id: categories.phones, name: 'Телефоны' }] });
    expect(live.tile?.id).toBe(pic);
    const archived = await createOffer({ name: 'Старый мерч', status: 'archive' });
    const expired = await createOffer({ name: 'Прошедший курс', activeUntil: new Date(Date.now() - 60_000).toISOString() });
    const future = await createOffer({ name: 'Будущий абонемент', activeFrom: new Date(Date.now() + 86_400_000).toISOString() });
    const seen = (await (await as(org, 3)).get(`/api/market/offers?marketId=${marketId}`)).json<OffersPage>().items.map((o) => o.id);
    expect(seen).toContain(live.id);
    for (const hidden of [archived, expired, future]) {
      expect(seen).not.toContain(hidden.id);
      expect(code(await (await as(org, 3)).get(`/api/market/offers/one?marketId=${marketId}&id=${hidden.id}`))).toBe('OFFER_NOT_FOUND');
    }
    // Another administrator keeps the first one's pictures when editing; the dates are checked against the stored ones.
    const edit = await (await as(org, ADMIN)).send('PATCH', '/api/market/admin/offers', { id: live.id, imageIds: [pic], description: 'Новое описание' });
    expect(edit.statusCode, edit.body).toBe(200);
    const badDates = await (await as(org, ADMIN)).send('PATCH', '/api/market/admin/offers', { id: future.id, activeUntil: new Date().toISOString() });
    expect(badDates.statusCode).toBe(400);
    // Members and other communities cannot edit; a deleted offer without orders is gone.
    expect((await (await as(org, 3)).send('PATCH', '/api/market/admin/offers', { id: live.id, name: 'x' })).statusCode).toBe(403);
    expect(code(await (await as(other, ADMIN)).send('PATCH', '/api/market/admin/offers', { id: live.id, name: 'x' }))).toBe('OFFER_NOT_FOUND');
    expect((await (await as(org, KEEPER)).send('DELETE', `/api/market/admin/offers?id=${archived.id}`)).statusCode).toBe(200);
  });
});

describe('the catalogue', () => {
  let cheap: AdminOffer;
  let pricey: AdminOffer;
  let lunch: AdminOffer;

  beforeAll(async () => {
    cheap = await createOffer({ name: 'Чехол для телефона', price: 15, categoryIds: [categories.phones], sortWeight: 1 });
    pricey = await createOffer({ name: 'Ноутбучная сумка', price: 90, categoryIds: [categories.tech], sortWeight: 5 });
    lunch = await createOffer({ name: 'Обед в кафе «Ромашка»', price: 25, categoryIds: [categories.food], remainderAction: 'ignore', stock: 0 });
  });

  it('filters by text, category with its subcategories and price, and sorts', async () => {
    const c = await as(org, 3);
    const names = async (q: string) => {
      const res = await c.get(`/api/market/offers?marketId=${marketId}&${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<OffersPage>().items.map((o) => o.name);
    };
    expect(await names('q=чехол')).toEqual(['Чехол для телефона']);
    expect(await names('q=%25')).toEqual([]);
    expect(await names(`categoryId=${categories.tech}&sort=price_asc`)).toEqual(['Чехол для телефона', 'Наушники', 'Ноутбучная сумка']);
    expect(await names('minPrice=20&maxPrice=50&sort=price_desc')).toEqual(['Наушники', 'Обед в кафе «Ромашка»']);
    const bad = await c.get(`/api/market/offers?marketId=${marketId}&minPrice=50&maxPrice=20`);
    expect(bad.statusCode).toBe(400);
    expect(await names('sort=weight&limit=2')).toEqual(['Наушники', 'Ноутбучная сумка']);
    const first = (await c.get(`/api/market/offers?marketId=${marketId}&limit=2`)).json<OffersPage>();
    const second = (await c.get(`/api/market/offers?marketId=${marketId}&limit=2&cursor=${first.nextCursor}`)).json<OffersPage>();
    expect(second.items.map((o) => o.id)).not.toContain(first.items[0]?.id);
    expect((await c.get(`/api/market/offers?marketId=${marketId}&cursor=bm9wZQ`)).statusCode).toBe(400);
    const lunchOffer = (await c.get(`/api/market/offers/one?marketId=${marketId}&id=${lunch.id}`)).json<Offer>();
    expect(lunchOffer.remainder).toBeNull();
    expect(pricey.remainder).toBe(5);
    expect(cheap.id).toBeGreaterThan(0);
  });

  it('answers anyone with the public key — never prices when the market hides them — and nobody with a wrong key', async () => {
    const market = (await (await as(org, KEEPER)).get('/api/markets/available')).json<{ items: AvailableMarket[] }>().items[0];
    const key = market?.publicKey ?? '';
    const anon = new Client(app);
    const pub = await anon.get(`/api/market/public?marketId=${marketId}&publicKey=${key}`);
    expect(pub.statusCode, pub.body).toBe(200);
    const offers = (await anon.get(`/api/market/offers?marketId=${marketId}&publicKey=${key}`)).json<OffersPage>().items;
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((o) => o.price !== null && o.inCart === 0 && o.limitLeft === null)).toBe(true);
    const withPicture = offers.find((o) => o.images.length > 0);
    expect(withPicture?.images[0]?.url).toContain(`market=${marketId}&key=${key}`);
    const imageId = withPicture?.images[0]?.id ?? '';
    expect(await publicMarketImage(db, imageId, { market: marketId, key })).toBe(org.id);
    expect(await publicMarketImage(db, imageId, { market: marketId, key: randomUUID() })).toBeNull();
    expect((await anon.get(`/api/market/categories?marketId=${marketId}&publicKey=${key}`)).statusCode).toBe(200);
    for (const path of [`/api/market/public?marketId=${marketId}&publicKey=${randomUUID()}`, `/api/market/offers?marketId=${marketId}&publicKey=${randomUUID()}`]) {
      const res = await anon.get(path);
      expect(res.statusCode).toBe(404);
      expect(code(res)).toBe('MARKET_NOT_FOUND');
    }
    expect((await anon.get(`/api/market/offers?marketId=${marketId}`)).statusCode).toBe(401);
    expect(code(await (await as(other, 1)).get(`/api/market/offers?marketId=${marketId}`))).toBe('MARKET_NOT_FOUND');
    await (await as(org, ADMIN)).send('PATCH', '/api/markets', { id: marketId, publicPrices: false });
    const hidden = (await anon.get(`/api/market/offers?marketId=${marketId}&publicKey=${key}&minPrice=80`)).json<OffersPage>().items;
    expect(hidden.length).toBe(offers.length);
    expect(hidden.every((o) => o.price === null)).toBe(true);
    await (await as(org, ADMIN)).send('PATCH', '/api/markets', { id: marketId, publicPrices: true });
  });
});

describe('cart and checkout', () => {
  it('adds, adds again, changes and removes lines; refuses an offer with nothing left', async () => {
    const offer = await createOffer({ name: 'Кружка', price: 5, stock: 10 });
    const gone = await createOffer({ name: 'Раскупленный худи', price: 5, stock: 0 });
    expect((await addToCart(2, offer.id, 2)).statusCode).toBe(200);
    const twice = (await addToCart(2, offer.id, 1)).json<Cart>();
    expect(twice.lines.find((l) => l.offer.id === offer.id)).toMatchObject({ quantity: 3, chosen: true, total: 15, available: true });
    const set = (await (await as(org, 2)).post('/api/market/cart', { marketId, offerId: offer.id, mode: 'set', quantity: 1, chosen: false })).json<Cart>();
    expect(set.lines.find((l) => l.offer.id === offer.id)).toMatchObject({ quantity: 1, chosen: false });
    expect(set.total).toBe(0);
    const out = await addToCart(2, gone.id);
    expect(out.statusCode).toBe(409);
    expect(code(out)).toBe('OUT_OF_STOCK');
    const tooMany = await addToCart(2, offer.id, 999);
    expect(tooMany.statusCode).toBe(400);
    const removed = (await (await as(org, 2)).send('DELETE', `/api/market/cart?marketId=${marketId}&offerId=${offer.id}`)).json<Cart>();
    expect(removed.lines).toEqual([]);
    expect(code(await checkout(2))).toBe('CART_EMPTY');
  });

  it('holds the points at checkout, once per key, and writes nothing when the income is short', async () => {
    await giveIncome(org, 4, 50);
    const offer = await createOffer({ name: 'Сертификат в книжный', price: 20, stock: 10 });
    await addToCart(4, offer.id, 3);
    const short = await checkout(4);
    expect(short.statusCode).toBe(422);
    expect(code(short)).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceOf(db, id(org, 4), 'income')).toBe(50);
    expect((await (await as(org, 4)).get(`/api/market/cart?marketId=${marketId}`)).json<Cart>().lines).toHaveLength(1);
    await (await as(org, 4)).post('/api/market/cart', { marketId, offerId: offer.id, mode: 'set', quantity: 2, chosen: true });
    const key = randomUUID();
    const res = await checkout(4, key);
    expect(res.statusCode, res.body).toBe(200);
    const [order] = res.json<CheckoutResult>().orders;
    expect(order).toMatchObject({ quantity: 2, price: 20, total: 40, status: 'under_consideration', next: ['canceled'] });
    expect(await balanceOf(db, id(org, 4), 'income')).toBe(10);
    expect(await waitingOf(id(org, 4))).toBe(40);
    // The balance's `waiting` names thanks waiting for approval, not what orders hold.
    expect((await (await as(org, 4)).get('/api/balance')).json<{ received: number; waiting: number }>()).toMatchObject({ received: 10, waiting: 0 });
    const again = await checkout(4, key);
    expect(again.json<CheckoutResult>().orders.map((o) => o.id)).toEqual([order?.id]);
    expect(await balanceOf(db, id(org, 4), 'income')).toBe(10);
    expect((await (await as(org, 4)).get(`/api/market/cart?marketId=${marketId}`)).json<Cart>().lines).toEqual([]);
    const stock = (await (await as(org, 4)).get(`/api/market/offers/one?marketId=${marketId}&id=${offer.id}`)).json<Offer>();
    expect(stock).toMatchObject({ remainder: 8, chosenBy: 1 });
    const history = await (await as(org, 4)).get('/api/history?filter=sent');
    expect(history.body).toContain('Сертификат в книжный × 2');
    await expectLedgerOk();
  });

  it('applies the remainder action: error refuses, issue cuts to what is left, ignore keeps no stock', async () => {
    await giveIncome(org, 5, 100);
    const strict = await createOffer({ name: 'Строгий остаток', price: 1, stock: 2, remainderAction: 'error' });
    const lenient = await createOffer({ name: 'Выдать остаток', price: 1, stock: 2, remainderAction: 'issue' });
    const endless = await createOffer({ name: 'Без остатка', price: 1, stock: 0, remainderAction: 'ignore' });
    await addToCart(5, strict.id, 3);
    const refused = await checkout(5);
    expect(code(refused)).toBe('OUT_OF_STOCK');
    expect(details(refused)).toMatchObject({ offerId: strict.id, left: 2 });
    await (await as(org, 5)).send('DELETE', `/api/market/cart?marketId=${marketId}&offerId=${strict.id}`);
    await addToCart(5, lenient.id, 3);
    await addToCart(5, endless.id, 7);
    const res = await checkout(5);
    expect(res.statusCode, res.body).toBe(200);
    const orders = res.json<CheckoutResult>().orders;
    expect(orders.find((o) => o.offer.id === lenient.id)?.quantity).toBe(2);
    expect(orders.find((o) => o.offer.id === endless.id)?.quantity).toBe(7);
    await addToCart(5, endless.id, 1);
    expect((await addToCart(5, lenient.id)).statusCode).toBe(409);
    await expectLedgerOk();
  });

  it('keeps the issue limit per member within its window', async () => {
    await giveIncome(org, 6, 100);
    const limited = await createOffer({ name: 'Лимитированный абонемент', price: 1, stock: 50, limit: { period: 'week', quantity: 2, days: null } });
    const one = (await (await as(org, 6)).get(`/api/market/offers/one?marketId=${marketId}&id=${limited.id}`)).json<Offer>();
    expect(one.limitLeft).toBe(2);
    await addToCart(6, limited.id, 3);
    const over = await checkout(6);
    expect(code(over)).toBe('ISSUE_LIMIT_REACHED');
    expect(details(over)).toMatchObject({ left: 2 });
    await (await as(org, 6)).post('/api/market/cart', { marketId, offerId: limited.id, mode: 'set', quantity: 2, chosen: true });
    expect((await checkout(6)).statusCode).toBe(200);
    await addToCart(6, limited.id, 1);
    expect(code(await checkout(6))).toBe('ISSUE_LIMIT_REACHED');
    // A returned order no longer counts.
    const mine = (await (await as(org, 6)).get('/api/market/orders')).json<OrdersPage>().items.find((o) => o.offer.id === limited.id);
    expect((await move(6, mine?.id ?? 0, 'canceled')).statusCode).toBe(200);
    expect((await checkout(6)).statusCode).toBe(200);
    await expectLedgerOk();
  });
});

describe('orders through every status', () => {
  let offer: AdminOffer;
  let instant: AdminOffer;
  beforeAll(async () => {
    offer = await createOffer({ name: 'Футболка с логотипом', price: 10, stock: 100 });
    instant = await createOffer({ name: 'Промокод на такси', price: 7, stock: 100, immediateDelivery: true });
    for (const i of [2, 3, 7, 8, 9]) await giveIncome(org, i, 1000);
  });

  it('follows the status table for each side, and nobody else may move an order', async () => {
    // Walk every allowed transition from every status reachable from the start, as the side the table names.
    const reach: OrderStatus[] = ['under_consideration'];
    const seen = new Set<string>();
    while (reach.length > 0) {
      const from = reach.shift() as OrderStatus;
      for (const to of ORDER_STATUSES) {
        const actor = ORDER_TRANSITIONS[from][to];
        const key = `${from}>${to}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const order = await ordered(7, offer.id);
        const path = await pathTo(from);
        for (const [step, by] of path) expect((await move(by === 'buyer' ? 7 : KEEPER, order.id, step)).statusCode).toBe(200);
        const asBuyer = await move(7, order.id, to);
        const asKeeper = await move(KEEPER, order.id, to);
        const buyerMay = actor === 'buyer' || actor === 'both';
        const keeperMay = actor === 'admin' || actor === 'both';
        // One of the two moved it (then the other sees the new status and is refused).
        expect(asBuyer.statusCode === 200 || asKeeper.statusCode === 200, `${key}: ${asBuyer.body} ${asKeeper.body}`).toBe(buyerMay || keeperMay);
        if (!buyerMay) expect(code(asBuyer)).toBe('ORDER_STATUS_NOT_ALLOWED');
        if (!buyerMay && !keeperMay) expect(code(asKeeper)).toBe('ORDER_STATUS_NOT_ALLOWED');
        if (actor && !reach.includes(to) && !seen.has(`${to}>*`)) {
          seen.add(`${to}>*`);
          reach.push(to);
        }
      }
    }
    const order = await ordered(8, offer.id);
    expect(code(await move(9, order.id, 'canceled'))).toBe('ORDER_NOT_FOUND');
    expect(code(await move(ADMIN, order.id, 'paid', other))).toBe('ORDER_NOT_FOUND');
    expect((await move(ADMIN, order.id, 'accepted_awaiting')).statusCode).toBe(200);
    await expectLedgerOk();
  });

  /** The steps (status, side) that bring a new order to `status`. */
  async function pathTo(status: OrderStatus): Promise<[OrderStatus, 'admin' | 'buyer'][]> {
    const paths: Record<OrderStatus, [OrderStatus, 'admin' | 'buyer'][]> = {
      under_consideration: [],
      accepted_awaiting: [['accepted_awaiting', 'admin']],
      accepted_by_buyer: [['accepted_awaiting', 'admin'], ['accepted_by_buyer', 'buyer']],
      paid: [['paid', 'admin']],
      ready_for_delivery: [['paid', 'admin'], ['ready_for_delivery', 'admin']],
      issued: [['paid', 'admin'], ['issued', 'admin']],
      ready: [['paid', 'admin'], ['issued', 'admin'], ['ready', 'buyer']],
      rejected: [['rejected', 'admin']],
      canceled: [['canceled', 'buyer']],
    };
    return paths[status];
  }

  it('paying settles the hold, writes the purchase to the feed and tells the buyer; a refund after it gives points and stock back', async () => {
    const income = await balanceOf(db, id(org, 2), 'income');
    const order = await ordered(2, offer.id, 2);
    expect(await balanceOf(db, id(org, 2), 'income')).toBe(income - 20);
    const paid = await move(KEEPER, order.id, 'paid');
    expect(paid.json<Order>()).toMatchObject({ status: 'paid', next: ['ready_for_delivery', 'issued', 'rejected', 'canceled'] });
    expect(await waitingOf(id(org, 2))).toBe(0);
    expect(await marketOf(id(org, 2))).toBe(20);
    const feed = (await (await as(org, 5)).get('/api/feed?filter=purchases')).json<FeedPage>();
    expect(feed.items.some((e) => e.type === 'purchase' && e.id === order.id && e.buyer.id === id(org, 2))).toBe(true);
    const bell = await (await as(org, 2)).get('/api/notifications');
    expect(bell.body).toContain('"kind":"order_status"');
    const stockBefore = (await (await as(org, KEEPER)).get(`/api/market/admin/offers/one?id=${offer.id}`)).json<AdminOffer>().stock;
    const refunded = await move(KEEPER, order.id, 'rejected');
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await balanceOf(db, id(org, 2), 'income')).toBe(income);
    expect(await marketOf(id(org, 2))).toBe(0);
    expect((await (await as(org, KEEPER)).get(`/api/market/admin/offers/one?id=${offer.id}`)).json<AdminOffer>().stock).toBe(stockBefore + 2);
    const after = (await (await as(org, 5)).get('/api/feed?filter=purchases')).json<FeedPage>();
    expect(after.items.some((e) => e.type === 'purchase' && e.id === order.id)).toBe(false);
    await expectLedgerOk();
  });

  it('rejecting before payment releases the hold; immediate delivery goes straight to issued', async () => {
    const income = await balanceOf(db, id(org, 3), 'income');
    const order = await ordered(3, offer.id);
    expect((await move(KEEPER, order.id, 'rejected')).statusCode).toBe(200);
    expect(await balanceOf(db, id(org, 3), 'income')).toBe(income);
    expect(await waitingOf(id(org, 3))).toBe(0);
    const fast = await ordered(3, instant.id);
    const res = await move(KEEPER, fast.id, 'paid');
    expect(res.json<Order>().status).toBe('issued');
    expect(await marketOf(id(org, 3))).toBe(7);
    await expectLedgerOk();
  });

  it('keeps held orders across the end of a period: paying later settles from where they are held', async () => {
    await giveIncome(org, 9, 50);
    const order = await ordered(9, offer.id);
    const before = await queryRows<{ id: number }>(db, sql`select id from periods where organization_id = ${org.id} and status = 'active'`);
    await completePeriod(db, Number(before[0]?.id), new Date(), true);
    await db.execute(sql`insert into periods (organization_id, start_date, end_date, status, accrual_amount)
                         values (${org.id}, current_date, current_date + 10, 'active', 0)`);
    await expectLedgerOk();
    expect((await move(KEEPER, order.id, 'paid')).statusCode).toBe(200);
    await expectLedgerOk();
    const other2 = await ordered(2, offer.id).catch(() => null);
    expect(other2).toBeNull(); // the new period has no income yet
  });
});

describe('the shopping list, statistics, exports and top benefits', () => {
  it('lists, filters and sorts orders for administrators only; counts per offer and per member; exports .xlsx', async () => {
    const keeper = await as(org, KEEPER);
    const page = (await keeper.get(`/api/market/admin/orders?marketId=${marketId}&status=paid,issued&sort=buyer&order=asc&pageSize=5`)).json<AdminOrdersPage>();
    expect(page.items.every((o) => o.status === 'paid' || o.status === 'issued')).toBe(true);
    expect(page.items.length).toBeLessThanOrEqual(5);
    expect(page.total).toBeGreaterThanOrEqual(page.items.length);
    const q = (await keeper.get(`/api/market/admin/orders?marketId=${marketId}&q=${encodeURIComponent('Футболка')}`)).json<AdminOrdersPage>();
    expect(q.items.every((o) => o.offer.name === 'Футболка с логотипом')).toBe(true);
    expect((await (await as(org, 3)).get(`/api/market/admin/orders?marketId=${marketId}`)).statusCode).toBe(403);
    expect((await (await as(other, ADMIN)).get(`/api/market/admin/orders?marketId=${marketId}`)).statusCode).toBe(404);
    const byOffer = (await keeper.get(`/api/market/admin/stats?marketId=${marketId}&by=offer`)).json<MarketStatsPage>();
    const shirt = byOffer.offers.find((r) => r.offer.name === 'Футболка с логотипом');
    expect(shirt?.orders).toBeGreaterThan(0);
    const byMember = (await keeper.get(`/api/market/admin/stats?marketId=${marketId}&by=member`)).json<MarketStatsPage>();
    expect(byMember.members.length).toBeGreaterThan(0);
    expect(byMember.totals.orders).toBe(byOffer.totals.orders);
    for (const path of [`offers.xlsx?marketId=${marketId}`, `orders.xlsx?marketId=${marketId}&lang=en`, `stats.xlsx?marketId=${marketId}&by=member`]) {
      const res = await keeper.get(`/api/market/admin/${path}`);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
    expect((await (await as(org, 3)).get(`/api/market/admin/offers.xlsx?marketId=${marketId}`)).statusCode).toBe(403);
  });

  it('deleting an ordered offer is refused; top benefits are the most ordered live offers', async () => {
    const shirt = (await (await as(org, KEEPER)).get(`/api/market/admin/offers?marketId=${marketId}&q=${encodeURIComponent('Футболка')}`)).json<AdminOffersPage>().items[0];
    expect(code(await (await as(org, KEEPER)).send('DELETE', `/api/market/admin/offers?id=${shirt?.id}`))).toBe('OFFER_HAS_ORDERS');
    const top = (await (await as(org, 3)).get('/api/market/top?limit=3')).json<TopOffers>();
    expect(top.marketId).toBe(marketId);
    expect(top.items.length).toBeGreaterThan(0);
    const units = top.items.map((o) => o.units);
    expect([...units].sort((a, b) => b - a)).toEqual(units);
    await expectLedgerOk();
  });

  it('a hidden market leaves members nothing: no available market, no catalogue', async () => {
    await db.execute(sql`update organizations set hide_market = true where id = ${org.id}`);
    expect((await (await as(org, 3)).get('/api/markets/available')).json<{ items: unknown[] }>().items).toEqual([]);
    expect(code(await (await as(org, 3)).get(`/api/market/offers?marketId=${marketId}`))).toBe('MARKET_NOT_FOUND');
    await db.execute(sql`update organizations set hide_market = false where id = ${org.id}`);
  });
});
