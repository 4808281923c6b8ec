/**
 * Reads of the challenges report (SPEC §1 admin analytics 'challenges', §4 'Analytics challenge
 * states'; docs/decisions/0041): every challenge of one organization — the deleted ones too — with
 * its analytics state, the prizes paid, the filters (states, a period overlapping days, a name
 * search), keyset pages newest first and the totals of the filtered set. Every query carries the
 * organization, so no call reaches another organization's challenges.
 * Query path: `challenges_report_idx` (organization, created_at desc, id desc), then per row the
 * organizer's profile and `challenge_reports_state_idx` (challenge, 'accepted') for the prizes.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsChallengeState, ChallengesReportFilter, ChallengesReportPage, ChallengesReportQuery, ChallengesReportRow, ChallengesReportSummary } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { activeMembership } from '../people/index.ts';
import { decodeCursor, encodeCursor } from '../../db/cursor.ts';

/**
 * The analytics state (SQL text) of the challenge `c` at `now` — docs/decisions/0041, first match
 * wins: deleted; deferred; ended (completed); finalizing (active, and the reception closed or the
 * end date reached while the job has not completed it); published (active, nobody took part);
 * reports (active, someone took part).
 */
function stateSql(now: Date): SQL {
  return sql`(case
      when c.deleted_at is not null then 'deleted'
      when c.status = 'deferred' then 'deferred'
      when c.status = 'completed' then 'ended'
      when not c.reception_open or c.end_at <= ${now.toISOString()}::timestamptz then 'finalizing'
      when c.participants_count = 0 then 'published'
      else 'reports'
    end)`;
}

/**
 * The conditions of `f` over the challenges `c` of `organizationId` at `now`: the states (any of
 * them), the period overlapping the days `from` … `to` in `f.timeZone` (default UTC; the period runs
 * from `start_at` to `completed_at` once completed, else to the planned `end_at`), and the name
 * containing `q` whatever the case (plain text: `strpos`, no pattern characters).
 */
function filterSql(organizationId: number, f: ChallengesReportFilter, now: Date): SQL[] {
  const where: SQL[] = [sql`c.organization_id = ${organizationId}`];
  if (f.state && f.state.length > 0) where.push(sql`${stateSql(now)} in (${sql.join(f.state.map((s) => sql`${s}`), sql`, `)})`);
  const tz = f.timeZone ?? 'UTC';
  if (f.from) where.push(sql`greatest(c.start_at, coalesce(c.completed_at, c.end_at)) >= (${f.from}::date::timestamp at time zone ${tz})`);
  if (f.to) where.push(sql`c.start_at < ((${f.to}::date + 1)::timestamp at time zone ${tz})`);
  const q = f.q?.trim();
  if (q) where.push(sql`strpos(lower(c.name), lower(${q})) > 0`);
  if (f.kind === 'referrals') where.push(sql`c.winner_rule = 'referrals'`);
  return where;
}

interface ReportRow {
  id: number;
  name: string;
  from_organization: boolean;
  fund: string;
  participants_count: number;
  places: number;
  winners_count: number;
  paid_out: string;
  start_at: string | Date;
  end_at: string | Date;
  completed_at: string | Date | null;
  created_at: string | Date;
  state: AnalyticsChallengeState;
  winner_rule: string;
  joined: number;
  counted: number;
  o_id: number;
  o_first: string | null;
  o_surname: string | null;
  o_nick: string | null;
  o_tg: string | null;
  o_photo: string | null;
}

/** People who joined through the personal links of challenge `c` (docs/decisions/0045; index `challenge_referrals_invitee_uq`). */
const joinedSql = sql`(select count(*)::int from challenge_referrals x where x.challenge_id = c.id)`;
/** Of them, those who are active members now. */
const countedSql = sql`(select count(*)::int from challenge_referrals x join memberships m on m.organization_id = c.organization_id and m.user_id = x.invitee_id and ${activeMembership('m')} where x.challenge_id = c.id)`;

/** An instant from the driver (Date or text) as ISO 8601. */
const iso = (v: string | Date): string => (v instanceof Date ? v : new Date(v)).toISOString();

function toRow(r: ReportRow): ChallengesReportRow {
  return {
    id: Number(r.id),
    name: r.name,
    organizer: { id: Number(r.o_id), firstName: r.o_first ?? '', surname: r.o_surname ?? '', nickname: r.o_nick, tgName: r.o_tg, photo: r.o_photo },
    fromOrganization: r.from_organization,
    fund: Number(r.fund),
    participants: Number(r.participants_count),
    places: Number(r.places),
    winners: Number(r.winners_count),
    paidOut: Number(r.paid_out),
    startAt: iso(r.start_at),
    endAt: iso(r.end_at),
    completedAt: r.completed_at === null ? null : iso(r.completed_at),
    createdAt: iso(r.created_at),
    state: r.state,
    referrals: r.winner_rule === 'referrals' ? { joined: Number(r.joined), counted: Number(r.counted) } : null,
  };
}

/** Up to `limit` rows matching `where` (and after `cursor`), newest first. */
async function loadRows(db: Executor, where: SQL[], now: Date, limit: number, cursor?: { createdAt: Date; id: number }): Promise<ChallengesReportRow[]> {
  const conditions = cursor ? [...where, sql`(c.created_at, c.id) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id})`] : where;
  const rows = await queryRows<ReportRow>(
    db,
    sql`select c.id, c.name, c.from_organization, c.fund::text as fund, c.participants_count, c.places, c.winners_count,
          c.start_at, c.end_at, c.completed_at, c.created_at, ${stateSql(now)} as state,
          (select coalesce(sum(r.prize), 0)::text from challenge_reports r where r.challenge_id = c.id and r.state = 'accepted') as paid_out,
          c.winner_rule, ${joinedSql} as joined, ${countedSql} as counted,
          op.user_id as o_id, op.first_name as o_first, op.surname as o_surname, op.nickname as o_nick, op.tg_name as o_tg, op.photo as o_photo
        from challenges c
        join public_profiles op on op.user_id = c.creator_id
        where ${sql.join(conditions, sql` and `)}
        order by c.created_at desc, c.id desc
        limit ${limit}`,
  );
  return rows.map(toRow);
}

/**
 * The totals of every challenge of `organizationId` matching `f` at `now`: how many, their prize
 * funds, the prizes paid out (points) and their participants. Sums are exact (PostgreSQL numeric, read as text).
 */
export async function challengesReportSummary(db: Executor, organizationId: number, f: ChallengesReportFilter, now = new Date()): Promise<ChallengesReportSummary> {
  const [row] = await queryRows<{ count: number; fund: string; paid_out: string; participants: string; joined: string; counted: string }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(c.fund), 0)::text as fund, coalesce(sum(c.participants_count), 0)::text as participants,
          coalesce(sum(${joinedSql}), 0)::text as joined, coalesce(sum(${countedSql}), 0)::text as counted,
          coalesce(sum((select sum(r.prize) from challenge_reports r where r.challenge_id = c.id and r.state = 'accepted')), 0)::text as paid_out
        from challenges c
        where ${sql.join(filterSql(organizationId, f, now), sql` and `)}`,
  );
  return {
    count: Number(row?.count ?? 0),
    fund: Number(row?.fund ?? 0),
    paidOut: Number(row?.paid_out ?? 0),
    participants: Number(row?.participants ?? 0),
    referrals: f.kind === 'referrals' ? { joined: Number(row?.joined ?? 0), counted: Number(row?.counted ?? 0) } : null,
  };
}

/**
 * GET /api/analytics/challenges: the organization's challenges matching the filters at `now`,
 * newest first (created_at, id), a keyset page of `q.limit`; the first page (no cursor) carries the
 * {@link challengesReportSummary} of the whole filtered set. A malformed cursor is 400 on `cursor`.
 */
export async function challengesReportPage(db: Executor, organizationId: number, q: ChallengesReportQuery, now = new Date()): Promise<ChallengesReportPage> {
  const cursor = q.cursor ? decodeCursor(q.cursor) : undefined;
  const where = filterSql(organizationId, q, now);
  const rows = await loadRows(db, where, now, q.limit + 1, cursor);
  const items = rows.slice(0, q.limit);
  const last = items[items.length - 1];
  return {
    items,
    nextCursor: rows.length > q.limit && last ? encodeCursor(new Date(last.createdAt), last.id) : null,
    summary: cursor ? null : await challengesReportSummary(db, organizationId, q, now),
  };
}

/**
 * Every challenge of `organizationId` matching `f` at `now`, newest first, in batches of
 * `batchSize` read one query at a time (the export streams them; nothing holds them all).
 */
export async function* challengesReportBatches(db: Executor, organizationId: number, f: ChallengesReportFilter, now: Date, batchSize = 1000): AsyncGenerator<ChallengesReportRow[]> {
  const where = filterSql(organizationId, f, now);
  let cursor: { createdAt: Date; id: number } | undefined;
  for (;;) {
    const rows = await loadRows(db, where, now, batchSize, cursor);
    if (rows.length > 0) yield rows;
    const last = rows[rows.length - 1];
    if (rows.length < batchSize || !last) return;
    cursor = { createdAt: new Date(last.createdAt), id: last.id };
  }
}

/** The organization's name and the caller's language (`ru` unless they chose `en`), for the export. */
export async function exportContext(db: Executor, organizationId: number, userId: number): Promise<{ organizationName: string; language: 'ru' | 'en' }> {
  const [row] = await queryRows<{ name: string; language: string | null }>(
    db,
    sql`select o.name, (select u.language from users u where u.id = ${userId}) as language from organizations o where o.id = ${organizationId}`,
  );
  return { organizationName: row?.name ?? '', language: row?.language === 'en' ? 'en' : 'ru' };
}
