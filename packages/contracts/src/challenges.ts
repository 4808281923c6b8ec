/**
 * Challenges (SPEC §1 Challenges, §3 Challenge and Report, §4 Challenge states, §5 challenge rules,
 * §7 challenges calls; DOMAIN §1.1–1.7, §1.11; docs/decisions/0039): a member or an admin puts a
 * prize fund of points into a challenge, colleagues send reports, the winners are paid at once.
 * States, rules and report states are codes end to end (never phrases); the client translates them.
 * Points are whole numbers; instants are ISO 8601 strings with an offset.
 */
import { z } from 'zod';
import { Amount, Cursor, Id, IdParam, IntParam, PointsTotal, SafeText, Timestamp, page, typeError } from './common.ts';
import { ImageId, ImageRef } from './media.ts';
import { UserSummary } from './profile.ts';
import { isInstant } from './invites.ts';
import { BonusName } from './organization.ts';

/** Where a challenge is (SPEC §4): waiting for its start (`deferred`), `active`, or `completed` (for good). */
export const CHALLENGE_STATUSES = ['deferred', 'active', 'completed'] as const;
export const ChallengeStatus = z.enum(CHALLENGE_STATUSES);
export type ChallengeStatus = z.infer<typeof ChallengeStatus>;

/** Why a challenge completed: every prize place was filled, its end date passed (the job), or its organizer (or an admin) closed it. */
export const CompletionReason = z.enum(['places_filled', 'ended', 'closed']);
export type CompletionReason = z.infer<typeof CompletionReason>;

/**
 * Who chooses the winners (SPEC §3 'winner type'): the organizer, the community's admins, the likes
 * of the reports at the end date, or — a referral challenge (docs/decisions/0045) — the number of
 * people each participant brought into the community through their personal link.
 */
export const WinnerRule = z.enum(['organizer', 'admins', 'voting', 'referrals']);
export type WinnerRule = z.infer<typeof WinnerRule>;

/**
 * The account that pays the prize fund (SPEC §3 'sponsor'): the creator's points to give
 * (`distribution`), received points (`income`), challenge-creation account (`challenge`), or — for
 * admins only — the community's account (`community`). The rest returns there on completion.
 */
export const ChallengeSponsor = z.enum(['distribution', 'income', 'challenge', 'community']);
export type ChallengeSponsor = z.infer<typeof ChallengeSponsor>;

/** A report's state: `sent` (waiting for a decision, a candidate), `accepted` (a winner, paid), `rejected` (with a reason). */
export const ReportState = z.enum(['sent', 'accepted', 'rejected']);
export type ReportState = z.infer<typeof ReportState>;

/** The list filters of /challenges (SPEC §2): active, upcoming (deferred), ended (completed), my (organized or taken part in), all. */
export const ChallengeFilter = z.enum(['active', 'upcoming', 'ended', 'my', 'all']);
export type ChallengeFilter = z.infer<typeof ChallengeFilter>;

/** Longest challenge name, characters (DOMAIN §1.5). */
export const MAX_CHALLENGE_NAME = 255;
/** Longest challenge description, characters. */
export const MAX_CHALLENGE_DESCRIPTION = 5000;
/** Most cover images of a challenge. */
export const MAX_CHALLENGE_COVERS = 10;
/** Most prize places (three digits, DOMAIN §1.5). */
export const MAX_CHALLENGE_PLACES = 999;
/** Longest report text, characters. */
export const MAX_REPORT_TEXT = 2000;
/** Longest rejection reason, characters. */
export const MAX_REJECT_REASON = 500;
/** Longest participant nickname, characters. */
export const MAX_NICKNAME = 40;
/** The most referrals a referral challenge may ask of a winner. */
export const MAX_REFERRAL_MINIMUM = 1000;
/** Most invited members of an invited-only challenge. */
export const MAX_CHALLENGE_INVITEES = 500;
/** A challenge must end at least this many seconds after it starts (DOMAIN §1.5: 5 minutes). */
export const MIN_CHALLENGE_SECONDS = 300;

/** The settings of a challenge (SPEC §3 'settings'; docs/decisions/0039). */
export const ChallengeSettings = z
  .object({
    /** Participants see the candidates and the participants (always so on voting challenges). */
    showParticipants: z.boolean().default(false),
    /** A participant may send several reports. */
    multipleReports: z.boolean().default(false),
    /** Participants appear under nicknames to everyone but the organizer. */
    anonymous: z.boolean().default(false),
    /** Only the invited members may report. */
    invitedOnly: z.boolean().default(false),
  })
  .meta({ id: 'ChallengeSettings' });
export type ChallengeSettings = z.infer<typeof ChallengeSettings>;

/** Some settings of a challenge to change (PATCH): each flag optional, none defaulted. */
const ChallengeSettingsPatch = z.object({
  showParticipants: z.boolean().optional(),
  multipleReports: z.boolean().optional(),
  anonymous: z.boolean().optional(),
  invitedOnly: z.boolean().optional(),
});

/** An instant in a request: ISO 8601 with its offset (`…Z` or `…+03:00`); else `validation.date`. */
export const Instant = z
  .string({ error: typeError('validation.date') })
  .refine(isInstant, { message: 'validation.date' })
  .meta({ format: 'date-time' });

/** What the caller may do with a challenge, computed by the server (codes, never phrases: DOMAIN §1.4). */
export const ChallengeAbilities = z
  .object({
    /** The caller created it. */
    isOrganizer: z.boolean(),
    /** May edit: `full` (nobody took part yet, or still deferred), `basic` (name, description, covers), or null. */
    edit: z.enum(['full', 'basic']).nullable(),
    /** May delete (organizer or admin, nobody took part, not completed). */
    canDelete: z.boolean(),
    /** May close it and end or resume the reception of reports. */
    canClose: z.boolean(),
    /** May accept and reject reports (the organizer, or admins on `admins` challenges; never on voting ones). */
    canDecide: z.boolean(),
    /** May send a report now (active, reception open, not the organizer, invited when invited-only, within the report limit; never on referral challenges). */
    canReport: z.boolean(),
    /** May take part in a referral challenge now — get their personal invite link (active, reception open, not the organizer, invited when invited-only). */
    canRefer: z.boolean(),
    /** Sees the candidates tab. */
    canSeeCandidates: z.boolean(),
    /** Sees the participants tab. */
    canSeeParticipants: z.boolean(),
    /** The states of the caller's own reports, oldest first (empty when none). */
    myReports: z.array(ReportState),
  })
  .meta({ id: 'ChallengeAbilities' });
export type ChallengeAbilities = z.infer<typeof ChallengeAbilities>;

/** The chain a challenge is a step of (docs/decisions/0043): its id and name, the challenge's step, and how many steps the chain has. */
export const ChallengeChainRef = z
  .object({ id: Id, name: z.string(), step: z.number().int().min(1), steps: z.number().int().min(1) })
  .meta({ id: 'ChallengeChainRef' });
export type ChallengeChainRef = z.infer<typeof ChallengeChainRef>;

/** A challenge of an earlier step the caller has not finished yet (docs/decisions/0043 'finished'): it keeps this one locked. */
export const ChallengeDependency = z.object({ id: Id, name: z.string(), step: z.number().int().min(1) }).meta({ id: 'ChallengeDependency' });
export type ChallengeDependency = z.infer<typeof ChallengeDependency>;

/** A challenge as the list cards and the detail show it (SPEC §3 Challenge; DOMAIN §1.3). */
export const Challenge = z
  .object({
    id: Id,
    name: z.string(),
    description: z.string(),
    /** Full covers in order. */
    covers: z.array(ImageRef),
    /** The cropped thumbnail of the cards, else null (then the first cover's thumbnail). */
    thumbnail: ImageRef.nullable(),
    /** The member who created it. */
    organizer: UserSummary,
    /** Run for the community with the community's points: the card says "by {community}". */
    fromOrganization: z.boolean(),
    /** The prize fund, points. */
    fund: PointsTotal,
    /** Prize places (never above the fund). */
    places: z.number().int().min(1),
    /** Points per winner: floor(fund / places). */
    prize: PointsTotal,
    winnersCount: z.number().int().nonnegative(),
    /** Places still open: places − winners (0 when completed). */
    remainingPlaces: z.number().int().nonnegative(),
    participantsCount: z.number().int().nonnegative(),
    winnerRule: WinnerRule,
    /** A referral challenge's least number of counted referrals for a place; null on the others. */
    referralMinimum: z.number().int().min(1).nullable(),
    settings: ChallengeSettings,
    startAt: Timestamp,
    endAt: Timestamp,
    status: ChallengeStatus,
    /** Whether reports are received now (the organizer may end and resume the reception). */
    receptionOpen: z.boolean(),
    completedAt: Timestamp.nullable(),
    completionReason: CompletionReason.nullable(),
    /** The account kind that paid the fund; the rest returns there. */
    sponsor: ChallengeSponsor,
    createdAt: Timestamp,
    updatedAt: Timestamp,
    /** The chain it is a step of, else null. */
    chain: ChallengeChainRef.nullable(),
    /** False while the caller has not finished the earlier steps of its chain: then it refuses their reports (CHALLENGE_NOT_AVAILABLE). */
    available: z.boolean(),
    /** The challenges of earlier steps the caller has not finished (empty when available), by step. */
    dependencies: z.array(ChallengeDependency),
    /** The secret of its public page `/challenge/{id}?uuid=` (members share it). */
    shareUuid: z.uuid(),
    me: ChallengeAbilities,
  })
  .meta({ id: 'Challenge' });
export type Challenge = z.infer<typeof Challenge>;

/** GET /api/challenges?filter=&cursor=&limit= — newest first (created), cursor-paged on the server. */
export const ChallengesQuery = z.object({
  filter: ChallengeFilter.default('all'),
  cursor: Cursor.optional(),
  limit: IntParam(1, 100).default(20),
});
export type ChallengesQuery = z.infer<typeof ChallengesQuery>;
export const ChallengesPage = page(Challenge).meta({ id: 'ChallengesPage' });
export type ChallengesPage = z.infer<typeof ChallengesPage>;

/** Most challenges of the main page's top block. */
export const MAX_TOP_CHALLENGES = 10;

/** GET /api/challenges/top?limit= (1 … {@link MAX_TOP_CHALLENGES}, default 3) — the main page's top challenges. */
export const TopChallengesQuery = z.object({ limit: IntParam(1, MAX_TOP_CHALLENGES).default(3) });
export type TopChallengesQuery = z.infer<typeof TopChallengesQuery>;
/** The top challenges (SPEC §1 main page 'top challenges'): running ones, most participants first, then the biggest fund, then the newest. */
export const TopChallenges = z.object({ items: z.array(Challenge) }).meta({ id: 'TopChallenges' });
export type TopChallenges = z.infer<typeof TopChallenges>;

/** `?id=` of one challenge. */
export const ChallengeIdQuery = z.object({ id: IdParam });
export type ChallengeIdQuery = z.infer<typeof ChallengeIdQuery>;
/** `{ id }` of one challenge in a body. */
export const ChallengeIdBody = z.object({ id: Id });
export type ChallengeIdBody = z.infer<typeof ChallengeIdBody>;

/** One account the creator may pay a fund from, with its balance in the active period (points; null for the community account, which has no limit). */
export const SponsorOption = z.object({ sponsor: ChallengeSponsor, balance: PointsTotal.nullable() }).meta({ id: 'SponsorOption' });
export type SponsorOption = z.infer<typeof SponsorOption>;

/** GET /api/challenges/create-options — the sponsor accounts (the community's only for admins) and the defaults of the form. */
export const ChallengeCreateOptions = z
  .object({
    /** False without an active period: creating answers NO_ACTIVE_PERIOD. */
    activePeriod: z.boolean(),
    sponsors: z.array(SponsorOption),
    defaults: ChallengeSettings,
  })
  .meta({ id: 'ChallengeCreateOptions' });
export type ChallengeCreateOptions = z.infer<typeof ChallengeCreateOptions>;

/** Prize places in a request: a whole number 1 … {@link MAX_CHALLENGE_PLACES}. */
const Places = z
  .number({ error: typeError('validation.integer') })
  .int({ message: 'validation.integer' })
  .min(1, { message: 'validation.tooSmall' })
  .max(MAX_CHALLENGE_PLACES, { message: 'validation.tooBig' });

/** A referral challenge's least number of counted referrals for a place: 1 … {@link MAX_REFERRAL_MINIMUM}. */
const ReferralMinimum = z
  .number({ error: typeError('validation.integer') })
  .int({ message: 'validation.integer' })
  .min(1, { message: 'validation.tooSmall' })
  .max(MAX_REFERRAL_MINIMUM, { message: 'validation.tooBig' });

/** The text and cover fields shared by a challenge, a chain and a template. */
export const ChallengeFields = {
  name: SafeText(MAX_CHALLENGE_NAME),
  description: SafeText(MAX_CHALLENGE_DESCRIPTION),
  /** Cover images in order (uploaded by the caller, purpose `thanks`). */
  coverIds: z.array(ImageId).max(MAX_CHALLENGE_COVERS, { message: 'validation.tooManyPhotos' }).default([]),
  /** The cropped first cover for the cards, or null. */
  thumbnailId: ImageId.nullable().default(null),
};

/**
 * POST /api/challenges (header Idempotency-Key) — creates a challenge and moves `fund` points from
 * the `sponsor` account into the challenge's own account (SPEC §3 'contribution to challenges').
 * `places` above `fund` are capped at `fund`. `startAt` null (or not later than now) starts it at
 * once; a later one makes it `deferred`. It must end at least {@link MIN_CHALLENGE_SECONDS} after
 * it starts. `invitedUserIds` are the members an invited-only challenge admits.
 */
export const CreateChallengeBody = z
  .object({
    ...ChallengeFields,
    fund: Amount,
    places: Places,
    sponsor: ChallengeSponsor,
    winnerRule: WinnerRule.default('organizer'),
    /** For `winnerRule: 'referrals'`: the least counted referrals for a place (default 1); ignored otherwise. */
    referralMinimum: ReferralMinimum.nullable().default(null),
    settings: ChallengeSettings.default({ showParticipants: false, multipleReports: false, anonymous: false, invitedOnly: false }),
    startAt: Instant.nullable().default(null),
    endAt: Instant,
    invitedUserIds: z.array(Id).max(MAX_CHALLENGE_INVITEES, { message: 'validation.tooMany' }).default([]),
  })
  .meta({ id: 'CreateChallengeBody' });
export type CreateChallengeBody = z.infer<typeof CreateChallengeBody>;

/**
 * PATCH /api/challenges — changes the fields given. While nobody took part (or while it is still
 * deferred) every field may change — a new fund or sponsor returns the old fund and takes the new
 * one; afterwards only name, description and covers (others: 409 CHALLENGE_FIELDS_LOCKED with
 * `details.fields`).
 */
export const UpdateChallengeBody = z
  .object({
    id: Id,
    name: ChallengeFields.name.optional(),
    description: ChallengeFields.description.optional(),
    coverIds: z.array(ImageId).max(MAX_CHALLENGE_COVERS, { message: 'validation.tooManyPhotos' }).optional(),
    thumbnailId: ImageId.nullable().optional(),
    fund: Amount.optional(),
    places: Places.optional(),
    sponsor: ChallengeSponsor.optional(),
    winnerRule: WinnerRule.optional(),
    referralMinimum: ReferralMinimum.nullable().optional(),
    /** Only the flags given change (no defaults: a flag left out keeps its value). */
    settings: ChallengeSettingsPatch.optional(),
    startAt: Instant.nullable().optional(),
    endAt: Instant.optional(),
    invitedUserIds: z.array(Id).max(MAX_CHALLENGE_INVITEES, { message: 'validation.tooMany' }).optional(),
  })
  .meta({ id: 'UpdateChallengeBody' });
export type UpdateChallengeBody = z.infer<typeof UpdateChallengeBody>;

/** The fields of {@link UpdateChallengeBody} that stay editable after someone took part. */
export const BASIC_CHALLENGE_FIELDS = ['name', 'description', 'coverIds', 'thumbnailId'] as const;

/** POST /api/challenges/reception — ends (`open: false`) or resumes the reception of reports. */
export const ChallengeReceptionBody = z.object({ id: Id, open: z.boolean() });
export type ChallengeReceptionBody = z.infer<typeof ChallengeReceptionBody>;

/**
 * POST /api/challenges/reports — a report: text and/or a photo (at least one: else a 400 with
 * `validation.required` on `text`). `nickname` names the participant on an anonymous challenge
 * (kept from their first report; a default is made when none is given).
 */
export const CreateReportBody = z
  .object({
    challengeId: Id,
    text: SafeText(MAX_REPORT_TEXT).nullable().optional(),
    photoId: ImageId.nullable().optional(),
    nickname: SafeText(MAX_NICKNAME).nullable().optional(),
  })
  .refine((b) => (b.text ?? null) !== null || (b.photoId ?? null) !== null, { message: 'validation.required', path: ['text'] })
  .meta({ id: 'CreateReportBody' });
export type CreateReportBody = z.infer<typeof CreateReportBody>;

/** POST /api/challenges/reports/decide — accept (a winner, paid at once) or reject with a reason (required: else 400 `validation.required` on `reason`). */
export const DecideReportBody = z
  .object({
    reportId: Id,
    decision: z.enum(['accept', 'reject']),
    reason: SafeText(MAX_REJECT_REASON).nullable().optional(),
  })
  .refine((b) => b.decision === 'accept' || (b.reason ?? null) !== null, { message: 'validation.required', path: ['reason'] })
  .meta({ id: 'DecideReportBody' });
export type DecideReportBody = z.infer<typeof DecideReportBody>;

/** Likes of a report (the votes of a voting challenge). */
export const ReportLikes = z.object({ count: z.number().int().nonnegative(), likedByMe: z.boolean() }).meta({ id: 'ReportLikes' });
export type ReportLikes = z.infer<typeof ReportLikes>;

/**
 * A report as the candidates, winners and my-result tabs show it. On an anonymous challenge
 * `author` is null for everyone but the organizer and the author, who see `nickname` instead
 * (docs/decisions/0039). `reason` is shown to the author and to whoever decides.
 */
export const ChallengeReport = z
  .object({
    id: Id,
    challengeId: Id,
    author: UserSummary.nullable(),
    nickname: z.string().nullable(),
    text: z.string().nullable(),
    photo: ImageRef.nullable(),
    /** A referral challenge's winner: how many people they brought in, counted when the places were given; null on other reports. */
    referrals: z.number().int().min(1).nullable(),
    state: ReportState,
    reason: z.string().nullable(),
    /** Points paid for it (accepted reports), else null. */
    prize: PointsTotal.nullable(),
    likes: ReportLikes,
    /** Live comments on the report (`eventType: 'report'` of the comments API). */
    commentsCount: z.number().int().nonnegative(),
    createdAt: Timestamp,
    decidedAt: Timestamp.nullable(),
  })
  .meta({ id: 'ChallengeReport' });
export type ChallengeReport = z.infer<typeof ChallengeReport>;

/** GET /api/challenges/candidates|winners|participants?id=&cursor=&limit= — oldest first. */
export const ChallengeListQuery = z.object({ id: IdParam, cursor: Cursor.optional(), limit: IntParam(1, 100).default(20) });
export type ChallengeListQuery = z.infer<typeof ChallengeListQuery>;
export const ChallengeReportsPage = page(ChallengeReport).meta({ id: 'ChallengeReportsPage' });
export type ChallengeReportsPage = z.infer<typeof ChallengeReportsPage>;

/**
 * GET /api/challenges/reports?id=&state=&cursor=&limit= — every report of a challenge, or those in
 * `state`, oldest first: the 'offers' tab of the organizer and of admins (others: 403 FORBIDDEN).
 */
export const ChallengeReportsQuery = ChallengeListQuery.extend({ state: ReportState.optional() });
export type ChallengeReportsQuery = z.infer<typeof ChallengeReportsQuery>;

/** GET /api/challenges/result?id= — the caller's own reports, oldest first (the 'my result' tab shows only when non-empty). */
export const MyChallengeResult = z.object({ reports: z.array(ChallengeReport) }).meta({ id: 'MyChallengeResult' });
export type MyChallengeResult = z.infer<typeof MyChallengeResult>;

/** One participant (someone who sent a report); `user` null on anonymous challenges for everyone but the organizer and themself. */
export const ChallengeParticipant = z
  .object({
    user: UserSummary.nullable(),
    nickname: z.string().nullable(),
    reports: z.number().int().nonnegative(),
    joinedAt: Timestamp,
  })
  .meta({ id: 'ChallengeParticipant' });
export type ChallengeParticipant = z.infer<typeof ChallengeParticipant>;
export const ChallengeParticipantsPage = page(ChallengeParticipant).meta({ id: 'ChallengeParticipantsPage' });
export type ChallengeParticipantsPage = z.infer<typeof ChallengeParticipantsPage>;

/** `{ reportId }` of a report like (POST) and `?reportId=` (DELETE). */
export const ReportLikeBody = z.object({ reportId: Id });
export const ReportLikeQuery = z.object({ reportId: IdParam });

/**
 * GET /api/challenges/public?id=&uuid= (no sign-in; SPEC §2 'challenge' layout, §7 'from-uuid';
 * docs/decisions/0043): what anyone holding the share link sees — never reports, accounts or the
 * names of participants unless the challenge shows its participants (then nicknames on anonymous
 * ones). A wrong or missing uuid, a deleted or unknown challenge: 404 CHALLENGE_NOT_FOUND.
 */
export const PublicChallengeQuery = z.object({ id: IdParam, uuid: z.uuid({ message: 'validation.invalid' }) });
export type PublicChallengeQuery = z.infer<typeof PublicChallengeQuery>;

/** A winner on the public page: the name (or the nickname on anonymous challenges) and the prize; `name` null when the challenge hides its participants. */
export const PublicChallengeWinner = z.object({ name: z.string().nullable(), prize: PointsTotal }).meta({ id: 'PublicChallengeWinner' });
export type PublicChallengeWinner = z.infer<typeof PublicChallengeWinner>;

/** The public page's challenge (docs/decisions/0043 'the public page'): every field here is meant for anyone with the link. */
export const PublicChallenge = z
  .object({
    id: Id,
    name: z.string(),
    description: z.string(),
    covers: z.array(ImageRef),
    thumbnail: ImageRef.nullable(),
    /** The community that runs it: its name, logo URL and what it calls its points (the amounts are shown with it). */
    community: z.object({ name: z.string(), logo: z.string().nullable(), bonusName: BonusName }),
    fund: PointsTotal,
    places: z.number().int().min(1),
    prize: PointsTotal,
    winnersCount: z.number().int().nonnegative(),
    participantsCount: z.number().int().nonnegative(),
    winnerRule: WinnerRule,
    startAt: Timestamp,
    endAt: Timestamp,
    status: ChallengeStatus,
    /** The winners, first accepted first; names only when the challenge shows its participants. */
    winners: z.array(PublicChallengeWinner),
  })
  .meta({ id: 'PublicChallenge' });
export type PublicChallenge = z.infer<typeof PublicChallenge>;
