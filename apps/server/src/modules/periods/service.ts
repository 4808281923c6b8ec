/** Periods and balances (SPEC §1 Balance per period, §3 Period, §7 'GET current period'). */
import { and, eq } from 'drizzle-orm';
import type { Balance, CurrentPeriod } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { accounts, organizations, periods } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

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
