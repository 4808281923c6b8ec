/**
 * Chains of challenges (SPEC §1 'chains', §2 /challenge_chains and /challenge_chain/{id}, §3 Chain,
 * §8 'errors on chain creation'; DOMAIN §1.8; docs/decisions/0043): ordered steps of challenges. A
 * challenge at step k opens to a member once they have finished every challenge of the earlier
 * steps (sent a report there that was not rejected). Instants are ISO 8601 with an offset.
 */
import { z } from 'zod';
import { Cursor, Id, IdParam, IntParam, SafeText, Timestamp, page, typeError } from './common.ts';
import { ImageRef } from './media.ts';
import { UserSummary } from './profile.ts';
import { Challenge, ChallengeFields, CreateChallengeBody, Instant, MAX_CHALLENGE_DESCRIPTION, MAX_CHALLENGE_NAME } from './challenges.ts';

/** How many challenges a chain holds at most. */
export const MAX_CHAIN_CHALLENGES = 50;

/** Where a chain is by its dates: not started, running, or over. */
export const ChainState = z.enum(['upcoming', 'active', 'ended']);
export type ChainState = z.infer<typeof ChainState>;

/** What the caller may do with a chain: edit `full` (nobody took part yet) or `basic` (name, description, covers, dates), delete (nobody took part). Author or admin only. */
export const ChainAbilities = z
  .object({ edit: z.enum(['full', 'basic']).nullable(), canDelete: z.boolean() })
  .meta({ id: 'ChainAbilities' });
export type ChainAbilities = z.infer<typeof ChainAbilities>;

/** A chain as its card shows it (DOMAIN §1.8 fields). */
export const Chain = z
  .object({
    id: Id,
    name: z.string(),
    description: z.string(),
    covers: z.array(ImageRef),
    thumbnail: ImageRef.nullable(),
    author: UserSummary,
    startAt: Timestamp,
    endAt: Timestamp,
    state: ChainState,
    /** How many steps it has. */
    stepsCount: z.number().int().nonnegative(),
    /** Its challenges ("tasks"). */
    challengesTotal: z.number().int().nonnegative(),
    /** How many of them the caller has finished (the card's progress n/m). */
    challengesFinished: z.number().int().nonnegative(),
    /** Members who took part in any of its challenges that are not anonymous. */
    participantsCount: z.number().int().nonnegative(),
    createdAt: Timestamp,
    me: ChainAbilities,
  })
  .meta({ id: 'Chain' });
export type Chain = z.infer<typeof Chain>;

/** One step of a chain with its challenges in order. */
export const ChainStep = z.object({ step: z.number().int().min(1), challenges: z.array(Challenge) }).meta({ id: 'ChainStep' });
export type ChainStep = z.infer<typeof ChainStep>;

/** GET /api/challenges/chains/one?id= — a chain with its steps (404 CHAIN_NOT_FOUND). */
export const ChainDetail = Chain.extend({ steps: z.array(ChainStep) }).meta({ id: 'ChainDetail' });
export type ChainDetail = z.infer<typeof ChainDetail>;

/** GET /api/challenges/chains?filter=&cursor=&limit= — newest first; `my`: the ones the caller made or takes part in. */
export const ChainsQuery = z.object({
  filter: z.enum(['all', 'my']).default('all'),
  cursor: Cursor.optional(),
  limit: IntParam(1, 50).default(20),
});
export type ChainsQuery = z.infer<typeof ChainsQuery>;
export const ChainsPage = page(Chain).meta({ id: 'ChainsPage' });
export type ChainsPage = z.infer<typeof ChainsPage>;

/** A challenge's place in a chain: its step (from 1) and its order within the step. */
export const ChainStepItem = z
  .object({
    challengeId: Id,
    step: z
      .number({ error: typeError('validation.integer') })
      .int({ message: 'validation.integer' })
      .min(1, { message: 'validation.tooSmall' })
      .max(MAX_CHAIN_CHALLENGES, { message: 'validation.tooBig' }),
    sort: z
      .number({ error: typeError('validation.integer') })
      .int({ message: 'validation.integer' })
      .min(0, { message: 'validation.tooSmall' })
      .max(MAX_CHAIN_CHALLENGES, { message: 'validation.tooBig' }),
  })
  .meta({ id: 'ChainStepItem' });
export type ChainStepItem = z.infer<typeof ChainStepItem>;

const Steps = z.array(ChainStepItem).max(MAX_CHAIN_CHALLENGES, { message: 'validation.tooMany' });

/**
 * POST /api/challenges/chains — makes a chain of challenges that are in no chain and that the
 * caller may manage (their own; any for admins), not completed. Refusals: CHAIN_EMPTY (no
 * steps), CHAIN_STEPS_GAP (`details.step`: the first step missing), CHAIN_CHALLENGE_UNAVAILABLE
 * (`details.challengeId`), CHALLENGE_DATES_INVALID (end not after start).
 */
export const CreateChainBody = z
  .object({
    name: SafeText(MAX_CHALLENGE_NAME),
    description: SafeText(MAX_CHALLENGE_DESCRIPTION),
    coverIds: ChallengeFields.coverIds,
    thumbnailId: ChallengeFields.thumbnailId,
    startAt: Instant,
    endAt: Instant,
    steps: Steps,
  })
  .meta({ id: 'CreateChainBody' });
export type CreateChainBody = z.infer<typeof CreateChainBody>;

/**
 * POST /api/challenges/chains/new-challenges (header Idempotency-Key) — makes a chain and its
 * challenges at once (a chain started from a chain template, DOMAIN §1.9): each item is a whole
 * challenge (fund, places, sponsor, dates) with its step and order. One transaction: every fund is
 * paid, or nothing is written. Refusals: those of CreateChainBody and of each challenge's creation
 * (INSUFFICIENT_FUNDS, NO_ACTIVE_PERIOD, CHALLENGE_DATES_INVALID, …) with `details.index`.
 */
export const CreateChainWithChallengesBody = z
  .object({
    name: SafeText(MAX_CHALLENGE_NAME),
    description: SafeText(MAX_CHALLENGE_DESCRIPTION),
    coverIds: ChallengeFields.coverIds,
    thumbnailId: ChallengeFields.thumbnailId,
    startAt: Instant,
    endAt: Instant,
    challenges: z
      .array(CreateChallengeBody.extend({ step: ChainStepItem.shape.step, sort: ChainStepItem.shape.sort }))
      .max(MAX_CHAIN_CHALLENGES, { message: 'validation.tooMany' }),
  })
  .meta({ id: 'CreateChainWithChallengesBody' });
export type CreateChainWithChallengesBody = z.infer<typeof CreateChainWithChallengesBody>;

/**
 * PATCH /api/challenges/chains — changes the fields given. `steps` (the whole new arrangement;
 * challenges left out leave the chain) only while nobody took part: else CHAIN_FIELDS_LOCKED.
 */
export const UpdateChainBody = z
  .object({
    id: Id,
    name: SafeText(MAX_CHALLENGE_NAME).optional(),
    description: SafeText(MAX_CHALLENGE_DESCRIPTION).optional(),
    coverIds: ChallengeFields.coverIds.optional(),
    thumbnailId: ChallengeFields.thumbnailId.optional(),
    startAt: Instant.optional(),
    endAt: Instant.optional(),
    steps: Steps.optional(),
  })
  .meta({ id: 'UpdateChainBody' });
export type UpdateChainBody = z.infer<typeof UpdateChainBody>;

/** `?id=` of a chain. */
export const ChainIdQuery = z.object({ id: IdParam });
export type ChainIdQuery = z.infer<typeof ChainIdQuery>;

/**
 * GET /api/challenges/chains/candidates?chainId=&q=&cursor=&limit= — the challenges the caller may
 * put into a chain (in no chain, or in `chainId`; not completed; theirs, or any for admins), newest first.
 */
export const ChainCandidatesQuery = z.object({
  chainId: IdParam.optional(),
  q: SafeText(100, { min: 0 }).optional(),
  cursor: Cursor.optional(),
  limit: IntParam(1, 50).default(20),
});
export type ChainCandidatesQuery = z.infer<typeof ChainCandidatesQuery>;

/** A member who took part in a chain: how many of its challenges they finished. */
export const ChainParticipant = z
  .object({ user: UserSummary, challengesFinished: z.number().int().nonnegative(), joinedAt: Timestamp })
  .meta({ id: 'ChainParticipant' });
export type ChainParticipant = z.infer<typeof ChainParticipant>;
export const ChainParticipantsQuery = z.object({ id: IdParam, cursor: Cursor.optional(), limit: IntParam(1, 100).default(20) });
export type ChainParticipantsQuery = z.infer<typeof ChainParticipantsQuery>;
export const ChainParticipantsPage = page(ChainParticipant).meta({ id: 'ChainParticipantsPage' });
export type ChainParticipantsPage = z.infer<typeof ChainParticipantsPage>;
