import { z } from 'zod';
import { Amount, Id, PointsTotal, SafeText, Timestamp } from './common.ts';
import { UserSummary } from './profile.ts';
import { CompanyValue } from './organization.ts';
import { ImageId, ImageRef, MAX_PHOTOS_PER_THANKS } from './media.ts';
import { Sticker } from './stickers.ts';

/** Max characters of a thanks message. */
export const MESSAGE_MAX_LENGTH = 1000;

/**
 * POST /api/transfers — send thanks (SPEC §1 Thanks, §2 New thanks form). Requires the
 * `Idempotency-Key` header (UUID): a retried request returns the transfer the first one created.
 * Errors: NO_ACTIVE_PERIOD, INSUFFICIENT_FUNDS, MAX_TRANSFER_EXCEEDED, SELF_TRANSFER,
 * USER_NOT_FOUND, VALUE_NOT_FOUND, ANONYMITY_NOT_ALLOWED, IDEMPOTENCY_CONFLICT, VALIDATION_ERROR,
 * IMAGE_NOT_FOUND (a photo that is not the sender's unused `thanks` upload), STICKER_NOT_FOUND
 * (not an active sticker of an active pack of the organization).
 */
export const CreateTransferBody = z.object({
  recipientId: Id,
  /** Points, 1 … MAX_POINTS (the organization's max transfer may allow fewer). */
  amount: Amount,
  message: SafeText(MESSAGE_MAX_LENGTH),
  valueId: Id.nullable().default(null),
  isAnonymous: z.boolean().default(false),
  /** Photos uploaded with `purpose=thanks` by the sender, in display order; each used once. */
  photoIds: z.array(ImageId, { message: 'validation.invalid' }).max(MAX_PHOTOS_PER_THANKS, { message: 'validation.tooManyPhotos' }).default([]),
  /** A sticker of the organization's active packs. */
  stickerId: Id.nullable().default(null),
});
export type CreateTransferBody = z.input<typeof CreateTransferBody>;

/**
 * Status of a transaction (SPEC §3 Transaction): `completed`; `waiting` — a thanks above the
 * community's approval threshold, its points held in the sender's waiting account until a controller
 * decides (docs/decisions/0023); `canceled` — taken back, declined or withdrawn.
 */
export const TransactionStatus = z.enum(['waiting', 'completed', 'canceled']);
export type TransactionStatus = z.infer<typeof TransactionStatus>;
/**
 * Type of a transaction (SPEC §3 Transaction types; `redistribution`: a manager gives points of
 * their own to give to a colleague's points to give, DOMAIN §6.4, docs/decisions/0023).
 */
export const TransactionType = z.enum([
  'between_users',
  'challenge_contribution',
  'challenge_return',
  'admin_manual',
  'winnings',
  'market_purchase',
  'redistribution',
  'emission',
]);
export type TransactionType = z.infer<typeof TransactionType>;

/** How many of the colleagues who added to a thanks are named in its summary (with avatars). */
export const ADDERS_SHOWN = 3;

/**
 * What colleagues added to a thanks ("+ add on", docs/decisions/0014): `total` points of its
 * additions that stand (canceled ones left out), `count` colleagues who added (each counted
 * once however often they added), `adders` the first {@link ADDERS_SHOWN} of them in the order
 * they first added (never anonymous), and `byMe` the points the viewer added (0 when none).
 */
export const AdditionsSummary = z
  .object({
    total: PointsTotal,
    count: z.number().int().nonnegative(),
    adders: z.array(UserSummary).max(ADDERS_SHOWN),
    byMe: PointsTotal,
  })
  .meta({ id: 'AdditionsSummary' });
export type AdditionsSummary = z.infer<typeof AdditionsSummary>;

/** The summary of a thanks nobody added to. */
export const NO_ADDITIONS: AdditionsSummary = { total: 0, count: 0, adders: [], byMe: 0 };

/**
 * A thanks as its viewers see it (SPEC §3 Transaction). `sender` is null when the thanks is
 * anonymous and the viewer is not the sender. `additions` sums what colleagues added to it.
 * `status` is `waiting` for a thanks above the community's approval threshold, as its sender sees
 * it right after sending (docs/decisions/0023); the feed shows only completed thanks.
 */
export const Transfer = z
  .object({
    id: Id,
    type: TransactionType,
    status: TransactionStatus,
    amount: z.number().int().positive(),
    message: z.string(),
    value: CompanyValue.pick({ id: true, name: true }).nullable(),
    isAnonymous: z.boolean(),
    sender: UserSummary.nullable(),
    recipient: UserSummary,
    /** Photos in the order the sender chose (empty when none). */
    photos: z.array(ImageRef),
    sticker: Sticker.nullable(),
    additions: AdditionsSummary,
    createdAt: Timestamp,
  })
  .meta({ id: 'Transfer' });
export type Transfer = z.infer<typeof Transfer>;

/**
 * POST /api/transfers/additions — add points to a colleague's thanks (Bonusly's "+ add on",
 * docs/decisions/0014): a transfer of its own from the caller's points to give to the thanks'
 * recipient in the active period, linked to the thanks and shown on its feed card. Requires the
 * `Idempotency-Key` header (UUID). `message` is optional ('' = none). Errors: NOT_FOUND (no such
 * thanks in the caller's organization), ADDITION_NOT_ALLOWED (`details.reason`: `own` — the
 * caller sent it, `received` — the caller received it, `canceled`, `addition` — it is itself an
 * addition), USER_NOT_FOUND (the recipient left), MAX_TRANSFER_EXCEEDED, NO_ACTIVE_PERIOD,
 * INSUFFICIENT_FUNDS, IDEMPOTENCY_CONFLICT, VALIDATION_ERROR.
 */
export const CreateAdditionBody = z.object({
  /** The thanks to add to (its transaction id = its feed event id). */
  transferId: Id,
  /** Points, 1 … MAX_POINTS (the organization's max transfer may allow fewer). */
  amount: Amount,
  message: SafeText(MESSAGE_MAX_LENGTH, { min: 0 }).default(''),
});
export type CreateAdditionBody = z.input<typeof CreateAdditionBody>;

/**
 * An addition as its adder sees it: its own transaction `id`, the thanks it was added to
 * (`transferId`), points, message ('' = none), the adder, when, and the thanks' `additions`
 * summary including this one.
 */
export const Addition = z
  .object({
    id: Id,
    transferId: Id,
    amount: z.number().int().positive(),
    message: z.string(),
    sender: UserSummary,
    recipient: UserSummary,
    createdAt: Timestamp,
    additions: AdditionsSummary,
  })
  .meta({ id: 'Addition' });
export type Addition = z.infer<typeof Addition>;
