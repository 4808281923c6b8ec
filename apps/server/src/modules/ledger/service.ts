/**
 * Double-entry ledger (ARCHITECTURE "Ledger"). Points move only as balanced journals of immutable
 * entries, written in the caller's database transaction together with the cached account balances.
 * A debit of a member account is guarded (`balance >= amount`) so it can never go negative, whatever
 * the concurrency; treasury accounts (one per organization and period) are where accruals come from
 * and may go negative.
 */
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import type { JournalKind } from '../../db/schema.ts';
import { AppError, sqlState } from '../../http/errors.ts';

/** One line of a journal: signed points (+ credit, − debit). */
export interface JournalLine {
  accountId: number;
  amount: number;
}

/** A member's two accounts in a period. */
export interface MemberAccounts {
  distributionId: number;
  incomeId: number;
}

/**
 * Returns the distribution and income accounts of each user in the period (keyed by user id),
 * creating missing ones with balance 0 (idempotent under concurrency). One query when they exist.
 */
export async function ensureAccountsOf(
  tx: Executor,
  organizationId: number,
  periodId: number,
  userIds: number[],
): Promise<Map<number, MemberAccounts>> {
  const ids = sql.join(userIds.map((id) => sql`${id}::int`), sql`, `);
  const read = async () => {
    const rows = await queryRows<{ id: number; user_id: number; kind: string }>(
      tx,
      sql`select id, user_id, kind from accounts
          where period_id = ${periodId} and user_id in (${ids}) and kind in ('distribution', 'income')`,
    );
    const map = new Map<number, MemberAccounts>();
    for (const userId of userIds) {
      const d = rows.find((r) => Number(r.user_id) === userId && r.kind === 'distribution');
      const i = rows.find((r) => Number(r.user_id) === userId && r.kind === 'income');
      if (d && i) map.set(userId, { distributionId: Number(d.id), incomeId: Number(i.id) });
    }
    return map;
  };
  let map = await read();
  if (map.size < new Set(userIds).size) {
    const values = sql.join(
      userIds.flatMap((u) => [
        sql`(${organizationId}::int, ${periodId}::int, ${u}::int, 'distribution')`,
        sql`(${organizationId}::int, ${periodId}::int, ${u}::int, 'income')`,
      ]),
      sql`, `,
    );
    await tx.execute(sql`
      insert into accounts (organization_id, period_id, user_id, kind) values ${values}
      on conflict (period_id, user_id, kind) where user_id is not null do nothing`);
    map = await read();
  }
  for (const userId of userIds) if (!map.has(userId)) throw new Error(`accounts of user ${userId} in period ${periodId} missing`);
  return map;
}

/** The member's distribution and income accounts of the period, created if missing. */
export async function ensureMemberAccounts(
  tx: Executor,
  organizationId: number,
  periodId: number,
  userId: number,
): Promise<MemberAccounts> {
  const acc = (await ensureAccountsOf(tx, organizationId, periodId, [userId])).get(userId);
  if (!acc) throw new Error(`accounts of user ${userId} missing`);
  return acc;
}

/** Returns the treasury account of the organization's period, creating it if missing. */
export async function ensureTreasury(tx: Executor, organizationId: number, periodId: number): Promise<number> {
  await tx.execute(sql`
    insert into accounts (organization_id, period_id, user_id, kind)
    values (${organizationId}, ${periodId}, null, 'treasury')
    on conflict (period_id, kind) where user_id is null do nothing`);
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`select id from accounts where period_id = ${periodId} and kind = 'treasury' and user_id is null`,
  );
  if (!row) throw new Error(`treasury of period ${periodId} missing`);
  return Number(row.id);
}

/**
 * Posts a balanced journal inside transaction `tx`: checks that the lines sum to zero, applies them
 * to the cached balances in account-id order (a stable lock order, so journals cannot deadlock each
 * other) with a guarded debit on member accounts, and inserts the immutable entries.
 * Throws AppError INSUFFICIENT_FUNDS when a member account would go below zero (the caller's
 * transaction must then roll back). Returns the journal id.
 */
export async function postJournal(
  tx: Executor,
  journal: { organizationId: number; kind: JournalKind; transactionId: number | null; lines: JournalLine[]; createdAt?: Date },
): Promise<number> {
  const { lines } = journal;
  if (lines.length < 2) throw new Error('a journal needs at least two lines');
  if (lines.some((l) => !Number.isSafeInteger(l.amount) || l.amount === 0)) throw new Error('journal amounts must be non-zero integers');
  if (lines.reduce((s, l) => s + l.amount, 0) !== 0) throw new Error('journal lines must sum to zero');

  const ordered = [...lines].sort((a, b) => a.accountId - b.accountId);
  for (const line of ordered) {
    if (line.amount < 0) {
      const debit = -line.amount;
      const updated = await queryRows<{ id: number }>(
        tx,
        sql`update accounts set balance = balance - ${debit}
            where id = ${line.accountId} and (kind = 'treasury' or balance >= ${debit})
            returning id`,
      );
      if (updated.length === 0) {
        throw new AppError('INSUFFICIENT_FUNDS', 'User has insufficient funds', { details: { accountId: line.accountId } });
      }
    } else {
      await tx.execute(sql`update accounts set balance = balance + ${line.amount} where id = ${line.accountId}`);
    }
  }
  const createdAt = (journal.createdAt ?? new Date()).toISOString();
  const values = sql.join(
    lines.map((l) => sql`(${l.accountId}::int, ${l.amount}::bigint)`),
    sql`, `,
  );
  // Journal and its entries in one statement.
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`with j as (
          insert into ledger_journals (organization_id, kind, transaction_id, created_at)
          values (${journal.organizationId}, ${journal.kind}, ${journal.transactionId}, ${createdAt})
          returning id
        ), e as (
          insert into ledger_entries (journal_id, account_id, amount, created_at)
          select j.id, v.account_id, v.amount, ${createdAt} from j, (values ${values}) as v(account_id, amount)
        )
        select id from j`,
  );
  if (!row) throw new Error('journal insert returned nothing');
  const journalId = Number(row.id);
  return journalId;
}

/**
 * Credits `amount` points to the distribution account of each user in `userIds` from the period's
 * treasury, as one journal (the period accrual, SPEC §3 Period "accrual amount").
 */
export async function accrue(
  db: Db,
  input: { organizationId: number; periodId: number; amount: number; userIds: number[]; createdAt?: Date },
): Promise<number> {
  if (input.userIds.length === 0 || input.amount <= 0) throw new Error('accrual needs users and a positive amount');
  return withTxRetry(db, async (tx) => {
    const treasury = await ensureTreasury(tx, input.organizationId, input.periodId);
    const lines: JournalLine[] = [{ accountId: treasury, amount: -input.amount * input.userIds.length }];
    for (const userId of input.userIds) {
      const acc = await ensureMemberAccounts(tx, input.organizationId, input.periodId, userId);
      lines.push({ accountId: acc.distributionId, amount: input.amount });
    }
    return postJournal(tx, { organizationId: input.organizationId, kind: 'accrual', transactionId: null, lines, createdAt: input.createdAt });
  });
}

/** SQLSTATEs worth retrying: serialization failure and deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);

/**
 * Runs `fn` in a database transaction, retrying up to `attempts` times (with a short random backoff)
 * when PostgreSQL reports a serialization failure (40001) or a deadlock (40P01).
 */
export async function withTxRetry<T>(db: Db, fn: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (err) {
      const state = sqlState(err);
      if (attempt >= attempts || !state || !RETRYABLE.has(state)) throw err;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20));
    }
  }
}

/** Result of {@link checkLedgerInvariants}: `ok` and a list of human-readable problems. */
export interface LedgerReport {
  ok: boolean;
  problems: string[];
  journals: number;
  entries: number;
  /** Points created (accrual + admin credit), destroyed (expiry + admin debit) and held by members. */
  totals: { created: number; destroyed: number; members: number };
}

/**
 * Checks the ledger on a live database: every journal sums to zero; all entries sum to zero; no
 * member account is negative; every cached balance equals the sum of its entries; every completed
 * thanks has exactly one journal moving its amount from the sender to the recipient; points are
 * created only by accrual and admin credit and destroyed only by expiry and admin debit; no journal
 * crosses organizations; every canceled thanks is reversed exactly once; every admin transfer has
 * one matching journal; completed periods hold no distribution points; at most one active period.
 */
export async function checkLedgerInvariants(db: Executor): Promise<LedgerReport> {
  const problems: string[] = [];
  const unbalanced = await queryRows<{ journal_id: number; total: string }>(
    db,
    sql`select journal_id, sum(amount)::text as total from ledger_entries group by journal_id having sum(amount) <> 0 limit 20`,
  );
  for (const r of unbalanced) problems.push(`journal ${r.journal_id} sums to ${r.total}, not 0`);
  const [overall] = await queryRows<{ total: string; entries: string; journals: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::text as total, count(*)::text as entries,
               (select count(*) from ledger_journals)::text as journals
        from ledger_entries`,
  );
  if (overall && overall.total !== '0') problems.push(`all entries sum to ${overall.total}, not 0`);
  const negative = await queryRows<{ id: number; balance: string }>(
    db,
    sql`select id, balance::text from accounts where kind <> 'treasury' and balance < 0 limit 20`,
  );
  for (const r of negative) problems.push(`member account ${r.id} is negative (${r.balance})`);
  const drift = await queryRows<{ id: number; balance: string; total: string }>(
    db,
    sql`select a.id, a.balance::text, coalesce(e.total, 0)::text as total
        from accounts a left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e
          on e.account_id = a.id
        where a.balance <> coalesce(e.total, 0) limit 20`,
  );
  for (const r of drift) problems.push(`account ${r.id} caches ${r.balance} but its entries sum to ${r.total}`);
  const orphan = await queryRows<{ id: number }>(
    db,
    sql`select t.id from transactions t
        where t.status = 'completed' and t.type = 'between_users'
          and (select count(*) from ledger_journals j where j.transaction_id = t.id) <> 1
        limit 20`,
  );
  for (const r of orphan) problems.push(`transaction ${r.id} does not have exactly one journal`);
  const mismatched = await queryRows<{ id: number }>(
    db,
    sql`select t.id from transactions t
        join ledger_journals j on j.transaction_id = t.id
        where t.type = 'between_users' and t.status = 'completed'
          and t.amount <> (select coalesce(sum(e.amount), 0) from ledger_entries e where e.journal_id = j.id and e.amount > 0)
        limit 20`,
  );
  for (const r of mismatched) problems.push(`transaction ${r.id} amount differs from its journal`);

  // Points are created only by accrual and admin credit (treasury lines negative), destroyed only by
  // expiry and admin debit (treasury lines positive); thanks and reversals never touch a treasury.
  const creation = await queryRows<{ journal_id: number; kind: string }>(
    db,
    sql`select distinct j.id as journal_id, j.kind from ledger_journals j
        join ledger_entries e on e.journal_id = j.id join accounts a on a.id = e.account_id and a.kind = 'treasury'
        where (j.kind in ('thanks', 'reversal'))
           or (j.kind in ('accrual', 'admin_credit') and e.amount > 0)
           or (j.kind in ('expiry', 'admin_debit') and e.amount < 0)
        limit 20`,
  );
  for (const r of creation) problems.push(`journal ${r.journal_id} (${r.kind}) moves treasury points the wrong way`);
  const crossOrg = await queryRows<{ journal_id: number }>(
    db,
    sql`select distinct e.journal_id from ledger_entries e join ledger_journals j on j.id = e.journal_id
        join accounts a on a.id = e.account_id where a.organization_id <> j.organization_id limit 20`,
  );
  for (const r of crossOrg) problems.push(`journal ${r.journal_id} touches another organization's account`);
  // A canceled thanks has its journal and exactly one reversal that nets it to zero.
  const badCancel = await queryRows<{ id: number }>(
    db,
    sql`select t.id from transactions t
        where t.type = 'between_users' and t.status = 'canceled'
          and ((select count(*) from ledger_journals j where j.transaction_id = t.id and j.kind = 'thanks') <> 1
            or (select count(*) from ledger_journals j where j.transaction_id = t.id and j.kind = 'reversal') <> 1
            or (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_journals j on j.id = e.journal_id
                 where j.transaction_id = t.id and e.amount > 0) <> 2 * t.amount)
        limit 20`,
  );
  for (const r of badCancel) problems.push(`canceled transaction ${r.id} is not reversed exactly once`);
  // Every admin manual transfer has one journal of its direction and amount.
  const badAdmin = await queryRows<{ id: number }>(
    db,
    sql`select t.id from transactions t
        where t.type = 'admin_manual'
          and (select count(*) from ledger_journals j
                where j.transaction_id = t.id
                  and j.kind = case when t.admin_direction = 'credit' then 'admin_credit' else 'admin_debit' end
                  and (select sum(e.amount) from ledger_entries e where e.journal_id = j.id and e.amount > 0) = t.amount) <> 1
        limit 20`,
  );
  for (const r of badAdmin) problems.push(`admin transfer ${r.id} does not have exactly one matching journal`);
  // A completed period keeps no distribution points (they expired); at most one active period per organization.
  const unexpired = await queryRows<{ id: number }>(
    db,
    sql`select a.id from accounts a join periods p on p.id = a.period_id
        where p.status = 'completed' and a.kind = 'distribution' and a.balance <> 0 limit 20`,
  );
  for (const r of unexpired) problems.push(`distribution account ${r.id} of a completed period still holds points`);
  const twoActive = await queryRows<{ organization_id: number }>(
    db,
    sql`select organization_id from periods where status = 'active' group by organization_id having count(*) > 1 limit 20`,
  );
  for (const r of twoActive) problems.push(`organization ${r.organization_id} has more than one active period`);
  const [tot] = await queryRows<{ created: string; destroyed: string; members: string }>(
    db,
    sql`select
          coalesce((select -sum(e.amount) from ledger_entries e join ledger_journals j on j.id = e.journal_id
                     join accounts a on a.id = e.account_id
                    where a.kind = 'treasury' and j.kind in ('accrual', 'admin_credit')), 0)::text as created,
          coalesce((select sum(e.amount) from ledger_entries e join ledger_journals j on j.id = e.journal_id
                     join accounts a on a.id = e.account_id
                    where a.kind = 'treasury' and j.kind in ('expiry', 'admin_debit')), 0)::text as destroyed,
          coalesce((select sum(balance) from accounts where kind <> 'treasury'), 0)::text as members`,
  );
  const totals = { created: Number(tot?.created ?? 0), destroyed: Number(tot?.destroyed ?? 0), members: Number(tot?.members ?? 0) };
  if (totals.created - totals.destroyed !== totals.members) {
    problems.push(`members hold ${totals.members} points but ${totals.created} were created and ${totals.destroyed} destroyed`);
  }
  return {
    ok: problems.length === 0,
    totals,
    problems,
    journals: Number(overall?.journals ?? 0),
    entries: Number(overall?.entries ?? 0),
  };
}
