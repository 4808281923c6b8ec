/**
 * A manager's redistribution (DOMAIN §6.4 'M' Менеджер, the old "distributor"; docs/decisions/0021,
 * 0023): a manager gives part of their own points to give (distribution account) to a colleague's
 * points to give, in the active period — to anyone in the community, or, when the manager's grant
 * names a division, to the members of that division and the divisions under it.
 */
import { z } from 'zod';
import { Amount, Id, SafeText, Timestamp } from './common.ts';
import { CurrentPeriod } from './period.ts';
import { DivisionRef, UserSummary } from './profile.ts';

/** Max characters of the note of a redistribution. */
export const REDISTRIBUTION_MESSAGE_MAX_LENGTH = 500;

/**
 * GET /api/redistribution/scope — what the caller (a manager) may give and to whom: the active
 * period (null: none, nothing can be given), their points to give in it (`balance`; null with
 * `hidden` when the community hides balances), and their division (null: the whole community). The
 * people they may give to are the directory's (GET /api/employees?divisionId=…, active members), the
 * caller excepted.
 */
export const RedistributionScope = z
  .object({
    period: CurrentPeriod.nullable(),
    balance: z.number().int().nonnegative().nullable(),
    hidden: z.boolean(),
    division: DivisionRef.nullable(),
  })
  .meta({ id: 'RedistributionScope' });
export type RedistributionScope = z.infer<typeof RedistributionScope>;

/**
 * POST /api/redistribution (header `Idempotency-Key: <uuid>`) — give `amount` points (1 …
 * MAX_POINTS, at most the manager's points to give) to the points to give of `recipientId`, with an
 * optional note. Errors: 422 SELF_ACTION (oneself), 409 NO_ACTIVE_PERIOD, 404 USER_NOT_FOUND (not a
 * member of the community), 409 RECIPIENT_INACTIVE (fired or blocked), 422
 * REDISTRIBUTION_OUT_OF_SCOPE (outside the manager's division), 422 INSUFFICIENT_FUNDS, 409
 * IDEMPOTENCY_CONFLICT, 400 VALIDATION_ERROR.
 */
export const CreateRedistributionBody = z.object({
  recipientId: Id,
  amount: Amount,
  message: SafeText(REDISTRIBUTION_MESSAGE_MAX_LENGTH, { min: 0 }).default(''),
});
export type CreateRedistributionBody = z.input<typeof CreateRedistributionBody>;

/** A redistribution as the manager sees it: who gave how many points to whom, in which period, when. */
export const Redistribution = z
  .object({
    id: Id,
    amount: z.number().int().positive(),
    message: z.string(),
    sender: UserSummary,
    recipient: UserSummary,
    periodId: Id,
    createdAt: Timestamp,
  })
  .meta({ id: 'Redistribution' });
export type Redistribution = z.infer<typeof Redistribution>;
