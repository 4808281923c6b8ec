import { z } from 'zod';
import { Id, IsoDate, Points } from './common.ts';

/** GET /api/periods/current — SPEC §7 'current period'. 404 NO_ACTIVE_PERIOD when none is active. */
export const CurrentPeriod = z
  .object({ id: Id, startDate: IsoDate, endDate: IsoDate })
  .meta({ id: 'CurrentPeriod' });
export type CurrentPeriod = z.infer<typeof CurrentPeriod>;

/**
 * GET /api/balance — SPEC §1 Balance per period for the caller: points left to distribute and
 * points received in the active period. `period` is null and both amounts 0 when no period is active.
 * `hidden` is true when the organization hides balances; amounts are then null.
 */
export const Balance = z
  .object({
    period: CurrentPeriod.nullable(),
    distribute: Points.nullable(),
    received: Points.nullable(),
    hidden: z.boolean(),
  })
  .meta({ id: 'Balance' });
export type Balance = z.infer<typeof Balance>;
