/**
 * A controller's decisions on thanks above the community's approval threshold (DOMAIN §6.4 'C';
 * SPEC §3 Transaction status 'waiting', Accounts 'waiting transactions'; docs/decisions/0023). A
 * waiting thanks holds its points in its sender's waiting account; approving moves them to the
 * recipient's income (journal `approval`), declining back to the sender's points to give (journal
 * `decline`). A list is decided in one database transaction, all or nothing; a period that ends
 * declines what still waits in it, before its points to give expire.
 */
import { sql } from 'drizzle-orm';
import type { ThanksDecision } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { recordFeedEvent } from '../feed/index.ts';
import { ensureAccountsOf, ensureWaitingAccountsOf, lockAccountsInOrder, postJournal, type JournalLine } from '../ledger/index.ts';
import { notifyThanksDeclined, thanksReceivedInsert } from '../notifications/index.ts';
import type { Controller } from './queries.ts';

/** What a controller decides: approve, or decline with a reason ('' = none). */
export type Decision = { approve: true } | { approve: false; reason: string };

/** A waiting thanks as a decision locks it. */
interface WaitingThanksRow {
  id: number;
  sender_id: number;
  recipient_id: number;
  amount: string;
  period_id: number;
  is_anonymous: boolean;
}

/** The ids that appear more than once in `ids`, each once, in the order of their first repeat. */
export function duplicateIds(ids: readonly number[]): number[] {
  const seen = new Set<number>();
  const twice = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) twice.add(id);
    seen.add(id);
  }
  return [...twice];
}

/**
 * The journal that settles a waiting thanks: `approval` (the sender's waiting account → the
 * recipient's income) or `decline` (→ the sender's distribution account), its lines in points.
 */
function settlement(
  row: WaitingThanksRow,
  approve: boolean,
  accounts: { waiting: Map<number, number>; members: Map<number, { distributionId: number; incomeId: number }> },
): JournalLine[] {
  const amount = Number(row.amount);
  const waiting = accounts.waiting.get(Number(row.sender_id));
  const target = approve ? accounts.members.get(Number(row.recipient_id))?.incomeId : accounts.members.get(Number(row.sender_id))?.distributionId;
  if (waiting === undefined || target === undefined) throw new Error(`accounts of thanks ${row.id} missing`);
  return [
    { accountId: waiting, amount: -amount },
    { accountId: target, amount },
  ];
}

/**
 * Posts the settling journals of `rows` (all of one period, locked by the caller) inside `tx`:
 * creates any missing account, takes every account's row lock in id order first (so this never
 * deadlocks with thanks in flight), then one `approval` or `decline` journal per thanks.
 */
async function settle(tx: Executor, organizationId: number, periodId: number, rows: readonly WaitingThanksRow[], approve: boolean, now: Date): Promise<void> {
  if (rows.length === 0) return;
  const senders = rows.map((r) => Number(r.sender_id));
  const owners = approve ? rows.map((r) => Number(r.recipient_id)) : senders;
  const waiting = await ensureWaitingAccountsOf(tx, organizationId, periodId, senders);
  const members = await ensureAccountsOf(tx, organizationId, periodId, [...new Set(owners)]);
  const journals = rows.map((r) => ({ id: Number(r.id), lines: settlement(r, approve, { waiting, members }) }));
  await lockAccountsInOrder(tx, journals.flatMap((j) => j.lines.map((l) => l.accountId)));
  for (const j of journals) {
    await postJournal(tx, { organizationId, kind: approve ? 'approval' : 'decline', transactionId: j.id, createdAt: now, lines: j.lines });
  }
}

/** A declined thanks as its sender's notice names it. */
const declined = (r: WaitingThanksRow) => ({ transactionId: Number(r.id), senderId: Number(r.sender_id), amount: Number(r.amount) });

/**
 * Approves or declines the waiting thanks `ids` of the actor's organization (POST
 * /api/approvals/approve, /decline), all or nothing, in one database transaction. Checks, in this
 * order (nothing is decided on any failure): 422 APPROVAL_DUPLICATE_IDS (an id twice), 409
 * THANKS_NOT_WAITING (ids that are not waiting thanks of the organization's active period —
 * decided, withdrawn, another organization's, unknown), 422 APPROVAL_OWN_THANKS (thanks the actor
 * sent or received), each with `details.ids`. The active period is held `for share` first (it
 * cannot end meanwhile), then the thanks rows `for update` in id order (a concurrent decision or
 * withdrawal of one of them waits, then finds it no longer waiting). Approve: `approval` journals,
 * status completed, and as for any thanks a feed event (shown now, without an actor when anonymous)
 * and the recipient's `thanks_received` notification. Decline: `decline` journals, status
 * canceled, with the reason ('' stored as none); the sender gets `thanks_declined`, the recipient is told nothing. Who decided and
 * when is recorded. Returns the ids decided, in the order asked, and their new status; the caller
 * queues the approved thanks' e-mails after this returns. The caller must have checked that the
 * actor is a controller or an admin of the organization (the route table's `roles` mark).
 */
export async function decideThanks(db: Db, actor: Controller, ids: readonly number[], decision: Decision, now = new Date()): Promise<ThanksDecision> {
  // Nothing to decide (the route refuses an empty list; a direct caller may not): no query, nothing changes.
  if (ids.length === 0) return { status: decision.approve ? 'completed' : 'canceled', ids: [] };
  const twice = duplicateIds(ids);
  if (twice.length > 0) {
    throw new AppError('APPROVAL_DUPLICATE_IDS', 'A thanks is listed more than once', { details: { ids: twice } });
  }
  const list = sql.join(ids.map((id) => sql`${id}::int`), sql`, `);
  await withTxRetry(db, async (tx) => {
    const [period] = await queryRows<{ id: number }>(
      tx,
      sql`select id from periods where organization_id = ${actor.organizationId} and status = 'active' for share`,
    );
    const rows = await queryRows<WaitingThanksRow>(
      tx,
      sql`select id, sender_id, recipient_id, amount::text, period_id, is_anonymous from transactions
          where id in (${list}) and organization_id = ${actor.organizationId} and status = 'waiting' and approval = 'waiting'
          order by id
          for update`,
    );
    const periodId = period ? Number(period.id) : null;
    const waiting = new Map(rows.filter((r) => Number(r.period_id) === periodId).map((r) => [Number(r.id), r]));
    const missing = ids.filter((id) => !waiting.has(id));
    if (missing.length > 0) {
      throw new AppError('THANKS_NOT_WAITING', 'Some thanks are not waiting for a decision', { details: { ids: missing } });
    }
    const own = ids.filter((id) => {
      const r = waiting.get(id);
      return r !== undefined && (Number(r.sender_id) === actor.userId || Number(r.recipient_id) === actor.userId);
    });
    if (own.length > 0) {
      throw new AppError('APPROVAL_OWN_THANKS', 'A controller cannot decide their own thanks', { details: { ids: own } });
    }
    if (periodId === null) throw new Error('waiting thanks without an active period');
    await settle(tx, actor.organizationId, periodId, rows, decision.approve, now);
    const at = now.toISOString();
    const reason = decision.approve ? null : decision.reason.trim() || null;
    await tx.execute(
      sql`update transactions
          set status = ${decision.approve ? 'completed' : 'canceled'}, approval = ${decision.approve ? 'approved' : 'declined'},
              decided_by = ${actor.userId}, decided_at = ${at}, decline_reason = ${reason}, changed_at = ${at}
          where id in (${list})`,
    );
    if (!decision.approve) {
      await notifyThanksDeclined(tx, { organizationId: actor.organizationId, actorId: actor.userId, reason, createdAt: now, thanks: rows.map(declined) });
      return;
    }
    for (const r of rows) {
      const senderId = r.is_anonymous ? null : Number(r.sender_id);
      await recordFeedEvent(tx, { organizationId: actor.organizationId, type: 'transaction', subjectId: Number(r.id), actorId: senderId, createdAt: now });
      await tx.execute(
        thanksReceivedInsert(
          { organizationId: actor.organizationId, recipientId: Number(r.recipient_id), senderId, amount: Number(r.amount), createdAt: now },
          sql`(select ${Number(r.id)}::int as id)`,
        ),
      );
    }
  });
  return { status: decision.approve ? 'completed' : 'canceled', ids: [...ids] };
}

/**
 * Declines every thanks still waiting in period `periodId` of `organizationId` (inside `tx`, the
 * period's completion, which holds the period row `for update`, before its points to give expire):
 * `decline` journals back to each sender's points to give — which then expire like any unspent
 * points — status canceled, approval `declined` with no controller and no reason. Returns how many
 * thanks and points were declined (docs/decisions/0023: never lost, never created).
 */
export async function declineWaitingOfPeriod(tx: Executor, organizationId: number, periodId: number, now: Date): Promise<{ thanks: number; points: number }> {
  const rows = await queryRows<WaitingThanksRow>(
    tx,
    sql`select id, sender_id, recipient_id, amount::text, period_id, is_anonymous from transactions
        where period_id = ${periodId} and organization_id = ${organizationId} and status = 'waiting' and approval = 'waiting'
        order by id
        for update`,
  );
  if (rows.length === 0) return { thanks: 0, points: 0 };
  await settle(tx, organizationId, periodId, rows, false, now);
  const at = now.toISOString();
  await tx.execute(
    sql`update transactions set status = 'canceled', approval = 'declined', decided_at = ${at}, changed_at = ${at}
        where id in (${sql.join(rows.map((r) => sql`${Number(r.id)}::int`), sql`, `)})`,
  );
  await notifyThanksDeclined(tx, { organizationId, actorId: null, reason: null, createdAt: now, thanks: rows.map(declined) });
  return { thanks: rows.length, points: rows.reduce((sum, r) => sum + Number(r.amount), 0) };
}
