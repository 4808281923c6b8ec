/**
 * analytics — admin analytics (SPEC §1 'admin analytics with Excel export', §2 /analytics, §4
 * 'Analytics challenge states', §6 'Admins manage … analytics'; docs/decisions/0041): the analytics
 * page with a tab per report that exists, mirrored in `?report=`, and the reports with their hooks
 * and .xlsx links. The first report is the challenges one: every challenge of the community with its
 * analytics state, filters, totals and export.
 */
export { AnalyticsView, type AnalyticsViewProps } from './AnalyticsView.tsx';
export { ChallengesReport, type ChallengesReportProps } from './ChallengesReport.tsx';
export {
  analyticsReportPath,
  CHALLENGES_REPORT_PAGE_SIZE,
  challengesReportExportPath,
  challengesReportQuery,
  isFiltered as isChallengesReportFiltered,
  NO_CHALLENGE_FILTERS,
  parseAnalyticsReport,
  REPORT_PARAM as ANALYTICS_REPORT_PARAM,
  useChallengesReport,
  type ChallengesReportFilters,
  type ChallengesReportState,
} from './hooks.ts';
