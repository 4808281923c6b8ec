import { z } from 'zod';
import { CalendarDate, Id, IdParam, IsoDate, Points, PointsTotal } from './common.ts';

/** GET /api/periods/current — SPEC §7 'current period'. 404 NO_ACTIVE_PERIOD when none is active. */
export const CurrentPeriod = z
  .object({ id: Id, startDate: IsoDate, endDate: IsoDate })
  .meta({ id: 'CurrentPeriod' });
export type CurrentPeriod = z.infer<typeof CurrentPeriod>;

/**
 * GET /api/balance — SPEC §1 Balance per period for the caller: points left to distribute and
 * points received in the active period. `period` is null and both amounts 0 when no period is active.
 * `hidden` is true when the organization hides balances; amounts are then null. `waiting` is the
 * points of the caller's thanks that wait for a controller's approval (docs/decisions/0023; SPEC §3
 * Accounts 'waiting transactions'), no longer to give and not yet the recipient's; optional only so
 * that clients written before approvals keep compiling — the server always sends it.
 */
export const Balance = z
  .object({
    period: CurrentPeriod.nullable(),
    distribute: PointsTotal.nullable(),
    received: PointsTotal.nullable(),
    waiting: PointsTotal.nullable().optional(),
    hidden: z.boolean(),
  })
  .meta({ id: 'Balance' });
export type Balance = z.infer<typeof Balance>;

/** Period statuses (SPEC §4 Period): scheduled → active → completed. */
export const PeriodStatus = z.enum(['scheduled', 'active', 'completed']);
export type PeriodStatus = z.infer<typeof PeriodStatus>;

/**
 * An accrual period (SPEC §3 Period). Dates are calendar days in UTC; the period is active from
 * `startDate` 00:00 UTC through the whole of `endDate` (it completes at `endDate` + 1 day 00:00 UTC).
 * `accrualAmount` points are credited to every member's distribution account when it starts;
 * unspent distribution points expire when it completes. The starting balances are credited when it
 * starts too (docs/decisions/0029): `startingUserBalance` points into every member's income account
 * (theirs to spend; joiners get it when they join), `startingCreatorBalance` extra points to give
 * into every administrator's distribution account (they expire with the accrual). `thanksSent`
 * counts completed thanks.
 */
export const Period = z
  .object({
    id: Id,
    startDate: IsoDate,
    endDate: IsoDate,
    status: PeriodStatus,
    accrualAmount: PointsTotal,
    startingCreatorBalance: PointsTotal,
    startingUserBalance: PointsTotal,
    thanksSent: z.number().int().nonnegative(),
  })
  .meta({ id: 'Period' });
export type Period = z.infer<typeof Period>;

/** GET /api/periods — admins only (403 FORBIDDEN otherwise); newest start first. */
export const PeriodsResponse = z.object({ items: z.array(Period) }).meta({ id: 'PeriodsResponse' });
export type PeriodsResponse = z.infer<typeof PeriodsResponse>;

/**
 * POST /api/periods — admins only. SPEC §5: start not in the past (PERIOD_START_IN_PAST), end later
 * than start (PERIOD_END_BEFORE_START), no overlap with another period (PERIOD_OVERLAP).
 */
export const CreatePeriodBody = z.object({
  startDate: CalendarDate,
  endDate: CalendarDate,
  /** Points credited to each member at the start, 0 … MAX_POINTS. */
  accrualAmount: Points,
  /** Extra points to give for each administrator at the start, 0 … MAX_POINTS (docs/decisions/0029). */
  startingCreatorBalance: Points.default(0),
  /** Points each member receives to spend at the start (and joiners when they join), 0 … MAX_POINTS. */
  startingUserBalance: Points.default(0),
});
export type CreatePeriodBody = z.input<typeof CreatePeriodBody>;

/** `?id=` of the period a PATCH or DELETE /api/periods acts on. */
export const PeriodIdQuery = z.object({ id: IdParam });
export type PeriodIdQuery = z.infer<typeof PeriodIdQuery>;

/**
 * PATCH /api/periods?id= — admins only; only a scheduled period can change (ACTIVE_PERIOD_LOCKED for
 * the active one, PERIOD_LOCKED for a completed one); setting the end date it already has is
 * PERIOD_SAME_END_DATE; the same date rules as creation apply.
 */
export const UpdatePeriodBody = z.object({
  startDate: CalendarDate.optional(),
  endDate: CalendarDate.optional(),
  accrualAmount: Points.optional(),
  startingCreatorBalance: Points.optional(),
  startingUserBalance: Points.optional(),
});
export type UpdatePeriodBody = z.input<typeof UpdatePeriodBody>;

/** GET /api/periods/by-date?date=YYYY-MM-DD — the period covering that day; 404 NOT_FOUND when none. */
export const PeriodByDateQuery = z.object({ date: CalendarDate });
export type PeriodByDateQuery = z.infer<typeof PeriodByDateQuery>;

/** `{ ok: true }` of a successful DELETE. */
export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;
