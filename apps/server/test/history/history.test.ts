/**
 * History (SPEC §2: all, received, sent; group by user; cancel), cancel of a thanks within the
 * organization's cancel time, admin manual transfers (credit/debit with a reason, immutable), the
 * economy settings and role checks — through the API, with the ledger checked after each part.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HistoryItem } from '@gratia/contracts';
import { type Db } from '../../src/db/client.ts';
import { checkLedgerInvariants } from '../../src/modules/ledger/index.ts';
import { cancelTransfer } from '../../src/modules/history/service.ts';
import { balanceOf, Client, createOrg, createTestApp, createTestDb } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let org: Awaited<ReturnType<typeof createOrg>>;
let other: Awaited<ReturnType<typeof createOrg>>;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  org = await createOrg(db, { name: 'Hist', members: 4, accrual: 100 });
  other = await createOrg(db, { name: 'Else', members: 2, accrual: 100 });
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

async function as(o: typeof org, i: number) {
  const c = new Client(app);
  await c.signIn(o.members[i]!.email);
  return c;
}
const send = (c: Client, body: Record<string, unknown>) =>
  c.post('/api/transfers', { message: 'Спасибо!', ...body }, { headers: { 'idempotency-key': randomUUID() } });
const items = async (c: Client, q: string): Promise<HistoryItem[]> => (await c.get(`/api/history?${q}`)).json().items;

async function expectLedgerOk() {
  expect((await checkLedgerInvariants(db)).problems).toEqual([]);
}

describe('history', () => {
  it('shows all, received and sent, hides anonymous senders, groups by counterpart, pages with a cursor', async () => {
    const [a, b, c] = [await as(org, 0), await as(org, 1), await as(org, 2)];
    const [ma, mb, mc] = org.members;
    expect((await send(a, { recipientId: mb!.id, amount: 5 })).statusCode).toBe(200);
    expect((await send(c, { recipientId: mb!.id, amount: 7, isAnonymous: true })).statusCode).toBe(200);
    expect((await send(b, { recipientId: ma!.id, amount: 3 })).statusCode).toBe(200);

    const all = await items(b, 'filter=all');
    expect(all.map((i) => [i.direction, i.amount])).toEqual([
      ['sent', 3],
      ['received', 7],
      ['received', 5],
    ]);
    const anon = all.find((i) => i.amount === 7)!;
    expect(anon.counterpart).toBeNull();
    expect(anon.isAnonymous).toBe(true);
    expect(all.find((i) => i.amount === 5)!.counterpart?.id).toBe(ma!.id);
    expect((await items(b, 'filter=received')).map((i) => i.amount)).toEqual([7, 5]);
    expect((await items(b, 'filter=sent')).map((i) => i.amount)).toEqual([3]);
    // The anonymous sender sees their own thanks with the recipient named.
    expect((await items(c, 'filter=sent'))[0]).toMatchObject({ amount: 7, counterpart: { id: mb!.id } });
    // Filtering by the hidden sender never reveals the anonymous thanks.
    expect((await items(b, `counterpartId=${mc!.id}`)).length).toBe(0);

    const groups = (await b.get('/api/history/groups?filter=all')).json().items;
    expect(groups).toHaveLength(2);
    const withA = groups.find((g: { counterpart: { id: number } | null }) => g.counterpart?.id === ma!.id);
    expect(withA).toMatchObject({ count: 2, received: 5, sent: 3 });
    expect(groups.find((g: { counterpart: unknown }) => g.counterpart === null)).toMatchObject({ count: 1, received: 7, sent: 0 });

    const page1 = (await b.get('/api/history?limit=2')).json();
    expect(page1.items).toHaveLength(2);
    const page2 = (await b.get(`/api/history?limit=2&cursor=${page1.nextCursor}`)).json();
    expect(page2.items.map((i: HistoryItem) => i.amount)).toEqual([5]);
    expect(page2.nextCursor).toBeNull();

    // Another organization's member sees none of it.
    const x = await as(other, 0);
    expect(await items(x, 'filter=all')).toEqual([]);
    await expectLedgerOk();
  });
});

describe('cancel a thanks', () => {
  it('within the window: reversing entries, status canceled, balances restored; then final', async () => {
    const admin = await as(org, 0);
    const settings = await admin.send('PATCH', '/api/organization/economy', { transactionCancelTime: 600 });
    expect(settings.json()).toMatchObject({ transactionCancelTime: 600 });
    const [s, r] = [await as(org, 2), await as(org, 3)];
    const before = { s: await balanceOf(db, org.members[2]!.id, 'distribution'), r: await balanceOf(db, org.members[3]!.id, 'income') };
    const t = (await send(s, { recipientId: org.members[3]!.id, amount: 11 })).json();
    const row = (await items(s, 'filter=sent')).find((i) => i.id === t.id)!;
    expect(row.cancellableUntil).not.toBeNull();
    // The recipient cannot cancel it, and sees no cancel action.
    expect((await items(r, 'filter=received')).find((i) => i.id === t.id)!.cancellableUntil).toBeNull();
    expect((await r.post('/api/transfers/cancel', { id: t.id })).statusCode).toBe(404);
    // Nor can anyone of another organization.
    expect((await (await as(other, 0)).post('/api/transfers/cancel', { id: t.id })).statusCode).toBe(404);

    const canceled = await s.post('/api/transfers/cancel', { id: t.id });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ id: t.id, status: 'canceled', cancellableUntil: null });
    expect(await balanceOf(db, org.members[2]!.id, 'distribution')).toBe(before.s);
    expect(await balanceOf(db, org.members[3]!.id, 'income')).toBe(before.r);
    const again = await s.post('/api/transfers/cancel', { id: t.id });
    expect(again.json().error).toMatchObject({ code: 'TRANSFER_NOT_CANCELLABLE', details: { reason: 'status' } });
    // It leaves the feed for everyone: not listed, its link and its likes and comments answer 404.
    for (const viewer of [s, r]) {
      const feed = (await viewer.get('/api/feed')).json().items;
      expect(feed.some((e: { transaction?: { id: number } }) => e.transaction?.id === t.id)).toBe(false);
    }
    expect((await r.get(`/api/feed/event?eventType=transaction&eventId=${t.id}`)).statusCode).toBe(404);
    expect((await r.post('/api/feed/likes', { eventType: 'transaction', eventId: t.id })).statusCode).toBe(404);
    expect((await r.post('/api/feed/comments', { eventType: 'transaction', eventId: t.id, text: 'Ура' })).statusCode).toBe(404);
    await expectLedgerOk();
  });

  it('after the window it is final', async () => {
    const s = await as(org, 1);
    const t = (await send(s, { recipientId: org.members[2]!.id, amount: 2 })).json();
    const late = new Date(Date.now() + 601_000);
    await expect(cancelTransfer(db, { userId: org.members[1]!.id, organizationId: org.id }, t.id, late)).rejects.toMatchObject({
      code: 'TRANSFER_NOT_CANCELLABLE',
    });
    const admin = await as(org, 0);
    await admin.send('PATCH', '/api/organization/economy', { transactionCancelTime: 0 });
    const t2 = (await send(s, { recipientId: org.members[2]!.id, amount: 2 })).json();
    expect((await s.post('/api/transfers/cancel', { id: t2.id })).json().error.code).toBe('TRANSFER_NOT_CANCELLABLE');
    expect((await items(s, 'filter=sent')).every((i) => i.cancellableUntil === null)).toBe(true);
    await expectLedgerOk();
  });
});

describe('admin manual transfers', () => {
  it('credit and debit with a reason, idempotent, shown in history, never editable', async () => {
    const admin = await as(org, 0);
    const member = await as(org, 1);
    const target = org.members[1]!;
    const incomeBefore = await balanceOf(db, target.id, 'income');
    const key = randomUUID();
    const body = { userId: target.id, direction: 'credit', account: 'income', amount: 40, reason: 'Премия за проект' };
    const credit = await admin.post('/api/admin/transfers', body, { headers: { 'idempotency-key': key } });
    expect(credit.statusCode).toBe(200);
    expect(credit.json()).toMatchObject({ direction: 'credit', amount: 40, reason: 'Премия за проект', member: { id: target.id } });
    const retry = await admin.post('/api/admin/transfers', body, { headers: { 'idempotency-key': key } });
    expect(retry.json().id).toBe(credit.json().id);
    const conflict = await admin.post('/api/admin/transfers', { ...body, amount: 41 }, { headers: { 'idempotency-key': key } });
    expect(conflict.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await balanceOf(db, target.id, 'income')).toBe(incomeBefore + 40);

    const tooMuch = await admin.post('/api/admin/transfers', { ...body, direction: 'debit', amount: 1_000_000 }, { headers: { 'idempotency-key': randomUUID() } });
    expect(tooMuch.json().error.code).toBe('INSUFFICIENT_FUNDS');
    const debit = await admin.post('/api/admin/transfers', { ...body, direction: 'debit', amount: 15, reason: 'Ошибка начисления' }, { headers: { 'idempotency-key': randomUUID() } });
    expect(debit.statusCode).toBe(200);
    expect(await balanceOf(db, target.id, 'income')).toBe(incomeBefore + 25);

    // The member sees both: the credit as received, the debit as sent, the admin as counterpart.
    const mine = await items(member, 'filter=all');
    expect(mine.find((i) => i.id === credit.json().id)).toMatchObject({ type: 'admin_manual', direction: 'received', adminDirection: 'credit', counterpart: { id: org.members[0]!.id } });
    expect(mine.find((i) => i.id === debit.json().id)).toMatchObject({ direction: 'sent', adminDirection: 'debit', cancellableUntil: null });
    // Not a feed event.
    const feed = (await member.get('/api/feed?limit=100')).json().items;
    expect(feed.some((e: { transaction: { type: string } }) => e.transaction.type === 'admin_manual')).toBe(false);

    // Immutable: the API refuses, the database refuses too.
    const id = credit.json().id;
    expect((await admin.send('PATCH', `/api/admin/transfers?id=${id}`)).json().error.code).toBe('ADMIN_TRANSFER_IMMUTABLE');
    expect((await admin.send('DELETE', `/api/admin/transfers?id=${id}`)).json().error.code).toBe('ADMIN_TRANSFER_IMMUTABLE');
    await expect(db.execute(sql`update transactions set amount = 1 where id = ${id}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from transactions where id = ${id}`)).rejects.toThrow();
    // The sender of an admin transfer cannot "cancel" it either.
    expect((await admin.post('/api/transfers/cancel', { id })).json().error.code).toBe('TRANSFER_NOT_CANCELLABLE');

    const list = (await admin.get('/api/admin/transfers')).json();
    expect(list.items.map((t: { id: number }) => t.id)).toEqual([debit.json().id, id]);
    await expectLedgerOk();
  });

  it('members get 403 on admin routes; admins cannot reach another organization', async () => {
    const member = await as(org, 2);
    const res = await member.post('/api/admin/transfers', { userId: org.members[1]!.id, direction: 'credit', amount: 5, reason: 'x' }, { headers: { 'idempotency-key': randomUUID() } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect((await member.get('/api/admin/transfers')).statusCode).toBe(403);
    expect((await member.send('PATCH', '/api/organization/economy', { hideBalances: true })).statusCode).toBe(403);
    const admin = await as(org, 0);
    const cross = await admin.post('/api/admin/transfers', { userId: other.members[1]!.id, direction: 'credit', amount: 5, reason: 'x' }, { headers: { 'idempotency-key': randomUUID() } });
    expect(cross.json().error.code).toBe('USER_NOT_FOUND');
    await expectLedgerOk();
  });

  it('hide balances: members see no numbers; the setting is readable by members', async () => {
    const admin = await as(org, 0);
    await admin.send('PATCH', '/api/organization/economy', { hideBalances: true });
    const member = await as(org, 3);
    expect((await member.get('/api/balance')).json()).toMatchObject({ hidden: true, distribute: null, received: null });
    const settings = (await member.get('/api/organization/economy')).json();
    expect(settings).toMatchObject({ hideBalances: true });
    expect(settings.disbursedAmount).toBeGreaterThanOrEqual(400);
    await admin.send('PATCH', '/api/organization/economy', { hideBalances: false });
  });
});
