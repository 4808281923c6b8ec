/**
 * The organization settings' 'transactions' tab (SPEC §1 'Administrators manage … transactions', §5
 * admin transfers; DOMAIN §6.2; docs/decisions/0033): every movement of the community, moves from
 * one member account to another, transfers from the community to many people at once or on a date,
 * and the .xlsx export. Admins (role 'A') of the caller's organization only.
 */
import { z } from 'zod';
import { Amount, Cursor, Id, IdParam, IntParam, PointsTotal, SafeText, Timestamp, CalendarDate, typeError, page } from './common.ts';
import { REASON_MAX_LENGTH, MemberAccountKind } from './history.ts';
import { isInstant } from './invites.ts';
import { isTimeZone } from './timeZone.ts';
import { UserSummary } from './profile.ts';
import { TransactionStatus, TransactionType } from './transfer.ts';

/**
 * The account one side of a movement touched (SPEC §3 Accounts; DOMAIN §6.2 labels): a member's
 * points to give (`distribution`), received points (`income`), frozen thanks (`waiting`), challenge
 * or market account, or the community's own account (`community`: the active period's treasury).
 */
export const MovementAccount = z.enum(['distribution', 'income', 'waiting', 'challenge', 'market', 'community']);
export type MovementAccount = z.infer<typeof MovementAccount>;

/**
 * One movement as admins see it. `sender`/`recipient` null: the community's account (or, for the
 * sender of an anonymous thanks, hidden: `anonymous` true). `admin` is who made an admin transfer
 * or emission (null otherwise); `batchId` groups the halves of a move and the rows of a transfer to
 * many. Points are whole numbers.
 */
export const Movement = z
  .object({
    id: Id,
    type: TransactionType,
    status: TransactionStatus,
    amount: PointsTotal,
    sender: UserSummary.nullable(),
    senderAccount: MovementAccount,
    recipient: UserSummary.nullable(),
    recipientAccount: MovementAccount,
    anonymous: z.boolean(),
    message: z.string(),
    admin: UserSummary.nullable(),
    batchId: Id.nullable(),
    periodId: Id,
    createdAt: Timestamp,
  })
  .meta({ id: 'Movement' });
export type Movement = z.infer<typeof Movement>;

/**
 * Filters of the movements list and its export: `type`, `userId` (the member on either side),
 * `periodId`, and a day range `from` … `to` (`YYYY-MM-DD`, both included, in `timeZone` — an IANA
 * name, default UTC). `to` before `from` answers 400 on `to`.
 */
export const MovementsFilter = z
  .object({
  type: TransactionType.optional(),
  userId: IdParam.optional(),
  periodId: IdParam.optional(),
  from: CalendarDate.optional(),
  to: CalendarDate.optional(),
  timeZone: z.string().max(64, { message: 'validation.tooLong' }).refine(isTimeZone, { message: 'validation.invalid' }).optional(),
  });
export type MovementsFilter = z.infer<typeof MovementsFilter>;

/** GET /api/admin/movements — {@link MovementsFilter} with a cursor page (default 50, at most 100), newest first. */
export const MovementsQuery = MovementsFilter.extend({ cursor: Cursor.optional(), limit: IntParam(1, 100).default(50) });
export type MovementsQuery = z.infer<typeof MovementsQuery>;
export const MovementsPage = page(Movement).meta({ id: 'MovementsPage' });
export type MovementsPage = z.infer<typeof MovementsPage>;

/** Most rows one movements export holds (422 TOO_MANY_ROWS above: narrow the filters). */
export const MOVEMENTS_EXPORT_MAX_ROWS = 50_000;
/** GET /api/admin/movements/export — the same filters, no pages; headers in `lang` (default the caller's language). */
export const MovementsExportQuery = MovementsFilter.extend({ lang: z.enum(['ru', 'en'], { message: 'validation.invalid' }).optional() });
export type MovementsExportQuery = z.infer<typeof MovementsExportQuery>;

/** GET /api/admin/accounts?userId= — a member's accounts in the active period, with balances (points). */
export const AdminAccountsQuery = z.object({ userId: IdParam });
export const AdminMemberAccounts = z
  .object({ userId: Id, distribution: PointsTotal, income: PointsTotal })
  .meta({ id: 'AdminMemberAccounts' });
export type AdminMemberAccounts = z.infer<typeof AdminMemberAccounts>;

/**
 * POST /api/admin/transfers/move (header Idempotency-Key) — an admin moves `amount` points from one
 * member's account to another member's (docs/decisions/0033): an admin debit of the first and an
 * admin credit of the second, together or not at all, with one reason. The same member's two
 * accounts are allowed; the same account twice is refused on `toAccount` (validation.sameAccount).
 * Errors: USER_NOT_FOUND (`details.field` fromUserId/toUserId), NO_ACTIVE_PERIOD,
 * INSUFFICIENT_FUNDS, IDEMPOTENCY_CONFLICT.
 */
export const AdminMoveBody = z
  .object({
    fromUserId: Id,
    fromAccount: MemberAccountKind,
    toUserId: Id,
    /** The same kinds as {@link MemberAccountKind}, received points first: what a move usually credits. */
    toAccount: z.enum(['income', 'distribution']),
    amount: Amount,
    reason: SafeText(REASON_MAX_LENGTH),
  })
  .refine((b) => b.fromUserId !== b.toUserId || b.fromAccount !== b.toAccount, { message: 'validation.sameAccount', path: ['toAccount'] });
export type AdminMoveBody = z.input<typeof AdminMoveBody>;

/** Who a transfer from the community reaches: every active member, only the listed ones, or all but the listed ones. */
export const BulkMode = z.enum(['all', 'only', 'except']);
export type BulkMode = z.infer<typeof BulkMode>;
/** Most members one list of a transfer to many may name. */
export const BULK_LIST_MAX = 10_000;
/** Latest date a transfer may be scheduled for, days ahead. */
export const BULK_SCHEDULE_MAX_DAYS = 366;

/** An instant with its offset (ISO 8601), as invite expiries take it; else `validation.date`. */
const Instant = z
  .string({ error: typeError('validation.date') })
  .refine(isInstant, { message: 'validation.date' })
  .meta({ format: 'date-time' });

/**
 * POST /api/admin/transfer-batches (header Idempotency-Key) — `amount` points from the community to
 * each chosen member's `account` (docs/decisions/0033). `userIds` (unique, at most
 * {@link BULK_LIST_MAX}) is required for `only` and `except` (validation.required) and must be empty
 * for `all`. `executeAt` (an instant) schedules it: at least a minute ahead and at most
 * {@link BULK_SCHEDULE_MAX_DAYS} days (422 SCHEDULE_OUT_OF_RANGE on `executeAt`); without it, it
 * runs at once. Errors: USER_NOT_FOUND (a listed id that is not a member, `details.userIds`),
 * NO_ACTIVE_PERIOD (at once), NO_RECIPIENTS (nobody active to credit), IDEMPOTENCY_CONFLICT.
 */
export const AdminBatchBody = z
  .object({
    mode: BulkMode,
    userIds: z.array(Id).max(BULK_LIST_MAX, { message: 'validation.tooMany' }).default([]),
    account: MemberAccountKind.default('income'),
    amount: Amount,
    reason: SafeText(REASON_MAX_LENGTH),
    executeAt: Instant.nullable().optional(),
  })
  .refine((b) => b.mode === 'all' || b.userIds.length > 0, { message: 'validation.required', path: ['userIds'] })
  .refine((b) => b.mode !== 'all' || b.userIds.length === 0, { message: 'validation.invalid', path: ['userIds'] })
  .refine((b) => new Set(b.userIds).size === b.userIds.length, { message: 'validation.duplicate', path: ['userIds'] });
export type AdminBatchBody = z.input<typeof AdminBatchBody>;

/** A batch's state (docs/decisions/0033). */
export const AdminBatchStatus = z.enum(['scheduled', 'done', 'canceled', 'failed']);
export type AdminBatchStatus = z.infer<typeof AdminBatchStatus>;

/**
 * A transfer from the community to many people, or a move between two accounts. `listed` is the
 * number of members its list names; `recipients` how many it credited (0 until done); `failure`
 * the error code when it could not run (e.g. NO_ACTIVE_PERIOD).
 */
export const AdminBatch = z
  .object({
    id: Id,
    kind: z.enum(['move', 'bulk']),
    mode: BulkMode.nullable(),
    listed: z.number().int().nonnegative(),
    amount: PointsTotal,
    account: MemberAccountKind,
    reason: z.string(),
    status: AdminBatchStatus,
    executeAt: Timestamp.nullable(),
    executedAt: Timestamp.nullable(),
    recipients: z.number().int().nonnegative(),
    failure: z.string().nullable(),
    admin: UserSummary,
    createdAt: Timestamp,
  })
  .meta({ id: 'AdminBatch' });
export type AdminBatch = z.infer<typeof AdminBatch>;

/** GET /api/admin/transfer-batches — transfers to many, newest first; `status` narrows (e.g. scheduled). */
export const AdminBatchesQuery = z.object({ status: AdminBatchStatus.optional(), cursor: Cursor.optional(), limit: IntParam(1, 100).default(20) });
export type AdminBatchesQuery = z.infer<typeof AdminBatchesQuery>;
export const AdminBatchesPage = page(AdminBatch).meta({ id: 'AdminBatchesPage' });
export type AdminBatchesPage = z.infer<typeof AdminBatchesPage>;

/** POST /api/admin/transfer-batches/cancel — cancel a scheduled transfer before it runs; 409 BATCH_NOT_CANCELLABLE once it ran, failed or was canceled; 404 NOT_FOUND for another community's. */
export const CancelAdminBatchBody = z.object({ id: Id });
export type CancelAdminBatchBody = z.infer<typeof CancelAdminBatchBody>;
