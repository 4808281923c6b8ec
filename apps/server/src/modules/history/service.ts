/**
 * The cancel of a thanks (SPEC §2 History 'cancel transfer', §3 transaction cancel time): a
 * reversing ledger journal within the organization's cancel time while the period is active — for
 * a thanks waiting for approval too, whose points come back from the sender's waiting account
 * (docs/decisions/0023).
 */
import { sql } from 'drizzle-orm';
import type { HistoryItem } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { withdrawFeedEvent } from '../feed/index.ts';
import {
  ensureAccountsOf,
  ensureWaitingAccountsOf,
  lockAccountsInOrder,
  postJournal,
  type ApprovalState,
  type TransactionStatus,
  type TransactionType,
} from '../ledger/index.ts';
import { notifyThanksCancelled } from '../notifications/index.ts';
import { historyItem, iso, type Viewer } from './queries.ts';

/**
 * Cancels the viewer's thanks `id` (POST /api/transfers/cancel): within the organization's
 * transaction cancel time (seconds after it was sent) and while its period is active, writes a
 * `reversal` journal (recipient's income −amount, sender's distribution +amount) and marks it
 * canceled, in one database transaction (with the recipient's `thanks_cancelled` notification).
 * An addition (docs/decisions/0014) is canceled by its adder the same way. An original thanks takes
 * its additions that stand with it: each gets its own `reversal` journal (every adder's points go
 * back to their points to give) and is marked canceled in the same transaction, and the recipient's
 * notification counts every point taken back; the thanks leaves the feed. A thanks still waiting
 * for a controller's approval (docs/decisions/0023) is withdrawn the same way, within the same
 * window: its `reversal` moves the points from the sender's waiting account back to their
 * distribution account, it becomes canceled (approval `withdrawn`), and its recipient — who never
 * learned of it — is told nothing. Errors: NOT_FOUND (not the viewer's thanks),
 * TRANSFER_NOT_CANCELLABLE (`details.reason`: type, status, window, period, funds — the recipient
 * no longer holds the points of the thanks and its additions).
 */
export async function cancelTransfer(db: Db, viewer: Viewer, id: number, now = new Date()): Promise<HistoryItem> {
  await withTxRetry(db, async (tx) => {
    const [t] = await queryRows<{
      id: number;
      type: TransactionType;
      status: TransactionStatus;
      approval: ApprovalState | null;
      amount: string;
      sender_id: number;
      recipient_id: number;
      is_anonymous: boolean;
      period_id: number;
      addition_to_id: number | null;
      created_at: string | Date;
      cancel_time: number;
    }>(
      tx,
      sql`select t.id, t.type, t.status, t.approval, t.amount::text, t.sender_id, t.recipient_id, t.is_anonymous, t.period_id, t.addition_to_id,
                 t.created_at, o.transaction_cancel_time as cancel_time
          from transactions t join organizations o on o.id = t.organization_id
          where t.id = ${id} and t.organization_id = ${viewer.organizationId} and t.sender_id = ${viewer.userId}
          for update of t`,
    );
    if (!t) throw new AppError('NOT_FOUND', 'Transfer not found');
    const refuse = (reason: string) => new AppError('TRANSFER_NOT_CANCELLABLE', `This thanks cannot be canceled (${reason})`, { details: { reason } });
    if (t.type !== 'between_users') throw refuse('type');
    const waiting = t.status === 'waiting' && t.approval === 'waiting';
    if (t.status !== 'completed' && !waiting) throw refuse('status');
    const until = Date.parse(iso(t.created_at)) + Number(t.cancel_time) * 1000;
    if (now.getTime() >= until) throw refuse('window');
    if (waiting) {
      await withdrawWaiting(tx, viewer, { id: Number(t.id), amount: Number(t.amount), periodId: Number(t.period_id) }, now, refuse);
      return;
    }
    // The additions that stand go with an original thanks; they are locked after it (a concurrent
    // addition holds the thanks `for share`, so it has committed or will see it canceled).
    const additions =
      t.addition_to_id === null
        ? await queryRows<{ id: number; sender_id: number; amount: string; period_id: number }>(
            tx,
            sql`select id, sender_id, amount::text, period_id from transactions
                where addition_to_id = ${id} and organization_id = ${viewer.organizationId} and status = 'completed'
                order by id
                for update`,
          )
        : [];
    const periodIds = [...new Set([Number(t.period_id), ...additions.map((a) => Number(a.period_id))])];
    const active = await queryRows<{ id: number }>(
      tx,
      sql`select id from periods where id in (${sql.join(periodIds.map((p) => sql`${p}`), sql`, `)}) and status = 'active' for share`,
    );
    if (active.length !== periodIds.length) throw refuse('period');
    const reversals = [
      { id: Number(t.id), senderId: Number(t.sender_id), amount: Number(t.amount), periodId: Number(t.period_id) },
      ...additions.map((a) => ({ id: Number(a.id), senderId: Number(a.sender_id), amount: Number(a.amount), periodId: Number(a.period_id) })),
    ];
    const recipientId = Number(t.recipient_id);
    const journals: { transactionId: number; lines: { accountId: number; amount: number }[] }[] = [];
    for (const r of reversals) {
      const accounts = await ensureAccountsOf(tx, viewer.organizationId, r.periodId, [r.senderId, recipientId]);
      const sender = accounts.get(r.senderId);
      const recipient = accounts.get(recipientId);
      if (!sender || !recipient) throw new Error('member accounts missing');
      journals.push({
        transactionId: r.id,
        lines: [
          { accountId: recipient.incomeId, amount: -r.amount },
          { accountId: sender.distributionId, amount: r.amount },
        ],
      });
    }
    // Several journals touch several accounts: take every account's row lock first, in id order
    // (the order each single journal locks in), so this cancel and concurrent thanks never wait on
    // each other in a circle (a deadlock).
    if (journals.length > 1) await lockAccountsInOrder(tx, journals.flatMap((j) => j.lines.map((l) => l.accountId)));
    try {
      for (const j of journals) {
        await postJournal(tx, { organizationId: viewer.organizationId, kind: 'reversal', transactionId: j.transactionId, lines: j.lines });
      }
    } catch (err) {
      if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') throw refuse('funds');
      throw err;
    }
    const ids = reversals.map((r) => r.id);
    await tx.execute(
      sql`update transactions set status = 'canceled', changed_at = ${now.toISOString()}
          where id in (${sql.join(ids.map((x) => sql`${x}`), sql`, `)})`,
    );
    // A canceled thanks leaves the public feed with it (its photo, sticker, likes and comments);
    // an addition has no event of its own.
    if (t.addition_to_id === null) await withdrawFeedEvent(tx, { organizationId: viewer.organizationId, type: 'transaction', subjectId: id });
    // The recipient learns it from their bell (the sender stays unnamed when the thanks was anonymous),
    // with every point taken back.
    await notifyThanksCancelled(tx, {
      organizationId: viewer.organizationId,
      transactionId: id,
      recipientId,
      senderId: t.is_anonymous ? null : Number(t.sender_id),
      amount: reversals.reduce((sum, r) => sum + r.amount, 0),
    });
  });
  return historyItem(db, viewer, id, now);
}

/**
 * Withdraws the viewer's thanks `t` that waits for approval (inside the cancel's `tx`, which holds
 * its row): while its period is active (held `for share`), a `reversal` journal from the viewer's
 * waiting account back to their distribution account, and the row canceled with approval
 * `withdrawn`. It had no feed event, no notification and no additions (nobody else saw it), so
 * there is nothing else to take back.
 */
async function withdrawWaiting(
  tx: Executor,
  viewer: Viewer,
  t: { id: number; amount: number; periodId: number },
  now: Date,
  refuse: (reason: string) => AppError,
): Promise<void> {
  const active = await queryRows<{ id: number }>(tx, sql`select id from periods where id = ${t.periodId} and status = 'active' for share`);
  if (active.length === 0) throw refuse('period');
  const distribution = (await ensureAccountsOf(tx, viewer.organizationId, t.periodId, [viewer.userId])).get(viewer.userId);
  const waiting = (await ensureWaitingAccountsOf(tx, viewer.organizationId, t.periodId, [viewer.userId])).get(viewer.userId);
  if (!distribution || waiting === undefined) throw new Error('member accounts missing');
  await postJournal(tx, {
    organizationId: viewer.organizationId,
    kind: 'reversal',
    transactionId: t.id,
    createdAt: now,
    lines: [
      { accountId: waiting, amount: -t.amount },
      { accountId: distribution.distributionId, amount: t.amount },
    ],
  });
  await tx.execute(
    sql`update transactions set status = 'canceled', approval = 'withdrawn', decided_at = ${now.toISOString()}, changed_at = ${now.toISOString()}
        where id = ${t.id}`,
  );
}
