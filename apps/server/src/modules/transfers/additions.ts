/**
 * Additions to a thanks (docs/decisions/0014, Bonusly's "+ add on"): a colleague who neither sent
 * nor received a thanks adds points to it. An addition is a transfer of its own — a `between_users`
 * transaction with `addition_to_id` set, debiting the adder's distribution account and crediting
 * the thanks' recipient's income account in the active period — written in one database
 * transaction with its ledger journal and the recipient's `thanks_addition` notification. It has
 * no feed event: the original thanks' card shows the additions summary.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Addition, UserSummary } from '@gratia/contracts';
import { NO_ADDITIONS } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { loadAdditionsSummaries } from '../feed/index.ts';
import { ensureAccountsOf, postJournal, type TransactionStatus, type TransactionType } from '../ledger/index.ts';
import { notifyThanksAddition } from '../notifications/index.ts';
import { findByKey, loadAddition, loadAdditionPreconditions, type AdditionRow } from './queries.ts';
import type { TransferActor } from './service.ts';

/** A normalized addition request: the thanks (its transaction id), whole points ≥ 1, a message ('' = none). */
export interface AdditionInput {
  transferId: number;
  amount: number;
  message: string;
}

/** The thanks an addition targets, as the rules read it. */
export interface AdditionTarget {
  type: TransactionType;
  status: TransactionStatus;
  senderId: number | null;
  recipientId: number;
  additionToId: number | null;
}

/** SHA-256 of the normalized addition request, stored with its idempotency key (never equal to a thanks' hash). */
export function additionHash(input: AdditionInput): string {
  return createHash('sha256').update(JSON.stringify(['addition', input.transferId, input.amount, input.message])).digest('hex');
}

/** 422 ADDITION_NOT_ALLOWED with `details.reason` (409 for a canceled thanks: its state changed). */
function notAllowed(reason: 'own' | 'received' | 'canceled' | 'addition'): AppError {
  return new AppError('ADDITION_NOT_ALLOWED', `Points cannot be added to this thanks (${reason})`, {
    details: { reason },
    ...(reason === 'canceled' ? { status: 409 } : {}),
  });
}

/**
 * Pure rules of an addition that need no balance (unit-tested), in this order: NOT_FOUND when
 * `target` is not a thanks between members (null: none in the organization) or still waits for a
 * controller's approval (nobody but its sender sees it yet, docs/decisions/0023); ADDITION_NOT_ALLOWED
 * `addition` (it is itself an addition), `own` (the adder sent it), `received` (the adder received
 * it), `canceled` (it is not completed); MAX_TRANSFER_EXCEEDED (`details.max`, points) when
 * `amount` is above the organization's max transfer.
 */
export function checkAdditionRules(target: AdditionTarget | null, adderId: number, amount: number, org: { maxTransfer: number | null }): void {
  if (!target || target.type !== 'between_users' || target.status === 'waiting') throw new AppError('NOT_FOUND', 'Thanks not found');
  if (target.additionToId !== null) throw notAllowed('addition');
  if (target.senderId === adderId) throw notAllowed('own');
  if (target.recipientId === adderId) throw notAllowed('received');
  if (target.status !== 'completed') throw notAllowed('canceled');
  if (org.maxTransfer !== null && amount > org.maxTransfer) {
    throw new AppError('MAX_TRANSFER_EXCEEDED', `Amount above the maximum of ${org.maxTransfer}`, { details: { max: org.maxTransfer } });
  }
}

/**
 * The most points one addition may carry: the max transfer and, when approvals are on, the approval
 * threshold — an addition never waits for a controller, so one above the threshold is refused as
 * MAX_TRANSFER_EXCEEDED with that limit (docs/decisions/0023). Null: no limit but the balance.
 */
export function additionMax(maxTransfer: number | string | null, approvalThreshold: number | string | null): number | null {
  const limits = [maxTransfer, approvalThreshold].filter((v): v is number | string => v !== null).map(Number);
  return limits.length === 0 ? null : Math.min(...limits);
}

/**
 * Adds `input.amount` points of the actor to the thanks `input.transferId` (POST
 * /api/transfers/additions). `idempotencyKey` (UUID) makes retries safe: the same key and body
 * return the first addition, another body → IDEMPOTENCY_CONFLICT. Errors, in order: NOT_FOUND (no
 * such thanks in the actor's organization — another organization's included), ADDITION_NOT_ALLOWED
 * (see {@link checkAdditionRules}), MAX_TRANSFER_EXCEEDED (above {@link additionMax}), NO_ACTIVE_PERIOD, USER_NOT_FOUND, RECIPIENT_INACTIVE (the
 * recipient is no longer a member), INSUFFICIENT_FUNDS (the actor's points to give). In one
 * database transaction: the active period is held `for share` (it cannot complete meanwhile) and
 * the thanks too (a concurrent cancel of it waits, or — when it won — this addition is refused as
 * `canceled`), the transaction row, the `thanks` journal (adder's distribution −amount, recipient's
 * income +amount) and the recipient's `thanks_addition` notification; a failure changes nothing.
 * `createdAt` is for the seed and tests only (back-dated additions). Returns the addition with the
 * thanks' additions summary as the actor sees it.
 */
export async function createAddition(
  db: Db,
  actor: TransferActor,
  input: AdditionInput,
  idempotencyKey: string,
  options: { createdAt?: Date } = {},
): Promise<Addition> {
  const hash = additionHash(input);
  const pre = await loadAdditionPreconditions(db, {
    organizationId: actor.organizationId,
    adderId: actor.userId,
    transferId: input.transferId,
    idempotencyKey,
  });
  if (!pre) throw new AppError('NOT_FOUND', 'Organization not found');
  if (pre.existing_id !== null) {
    if (pre.existing_hash !== hash) {
      throw new AppError('IDEMPOTENCY_CONFLICT', 'The idempotency key was already used with a different request');
    }
    return getAdditionFor(db, Number(pre.existing_id), actor);
  }
  const target: AdditionTarget | null =
    pre.original_id === null || pre.original_type === null || pre.original_status === null || pre.original_recipient_id === null
      ? null
      : {
          type: pre.original_type,
          status: pre.original_status,
          senderId: pre.original_sender_id === null ? null : Number(pre.original_sender_id),
          recipientId: Number(pre.original_recipient_id),
          additionToId: pre.original_addition_to_id === null ? null : Number(pre.original_addition_to_id),
        };
  checkAdditionRules(target, actor.userId, input.amount, { maxTransfer: additionMax(pre.max_transfer, pre.approval_threshold) });
  if (pre.period_id === null) throw new AppError('NO_ACTIVE_PERIOD', 'No active period, sending thanks is temporarily unavailable');
  if (!pre.recipient_member) throw new AppError('USER_NOT_FOUND', 'User is not found');
  if (!pre.recipient_active) throw new AppError('RECIPIENT_INACTIVE', 'The recipient is fired or blocked');
  const periodId = Number(pre.period_id);

  const createdAt = options.createdAt ?? new Date();
  const createdId = await withTxRetry(db, async (tx) => {
    // The key is claimed by the insert (a twin request waits on the unique index, then finds this
    // one); the period and the thanks are held `for share` until commit.
    const inserted = await queryRows<{ id: number | null; period_ok: boolean; original_ok: boolean; recipient_id: number | null }>(
      tx,
      sql`with p as (select id from periods where id = ${periodId} and status = 'active' for share),
          o as (select id, recipient_id from transactions
                where id = ${input.transferId} and organization_id = ${actor.organizationId}
                  and type = 'between_users' and status = 'completed' and addition_to_id is null
                for share),
          ins as (
            insert into transactions
              (organization_id, period_id, sender_id, recipient_id, amount, message, value_id, is_anonymous,
               status, type, idempotency_key, request_hash, addition_to_id, created_at, changed_at)
            select ${actor.organizationId}, p.id, ${actor.userId}, o.recipient_id, ${input.amount}, ${input.message}, null, false,
                   'completed', 'between_users', ${idempotencyKey}, ${hash}, o.id, ${createdAt.toISOString()}, ${createdAt.toISOString()}
            from p, o
            on conflict (sender_id, idempotency_key) do nothing
            returning id)
          select (select id from ins) as id, exists(select 1 from p) as period_ok, exists(select 1 from o) as original_ok,
                 (select recipient_id from o) as recipient_id`,
    );
    const row = inserted[0];
    if (!row) throw new Error('addition insert returned nothing');
    if (row.id === null) {
      // A twin request with this key committed first: answer with its addition.
      const twin = await queryRows<{ id: number }>(
        tx,
        sql`select id from transactions where sender_id = ${actor.userId} and idempotency_key = ${idempotencyKey}`,
      );
      if (twin.length > 0) return null;
    }
    if (!row.original_ok) throw notAllowed('canceled');
    if (!row.period_ok) throw new AppError('NO_ACTIVE_PERIOD', 'No active period, sending thanks is temporarily unavailable');
    if (row.id === null || row.recipient_id === null) throw new Error('addition not inserted');
    const additionId = Number(row.id);
    const recipientId = Number(row.recipient_id);
    const accounts = await ensureAccountsOf(tx, actor.organizationId, periodId, [actor.userId, recipientId]);
    const adder = accounts.get(actor.userId);
    const recipient = accounts.get(recipientId);
    if (!adder || !recipient) throw new Error('member accounts missing');
    await postJournal(tx, {
      organizationId: actor.organizationId,
      kind: 'thanks',
      transactionId: additionId,
      createdAt,
      lines: [
        { accountId: adder.distributionId, amount: -input.amount },
        { accountId: recipient.incomeId, amount: input.amount },
      ],
    });
    await notifyThanksAddition(tx, {
      organizationId: actor.organizationId,
      transactionId: input.transferId,
      additionId,
      recipientId,
      adderId: actor.userId,
      amount: input.amount,
      createdAt,
    });
    return additionId;
  });
  const id = createdId ?? (await findByKey(db, actor.userId, idempotencyKey, hash));
  if (id === null) throw new Error('idempotent addition vanished');
  return getAdditionFor(db, id, actor);
}

function person(id: number, p: { first_name: string; surname: string; nickname: string | null; tg_name: string | null; photo: string | null }): UserSummary {
  return { id, firstName: p.first_name, surname: p.surname, nickname: p.nickname, tgName: p.tg_name, photo: p.photo };
}

function toAddition(r: AdditionRow, additions: Addition['additions']): Addition {
  return {
    id: Number(r.id),
    transferId: Number(r.addition_to_id),
    amount: Number(r.amount),
    message: r.message,
    sender: person(Number(r.sender_id), {
      first_name: r.s_first_name,
      surname: r.s_surname,
      nickname: r.s_nickname,
      tg_name: r.s_tg_name,
      photo: r.s_photo,
    }),
    recipient: person(Number(r.recipient_id), {
      first_name: r.r_first_name,
      surname: r.r_surname,
      nickname: r.r_nickname,
      tg_name: r.r_tg_name,
      photo: r.r_photo,
    }),
    createdAt: (r.created_at instanceof Date ? r.created_at : new Date(r.created_at)).toISOString(),
    additions,
  };
}

/** The addition `id` of the actor's organization with its thanks' summary as the actor sees it; 404 NOT_FOUND when there is none. */
async function getAdditionFor(db: Executor, id: number, actor: TransferActor): Promise<Addition> {
  const row = await loadAddition(db, { organizationId: actor.organizationId, id });
  if (!row) throw new AppError('NOT_FOUND', 'Addition not found');
  const transferId = Number(row.addition_to_id);
  const summaries = await loadAdditionsSummaries(db, { organizationId: actor.organizationId, viewerId: actor.userId, ids: [transferId] });
  return toAddition(row, summaries.get(transferId) ?? NO_ADDITIONS);
}
