/**
 * The admins' period CRUD (SPEC §3 Period, §5 period rules, §7 periods): date rules, no overlap,
 * only scheduled periods change; a change schedules the lifecycle (lifecycle.ts, jobs.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Period } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { accounts } from '../ledger/index.ts';
import { periods } from '../organization/index.ts';
import { periodBounds, reconcileOrganization, utcDay } from './lifecycle.ts';
import { getPeriod } from './queries.ts';

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

/**
 * Starts organization `organizationId` (a new subsidiary, docs/decisions/0027) in step with
 * `sourceId` (its root): when the root has an active period, a period with the same dates, accrual
 * and starting balances is made here and activated at once, which credits the accrual to the
 * members already here. Returns its id, or null when the root has no active period (the admins
 * create one later). The past start is allowed here only: the period mirrors one already running.
 */
export async function startInStepWith(db: Db, organizationId: number, sourceId: number, jobs?: PeriodJobs, now = new Date()): Promise<number | null> {
  const [source] = await db
    .select()
    .from(periods)
    .where(and(eq(periods.organizationId, sourceId), eq(periods.status, 'active')))
    .limit(1);
  if (!source) return null;
  const id = await withTxRetry(db, async (tx) => {
    await tx.execute(sql`select id from organizations where id = ${organizationId} for no key update`);
    await checkOverlap(tx, organizationId, source.startDate, source.endDate, null);
    const [row] = await tx
      .insert(periods)
      .values({
        organizationId,
        startDate: source.startDate,
        endDate: source.endDate,
        status: 'scheduled',
        accrualAmount: source.accrualAmount,
        startingCreatorBalance: source.startingCreatorBalance,
        startingUserBalance: source.startingUserBalance,
      })
      .returning({ id: periods.id });
    if (!row) throw new Error('period insert returned nothing');
    return row.id;
  });
  await scheduleLifecycle(db, organizationId, { startDate: source.startDate, endDate: source.endDate }, jobs, now);
  return id;
}

async function scheduleLifecycle(db: Db, organizationId: number, dates: { startDate: string; endDate: string }, jobs: PeriodJobs | undefined, now: Date) {
  const { startsAt, endsSoonAt, endsAt } = periodBounds(dates);
  if (jobs) {
    await jobs.schedule(organizationId, startsAt);
    if (endsSoonAt) await jobs.schedule(organizationId, endsSoonAt);
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
