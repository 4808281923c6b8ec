/**
 * Points at their bounds (security hardening; SPEC §1 Balance per period, §3 Accounts): every amount
 * the API accepts is at most MAX_POINTS, and with the largest amounts the economy figures, the
 * balance and `ledger:check` stay exact. Ledgers that already hold amounts beyond today's bounds
 * (written before the bounds existed) answer 200 with saturated figures instead of a 500 for good,
 * and `ledger:check` reports no problem that is not there.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MAX_POINTS } from '@gratia/contracts';
import type { Db } from '../../src/db/client.ts';
import { withTxRetry } from '../../src/db/txRetry.ts';
import { checkLedgerInvariants, ensureMemberAccounts, ensureTreasury, postJournal } from '../../src/modules/ledger/index.ts';
import { completePeriod } from '../../src/modules/periods/lifecycle.ts';
import { count, createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
const as = memberClients(() => app);

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

/** POST /api/admin/transfers as the org's admin. */
async function adminTransfer(org: TestOrg, body: Record<string, unknown>) {
  return (await as(org, 0)).post('/api/admin/transfers', { reason: 'bounds', account: 'distribution', ...body }, { headers: { 'idempotency-key': randomUUID() } });
}

describe('amounts at MAX_POINTS', () => {
  it('refuses one point more, and 2^53 − 1, with nothing written', async () => {
    const org = await createOrg(db, { name: 'Over', members: 2, accrual: 10 });
    const before = await count(db, 'ledger_entries');
    for (const amount of [MAX_POINTS + 1, 2 ** 53 - 1]) {
      const res = await adminTransfer(org, { userId: memberOf(org, 1).id, direction: 'credit', amount });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.issues).toEqual([{ path: 'amount', message: 'validation.amountMax', location: 'body', maximum: MAX_POINTS }]);
    }
    expect(await count(db, 'ledger_entries')).toBe(before);
  });

  it('keep the economy, the balance and ledger:check exact through credits, thanks, a cancel, a debit and the period end', async () => {
    const org = await createOrg(db, { name: 'Max', members: 3, accrual: MAX_POINTS });
    await db.execute(`update organizations set transaction_cancel_time = 3600 where id = ${org.id}`);
    const [admin, sender, recipient] = [memberOf(org, 0), memberOf(org, 1), memberOf(org, 2)];
    for (let i = 0; i < 5; i++) {
      expect((await adminTransfer(org, { userId: sender.id, direction: 'credit', amount: MAX_POINTS })).statusCode).toBe(200);
    }
    expect((await adminTransfer(org, { userId: recipient.id, direction: 'credit', account: 'income', amount: MAX_POINTS })).statusCode).toBe(200);
    const thank = async () =>
      (await as(org, 1)).post('/api/transfers', { recipientId: recipient.id, amount: MAX_POINTS, message: 'max' }, { headers: { 'idempotency-key': randomUUID() } });
    const first = await thank();
    expect(first.statusCode, first.body).toBe(200);
    expect((await thank()).statusCode).toBe(200);
    expect((await (await as(org, 1)).post('/api/transfers/cancel', { id: first.json().id })).statusCode).toBe(200);
    expect((await adminTransfer(org, { userId: recipient.id, direction: 'debit', account: 'income', amount: MAX_POINTS })).statusCode).toBe(200);

    // Created: 3 accruals and 6 credits of MAX_POINTS; the sender gave one thanks that stayed.
    const economy = await (await as(org, 1)).get('/api/organization/economy');
    expect(economy.statusCode).toBe(200);
    expect(economy.json().disbursedAmount).toBe(9 * MAX_POINTS);
    const patched = await (await as(org, 0)).send('PATCH', '/api/organization/economy', { maxTransfer: MAX_POINTS });
    expect(patched.statusCode).toBe(200);
    expect((await (await as(org, 1)).get('/api/balance')).json()).toMatchObject({ distribute: 5 * MAX_POINTS, received: 0 });
    expect((await (await as(org, 2)).get('/api/balance')).json()).toMatchObject({ distribute: MAX_POINTS, received: MAX_POINTS });
    expect(admin.id).toBeGreaterThan(0);

    const during = await checkLedgerInvariants(db);
    expect(during.problems).toEqual([]);
    if (org.periodId === null) throw new Error('no period');
    expect((await completePeriod(db, org.periodId, new Date(), true)).completed).toBe(true);
    const after = await checkLedgerInvariants(db);
    expect(after.problems).toEqual([]);
    expect(after.totals.created - after.totals.destroyed).toBe(after.totals.members);
  });
});

describe('a ledger that already holds amounts beyond the bounds', () => {
  it('answers 200 with saturated figures and ledger:check finds no false problem', async () => {
    const org = await createOrg(db, { name: 'Legacy', members: 3, accrual: 100 });
    const member = memberOf(org, 1);
    if (org.periodId === null) throw new Error('no period');
    const periodId = org.periodId;
    // What one admin credit of 2^53 − 1 left behind before amounts were bounded, then a debit of 1.
    await withTxRetry(db, async (tx) => {
      const treasury = await ensureTreasury(tx, org.id, periodId);
      const acc = await ensureMemberAccounts(tx, org.id, periodId, member.id);
      const move = (kind: 'admin_credit' | 'admin_debit', amount: number) =>
        postJournal(tx, {
          organizationId: org.id,
          kind,
          transactionId: null,
          lines: [
            { accountId: acc.distributionId, amount },
            { accountId: treasury, amount: -amount },
          ],
        });
      await move('admin_credit', Number.MAX_SAFE_INTEGER);
      await move('admin_debit', -1);
    });
    const c = await as(org, 1);
    const economy = await c.get('/api/organization/economy');
    expect(economy.statusCode, economy.body).toBe(200);
    expect(economy.json().disbursedAmount).toBe(Number.MAX_SAFE_INTEGER);
    expect((await (await as(org, 0)).send('PATCH', '/api/organization/economy', { anonymityAllowed: false })).statusCode).toBe(200);
    const balance = await c.get('/api/balance');
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.json().distribute).toBe(Number.MAX_SAFE_INTEGER);

    const report = await checkLedgerInvariants(db);
    expect(report.problems).toEqual([]);
    // 300 accrued + 2^53 − 1 credited, 1 debited: exact, past what a JavaScript number holds.
    expect(report.totals.created - report.totals.destroyed).toBe(report.totals.members);
    expect(String(report.totals.created)).not.toBe(String(Number(report.totals.created)));
  });
});
