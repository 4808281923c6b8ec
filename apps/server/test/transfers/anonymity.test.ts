/**
 * Anonymity is real (SPEC §1 Thanks, issue 6): an anonymous thanks never reveals its sender to
 * anyone but the sender, through any route. The routes that return transactions are found by
 * walking the response schemas of the contracts route table, so a new route is covered (or the
 * test fails until it gets a call recipe here).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { API_PREFIX, AdminTransfer, HistoryGroup, Movement, HistoryItem, Transfer, routes, type Routes } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { Client, createOrg, createTestApp, createTestDb } from '../helpers.ts';
import { insertImage, insertSticker } from '../mediaRows.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let org: Awaited<ReturnType<typeof createOrg>>;

/** Schemas of transactions (thanks, history rows and groups of them, admin transfers). */
const TRANSACTION_SCHEMAS = new Set<unknown>([Transfer, HistoryItem, HistoryGroup, AdminTransfer, Movement]);

/** True when the zod schema `s` contains one of {@link TRANSACTION_SCHEMAS} anywhere inside. */
function containsTransactions(s: unknown, seen = new Set<unknown>()): boolean {
  if (!s || typeof s !== 'object' || seen.has(s)) return false;
  seen.add(s);
  if (TRANSACTION_SCHEMAS.has(s)) return true;
  const def = (s as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return false;
  for (const v of Object.values(def)) {
    // Children sit in `shape` (an object of schemas), `options` (an array) or directly (element, innerType, in, out …).
    const children = Array.isArray(v) ? v : v && typeof v === 'object' && !('_zod' in v) ? Object.values(v) : [v];
    if (children.some((c) => containsTransactions(c, seen))) return true;
  }
  return false;
}

type RouteName = keyof Routes;
const transactionRoutes = (Object.keys(routes) as RouteName[]).filter((name) => containsTransactions(routes[name].response));
const url = (name: RouteName, query = '') => `${API_PREFIX}${routes[name].path}${query ? `?${query}` : ''}`;

/** Ids the recipes use. */
interface Ctx {
  me: number;
  anonymousId: number;
  senderId: number;
  /** A member to thank who is neither the caller nor the sender. */
  someoneElse: number;
  adminTransferId: number;
}

/**
 * How to call each transactions route as a member (query params filled). Each returns the
 * responses to check; calls a member may not make (admin routes, others' thanks) are checked too.
 */
const recipes: Partial<Record<RouteName, (c: Client, x: Ctx) => Promise<LightMyRequestResponse[]>>> = {
  createTransfer: async (c, x) => [
    await c.post(url('createTransfer'), { recipientId: x.someoneElse, amount: 1, message: 'ответ' }, { headers: { 'idempotency-key': randomUUID() } }),
  ],
  feed: async (c) => Promise.all(['all', 'thanks'].map((filter) => c.get(url('feed', `filter=${filter}&limit=100`)))),
  feedEvent: async (c, x) => [await c.get(url('feedEvent', `eventType=transaction&eventId=${x.anonymousId}`))],
  history: async (c, x) =>
    Promise.all(
      ['filter=all', 'filter=received', 'filter=sent', `filter=all&counterpartId=${x.senderId}`].map((q) => c.get(url('history', `${q}&limit=100`))),
    ),
  historyGroups: async (c) => Promise.all(['all', 'received'].map((f) => c.get(url('historyGroups', `filter=${f}`)))),
  cancelTransfer: async (c, x) => [await c.post(url('cancelTransfer'), { id: x.anonymousId })],
  adminTransfers: async (c) => [await c.get(url('adminTransfers', 'limit=100'))],
  createAdminTransfer: async (c, x) => [
    await c.post(url('createAdminTransfer'), { userId: x.someoneElse, direction: 'credit', amount: 1, reason: 'премия' }, { headers: { 'idempotency-key': randomUUID() } }),
  ],
  updateAdminTransfer: async (c, x) => [await c.send('PATCH', url('updateAdminTransfer', `id=${x.adminTransferId}`), {})],
  // The transactions tab (docs/decisions/0033): every movement, filtered by the sender too, and a move's two rows.
  adminMovements: async (c, x) => Promise.all(['limit=100', `limit=100&userId=${x.senderId}`, 'type=between_users&limit=100'].map((q) => c.get(url('adminMovements', q)))),
  createAdminMove: async (c, x) => [
    await c.post(url('createAdminMove'), { fromUserId: x.me, fromAccount: 'distribution', toUserId: x.someoneElse, toAccount: 'income', amount: 1, reason: 'перенос' }, { headers: { 'idempotency-key': randomUUID() } }),
  ],
};

const MESSAGE = `аноним-${randomUUID()}`;
const SECRET = { firstName: 'Секретослав', surname: 'Тайнов', nickname: 'tainik_nick', tgName: 'tainik_tg' };
let senderId: number;
let anonymousId: number;
let adminTransferId: number;
const member = (i: number) => {
  const x = org.members[i];
  if (!x) throw new Error(`no member ${i}`);
  return x;
};
async function as(i: number) {
  const c = new Client(app);
  await c.signIn(member(i).email);
  return c;
}

/** Every object in `v` (depth first). */
function* objects(v: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(v)) for (const x of v) yield* objects(x);
  else if (v && typeof v === 'object') {
    yield v as Record<string, unknown>;
    for (const x of Object.values(v)) yield* objects(x);
  }
}

/** Fails when `res` reveals the sender: their names anywhere, or a user or id field pointing at them. */
function expectNoSender(res: LightMyRequestResponse, label: string) {
  for (const secret of [...Object.values(SECRET), member(1).email]) expect(res.body, `${label}: ${secret}`).not.toContain(secret);
  for (const o of objects(JSON.parse(res.body))) {
    if ('firstName' in o) expect(o.id, `${label}: a user object of the sender`).not.toBe(senderId);
    for (const [k, v] of Object.entries(o)) if (/sender|actor|owner|author/i.test(k) && typeof v === 'number') expect(v, `${label}: ${k}`).not.toBe(senderId);
    // The anonymous thanks itself: no sender, no counterpart.
    if (o.message === MESSAGE) {
      if ('sender' in o) expect(o.sender, label).toBeNull();
      if ('counterpart' in o) expect(o.counterpart, label).toBeNull();
    }
  }
}

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  org = await createOrg(db, { name: 'Anon', members: 5, accrual: 100 });
  senderId = member(1).id;
  await db.execute(
    sql`update profiles set first_name = ${SECRET.firstName}, surname = ${SECRET.surname}, nickname = ${SECRET.nickname}, tg_name = ${SECRET.tgName}
        where user_id = ${senderId}`,
  );
  const sender = await as(1);
  const photo = await insertImage(db, org.id, senderId);
  const sticker = await insertSticker(db, org.id, member(0).id);
  const res = await sender.post(
    url('createTransfer'),
    { recipientId: member(2).id, amount: 3, message: MESSAGE, isAnonymous: true, valueId: org.valueIds[0], photoIds: [photo], stickerId: sticker.stickerId },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(res.statusCode, res.body).toBe(200);
  anonymousId = res.json().id;
  // The sender sees themselves in the answer.
  expect(res.json().sender).toMatchObject({ id: senderId, firstName: SECRET.firstName });
  // Others act too, so every list has rows besides the anonymous one.
  await (await as(2)).post(url('createTransfer'), { recipientId: member(3).id, amount: 1, message: 'спасибо' }, { headers: { 'idempotency-key': randomUUID() } });
  await (await as(3)).post(url('createTransfer'), { recipientId: member(2).id, amount: 1, message: 'взаимно' }, { headers: { 'idempotency-key': randomUUID() } });
  const admin = await (await as(0)).post(
    url('createAdminTransfer'),
    { userId: member(2).id, direction: 'credit', amount: 2, reason: 'премия' },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(admin.statusCode, admin.body).toBe(200);
  adminTransferId = admin.json().id;
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

describe('an anonymous thanks', () => {
  it('finds the routes that return transactions, and every one has a call recipe', () => {
    expect(transactionRoutes).toEqual(expect.arrayContaining(['createTransfer', 'feed', 'feedEvent', 'history', 'cancelTransfer']));
    expect(transactionRoutes.filter((name) => !recipes[name])).toEqual([]);
    expect(Object.keys(recipes).filter((name) => !transactionRoutes.includes(name as RouteName))).toEqual([]);
  });

  const viewers = [
    ['the recipient', 2],
    ['a third member', 3],
    ['an admin', 0],
  ] as const;
  for (const [who, index] of viewers) {
    it(`never shows its sender to ${who} through any route`, async () => {
      const c = await as(index);
      const me = member(index).id;
      const someoneElse = org.members.map((m) => m.id).find((id) => id !== me && id !== senderId)!;
      const ctx: Ctx = { me, anonymousId, senderId, someoneElse, adminTransferId };
      let seen = 0;
      for (const name of transactionRoutes) {
        const recipe = recipes[name];
        if (!recipe) continue;
        for (const res of await recipe(c, ctx)) {
          expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(500);
          expectNoSender(res, `${who} ${name}`);
          if (res.body.includes(MESSAGE)) seen++;
        }
      }
      // The thanks itself was in the answers: feed (all, thanks) and detail; for the recipient also
      // history (all, received) — but not history narrowed to the sender as counterpart; the
      // movements narrowed to the (hidden) sender do not list it either.
      // An admin also sees it in the transactions tab's movements (all, and narrowed to thanks) — without its sender.
      expect(seen).toBe(index === 2 ? 5 : index === 0 ? 5 : 3);
    });
  }

  it('is shown with its sender to the sender', async () => {
    const c = await as(1);
    const detail = (await c.get(url('feedEvent', `eventType=transaction&eventId=${anonymousId}`))).json();
    expect(detail.transaction.sender).toMatchObject({ id: senderId, firstName: SECRET.firstName });
    const feed = (await c.get(url('feed', 'limit=100'))).json().items as { transaction?: { message: string; sender: { id: number } | null } }[];
    expect(feed.find((e) => e.transaction?.message === MESSAGE)?.transaction?.sender?.id).toBe(senderId);
  });

  it('has no actor in feed_events', async () => {
    const rows = await queryRows<{ actor_id: number | null }>(
      db,
      sql`select actor_id from feed_events where organization_id = ${org.id} and type = 'transaction' and subject_id = ${anonymousId}`,
    );
    expect(rows).toEqual([{ actor_id: null }]);
    const [byActor] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from feed_events where actor_id = ${senderId}`);
    expect(byActor?.n).toBe(0);
  });
});
