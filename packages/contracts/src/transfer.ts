import { z } from 'zod';
import { Amount, Id, SafeText, Timestamp } from './common.ts';
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

export const TransactionStatus = z.enum(['waiting', 'completed', 'canceled']);
export type TransactionStatus = z.infer<typeof TransactionStatus>;
export const TransactionType = z.enum([
  'between_users',
  'challenge_contribution',
  'challenge_return',
  'admin_manual',
  'winnings',
  'market_purchase',
]);
export type TransactionType = z.infer<typeof TransactionType>;

/**
 * A thanks as its viewers see it (SPEC §3 Transaction). `sender` is null when the thanks is
 * anonymous and the viewer is not the sender.
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
    createdAt: Timestamp,
  })
  .meta({ id: 'Transfer' });
export type Transfer = z.infer<typeof Transfer>;
