import { useCallback, useMemo } from 'react';
import {
  ANALYTICS_CHALLENGE_STATES,
  ANALYTICS_REPORTS,
  analyticsFileRoutes,
  API_PREFIX,
  type AnalyticsChallengeState,
  type AnalyticsReport,
  type ChallengesReportPage,
  type ChallengesReportRow,
  type ChallengesReportSummary,
} from '@gratia/contracts';
import { apiPath, useCursorPages, type PagedListState } from '../api/index.ts';
import { displayTimeZone } from '../i18n/index.ts';

/** The query parameter of /analytics that names the open report (`/analytics?report=challenges`; docs/decisions/0041). */
export const REPORT_PARAM = 'report';

/** The report `?report=` names, the first of {@link ANALYTICS_REPORTS} when it names none that exists. */
export function parseAnalyticsReport(params: URLSearchParams): AnalyticsReport {
  const asked = params.get(REPORT_PARAM);
  return ANALYTICS_REPORTS.find((r) => r === asked) ?? ANALYTICS_REPORTS[0];
}

/** The path of a report's tab: `/analytics?report=<report>`. */
export function analyticsReportPath(report: AnalyticsReport): string {
  return `/analytics?${REPORT_PARAM}=${report}`;
}

/** Rows per page of the challenges report. */
export const CHALLENGES_REPORT_PAGE_SIZE = 30;

/**
 * The filters of the challenges report (docs/decisions/0041): the analytics states (any of them;
 * empty: all), the first and last day of the period (`YYYY-MM-DD`, both included, in the viewer's
 * time zone: the challenges whose period overlaps them), and text found anywhere in the name.
 */
export interface ChallengesReportFilters {
  states: readonly AnalyticsChallengeState[];
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

/** No filter: every challenge. */
export const NO_CHALLENGE_FILTERS: ChallengesReportFilters = { states: [] };

/** True when any filter narrows the report. */
export function isFiltered(filters: ChallengesReportFilters): boolean {
  return filters.states.length > 0 || Boolean(filters.from) || Boolean(filters.to) || Boolean(filters.q?.trim());
}

/** The viewer's IANA time zone: the one dates are shown in, else the runtime's, else UTC. */
function viewerTimeZone(): string {
  const shown = displayTimeZone();
  if (shown) return shown;
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The query string of `filters` in a fixed order — `state` (comma-separated, in the states' order),
 * `from`, `to`, `q`, then `timeZone` (always when `withTimeZone`, else only with a day) — and `extra`.
 */
export function challengesReportQuery(filters: ChallengesReportFilters, extra: Record<string, string | number> = {}, withTimeZone = false): string {
  const params = new URLSearchParams();
  const states = ANALYTICS_CHALLENGE_STATES.filter((s) => filters.states.includes(s));
  if (states.length > 0) params.set('state', states.join(','));
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  const q = filters.q?.trim();
  if (q) params.set('q', q);
  if (withTimeZone || filters.from || filters.to) params.set('timeZone', viewerTimeZone());
  for (const [k, v] of Object.entries(extra)) params.set(k, String(v));
  return params.toString();
}

/** What {@link useChallengesReport} returns: the loaded rows, newest first, the totals of the filtered set, and the paging state. */
export interface ChallengesReportState extends PagedListState {
  items: ChallengesReportRow[];
  /** Totals of every matching challenge (from the first page); undefined until it is loaded. */
  summary: ChallengesReportSummary | undefined;
}

/** Which challenges a report holds: every one, or the referral challenges with their referral counts (the referral challenges report, docs/decisions/0045). */
export type ChallengesReportKind = 'all' | 'referrals';

/**
 * The challenges report of the community (SPEC §1 admin analytics 'challenges', 'referral challenges'; docs/decisions/0041, 0045):
 * GET /api/analytics/challenges (admins) with `filters`, {@link CHALLENGES_REPORT_PAGE_SIZE} rows a
 * page, filtered and keyset-paged on the server, newest first; the totals come with the first page.
 * Each set of filters is a list of its own (swr key = the first page's path).
 */
export function useChallengesReport(filters: ChallengesReportFilters, kind: ChallengesReportKind = 'all'): ChallengesReportState {
  const query = challengesReportQuery(filters, { ...(kind === 'referrals' ? { kind } : {}), limit: CHALLENGES_REPORT_PAGE_SIZE });
  const getKey = useCallback(
    (index: number, previous: ChallengesReportPage | null): string | null => {
      const base = `${apiPath('challengesReport')}?${query}`;
      if (index === 0) return base;
      return previous?.nextCursor ? `${base}&cursor=${encodeURIComponent(previous.nextCursor)}` : null;
    },
    [query],
  );
  const { items, pages, error, isLoading, isLoadingMore, hasMore, loadMore, reload } = useCursorPages<ChallengesReportRow, ChallengesReportPage>(getKey);
  const summary = pages[0]?.summary ?? undefined;
  return useMemo(
    () => ({ items, summary, error, isLoading, isLoadingMore, hasMore, loadMore, reload }),
    [items, summary, error, isLoading, isLoadingMore, hasMore, loadMore, reload],
  );
}

/**
 * URL of the filtered challenges as an .xlsx file (GET /api/analytics/challenges.xlsx): the same
 * filters (and `kind`), headers in `lang`, dates in the viewer's time zone; a plain link downloads it.
 */
export function challengesReportExportPath(filters: ChallengesReportFilters, lang: 'ru' | 'en', kind: ChallengesReportKind = 'all'): string {
  return `${API_PREFIX}${analyticsFileRoutes.exportChallengesReport.path}?${challengesReportQuery(filters, { ...(kind === 'referrals' ? { kind } : {}), lang }, true)}`;
}
