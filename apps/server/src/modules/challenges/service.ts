/**
 * Challenges on the ledger (SPEC §1, §3, §4, §5; DOMAIN §1.5–1.7; docs/decisions/0039). Every
 * change runs in one database transaction that first takes the challenge's row lock (`for update`),
 * then the active period's row (`for share`, as thanks do, so a period end never races it), then
 * the accounts in ascending id order ({@link lockAccountsInOrder}, the one lock order of every
 * journal). So two accepts for the last place, or a close while accepting, are serialized on the
 * challenge row: the second sees the first's result, and no more than the fund is ever paid.
 *
 * Money: creating moves the fund from the sponsor account into the challenge's escrow
 * (`challenge_contribution`); accepting a report pays one prize from escrow into the winner's
 * income (`winnings`); completing (places filled, end date passed, closed) gives the rest back
 * (`challenge_return`); deleting (no participants) gives the whole fund back. Points are whole numbers.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Challenge, ChallengeCreateOptions, ChallengeReport, CreateChallengeBody, ReportLikes, UpdateChallengeBody } from '@gratia/contracts';
import { BASIC_CHALLENGE_FIELDS, MIN_CHALLENGE_SECONDS, imageUrl } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { recordFeedEvent, withdrawFeedEvent } from '../feed/index.ts';
import { ensureAccountsOf, ensureTreasury, lockAccountsInOrder, postJournal, type JournalKind } from '../ledger/index.ts';
import { notifyChallengeEndsSoon, notifyChallengePublished, notifyChallengeReportDecided, notifyChallengeReportSent } from '../notifications/index.ts';
import { activeMembership } from '../people/index.ts';
import { isAdmin } from '../roles/index.ts';
import { blockersJson, getChallenge, loadReport, type Viewer } from './queries.ts';
import type { ChallengeMovementKind, ChallengeStatusCode, CompletionReasonCode, SponsorKind, WinnerRuleCode } from './schema.ts';

/** A challenge row as the service locks and reads it. */
export interface LockedChallenge {
  id: number;
  organization_id: number;
  creator_id: number;
  from_organization: boolean;
  name: string;
  cover_ids: string[] | string;
  thumbnail_id: string | null;
  fund: number;
  places: number;
  prize: number;
  winner_rule: WinnerRuleCode;
  referral_minimum: number | null;
  multiple_reports: boolean;
  anonymous: boolean;
  invited_only: boolean;
  start_at: string | Date;
  end_at: string | Date;
  status: ChallengeStatusCode;
  reception_open: boolean;
  sponsor_kind: SponsorKind;
  sponsor_account_id: number;
  escrow_account_id: number;
  period_id: number;
  winners_count: number;
  participants_count: number;
  published_at: string | Date | null;
  ends_soon_notified_at: string | Date | null;
}

const time = (v: string | Date): number => (v instanceof Date ? v : new Date(v)).getTime();
const uuidList = (v: string[] | string): string[] => (Array.isArray(v) ? v : v.replace(/^\{|\}$/g, '').split(',').filter(Boolean));

/** Locks challenge `id` of the organization for the rest of `tx`; 404 CHALLENGE_NOT_FOUND when missing, deleted or another organization's. */
export async function lockChallenge(tx: Executor, organizationId: number, id: number): Promise<LockedChallenge> {
  const [c] = await queryRows<LockedChallenge>(
    tx,
    sql`select id, organization_id, creator_id, from_organization, name, cover_ids::text[] as cover_ids, thumbnail_id, fund::int as fund, places, prize::int as prize,
               winner_rule, referral_minimum, multiple_reports, anonymous, invited_only, start_at, end_at, status, reception_open, sponsor_kind,
               sponsor_account_id, escrow_account_id, period_id, winners_count, participants_count, published_at, ends_soon_notified_at
        from challenges where id = ${id} and organization_id = ${organizationId} and deleted_at is null for update`,
  );
  if (!c) throw new AppError('CHALLENGE_NOT_FOUND', 'Challenge not found');
  return { ...c, fund: Number(c.fund), prize: Number(c.prize), escrow_account_id: Number(c.escrow_account_id), sponsor_account_id: Number(c.sponsor_account_id) };
}

/** The organization's active period, its row held `for share` for the rest of `tx`, or null. */
async function activePeriod(tx: Executor, organizationId: number): Promise<number | null> {
  const [p] = await queryRows<{ id: number }>(tx, sql`select id from periods where organization_id = ${organizationId} and status = 'active' for share`);
  return p ? Number(p.id) : null;
}

/** The member's account of a kind (distribution, income, challenge) in the period, created if missing. */
async function memberAccount(tx: Executor, organizationId: number, periodId: number, userId: number, kind: 'distribution' | 'income' | 'challenge'): Promise<number> {
  if (kind !== 'challenge') {
    const acc = (await ensureAccountsOf(tx, organizationId, periodId, [userId])).get(userId);
    if (!acc) throw new Error('member accounts missing');
    return kind === 'distribution' ? acc.distributionId : acc.incomeId;
  }
  await tx.execute(sql`insert into accounts (organization_id, period_id, user_id, kind) values (${organizationId}, ${periodId}, ${userId}, 'challenge')
                       on conflict (period_id, user_id, kind) where user_id is not null do nothing`);
  const [row] = await queryRows<{ id: number }>(tx, sql`select id from accounts where period_id = ${periodId} and user_id = ${userId} and kind = 'challenge'`);
  if (!row) throw new Error('challenge account missing');
  return Number(row.id);
}

/** Writes one visible transaction of a challenge (and its link row) and returns its id. `senderId` null = the community. */
async function insertMovement(
  tx: Executor,
  m: { organizationId: number; periodId: number; senderId: number | null; recipientId: number; amount: number; message: string; type: ChallengeMovementKind; challengeId: number; reportId?: number; now: Date },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into transactions (organization_id, period_id, sender_id, recipient_id, amount, message, status, type, created_at, changed_at)
        values (${m.organizationId}, ${m.periodId}, ${m.senderId}, ${m.recipientId}, ${m.amount}, ${m.message}, 'completed', ${m.type},
                ${m.now.toISOString()}, ${m.now.toISOString()})
        returning id`,
  );
  if (!row) throw new Error('challenge transaction not written');
  await tx.execute(sql`insert into challenge_transactions (transaction_id, challenge_id, report_id) values (${row.id}, ${m.challengeId}, ${m.reportId ?? null})`);
  return Number(row.id);
}

/** Posts a two-line journal from `from` to `to` of `amount` points for transaction `transactionId`. */
async function move(tx: Executor, organizationId: number, kind: JournalKind, transactionId: number, from: number, to: number, amount: number, now: Date): Promise<void> {
  await postJournal(tx, { organizationId, kind, transactionId, createdAt: now, lines: [{ accountId: from, amount: -amount }, { accountId: to, amount }] });
}

/**
 * Where the rest of a fund goes back (docs/decisions/0039 'Periods'): a community fund to the
 * treasury that paid it; points to give back to the same account while its period is active, else
 * to that period's treasury (they would have expired with it — never into a later period); income
 * and challenge-account points into the same kind of the creator's account in the active period (or
 * the paying account when there is none). Locks the periods it reads `for share`.
 */
async function returnTarget(tx: Executor, c: LockedChallenge, active: number | null): Promise<{ accountId: number; periodId: number }> {
  const [acc] = await queryRows<{ period_id: number; status: string }>(
    tx,
    sql`select a.period_id, p.status from accounts a join periods p on p.id = a.period_id where a.id = ${c.sponsor_account_id} for share of p`,
  );
  if (!acc) throw new Error('sponsor account missing');
  const paidPeriod = Number(acc.period_id);
  if (c.sponsor_kind === 'treasury') return { accountId: c.sponsor_account_id, periodId: paidPeriod };
  if (c.sponsor_kind === 'distribution') {
    return acc.status === 'active'
      ? { accountId: c.sponsor_account_id, periodId: paidPeriod }
      : { accountId: await ensureTreasury(tx, c.organization_id, paidPeriod), periodId: paidPeriod };
  }
  if (active === null || active === paidPeriod) return { accountId: c.sponsor_account_id, periodId: paidPeriod };
  return { accountId: await memberAccount(tx, c.organization_id, active, Number(c.creator_id), c.sponsor_kind), periodId: active };
}

/** The escrow's balance (points), read under the caller's account lock. */
async function escrowBalance(tx: Executor, c: LockedChallenge): Promise<number> {
  const [row] = await queryRows<{ balance: number }>(tx, sql`select balance::int as balance from accounts where id = ${c.escrow_account_id}`);
  return Number(row?.balance ?? 0);
}

/** The feed's view of a challenge: id, name and the card picture (the thumbnail, else the first cover's thumbnail). */
function feedChallenge(c: Pick<LockedChallenge, 'id' | 'name' | 'thumbnail_id' | 'cover_ids'>) {
  const pic = c.thumbnail_id ?? uuidList(c.cover_ids)[0] ?? null;
  return { id: Number(c.id), title: c.name, photo: pic === null ? null : imageUrl(pic, 'thumb') };
}

/** The challenge as its notifications name it. */
function challengeRef(c: Pick<LockedChallenge, 'id' | 'organization_id' | 'name'>) {
  return { organizationId: Number(c.organization_id), challengeId: Number(c.id), challengeName: c.name };
}

/**
 * Pays one prize of `c` for report `reportId` of `userId`: `winnings` from escrow into the winner's
 * income (active period, else the challenge's own), the report accepted, a 'winner' feed event
 * (not on anonymous challenges: the feed names people), the winners counted, and the author told
 * (`challenge_report_accepted`; `deciderId` null = the vote). Runs in `tx` after the challenge lock.
 */
async function payPrize(tx: Executor, c: LockedChallenge, report: { id: number; userId: number }, deciderId: number | null, active: number | null, now: Date): Promise<void> {
  const periodId = active ?? Number(c.period_id);
  const income = await memberAccount(tx, c.organization_id, periodId, report.userId, 'income');
  await lockAccountsInOrder(tx, [c.escrow_account_id, income]);
  const txId = await insertMovement(tx, {
    organizationId: c.organization_id,
    periodId,
    senderId: c.from_organization ? null : Number(c.creator_id),
    recipientId: report.userId,
    amount: c.prize,
    message: c.name,
    type: 'winnings',
    challengeId: c.id,
    reportId: report.id,
    now,
  });
  await move(tx, c.organization_id, 'winnings', txId, c.escrow_account_id, income, c.prize, now);
  await tx.execute(
    sql`update challenge_reports set state = 'accepted', prize = ${c.prize}, decided_by = ${deciderId}, decided_at = ${now.toISOString()} where id = ${report.id}`,
  );
  await tx.execute(sql`update challenges set winners_count = winners_count + 1, updated_at = ${now.toISOString()} where id = ${c.id}`);
  c.winners_count = Number(c.winners_count) + 1;
  if (!c.anonymous) {
    await recordFeedEvent(tx, { organizationId: c.organization_id, type: 'winner', subjectId: report.id, actorId: report.userId, payload: { challenge: feedChallenge(c), amount: c.prize }, createdAt: now });
  }
  await notifyChallengeReportDecided(tx, { ...challengeRef(c), reportId: report.id, authorId: report.userId, deciderId, decision: 'accepted', prize: c.prize, createdAt: now });
}

/**
 * Completes `c` for `reason`: a voting challenge first pays its most-liked reports (at least one
 * like; ties: the earliest report; one place per participant), a referral challenge its best
 * referrers ({@link referralStandings}); then the rest of the escrow returns
 * ({@link returnTarget}, `challenge_return`), the status becomes completed. Runs in `tx` after the
 * challenge lock.
 */
async function complete(tx: Executor, c: LockedChallenge, reason: CompletionReasonCode, now: Date): Promise<void> {
  const active = await activePeriod(tx, c.organization_id);
  if (c.winner_rule === 'voting' && reason !== 'places_filled') {
    const open = Number(c.places) - Number(c.winners_count);
    const best = await queryRows<{ id: number; user_id: number }>(
      tx,
      sql`select id, user_id from (
            select distinct on (r.user_id) r.id, r.user_id, r.created_at, (select count(*) from challenge_report_likes l where l.report_id = r.id) as likes
            from challenge_reports r where r.challenge_id = ${c.id} and r.state = 'sent'
            order by r.user_id, likes desc, r.created_at, r.id) b
          where likes > 0 order by likes desc, created_at, id limit ${Math.max(open, 0)}`,
    );
    await lockAllAccounts(tx, c, active, best.map((r) => Number(r.user_id)));
    for (const r of best) await payPrize(tx, c, { id: Number(r.id), userId: Number(r.user_id) }, null, active, now);
  }
  if (c.winner_rule === 'referrals') {
    // The places go to the participants with the most counted referrals (docs/decisions/0045), each
    // given a report that records the count, so the winners, the feed and the ledger see a winner as always.
    const best = await referralStandings(tx, c, Math.max(Number(c.places) - Number(c.winners_count), 0));
    await lockAllAccounts(tx, c, active, best.map((r) => r.userId));
    for (const r of best) {
      const [report] = await queryRows<{ id: number }>(
        tx,
        sql`insert into challenge_reports (organization_id, challenge_id, participant_id, user_id, referrals, created_at)
            values (${c.organization_id}, ${c.id}, ${r.participantId}, ${r.userId}, ${r.counted}, ${now.toISOString()}) returning id`,
      );
      if (!report) throw new Error('referral report not written');
      await tx.execute(sql`update challenge_participants set reports = reports + 1 where id = ${r.participantId}`);
      await payPrize(tx, c, { id: Number(report.id), userId: r.userId }, null, active, now);
    }
  }
  await returnAll(tx, c, now);
  await tx.execute(
    sql`update challenges set status = 'completed', reception_open = false, completed_at = ${now.toISOString()}, completion_reason = ${reason}, updated_at = ${now.toISOString()}
        where id = ${c.id}`,
  );
  c.status = 'completed';
}

/**
 * The participants of referral challenge `c` who take its next `limit` places: at least its
 * minimum of counted referrals (invitees who are active members now), not yet winners, most first;
 * a tie goes to whoever reached their count first, then the lower user id.
 */
async function referralStandings(tx: Executor, c: LockedChallenge, limit: number): Promise<{ participantId: number; userId: number; counted: number }[]> {
  if (limit <= 0) return [];
  const rows = await queryRows<{ participant_id: number; user_id: number; counted: number }>(
    tx,
    sql`select p.id as participant_id, p.user_id, count(r.id)::int as counted
        from challenge_participants p
        join challenge_referrals r on r.challenge_id = p.challenge_id and r.referrer_id = p.user_id
        join memberships m on m.organization_id = ${c.organization_id} and m.user_id = r.invitee_id and ${activeMembership('m')}
        where p.challenge_id = ${c.id}
          and not exists (select 1 from challenge_reports x where x.challenge_id = p.challenge_id and x.user_id = p.user_id and x.state = 'accepted')
        group by p.id, p.user_id
        having count(r.id) >= ${Number(c.referral_minimum ?? 1)}
        order by count(r.id) desc, max(r.created_at), p.user_id
        limit ${limit}`,
  );
  return rows.map((r) => ({ participantId: Number(r.participant_id), userId: Number(r.user_id), counted: Number(r.counted) }));
}

/**
 * Takes, up front and in ascending id order, the row locks of every account a completion or a
 * decision of `c` may touch — the escrow, the income of each of `winnerIds`, and where the rest
 * returns — so the whole transaction keeps the one lock order of the ledger and cannot deadlock.
 */
async function lockAllAccounts(tx: Executor, c: LockedChallenge, active: number | null, winnerIds: readonly number[]): Promise<void> {
  const periodId = active ?? Number(c.period_id);
  const incomes = [];
  for (const userId of new Set(winnerIds)) incomes.push(await memberAccount(tx, c.organization_id, periodId, userId, 'income'));
  const target = await returnTarget(tx, c, active);
  await lockAccountsInOrder(tx, [c.escrow_account_id, ...incomes, target.accountId]);
}

/**
 * Publishes `c` (once): its 'challenge' feed event, and for a community challenge the
 * `challenge_published` notice to every active member but its creator. Called at creation of a
 * challenge that starts at once, and when a deferred one starts.
 */
async function publish(tx: Executor, c: LockedChallenge, now: Date): Promise<void> {
  if (c.published_at !== null) return;
  await recordFeedEvent(tx, { organizationId: c.organization_id, type: 'challenge', subjectId: c.id, actorId: Number(c.creator_id), payload: { challenge: feedChallenge(c) }, createdAt: now });
  if (c.from_organization) await notifyChallengePublished(tx, { ...challengeRef(c), fund: c.fund, creatorId: Number(c.creator_id), createdAt: now });
  await tx.execute(sql`update challenges set published_at = ${now.toISOString()} where id = ${c.id}`);
  c.published_at = now;
}

/**
 * Brings locked `c` up to `now`: a deferred one whose start has come becomes active (and is
 * published), one whose end has passed completes (`ended`). Every flow calls it first, so what is
 * due happens even before the job's next pass.
 */
export async function settle(tx: Executor, c: LockedChallenge, now: Date): Promise<void> {
  if (c.status === 'deferred' && time(c.start_at) <= now.getTime()) {
    await tx.execute(sql`update challenges set status = 'active', updated_at = ${now.toISOString()} where id = ${c.id}`);
    c.status = 'active';
    await publish(tx, c, now);
  }
  if (c.status !== 'completed' && time(c.end_at) <= now.getTime()) await complete(tx, c, 'ended', now);
}

/** What creating a challenge takes: the request body, its referral minimum optional (1 on a referral challenge when left out). */
export type ChallengeInput = Omit<CreateChallengeBody, 'referralMinimum'> & { referralMinimum?: number | null | undefined };

function hashOf(input: ChallengeInput): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

/** Checks the dates: end at least {@link MIN_CHALLENGE_SECONDS} after the start (null = now) and after now; 422 CHALLENGE_DATES_INVALID with `details.field`. */
function checkDates(startAt: string | null, endAt: string, now: Date): { start: Date; end: Date; deferred: boolean } {
  const start = startAt === null || Date.parse(startAt) <= now.getTime() ? now : new Date(startAt);
  const end = new Date(endAt);
  if (end.getTime() - start.getTime() < MIN_CHALLENGE_SECONDS * 1000) {
    throw new AppError('CHALLENGE_DATES_INVALID', 'A challenge must end at least 5 minutes after it starts', { details: { field: 'endAt' } });
  }
  return { start, end, deferred: start.getTime() > now.getTime() };
}

/** 422 IMAGE_NOT_FOUND unless every id is an image of the organization uploaded by `userId` as a photo (purpose `thanks`). */
export async function checkImages(tx: Executor, viewer: Viewer, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from images where id in (${sql.join(unique.map((id) => sql`${id}::uuid`), sql`, `)})
        and organization_id = ${viewer.organizationId} and owner_id = ${viewer.userId} and purpose = 'thanks'`,
  );
  if (Number(rows[0]?.n ?? 0) !== unique.length) throw new AppError('IMAGE_NOT_FOUND', 'An image is unknown or not yours');
}

/** 404 USER_NOT_FOUND unless every id is a member of the organization. */
async function checkMembers(tx: Executor, organizationId: number, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from memberships where organization_id = ${organizationId} and user_id in (${sql.join(unique.map((id) => sql`${id}::int`), sql`, `)})`,
  );
  if (Number(rows[0]?.n ?? 0) !== unique.length) throw new AppError('USER_NOT_FOUND', 'User is not found');
}

/** The account paying a fund of `sponsor` for `viewer` in the active period; 403 FORBIDDEN for the community account unless an admin. */
async function sponsorAccount(tx: Executor, viewer: Viewer, periodId: number, sponsor: CreateChallengeBody['sponsor']): Promise<{ accountId: number; kind: SponsorKind }> {
  if (sponsor === 'community') {
    if (!(await isAdmin(tx, viewer.userId, viewer.organizationId))) throw new AppError('FORBIDDEN', 'Only administrators run challenges with the community account');
    return { accountId: await ensureTreasury(tx, viewer.organizationId, periodId), kind: 'treasury' };
  }
  return { accountId: await memberAccount(tx, viewer.organizationId, periodId, viewer.userId, sponsor), kind: sponsor };
}

/** Takes `fund` from the sponsor into the escrow (`challenge_contribution`); 422 INSUFFICIENT_FUNDS (rolls back) when the sponsor holds less. */
async function contribute(tx: Executor, c: { id: number; organizationId: number; creatorId: number; name: string; fromOrganization: boolean; escrow: number; sponsor: number; fund: number; periodId: number }, now: Date): Promise<void> {
  await lockAccountsInOrder(tx, [c.escrow, c.sponsor]);
  const txId = await insertMovement(tx, {
    organizationId: c.organizationId,
    periodId: c.periodId,
    senderId: c.fromOrganization ? null : c.creatorId,
    recipientId: c.creatorId,
    amount: c.fund,
    message: c.name,
    type: 'challenge_contribution',
    challengeId: c.id,
    now,
  });
  await move(tx, c.organizationId, 'challenge_contribution', txId, c.sponsor, c.escrow, c.fund, now);
}

/**
 * POST /api/challenges: creates a challenge and moves its fund into its escrow, in one
 * transaction. Places above the fund are capped at the fund; prize = floor(fund / places). A start
 * in the future makes it deferred (published when it starts); otherwise it is active and published
 * at once. `idempotencyKey` (UUID) makes retries safe. Errors: NO_ACTIVE_PERIOD, INSUFFICIENT_FUNDS,
 * FORBIDDEN (community account by a non-admin), CHALLENGE_DATES_INVALID, IMAGE_NOT_FOUND,
 * USER_NOT_FOUND (an invitee), IDEMPOTENCY_CONFLICT.
 */
export async function createChallenge(db: Db, viewer: Viewer, input: ChallengeInput, idempotencyKey: string, now = new Date()): Promise<Challenge> {
  const id = await withTxRetry(db, (tx) => insertChallenge(tx, viewer, input, idempotencyKey, now));
  return getChallenge(db, viewer, id);
}

/**
 * The writes of {@link createChallenge} inside the caller's transaction `tx` (also used to make the
 * challenges of a new chain together: docs/decisions/0043). Returns the challenge's id — the one
 * made before when `idempotencyKey` was used with the same body.
 */
export async function insertChallenge(tx: Executor, viewer: Viewer, input: ChallengeInput, idempotencyKey: string, now: Date): Promise<number> {
  const hash = hashOf(input);
  const [existing] = await queryRows<{ id: number; request_hash: string }>(
    tx,
    sql`select id, request_hash from challenges where creator_id = ${viewer.userId} and idempotency_key = ${idempotencyKey}`,
  );
  if (existing) {
    if (existing.request_hash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT', 'The idempotency key was already used with a different request');
    return Number(existing.id);
  }
  const dates = checkDates(input.startAt, input.endAt, now);
  await checkImages(tx, viewer, [...input.coverIds, ...(input.thumbnailId ? [input.thumbnailId] : [])]);
  if (input.settings.invitedOnly) await checkMembers(tx, viewer.organizationId, input.invitedUserIds);
  const periodId = await activePeriod(tx, viewer.organizationId);
  if (periodId === null) throw new AppError('NO_ACTIVE_PERIOD', 'No active period');
  const sponsor = await sponsorAccount(tx, viewer, periodId, input.sponsor);
  const places = Math.min(input.places, input.fund);
  const [escrow] = await queryRows<{ id: number }>(
    tx,
    sql`insert into accounts (organization_id, period_id, user_id, kind) values (${viewer.organizationId}, ${periodId}, null, 'escrow') returning id`,
  );
  if (!escrow) throw new Error('escrow not opened');
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into challenges (organization_id, creator_id, from_organization, name, description, cover_ids, thumbnail_id, fund, places, prize,
          winner_rule, referral_minimum, show_participants, multiple_reports, anonymous, invited_only, start_at, end_at, status, sponsor_kind, sponsor_account_id,
          escrow_account_id, period_id, idempotency_key, request_hash, created_at, updated_at)
        values (${viewer.organizationId}, ${viewer.userId}, ${sponsor.kind === 'treasury'}, ${input.name}, ${input.description},
          ${`{${input.coverIds.join(',')}}`}::uuid[], ${input.thumbnailId}, ${input.fund}, ${places}, ${Math.floor(input.fund / places)},
          ${input.winnerRule}, ${input.winnerRule === 'referrals' ? (input.referralMinimum ?? 1) : null}, ${input.settings.showParticipants}, ${input.settings.multipleReports}, ${input.settings.anonymous}, ${input.settings.invitedOnly},
          ${dates.start.toISOString()}, ${dates.end.toISOString()}, ${dates.deferred ? 'deferred' : 'active'}, ${sponsor.kind}, ${sponsor.accountId},
          ${escrow.id}, ${periodId}, ${idempotencyKey}, ${hash}, ${now.toISOString()}, ${now.toISOString()})
        on conflict (creator_id, idempotency_key) do nothing
        returning id`,
  );
  if (!row) {
    // A concurrent request with the same key committed first; this transaction rolls back its escrow with it.
    throw new AppError('IDEMPOTENCY_CONFLICT', 'The same request is being processed');
  }
  const challengeId = Number(row.id);
  if (input.settings.invitedOnly && input.invitedUserIds.length > 0) {
    await tx.execute(
      sql`insert into challenge_invitees (challenge_id, user_id) select ${challengeId}, u from unnest(${`{${[...new Set(input.invitedUserIds)].join(',')}}`}::int[]) u`,
    );
  }
  await contribute(
    tx,
    { id: challengeId, organizationId: viewer.organizationId, creatorId: viewer.userId, name: input.name, fromOrganization: sponsor.kind === 'treasury', escrow: Number(escrow.id), sponsor: sponsor.accountId, fund: input.fund, periodId },
    now,
  );
  if (!dates.deferred) {
    const c = await lockChallenge(tx, viewer.organizationId, challengeId);
    await publish(tx, c, now);
  }
  return challengeId;
}

/** 404 CHALLENGE_NOT_FOUND or 403 FORBIDDEN unless `viewer` organizes `c` or is an admin of its organization. */
async function requireManager(tx: Executor, viewer: Viewer, c: LockedChallenge): Promise<void> {
  if (Number(c.creator_id) === viewer.userId) return;
  if (!(await isAdmin(tx, viewer.userId, viewer.organizationId))) throw new AppError('FORBIDDEN', 'Only the organizer or an administrator');
}

/**
 * PATCH /api/challenges: the organizer (or an admin) edits. While nobody took part, or while it is
 * deferred, every field may change: a new fund, places or sponsor returns the whole escrow to the
 * old sponsor and takes the new fund from the new one (the same transaction: INSUFFICIENT_FUNDS
 * changes nothing); new dates may make it deferred again or start it. Afterwards only name,
 * description and covers: any other field is 409 CHALLENGE_FIELDS_LOCKED (`details.fields`), and
 * nothing changes. A completed challenge: 409 CHALLENGE_COMPLETED.
 */
export async function updateChallenge(db: Db, viewer: Viewer, input: UpdateChallengeBody, now = new Date()): Promise<Challenge> {
  await withTxRetry(db, async (tx) => {
    const c = await lockChallenge(tx, viewer.organizationId, input.id);
    await requireManager(tx, viewer, c);
    await settle(tx, c, now);
    if (c.status === 'completed') throw new AppError('CHALLENGE_COMPLETED', 'The challenge has completed');
    const given = Object.entries(input).filter(([k, v]) => k !== 'id' && v !== undefined).map(([k]) => k);
    const full = c.status === 'deferred' || Number(c.participants_count) === 0;
    const locked = given.filter((k) => !(BASIC_CHALLENGE_FIELDS as readonly string[]).includes(k));
    if (!full && locked.length > 0) throw new AppError('CHALLENGE_FIELDS_LOCKED', 'Only name, description and covers can change after someone took part', { details: { fields: locked } });
    await checkImages(tx, viewer, [...(input.coverIds ?? []), ...(input.thumbnailId ? [input.thumbnailId] : [])]);
    const sets = [sql`updated_at = ${now.toISOString()}`];
    if (input.name !== undefined) sets.push(sql`name = ${input.name}`);
    if (input.description !== undefined) sets.push(sql`description = ${input.description}`);
    if (input.coverIds !== undefined) sets.push(sql`cover_ids = ${`{${input.coverIds.join(',')}}`}::uuid[]`);
    if (input.thumbnailId !== undefined) sets.push(sql`thumbnail_id = ${input.thumbnailId}`);
    if (input.winnerRule !== undefined) sets.push(sql`winner_rule = ${input.winnerRule}`);
    // A referral challenge keeps a minimum (the one given, else the one it had, else 1); the others none.
    const rule = input.winnerRule ?? c.winner_rule;
    if (input.winnerRule !== undefined || input.referralMinimum !== undefined) {
      sets.push(rule === 'referrals' ? sql`referral_minimum = coalesce(${input.referralMinimum ?? null}::int, referral_minimum, 1)` : sql`referral_minimum = null`);
    }
    if (input.settings) {
      const s = input.settings;
      if (s.showParticipants !== undefined) sets.push(sql`show_participants = ${s.showParticipants}`);
      if (s.multipleReports !== undefined) sets.push(sql`multiple_reports = ${s.multipleReports}`);
      if (s.anonymous !== undefined) sets.push(sql`anonymous = ${s.anonymous}`);
      if (s.invitedOnly !== undefined) sets.push(sql`invited_only = ${s.invitedOnly}`);
    }
    if (input.startAt !== undefined || input.endAt !== undefined) {
      const startText = input.startAt !== undefined ? input.startAt : c.status === 'deferred' ? new Date(c.start_at).toISOString() : null;
      const dates = checkDates(startText, input.endAt ?? new Date(c.end_at).toISOString(), now);
      const start = c.status === 'active' && !dates.deferred ? new Date(c.start_at) : dates.start;
      // New dates (a full edit: nobody was told yet) mean a new 'ends soon' notice when the new end nears.
      sets.push(sql`start_at = ${start.toISOString()}`, sql`end_at = ${dates.end.toISOString()}`, sql`status = ${dates.deferred ? 'deferred' : 'active'}`, sql`ends_soon_notified_at = null`);
      if (dates.deferred && c.status === 'active' && c.published_at !== null) {
        await withdrawFeedEvent(tx, { organizationId: c.organization_id, type: 'challenge', subjectId: c.id });
        sets.push(sql`published_at = null`);
      }
    }
    if (input.invitedUserIds !== undefined) {
      await checkMembers(tx, viewer.organizationId, input.invitedUserIds);
      await tx.execute(sql`delete from challenge_invitees where challenge_id = ${c.id}`);
      if (input.invitedUserIds.length > 0) {
        await tx.execute(sql`insert into challenge_invitees (challenge_id, user_id) select ${c.id}, u from unnest(${`{${[...new Set(input.invitedUserIds)].join(',')}}`}::int[]) u`);
      }
    }
    const moneyChanges = input.fund !== undefined || input.places !== undefined || input.sponsor !== undefined;
    if ((input.fund !== undefined || input.sponsor !== undefined) && Number(c.creator_id) !== viewer.userId) {
      throw new AppError('FORBIDDEN', 'Only the organizer changes the fund or the account that pays it');
    }
    if (moneyChanges) {
      const fund = input.fund ?? c.fund;
      const places = Math.min(input.places ?? c.places, fund);
      const sponsorChanged = input.sponsor !== undefined && (input.sponsor === 'community' ? 'treasury' : input.sponsor) !== c.sponsor_kind;
      if (fund !== c.fund || sponsorChanged) {
        // Give the old fund back, then take the new one: one transaction, so a refusal changes nothing.
        await returnAll(tx, c, now);
        const periodId = await activePeriod(tx, viewer.organizationId);
        if (periodId === null) throw new AppError('NO_ACTIVE_PERIOD', 'No active period');
        const sponsor = await sponsorAccount(tx, viewer, periodId, input.sponsor ?? (c.sponsor_kind === 'treasury' ? 'community' : c.sponsor_kind));
        await contribute(
          tx,
          { id: c.id, organizationId: c.organization_id, creatorId: Number(c.creator_id), name: input.name ?? c.name, fromOrganization: sponsor.kind === 'treasury', escrow: c.escrow_account_id, sponsor: sponsor.accountId, fund, periodId },
          now,
        );
        sets.push(sql`sponsor_kind = ${sponsor.kind}`, sql`sponsor_account_id = ${sponsor.accountId}`, sql`from_organization = ${sponsor.kind === 'treasury'}`);
      }
      sets.push(sql`fund = ${fund}`, sql`places = ${places}`, sql`prize = ${Math.floor(fund / places)}`);
    }
    await tx.execute(sql`update challenges set ${sql.join(sets, sql`, `)} where id = ${c.id}`);
    const fresh = await lockChallenge(tx, viewer.organizationId, c.id);
    await settle(tx, fresh, now);
  });
  return getChallenge(db, viewer, input.id);
}

/** Returns the whole escrow of `c` to where a fund returns ({@link returnTarget}); nothing when it is empty. */
async function returnAll(tx: Executor, c: LockedChallenge, now: Date): Promise<void> {
  const active = await activePeriod(tx, c.organization_id);
  const target = await returnTarget(tx, c, active);
  await lockAccountsInOrder(tx, [c.escrow_account_id, target.accountId]);
  const rest = await escrowBalance(tx, c);
  if (rest <= 0) return;
  const txId = await insertMovement(tx, {
    organizationId: c.organization_id,
    periodId: target.periodId,
    senderId: c.from_organization ? null : Number(c.creator_id),
    recipientId: Number(c.creator_id),
    amount: rest,
    message: c.name,
    type: 'challenge_return',
    challengeId: c.id,
    now,
  });
  await move(tx, c.organization_id, 'challenge_return', txId, c.escrow_account_id, target.accountId, rest, now);
}

/**
 * DELETE /api/challenges?id=: the organizer (or an admin) deletes a challenge nobody took part in:
 * the whole fund returns, its feed event leaves the feed, and it is hidden for good (404 after).
 * 409 CHALLENGE_HAS_PARTICIPANTS with participants or once completed.
 */
export async function deleteChallenge(db: Db, viewer: Viewer, id: number, now = new Date()): Promise<{ ok: true }> {
  await withTxRetry(db, async (tx) => {
    const c = await lockChallenge(tx, viewer.organizationId, id);
    await requireManager(tx, viewer, c);
    if (Number(c.participants_count) > 0 || c.status === 'completed') throw new AppError('CHALLENGE_HAS_PARTICIPANTS', 'A challenge with participants cannot be deleted');
    await returnAll(tx, c, now);
    await withdrawFeedEvent(tx, { organizationId: c.organization_id, type: 'challenge', subjectId: c.id });
    await tx.execute(sql`update challenges set deleted_at = ${now.toISOString()}, reception_open = false, updated_at = ${now.toISOString()} where id = ${c.id}`);
  });
  return { ok: true };
}

/**
 * POST /api/challenges/close: the organizer (or an admin) completes the challenge now (`closed`):
 * a voting challenge pays its most-liked reports first, then the rest of the fund returns. 409
 * CHALLENGE_COMPLETED when it already completed.
 */
export async function closeChallenge(db: Db, viewer: Viewer, id: number, now = new Date()): Promise<Challenge> {
  await withTxRetry(db, async (tx) => {
    const c = await lockChallenge(tx, viewer.organizationId, id);
    await requireManager(tx, viewer, c);
    await settle(tx, c, now);
    if (c.status === 'completed') throw new AppError('CHALLENGE_COMPLETED', 'The challenge has completed');
    await complete(tx, c, 'closed', now);
  });
  return getChallenge(db, viewer, id);
}

/** POST /api/challenges/reception: the organizer (or an admin) ends or resumes the reception of reports. 409 CHALLENGE_COMPLETED once completed. */
export async function setReception(db: Db, viewer: Viewer, id: number, open: boolean, now = new Date()): Promise<Challenge> {
  await withTxRetry(db, async (tx) => {
    const c = await lockChallenge(tx, viewer.organizationId, id);
    await requireManager(tx, viewer, c);
    await settle(tx, c, now);
    if (c.status === 'completed') throw new AppError('CHALLENGE_COMPLETED', 'The challenge has completed');
    await tx.execute(sql`update challenges set reception_open = ${open}, updated_at = ${now.toISOString()} where id = ${c.id}`);
  });
  return getChallenge(db, viewer, id);
}

/**
 * POST /api/challenges/reports: a report (text and/or a photo of the caller's). The first report
 * makes the caller a participant (with their nickname on an anonymous challenge: the one given,
 * else "Участник N"); the organizer is told (`challenge_report_sent`). Errors: CHALLENGE_ORGANIZER_REPORT, CHALLENGE_NOT_STARTED,
 * CHALLENGE_COMPLETED, CHALLENGE_RECEPTION_CLOSED, CHALLENGE_NOT_INVITED, CHALLENGE_NOT_AVAILABLE (the earlier
 * steps of its chain not finished: docs/decisions/0043), CHALLENGE_REPORT_LIMIT
 * (one report unless several are allowed), IMAGE_NOT_FOUND.
 */
export async function createReport(
  db: Db,
  viewer: Viewer,
  input: { challengeId: number; text?: string | null | undefined; photoId?: string | null | undefined; nickname?: string | null | undefined },
  now = new Date(),
): Promise<ChallengeReport> {
  const reportId = await withTxRetry(db, async (tx) => {
    const c = await lockChallenge(tx, viewer.organizationId, input.challengeId);
    await settle(tx, c, now);
    if (Number(c.creator_id) === viewer.userId) throw new AppError('CHALLENGE_ORGANIZER_REPORT', 'The organizer cannot take part in their own challenge');
    if (c.winner_rule === 'referrals') throw new AppError('CHALLENGE_REFERRAL_ONLY', 'A referral challenge takes part by invite links, not reports');
    if (c.status === 'deferred') throw new AppError('CHALLENGE_NOT_STARTED', 'The challenge has not started');
    if (c.status === 'completed') throw new AppError('CHALLENGE_COMPLETED', 'The challenge has completed');
    if (!c.reception_open) throw new AppError('CHALLENGE_RECEPTION_CLOSED', 'The reception of reports has ended');
    if (c.invited_only) {
      const invited = await queryRows<{ one: number }>(tx, sql`select 1 as one from challenge_invitees where challenge_id = ${c.id} and user_id = ${viewer.userId}`);
      if (invited.length === 0) throw new AppError('CHALLENGE_NOT_INVITED', 'Only invited members take part');
    }
    const [locked] = await queryRows<{ blockers: unknown[] }>(tx, sql`select ${blockersJson(viewer.userId)} as blockers from challenges c where c.id = ${c.id}`);
    if (locked && locked.blockers.length > 0) {
      throw new AppError('CHALLENGE_NOT_AVAILABLE', 'Challenge not available: the earlier steps of its chain are not finished', { details: { dependencies: locked.blockers } });
    }
    if (input.photoId) await checkImages(tx, viewer, [input.photoId]);
    const [existing] = await queryRows<{ id: number; reports: number }>(
      tx,
      sql`select id, reports from challenge_participants where challenge_id = ${c.id} and user_id = ${viewer.userId}`,
    );
    if (existing && !c.multiple_reports && Number(existing.reports) > 0) throw new AppError('CHALLENGE_REPORT_LIMIT', 'Only one report per participant');
    let participantId: number;
    if (existing) participantId = Number(existing.id);
    else {
      const nickname = c.anonymous ? (input.nickname ?? `Участник ${Number(c.participants_count) + 1}`) : (input.nickname ?? null);
      const [p] = await queryRows<{ id: number }>(
        tx,
        sql`insert into challenge_participants (challenge_id, user_id, nickname, created_at) values (${c.id}, ${viewer.userId}, ${nickname}, ${now.toISOString()}) returning id`,
      );
      if (!p) throw new Error('participant not written');
      participantId = Number(p.id);
      await tx.execute(sql`update challenges set participants_count = participants_count + 1 where id = ${c.id}`);
    }
    await tx.execute(sql`update challenge_participants set reports = reports + 1 where id = ${participantId}`);
    const [r] = await queryRows<{ id: number }>(
      tx,
      sql`insert into challenge_reports (organization_id, challenge_id, participant_id, user_id, text, photo_id, created_at)
          values (${viewer.organizationId}, ${c.id}, ${participantId}, ${viewer.userId}, ${input.text ?? null}, ${input.photoId ?? null}, ${now.toISOString()})
          returning id`,
    );
    if (!r) throw new Error('report not written');
    await notifyChallengeReportSent(tx, { ...challengeRef(c), reportId: Number(r.id), organizerId: Number(c.creator_id), authorId: viewer.userId, createdAt: now });
    return Number(r.id);
  });
  return loadReport(db, viewer, reportId);
}

/**
 * POST /api/challenges/reports/decide: accept (a winner: one prize paid at once; the challenge
 * completes when every place is filled) or reject with a reason; the author is told either way
 * (`challenge_report_accepted` with the prize, `challenge_report_rejected` with the reason). Only the organizer on `organizer`
 * challenges, only admins on `admins` ones (403 FORBIDDEN otherwise); never on voting ones (409
 * CHALLENGE_VOTING). 404 REPORT_NOT_FOUND, 409 REPORT_ALREADY_DECIDED, 409 CHALLENGE_COMPLETED.
 */
export async function decideReport(db: Db, viewer: Viewer, input: { reportId: number; decision: 'accept' | 'reject'; reason?: string | null | undefined }, now = new Date()): Promise<ChallengeReport> {
  await withTxRetry(db, async (tx) => {
    const [found] = await queryRows<{ challenge_id: number }>(
      tx,
      sql`select challenge_id from challenge_reports where id = ${input.reportId} and organization_id = ${viewer.organizationId}`,
    );
    if (!found) throw new AppError('REPORT_NOT_FOUND', 'Report not found');
    const c = await lockChallenge(tx, viewer.organizationId, Number(found.challenge_id));
    if (c.winner_rule === 'voting') throw new AppError('CHALLENGE_VOTING', 'Voting challenges are decided by likes');
    if (c.winner_rule === 'referrals') throw new AppError('CHALLENGE_REFERRAL_ONLY', 'Referral challenges are decided by their counts');
    const allowed = c.winner_rule === 'organizer' ? Number(c.creator_id) === viewer.userId : await isAdmin(tx, viewer.userId, viewer.organizationId);
    if (!allowed) throw new AppError('FORBIDDEN', 'Only the organizer (or the admins, on challenges they judge) decide reports');
    await settle(tx, c, now);
    const [r] = await queryRows<{ state: string; user_id: number }>(tx, sql`select state, user_id from challenge_reports where id = ${input.reportId} for update`);
    if (!r) throw new AppError('REPORT_NOT_FOUND', 'Report not found');
    if (r.state !== 'sent') throw new AppError('REPORT_ALREADY_DECIDED', 'The report was already decided');
    if (c.status === 'completed') throw new AppError('CHALLENGE_COMPLETED', 'The challenge has completed');
    if (input.decision === 'reject') {
      const reason = input.reason ?? '';
      await tx.execute(
        sql`update challenge_reports set state = 'rejected', reason = ${reason}, decided_by = ${viewer.userId}, decided_at = ${now.toISOString()} where id = ${input.reportId}`,
      );
      await notifyChallengeReportDecided(tx, { ...challengeRef(c), reportId: input.reportId, authorId: Number(r.user_id), deciderId: viewer.userId, decision: 'rejected', reason, createdAt: now });
      return;
    }
    const active = await activePeriod(tx, c.organization_id);
    await lockAllAccounts(tx, c, active, [Number(r.user_id)]);
    await payPrize(tx, c, { id: input.reportId, userId: Number(r.user_id) }, viewer.userId, active, now);
    if (Number(c.winners_count) >= Number(c.places)) await complete(tx, c, 'places_filled', now);
  });
  return loadReport(db, viewer, input.reportId);
}

/** The likes of report `reportId` as `viewer` sees them. */
async function reportLikes(db: Executor, viewer: Viewer, reportId: number): Promise<ReportLikes> {
  const [row] = await queryRows<{ n: number; mine: boolean }>(
    db,
    sql`select count(*)::int as n, coalesce(bool_or(user_id = ${viewer.userId}), false) as mine from challenge_report_likes where report_id = ${reportId}`,
  );
  return { count: Number(row?.n ?? 0), likedByMe: row?.mine === true };
}

/**
 * POST /api/challenges/reports/likes: like a report once (a repeat changes nothing). On a voting
 * challenge the likes choose the winners, so they are taken only while it runs (409
 * CHALLENGE_COMPLETED after), and nobody likes their own report (409 SELF_ACTION).
 * 404 REPORT_NOT_FOUND outside the organization.
 */
export async function likeReport(db: Db, viewer: Viewer, reportId: number, like: boolean): Promise<ReportLikes> {
  await withTxRetry(db, async (tx) => {
    const [r] = await queryRows<{ user_id: number; status: string; winner_rule: string }>(
      tx,
      sql`select r.user_id, c.status, c.winner_rule from challenge_reports r join challenges c on c.id = r.challenge_id
          where r.id = ${reportId} and r.organization_id = ${viewer.organizationId} and c.deleted_at is null
          for share of c`,
    );
    if (!r) throw new AppError('REPORT_NOT_FOUND', 'Report not found');
    if (Number(r.user_id) === viewer.userId) throw new AppError('SELF_ACTION', 'Nobody likes their own report');
    if (r.winner_rule === 'voting' && r.status === 'completed') throw new AppError('CHALLENGE_COMPLETED', 'The voting has ended');
    if (like) await tx.execute(sql`insert into challenge_report_likes (report_id, user_id) values (${reportId}, ${viewer.userId}) on conflict do nothing`);
    else await tx.execute(sql`delete from challenge_report_likes where report_id = ${reportId} and user_id = ${viewer.userId}`);
  });
  return reportLikes(db, viewer, reportId);
}

/**
 * GET /api/challenges/create-options: the accounts the caller may pay a fund from, with their
 * balances in the active period (0 before their first movement) — the community account (no
 * limit: balance null) only for admins — and the default settings.
 */
export async function createOptions(db: Executor, viewer: Viewer): Promise<ChallengeCreateOptions> {
  const [p] = await queryRows<{ id: number }>(db, sql`select id from periods where organization_id = ${viewer.organizationId} and status = 'active'`);
  const balances = p
    ? await queryRows<{ kind: string; balance: string }>(
        db,
        sql`select kind, balance::text from accounts where period_id = ${p.id} and user_id = ${viewer.userId} and kind in ('distribution', 'income', 'challenge')`,
      )
    : [];
  const of = (kind: string) => Number(balances.find((b) => b.kind === kind)?.balance ?? 0);
  const sponsors: ChallengeCreateOptions['sponsors'] = [
    { sponsor: 'distribution', balance: of('distribution') },
    { sponsor: 'income', balance: of('income') },
    { sponsor: 'challenge', balance: of('challenge') },
  ];
  if (await isAdmin(db, viewer.userId, viewer.organizationId)) sponsors.push({ sponsor: 'community', balance: null });
  return { activePeriod: p !== undefined, sponsors, defaults: { showParticipants: false, multipleReports: false, anonymous: false, invitedOnly: false } };
}

/**
 * The job's pass (jobs.ts): every challenge of any organization whose start or end is due at `now`
 * is brought up to date ({@link settle}: deferred ones start and are published, ended ones
 * complete — voting ones pay their most-liked reports — and return the rest), each in its own
 * transaction under its row lock; a late or repeated pass is harmless. Returns how many changed.
 */
export async function settleDueChallenges(db: Db, now = new Date()): Promise<{ started: number; completed: number }> {
  const due = await queryRows<{ id: number; organization_id: number; status: string }>(
    db,
    sql`select id, organization_id, status from challenges
        where deleted_at is null and ((status = 'deferred' and start_at <= ${now.toISOString()}) or (status <> 'completed' and end_at <= ${now.toISOString()}))
        order by id limit 500`,
  );
  let started = 0;
  let completed = 0;
  for (const d of due) {
    await withTxRetry(db, async (tx) => {
      const c = await lockChallenge(tx, Number(d.organization_id), Number(d.id));
      const before = c.status;
      await settle(tx, c, now);
      if (before === 'deferred' && c.status !== 'deferred') started++;
      if (before !== 'completed' && c.status === 'completed') completed++;
    });
  }
  return { started, completed };
}

/** How long before its end a challenge's participants are told it ends soon: a day, in ms. */
export const ENDS_SOON_MS = 24 * 3_600_000;

/**
 * The job's 'ends soon' pass (jobs.ts; docs/decisions/0039): every active challenge whose end is
 * within {@link ENDS_SOON_MS} of `now` and whose participants were not told yet gets
 * `challenge_ends_soon` for its participants at that moment, and `ends_soon_notified_at` records it
 * — in one transaction under the challenge's row lock, so a repeated or raced pass never tells
 * anyone twice, and a participant who joins afterwards is not told. Returns how many challenges
 * and notifications were handled.
 */
export async function notifyEndingChallenges(db: Db, now = new Date()): Promise<{ challenges: number; notified: number }> {
  const due = await queryRows<{ id: number; organization_id: number }>(
    db,
    sql`select id, organization_id from challenges
        where status = 'active' and ends_soon_notified_at is null and deleted_at is null
          and end_at > ${now.toISOString()} and end_at <= ${new Date(now.getTime() + ENDS_SOON_MS).toISOString()}
        order by end_at, id limit 500`,
  );
  let challenges = 0;
  let notified = 0;
  for (const d of due) {
    await withTxRetry(db, async (tx) => {
      const c = await lockChallenge(tx, Number(d.organization_id), Number(d.id));
      const end = time(c.end_at);
      if (c.status !== 'active' || c.ends_soon_notified_at !== null || end <= now.getTime() || end > now.getTime() + ENDS_SOON_MS) return;
      notified += await notifyChallengeEndsSoon(tx, { ...challengeRef(c), endAt: new Date(end), createdAt: now });
      await tx.execute(sql`update challenges set ends_soon_notified_at = ${now.toISOString()} where id = ${c.id}`);
      challenges++;
    });
  }
  return { challenges, notified };
}
