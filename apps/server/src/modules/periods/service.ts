/** Periods and balances (SPEC §1 Balance per period, §3 Period, §7 'GET current period'). */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Balance, CurrentPeriod, Period } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { accounts, organizations, periods, type PeriodStatus } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { withTxRetry } from '../ledger/service.ts';
import { periodBounds, reconcileOrganization, utcDay } from './lifecycle.ts';

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
 * The caller's balance in the active period: `distribute` (points left to give) and `received`
 * (points received). Amounts are null and `hidden` true when the organization hides balances;
 * with no active period the period is null and the amounts 0.
 */
export async function getBalance(db: Executor, organizationId: number, userId: number): Promise<Balance> {
  const [org] = await db.select({ hide: organizations.hideBalances }).from(organizations).where(eq(organizations.id, organizationId));
  const hidden = org?.hide ?? false;
  const period = await findActivePeriod(db, organizationId);
  if (!period) return { period: null, distribute: hidden ? null : 0, received: hidden ? null : 0, hidden };
  if (hidden) return { period, distribute: null, received: null, hidden };
  const rows = await db
    .select({ kind: accounts.kind, balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.periodId, period.id), eq(accounts.userId, userId)));
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.balance ?? 0);
  return { period, distribute: of('distribution'), received: of('income'), hidden };
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

/**
 * SPEC §5 period date rules (pure, unit-tested): start not before `today` (PERIOD_START_IN_PAST),
 * end later than start (PERIOD_END_BEFORE_START). Dates are `YYYY-MM-DD` (UTC days).
 */
export function checkPeriodDates(startDate: string, endDate: string, today: string): void {
  if (startDate < today) throw new AppError('PERIOD_START_IN_PAST', 'The period start must not be in the past');
  if (endDate <= startDate) throw new AppError('PERIOD_END_BEFORE_START', 'The period end must be later than its start');
}

async function checkOverlap(tx: Executor, organizationId: number, startDate: string, endDate: string, exceptId: number | null) {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from periods where organization_id = ${organizationId} and status <> 'completed'
          and start_date <= ${endDate}::date and end_date >= ${startDate}::date
          and (${exceptId}::int is null or id <> ${exceptId}::int) limit 1`,
  );
  if (rows.length > 0) throw new AppError('PERIOD_OVERLAP', 'The dates overlap another period', { details: { periodId: Number(rows[0]?.id) } });
}

/** What the caller of the CRUD functions needs to schedule the lifecycle jobs (jobs.ts). */
export interface PeriodJobs {
  /** Wakes the lifecycle of `organizationId` at `at` (start and end of a period). */
  schedule(organizationId: number, at: Date): Promise<void>;
}

/**
 * Creates a scheduled period (POST /api/periods). Errors: PERIOD_START_IN_PAST,
 * PERIOD_END_BEFORE_START, PERIOD_OVERLAP. A period starting today is activated at once.
 */
export async function createPeriod(db: Db, organizationId: number, body: CreatePeriodInput, jobs?: PeriodJobs, now = new Date()): Promise<Period> {
  checkPeriodDates(body.startDate, body.endDate, utcDay(now));
  const id = await withTxRetry(db, async (tx) => {
    await tx.execute(sql`select id from organizations where id = ${organizationId} for no key update`);
    await checkOverlap(tx, organizationId, body.startDate, body.endDate, null);
    const [row] = await tx
      .insert(periods)
      .values({
        organizationId,
        startDate: body.startDate,
        endDate: body.endDate,
        status: 'scheduled',
        accrualAmount: body.accrualAmount,
        startingCreatorBalance: body.startingCreatorBalance,
        startingUserBalance: body.startingUserBalance,
      })
      .returning({ id: periods.id });
    if (!row) throw new Error('period insert returned nothing');
    return row.id;
  });
  await scheduleLifecycle(db, organizationId, { startDate: body.startDate, endDate: body.endDate }, jobs, now);
  return getPeriod(db, organizationId, id);
}

async function scheduleLifecycle(db: Db, organizationId: number, dates: { startDate: string; endDate: string }, jobs: PeriodJobs | undefined, now: Date) {
  const { startsAt, endsAt } = periodBounds(dates);
  if (jobs) {
    await jobs.schedule(organizationId, startsAt);
    await jobs.schedule(organizationId, endsAt);
  }
  if (startsAt.getTime() <= now.getTime()) await reconcileOrganization(db, organizationId, now);
}

/**
 * Changes a scheduled period (PATCH /api/periods?id=). Errors: NOT_FOUND, ACTIVE_PERIOD_LOCKED,
 * PERIOD_LOCKED (completed), PERIOD_SAME_END_DATE, PERIOD_START_IN_PAST, PERIOD_END_BEFORE_START,
 * PERIOD_OVERLAP.
 */
export async function updatePeriod(db: Db, organizationId: number, id: number, body: UpdatePeriodInput, jobs?: PeriodJobs, now = new Date()): Promise<Period> {
  const dates = await withTxRetry(db, async (tx) => {
    await tx.execute(sql`select id from organizations where id = ${organizationId} for no key update`);
    const [p] = await tx.select().from(periods).where(and(eq(periods.id, id), eq(periods.organizationId, organizationId))).for('update');
    if (!p) throw new AppError('NOT_FOUND', 'Period not found');
    if (p.status === 'active') throw new AppError('ACTIVE_PERIOD_LOCKED', 'Cannot change active period');
    if (p.status === 'completed') throw new AppError('PERIOD_LOCKED', 'A completed period cannot change');
    if (body.endDate !== undefined && body.endDate === p.endDate) {
      throw new AppError('PERIOD_SAME_END_DATE', 'The period already ends on this date');
    }
    const startDate = body.startDate ?? p.startDate;
    const endDate = body.endDate ?? p.endDate;
    checkPeriodDates(startDate, endDate, utcDay(now));
    await checkOverlap(tx, organizationId, startDate, endDate, id);
    await tx
      .update(periods)
      .set({
        startDate,
        endDate,
        ...(body.accrualAmount !== undefined ? { accrualAmount: body.accrualAmount } : {}),
        ...(body.startingCreatorBalance !== undefined ? { startingCreatorBalance: body.startingCreatorBalance } : {}),
        ...(body.startingUserBalance !== undefined ? { startingUserBalance: body.startingUserBalance } : {}),
      })
      .where(eq(periods.id, id));
    return { startDate, endDate };
  });
  await scheduleLifecycle(db, organizationId, dates, jobs, now);
  return getPeriod(db, organizationId, id);
}

/**
 * Deletes a scheduled period (DELETE /api/periods?id=). Errors: NOT_FOUND, ACTIVE_PERIOD_LOCKED
 * ('Cannot delete active period'), PERIOD_LOCKED (a completed period keeps its ledger).
 */
export async function deletePeriod(db: Db, organizationId: number, id: number): Promise<void> {
  await withTxRetry(db, async (tx) => {
    const [p] = await tx.select().from(periods).where(and(eq(periods.id, id), eq(periods.organizationId, organizationId))).for('update');
    if (!p) throw new AppError('NOT_FOUND', 'Period not found');
    if (p.status === 'active') throw new AppError('ACTIVE_PERIOD_LOCKED', 'Cannot delete active period');
    if (p.status === 'completed') throw new AppError('PERIOD_LOCKED', 'A completed period cannot be deleted');
    await tx.delete(accounts).where(and(eq(accounts.periodId, id), eq(accounts.balance, 0)));
    await tx.delete(periods).where(eq(periods.id, id));
  });
}

/** Body of {@link createPeriod} after validation. */
export interface CreatePeriodInput {
  startDate: string;
  endDate: string;
  accrualAmount: number;
  startingCreatorBalance: number;
  startingUserBalance: number;
}
/** Body of {@link updatePeriod} after validation. */
export type UpdatePeriodInput = Partial<CreatePeriodInput>;
