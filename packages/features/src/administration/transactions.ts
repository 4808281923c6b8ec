import { MAX_POINTS, REASON_MAX_LENGTH, type AdminBatchBody, type AdminDirection, type AdminMoveBody, type AdminTransferBody, type BulkMode, type MemberAccountKind } from '@gratia/contracts';

/**
 * Pure rules of the 'transactions' tab's "New transfer" (SPEC §1, §5 admin transfers): the checks
 * the dialog runs before POST /api/admin/transfers — the server's own rules.
 */

/** The fields of the dialog. */
export type AdminTransferField = 'userId' | 'direction' | 'account' | 'amount' | 'reason';

/** What the dialog holds: the member's id (null: none chosen), the choices, the amount and reason as typed. */
export interface AdminTransferValues {
  direction: AdminDirection;
  account: MemberAccountKind;
  amount: string;
  reason: string;
}

/** A refused value: the key of the tab's message (`transactions.issues.<key>`). */
export type AdminTransferIssue = 'memberRequired' | 'amountRequired' | 'amountWhole' | 'amountMax' | 'reasonRequired' | 'reasonTooLong';

/**
 * Checks a transfer before sending: a member chosen, a whole number of points 1 … MAX_POINTS, a
 * reason of 1 … REASON_MAX_LENGTH characters after trimming. Returns the body, or the issues by field.
 */
export function readAdminTransfer(values: AdminTransferValues & { userId: number | null }): AdminTransferBody | { issues: Partial<Record<AdminTransferField, AdminTransferIssue>> } {
  const issues: Partial<Record<AdminTransferField, AdminTransferIssue>> = {};
  if (values.userId === null) issues.userId = 'memberRequired';
  const text = values.amount.trim().replace(/\s/g, '');
  const amount = Number(text);
  if (text === '') issues.amount = 'amountRequired';
  else if (!/^\d+$/.test(text) || amount < 1) issues.amount = 'amountWhole';
  else if (amount > MAX_POINTS) issues.amount = 'amountMax';
  const reason = values.reason.trim();
  if (reason === '') issues.reason = 'reasonRequired';
  else if (reason.length > REASON_MAX_LENGTH) issues.reason = 'reasonTooLong';
  if (Object.keys(issues).length > 0 || values.userId === null) return { issues };
  return { userId: values.userId, direction: values.direction, account: values.account, amount, reason };
}

/** One side of an account-to-account transfer: the community's account, or a member's points to give or received points. */
export type TransferSide = { kind: 'community' } | { kind: 'member'; userId: number | null; account: MemberAccountKind };

/** The fields of the account-to-account dialog. */
export type MoveField = 'from' | 'to' | 'amount' | 'reason';
/** A refused value of that dialog (`transactions.issues.<key>`). */
export type MoveIssue = AdminTransferIssue | 'bothCommunity' | 'sameAccount';

/** What the account-to-account dialog sends (docs/decisions/0033): a credit (community → member), a debit (member → community), or a move (member → member). */
export type TransferRequest = { call: 'transfer'; body: AdminTransferBody } | { call: 'move'; body: AdminMoveBody };

/** Reads the amount as typed: whole points 1 … MAX_POINTS (spaces ignored), or its issue. */
function readAmount(typed: string): { amount: number } | { issue: AdminTransferIssue } {
  const text = typed.trim().replace(/\s/g, '');
  const amount = Number(text);
  if (text === '') return { issue: 'amountRequired' };
  if (!/^\d+$/.test(text) || amount < 1) return { issue: 'amountWhole' };
  if (amount > MAX_POINTS) return { issue: 'amountMax' };
  return { amount };
}

/** Reads the reason: 1 … REASON_MAX_LENGTH characters after trimming, or its issue. */
function readReason(typed: string): { reason: string } | { issue: AdminTransferIssue } {
  const reason = typed.trim();
  if (reason === '') return { issue: 'reasonRequired' };
  if (reason.length > REASON_MAX_LENGTH) return { issue: 'reasonTooLong' };
  return { reason };
}

/**
 * Checks an account-to-account transfer before sending and says which call makes it: community →
 * member is an admin credit, member → community an admin debit, member → member a move. Refuses
 * community on both sides (`bothCommunity`), a side without its member (`memberRequired`), the
 * same account twice (`sameAccount`), and the amount and reason as {@link readAdminTransfer} does.
 */
export function readTransfer(values: { from: TransferSide; to: TransferSide; amount: string; reason: string }): TransferRequest | { issues: Partial<Record<MoveField, MoveIssue>> } {
  const issues: Partial<Record<MoveField, MoveIssue>> = {};
  const { from, to } = values;
  if (from.kind === 'community' && to.kind === 'community') issues.to = 'bothCommunity';
  if (from.kind === 'member' && from.userId === null) issues.from = 'memberRequired';
  if (to.kind === 'member' && to.userId === null) issues.to = 'memberRequired';
  if (from.kind === 'member' && to.kind === 'member' && from.userId !== null && from.userId === to.userId && from.account === to.account) issues.to = 'sameAccount';
  const amount = readAmount(values.amount);
  if ('issue' in amount) issues.amount = amount.issue;
  const reason = readReason(values.reason);
  if ('issue' in reason) issues.reason = reason.issue;
  if (Object.keys(issues).length > 0 || 'issue' in amount || 'issue' in reason) return { issues };
  const common = { amount: amount.amount, reason: reason.reason };
  if (from.kind === 'member' && to.kind === 'member') {
    return { call: 'move', body: { fromUserId: from.userId!, fromAccount: from.account, toUserId: to.userId!, toAccount: to.account, ...common } };
  }
  if (from.kind === 'community' && to.kind === 'member') return { call: 'transfer', body: { userId: to.userId!, direction: 'credit', account: to.account, ...common } };
  if (from.kind === 'member') return { call: 'transfer', body: { userId: from.userId!, direction: 'debit', account: from.account, ...common } };
  return { issues: { to: 'bothCommunity' } };
}

/** The fields of the "to many" dialog. */
export type BulkField = 'userIds' | 'amount' | 'reason' | 'executeAt';
/** A refused value of that dialog (`transactions.issues.<key>`). */
export type BulkIssue = AdminTransferIssue | 'listRequired' | 'dateRequired' | 'timeInvalid' | 'scheduleInPast';

/**
 * The instant of a day (`YYYY-MM-DD`) and a time typed as `HH:MM` in the viewer's time zone, as ISO
 * 8601 with the viewer's offset (`2026-12-31T09:00:00+03:00`); null when the time is not a real one.
 */
export function scheduleInstant(day: string, time: string): string | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m || !d) return null;
  const [hours, minutes] = [Number(m[1]), Number(m[2])];
  if (hours > 23 || minutes > 59) return null;
  const local = new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), hours, minutes, 0, 0);
  const offset = -local.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');
  return `${d[1]}-${d[2]}-${d[3]}T${pad(hours)}:${pad(minutes)}:00${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/**
 * Checks a transfer from the community to many before sending (docs/decisions/0033): a list for
 * `only` and `except` (`listRequired`), the amount and reason, and — when `schedule` — a day, a time
 * `HH:MM` and an instant at least a minute after `now` (`scheduleInPast`). Returns the body or the issues.
 */
export function readBulk(
  values: { mode: BulkMode; userIds: number[]; account: MemberAccountKind; amount: string; reason: string; schedule: boolean; day: string | null; time: string },
  now = new Date(),
): AdminBatchBody | { issues: Partial<Record<BulkField, BulkIssue>> } {
  const issues: Partial<Record<BulkField, BulkIssue>> = {};
  if (values.mode !== 'all' && values.userIds.length === 0) issues.userIds = 'listRequired';
  const amount = readAmount(values.amount);
  if ('issue' in amount) issues.amount = amount.issue;
  const reason = readReason(values.reason);
  if ('issue' in reason) issues.reason = reason.issue;
  let executeAt: string | null = null;
  if (values.schedule) {
    if (!values.day) issues.executeAt = 'dateRequired';
    else {
      executeAt = scheduleInstant(values.day, values.time);
      if (executeAt === null) issues.executeAt = 'timeInvalid';
      else if (Date.parse(executeAt) < now.getTime() + 60_000) issues.executeAt = 'scheduleInPast';
    }
  }
  if (Object.keys(issues).length > 0 || 'issue' in amount || 'issue' in reason) return { issues };
  return {
    mode: values.mode,
    userIds: values.mode === 'all' ? [] : values.userIds,
    account: values.account,
    amount: amount.amount,
    reason: reason.reason,
    ...(executeAt ? { executeAt } : {}),
  };
}
