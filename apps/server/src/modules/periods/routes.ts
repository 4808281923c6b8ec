/** Routes of the periods area (SPEC §1 Balance per period, §3 Period, §4 Period states, §5 period rules). */
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import { getBalance, getCurrentPeriod, listPeriods, periodByDate } from './queries.ts';
import { createPeriod, deletePeriod, updatePeriod, type PeriodJobs } from './service.ts';

type PeriodRoute = 'currentPeriod' | 'balance' | 'periods' | 'createPeriod' | 'updatePeriod' | 'deletePeriod' | 'periodByDate';

/**
 * GET /api/periods/current → CurrentPeriod; 404 NO_ACTIVE_PERIOD when none is active (SPEC §4).
 * GET /api/balance → Balance of the caller in the active period (points).
 * GET/POST/PATCH/DELETE /api/periods (admins, `admin: true` in the table) → the periods, newest start
 * first, and their CRUD with the SPEC §5 rules (PERIOD_* and ACTIVE_PERIOD_LOCKED errors).
 * GET /api/periods/by-date?date= → the period covering that day; 404 NOT_FOUND when none.
 * `jobs` schedules the period lifecycle on the job queue (absent in most tests).
 */
export function periodHandlers(db: Db, jobs?: PeriodJobs): Pick<Handlers, PeriodRoute> {
  return {
    currentPeriod: async ({ auth }) => getCurrentPeriod(db, requireOrg(auth)),
    balance: async ({ auth }) => getBalance(db, requireOrg(auth), auth.userId),
    periods: async ({ auth }) => ({ items: await listPeriods(db, requireOrg(auth)) }),
    createPeriod: async ({ auth, body }) => createPeriod(db, requireOrg(auth), body, jobs),
    updatePeriod: async ({ auth, body, query }) => updatePeriod(db, requireOrg(auth), query.id, body, jobs),
    deletePeriod: async ({ auth, query }) => {
      await deletePeriod(db, requireOrg(auth), query.id);
      return { ok: true as const };
    },
    periodByDate: async ({ auth, query }) => periodByDate(db, requireOrg(auth), query.date),
  };
}
