import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Db } from '../src/db/client.ts';
import { checkLedgerInvariants } from '../src/modules/ledger/service.ts';
import { balanceOf, Client, count, createOrg, createTestApp, createTestDb, memberBalanceTotal } from './helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let org: Awaited<ReturnType<typeof createOrg>>;
let other: Awaited<ReturnType<typeof createOrg>>;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  org = await createOrg(db, { name: 'Alpha', members: 8, accrual: 100, maxTransfer: 50 });
  other = await createOrg(db, { name: 'Beta', members: 3, accrual: 100, anonymityAllowed: false });
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

const member = (o: typeof org, i: number) => {
  const m = o.members[i];
  if (!m) throw new Error(`no member ${i}`);
  return m;
};

async function signedIn(o: typeof org, i: number) {
  const c = new Client(app);
  await c.signIn(member(o, i).email);
  return c;
}

function send(c: Client, body: Record<string, unknown>, key: string = randomUUID()) {
  return c.post('/api/transfers', { message: 'Спасибо!', ...body }, { headers: { 'idempotency-key': key } });
}

describe('POST /api/transfers (SPEC §1 Thanks)', () => {
  it('moves points from the sender distribution account to the recipient income account', async () => {
    const c = await signedIn(org, 1);
    const before = await memberBalanceTotal(db);
    const res = await send(c, { recipientId: member(org, 2).id, amount: 7, valueId: org.valueIds[0] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ amount: 7, type: 'between_users', status: 'completed', sender: { id: member(org, 1).id }, value: { id: org.valueIds[0] } });
    expect(await balanceOf(db, member(org, 1).id, 'distribution')).toBe(93);
    expect(await balanceOf(db, member(org, 2).id, 'income')).toBe(7);
    expect(await memberBalanceTotal(db)).toBe(before);
    const balance = (await c.get('/api/balance')).json();
    expect(balance).toMatchObject({ distribute: 93, received: 0, hidden: false });
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);
  });

  it('enforces the rules with stable error codes and writes nothing on failure', async () => {
    const c = await signedIn(org, 1);
    const txBefore = await count(db, 'transactions');
    const entriesBefore = await count(db, 'ledger_entries');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ recipientId: member(org, 1).id, amount: 1 }, 422, 'SELF_TRANSFER'],
      [{ recipientId: member(org, 2).id, amount: 51 }, 422, 'MAX_TRANSFER_EXCEEDED'],
      [{ recipientId: member(other, 0).id, amount: 1 }, 404, 'USER_NOT_FOUND'],
      [{ recipientId: 999_999, amount: 1 }, 404, 'USER_NOT_FOUND'],
      [{ recipientId: member(org, 2).id, amount: 1, valueId: other.valueIds[0] }, 404, 'VALUE_NOT_FOUND'],
      [{ recipientId: member(org, 2).id, amount: 0 }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, code] of cases) {
      const res = await send(c, body);
      expect(res.statusCode, code).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
    const invalid = await send(c, { recipientId: member(org, 2).id, amount: 0, message: '' });
    expect(invalid.json().error.details.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'amount', message: 'validation.amountMin' }),
        expect.objectContaining({ path: 'message', message: 'validation.required' }),
      ]),
    );
    const noKey = await c.post('/api/transfers', { recipientId: member(org, 2).id, amount: 1, message: 'x' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.code).toBe('VALIDATION_ERROR');
    const beta = await signedIn(other, 0);
    const anon = await send(beta, { recipientId: member(other, 1).id, amount: 1, isAnonymous: true });
    expect(anon.json().error.code).toBe('ANONYMITY_NOT_ALLOWED');
    const broke = await send(c, { recipientId: member(org, 2).id, amount: 50 });
    expect(broke.statusCode).toBe(200);
    const insufficient = await send(c, { recipientId: member(org, 2).id, amount: 50 });
    expect(insufficient.json().error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await count(db, 'transactions')).toBe(txBefore + 1);
    expect(await count(db, 'ledger_entries')).toBe(entriesBefore + 2);
  });

  it('NO_ACTIVE_PERIOD without an active period', async () => {
    const idle = await createOrg(db, { name: 'Idle', members: 2, accrual: 0, activePeriod: false });
    const c = new Client(app);
    await c.signIn(member(idle, 0).email);
    const res = await send(c, { recipientId: member(idle, 1).id, amount: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('NO_ACTIVE_PERIOD');
    const current = await c.get('/api/periods/current');
    expect(current.statusCode).toBe(404);
    expect(current.json().error.code).toBe('NO_ACTIVE_PERIOD');
    expect((await c.get('/api/organization/settings')).json()).toMatchObject({ isActivePeriod: false, period: null });
  });

  it('50 concurrent thanks from a sender whose balance covers exactly 10: exactly 10 succeed', async () => {
    const rich = await createOrg(db, { name: 'Rush', members: 6, accrual: 10 });
    const c = new Client(app);
    await c.signIn(member(rich, 0).email);
    const totalBefore = await memberBalanceTotal(db);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(c, { recipientId: member(rich, 1 + (i % 5)).id, amount: 1 })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const failed = results.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(10);
    expect(failed.every((r) => r.json().error.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await balanceOf(db, member(rich, 0).id, 'distribution')).toBe(0);
    const [neg] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from accounts where kind <> 'treasury' and balance < 0`);
    expect(neg?.n).toBe(0);
    expect(await memberBalanceTotal(db)).toBe(totalBefore);
    const [sent] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from transactions where sender_id = ${member(rich, 0).id}`);
    expect(sent?.n).toBe(10);
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);
  });

  it('the same Idempotency-Key sent 5 times at once creates one transfer and returns it 5 times', async () => {
    const c = await signedIn(org, 3);
    const key = randomUUID();
    const before = await balanceOf(db, member(org, 3).id, 'distribution');
    const body = { recipientId: member(org, 4).id, amount: 3 };
    const results = await Promise.all(Array.from({ length: 5 }, () => send(c, body, key)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(results.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    const [rows] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from transactions where idempotency_key = ${key}`);
    expect(rows?.n).toBe(1);
    expect(await balanceOf(db, member(org, 3).id, 'distribution')).toBe(before - 3);
    const conflict = await send(c, { ...body, amount: 4 }, key);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await balanceOf(db, member(org, 3).id, 'distribution')).toBe(before - 3);
  });
});

describe('ledger immutability', () => {
  it('rejects UPDATE and DELETE of ledger entries', async () => {
    await expect(db.execute(sql`update ledger_entries set amount = amount + 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    await expect(db.execute(sql`update accounts set balance = -1 where kind = 'distribution'`)).rejects.toThrow();
    expect((await checkLedgerInvariants(db)).ok).toBe(true);
  });

  it('checkLedgerInvariants detects a cached balance that drifted from its entries', async () => {
    await db.execute(sql`update accounts set balance = balance + 1 where id = (select min(id) from accounts where kind = 'income')`);
    const report = await checkLedgerInvariants(db);
    expect(report.ok).toBe(false);
    expect(report.problems.join()).toMatch(/caches/);
    await db.execute(sql`update accounts set balance = balance - 1 where id = (select min(id) from accounts where kind = 'income')`);
    expect((await checkLedgerInvariants(db)).ok).toBe(true);
  });
});
