/**
 * The 'transactions' tab (docs/decisions/0033): every movement with its filters and pages, the
 * export, a member's balances, moves between accounts (both halves or neither), transfers from the
 * community to many at once and scheduled (run by the job pass, canceled, failed) — through the API
 * on PGlite and PostgreSQL, with the ledger checked after each part.
 */
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminBatch, Movement } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { runDueBatches } from '../../src/modules/adminTransfers/index.ts';
import { checkLedgerInvariants } from '../../src/modules/ledger/index.ts';
import { balanceOf, Client, createOrg, createTestApp, createTestDb } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let org: Awaited<ReturnType<typeof createOrg>>;
let other: Awaited<ReturnType<typeof createOrg>>;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  org = await createOrg(db, { name: 'Tab', members: 5, accrual: 100 });
  other = await createOrg(db, { name: 'Other', members: 2, accrual: 100 });
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
const key = () => ({ headers: { 'idempotency-key': randomUUID() } });
async function expectLedgerOk() {
  expect((await checkLedgerInvariants(db)).problems).toEqual([]);
}
const rowsOf = async (batchId: number) =>
  queryRows<{ recipient_id: number; amount: string }>(db, sql`select recipient_id, amount::text from transactions where batch_id = ${batchId} order by recipient_id`);

describe('movements', () => {
  it('lists every movement with both sides and accounts, filters by type, person, period and days, pages with a cursor', async () => {
    const admin = await as(org, 0);
    const [, m1, m2, m3] = org.members;
    const thanks = await (await as(org, 1)).post('/api/transfers', { recipientId: m2!.id, amount: 5, message: 'Спасибо за помощь' }, key());
    expect(thanks.statusCode).toBe(200);
    const anon = await (await as(org, 3)).post('/api/transfers', { recipientId: m2!.id, amount: 2, message: 'Тайно', isAnonymous: true }, key());
    expect(anon.statusCode).toBe(200);
    const credit = await admin.post('/api/admin/transfers', { userId: m3!.id, direction: 'credit', account: 'distribution', amount: 10, reason: 'Бонус' }, key());
    expect(credit.statusCode).toBe(200);
    await (await as(other, 0)).post('/api/transfers', { recipientId: other.members[1]!.id, amount: 1, message: 'Чужое' }, key());

    const all: Movement[] = (await admin.get('/api/admin/movements')).json().items;
    expect(all.map((m) => m.id)).toEqual([credit.json().id, anon.json().id, thanks.json().id]);
    expect(all[0]).toMatchObject({ type: 'admin_manual', sender: null, senderAccount: 'community', recipient: { id: m3!.id }, recipientAccount: 'distribution', admin: { id: org.members[0]!.id }, message: 'Бонус' });
    expect(all[1]).toMatchObject({ type: 'between_users', sender: null, anonymous: true, recipient: { id: m2!.id } });
    expect(all[2]).toMatchObject({ sender: { id: m1!.id }, senderAccount: 'distribution', recipient: { id: m2!.id }, recipientAccount: 'income', amount: 5 });

    const byType: Movement[] = (await admin.get('/api/admin/movements?type=admin_manual')).json().items;
    expect(byType.map((m) => m.id)).toEqual([credit.json().id]);
    const byPerson: Movement[] = (await admin.get(`/api/admin/movements?userId=${m1!.id}`)).json().items;
    expect(byPerson.map((m) => m.id)).toEqual([thanks.json().id]);
    const [period] = await queryRows<{ id: number }>(db, sql`select id from periods where organization_id = ${org.id} and status = 'active'`);
    expect((await admin.get(`/api/admin/movements?periodId=${period!.id}`)).json().items).toHaveLength(3);

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await admin.get(`/api/admin/movements?from=${today}&to=${today}&timeZone=UTC`)).json().items).toHaveLength(3);
    expect((await admin.get(`/api/admin/movements?from=${tomorrow}`)).json().items).toHaveLength(0);
    const reversed = await admin.get(`/api/admin/movements?from=${tomorrow}&to=${today}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.details.issues[0]).toMatchObject({ path: 'to' });
    expect((await admin.get('/api/admin/movements?timeZone=Mars/Base')).statusCode).toBe(400);

    const first = (await admin.get('/api/admin/movements?limit=2')).json();
    expect(first.items).toHaveLength(2);
    const second = (await admin.get(`/api/admin/movements?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((m: Movement) => m.id)).toEqual([thanks.json().id]);
    expect(second.nextCursor).toBeNull();

    // Members are refused; another community's admin sees only theirs.
    expect((await (await as(org, 2)).get('/api/admin/movements')).statusCode).toBe(403);
    const foreign: Movement[] = (await (await as(other, 0)).get('/api/admin/movements')).json().items;
    expect(foreign.every((m) => m.message !== 'Бонус')).toBe(true);
  });

  it('exports the filtered movements to .xlsx with headers in the language asked', async () => {
    const admin = await as(org, 0);
    const res = await admin.get('/api/admin/movements/export?type=between_users&lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain('transactions-');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(5).value).toBe('Sender');
    const rows = sheet.getSheetValues().slice(2).filter(Boolean) as unknown[][];
    expect(rows.length).toBe(2);
    expect(rows.some((r) => r.includes('Anonymous'))).toBe(true);
    expect((await (await as(org, 1)).get('/api/admin/movements/export')).statusCode).toBe(403);
  });
});

describe('moves between accounts', () => {
  it('moves points from one member account to another: both halves or neither, idempotent, each in their history', async () => {
    const admin = await as(org, 0);
    const [, , m2, m3] = org.members;
    const accounts = (await admin.get(`/api/admin/accounts?userId=${m2!.id}`)).json();
    expect(accounts).toMatchObject({ userId: m2!.id });
    const income2 = await balanceOf(db, m2!.id, 'income');
    expect(accounts.income).toBe(income2);
    const dist3 = await balanceOf(db, m3!.id, 'distribution');

    const body = { fromUserId: m2!.id, fromAccount: 'income', toUserId: m3!.id, toAccount: 'distribution', amount: 3, reason: 'Исправление ошибки' };
    const headers = key();
    const moved = await admin.post('/api/admin/transfers/move', body, headers);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().map((r: { direction: string; member: { id: number } }) => [r.direction, r.member.id])).toEqual([
      ['debit', m2!.id],
      ['credit', m3!.id],
    ]);
    expect((await admin.post('/api/admin/transfers/move', body, headers)).json()[0].id).toBe(moved.json()[0].id);
    expect((await admin.post('/api/admin/transfers/move', { ...body, amount: 4 }, headers)).json().error.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await balanceOf(db, m2!.id, 'income')).toBe(income2 - 3);
    expect(await balanceOf(db, m3!.id, 'distribution')).toBe(dist3 + 3);

    // Too much: nothing moves, not even the credit half.
    const before = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from transactions`);
    const tooMuch = await admin.post('/api/admin/transfers/move', { ...body, amount: 1_000_000 }, key());
    expect(tooMuch.json().error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await queryRows<{ n: number }>(db, sql`select count(*)::int as n from transactions`)).toEqual(before);
    expect(await balanceOf(db, m3!.id, 'distribution')).toBe(dist3 + 3);

    // The same account twice is refused on its field; a stranger is USER_NOT_FOUND on theirs.
    const same = await admin.post('/api/admin/transfers/move', { ...body, toUserId: m2!.id, toAccount: 'income' }, key());
    expect(same.statusCode).toBe(400);
    expect(same.json().error.details.issues[0]).toMatchObject({ path: 'toAccount', message: 'validation.sameAccount' });
    const stranger = await admin.post('/api/admin/transfers/move', { ...body, toUserId: other.members[1]!.id }, key());
    expect(stranger.json().error).toMatchObject({ code: 'USER_NOT_FOUND', details: { field: 'toUserId' } });
    expect((await admin.get(`/api/admin/accounts?userId=${other.members[1]!.id}`)).json().error.code).toBe('USER_NOT_FOUND');

    const historyOf2 = (await (await as(org, 2)).get('/api/history?filter=all')).json().items;
    expect(historyOf2.find((i: { id: number }) => i.id === moved.json()[0].id)).toMatchObject({ direction: 'sent', adminDirection: 'debit' });
    await expectLedgerOk();
  });
});

describe('transfers from the community to many', () => {
  it('credits everyone, a list, or everyone but a list, skipping fired and blocked members', async () => {
    const admin = await as(org, 0);
    const ids = org.members.map((m) => m.id);
    await db.execute(sql`update memberships set blocked_at = now() where user_id = ${ids[4]!} and organization_id = ${org.id}`);

    const all = await admin.post('/api/admin/transfer-batches', { mode: 'all', amount: 7, reason: 'Новогодний бонус' }, key());
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ kind: 'bulk', mode: 'all', status: 'done', recipients: 4, account: 'income' });
    expect((await rowsOf(all.json().id)).map((r) => Number(r.recipient_id))).toEqual(ids.slice(0, 4));

    const only = await admin.post('/api/admin/transfer-batches', { mode: 'only', userIds: [ids[1]!, ids[4]!], account: 'distribution', amount: 2, reason: 'Лучшие' }, key());
    expect(only.json()).toMatchObject({ status: 'done', recipients: 1, listed: 2 });
    const except = await admin.post('/api/admin/transfer-batches', { mode: 'except', userIds: [ids[0]!], amount: 1, reason: 'Всем, кроме меня' }, key());
    expect((await rowsOf(except.json().id)).map((r) => Number(r.recipient_id))).toEqual(ids.slice(1, 4));

    const nobody = await admin.post('/api/admin/transfer-batches', { mode: 'only', userIds: [ids[4]!], amount: 1, reason: 'x' }, key());
    expect(nobody.json().error.code).toBe('NO_RECIPIENTS');
    const stranger = await admin.post('/api/admin/transfer-batches', { mode: 'only', userIds: [other.members[0]!.id], amount: 1, reason: 'x' }, key());
    expect(stranger.json().error).toMatchObject({ code: 'USER_NOT_FOUND', details: { field: 'userIds' } });
    const noList = await admin.post('/api/admin/transfer-batches', { mode: 'except', amount: 1, reason: 'x' }, key());
    expect(noList.json().error.details.issues[0]).toMatchObject({ path: 'userIds', message: 'validation.required' });
    const twice = await admin.post('/api/admin/transfer-batches', { mode: 'only', userIds: [ids[1]!, ids[1]!], amount: 1, reason: 'x' }, key());
    expect(twice.json().error.details.issues[0]).toMatchObject({ path: 'userIds', message: 'validation.duplicate' });
    const [{ n }] = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from admin_transfer_batches where kind = 'bulk'`)) as [{ n: number }];
    expect(n).toBe(3);
    await db.execute(sql`update memberships set blocked_at = null where user_id = ${ids[4]!}`);
    await expectLedgerOk();
  });

  it('schedules one for a date: the job pass runs it once when due; a canceled one never runs; one without a period fails', async () => {
    const admin = await as(org, 0);
    const soon = new Date(Date.now() + 5 * 60_000).toISOString();
    const tooSoon = await admin.post('/api/admin/transfer-batches', { mode: 'all', amount: 3, reason: 'x', executeAt: new Date(Date.now() + 10_000).toISOString() }, key());
    expect(tooSoon.json().error).toMatchObject({ code: 'SCHEDULE_OUT_OF_RANGE', details: { field: 'executeAt' } });

    const scheduled: AdminBatch = (await admin.post('/api/admin/transfer-batches', { mode: 'all', amount: 3, reason: 'Премия к празднику', executeAt: soon }, key())).json();
    expect(scheduled).toMatchObject({ status: 'scheduled', recipients: 0, executeAt: soon });
    const canceled: AdminBatch = (await admin.post('/api/admin/transfer-batches', { mode: 'all', amount: 9, reason: 'Передумали', executeAt: soon }, key())).json();
    expect((await admin.post('/api/admin/transfer-batches/cancel', { id: canceled.id })).json()).toMatchObject({ status: 'canceled' });
    expect((await admin.post('/api/admin/transfer-batches/cancel', { id: canceled.id })).json().error.code).toBe('BATCH_NOT_CANCELLABLE');
    expect((await (await as(other, 0)).post('/api/admin/transfer-batches/cancel', { id: scheduled.id })).json().error.code).toBe('NOT_FOUND');

    expect(await runDueBatches(db, new Date())).toEqual({ ran: 0, credited: 0 });
    const later = new Date(Date.now() + 6 * 60_000);
    const income = await balanceOf(db, org.members[1]!.id, 'income');
    const [ran1, ran2] = await Promise.all([runDueBatches(db, later), runDueBatches(db, later)]);
    expect(ran1.credited + ran2.credited).toBe(5);
    expect(await balanceOf(db, org.members[1]!.id, 'income')).toBe(income + 3);
    expect(await rowsOf(canceled.id)).toEqual([]);
    const listed: AdminBatch[] = (await admin.get('/api/admin/transfer-batches')).json().items;
    expect(listed.find((b) => b.id === scheduled.id)).toMatchObject({ status: 'done', recipients: 5 });
    expect((await admin.get('/api/admin/transfer-batches?status=canceled')).json().items.map((b: AdminBatch) => b.id)).toEqual([canceled.id]);

    // No active period when it comes due: it fails with the reason and credits nobody.
    const otherAdmin = await as(other, 0);
    const doomed: AdminBatch = (await otherAdmin.post('/api/admin/transfer-batches', { mode: 'all', amount: 3, reason: 'x', executeAt: soon }, key())).json();
    await db.execute(sql`update periods set status = 'completed' where organization_id = ${other.id}`);
    await runDueBatches(db, later);
    expect((await otherAdmin.get('/api/admin/transfer-batches')).json().items[0]).toMatchObject({ id: doomed.id, status: 'failed', failure: 'NO_ACTIVE_PERIOD', recipients: 0 });
    expect(await rowsOf(doomed.id)).toEqual([]);
  });
});
