import { ChallengesReportExportQuery, ChallengesReportPage, ChallengesReportQuery } from './analytics.ts';

/**
 * Routes of admin analytics (SPEC §2 /analytics, §6, §7 'analytics: … challenges … with xlsx
 * exports'; docs/decisions/0041), spread into `routes`: for admins (role 'A') of the caller's
 * organization, 403 FORBIDDEN for everyone else, checked before the query is read. Each report's
 * .xlsx export is registered beside the table ({@link analyticsFileRoutes}), as the employee files are.
 */
export const analyticsRoutes = {
  challengesReport: { method: 'GET', path: '/analytics/challenges', auth: true, admin: true, query: ChallengesReportQuery, response: ChallengesReportPage },
} as const;

/** The reports' exports (files, not JSON), registered beside the route table. */
export const analyticsFileRoutes = {
  exportChallengesReport: { method: 'GET', path: '/analytics/challenges.xlsx', auth: true, admin: true, query: ChallengesReportExportQuery },
} as const;
