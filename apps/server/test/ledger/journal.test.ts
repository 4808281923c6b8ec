/**
 * Posting a journal (ARCHITECTURE "Ledger", docs/decisions/0016): `postJournal` in one statement
 * inside a transaction, and `journalCtes` as part of a larger statement that is its own
 * transaction. A debit below zero is refused either way and nothing of it stays written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client.ts';
import { AppError } from '../../src/http/errors.ts';
import { checkLedgerInvariants, ensureMemberAccounts, isInsufficientFunds, journalCtes, postJournal } from '../../src/modules/ledger/index.ts';
import { balanceOf, count, createOrg, createTestDb, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let cleanup: () => Promise<void>;
let org: TestOrg;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  org = await createOrg(db, { name: 'Journal', members: 3, accrual: 10 });
});
afterAll(async () => cleanup());

/** The distribution account of member `i` and the income account of member `j`. */
async function accounts(i: number, j: number) {
  const from = await ensureMemberAccounts(db, org.id, org.periodId!, memberOf(org, i).id);
  const to = await ensureMemberAccounts(db, org.id, org.periodId!, memberOf(org, j).id);
  return { distributionId: from.distributionId, incomeId: to.incomeId };
}

describe('postJournal', () => {
  it('moves the points and refuses a debit past the balance with INSUFFICIENT_FUNDS naming the account', async () => {
    const { distributionId, incomeId } = await accounts(0, 1);
    const lines = (amount: number) => [
      { accountId: incomeId, amount },
      { accountId: distributionId, amount: -amount },
    ];
    await db.transaction((tx) => postJournal(tx, { organizationId: org.id, kind: 'thanks', transactionId: null, lines: lines(4) }));
    expect(await balanceOf(db, memberOf(org, 0).id, 'distribution')).toBe(6);
    expect(await balanceOf(db, memberOf(org, 1).id, 'income')).toBe(4);
    const journals = await count(db, 'ledger_journals');
    const err = await db
      .transaction((tx) => postJournal(tx, { organizationId: org.id, kind: 'thanks', transactionId: null, lines: lines(7) }))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'INSUFFICIENT_FUNDS', details: { accountId: distributionId } });
    expect(await balanceOf(db, memberOf(org, 0).id, 'distribution')).toBe(6);
    expect(await balanceOf(db, memberOf(org, 1).id, 'income')).toBe(4);
    expect(await count(db, 'ledger_journals')).toBe(journals);
  });
});

describe('journalCtes', () => {
  const statement = (lines: { accountId: number; amount: number }[], when = sql`true`) =>
    sql`with ${journalCtes({ organizationId: org.id, kind: 'thanks', transactionId: null, lines }, when)}
        select (select id from lj_journal) as journal_id`;

  it('posts within one statement, and posts nothing when its condition does not hold', async () => {
    const { distributionId, incomeId } = await accounts(2, 1);
    const [posted] = await queryRows<{ journal_id: number | null }>(db, statement([{ accountId: distributionId, amount: -3 }, { accountId: incomeId, amount: 3 }]));
    expect(posted?.journal_id).not.toBeNull();
    expect(await balanceOf(db, memberOf(org, 2).id, 'distribution')).toBe(7);
    const [skipped] = await queryRows<{ journal_id: number | null }>(
      db,
      statement([{ accountId: distributionId, amount: -3 }, { accountId: incomeId, amount: 3 }], sql`false`),
    );
    expect(skipped?.journal_id).toBeNull();
    expect(await balanceOf(db, memberOf(org, 2).id, 'distribution')).toBe(7);
  });

  it('aborts the whole statement when a member account would go below zero: the CHECK refuses it', async () => {
    const { distributionId, incomeId } = await accounts(2, 0);
    const before = { journals: await count(db, 'ledger_journals'), entries: await count(db, 'ledger_entries'), income: await balanceOf(db, memberOf(org, 0).id, 'income') };
    const err = await queryRows(db, statement([{ accountId: incomeId, amount: 8 }, { accountId: distributionId, amount: -8 }])).catch((e: unknown) => e);
    expect(isInsufficientFunds(err)).toBe(true);
    expect(await balanceOf(db, memberOf(org, 2).id, 'distribution')).toBe(7);
    expect({ journals: await count(db, 'ledger_journals'), entries: await count(db, 'ledger_entries'), income: await balanceOf(db, memberOf(org, 0).id, 'income') }).toEqual(before);
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);
  });

  it('refuses lines that do not balance before anything is sent', () => {
    expect(() => journalCtes({ organizationId: org.id, kind: 'thanks', transactionId: null, lines: [{ accountId: 1, amount: -2 }, { accountId: 2, amount: 1 }] }, sql`true`)).toThrow(
      'journal lines must sum to zero',
    );
  });
});
