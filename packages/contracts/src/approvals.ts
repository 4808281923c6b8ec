/**
 * A controller's approvals (DOMAIN §6.4 'C' Контролёр; SPEC §3 Transaction status 'waiting',
 * Accounts 'waiting transactions'; docs/decisions/0023): a thanks of more points than the
 * community's approval threshold waits, its points held in the sender's waiting account, until a
 * controller (or an admin) approves it — the points reach the recipient — or declines it — they go
 * back to the sender's points to give. A list of thanks is decided in one request, all or nothing.
 */
import { z } from 'zod';
import { Id, PageQuery, SafeText, Timestamp, page } from './common.ts';
import { CompanyValue } from './organization.ts';
import { UserSummary } from './profile.ts';

/** Most thanks one approve or decline request may decide. */
export const MAX_DECISION_IDS = 100;
/** Max characters of the reason of a decline. */
export const DECLINE_REASON_MAX_LENGTH = 500;

/**
 * A thanks waiting for a decision, as controllers see it: its sender (named even when the thanks
 * is anonymous — anonymity hides the sender from the recipient and the feed, not from who approves
 * it), recipient, points, message, company value and when it was sent. `canDecide` is false for the
 * caller's own thanks (sent or received), which someone else must decide.
 */
export const WaitingThanks = z
  .object({
    id: Id,
    sender: UserSummary,
    recipient: UserSummary,
    amount: z.number().int().positive(),
    message: z.string(),
    value: CompanyValue.pick({ id: true, name: true }).nullable(),
    isAnonymous: z.boolean(),
    createdAt: Timestamp,
    canDecide: z.boolean(),
  })
  .meta({ id: 'WaitingThanks' });
export type WaitingThanks = z.infer<typeof WaitingThanks>;

/** GET /api/approvals?cursor=&limit= — the waiting thanks of the caller's community, newest first, cursor-paged (20 by default, at most 100). */
export const WaitingThanksQuery = PageQuery;
export type WaitingThanksQuery = z.infer<typeof WaitingThanksQuery>;
export const WaitingThanksPage = page(WaitingThanks).meta({ id: 'WaitingThanksPage' });
export type WaitingThanksPage = z.infer<typeof WaitingThanksPage>;

/** The ids of the thanks to decide: 1 … {@link MAX_DECISION_IDS} of them. */
const DecisionIds = z
  .array(Id, { message: 'validation.invalid' })
  .min(1, { message: 'validation.required' })
  .max(MAX_DECISION_IDS, { message: 'validation.tooMany' });

/**
 * POST /api/approvals/approve — approve every listed thanks: each one's points move from its
 * sender's waiting account to its recipient's income, it becomes `completed`, joins the feed and
 * notifies its recipient as any thanks does. All or nothing; errors (nothing decided):
 * 422 APPROVAL_DUPLICATE_IDS, 409 THANKS_NOT_WAITING, 422 APPROVAL_OWN_THANKS (each with `details.ids`).
 */
export const ApproveThanksBody = z.object({ ids: DecisionIds });
export type ApproveThanksBody = z.input<typeof ApproveThanksBody>;

/**
 * POST /api/approvals/decline — decline every listed thanks, with an optional reason (0 …
 * {@link DECLINE_REASON_MAX_LENGTH} characters, shown to each sender in their history): the
 * points go back to each sender's points to give and the thanks become `canceled`; their
 * recipients never learn of them. All or nothing, with the errors of {@link ApproveThanksBody}.
 */
export const DeclineThanksBody = z.object({
  ids: DecisionIds,
  reason: SafeText(DECLINE_REASON_MAX_LENGTH, { min: 0 }).default(''),
});
export type DeclineThanksBody = z.input<typeof DeclineThanksBody>;

/** What an approve or decline did: the thanks decided (in the order asked) and their new status. */
export const ThanksDecision = z
  .object({ status: z.enum(['completed', 'canceled']), ids: z.array(Id) })
  .meta({ id: 'ThanksDecision' });
export type ThanksDecision = z.infer<typeof ThanksDecision>;
