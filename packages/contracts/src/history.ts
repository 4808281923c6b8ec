import { z } from 'zod';
import { Amount, Id, IdParam, PageQuery, PointsTotal, SafeText, Timestamp, page } from './common.ts';
import { UserSummary } from './profile.ts';
import { BonusName, BonusNameInput, CompanyValue, ORGANIZATION_NAME_MAX_LENGTH } from './organization.ts';
import { TransactionStatus, TransactionType } from './transfer.ts';

/** Which movements the history shows (SPEC §2 History: all, received, sent). */
export const HistoryFilter = z.enum(['all', 'received', 'sent']);
export type HistoryFilter = z.infer<typeof HistoryFilter>;

/** Direction of an admin manual transfer: credit adds points to the member, debit takes them away. */
export const AdminDirection = z.enum(['credit', 'debit']);
export type AdminDirection = z.infer<typeof AdminDirection>;

/** The member account an admin transfer touches (SPEC §3 Accounts). */
export const MemberAccountKind = z.enum(['distribution', 'income']);
export type MemberAccountKind = z.infer<typeof MemberAccountKind>;

/** The thanks an addition was added to, as a history row names it ("Addition to the thanks from X to Y"). */
export const AdditionTarget = z
  .object({ id: Id, sender: UserSummary.nullable(), recipient: UserSummary })
  .meta({ id: 'AdditionTarget' });
export type AdditionTarget = z.infer<typeof AdditionTarget>;

/**
 * Where a thanks above the community's approval threshold stands (docs/decisions/0023): `waiting`
 * for a controller; `approved` (it reached the recipient); `declined` by a controller — or
 * automatically when its period ended undecided (`decidedAt` set, `reason` null) — or `withdrawn`
 * by its sender. `reason` is the controller's note on a decline (shown to the sender only).
 */
export const ThanksApproval = z
  .object({
    state: z.enum(['waiting', 'approved', 'declined', 'withdrawn']),
    decidedAt: Timestamp.nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'ThanksApproval' });
export type ThanksApproval = z.infer<typeof ThanksApproval>;

/**
 * One row of the caller's history (SPEC §2 History, §3 Transaction). `direction` is from the
 * caller's side: `received` (points came in: a thanks to them, an admin credit) or `sent` (points
 * went out: a thanks by them, an admin debit). `counterpart` is the other member — null for an
 * anonymous thanks the caller received; for an admin transfer it is the admin.
 * `cancellableUntil` is set while the caller (the sender) may still cancel it (SPEC §3 transaction
 * cancel time); null otherwise. `adminDirection` is set on admin manual transfers only.
 * `additionTo` is set on an addition (docs/decisions/0014): the thanks it was added to, with its
 * sender (null when that thanks is anonymous and the caller did not send it) and recipient.
 * `approval` is set on a thanks that needed a controller's approval (docs/decisions/0023; null on
 * every other row): its sender sees it `waiting` (status waiting), then approved, declined or
 * withdrawn; its recipient sees it only once approved. A `redistribution` row is points a manager
 * gave from their points to give to the counterpart's. Optional only so that clients written before
 * approvals keep compiling: the server always sends it.
 */
export const HistoryItem = z
  .object({
    id: Id,
    type: TransactionType,
    status: TransactionStatus,
    direction: z.enum(['received', 'sent']),
    amount: z.number().int().positive(),
    message: z.string(),
    value: CompanyValue.pick({ id: true, name: true }).nullable(),
    isAnonymous: z.boolean(),
    counterpart: UserSummary.nullable(),
    adminDirection: AdminDirection.nullable(),
    periodId: Id,
    createdAt: Timestamp,
    changedAt: Timestamp,
    cancellableUntil: Timestamp.nullable(),
    additionTo: AdditionTarget.nullable(),
    approval: ThanksApproval.nullable().optional(),
  })
  .meta({ id: 'HistoryItem' });
export type HistoryItem = z.infer<typeof HistoryItem>;

/**
 * GET /api/history?filter=&counterpartId=&periodId=&cursor=&limit= — the caller's movements, newest
 * first, cursor paged. `counterpartId` narrows to one counterpart (a group row); anonymous received
 * thanks are never matched by it, so the sender is not revealed.
 */
export const HistoryQuery = PageQuery.extend({
  filter: HistoryFilter.default('all'),
  counterpartId: IdParam.optional(),
  periodId: IdParam.optional(),
});
export type HistoryQuery = z.infer<typeof HistoryQuery>;
export const HistoryPage = page(HistoryItem).meta({ id: 'HistoryPage' });
export type HistoryPage = z.infer<typeof HistoryPage>;

/**
 * One counterpart of the caller's history (SPEC §2 History: group by user). `counterpart` null
 * gathers every anonymous thanks received. Points are sums of non-canceled movements.
 */
export const HistoryGroup = z
  .object({
    counterpart: UserSummary.nullable(),
    count: z.number().int().nonnegative(),
    received: PointsTotal,
    sent: PointsTotal,
    lastAt: Timestamp,
  })
  .meta({ id: 'HistoryGroup' });
export type HistoryGroup = z.infer<typeof HistoryGroup>;

/** GET /api/history/groups?filter= — groups by counterpart, most recent first (at most 1000). */
export const HistoryGroupsQuery = z.object({ filter: HistoryFilter.default('all'), periodId: IdParam.optional() });
export type HistoryGroupsQuery = z.infer<typeof HistoryGroupsQuery>;
export const HistoryGroupsResponse = z.object({ items: z.array(HistoryGroup) }).meta({ id: 'HistoryGroupsResponse' });
export type HistoryGroupsResponse = z.infer<typeof HistoryGroupsResponse>;

/**
 * POST /api/transfers/cancel — the sender cancels their thanks within the organization's
 * transaction cancel time: reversing ledger entries, status canceled. Errors: NOT_FOUND (not the
 * caller's thanks), TRANSFER_NOT_CANCELLABLE (window over, already canceled, period over, not a
 * thanks, or the recipient's points are gone). Returns the row as the caller's history shows it.
 */
export const CancelTransferBody = z.object({ id: Id });
export type CancelTransferBody = z.infer<typeof CancelTransferBody>;

/** Max characters of an admin transfer's reason. */
export const REASON_MAX_LENGTH = 500;

/**
 * POST /api/admin/transfers — an admin (role 'A') credits or debits a member's account with a reason
 * (SPEC §1, §5). Requires `Idempotency-Key`. Immutable once made: PATCH/DELETE answer
 * ADMIN_TRANSFER_IMMUTABLE. Errors: FORBIDDEN, USER_NOT_FOUND, NO_ACTIVE_PERIOD, INSUFFICIENT_FUNDS
 * (a debit above the balance), IDEMPOTENCY_CONFLICT, VALIDATION_ERROR.
 */
export const AdminTransferBody = z.object({
  userId: Id,
  direction: AdminDirection,
  account: MemberAccountKind.default('income'),
  /** Points, 1 … MAX_POINTS. */
  amount: Amount,
  reason: SafeText(REASON_MAX_LENGTH),
});
export type AdminTransferBody = z.input<typeof AdminTransferBody>;

/** An admin manual transfer as admins see it. */
export const AdminTransfer = z
  .object({
    id: Id,
    direction: AdminDirection,
    account: MemberAccountKind,
    amount: z.number().int().positive(),
    reason: z.string(),
    member: UserSummary,
    admin: UserSummary,
    periodId: Id,
    createdAt: Timestamp,
  })
  .meta({ id: 'AdminTransfer' });
export type AdminTransfer = z.infer<typeof AdminTransfer>;

/** GET /api/admin/transfers?cursor=&limit= — admins only, newest first. */
export const AdminTransfersQuery = PageQuery;
export const AdminTransfersPage = page(AdminTransfer).meta({ id: 'AdminTransfersPage' });
export type AdminTransfersPage = z.infer<typeof AdminTransfersPage>;
/** `?id=` of PATCH/DELETE /api/admin/transfers, which always refuse (ADMIN_TRANSFER_IMMUTABLE). */
export const AdminTransferIdQuery = z.object({ id: IdParam });

/** Longest transaction cancel time, seconds (30 days). */
export const MAX_CANCEL_TIME_SECONDS = 30 * 86_400;
/** Longest bot command or bot message lifetime, seconds (30 days). */
export const MAX_LIFETIME_SECONDS = 30 * 86_400;

/**
 * GET/PATCH /api/organization/economy — the organization settings that govern points (SPEC §3
 * Organization settings): bonus name, max transfer (points, null = no limit), transaction cancel
 * time (seconds), anonymity allowed, hide balances, approval threshold (points, null = off: a thanks
 * of more points waits for a controller, docs/decisions/0023). `disbursedAmount` (read-only) is the points ever
 * credited to members by accruals and admin credits, over all periods (saturating at
 * `Number.MAX_SAFE_INTEGER`). Reading is for members, changing for admins.
 */
export const EconomySettings = z
  .object({
    /** The community's name, 1 … {@link ORGANIZATION_NAME_MAX_LENGTH} characters. */
    name: z.string(),
    bonusName: BonusName,
    maxTransfer: PointsTotal.nullable(),
    transactionCancelTime: z.number().int().min(0),
    anonymityAllowed: z.boolean(),
    hideBalances: z.boolean(),
    approvalThreshold: PointsTotal.nullable(),
    /** Seconds a bot command stays answerable, and a bot message stays before the bot removes it (0: no limit). */
    botCommandLifetime: z.number().int().min(0),
    messageLifetime: z.number().int().min(0),
    /** The market is hidden from members (no sidebar entry, no available markets). */
    hideMarket: z.boolean(),
    disbursedAmount: PointsTotal,
  })
  .meta({ id: 'EconomySettings' });
export type EconomySettings = z.infer<typeof EconomySettings>;
/**
 * PATCH /api/organization/economy — the settings to change (any subset): bonus name (every form
 * of both languages, each 1 … BONUS_NAME_MAX_LENGTH characters), max transfer 1 … MAX_POINTS or null,
 * cancel time 0 … {@link MAX_CANCEL_TIME_SECONDS} whole seconds, approval threshold 1 … MAX_POINTS
 * whole points or null (off; a thanks of exactly the threshold does not wait, one point more does),
 * the community name (1 … ORGANIZATION_NAME_MAX_LENGTH characters), bot command and message
 * lifetimes 0 … {@link MAX_LIFETIME_SECONDS} whole seconds, hide market. A bad value is 400 VALIDATION_ERROR naming the field. `disbursedAmount` is read-only (ignored).
 * Changing the threshold does not touch thanks already sent.
 */
const LifetimeSeconds = z
  .number({ message: 'validation.integer' })
  .int({ message: 'validation.integer' })
  .min(0, { message: 'validation.tooSmall' })
  .max(MAX_LIFETIME_SECONDS, { message: 'validation.tooBig' });

export const UpdateEconomySettingsBody = z
  .object({
    name: SafeText(ORGANIZATION_NAME_MAX_LENGTH),
    bonusName: BonusNameInput,
    maxTransfer: Amount.nullable(),
    transactionCancelTime: z
      .number({ message: 'validation.integer' })
      .int({ message: 'validation.integer' })
      .min(0, { message: 'validation.tooSmall' })
      .max(MAX_CANCEL_TIME_SECONDS, { message: 'validation.tooBig' }),
    anonymityAllowed: z.boolean({ message: 'validation.invalid' }),
    hideBalances: z.boolean({ message: 'validation.invalid' }),
    approvalThreshold: Amount.nullable(),
    botCommandLifetime: LifetimeSeconds,
    messageLifetime: LifetimeSeconds,
    hideMarket: z.boolean({ message: 'validation.invalid' }),
  })
  .partial();
export type UpdateEconomySettingsBody = z.input<typeof UpdateEconomySettingsBody>;
