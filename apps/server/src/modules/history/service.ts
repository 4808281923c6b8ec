/**
 * The cancel of a thanks (SPEC §2 History 'cancel transfer', §3 transaction cancel time): a
 * reversing ledger journal within the organization's cancel time while the period is active.
 */
import { sql } from 'drizzle-orm';
import type { HistoryItem } from '@gratia/contracts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { withdrawFeedEvent } from '../feed/index.ts';
import { ensureAccountsOf, postJournal, type TransactionStatus, type TransactionType } from '../ledger/index.ts';
import { notifyThanksCancelled } from '../notifications/index.ts';
import { historyItem, iso, type Viewer } from './queries.ts';

/**
 * Cancels the viewer's thanks `id` (POST /api/transfers/cancel): within the organization's
 * transaction cancel time (seconds after it was sent) and while its period is active, writes a
 * `reversal` journal (recipient's income −amount, sender's distribution +amount) and marks it
 * canceled, in one database transaction (with the recipient's `thanks_cancelled` notification). Errors: NOT_FOUND (not the viewer's thanks),
 * TRANSFER_NOT_CANCELLABLE (`details.reason`: type, status, window, period, funds).
 */
export async function cancelTransfer(db: Db, viewer: Viewer, id: number, now = new Date()): Promise<HistoryItem> {
  await withTxRetry(db, async (tx) => {
    const [t] = await queryRows<{
      id: number;
      type: TransactionType;
      status: TransactionStatus;
      amount: string;
      sender_id: number;
      recipient_id: number;
      is_anonymous: boolean;
      period_id: number;
      created_at: string | Date;
      cancel_time: number;
    }>(
      tx,
      sql`select t.id, t.type, t.status, t.amount::text, t.sender_id, t.recipient_id, t.is_anonymous, t.period_id, t.created_at,
                 o.transaction_cancel_time as cancel_time
          from transactions t join organizations o on o.id = t.organization_id
          where t.id = ${id} and t.organization_id = ${viewer.organizationId} and t.sender_id = ${viewer.userId}
          for update of t`,
    );
    if (!t) throw new AppError('NOT_FOUND', 'Transfer not found');
    const refuse = (reason: string) => new AppError('TRANSFER_NOT_CANCELLABLE', `This thanks cannot be canceled (${reason})`, { details: { reason } });
    if (t.type !== 'between_users') throw refuse('type');
    if (t.status !== 'completed') throw refuse('status');
    const until = Date.parse(iso(t.created_at)) + Number(t.cancel_time) * 1000;
    if (now.getTime() >= until) throw refuse('window');
    const period = await queryRows<{ id: number }>(tx, sql`select id from periods where id = ${t.period_id} and status = 'active' for share`);
    if (period.length === 0) throw refuse('period');
    const accounts = await ensureAccountsOf(tx, viewer.organizationId, Number(t.period_id), [Number(t.sender_id), Number(t.recipient_id)]);
    const sender = accounts.get(Number(t.sender_id));
    const recipient = accounts.get(Number(t.recipient_id));
    if (!sender || !recipient) throw new Error('member accounts missing');
    try {
      await postJournal(tx, {
        organizationId: viewer.organizationId,
        kind: 'reversal',
        transactionId: Number(t.id),
        lines: [
          { accountId: recipient.incomeId, amount: -Number(t.amount) },
          { accountId: sender.distributionId, amount: Number(t.amount) },
        ],
      });
    } catch (err) {
      if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') throw refuse('funds');
      throw err;
    }
    await tx.execute(sql`update transactions set status = 'canceled', changed_at = ${now.toISOString()} where id = ${id}`);
    // A canceled thanks leaves the public feed with it (its photo, sticker, likes and comments).
    await withdrawFeedEvent(tx, { organizationId: viewer.organizationId, type: 'transaction', subjectId: id });
    // The recipient learns it from their bell (the sender stays unnamed when the thanks was anonymous).
    await notifyThanksCancelled(tx, {
      organizationId: viewer.organizationId,
      transactionId: id,
      recipientId: Number(t.recipient_id),
      senderId: t.is_anonymous ? null : Number(t.sender_id),
      amount: Number(t.amount),
    });
  });
  return historyItem(db, viewer, id, now);
}
