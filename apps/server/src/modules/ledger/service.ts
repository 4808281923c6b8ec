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
import type { JournalKind } from './schema.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';

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
 * Takes the row locks of `accountIds` (duplicates allowed) in ascending id order, for a database
 * transaction that posts several journals: each journal locks its own accounts in that order, and
 * taking them all up front keeps the whole transaction in it, so it cannot deadlock with others.
 */
export async function lockAccountsInOrder(tx: Executor, accountIds: readonly number[]): Promise<void> {
  const ids = [...new Set(accountIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx.execute(
    sql`select id from accounts where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id for update`,
  );
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
