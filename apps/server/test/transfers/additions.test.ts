/**
 * Additions to a thanks (docs/decisions/0014): POST /api/transfers/additions through the API — a
 * transfer of its own from the adder's points to give to the thanks' recipient, shown on the
 * thanks' feed card (total, colleagues, the first adders, the viewer's own), in both people's
 * history, announced to the recipient; the refusals (own, received, canceled, an addition, another
 * organization's, limits, funds, no period, bad input) change nothing; retries with the same key
 * add once; canceling an addition returns its points, canceling the thanks takes its additions with
 * it — with the ledger invariants checked after each part.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Addition, FeedEvent, HistoryItem, Notification, TransactionEvent } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { organizations } from '../../src/db/schema.ts';
import { cancelTransfer } from '../../src/modules/history/service.ts';
import { checkLedgerInvariants } from '../../src/modules/ledger/index.ts';
import { reconcileOrganization } from '../../src/modules/periods/lifecycle.ts';
import { checkAdditionRules, type AdditionTarget } from '../../src/modules/transfers/index.ts';
import { AppError } from '../../src/http/errors.ts';
import { balanceOf, count, createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let org: TestOrg;
let other: TestOrg;
const as = memberClients(() => app);

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  org = await createOrg(db, { name: 'Add', members: 8, accrual: 100, maxTransfer: 60 });
  other = await createOrg(db, { name: 'Elsewhere', members: 3, accrual: 100 });
  await db.update(organizations).set({ transactionCancelTime: 600 }).where(sql`${organizations.id} = ${org.id}`);
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

const id = (o: TestOrg, i: number) => memberOf(o, i).id;

/** Member `from` thanks member `to`; returns the thanks' id. */
async function thank(o: TestOrg, from: number, to: number, amount = 5, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await (await as(o, from)).post(
    '/api/transfers',
    { recipientId: id(o, to), amount, message: 'Спасибо!', ...extra },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

/** Member `by` adds to thanks `transferId`; returns the raw response. */
async function add(o: TestOrg, by: number, body: Record<string, unknown>, key: string = randomUUID()) {
  return (await as(o, by)).post('/api/transfers/additions', body, { headers: { 'idempotency-key': key } });
}

/** The thanks' feed event as member `viewer` sees it. */
async function card(o: TestOrg, viewer: number, transferId: number): Promise<TransactionEvent> {
  const res = await (await as(o, viewer)).get(`/api/feed/event?eventType=transaction&eventId=${transferId}`);
  expect(res.statusCode, res.body).toBe(200);
  const event = res.json() as FeedEvent;
  if (event.type !== 'transaction') throw new Error('not a thanks');
  return event;
}

async function expectLedgerOk() {
  expect((await checkLedgerInvariants(db)).problems).toEqual([]);
}

/** Everything an addition could change. */
async function snapshot() {
  return {
    transactions: await count(db, 'transactions'),
    journals: await count(db, 'ledger_journals'),
    notifications: await count(db, 'notifications'),
    feed: await count(db, 'feed_events'),
    balances: await queryRows<{ id: number; balance: string }>(db, sql`select id, balance::text from accounts order by id`),
  };
}

describe('adding to a thanks', () => {
  it('moves the points as a transfer of its own, shows on the card, in both histories and in the recipient’s bell', async () => {
    const thanksId = await thank(org, 1, 2, 10);
    const feedBefore = await count(db, 'feed_events');
    const [adderDist, recipientInc] = [await balanceOf(db, id(org, 3), 'distribution'), await balanceOf(db, id(org, 2), 'income')];

    const res = await add(org, 3, { transferId: thanksId, amount: 7, message: '  Присоединяюсь!  ' });
    expect(res.statusCode, res.body).toBe(200);
    const addition = res.json() as Addition;
    expect(addition).toMatchObject({
      transferId: thanksId,
      amount: 7,
      message: 'Присоединяюсь!',
      sender: { id: id(org, 3) },
      recipient: { id: id(org, 2) },
      additions: { total: 7, count: 1, byMe: 7 },
    });
    expect(addition.id).not.toBe(thanksId);
    expect(addition.additions.adders.map((u) => u.id)).toEqual([id(org, 3)]);

    expect(await balanceOf(db, id(org, 3), 'distribution')).toBe(adderDist - 7);
    expect(await balanceOf(db, id(org, 2), 'income')).toBe(recipientInc + 7);
    // Its own transaction, linked to the thanks, with its own journal; no feed event of its own.
    const [row] = await queryRows<{ addition_to_id: number; type: string; recipient_id: number; journals: number }>(
      db,
      sql`select addition_to_id, type, recipient_id, (select count(*)::int from ledger_journals j where j.transaction_id = t.id) as journals
          from transactions t where id = ${addition.id}`,
    );
    expect(row).toMatchObject({ addition_to_id: thanksId, type: 'between_users', recipient_id: id(org, 2), journals: 1 });
    expect(await count(db, 'feed_events')).toBe(feedBefore);
    const feed = (await (await as(org, 4)).get('/api/feed?limit=100')).json().items as FeedEvent[];
    expect(feed.some((e) => e.id === addition.id)).toBe(false);

    // The card, as someone else sees it, and as the adder.
    expect((await card(org, 4, thanksId)).transaction.additions).toEqual({
      total: 7,
      count: 1,
      adders: [expect.objectContaining({ id: id(org, 3), firstName: 'Имя3' })],
      byMe: 0,
    });
    expect((await card(org, 3, thanksId)).transaction.additions.byMe).toBe(7);

    // Both histories name the thanks it was added to.
    for (const [viewer, direction, counterpart] of [
      [3, 'sent', 2],
      [2, 'received', 3],
    ] as const) {
      const items = (await (await as(org, viewer)).get('/api/history?filter=all')).json().items as HistoryItem[];
      const item = items.find((i) => i.id === addition.id);
      expect(item, `history of ${viewer}`).toMatchObject({
        direction,
        amount: 7,
        message: 'Присоединяюсь!',
        counterpart: { id: id(org, counterpart) },
        additionTo: { id: thanksId, sender: { id: id(org, 1) }, recipient: { id: id(org, 2) } },
      });
      // The original thanks is no addition.
      expect(items.find((i) => i.id === thanksId)?.additionTo ?? null).toBeNull();
    }
    const sent = (await (await as(org, 3)).get('/api/history?filter=all')).json().items as HistoryItem[];
    expect(sent.find((i) => i.id === addition.id)?.cancellableUntil).not.toBeNull();

    // The recipient is told, with a link to the thanks' card.
    const bell = (await (await as(org, 2)).get('/api/notifications?limit=100')).json().items as Notification[];
    expect(bell.filter((n) => n.kind === 'thanks_addition')).toEqual([
      expect.objectContaining({ kind: 'thanks_addition', transactionId: thanksId, additionId: addition.id, amount: 7, actor: expect.objectContaining({ id: id(org, 3) }) }),
    ]);
    // Nobody else is.
    const senderBell = (await (await as(org, 1)).get('/api/notifications?limit=100')).json().items as Notification[];
    expect(senderBell.some((n) => n.kind === 'thanks_addition')).toBe(false);
    await expectLedgerOk();
  });

  it('sums several adders, counts each colleague once, names the first three in the order they first added', async () => {
    const thanksId = await thank(org, 1, 2, 3);
    for (const [by, amount] of [
      [4, 2],
      [5, 3],
      [4, 1],
      [6, 4],
      [7, 5],
    ] as const) {
      const res = await add(org, by, { transferId: thanksId, amount });
      expect(res.statusCode, res.body).toBe(200);
    }
    const summary = (await card(org, 4, thanksId)).transaction.additions;
    expect(summary).toMatchObject({ total: 15, count: 4, byMe: 3 });
    expect(summary.adders.map((u) => u.id)).toEqual([id(org, 4), id(org, 5), id(org, 6)]);
    // The feed list carries the same summary; a thanks nobody added to carries zeros.
    const feed = (await (await as(org, 0)).get('/api/feed?limit=100')).json().items as TransactionEvent[];
    expect(feed.find((e) => e.id === thanksId)?.transaction.additions).toMatchObject({ total: 15, count: 4, byMe: 0 });
    const plain = await thank(org, 1, 2, 1);
    expect((await card(org, 0, plain)).transaction.additions).toEqual({ total: 0, count: 0, adders: [], byMe: 0 });
    await expectLedgerOk();
  });

  it('adds to an anonymous thanks without naming its sender anywhere', async () => {
    const thanksId = await thank(org, 1, 2, 2, { isAnonymous: true });
    const res = await add(org, 5, { transferId: thanksId, amount: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const addition = res.json() as Addition;
    for (const viewer of [2, 5]) {
      const items = (await (await as(org, viewer)).get('/api/history?filter=all')).json().items as HistoryItem[];
      expect(items.find((i) => i.id === addition.id)?.additionTo).toMatchObject({ id: thanksId, sender: null, recipient: { id: id(org, 2) } });
    }
    expect((await card(org, 5, thanksId)).transaction.sender).toBeNull();
  });
});

describe('refusals change nothing', () => {
  it.each([
    ['the sender adding to their own thanks', 1, 'own', 422],
    ['the recipient adding to a thanks they received', 2, 'received', 422],
  ] as const)('%s', async (_label, by, reason, status) => {
    const thanksId = await thank(org, 1, 2, 1);
    const before = await snapshot();
    const res = await add(org, by, { transferId: thanksId, amount: 1 });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error).toMatchObject({ code: 'ADDITION_NOT_ALLOWED', details: { reason } });
    expect(await snapshot()).toEqual(before);
  });

  it('an addition cannot be added to (only the thanks it belongs to), nor a canceled thanks', async () => {
    const thanksId = await thank(org, 1, 2, 1);
    const addition = (await add(org, 3, { transferId: thanksId, amount: 1 })).json() as Addition;
    let before = await snapshot();
    const onAddition = await add(org, 4, { transferId: addition.id, amount: 1 });
    expect(onAddition.statusCode).toBe(422);
    expect(onAddition.json().error).toMatchObject({ code: 'ADDITION_NOT_ALLOWED', details: { reason: 'addition' } });
    expect(await snapshot()).toEqual(before);

    const canceledId = await thank(org, 1, 2, 1);
    expect((await (await as(org, 1)).post('/api/transfers/cancel', { id: canceledId })).statusCode).toBe(200);
    before = await snapshot();
    const onCanceled = await add(org, 4, { transferId: canceledId, amount: 1 });
    expect(onCanceled.statusCode).toBe(409);
    expect(onCanceled.json().error).toMatchObject({ code: 'ADDITION_NOT_ALLOWED', details: { reason: 'canceled' } });
    expect(await snapshot()).toEqual(before);
  });

  it('another organization’s thanks, an unknown id or an admin transfer answers 404', async () => {
    const elsewhere = await thank(other, 0, 1, 1);
    const admin = await (await as(org, 0)).post(
      '/api/admin/transfers',
      { userId: id(org, 2), direction: 'credit', account: 'income', amount: 1, reason: 'премия' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(admin.statusCode, admin.body).toBe(200);
    const before = await snapshot();
    for (const transferId of [elsewhere, 2_000_000_000, admin.json().id as number]) {
      const res = await add(org, 3, { transferId, amount: 1 });
      expect(res.statusCode, `${transferId}: ${res.body}`).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('the max transfer, the adder’s points and bad input', async () => {
    const thanksId = await thank(org, 1, 2, 1);
    const before = await snapshot();
    const over = await add(org, 3, { transferId: thanksId, amount: 61 });
    expect(over.json().error).toMatchObject({ code: 'MAX_TRANSFER_EXCEEDED', details: { max: 60 } });
    expect(await snapshot()).toEqual(before);
    // An admin takes member 7 down to 5 points to give; they try to add 6.
    const left = await balanceOf(db, id(org, 7), 'distribution');
    const debit = await (await as(org, 0)).post(
      '/api/admin/transfers',
      { userId: id(org, 7), direction: 'debit', account: 'distribution', amount: left - 5, reason: 'тест' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(debit.statusCode, debit.body).toBe(200);
    const snap = await snapshot();
    const poor = await add(org, 7, { transferId: thanksId, amount: 6 });
    expect(poor.statusCode).toBe(422);
    expect(poor.json().error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await snapshot()).toEqual(snap);
    for (const body of [
      { transferId: thanksId, amount: 0 },
      { transferId: thanksId, amount: 1.5 },
      { transferId: thanksId, amount: 1, message: 'x'.repeat(1001) },
      { transferId: 'x', amount: 1 },
      { amount: 1 },
    ]) {
      const res = await add(org, 3, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect(await snapshot()).toEqual(snap);
    await expectLedgerOk();
  });

  it('no active period: NO_ACTIVE_PERIOD', async () => {
    const o = await createOrg(db, { name: 'Paused', members: 3, accrual: 20 });
    const thanksId = await thank(o, 0, 1, 1);
    // The period ends (its points to give expire).
    await reconcileOrganization(db, o.id, new Date(Date.now() + 7 * 86_400_000));
    const before = await snapshot();
    const res = await add(o, 2, { transferId: thanksId, amount: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('NO_ACTIVE_PERIOD');
    expect(await snapshot()).toEqual(before);
  });
});

describe('idempotency', () => {
  it('the same key and body add once; another body or a thanks’ key is a conflict', async () => {
    const thanksId = await thank(org, 1, 2, 1);
    const key = randomUUID();
    const first = await add(org, 3, { transferId: thanksId, amount: 2, message: 'раз' }, key);
    expect(first.statusCode, first.body).toBe(200);
    const before = await snapshot();
    const again = await add(org, 3, { transferId: thanksId, amount: 2, message: 'раз' }, key.toUpperCase());
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await snapshot()).toEqual(before);
    const changed = await add(org, 3, { transferId: thanksId, amount: 3, message: 'раз' }, key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
    // A key the member used for a thanks.
    const thanksKey = randomUUID();
    await (await as(org, 3)).post('/api/transfers', { recipientId: id(org, 4), amount: 1, message: 'x' }, { headers: { 'idempotency-key': thanksKey } });
    const reused = await add(org, 3, { transferId: thanksId, amount: 1 }, thanksKey);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
    // Two at once with one key: one addition.
    const twinKey = randomUUID();
    const twins = await Promise.all([1, 2].map(() => add(org, 5, { transferId: thanksId, amount: 1 }, twinKey)));
    expect(twins.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(twins[0]!.json().id).toBe(twins[1]!.json().id);
    await expectLedgerOk();
  });
});

describe('cancels', () => {
  it('the adder cancels an addition within the window: its points come back, the card and the recipient follow', async () => {
    const thanksId = await thank(org, 1, 2, 4);
    const addition = (await add(org, 6, { transferId: thanksId, amount: 3 })).json() as Addition;
    const [dist, inc] = [await balanceOf(db, id(org, 6), 'distribution'), await balanceOf(db, id(org, 2), 'income')];
    // Only the adder may cancel it.
    expect((await (await as(org, 1)).post('/api/transfers/cancel', { id: addition.id })).statusCode).toBe(404);
    const res = await (await as(org, 6)).post('/api/transfers/cancel', { id: addition.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: addition.id, status: 'canceled', additionTo: { id: thanksId } });
    expect(await balanceOf(db, id(org, 6), 'distribution')).toBe(dist + 3);
    expect(await balanceOf(db, id(org, 2), 'income')).toBe(inc - 3);
    expect((await card(org, 0, thanksId)).transaction.additions).toEqual({ total: 0, count: 0, adders: [], byMe: 0 });
    // The thanks itself stands.
    expect((await card(org, 0, thanksId)).transaction.status).toBe('completed');
    const bell = (await (await as(org, 2)).get('/api/notifications?limit=100')).json().items as Notification[];
    expect(bell.find((n) => n.kind === 'thanks_cancelled' && n.transactionId === addition.id)).toMatchObject({ amount: 3, actor: { id: id(org, 6) } });
    // After the window it stays.
    const late = (await add(org, 6, { transferId: thanksId, amount: 1 })).json() as Addition;
    await expect(cancelTransfer(db, { userId: id(org, 6), organizationId: org.id }, late.id, new Date(Date.now() + 601_000))).rejects.toMatchObject({
      code: 'TRANSFER_NOT_CANCELLABLE',
      details: { reason: 'window' },
    });
    await expectLedgerOk();
  });

  it('canceling the thanks takes its additions with it: every adder gets their points back, the recipient is told the whole amount', async () => {
    const thanksId = await thank(org, 1, 2, 5);
    const a3 = (await add(org, 3, { transferId: thanksId, amount: 2 })).json() as Addition;
    const a4 = (await add(org, 4, { transferId: thanksId, amount: 3 })).json() as Addition;
    const gone = (await add(org, 5, { transferId: thanksId, amount: 1 })).json() as Addition;
    expect((await (await as(org, 5)).post('/api/transfers/cancel', { id: gone.id })).statusCode).toBe(200);
    const before = {
      sender: await balanceOf(db, id(org, 1), 'distribution'),
      a3: await balanceOf(db, id(org, 3), 'distribution'),
      a4: await balanceOf(db, id(org, 4), 'distribution'),
      a5: await balanceOf(db, id(org, 5), 'distribution'),
      recipient: await balanceOf(db, id(org, 2), 'income'),
    };
    const res = await (await as(org, 1)).post('/api/transfers/cancel', { id: thanksId });
    expect(res.statusCode, res.body).toBe(200);
    expect({
      sender: await balanceOf(db, id(org, 1), 'distribution'),
      a3: await balanceOf(db, id(org, 3), 'distribution'),
      a4: await balanceOf(db, id(org, 4), 'distribution'),
      a5: await balanceOf(db, id(org, 5), 'distribution'),
      recipient: await balanceOf(db, id(org, 2), 'income'),
    }).toEqual({ sender: before.sender + 5, a3: before.a3 + 2, a4: before.a4 + 3, a5: before.a5, recipient: before.recipient - 10 });
    const [rows] = await queryRows<{ canceled: number; reversals: number }>(
      db,
      sql`select count(*) filter (where status = 'canceled')::int as canceled,
                 (select count(*)::int from ledger_journals j where j.kind = 'reversal' and j.transaction_id in (${a3.id}, ${a4.id}, ${gone.id})) as reversals
          from transactions where id in (${a3.id}, ${a4.id})`,
    );
    expect(rows).toEqual({ canceled: 2, reversals: 3 });
    const bell = (await (await as(org, 2)).get('/api/notifications?limit=100')).json().items as Notification[];
    expect(bell.find((n) => n.kind === 'thanks_cancelled' && n.transactionId === thanksId)).toMatchObject({ amount: 10 });
    // The adders' history keeps their additions as canceled.
    const history = (await (await as(org, 3)).get('/api/history?filter=sent')).json().items as HistoryItem[];
    expect(history.find((i) => i.id === a3.id)).toMatchObject({ status: 'canceled', cancellableUntil: null });
    expect((await (await as(org, 3)).post('/api/transfers/cancel', { id: a3.id })).json().error).toMatchObject({ details: { reason: 'status' } });
    await expectLedgerOk();
  });

  it('a thanks whose recipient no longer holds the points of it and its additions is not canceled, nor are they', async () => {
    const o = await createOrg(db, { name: 'Spent', members: 4, accrual: 50 });
    await db.update(organizations).set({ transactionCancelTime: 600 }).where(sql`${organizations.id} = ${o.id}`);
    const thanksId = await thank(o, 1, 2, 5);
    expect((await add(o, 3, { transferId: thanksId, amount: 4 })).statusCode).toBe(200);
    // An admin debits 6 of the recipient's 9 points: the thanks alone could go back, not with its addition.
    const debit = await (await as(o, 0)).post(
      '/api/admin/transfers',
      { userId: id(o, 2), direction: 'debit', account: 'income', amount: 6, reason: 'корректировка' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(debit.statusCode, debit.body).toBe(200);
    const before = await snapshot();
    const res = await (await as(o, 1)).post('/api/transfers/cancel', { id: thanksId });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'TRANSFER_NOT_CANCELLABLE', details: { reason: 'funds' } });
    expect(await snapshot()).toEqual(before);
    expect((await card(o, 0, thanksId)).transaction.additions.total).toBe(4);
    await expectLedgerOk();
  });
});

describe('checkAdditionRules', () => {
  const thanks: AdditionTarget = { type: 'between_users', status: 'completed', senderId: 1, recipientId: 2, additionToId: null };
  const codeOf = (fn: () => void) => {
    try {
      fn();
      return null;
    } catch (err) {
      return err instanceof AppError ? `${err.code}${err.details?.reason ? `:${String(err.details.reason)}` : ''}` : 'other';
    }
  };
  it('checks in order: not found, an addition, own, received, canceled, max transfer', () => {
    expect(codeOf(() => checkAdditionRules(thanks, 3, 5, { maxTransfer: 5 }))).toBeNull();
    expect(codeOf(() => checkAdditionRules(null, 3, 5, { maxTransfer: null }))).toBe('NOT_FOUND');
    expect(codeOf(() => checkAdditionRules({ ...thanks, type: 'admin_manual' }, 3, 5, { maxTransfer: null }))).toBe('NOT_FOUND');
    expect(codeOf(() => checkAdditionRules({ ...thanks, additionToId: 9, senderId: 3 }, 3, 5, { maxTransfer: null }))).toBe('ADDITION_NOT_ALLOWED:addition');
    expect(codeOf(() => checkAdditionRules({ ...thanks, status: 'canceled' }, 1, 5, { maxTransfer: null }))).toBe('ADDITION_NOT_ALLOWED:own');
    expect(codeOf(() => checkAdditionRules(thanks, 2, 5, { maxTransfer: null }))).toBe('ADDITION_NOT_ALLOWED:received');
    expect(codeOf(() => checkAdditionRules({ ...thanks, status: 'canceled' }, 3, 99, { maxTransfer: 5 }))).toBe('ADDITION_NOT_ALLOWED:canceled');
    expect(codeOf(() => checkAdditionRules(thanks, 3, 6, { maxTransfer: 5 }))).toBe('MAX_TRANSFER_EXCEEDED');
    expect(codeOf(() => checkAdditionRules({ ...thanks, senderId: null }, 3, 6, { maxTransfer: null }))).toBeNull();
  });
});
