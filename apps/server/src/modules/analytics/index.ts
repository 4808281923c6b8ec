/**
 * Admin analytics (SPEC §1 'admin analytics with Excel export', §2 /analytics, §4 'Analytics
 * challenge states', §6, §7 'analytics … with xlsx exports'; docs/decisions/0041): the reports of a
 * community for its admins, read from the other modules' tables (no tables of its own), each a
 * filtered, keyset-paged table with its totals and an .xlsx export. The first is the challenges
 * report.
 */
export { analyticsHandlers } from './routes.ts';
export { registerAnalyticsExports, type AnalyticsExportDeps } from './fileRoutes.ts';
export { challengesReportPage, challengesReportSummary } from './queries.ts';
export { writeChallengesWorkbook } from './service.ts';
