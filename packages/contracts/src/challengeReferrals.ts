/**
 * Referral challenges (SPEC §1 'referral', §7 'referrals: invite, apply, register, participants
 * special, organized_by, stats xlsx, winners xlsx'; DOMAIN §1.12; docs/decisions/0045): a challenge
 * whose winners are the participants who brought the most people into the community through their
 * personal invite link. "Apply" and "register" are the invite sign-in and the join of the
 * administration issue (the link is an invite link): whoever joins through it counts for its owner.
 */
import { z } from 'zod';
import { Cursor, Id, IdParam, IntParam, Timestamp, page } from './common.ts';
import { UserSummary } from './profile.ts';

/** POST /api/challenges/referrals/invite — `{ challengeId }`: the caller takes part and gets their personal link (the same one again on a repeat). */
export const ReferralInviteBody = z.object({ challengeId: Id });
export type ReferralInviteBody = z.infer<typeof ReferralInviteBody>;

/**
 * A participant's personal link and how it did: `path` is the app's invite page with the link's
 * token (`/community/invite?invite=…`); it admits until the challenge ends. `counted` people joined
 * through it and are active members now; `joined` everyone who joined through it (the fired and
 * blocked ones too, who do not count).
 */
export const ReferralLink = z
  .object({
    challengeId: Id,
    token: z.string(),
    path: z.string(),
    expiresAt: Timestamp,
    counted: z.number().int().nonnegative(),
    joined: z.number().int().nonnegative(),
  })
  .meta({ id: 'ReferralLink' });
export type ReferralLink = z.infer<typeof ReferralLink>;

/** GET /api/challenges/referrals/mine?id= — the caller's link of challenge `id`, or null before they took part. */
export const MyReferral = z.object({ link: ReferralLink.nullable() }).meta({ id: 'MyReferral' });
export type MyReferral = z.infer<typeof MyReferral>;

/** One participant of a referral challenge with their counts ("participants special"), most counted first. */
export const ReferralParticipant = z
  .object({
    user: UserSummary,
    counted: z.number().int().nonnegative(),
    joined: z.number().int().nonnegative(),
    /** When their last counted invitee joined (ties go to whoever got there first), or null. */
    lastAt: Timestamp.nullable(),
    /** Their place among the participants by the challenge's rule (1 = first); null below the minimum. */
    rank: z.number().int().min(1).nullable(),
  })
  .meta({ id: 'ReferralParticipant' });
export type ReferralParticipant = z.infer<typeof ReferralParticipant>;

/**
 * GET /api/challenges/referrals/participants?id=&cursor=&limit= — the participants most counted
 * first (ties: who reached it first). The organizer and admins always; others when the challenge
 * shows its participants (403 FORBIDDEN otherwise).
 */
export const ReferralParticipantsQuery = z.object({ id: IdParam, cursor: z.string().max(40).optional(), limit: IntParam(1, 100).default(20) });
export type ReferralParticipantsQuery = z.infer<typeof ReferralParticipantsQuery>;
export const ReferralParticipantsPage = page(ReferralParticipant).meta({ id: 'ReferralParticipantsPage' });
export type ReferralParticipantsPage = z.infer<typeof ReferralParticipantsPage>;

/** GET /api/challenges/referrals/organized?cursor=&limit= — the referral challenges the caller organizes ("organized_by"), newest first. */
export const OrganizedReferralsQuery = z.object({ cursor: Cursor.optional(), limit: IntParam(1, 50).default(20) });
export type OrganizedReferralsQuery = z.infer<typeof OrganizedReferralsQuery>;

/** The exports of a referral challenge (`?id=&lang=`): the participants' stats, or the winners. Organizer and admins. */
export const ReferralExportQuery = z.object({ id: IdParam, lang: z.enum(['ru', 'en']).optional() });
export type ReferralExportQuery = z.infer<typeof ReferralExportQuery>;
