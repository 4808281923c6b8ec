/** Reads of periods and balances (SPEC §1 Balance per period, §3 Period, §7 'GET current period', 'period by date'). */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Balance, CurrentPeriod, Period } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { pointsFromSql } from '../../db/points.ts';
import { AppError } from '../../http/errors.ts';
import { accounts } from '../ledger/index.ts';
import { organizations, periods, type PeriodStatus } from '../organization/index.ts';

/** The organization's active period, or null. */
export async function findActivePeriod(db: Executor, organizationId: number): Promise<CurrentPeriod | null> {
  const [row] = await db
    .select({ id: periods.id, startDate: periods.startDate, endDate: periods.endDate })
    .from(periods)
    .where(and(eq(periods.organizationId, organizationId), eq(periods.status, 'active')))
    .limit(1);
  return row ?? null;
}

/** The active period; 404 NO_ACTIVE_PERIOD when none. */
export async function getCurrentPeriod(db: Executor, organizationId: number): Promise<CurrentPeriod> {
  const period = await findActivePeriod(db, organizationId);
  if (!period) throw new AppError('NO_ACTIVE_PERIOD', 'No active period', { status: 404 });
  return period;
}

/**
 * The caller's balance in the active period: `distribute` (points left to give), `received`
 * (points received) and `waiting` (points of their thanks waiting for approval, docs/decisions/0023;
 * not the points their market orders hold, docs/decisions/0046).
 * Amounts are null and `hidden` true when the organization hides balances; with no active period
 * the period is null and the amounts 0.
 */
export async function getBalance(db: Executor, organizationId: number, userId: number): Promise<Balance> {
  const [org] = await db.select({ hide: organizations.hideBalances }).from(organizations).where(eq(organizations.id, organizationId));
  const hidden = org?.hide ?? false;
  const period = await findActivePeriod(db, organizationId);
  if (!period) return { period: null, distribute: hidden ? null : 0, received: hidden ? null : 0, waiting: hidden ? null : 0, hidden };
  if (hidden) return { period, distribute: null, received: null, waiting: null, hidden };
  // As text: drizzle reads bigint as a JS number, which rounds past 2^53 (see db/points.ts).
  const rows = await db
    .select({ kind: accounts.kind, balance: sql<string>`${accounts.balance}::text` })
    .from(accounts)
    .where(and(eq(accounts.periodId, period.id), eq(accounts.userId, userId)));
  const of = (kind: string) => pointsFromSql(rows.find((r) => r.kind === kind)?.balance);
  // The waiting account also holds the points of market orders not paid yet (docs/decisions/0046):
  // `waiting` names only the thanks that wait for approval.
  const [held] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(total), 0)::text as total from market_orders
        where user_id = ${userId} and period_id = ${period.id} and status in ('under_consideration', 'accepted_awaiting', 'accepted_by_buyer')`,
  );
  return { period, distribute: of('distribution'), received: of('income'), waiting: of('waiting') - pointsFromSql(held?.total), hidden };
}

/** A period row as the API returns it (SPEC §3 Period), with the count of completed thanks. */
async function loadPeriods(db: Executor, organizationId: number, where: SQL): Promise<Period[]> {
  const rows = await queryRows<{
    id: number;
    start_date: string;
    end_date: string;
    status: PeriodStatus;
    accrual_amount: number;
    starting_creator_balance: number;
    starting_user_balance: number;
    thanks_sent: number;
  }>(
    db,
    sql`select p.id, p.start_date::text, p.end_date::text, p.status, p.accrual_amount, p.starting_creator_balance,
               p.starting_user_balance,
               (select count(*)::int from transactions t
                 where t.period_id = p.id and t.type = 'between_users' and t.status = 'completed') as thanks_sent
        from periods p where p.organization_id = ${organizationId} and ${where}
        order by p.start_date desc, p.id desc`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    startDate: r.start_date,
    endDate: r.end_date,
    status: r.status,
    accrualAmount: Number(r.accrual_amount),
    startingCreatorBalance: Number(r.starting_creator_balance),
    startingUserBalance: Number(r.starting_user_balance),
    thanksSent: Number(r.thanks_sent),
  }));
}

/** All periods of the organization, newest start first (GET /api/periods, admins). */
export async function listPeriods(db: Executor, organizationId: number): Promise<Period[]> {
  return loadPeriods(db, organizationId, sql`true`);
}

/** One period of the organization; 404 NOT_FOUND when it is missing or another organization's. */
export async function getPeriod(db: Executor, organizationId: number, id: number): Promise<Period> {
  const [p] = await loadPeriods(db, organizationId, sql`p.id = ${id}`);
  if (!p) throw new AppError('NOT_FOUND', 'Period not found');
  return p;
}

/** The period covering calendar day `date` (GET /api/periods/by-date); 404 NOT_FOUND when none. */
export async function periodByDate(db: Executor, organizationId: number, date: string): Promise<Period> {
  const [p] = await loadPeriods(db, organizationId, sql`p.start_date <= ${date}::date and p.end_date >= ${date}::date`);
  if (!p) throw new AppError('NOT_FOUND', 'No period covers this date');
  return p;
}
