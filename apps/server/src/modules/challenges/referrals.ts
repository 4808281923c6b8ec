/**
 * Referral challenges (SPEC §1 'referral', §7 'referrals: invite, apply, register, participants
 * special, organized_by, stats xlsx, winners xlsx'; DOMAIN §1.12; docs/decisions/0045). A member
 * takes part by getting a personal invite link ({@link joinReferral}); whoever joins the community
 * through it while the challenge runs is recorded for them ({@link recordReferral}, called by the
 * sign-in and join flows in the transaction that makes the membership). At the end the places go to
 * the most counted referrers (service.ts `complete`). Counting rules: one person counts once per
 * challenge; nobody refers themself; only someone new to the community joins through a link; an
 * invitee counts while they are an active member (fired or blocked: not counted, read at the time).
 */
import { sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { ChallengesPage, MyReferral, OrganizedReferralsQuery, ReferralLink, ReferralParticipantsPage, ReferralParticipantsQuery, UserSummary } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../db/cursor.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { createPersonalInviteLink } from '../invites/index.ts';
import { activeMembership } from '../people/index.ts';
import { isAdmin } from '../roles/index.ts';
import { abilitiesOf, challengeSelect, iso, loadChallengeRow, personJson, toChallenge, toPerson, type ChallengeRow, type Viewer } from './queries.ts';
import { lockChallenge, settle } from './service.ts';

/** The app's page an invite token opens, as the admins' links write it (the invite sign-in and join of docs/decisions/0032). */
const invitePath = (token: string) => `/community/invite?invite=${encodeURIComponent(token)}`;

/** Counted (active members now) and all joins through each referrer's link of challenge `c` (alias). */
const countsOf = (challengeId: SQL | number, referrerId: SQL | number, organizationId: SQL | number) =>
  sql`(select count(*)::int from challenge_referrals r join memberships m on m.organization_id = ${organizationId} and m.user_id = r.invitee_id and ${activeMembership('m')}
        where r.challenge_id = ${challengeId} and r.referrer_id = ${referrerId}) as counted,
      (select count(*)::int from challenge_referrals r where r.challenge_id = ${challengeId} and r.referrer_id = ${referrerId}) as joined`;

async function linkOf(db: Executor, viewer: Viewer, challengeId: number): Promise<ReferralLink | null> {
  const [row] = await queryRows<{ token: string; expires_at: string | Date; counted: number; joined: number }>(
    db,
    sql`select il.token, il.expires_at, ${countsOf(challengeId, viewer.userId, viewer.organizationId)}
        from challenge_referral_links l join invite_links il on il.id = l.invite_link_id
        where l.challenge_id = ${challengeId} and l.user_id = ${viewer.userId}`,
  );
  if (!row) return null;
  return { challengeId, token: row.token, path: invitePath(row.token), expiresAt: iso(row.expires_at), counted: Number(row.counted), joined: Number(row.joined) };
}

/**
 * POST /api/challenges/referrals/invite: the caller takes part in referral challenge `challengeId`
 * and gets their personal link — an invite link that admits into the community until the challenge
 * ends — or the one they got before; it makes them a participant. Refusals, as for taking part in
 * any challenge: CHALLENGE_ORGANIZER_REPORT, CHALLENGE_NOT_STARTED, CHALLENGE_COMPLETED,
 * CHALLENGE_RECEPTION_CLOSED, CHALLENGE_NOT_INVITED, CHALLENGE_NOT_AVAILABLE (a locked chain step);
 * 404 CHALLENGE_NOT_FOUND for a missing challenge or one that is not a referral challenge.
 */
export async function joinReferral(db: Db, viewer: Viewer, challengeId: number, now = new Date()): Promise<ReferralLink> {
  const existing = await linkOf(db, viewer, challengeId);
  if (existing) return existing;
  await withTxRetry(db, async (tx) => {
    const c = await lockChallenge(tx, viewer.organizationId, challengeId);
    await settle(tx, c, now);
    if (c.winner_rule !== 'referrals') throw new AppError('CHALLENGE_NOT_FOUND', 'No referral challenge with this id');
    const [again] = await queryRows<{ one: number }>(tx, sql`select 1 as one from challenge_referral_links where challenge_id = ${c.id} and user_id = ${viewer.userId}`);
    if (again) return;
    if (Number(c.creator_id) === viewer.userId) throw new AppError('CHALLENGE_ORGANIZER_REPORT', 'The organizer cannot take part in their own challenge');
    if (c.status === 'deferred') throw new AppError('CHALLENGE_NOT_STARTED', 'The challenge has not started');
    if (c.status === 'completed') throw new AppError('CHALLENGE_COMPLETED', 'The challenge has completed');
    if (!c.reception_open) throw new AppError('CHALLENGE_RECEPTION_CLOSED', 'The challenge takes no new participants now');
    const row = await loadChallengeRow(tx, viewer, c.id);
    if (c.invited_only && !row.invited) throw new AppError('CHALLENGE_NOT_INVITED', 'Only invited members take part');
    if (row.dependencies.length > 0) throw new AppError('CHALLENGE_NOT_AVAILABLE', 'Challenge not available: the earlier steps of its chain are not finished', { details: { dependencies: row.dependencies } });
    const link = await createPersonalInviteLink(tx, { organizationId: c.organization_id, createdBy: viewer.userId, expiresAt: new Date(c.end_at).toISOString() });
    await tx.execute(sql`insert into challenge_referral_links (challenge_id, user_id, invite_link_id, created_at) values (${c.id}, ${viewer.userId}, ${link.id}, ${now.toISOString()})`);
    const [p] = await queryRows<{ id: number }>(
      tx,
      sql`insert into challenge_participants (challenge_id, user_id, nickname, created_at) values (${c.id}, ${viewer.userId}, null, ${now.toISOString()})
          on conflict (challenge_id, user_id) do nothing returning id`,
    );
    if (p) await tx.execute(sql`update challenges set participants_count = participants_count + 1 where id = ${c.id}`);
  });
  const made = await linkOf(db, viewer, challengeId);
  if (!made) throw new Error('referral link not written');
  return made;
}

/** GET /api/challenges/referrals/mine?id=: the caller's link of challenge `id` with its counts, or null before they took part (404 for another community's). */
export async function myReferral(db: Executor, viewer: Viewer, challengeId: number): Promise<MyReferral> {
  await loadChallengeRow(db, viewer, challengeId);
  return { link: await linkOf(db, viewer, challengeId) };
}

/**
 * Records that `inviteeId` joined the community through invite link `inviteLinkId` (in the
 * transaction that made their membership): when the link is a participant's personal link of a
 * referral challenge that runs now (started, not ended, taking participants) and the invitee is not
 * the participant, one row — a second join of the same person does nothing. Any other link: nothing.
 */
export async function recordReferral(tx: Executor, inviteLinkId: number, inviteeId: number, now = new Date()): Promise<void> {
  await tx.execute(
    sql`insert into challenge_referrals (challenge_id, referrer_id, invitee_id, invite_link_id, created_at)
        select l.challenge_id, l.user_id, ${inviteeId}::int, l.invite_link_id, ${now.toISOString()}
        from challenge_referral_links l join challenges c on c.id = l.challenge_id
        where l.invite_link_id = ${inviteLinkId} and l.user_id <> ${inviteeId}::int
          and c.winner_rule = 'referrals' and c.status = 'active' and c.reception_open and c.deleted_at is null
          and c.start_at <= ${now.toISOString()}::timestamptz and c.end_at > ${now.toISOString()}::timestamptz
        on conflict (challenge_id, invitee_id) do nothing`,
  );
}

interface StandingRow {
  user: UserSummary;
  user_id: number;
  counted: number;
  joined: number;
  last_at: string | Date | null;
}

/** Every participant of referral challenge `challengeId` with counts, most counted first (ties: who reached it first, then the lower id). */
function standingsSql(organizationId: number, challengeId: number): SQL {
  return sql`select p.user_id, ${personJson('u')} as user,
        count(r.id) filter (where ${activeMembership('m')})::int as counted,
        count(r.id)::int as joined,
        max(r.created_at) filter (where ${activeMembership('m')}) as last_at
      from challenge_participants p
      join public_profiles u on u.user_id = p.user_id
      left join challenge_referrals r on r.challenge_id = p.challenge_id and r.referrer_id = p.user_id
      left join memberships m on m.organization_id = ${organizationId} and m.user_id = r.invitee_id
      where p.challenge_id = ${challengeId}
      group by p.user_id, u.user_id, u.first_name, u.surname, u.nickname, u.tg_name, u.photo
      order by counted desc, last_at nulls last, p.user_id`;
}

/** The referral challenge `id` of the caller's community with whether the caller manages it; 404 CHALLENGE_NOT_FOUND for a missing one or one that is not a referral challenge. */
async function referralChallenge(db: Executor, viewer: Viewer, id: number): Promise<{ row: ChallengeRow; manager: boolean }> {
  const row = await loadChallengeRow(db, viewer, id);
  if (row.winner_rule !== 'referrals') throw new AppError('CHALLENGE_NOT_FOUND', 'No referral challenge with this id');
  const admin = await isAdmin(db, viewer.userId, viewer.organizationId);
  return { row, manager: admin || Number(row.creator_id) === viewer.userId };
}

/**
 * GET /api/challenges/referrals/participants?id=: the participants with their counts and places
 * ("participants special"): the organizer and admins always, others when the challenge shows its
 * participants (403 FORBIDDEN otherwise). Offset pages (the order is a ranking that moves).
 */
export async function referralParticipants(db: Executor, viewer: Viewer, q: ReferralParticipantsQuery): Promise<ReferralParticipantsPage> {
  const { row, manager } = await referralChallenge(db, viewer, q.id);
  const admin = await isAdmin(db, viewer.userId, viewer.organizationId);
  if (!manager && !abilitiesOf(row, viewer, admin).canSeeParticipants) throw new AppError('FORBIDDEN', 'Only the organizer sees the participants of this challenge');
  const offset = q.cursor && /^\d{1,6}$/.test(q.cursor) ? Number(q.cursor) : 0;
  const rows = await queryRows<StandingRow>(db, sql`${standingsSql(viewer.organizationId, q.id)} limit ${q.limit + 1} offset ${offset}`);
  const minimum = Number(row.referral_minimum ?? 1);
  const items = rows.slice(0, q.limit).map((r, i) => ({
    user: toPerson(r.user),
    counted: Number(r.counted),
    joined: Number(r.joined),
    lastAt: r.last_at === null ? null : iso(r.last_at),
    rank: Number(r.counted) >= minimum ? offset + i + 1 : null,
  }));
  return { items, nextCursor: rows.length > q.limit ? String(offset + q.limit) : null };
}

/** GET /api/challenges/referrals/organized: the referral challenges the caller organizes ("organized_by"), newest first, keyset pages. */
export async function organizedReferrals(db: Executor, viewer: Viewer, q: OrganizedReferralsQuery): Promise<ChallengesPage> {
  const where: SQL[] = [sql`c.organization_id = ${viewer.organizationId}`, sql`c.deleted_at is null`, sql`c.creator_id = ${viewer.userId}`, sql`c.winner_rule = 'referrals'`];
  if (q.cursor) {
    const c = decodeCursor(q.cursor);
    where.push(sql`(c.created_at, c.id) < (${c.createdAt.toISOString()}::timestamptz, ${c.id})`);
  }
  const rows = await queryRows<ChallengeRow>(db, sql`${challengeSelect(viewer)} where ${sql.join(where, sql` and `)} order by c.created_at desc, c.id desc limit ${q.limit + 1}`);
  const admin = await isAdmin(db, viewer.userId, viewer.organizationId);
  const items = rows.slice(0, q.limit).map((r) => toChallenge(r, viewer, admin));
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > q.limit && last ? encodeCursor(new Date(last.createdAt), last.id) : null };
}

/** A language of the exports. */
export type ReferralExportLanguage = 'ru' | 'en';

const LABELS = {
  ru: {
    stats: 'Приглашения',
    winners: 'Победители',
    place: 'Место',
    participant: 'Участник',
    counted: 'Засчитано',
    joined: 'Присоединились',
    notCounted: 'Не засчитано (уволены или заблокированы)',
    lastAt: 'Последнее приглашение',
    referrals: 'Приглашено',
    prize: 'Приз',
    decidedAt: 'Дата',
  },
  en: {
    stats: 'Referrals',
    winners: 'Winners',
    place: 'Place',
    participant: 'Participant',
    counted: 'Counted',
    joined: 'Joined',
    notCounted: 'Not counted (fired or blocked)',
    lastAt: 'Last referral',
    referrals: 'Referred',
    prize: 'Prize',
    decidedAt: 'Date',
  },
} as const;

const personName = (p: UserSummary) => [p.firstName, p.surname].filter(Boolean).join(' ') || p.nickname || p.tgName || String(p.id);

/**
 * The .xlsx exports of referral challenge `id` (stats xlsx, winners xlsx): the organizer and admins
 * only (403 FORBIDDEN; 404 for a missing or non-referral challenge). Stats: every participant with
 * their counted, joined and not counted referrals and their last one; winners: each place with the
 * winner, the referrals counted for them and the prize. Returns the file's bytes and its names.
 */
export async function referralWorkbook(db: Executor, viewer: Viewer, id: number, kind: 'stats' | 'winners', lang: ReferralExportLanguage): Promise<{ bytes: Buffer; name: string; asciiName: string }> {
  const { row, manager } = await referralChallenge(db, viewer, id);
  if (!manager) throw new AppError('FORBIDDEN', 'Only the organizer or an administrator exports a referral challenge');
  const labels = LABELS[lang];
  const book = new ExcelJS.Workbook();
  book.creator = 'Gratia';
  const sheet = book.addWorksheet(kind === 'stats' ? labels.stats : labels.winners, { views: [{ state: 'frozen', ySplit: 1 }] });
  if (kind === 'stats') {
    sheet.columns = [
      { header: labels.place, key: 'place', width: 8 },
      { header: labels.participant, key: 'participant', width: 34 },
      { header: labels.counted, key: 'counted', width: 12 },
      { header: labels.joined, key: 'joined', width: 16 },
      { header: labels.notCounted, key: 'notCounted', width: 22 },
      { header: labels.lastAt, key: 'lastAt', width: 22, style: { numFmt: 'dd-mm-yyyy hh:mm' } },
    ];
    const rows = await queryRows<StandingRow>(db, standingsSql(viewer.organizationId, id));
    const minimum = Number(row.referral_minimum ?? 1);
    rows.forEach((r, i) =>
      sheet.addRow({
        place: Number(r.counted) >= minimum ? i + 1 : null,
        participant: personName(toPerson(r.user)),
        counted: Number(r.counted),
        joined: Number(r.joined),
        notCounted: Number(r.joined) - Number(r.counted),
        lastAt: r.last_at === null ? null : new Date(iso(r.last_at)),
      }),
    );
  } else {
    sheet.columns = [
      { header: labels.place, key: 'place', width: 8 },
      { header: labels.participant, key: 'participant', width: 34 },
      { header: labels.referrals, key: 'referrals', width: 12 },
      { header: labels.prize, key: 'prize', width: 12 },
      { header: labels.decidedAt, key: 'decidedAt', width: 20, style: { numFmt: 'dd-mm-yyyy hh:mm' } },
    ];
    const rows = await queryRows<{ user: UserSummary; referrals: number; prize: string; decided_at: string | Date }>(
      db,
      sql`select ${personJson('u')} as user, r.referrals, r.prize::text as prize, r.decided_at
          from challenge_reports r join public_profiles u on u.user_id = r.user_id
          where r.challenge_id = ${id} and r.state = 'accepted' order by r.decided_at, r.id`,
    );
    rows.forEach((r, i) => sheet.addRow({ place: i + 1, participant: personName(toPerson(r.user)), referrals: Number(r.referrals ?? 0), prize: Number(r.prize), decidedAt: new Date(iso(r.decided_at)) }));
  }
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  const base = `${kind === 'stats' ? labels.stats : labels.winners} — ${row.name}`.slice(0, 120);
  return { bytes, name: `${base}.xlsx`, asciiName: `referral-${kind}-${id}.xlsx` };
}
