/** Routes of admin analytics (SPEC §2 /analytics, §6 'Admins manage … analytics', §7 'analytics: … challenges'; docs/decisions/0041). */
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import { challengesReportPage } from './queries.ts';

type AnalyticsRoute = 'challengesReport';

/**
 * All `admin: true` in the table: 403 FORBIDDEN for anyone but an admin ('A') of the caller's
 * current organization, before the query is read; a superuser is an admin only where they hold 'A'.
 * GET /api/analytics/challenges?state=&from=&to=&q=&timeZone=&cursor=&limit= → ChallengesReportPage
 * (the organization's challenges with their analytics states, newest first; totals on the first page).
 */
export function analyticsHandlers(db: Db): Pick<Handlers, AnalyticsRoute> {
  return {
    challengesReport: async ({ auth, query }) => challengesReportPage(db, requireOrg(auth), query),
  };
}
