/** Routes of the periods area. */
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import { getBalance, getCurrentPeriod } from './service.ts';

/**
 * GET /api/periods/current → CurrentPeriod; 404 NO_ACTIVE_PERIOD when none is active (SPEC §4).
 * GET /api/balance → Balance of the caller in the active period (points).
 */
export function periodHandlers(db: Db): Pick<Handlers, 'currentPeriod' | 'balance'> {
  return {
    currentPeriod: async ({ auth }) => getCurrentPeriod(db, requireOrg(auth)),
    balance: async ({ auth }) => getBalance(db, requireOrg(auth), auth.userId),
  };
}
