/**
 * Thanks between members (SPEC §1 Thanks, §3 Transaction; ARCHITECTURE "Ledger"). A thanks debits
 * the sender's distribution account and credits the recipient's income account in the active
 * period, in one database transaction together with the visible transaction row. A thanks of more
 * points than the community's approval threshold waits instead (docs/decisions/0023): its points
 * go to the sender's waiting account, and the feed event and the recipient's notification come
 * when a controller approves it (approvals module).
 */
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { imageUrl, NO_ADDITIONS, type ImageRef, type Transfer, type UserSummary } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryPrepared } from '../../db/prepared.ts';
import { sqlConstraint, sqlState } from '../../db/sqlState.ts';
import { withRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { feedEventsInsert, loadTransfers } from '../feed/index.ts';
import { ensureAccountsOf, ensureWaitingAccountsOf, isInsufficientFunds, journalCtes } from '../ledger/index.ts';
import { thanksReceivedInsert } from '../notifications/index.ts';
import { findByKey, preconditionsSelect, toPreconditions, type TransferPreconditions } from './queries.ts';

/** A normalized thanks request (points are whole numbers ≥ 1). */
export interface TransferInput {
  recipientId: number;
  amount: number;
  message: string;
  valueId: number | null;
  isAnonymous: boolean;
  /** Images (UUIDs) the sender uploaded with purpose `thanks`, in display order; none when absent. */
  photoIds?: readonly string[];
  /** A sticker of the organization's active packs; none when absent. */
  stickerId?: number | null;
}

/** Who sends: the member and their current organization. */
export interface TransferActor {
  userId: number;
  organizationId: number;
}

/**
 * SHA-256 of the normalized request, stored with the idempotency key. Photos (lower-cased, in
 * order) and the sticker are part of it; a request without either hashes as before they existed.
 */
export function requestHash(input: TransferInput): string {
  const fields: unknown[] = [input.recipientId, input.amount, input.message, input.valueId, input.isAnonymous];
  const photoIds = (input.photoIds ?? []).map((id) => id.toLowerCase());
  const stickerId = input.stickerId ?? null;
  if (photoIds.length > 0 || stickerId !== null) fields.push(photoIds, stickerId);
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/**
 * Pure business rules of a thanks that need no balance (unit-tested). Throws AppError
 * SELF_TRANSFER, ANONYMITY_NOT_ALLOWED or MAX_TRANSFER_EXCEEDED (details.max, points).
 */
export function checkTransferRules(
  input: Pick<TransferInput, 'recipientId' | 'amount' | 'isAnonymous'>,
  senderId: number,
  org: { anonymityAllowed: boolean; maxTransfer: number | null },
): void {
  if (input.recipientId === senderId) throw new AppError('SELF_TRANSFER', 'A member cannot thank themselves');
  if (input.isAnonymous && !org.anonymityAllowed) {
    throw new AppError('ANONYMITY_NOT_ALLOWED', 'The organization does not allow anonymous thanks');
  }
  if (org.maxTransfer !== null && input.amount > org.maxTransfer) {
    throw new AppError('MAX_TRANSFER_EXCEEDED', `Amount above the maximum of ${org.maxTransfer}`, {
      details: { max: org.maxTransfer },
    });
  }
}

/** A profile as the preconditions read it, as the answer's UserSummary of `id`. */
function summary(id: number, p: NonNullable<TransferPreconditions['sender']>): UserSummary {
  return { id, firstName: p.first_name, surname: p.surname, nickname: p.nickname, tgName: p.tg_name, photo: p.photo };
}

/**
 * The photos asked for, in order, as the thanks will show them; 422 IMAGE_NOT_FOUND
 * (`details.imageId`) for the first one that appears twice or is not an unused thanks upload of the
 * sender in the organization.
 */
function checkedPhotos(photoIds: readonly string[], usable: TransferPreconditions['photos']): ImageRef[] {
  const notFound = (imageId: string) => new AppError('IMAGE_NOT_FOUND', 'A photo is not an unused upload of the sender', { details: { imageId } });
  const duplicate = photoIds.find((id, i) => photoIds.indexOf(id) !== i);
  if (duplicate) throw notFound(duplicate);
  const byId = new Map(usable.map((p) => [p.id.toLowerCase(), p]));
  return photoIds.map((id) => {
    const p = byId.get(id);
    if (!p) throw notFound(id);
    return { id: p.id, url: imageUrl(p.id), thumbUrl: imageUrl(p.id, 'thumb'), width: Number(p.width), height: Number(p.height) };
  });
}

/**
 * Applies the rules of a thanks to what its statement read, in the order the API reports them:
 * an earlier request with the key (`replay`, or 409 IDEMPOTENCY_CONFLICT when its body differed),
 * SELF_TRANSFER, ANONYMITY_NOT_ALLOWED, MAX_TRANSFER_EXCEEDED, NO_ACTIVE_PERIOD, USER_NOT_FOUND, RECIPIENT_INACTIVE,
 * VALUE_NOT_FOUND, STICKER_NOT_FOUND, IMAGE_NOT_FOUND (thrown); otherwise the photos as the thanks
 * shows them. {@link thanksGate} is the same rules in SQL.
 */
function applyRules(pre: TransferPreconditions, actor: TransferActor, input: TransferInput, hash: string, photoIds: readonly string[]): { replay: number } | { photos: ImageRef[] } {
  if (pre.existing_id !== null) {
    if (pre.existing_hash !== hash) {
      throw new AppError('IDEMPOTENCY_CONFLICT', 'The idempotency key was already used with a different request');
    }
    return { replay: Number(pre.existing_id) };
  }
  checkTransferRules(input, actor.userId, { anonymityAllowed: pre.anonymity_allowed, maxTransfer: pre.max_transfer });
  if (pre.period_id === null) throw new AppError('NO_ACTIVE_PERIOD', 'No active period, sending thanks is temporarily unavailable');
  if (!pre.recipient_member || !pre.recipient || !pre.sender) throw new AppError('USER_NOT_FOUND', 'User is not found');
  if (!pre.recipient_active) throw new AppError('RECIPIENT_INACTIVE', 'The recipient is fired or blocked');
  if (!pre.value_ok) throw new AppError('VALUE_NOT_FOUND', 'The company value does not belong to the organization');
  if ((input.stickerId ?? null) !== null && !pre.sticker) throw new AppError('STICKER_NOT_FOUND', 'The sticker is not available in this organization');
  return { photos: checkedPhotos(photoIds, pre.photos) };
}

/**
 * The condition, on the row `pre` of {@link preconditionsSelect}, under which the thanks' statement
 * writes: every rule of {@link applyRules} holds (one term each, in its order) and both accounts
 * exist. It never lets through what {@link applyRules} refuses; `createTransfer` checks that too.
 */
function thanksGate(actor: TransferActor, input: TransferInput, photoIds: readonly string[]): SQL {
  const photosDistinct = new Set(photoIds).size === photoIds.length;
  return sql`pre.existing_id is null
    and ${input.recipientId}::int <> ${actor.userId}::int
    and (not ${input.isAnonymous}::boolean or pre.anonymity_allowed)
    and (pre.max_transfer is null or ${input.amount}::bigint <= pre.max_transfer)
    and pre.period_id is not null
    and pre.recipient_member and pre.recipient_active and pre.sender is not null and pre.recipient is not null
    and pre.value_ok
    and ${(input.stickerId ?? null) === null ? sql`true` : sql`pre.sticker is not null`}
    and ${photosDistinct ? sql`json_array_length(pre.photos) = ${photoIds.length}::int` : sql`false`}
    and pre.sender_distribution_id is not null and pre.recipient_income_id is not null
    and (not ${heldSql(input)} or pre.sender_waiting_id is not null)`;
}

/** True (SQL, on the row `pre`) when the thanks is above the community's approval threshold and must wait (equal to it does not). */
function heldSql(input: TransferInput): SQL {
  return sql`(pre.approval_threshold is not null and ${input.amount}::bigint > pre.approval_threshold)`;
}

/** True when a thanks of `amount` points waits for a controller under `threshold` (null: off); a thanks of exactly the threshold does not. */
export function needsApproval(amount: number, threshold: number | null): boolean {
  return threshold !== null && amount > threshold;
}

/** What the statement of a thanks answers: the columns of {@link preconditionsSelect}, whether they let it through, and what it wrote. */
type ThanksRow = Record<string, unknown> & { accepted: boolean; id: number | null; period_ok: boolean; held: boolean | null };

/**
 * Sends thanks. `idempotencyKey` (UUID) makes retries safe: the same key with the same body returns
 * the first transfer, with a different body → IDEMPOTENCY_CONFLICT. Errors: NO_ACTIVE_PERIOD,
 * SELF_TRANSFER, USER_NOT_FOUND (recipient not a member of the sender's organization),
 * VALUE_NOT_FOUND, ANONYMITY_NOT_ALLOWED, MAX_TRANSFER_EXCEEDED, INSUFFICIENT_FUNDS,
 * STICKER_NOT_FOUND, IMAGE_NOT_FOUND. `createdAt` is for the seed only (back-dated history).
 * Returns the transfer as the sender sees it, with its photos and sticker.
 *
 * One SQL statement, its own database transaction (docs/decisions/0016): it reads everything the
 * rules and the answer need ({@link preconditionsSelect}), and only when the rules let the thanks
 * through ({@link thanksGate}) claims the key, holds the active period `for share` (so it cannot
 * complete and expire the points while the thanks is in flight; a completed period writes nothing),
 * inserts the transaction row and its photos, posts the ledger journal ({@link journalCtes}:
 * accounts locked in id order, the member CHECK refusing a debit below zero), records the feed
 * event and the recipient's `thanks_received` notification (both without an actor when
 * anonymous). Above the approval threshold (docs/decisions/0023) the row is `waiting`, the journal
 * a `hold` into the sender's waiting account, and neither event nor notification is written (the
 * approval writes them). Any failure aborts the statement, and nothing is written. The rules are then applied
 * in JavaScript to what it read, for the error the API reports. A member's first movement in the
 * period creates their accounts and runs the statement again; a twin request with the same key
 * waits at the key, writes nothing and returns the first thanks. The answer is built from what was
 * read and written, with no read after it.
 */
export async function createTransfer(
  db: Db,
  actor: TransferActor,
  input: TransferInput,
  idempotencyKey: string,
  options: { createdAt?: Date } = {},
): Promise<Transfer> {
  const hash = requestHash(input);
  const photoIds = (input.photoIds ?? []).map((id) => id.toLowerCase());
  const stickerId = input.stickerId ?? null;
  const createdAt = options.createdAt ?? new Date();
  const at = createdAt.toISOString();
  const written = sql`exists (select 1 from ins)`;
  const statement = sql`with pre as materialized (${preconditionsSelect({
    organizationId: actor.organizationId,
    senderId: actor.userId,
    recipientId: input.recipientId,
    valueId: input.valueId,
    idempotencyKey,
    stickerId,
    photoIds,
  })}),
      ok as (select period_id, sender_distribution_id, recipient_income_id, sender_waiting_id, ${heldSql(input)} as held
             from pre where ${thanksGate(actor, input, photoIds)}),
      p as (select id from periods where id = (select period_id from ok) and status = 'active' for share),
      ins as (
        insert into transactions
          (organization_id, period_id, sender_id, recipient_id, amount, message, value_id, is_anonymous,
           sticker_id, status, approval, type, idempotency_key, request_hash, created_at, changed_at)
        select ${actor.organizationId}::int, p.id, ${actor.userId}::int, ${input.recipientId}::int, ${input.amount}::bigint,
               ${input.message}, ${input.valueId}::int, ${input.isAnonymous}, ${stickerId}::int,
               case when ok.held then 'waiting' else 'completed' end, case when ok.held then 'waiting' end, 'between_users',
               ${idempotencyKey}::uuid, ${hash}, ${at}::timestamptz, ${at}::timestamptz
        from p, ok
        on conflict (sender_id, idempotency_key) do nothing
        returning id),
      shown as (select ins.id from ins, ok where not ok.held),
      ${
        photoIds.length === 0
          ? sql``
          : sql`ph as (
        insert into transaction_photos (transaction_id, image_id, position)
        select ins.id, v.image_id, v.position
        from ins, (values ${sql.join(photoIds.map((id, position) => sql`(${id}::uuid, ${position}::int)`), sql`, `)}) as v(image_id, position)),`
      }
      ${journalCtes(
        {
          organizationId: actor.organizationId,
          kind: sql`(select case when held then 'hold' else 'thanks' end from ok)`,
          transactionId: sql`(select id from ins)`,
          createdAt,
          lines: [
            { accountId: sql`(select sender_distribution_id from ok)`, amount: -input.amount },
            { accountId: sql`(select case when held then sender_waiting_id else recipient_income_id end from ok)`, amount: input.amount },
          ],
        },
        written,
      )},
      fe as (${feedEventsInsert(
        { organizationId: actor.organizationId, type: 'transaction', actorId: input.isAnonymous ? null : actor.userId, createdAt },
        sql`shown`,
      )}),
      nt as (${thanksReceivedInsert(
        { organizationId: actor.organizationId, recipientId: input.recipientId, senderId: input.isAnonymous ? null : actor.userId, amount: input.amount, createdAt },
        sql`shown`,
      )})
      select pre.*, exists (select 1 from ok) as accepted, (select id from ins) as id, exists (select 1 from p) as period_ok,
             (select held from ok) as held
      from pre`;

  for (let attempt = 1; ; attempt++) {
    let row: ThanksRow | undefined;
    try {
      [row] = await withRetry(() => queryPrepared<ThanksRow>(db, statement));
    } catch (err) {
      if (isInsufficientFunds(err)) throw new AppError('INSUFFICIENT_FUNDS', 'User has insufficient funds');
      // Another thanks took a photo between this statement's read and its write (transaction_photos_image_uq).
      if (sqlState(err) === '23505' && sqlConstraint(err) === 'transaction_photos_image_uq') {
        throw new AppError('IMAGE_NOT_FOUND', 'A photo is not an unused upload of the sender', { details: {} });
      }
      throw err;
    }
    if (!row) throw new AppError('NOT_FOUND', 'Organization not found');
    const pre = toPreconditions(row);
    let verdict: { replay: number } | { photos: ImageRef[] };
    try {
      verdict = applyRules(pre, actor, input, hash, photoIds);
    } catch (err) {
      if (row.id !== null) throw new Error(`thanks ${row.id} was written although its rules refuse it`, { cause: err });
      throw err;
    }
    if ('replay' in verdict) return getTransferFor(db, verdict.replay, actor);
    const held = needsApproval(input.amount, pre.approval_threshold);
    if (row.id !== null) {
      if (row.held !== held) throw new Error(`thanks ${row.id} was written ${row.held ? 'held' : 'not held'} against its threshold`);
      return answer(Number(row.id), pre, actor, input, verdict.photos, at, held);
    }
    if (!row.accepted) {
      // A member's first movement in the period (or first thanks above the threshold): their
      // accounts are created (empty), then the thanks is sent.
      if (attempt > 1 || pre.period_id === null) throw new Error('a thanks its rules let through was not written');
      await ensureAccountsOf(db, actor.organizationId, Number(pre.period_id), [actor.userId, input.recipientId]);
      if (held) await ensureWaitingAccountsOf(db, actor.organizationId, Number(pre.period_id), [actor.userId]);
      continue;
    }
    // The rules let it through and nothing was written: the period completed meanwhile, or a twin
    // request with the same key was first (answer with its thanks).
    if (!row.period_ok) throw new AppError('NO_ACTIVE_PERIOD', 'No active period, sending thanks is temporarily unavailable');
    const id = await findByKey(db, actor.userId, idempotencyKey, hash);
    if (id === null) throw new Error('idempotent transfer vanished');
    return getTransferFor(db, id, actor);
  }
}

/** A new thanks `id` as its sender sees it, from what its statement read (`held`: waiting for approval). */
function answer(
  id: number,
  pre: TransferPreconditions,
  actor: TransferActor,
  input: TransferInput,
  photos: ImageRef[],
  createdAt: string,
  held: boolean,
): Transfer {
  const s = pre.sticker;
  if (!pre.sender || !pre.recipient) throw new Error('thanks without its profiles');
  return {
    id,
    type: 'between_users',
    status: held ? 'waiting' : 'completed',
    amount: input.amount,
    message: input.message,
    value: input.valueId === null ? null : { id: input.valueId, name: pre.value_name ?? '' },
    isAnonymous: input.isAnonymous,
    sender: summary(actor.userId, pre.sender),
    recipient: summary(input.recipientId, pre.recipient),
    photos,
    sticker:
      s === null
        ? null
        : { id: Number(s.id), packId: Number(s.pack_id), name: s.name, image: { id: s.image_id, url: imageUrl(s.image_id), thumbUrl: imageUrl(s.image_id), width: Number(s.width), height: Number(s.height) } },
    additions: NO_ADDITIONS,
    createdAt,
  };
}

/** One transfer of the actor's organization as the actor sees it. */
async function getTransferFor(db: Executor, id: number, actor: TransferActor): Promise<Transfer> {
  const [transfer] = await loadTransfers(db, { organizationId: actor.organizationId, viewerId: actor.userId, ids: [id] });
  if (!transfer) throw new AppError('NOT_FOUND', 'Transfer not found');
  return transfer;
}
