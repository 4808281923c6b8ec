/**
 * A manager's redistribution (DOMAIN §6.4 'M'; docs/decisions/0021, 0023), through the API: the
 * scope (balance, division), giving points to give to a colleague — of the manager's division and
 * the divisions under it when the grant names one, of the whole community otherwise — shown in
 * both people's history, idempotent, and every refusal with its code and nothing changed; only
 * managers reach either call. The ledger invariants are checked after each part.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HistoryItem, Redistribution, RedistributionScope } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { memberships, organizations, privilegedRoles } from '../../src/db/schema.ts';
import { checkLedgerInvariants } from '../../src/modules/ledger/index.ts';
import { createDivisions, setMemberPosition } from '../../src/modules/people/index.ts';
import { createRedistribution } from '../../src/modules/redistribution/index.ts';
import { balanceOf, type Client, count, createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let org: TestOrg;
let other: TestOrg;
let empty: TestOrg;
let dev: number;
const as = memberClients(() => app);
const id = (i: number) => memberOf(org, i).id;

/**
 * Acme: 0 admin; 1 manager of «Разработка»; 2 manager of the whole community; 3 in «Разработка»,
 * 4 in its «Backend», 5 in «Продажи», 6 in no division, 7 fired, 8 blocked (both in «Разработка»).
 */
beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  org = await createOrg(db, { name: 'Acme', members: 9, accrual: 100 });
  other = await createOrg(db, { name: 'Bolt', members: 2, accrual: 100 });
  empty = await createOrg(db, { name: 'Idle', members: 2, accrual: 0, activePeriod: false });
  const divisions = await createDivisions(db, org.id, [{ name: 'Разработка', children: [{ name: 'Backend' }] }, { name: 'Продажи' }]);
  dev = divisions.get('Разработка')!;
  const place: [number, string][] = [[1, 'Разработка'], [3, 'Разработка'], [4, 'Разработка/Backend'], [5, 'Продажи'], [7, 'Разработка'], [8, 'Разработка']];
  for (const [i, path] of place) await setMemberPosition(db, { organizationId: org.id, userId: id(i), divisionId: divisions.get(path)!, jobTitle: null });
  await db.insert(privilegedRoles).values([
    { organizationId: org.id, userId: id(1), role: 'M', roleName: 'Менеджер', divisionId: dev },
    { organizationId: org.id, userId: id(2), role: 'M', roleName: 'Менеджер' },
    { organizationId: other.id, userId: memberOf(other, 1).id, role: 'M', roleName: 'Менеджер' },
    { organizationId: empty.id, userId: memberOf(empty, 1).id, role: 'M', roleName: 'Менеджер' },
  ]);
  await db.update(memberships).set({ firedOn: '2020-01-01' }).where(sql`${memberships.userId} = ${id(7)}`);
  await db.update(memberships).set({ blockedAt: new Date() }).where(sql`${memberships.userId} = ${id(8)}`);
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

const give = async (c: Client, body: Record<string, unknown>, key: string = randomUUID()) =>
  c.post('/api/redistribution', body, { headers: { 'idempotency-key': key } });
const history = async (c: Client, q = 'filter=all'): Promise<HistoryItem[]> => (await c.get(`/api/history?${q}&limit=100`)).json().items;

async function expectLedgerOk() {
  const report = await checkLedgerInvariants(db);
  expect(report.problems).toEqual([]);
  expect(report.totals.created - report.totals.destroyed).toBe(report.totals.members);
}

describe('the scope', () => {
  it('tells a manager their points to give and their division; nobody else reaches it', async () => {
    const scoped = (await (await as(org, 1)).get('/api/redistribution/scope')).json() as RedistributionScope;
    expect(scoped).toMatchObject({ balance: 100, hidden: false, division: { id: dev, name: 'Разработка' }, period: { id: org.periodId } });
    expect(((await (await as(org, 2)).get('/api/redistribution/scope')).json() as RedistributionScope).division).toBeNull();
    // Without a period there is nothing to give.
    expect((await (await as(empty, 1)).get('/api/redistribution/scope')).json()).toEqual({ period: null, balance: 0, hidden: false, division: null });
    // Hidden balances stay hidden.
    await db.update(organizations).set({ hideBalances: true }).where(sql`${organizations.id} = ${org.id}`);
    expect((await (await as(org, 1)).get('/api/redistribution/scope')).json()).toMatchObject({ balance: null, hidden: true });
    await db.update(organizations).set({ hideBalances: false }).where(sql`${organizations.id} = ${org.id}`);
    // An admin who is no manager, and a plain member, are refused.
    for (const i of [0, 3]) {
      const res = await (await as(org, i)).get('/api/redistribution/scope');
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'FORBIDDEN']);
    }
  });
});

describe('giving points', () => {
  it('moves points to give from the manager to a colleague of their division or below, shown in both histories', async () => {
    const manager = await as(org, 1);
    const res = await give(manager, { recipientId: id(4), amount: 30, message: 'На благодарности команде' });
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json() as Redistribution;
    expect(made).toMatchObject({ amount: 30, message: 'На благодарности команде', sender: { id: id(1) }, recipient: { id: id(4) }, periodId: org.periodId });
    expect(await balanceOf(db, id(1), 'distribution')).toBe(70);
    expect(await balanceOf(db, id(4), 'distribution')).toBe(130);
    expect(await balanceOf(db, id(4), 'income')).toBe(0);
    expect((await give(manager, { recipientId: id(3), amount: 10 })).statusCode).toBe(200);

    expect((await history(manager, 'filter=sent')).find((i) => i.id === made.id)).toMatchObject({
      type: 'redistribution',
      direction: 'sent',
      amount: 30,
      counterpart: { id: id(4) },
      cancellableUntil: null,
      approval: null,
    });
    const recipient = await as(org, 4);
    expect((await history(recipient, 'filter=received')).find((i) => i.id === made.id)).toMatchObject({ type: 'redistribution', direction: 'received', counterpart: { id: id(1) } });
    // The recipient can give them on as thanks; a redistribution cannot be canceled.
    const thanks = await recipient.post('/api/transfers', { recipientId: id(5), amount: 120, message: 'Спасибо' }, { headers: { 'idempotency-key': randomUUID() } });
    expect(thanks.statusCode, thanks.body).toBe(200);
    expect((await manager.post('/api/transfers/cancel', { id: made.id })).json().error).toMatchObject({ code: 'TRANSFER_NOT_CANCELLABLE', details: { reason: 'type' } });
    // It is neither a thanks in the feed nor a thanks received; the bell says who gave how much.
    expect(((await recipient.get('/api/feed?limit=100')).json().items as { transaction?: { id: number } }[]).some((e) => e.transaction?.id === made.id)).toBe(false);
    const bell = (await recipient.get('/api/notifications?limit=100')).json().items as { kind: string; transactionId?: number; amount?: number; actor: { id: number } | null }[];
    expect(bell.filter((n) => n.transactionId === made.id)).toEqual([expect.objectContaining({ kind: 'points_redistributed', amount: 30, actor: expect.objectContaining({ id: id(1) }) })]);
    await expectLedgerOk();
  });

  it('a manager of the whole community gives to anyone active in it', async () => {
    const manager = await as(org, 2);
    for (const i of [5, 6, 1]) expect((await give(manager, { recipientId: id(i), amount: 5 })).statusCode).toBe(200);
    expect(await balanceOf(db, id(2), 'distribution')).toBe(85);
    await expectLedgerOk();
  });

  it('refuses with a stable code and changes nothing', async () => {
    const scoped = await as(org, 1);
    const whole = await as(org, 2);
    const state = async () => [await count(db, 'transactions'), await count(db, 'ledger_journals'), await balanceOf(db, id(1), 'distribution'), await balanceOf(db, id(2), 'distribution')];
    const before = await state();
    const cases: [Client, Record<string, unknown>, number, string][] = [
      [scoped, { recipientId: id(1), amount: 5 }, 422, 'SELF_ACTION'],
      [scoped, { recipientId: id(5), amount: 5 }, 422, 'REDISTRIBUTION_OUT_OF_SCOPE'],
      [scoped, { recipientId: id(6), amount: 5 }, 422, 'REDISTRIBUTION_OUT_OF_SCOPE'],
      [scoped, { recipientId: id(2), amount: 5 }, 422, 'REDISTRIBUTION_OUT_OF_SCOPE'],
      [scoped, { recipientId: id(7), amount: 5 }, 409, 'RECIPIENT_INACTIVE'],
      [whole, { recipientId: id(8), amount: 5 }, 409, 'RECIPIENT_INACTIVE'],
      [whole, { recipientId: memberOf(other, 0).id, amount: 5 }, 404, 'USER_NOT_FOUND'],
      [whole, { recipientId: 2_147_483_000, amount: 5 }, 404, 'USER_NOT_FOUND'],
      [scoped, { recipientId: id(3), amount: 66 }, 422, 'INSUFFICIENT_FUNDS'],
      [scoped, { recipientId: id(3), amount: 0 }, 400, 'VALIDATION_ERROR'],
      [scoped, { recipientId: id(3), amount: 1.5 }, 400, 'VALIDATION_ERROR'],
      [scoped, { recipientId: id(3), amount: 1_000_001 }, 400, 'VALIDATION_ERROR'],
      [scoped, { recipientId: 'x', amount: 5 }, 400, 'VALIDATION_ERROR'],
      [scoped, { recipientId: id(3), amount: 5, message: 'x'.repeat(501) }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [c, body, status, code] of cases) {
      const res = await give(c, body);
      expect([res.statusCode, res.json().error?.code], JSON.stringify(body)).toEqual([status, code]);
      if (code === 'VALIDATION_ERROR') expect(res.json().error.details.issues.map((i: { path: string }) => i.path)).toHaveLength(1);
    }
    const noKey = await scoped.post('/api/redistribution', { recipientId: id(3), amount: 5 });
    expect(noKey.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { issues: [{ location: 'headers' }] } });
    // Without an active period.
    const idle = await give(await as(empty, 1), { recipientId: memberOf(empty, 0).id, amount: 1 });
    expect(idle.json().error.code).toBe('NO_ACTIVE_PERIOD');
    // Another community's manager cannot reach this one's members.
    expect((await give(await as(other, 1), { recipientId: id(3), amount: 1 })).json().error.code).toBe('USER_NOT_FOUND');
    // Members and admins who are no managers are stopped before their input is read.
    for (const i of [0, 3]) expect((await give(await as(org, i), { recipientId: id(4), amount: 1 })).statusCode).toBe(403);
    expect(await state()).toEqual(before);
    await expectLedgerOk();
  });

  it('is idempotent: the same key and body give once, another body with the key is a conflict', async () => {
    const manager = await as(org, 2);
    const key = randomUUID();
    const first = (await give(manager, { recipientId: id(3), amount: 7 }, key)).json() as Redistribution;
    const again = (await give(manager, { recipientId: id(3), amount: 7 }, key.toUpperCase())).json() as Redistribution;
    expect(again.id).toBe(first.id);
    expect(await balanceOf(db, id(2), 'distribution')).toBe(78);
    expect((await give(manager, { recipientId: id(3), amount: 8 }, key)).json().error.code).toBe('IDEMPOTENCY_CONFLICT');
    // Twins at once: one redistribution.
    const twin = randomUUID();
    const both = await Promise.all([
      createRedistribution(db, { userId: id(2), organizationId: org.id }, { recipientId: id(4), amount: 3, message: '' }, twin),
      createRedistribution(db, { userId: id(2), organizationId: org.id }, { recipientId: id(4), amount: 3, message: '' }, twin),
    ]);
    expect(both[0].id).toBe(both[1].id);
    expect(await balanceOf(db, id(2), 'distribution')).toBe(75);
    const [n] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from transactions where type = 'redistribution' and idempotency_key = ${twin}`);
    expect(n?.n).toBe(1);
    await expectLedgerOk();
  });

  it('a revoked grant stops the manager at once', async () => {
    await db.delete(privilegedRoles).where(sql`${privilegedRoles.userId} = ${id(2)} and ${privilegedRoles.role} = 'M'`);
    const res = await give(await as(org, 2), { recipientId: id(3), amount: 1 });
    expect(res.statusCode).toBe(403);
    await expect(createRedistribution(db, { userId: id(2), organizationId: org.id }, { recipientId: id(3), amount: 1, message: '' }, randomUUID())).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expectLedgerOk();
  });
});
