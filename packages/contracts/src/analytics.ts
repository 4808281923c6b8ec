/**
 * Admin analytics (SPEC §1 'admin analytics with Excel export', §2 /analytics, §4 'Analytics
 * challenge states', §6 'Admins manage … analytics', §7 'analytics: … challenges … with xlsx
 * exports'; DOMAIN §5.3; docs/decisions/0041): the reports admins read about their community, each a
 * filtered, keyset-paged table with totals and an .xlsx export of the same filters. The first one is
 * the challenges report. Admins (role 'A') of the caller's organization only. Points are whole
 * numbers; instants are ISO 8601 strings; days in requests are `YYYY-MM-DD` (the UI shows DD-MM-YYYY).
 */
import { z } from 'zod';
import { CalendarDate, Cursor, Id, IntParam, PointsTotal, SafeText, Timestamp, typeError } from './common.ts';
import { UserSummary } from './profile.ts';
import { isTimeZone } from './timeZone.ts';

/**
 * The reports of /analytics that exist (SPEC §1 lists user activity, challenges, referral challenges,
 * benefit cafe, balance, surveys and the activity index by department; the others come with their
 * areas): the challenges, the referral challenges and the benefit cafe's purchase statistics
 * (`market`, DOMAIN §2.5). The first is where /analytics opens; `?report=` names one.
 */
export const ANALYTICS_REPORTS = ['challenges', 'referrals', 'market'] as const;
export const AnalyticsReport = z.enum(ANALYTICS_REPORTS);
export type AnalyticsReport = z.infer<typeof AnalyticsReport>;

/**
 * Where a challenge is, as the analytics name it (SPEC §4 'Analytics challenge states'; the exact
 * mapping from a challenge's codes is docs/decisions/0041, first match wins):
 * - `deleted` — `deleted_at` is set (whatever it was before);
 * - `deferred` — status `deferred` (its start is ahead);
 * - `ended` — status `completed` (places filled, end date passed, or closed);
 * - `finalizing` (results being finalized) — status `active` and the reception of reports closed,
 *   or its end date passed and the minute job has not completed it yet;
 * - `published` — status `active`, reports received, nobody has taken part yet;
 * - `reports` (reports being accepted) — status `active`, reports received, someone has taken part.
 * SPEC's 'registration ongoing' is no state of its own: taking part in a challenge is sending its
 * first report, so registering and reporting are one phase — `published` until the first
 * participant, `reports` after (decision 0041).
 */
export const ANALYTICS_CHALLENGE_STATES = ['deferred', 'published', 'reports', 'finalizing', 'ended', 'deleted'] as const;
export const AnalyticsChallengeState = z.enum(ANALYTICS_CHALLENGE_STATES, { message: 'validation.invalid' });
export type AnalyticsChallengeState = z.infer<typeof AnalyticsChallengeState>;

/** Longest search text of the reports, characters. */
export const ANALYTICS_SEARCH_MAX_LENGTH = 100;
/** Most rows one .xlsx export of a report holds (422 TOO_MANY_ROWS above: narrow the filters). */
export const ANALYTICS_EXPORT_MAX_ROWS = 50_000;

/** An IANA time zone name in a query (e.g. `Europe/Moscow`); else `validation.invalid`. */
const TimeZoneParam = z
  .string({ error: typeError('validation.invalid') })
  .max(64, { message: 'validation.tooLong' })
  .refine(isTimeZone, { message: 'validation.invalid' });

/**
 * The filters of the challenges report and its export (docs/decisions/0041):
 * - `state` — comma-separated {@link AnalyticsChallengeState}s, any of them (e.g. `published,reports`);
 *   none: every state;
 * - `from`, `to` — days `YYYY-MM-DD` (both included) in `timeZone` (an IANA name, default UTC): the
 *   challenges whose period overlaps them, the period running from `startAt` to `completedAt` when it
 *   completed, else to its planned `endAt`. Either may be left out; `to` before `from` is 400 on `to`;
 * - `q` — plain text found anywhere in the name, ignoring case (no wildcards);
 * - `kind` — `referrals`: only the referral challenges, each with its referral counts (the
 *   referral challenges report, docs/decisions/0045); default every challenge.
 */
const challengesReportFilterShape = {
  kind: z.enum(['all', 'referrals'], { message: 'validation.invalid' }).optional(),
  state: z
    .string({ error: typeError('validation.invalid') })
    .max(200, { message: 'validation.tooLong' })
    .transform((s) => [...new Set(s.split(',').filter(Boolean))])
    .pipe(z.array(AnalyticsChallengeState).max(ANALYTICS_CHALLENGE_STATES.length, { message: 'validation.tooMany' }))
    .optional(),
  from: CalendarDate.optional(),
  to: CalendarDate.optional(),
  q: SafeText(ANALYTICS_SEARCH_MAX_LENGTH, { min: 0 }).optional(),
  timeZone: TimeZoneParam.optional(),
};

/** `to` on or after `from` when both are given (else `validation.tooSmall` on `to`). */
const rangeInOrder = (f: { from?: string | undefined; to?: string | undefined }) => !f.from || !f.to || f.to >= f.from;
const RANGE_ISSUE = { message: 'validation.tooSmall', path: ['to'] };

/**
 * GET /api/analytics/challenges?state=&from=&to=&q=&timeZone=&cursor=&limit= — the filters above
 * and a keyset page (`limit` 1 … 100, default 30), newest first (created).
 */
export const ChallengesReportQuery = z
  .object({ ...challengesReportFilterShape, cursor: Cursor.optional(), limit: IntParam(1, 100).default(30) })
  .refine(rangeInOrder, RANGE_ISSUE);
export type ChallengesReportQuery = z.infer<typeof ChallengesReportQuery>;
/** The filters alone (what a page and the export share). */
export type ChallengesReportFilter = Pick<ChallengesReportQuery, 'state' | 'from' | 'to' | 'q' | 'timeZone' | 'kind'>;

/**
 * GET /api/analytics/challenges.xlsx — the same filters, no pages, at most
 * {@link ANALYTICS_EXPORT_MAX_ROWS} rows; headers and labels in `lang` (default the caller's
 * language), dates in `timeZone`.
 */
export const ChallengesReportExportQuery = z
  .object({ ...challengesReportFilterShape, lang: z.enum(['ru', 'en'], { message: 'validation.invalid' }).optional() })
  .refine(rangeInOrder, RANGE_ISSUE);
export type ChallengesReportExportQuery = z.infer<typeof ChallengesReportExportQuery>;

/** People brought in by a referral challenge (docs/decisions/0045). */
export const ReferralCounts = z.object({ joined: z.number().int().nonnegative(), counted: z.number().int().nonnegative() }).meta({ id: 'ReferralCounts' });
export type ReferralCounts = z.infer<typeof ReferralCounts>;

/**
 * One challenge of the report (SPEC §1 admin analytics 'challenges'; DOMAIN §5.3 columns). The
 * author is `organizer`, or the community when `fromOrganization` (run with the community's
 * points; `organizer` is then the admin who created it). `fund` and `paidOut` are points: the
 * prize fund, and the prizes paid to the winners so far. `completedAt` is set once it completed.
 */
export const ChallengesReportRow = z
  .object({
    id: Id,
    name: z.string(),
    organizer: UserSummary,
    fromOrganization: z.boolean(),
    fund: PointsTotal,
    participants: z.number().int().nonnegative(),
    places: z.number().int().min(1),
    winners: z.number().int().nonnegative(),
    paidOut: PointsTotal,
    startAt: Timestamp,
    endAt: Timestamp,
    completedAt: Timestamp.nullable(),
    createdAt: Timestamp,
    state: AnalyticsChallengeState,
    /** A referral challenge's people brought in: `joined` through its participants' links, `counted` of them still active members; null on other challenges. */
    referrals: ReferralCounts.nullable(),
  })
  .meta({ id: 'ChallengesReportRow' });
export type ChallengesReportRow = z.infer<typeof ChallengesReportRow>;

/** Totals of every challenge the filters match (not only the page's): how many, their funds, prizes paid and participants (points, people). */
export const ChallengesReportSummary = z
  .object({
    count: z.number().int().nonnegative(),
    fund: PointsTotal,
    paidOut: PointsTotal,
    participants: z.number().int().nonnegative(),
    /** The referral challenges report's totals of people brought in; null for the challenges report. */
    referrals: ReferralCounts.nullable(),
  })
  .meta({ id: 'ChallengesReportSummary' });
export type ChallengesReportSummary = z.infer<typeof ChallengesReportSummary>;

/** A page of the challenges report; `summary` on the first page (no cursor), null on the next ones. */
export const ChallengesReportPage = z
  .object({ items: z.array(ChallengesReportRow), nextCursor: z.string().nullable(), summary: ChallengesReportSummary.nullable() })
  .meta({ id: 'ChallengesReportPage' });
export type ChallengesReportPage = z.infer<typeof ChallengesReportPage>;
