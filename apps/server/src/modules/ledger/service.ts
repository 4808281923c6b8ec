/**
 * Double-entry ledger (ARCHITECTURE "Ledger"). Points move only as balanced journals of immutable
 * entries, written in the caller's database transaction together with the cached account balances.
 * A debit of a member account is guarded (`balance >= amount`) so it can never go negative, whatever
 * the concurrency; treasury accounts (one per organization and period) are where accruals come from
 * and may go negative.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import type { JournalKind } from './schema.ts';
import { sqlConstraint, sqlState } from '../../db/sqlState.ts';
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

/**
 * The member's account of `kind` (`waiting` or `market`, the kinds without a starting balance) in
 * the period, created with balance 0 if missing (idempotent under concurrency). Returns its id.
 */
export async function ensureMemberAccountOfKind(
  tx: Executor,
  organizationId: number,
  periodId: number,
  userId: number,
  kind: 'waiting' | 'market' | 'challenge',
): Promise<number> {
  const read = async () =>
    (await queryRows<{ id: number }>(tx, sql`select id from accounts where period_id = ${periodId} and user_id = ${userId} and kind = ${kind}`))[0];
  let row = await read();
  if (!row) {
    await tx.execute(sql`insert into accounts (organization_id, period_id, user_id, kind) values (${organizationId}, ${periodId}, ${userId}, ${kind})
                         on conflict (period_id, user_id, kind) where user_id is not null do nothing`);
    row = await read();
  }
  if (!row) throw new Error(`${kind} account of user ${userId} in period ${periodId} missing`);
  return Number(row.id);
}

/**
 * Returns the `waiting` account of each user in the period (keyed by user id), where their thanks
 * that wait for a controller's approval hold their points (SPEC §3 Accounts 'waiting transactions',
 * docs/decisions/0023), creating missing ones with balance 0 (idempotent under concurrency).
 */
export async function ensureWaitingAccountsOf(
  tx: Executor,
  organizationId: number,
  periodId: number,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const ids = sql.join(unique.map((id) => sql`${id}::int`), sql`, `);
  const read = async () =>
    new Map(
      (
        await queryRows<{ id: number; user_id: number }>(
          tx,
          sql`select id, user_id from accounts where period_id = ${periodId} and user_id in (${ids}) and kind = 'waiting'`,
        )
      ).map((r) => [Number(r.user_id), Number(r.id)]),
    );
  let map = await read();
  if (map.size < unique.length) {
    const values = sql.join(
      unique.map((u) => sql`(${organizationId}::int, ${periodId}::int, ${u}::int, 'waiting')`),
      sql`, `,
    );
    await tx.execute(sql`
      insert into accounts (organization_id, period_id, user_id, kind) values ${values}
      on conflict (period_id, user_id, kind) where user_id is not null do nothing`);
    map = await read();
  }
  for (const userId of unique) if (!map.has(userId)) throw new Error(`waiting account of user ${userId} in period ${periodId} missing`);
  return map;
}

/** Returns the treasury account of the organization's period, creating it if missing. */
export async function ensureTreasury(tx: Executor, organizationId: number, periodId: number): Promise<number> {
  await tx.execute(sql`
    insert into accounts (organization_id, period_id, user_id, kind)
    values (${organizationId}, ${periodId}, null, 'treasury')
    on conflict (period_id, kind) where kind = 'treasury' do nothing`);
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

/** A journal to post: its organization, kind, the visible transaction it belongs to (if any) and its lines. */
export interface JournalInput {
  organizationId: number;
  kind: JournalKind;
  /** The transaction row's id, or an SQL expression of it inside a larger statement (e.g. `(select id from ins)`). */
  transactionId: number | SQL | null;
  lines: JournalLine[];
  createdAt?: Date;
}

/** Throws unless `lines` are at least two non-zero whole amounts that sum to zero. */
function checkLines(lines: readonly { amount: number }[]): void {
  if (lines.length < 2) throw new Error('a journal needs at least two lines');
  if (lines.some((l) => !Number.isSafeInteger(l.amount) || l.amount === 0)) throw new Error('journal amounts must be non-zero integers');
  if (lines.reduce((s, l) => s + l.amount, 0) !== 0) throw new Error('journal lines must sum to zero');
}

/** Name of the CHECK that keeps member accounts at or above zero (accounts_member_nonneg_ck). */
const MEMBER_NONNEGATIVE_CHECK = 'accounts_member_nonneg_ck';

/** A journal line inside a larger statement: its account may be an SQL expression of that statement. */
export interface StatementJournalLine {
  accountId: number | SQL;
  amount: number;
}

/**
 * A journal inside a larger statement: its kind and accounts may be SQL expressions of that
 * statement (e.g. a thanks that is held for approval or not, decided in the same statement).
 */
export type StatementJournal = Omit<JournalInput, 'lines' | 'kind'> & { kind: JournalKind | SQL; lines: readonly StatementJournalLine[] };

/**
 * The common table expressions (`lj_lines`, `lj_locked`, `lj_applied`, `lj_journal`,
 * `lj_entries`) of a journal posted in one statement. When `when` holds they take the row locks of
 * the accounts in ascending id order (the one lock order of every journal, so journals cannot
 * deadlock each other), apply the lines to the cached balances and insert the journal and its
 * immutable entries. `guarded`: a line that would take a member account below zero is not applied
 * (`balance + amount >= 0`, treasuries excepted) and the journal is inserted only when every
 * account took its line; otherwise the accounts' CHECK refuses it and aborts the statement.
 */
function journalSql(
  journal: StatementJournal,
  { when, guarded }: { when: SQL; guarded: boolean },
): SQL {
  checkLines(journal.lines);
  const createdAt = (journal.createdAt ?? new Date()).toISOString();
  const transactionId = journal.transactionId === null ? sql`null::int` : sql`${journal.transactionId}`;
  const accounts = sql`(select count(distinct account_id) from lj_lines)`;
  return sql`lj_lines(account_id, amount) as (
      values ${sql.join(journal.lines.map((l) => sql`(${l.accountId}::int, ${l.amount}::bigint)`), sql`, `)}
    ), lj_locked as (
      select a.id from accounts a where a.id in (select account_id from lj_lines) and ${when} order by a.id for update
    ), lj_applied as (
      update accounts a set balance = a.balance + l.amount
      from (select account_id, sum(amount) as amount from lj_lines group by account_id) l
      where a.id = l.account_id and ${when} and (select count(*) from lj_locked) = ${accounts}
        ${guarded ? sql`and (a.kind = 'treasury' or a.balance + l.amount >= 0)` : sql``}
      returning a.id
    ), lj_journal as (
      insert into ledger_journals (organization_id, kind, transaction_id, created_at)
      select ${journal.organizationId}::int, ${journal.kind}, ${transactionId}, ${createdAt}::timestamptz
      where ${when} ${guarded ? sql`and (select count(*) from lj_applied) = ${accounts}` : sql``}
      returning id
    ), lj_entries as (
      insert into ledger_entries (journal_id, account_id, amount, created_at)
      select j.id, l.account_id, l.amount, ${createdAt}::timestamptz from lj_journal j, lj_lines l
    )`;
}

/**
 * The common table expressions that post a balanced journal as part of a larger statement (their
 * names start with `lj_`), for a caller that writes the journal together with its transaction row
 * in a single round trip; `when` (e.g. `exists (select 1 from ins)`) says whether to post it, and
 * an account may be an expression of the statement (e.g. `(select distribution_id from ok)`).
 * Accounts are locked in ascending id order, as by {@link postJournal}. The debit is not filtered
 * by a guard: a member account that would go below zero fails the accounts' CHECK
 * (`accounts_member_nonneg_ck`, see {@link isInsufficientFunds}), which aborts the whole statement,
 * so nothing of it — transaction row, balances, entries — is written. An unknown account fails the
 * entries' foreign key the same way.
 */
export function journalCtes(journal: StatementJournal, when: SQL): SQL {
  return journalSql(journal, { when, guarded: false });
}

/** True when `err` is a member account refused by its CHECK for going below zero (see {@link journalCtes}). */
export function isInsufficientFunds(err: unknown): boolean {
  return sqlState(err) === '23514' && sqlConstraint(err) === MEMBER_NONNEGATIVE_CHECK;
}

/**
 * Posts a balanced journal inside transaction `tx`, in one statement: checks that the lines sum to
 * zero, locks the accounts in id order (a stable lock order, so journals cannot deadlock each
 * other), applies the lines to the cached balances with a guarded debit on member accounts
 * (`balance + amount >= 0`, treasury accounts excepted) and inserts the journal and its immutable
 * entries only when every account took its line. Throws AppError INSUFFICIENT_FUNDS
 * (`details.accountId`, the first account refused) when a member account would go below zero (the
 * caller's transaction must then roll back). Returns the journal id.
 */
export async function postJournal(tx: Executor, journal: JournalInput): Promise<number> {
  const ctes = journalSql(journal, { when: sql`true`, guarded: true });
  const [row] = await queryRows<{ journal_id: number | null; applied: number[] | null }>(
    tx,
    sql`with ${ctes} select (select id from lj_journal) as journal_id, array(select id from lj_applied) as applied`,
  );
  if (!row) throw new Error('journal statement returned nothing');
  if (row.journal_id === null) {
    const applied = new Set((row.applied ?? []).map(Number));
    const refused = [...journal.lines].sort((a, b) => a.accountId - b.accountId).find((l) => l.amount < 0 && !applied.has(l.accountId));
    throw new AppError('INSUFFICIENT_FUNDS', 'User has insufficient funds', { details: { accountId: refused?.accountId ?? null } });
  }
  return Number(row.journal_id);
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
