/**
 * Reads of challenges (SPEC §2 /challenges, /challenge/{id}; §7 challenges calls; docs/decisions/0039):
 * the list with its filters and keyset pages, one challenge with what the caller may do with it,
 * candidates, winners, my result and participants. Every query carries the caller's organization,
 * so no call reaches another organization's data (404 CHALLENGE_NOT_FOUND). The anonymity rule is
 * applied here: on an anonymous challenge a participant's name is shown only to the organizer and
 * to the participant themself; everyone else sees the nickname.
 * Query paths: `challenges_list_idx`, `challenges_status_list_idx`, `challenges_creator_idx` with
 * `challenge_participants_user_idx` (my), `challenge_reports_state_idx` (candidates, winners),
 * `challenge_participants_list_idx`, the likes' primary key.
 */
import { sql, type SQL } from 'drizzle-orm';
import type {
  Challenge,
  ChallengeAbilities,
  ChallengeListQuery,
  ChallengeParticipantsPage,
  ChallengeReport,
  ChallengeReportsPage,
  ChallengeReportsQuery,
  ChallengesPage,
  ChallengesQuery,
  ImageRef,
  ReportState,
  TopChallenges,
  TopChallengesQuery,
  UserSummary,
} from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../db/cursor.ts';
import { AppError } from '../../http/errors.ts';
import { imageRef } from '../media/index.ts';
import { activeMembership } from '../people/index.ts';
import { isAdmin } from '../roles/index.ts';
import type { ChallengeStatusCode, CompletionReasonCode, SponsorKind, WinnerRuleCode } from './schema.ts';

/** The caller: organization and user. */
export interface Viewer {
  organizationId: number;
  userId: number;
}

/** An instant from the driver (Date or text) as ISO 8601. */
export const iso = (v: string | Date): string => (v instanceof Date ? v : new Date(v)).toISOString();

/** An image as the queries' JSON carries it. */
export interface ImageJson {
  id: string;
  width: number;
  height: number;
}
/** An image of a query's JSON as the API's ImageRef. */
export const toImage = (i: ImageJson): ImageRef => imageRef({ id: i.id, purpose: 'thanks', width: Number(i.width), height: Number(i.height) });

/** Columns of a person from the `public_profiles` alias `a`, as one JSON object (null when absent). */
export const personJson = (a: string) =>
  sql.raw(
    `case when ${a}.user_id is null then null else json_build_object('id', ${a}.user_id, 'firstName', coalesce(${a}.first_name, ''), ` +
      `'surname', coalesce(${a}.surname, ''), 'nickname', ${a}.nickname, 'tgName', ${a}.tg_name, 'photo', ${a}.photo) end`,
  );
/** A person of a query's JSON with a numeric id. */
export const toPerson = (p: UserSummary): UserSummary => ({ ...p, id: Number(p.id) });

/** A challenge row with what the caller needs to see. */
export interface ChallengeRow {
  id: number;
  organization_id: number;
  creator_id: number;
  from_organization: boolean;
  name: string;
  description: string;
  covers: ImageJson[];
  thumbnail: ImageJson | null;
  organizer: UserSummary;
  fund: string;
  places: number;
  prize: string;
  winner_rule: WinnerRuleCode;
  referral_minimum: number | null;
  show_participants: boolean;
  multiple_reports: boolean;
  anonymous: boolean;
  invited_only: boolean;
  start_at: string | Date;
  end_at: string | Date;
  status: ChallengeStatusCode;
  reception_open: boolean;
  completed_at: string | Date | null;
  completion_reason: CompletionReasonCode | null;
  sponsor_kind: SponsorKind;
  winners_count: number;
  participants_count: number;
  created_at: string | Date;
  updated_at: string | Date;
  my_states: ReportState[] | string | null;
  invited: boolean;
  share_uuid: string;
  chain: { id: number; name: string; step: number; steps: number } | null;
  dependencies: { id: number; name: string; step: number }[];
}

/**
 * True when member `userId` has finished challenge `d` (an alias) for its chain
 * (docs/decisions/0043 'finished'): sent a report there that was not rejected — or, on a referral
 * challenge, which takes no reports, brought in at least its minimum of counted newcomers (active
 * members now; docs/decisions/0045 'Chains'). Uses `challenge_reports_user_idx` and the referrals'
 * unique index.
 */
export function finishedBy(d: string, userId: SQL): SQL {
  const c = sql.raw(d);
  return sql`(case when ${c}.winner_rule = 'referrals'
      then (select count(*) from challenge_referrals rr
              join memberships rm on rm.organization_id = ${c}.organization_id and rm.user_id = rr.invitee_id and ${activeMembership('rm')}
             where rr.challenge_id = ${c}.id and rr.referrer_id = ${userId}) >= greatest(${c}.referral_minimum, 1)
      else exists (select 1 from challenge_reports r where r.user_id = ${userId} and r.challenge_id = ${c}.id and r.state <> 'rejected') end)`;
}

/**
 * The challenges of earlier steps of `c`'s chain (alias `c`) that `userId` has not finished
 * ({@link finishedBy}), as a JSON array by step. Empty outside a chain. Uses `challenges_chain_idx`.
 */
export function blockersJson(userId: number): SQL {
  return sql`(select coalesce(json_agg(json_build_object('id', d.id, 'name', d.name, 'step', d.chain_step) order by d.chain_step, d.chain_sort, d.id), '[]'::json)
      from challenges d
      where c.chain_id is not null and d.chain_id = c.chain_id and d.chain_step < c.chain_step and d.deleted_at is null
        and not ${finishedBy('d', sql`${userId}::int`)})`;
}

/** Postgres text arrays may come back as `{a,b}` text from some drivers. */
function textArray(v: ReportState[] | string | null): ReportState[] {
  if (v === null) return [];
  if (Array.isArray(v)) return v;
  const inner = v.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : (inner.split(',') as ReportState[]);
}

/** The select of challenges as `viewer` sees them (alias `c`), for {@link toChallenge}. */
export function challengeSelect(viewer: Viewer): SQL {
  return sql`select c.id, c.organization_id, c.creator_id, c.from_organization, c.name, c.description,
      (select coalesce(json_agg(json_build_object('id', i.id, 'width', i.width, 'height', i.height) order by x.ord), '[]'::json)
         from unnest(c.cover_ids) with ordinality x(id, ord) join images i on i.id = x.id) as covers,
      (select json_build_object('id', i.id, 'width', i.width, 'height', i.height) from images i where i.id = c.thumbnail_id) as thumbnail,
      ${personJson('op')} as organizer,
      c.fund::text as fund, c.places, c.prize::text as prize, c.winner_rule, c.referral_minimum, c.show_participants, c.multiple_reports, c.anonymous, c.invited_only,
      c.start_at, c.end_at, c.status, c.reception_open, c.completed_at, c.completion_reason, c.sponsor_kind,
      c.winners_count, c.participants_count, c.created_at, c.updated_at,
      array(select r.state from challenge_reports r where r.challenge_id = c.id and r.user_id = ${viewer.userId}::int order by r.created_at, r.id)::text[] as my_states,
      exists (select 1 from challenge_invitees v where v.challenge_id = c.id and v.user_id = ${viewer.userId}::int) as invited,
      c.share_uuid::text as share_uuid,
      (select json_build_object('id', ch.id, 'name', ch.name, 'step', c.chain_step,
              'steps', (select max(s.chain_step) from challenges s where s.chain_id = ch.id and s.deleted_at is null))
         from challenge_chains ch where ch.id = c.chain_id and ch.deleted_at is null) as chain,
      ${blockersJson(viewer.userId)} as dependencies
    from challenges c
    join public_profiles op on op.user_id = c.creator_id`;
}

/** What `viewer` (an admin or not) may do with the challenge of `r` (docs/decisions/0039 'Who may do what'). */
export function abilitiesOf(r: ChallengeRow, viewer: Viewer, admin: boolean): ChallengeAbilities {
  const isOrganizer = Number(r.creator_id) === viewer.userId;
  const manager = isOrganizer || admin;
  const states = textArray(r.my_states);
  const completed = r.status === 'completed';
  const tookPart = Number(r.participants_count) > 0;
  const open = r.winner_rule === 'voting' || r.show_participants;
  const referral = r.winner_rule === 'referrals';
  const mayTakePart = r.status === 'active' && r.reception_open && !isOrganizer && (!r.invited_only || r.invited) && r.dependencies.length === 0;
  return {
    isOrganizer,
    edit: completed || !manager ? null : tookPart && r.status !== 'deferred' ? 'basic' : 'full',
    canDelete: manager && !completed && !tookPart,
    canClose: manager && !completed,
    canDecide: r.status === 'active' && r.winner_rule !== 'voting' && !referral && (r.winner_rule === 'organizer' ? isOrganizer : admin),
    canReport: mayTakePart && !referral && (r.multiple_reports || states.length === 0),
    canRefer: mayTakePart && referral,
    canSeeCandidates: manager || open,
    canSeeParticipants: manager || open,
    myReports: states,
  };
}

/** The API shape of a challenge row for `viewer`. */
export function toChallenge(r: ChallengeRow, viewer: Viewer, admin: boolean): Challenge {
  const places = Number(r.places);
  const winners = Number(r.winners_count);
  return {
    id: Number(r.id),
    name: r.name,
    description: r.description,
    covers: r.covers.map(toImage),
    thumbnail: r.thumbnail ? toImage(r.thumbnail) : null,
    organizer: toPerson(r.organizer),
    fromOrganization: r.from_organization,
    fund: Number(r.fund),
    places,
    prize: Number(r.prize),
    winnersCount: winners,
    remainingPlaces: r.status === 'completed' ? 0 : places - winners,
    participantsCount: Number(r.participants_count),
    winnerRule: r.winner_rule,
    referralMinimum: r.referral_minimum === null ? null : Number(r.referral_minimum),
    settings: { showParticipants: r.show_participants, multipleReports: r.multiple_reports, anonymous: r.anonymous, invitedOnly: r.invited_only },
    startAt: iso(r.start_at),
    endAt: iso(r.end_at),
    status: r.status,
    receptionOpen: r.reception_open,
    completedAt: r.completed_at === null ? null : iso(r.completed_at),
    completionReason: r.completion_reason,
    sponsor: r.sponsor_kind === 'treasury' ? 'community' : r.sponsor_kind,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    chain: r.chain ? { id: Number(r.chain.id), name: r.chain.name, step: Number(r.chain.step), steps: Number(r.chain.steps) } : null,
    available: r.dependencies.length === 0,
    dependencies: r.dependencies.map((d) => ({ id: Number(d.id), name: d.name, step: Number(d.step) })),
    shareUuid: r.share_uuid,
    me: abilitiesOf(r, viewer, admin),
  };
}

/** The challenge row `id` of the viewer's organization (not deleted), or 404 CHALLENGE_NOT_FOUND. */
export async function loadChallengeRow(db: Executor, viewer: Viewer, id: number): Promise<ChallengeRow> {
  const [row] = await queryRows<ChallengeRow>(
    db,
    sql`${challengeSelect(viewer)} where c.id = ${id} and c.organization_id = ${viewer.organizationId} and c.deleted_at is null`,
  );
  if (!row) throw new AppError('CHALLENGE_NOT_FOUND', 'Challenge not found');
  return row;
}

/** GET /api/challenges/one?id=: one challenge with the caller's abilities; 404 CHALLENGE_NOT_FOUND when missing, deleted or another organization's. */
export async function getChallenge(db: Executor, viewer: Viewer, id: number): Promise<Challenge> {
  const row = await loadChallengeRow(db, viewer, id);
  return toChallenge(row, viewer, await isAdmin(db, viewer.userId, viewer.organizationId));
}

/**
 * GET /api/challenges?filter=&cursor=&limit=: the organization's challenges newest first, a keyset
 * page on (created_at, id). Filters: `active`, `upcoming` (deferred), `ended` (completed), `my`
 * (organized by the caller or taken part in), `all`.
 */
export async function challengesPage(db: Executor, viewer: Viewer, q: ChallengesQuery): Promise<ChallengesPage> {
  const where: SQL[] = [sql`c.organization_id = ${viewer.organizationId}`, sql`c.deleted_at is null`];
  if (q.filter === 'active') where.push(sql`c.status = 'active'`);
  if (q.filter === 'upcoming') where.push(sql`c.status = 'deferred'`);
  if (q.filter === 'ended') where.push(sql`c.status = 'completed'`);
  if (q.filter === 'my') {
    where.push(
      sql`(c.creator_id = ${viewer.userId} or c.id in (select p.challenge_id from challenge_participants p where p.user_id = ${viewer.userId}))`,
    );
  }
  if (q.cursor) {
    const c = decodeCursor(q.cursor);
    where.push(sql`(c.created_at, c.id) < (${c.createdAt.toISOString()}::timestamptz, ${c.id})`);
  }
  const rows = await queryRows<ChallengeRow>(
    db,
    sql`${challengeSelect(viewer)} where ${sql.join(where, sql` and `)} order by c.created_at desc, c.id desc limit ${q.limit + 1}`,
  );
  const admin = await isAdmin(db, viewer.userId, viewer.organizationId);
  const items = rows.slice(0, q.limit).map((r) => toChallenge(r, viewer, admin));
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > q.limit && last ? encodeCursor(new Date(last.createdAt), last.id) : null };
}

/**
 * GET /api/challenges/top?limit=: the main page's top challenges (SPEC §1 main page) — running
 * ones taking reports, most participants first, then the biggest fund, then the newest; served by
 * `challenges_status_list_idx` (organization, status).
 */
export async function topChallenges(db: Executor, viewer: Viewer, q: TopChallengesQuery): Promise<TopChallenges> {
  const rows = await queryRows<ChallengeRow>(
    db,
    sql`${challengeSelect(viewer)} where c.organization_id = ${viewer.organizationId} and c.deleted_at is null and c.status = 'active' and c.reception_open
      order by c.participants_count desc, c.fund desc, c.created_at desc, c.id desc limit ${q.limit}`,
  );
  const admin = await isAdmin(db, viewer.userId, viewer.organizationId);
  return { items: rows.map((r) => toChallenge(r, viewer, admin)) };
}

interface ReportRow {
  id: number;
  challenge_id: number;
  user_id: number;
  author: UserSummary;
  nickname: string | null;
  text: string | null;
  photo: ImageJson | null;
  state: ReportState;
  reason: string | null;
  prize: string | null;
  likes: number;
  liked: boolean;
  comments: number;
  referrals: number | null;
  created_at: string | Date;
  decided_at: string | Date | null;
}

/** The select of reports (alias `r`) as `viewer` sees them, for {@link toReport}. */
function reportSelect(viewer: Viewer): SQL {
  return sql`select r.id, r.challenge_id, r.user_id, ${personJson('u')} as author, pp.nickname, r.text,
      (select json_build_object('id', i.id, 'width', i.width, 'height', i.height) from images i where i.id = r.photo_id) as photo,
      r.state, r.reason, r.prize::text as prize, r.referrals, r.created_at, r.decided_at,
      (select count(*)::int from challenge_report_likes l where l.report_id = r.id) as likes,
      (select count(*)::int from feed_comments fc where fc.organization_id = r.organization_id and fc.event_type = 'report' and fc.event_id = r.id and fc.deleted_at is null) as comments,
      exists (select 1 from challenge_report_likes l where l.report_id = r.id and l.user_id = ${viewer.userId}::int) as liked
    from challenge_reports r
    join challenge_participants pp on pp.id = r.participant_id
    join public_profiles u on u.user_id = r.user_id`;
}

/** How a challenge's reports are shown: whether names are hidden (anonymous), and whether the viewer decides (sees every reason). */
export interface ReportLens {
  anonymous: boolean;
  organizerId: number;
  decider: boolean;
}

/** A report for `viewer`: the name hidden on anonymous challenges but to the organizer and the author; the reason only to the author and the deciders. */
export function toReport(r: ReportRow, viewer: Viewer, lens: ReportLens): ChallengeReport {
  const own = Number(r.user_id) === viewer.userId;
  const named = !lens.anonymous || own || viewer.userId === lens.organizerId;
  return {
    id: Number(r.id),
    challengeId: Number(r.challenge_id),
    author: named ? toPerson(r.author) : null,
    nickname: lens.anonymous ? r.nickname : null,
    text: r.text,
    photo: r.photo ? toImage(r.photo) : null,
    referrals: r.referrals === null ? null : Number(r.referrals),
    state: r.state,
    reason: own || lens.decider ? r.reason : null,
    prize: r.prize === null ? null : Number(r.prize),
    likes: { count: Number(r.likes), likedByMe: r.liked },
    commentsCount: Number(r.comments),
    createdAt: iso(r.created_at),
    decidedAt: r.decided_at === null ? null : iso(r.decided_at),
  };
}

/** The lens of `row` for `viewer`. */
export function lensOf(row: ChallengeRow, viewer: Viewer, admin: boolean): ReportLens {
  const organizerId = Number(row.creator_id);
  return { anonymous: row.anonymous, organizerId, decider: viewer.userId === organizerId || admin };
}

/** One report of the viewer's organization as the viewer sees it; 404 REPORT_NOT_FOUND otherwise. */
export async function loadReport(db: Executor, viewer: Viewer, reportId: number): Promise<ChallengeReport> {
  const [r] = await queryRows<ReportRow & { challenge_id: number }>(
    db,
    sql`${reportSelect(viewer)} where r.id = ${reportId} and r.organization_id = ${viewer.organizationId}`,
  );
  if (!r) throw new AppError('REPORT_NOT_FOUND', 'Report not found');
  const row = await loadChallengeRow(db, viewer, Number(r.challenge_id));
  return toReport(r, viewer, lensOf(row, viewer, await isAdmin(db, viewer.userId, viewer.organizationId)));
}

async function reportsPage(db: Executor, viewer: Viewer, q: ChallengeListQuery, state: ReportState | undefined, audience: 'candidates' | 'managers' | 'everyone'): Promise<ChallengeReportsPage> {
  const row = await loadChallengeRow(db, viewer, q.id);
  const admin = await isAdmin(db, viewer.userId, viewer.organizationId);
  const abilities = abilitiesOf(row, viewer, admin);
  if (audience === 'candidates' && !abilities.canSeeCandidates) {
    throw new AppError('FORBIDDEN', 'Only the organizer sees the candidates of this challenge');
  }
  if (audience === 'managers' && !(abilities.isOrganizer || admin)) {
    throw new AppError('FORBIDDEN', 'Only the organizer and admins see every report of a challenge');
  }
  const where: SQL[] = [sql`r.challenge_id = ${q.id}`];
  if (state) where.push(sql`r.state = ${state}`);
  if (q.cursor) {
    const c = decodeCursor(q.cursor);
    where.push(sql`(r.created_at, r.id) > (${c.createdAt.toISOString()}::timestamptz, ${c.id})`);
  }
  const rows = await queryRows<ReportRow>(db, sql`${reportSelect(viewer)} where ${sql.join(where, sql` and `)} order by r.created_at, r.id limit ${q.limit + 1}`);
  const lens = lensOf(row, viewer, admin);
  const items = rows.slice(0, q.limit).map((r) => toReport(r, viewer, lens));
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > q.limit && last ? encodeCursor(new Date(last.createdAt), last.id) : null };
}

/**
 * Resolves when `viewer` may see report `reportId` — and so read and write its comments (SPEC §1
 * 'likes and comments on reports'; docs/decisions/0039): its author, and whoever sees the challenge's
 * candidates (the organizer, admins; everyone on voting challenges or when participants are
 * shown); a winning report is public. 404 NOT_FOUND otherwise, and for another organization's or a
 * deleted challenge's report.
 */
export async function requireVisibleReport(db: Executor, viewer: Viewer, reportId: number): Promise<void> {
  const [r] = await queryRows<{ user_id: number; challenge_id: number; state: ReportState }>(
    db,
    sql`select r.user_id, r.challenge_id, r.state from challenge_reports r join challenges c on c.id = r.challenge_id
        where r.id = ${reportId} and r.organization_id = ${viewer.organizationId} and c.deleted_at is null`,
  );
  if (!r) throw new AppError('NOT_FOUND', 'No such report');
  if (Number(r.user_id) === viewer.userId || r.state === 'accepted') return;
  const row = await loadChallengeRow(db, viewer, Number(r.challenge_id));
  if (!abilitiesOf(row, viewer, await isAdmin(db, viewer.userId, viewer.organizationId)).canSeeCandidates) throw new AppError('NOT_FOUND', 'No such report');
}

/**
 * GET /api/challenges/contenders?id=: the reports waiting for a decision (on a voting challenge:
 * every report until it ends), oldest first. 403 FORBIDDEN unless the caller is the organizer or
 * an admin, or the challenge is voting or shows its participants.
 */
export async function candidatesPage(db: Executor, viewer: Viewer, q: ChallengeListQuery): Promise<ChallengeReportsPage> {
  return reportsPage(db, viewer, q, 'sent', 'candidates');
}

/**
 * GET /api/challenges/reports?id=&state=: every report of the challenge (or those in `state`),
 * oldest first — the organizer's and admins' 'offers' tab (docs/decisions/0039); 403 FORBIDDEN for
 * anyone else.
 */
export async function reportsOfChallenge(db: Executor, viewer: Viewer, q: ChallengeReportsQuery): Promise<ChallengeReportsPage> {
  return reportsPage(db, viewer, q, q.state, 'managers');
}

/** GET /api/challenges/winners?id=: the accepted reports with their prizes, oldest first; every member sees them. */
export async function winnersPage(db: Executor, viewer: Viewer, q: ChallengeListQuery): Promise<ChallengeReportsPage> {
  return reportsPage(db, viewer, q, 'accepted', 'everyone');
}

/** GET /api/challenges/result?id=: the caller's reports (state, reason, prize), oldest first. */
export async function myResult(db: Executor, viewer: Viewer, id: number): Promise<{ reports: ChallengeReport[] }> {
  const row = await loadChallengeRow(db, viewer, id);
  const rows = await queryRows<ReportRow>(db, sql`${reportSelect(viewer)} where r.challenge_id = ${id} and r.user_id = ${viewer.userId} order by r.created_at, r.id`);
  const lens = lensOf(row, viewer, await isAdmin(db, viewer.userId, viewer.organizationId));
  return { reports: rows.map((r) => toReport(r, viewer, lens)) };
}

/**
 * GET /api/challenges/participants?id=: who took part (sent a report), first first. 403 FORBIDDEN
 * unless the caller is the organizer or an admin, or the challenge is voting or shows its participants.
 */
export async function participantsPage(db: Executor, viewer: Viewer, q: ChallengeListQuery): Promise<ChallengeParticipantsPage> {
  const row = await loadChallengeRow(db, viewer, q.id);
  const admin = await isAdmin(db, viewer.userId, viewer.organizationId);
  if (!abilitiesOf(row, viewer, admin).canSeeParticipants) throw new AppError('FORBIDDEN', 'Only the organizer sees the participants of this challenge');
  const where: SQL[] = [sql`p.challenge_id = ${q.id}`];
  if (q.cursor) {
    const c = decodeCursor(q.cursor);
    where.push(sql`(p.created_at, p.id) > (${c.createdAt.toISOString()}::timestamptz, ${c.id})`);
  }
  const rows = await queryRows<{ id: number; user_id: number; user: UserSummary; nickname: string | null; reports: number; created_at: string | Date }>(
    db,
    sql`select p.id, p.user_id, ${personJson('u')} as user, p.nickname, p.reports, p.created_at
        from challenge_participants p join public_profiles u on u.user_id = p.user_id
        where ${sql.join(where, sql` and `)} order by p.created_at, p.id limit ${q.limit + 1}`,
  );
  const lens = lensOf(row, viewer, admin);
  const page = rows.slice(0, q.limit);
  const items = page.map((p) => {
    const named = !lens.anonymous || Number(p.user_id) === viewer.userId || viewer.userId === lens.organizerId;
    return { user: named ? toPerson(p.user) : null, nickname: lens.anonymous ? p.nickname : null, reports: Number(p.reports), joinedAt: iso(p.created_at) };
  });
  const last = page[page.length - 1];
  return { items, nextCursor: rows.length > q.limit && last ? encodeCursor(new Date(last.created_at), Number(last.id)) : null };
}
