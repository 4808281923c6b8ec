/**
 * Tables of challenges (SPEC §3 Challenge and Report; docs/decisions/0039): the challenges, who may
 * take part in an invited-only one, the participants with their nicknames, the reports, the likes
 * of reports (the votes of a voting challenge) and the link of every ledger transaction to its
 * challenge. States and rules are codes. Points are whole numbers stored as `bigint`.
 * Tables only: this file imports drizzle and other modules' schema.ts, so drizzle-kit loads every
 * table without the application (see src/db/schema.ts).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { inviteLinks } from '../invites/schema.ts';
import { accounts, transactions } from '../ledger/schema.ts';
import { images } from '../media/schema.ts';
import { organizations, periods } from '../organization/schema.ts';
import { users } from '../users/schema.ts';

/** A challenge's state (contracts ChallengeStatus). */
export type ChallengeStatusCode = 'deferred' | 'active' | 'completed';
/** Why it completed (contracts CompletionReason). */
export type CompletionReasonCode = 'places_filled' | 'ended' | 'closed';
/** Who chooses the winners (contracts WinnerRule). */
export type WinnerRuleCode = 'organizer' | 'admins' | 'voting' | 'referrals';
/** The account kind that paid the fund: a member's account kind, or `treasury` for the community's. */
export type SponsorKind = 'distribution' | 'income' | 'challenge' | 'treasury';
/** A report's state (contracts ReportState). */
export type ReportStateCode = 'sent' | 'accepted' | 'rejected';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A chain of challenges (SPEC §1, §2 /challenge_chain/{id}; DOMAIN §1.8; docs/decisions/0043):
 * ordered steps of challenges with its own name, description, covers and dates. Its challenges
 * point at it (`challenges.chain_id`, `chain_step` from 1 without gaps, `chain_sort` within a
 * step); a challenge is in one chain at most. `deleted_at` hides it for good and frees its
 * challenges (only before anyone took part in any of them).
 */
export const challengeChains = pgTable(
  'challenge_chains',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    coverIds: uuid('cover_ids').array().notNull().default(sql`'{}'::uuid[]`),
    thumbnailId: uuid('thumbnail_id').references(() => images.id),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    deletedAt: ts('deleted_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('challenge_chains_list_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()).where(sql`${t.deletedAt} is null`),
    index('challenge_chains_author_idx').on(t.authorId),
    index('challenge_chains_thumbnail_idx').on(t.thumbnailId),
    check('challenge_chains_dates_ck', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/**
 * A challenge. Its prize fund sits in its own `escrow` account (created with it, in the period it
 * was created in, never expired by a period's end); `sponsor_account_id` is the account that paid
 * it. `prize` = floor(fund / places), places never above the fund. `start_at` ≤ now once active;
 * `status` moves deferred → active → completed, once each; `deleted_at` hides it for good (only
 * without participants, after returning the fund). `(creator_id, idempotency_key)` is unique.
 */
export const challenges = pgTable(
  'challenges',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    fromOrganization: boolean('from_organization').notNull().default(false),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Cover images in order. */
    coverIds: uuid('cover_ids').array().notNull().default(sql`'{}'::uuid[]`),
    thumbnailId: uuid('thumbnail_id').references(() => images.id),
    fund: bigint('fund', { mode: 'number' }).notNull(),
    places: integer('places').notNull(),
    prize: bigint('prize', { mode: 'number' }).notNull(),
    winnerRule: text('winner_rule').$type<WinnerRuleCode>().notNull(),
    /** A referral challenge's least number of counted referrals for a place (docs/decisions/0045); null on the others. */
    referralMinimum: integer('referral_minimum'),
    showParticipants: boolean('show_participants').notNull().default(false),
    multipleReports: boolean('multiple_reports').notNull().default(false),
    anonymous: boolean('anonymous').notNull().default(false),
    invitedOnly: boolean('invited_only').notNull().default(false),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    status: text('status').$type<ChallengeStatusCode>().notNull(),
    receptionOpen: boolean('reception_open').notNull().default(true),
    completedAt: ts('completed_at'),
    completionReason: text('completion_reason').$type<CompletionReasonCode>(),
    sponsorKind: text('sponsor_kind').$type<SponsorKind>().notNull(),
    sponsorAccountId: integer('sponsor_account_id')
      .notNull()
      .references(() => accounts.id),
    escrowAccountId: integer('escrow_account_id')
      .notNull()
      .references(() => accounts.id),
    /** The period the challenge was created (and its escrow opened) in. */
    periodId: integer('period_id')
      .notNull()
      .references(() => periods.id),
    winnersCount: integer('winners_count').notNull().default(0),
    participantsCount: integer('participants_count').notNull().default(0),
    /** When its 'challenge' feed event and new-challenge notices were written (at creation, or when a deferred one started). */
    publishedAt: ts('published_at'),
    /** When its participants were told it ends within a day (`challenge_ends_soon`, once; the job's pass sets it). */
    endsSoonNotifiedAt: ts('ends_soon_notified_at'),
    deletedAt: ts('deleted_at'),
    /** The chain it is a step of (docs/decisions/0043); null: none. */
    chainId: integer('chain_id').references(() => challengeChains.id),
    /** Its step in the chain, from 1; null outside a chain. */
    chainStep: integer('chain_step'),
    /** Its order within the step; null outside a chain. */
    chainSort: integer('chain_sort'),
    /** The secret of its public page `/challenge/{id}?uuid=` (docs/decisions/0043). */
    shareUuid: uuid('share_uuid').notNull().defaultRandom(),
    idempotencyKey: uuid('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('challenges_idem_uq').on(t.creatorId, t.idempotencyKey),
    uniqueIndex('challenges_escrow_uq').on(t.escrowAccountId),
    // The list: all, or one state, newest first (keyset on created_at, id).
    index('challenges_list_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()).where(sql`${t.deletedAt} is null`),
    index('challenges_status_list_idx').on(t.organizationId, t.status, t.createdAt.desc(), t.id.desc()).where(sql`${t.deletedAt} is null`),
    // The analytics report (docs/decisions/0041): every challenge, the deleted ones too, newest first.
    index('challenges_report_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    // 'my': the ones I organize.
    index('challenges_creator_idx').on(t.creatorId, t.organizationId, t.createdAt.desc(), t.id.desc()),
    // The job: deferred ones due to start, running ones due to end.
    index('challenges_due_start_idx').on(t.startAt).where(sql`${t.status} = 'deferred' and ${t.deletedAt} is null`),
    index('challenges_due_end_idx').on(t.endAt).where(sql`${t.status} <> 'completed' and ${t.deletedAt} is null`),
    // The job: running ones whose participants are not yet told that the end is near.
    index('challenges_ends_soon_idx').on(t.endAt).where(sql`${t.status} = 'active' and ${t.endsSoonNotifiedAt} is null and ${t.deletedAt} is null`),
    index('challenges_sponsor_account_idx').on(t.sponsorAccountId),
    index('challenges_period_idx').on(t.periodId),
    index('challenges_thumbnail_idx').on(t.thumbnailId),
    // A chain's challenges by step; the challenges in no chain a chain may take.
    index('challenges_chain_idx').on(t.chainId, t.chainStep, t.chainSort).where(sql`${t.chainId} is not null`),
    uniqueIndex('challenges_share_uuid_uq').on(t.shareUuid),
    check('challenges_chain_ck', sql`(${t.chainId} is null) = (${t.chainStep} is null) and (${t.chainId} is null) = (${t.chainSort} is null) and (${t.chainStep} is null or ${t.chainStep} >= 1)`),
    check('challenges_status_ck', sql`${t.status} in ('deferred', 'active', 'completed')`),
    check('challenges_rule_ck', sql`${t.winnerRule} in ('organizer', 'admins', 'voting', 'referrals')`),
    check('challenges_referral_ck', sql`(${t.winnerRule} = 'referrals') = (${t.referralMinimum} is not null) and (${t.referralMinimum} is null or ${t.referralMinimum} >= 1)`),
    check('challenges_sponsor_ck', sql`${t.sponsorKind} in ('distribution', 'income', 'challenge', 'treasury') and (${t.sponsorKind} = 'treasury') = ${t.fromOrganization}`),
    check('challenges_money_ck', sql`${t.fund} > 0 and ${t.places} between 1 and ${t.fund} and ${t.prize} = ${t.fund} / ${t.places}`),
    check('challenges_winners_ck', sql`${t.winnersCount} between 0 and ${t.places} and ${t.participantsCount} >= 0`),
    check('challenges_dates_ck', sql`${t.endAt} >= ${t.startAt} + interval '5 minutes'`),
    check(
      'challenges_completion_ck',
      sql`(${t.status} = 'completed') = (${t.completedAt} is not null) and (${t.completedAt} is null) = (${t.completionReason} is null)
          and (${t.completionReason} is null or ${t.completionReason} in ('places_filled', 'ended', 'closed'))`,
    ),
  ],
);

/** The members an invited-only challenge admits. */
export const challengeInvitees = pgTable(
  'challenge_invitees',
  {
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.challengeId, t.userId] }), index('challenge_invitees_user_idx').on(t.userId)],
);

/** Someone who sent at least one report (the first report makes the row); `nickname` names them on an anonymous challenge. */
export const challengeParticipants = pgTable(
  'challenge_participants',
  {
    id: serial('id').primaryKey(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    nickname: text('nickname'),
    reports: integer('reports').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('challenge_participants_uq').on(t.challengeId, t.userId),
    // 'my' list: the challenges I took part in.
    index('challenge_participants_user_idx').on(t.userId, t.challengeId),
    index('challenge_participants_list_idx').on(t.challengeId, t.createdAt, t.id),
  ],
);

/**
 * A report: text and/or a photo. `sent` until decided; `accepted` = a winner, `prize` paid by
 * `winnings` at once; `rejected` with its `reason` (kept here, shown to the participant).
 */
export const challengeReports = pgTable(
  'challenge_reports',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id),
    participantId: integer('participant_id')
      .notNull()
      .references(() => challengeParticipants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    text: text('text'),
    photoId: uuid('photo_id').references(() => images.id),
    /** A referral challenge's winner: the referrals counted for them when the places were given (docs/decisions/0045). */
    referrals: integer('referrals'),
    state: text('state').$type<ReportStateCode>().notNull().default('sent'),
    reason: text('reason'),
    prize: bigint('prize', { mode: 'number' }),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: ts('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // Candidates (sent), winners (accepted) of a challenge, oldest first.
    index('challenge_reports_state_idx').on(t.challengeId, t.state, t.createdAt, t.id),
    index('challenge_reports_user_idx').on(t.userId, t.challengeId),
    index('challenge_reports_participant_idx').on(t.participantId),
    index('challenge_reports_photo_idx').on(t.photoId),
    index('challenge_reports_decided_by_idx').on(t.decidedBy),
    index('challenge_reports_org_idx').on(t.organizationId),
    check('challenge_reports_content_ck', sql`${t.text} is not null or ${t.photoId} is not null or ${t.referrals} is not null`),
    check('challenge_reports_referrals_ck', sql`${t.referrals} is null or ${t.referrals} >= 1`),
    check('challenge_reports_state_ck', sql`${t.state} in ('sent', 'accepted', 'rejected')`),
    check('challenge_reports_prize_ck', sql`(${t.state} = 'accepted') = (${t.prize} is not null) and (${t.prize} is null or ${t.prize} > 0)`),
    check('challenge_reports_reason_ck', sql`(${t.state} = 'rejected') = (${t.reason} is not null)`),
  ],
);

/** A like of a report by a member (one each); on a voting challenge the likes choose the winners. */
export const challengeReportLikes = pgTable(
  'challenge_report_likes',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => challengeReports.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.userId] }), index('challenge_report_likes_user_idx').on(t.userId)],
);

/** What a challenge transaction is: the fund paid in, one prize paid out (with its report), the rest given back. */
export type ChallengeMovementKind = 'challenge_contribution' | 'winnings' | 'challenge_return';

/**
 * Every ledger transaction of a challenge (types `challenge_contribution`, `winnings`,
 * `challenge_return`), so the ledger check can tie the escrow to its challenge.
 */
export const challengeTransactions = pgTable(
  'challenge_transactions',
  {
    transactionId: integer('transaction_id')
      .primaryKey()
      .references(() => transactions.id),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id),
    reportId: integer('report_id').references(() => challengeReports.id),
  },
  (t) => [index('challenge_transactions_challenge_idx').on(t.challengeId), uniqueIndex('challenge_transactions_report_uq').on(t.reportId)],
);

/**
 * A participant's personal invite link of a referral challenge (docs/decisions/0045): an invite
 * link of kind `referral` made for them when they took part, expiring with the challenge.
 */
export const challengeReferralLinks = pgTable(
  'challenge_referral_links',
  {
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    inviteLinkId: integer('invite_link_id')
      .notNull()
      .references(() => inviteLinks.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.challengeId, t.userId] }), uniqueIndex('challenge_referral_links_invite_uq').on(t.inviteLinkId), index('challenge_referral_links_user_idx').on(t.userId)],
);

/**
 * Someone who joined the community through a participant's personal link while the referral
 * challenge ran (docs/decisions/0045). One row per challenge and invitee (a person counts once);
 * never the referrer themself. Whether it counts is read at the time: the invitee must still be an
 * active member (not fired, not blocked).
 */
export const challengeReferrals = pgTable(
  'challenge_referrals',
  {
    id: serial('id').primaryKey(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id),
    inviteeId: integer('invitee_id')
      .notNull()
      .references(() => users.id),
    inviteLinkId: integer('invite_link_id')
      .notNull()
      .references(() => inviteLinks.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('challenge_referrals_invitee_uq').on(t.challengeId, t.inviteeId),
    index('challenge_referrals_referrer_idx').on(t.challengeId, t.referrerId, t.createdAt),
    index('challenge_referrals_invitee_idx').on(t.inviteeId),
    index('challenge_referrals_invite_idx').on(t.inviteLinkId),
    check('challenge_referrals_self_ck', sql`${t.referrerId} <> ${t.inviteeId}`),
  ],
);
