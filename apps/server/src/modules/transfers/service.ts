/**
 * Thanks between members (SPEC §1 Thanks, §3 Transaction; ARCHITECTURE "Ledger"). A thanks debits
 * the sender's distribution account and credits the recipient's income account in the active
 * period, in one database transaction together with the visible transaction row.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { imageUrl, NO_ADDITIONS, type ImageRef, type Transfer, type UserSummary } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryPrepared } from '../../db/prepared.ts';
import { sqlConstraint, sqlState } from '../../db/sqlState.ts';
import { withRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { feedEventsInsert, loadTransfers } from '../feed/index.ts';
import { ensureAccountsOf, isInsufficientFunds, journalCtes } from '../ledger/index.ts';
import { thanksReceivedInsert } from '../notifications/index.ts';
import { findByKey, loadPreconditions, type TransferPreconditions } from './queries.ts';

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
 * Sends thanks. `idempotencyKey` (UUID) makes retries safe: the same key with the same body returns
 * the first transfer, with a different body → IDEMPOTENCY_CONFLICT. Errors: NO_ACTIVE_PERIOD,
 * SELF_TRANSFER, USER_NOT_FOUND (recipient not a member of the sender's organization),
 * VALUE_NOT_FOUND, ANONYMITY_NOT_ALLOWED, MAX_TRANSFER_EXCEEDED, INSUFFICIENT_FUNDS,
 * STICKER_NOT_FOUND, IMAGE_NOT_FOUND. `createdAt` is for the seed only (back-dated history).
 * Returns the transfer as the sender sees it, with its photos and sticker.
 *
 * Two round trips (docs/decisions/0016): one read of everything the rules and the answer need
 * ({@link loadPreconditions}), then one SQL statement — its own database transaction — that claims
 * the key, holds the active period `for share` (so it cannot complete and expire the points while
 * the thanks is in flight; a completed period writes nothing), inserts the transaction row and its
 * photos, posts the ledger journal ({@link journalCtes}: accounts locked in id order, the member
 * CHECK refusing a debit below zero), records the feed event and the recipient's `thanks_received`
 * notification (both without an actor when anonymous). Any failure aborts the statement, and
 * nothing is written. A twin request with the same key waits at the key, writes nothing and returns
 * the first thanks. The answer is built from what was read and written, with no read after it.
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
  const pre = await loadPreconditions(db, {
    organizationId: actor.organizationId,
    senderId: actor.userId,
    recipientId: input.recipientId,
    valueId: input.valueId,
    idempotencyKey,
    stickerId,
    photoIds,
  });
  if (!pre) throw new AppError('NOT_FOUND', 'Organization not found');
  if (pre.existing_id !== null) {
    if (pre.existing_hash !== hash) {
      throw new AppError('IDEMPOTENCY_CONFLICT', 'The idempotency key was already used with a different request');
    }
    return getTransferFor(db, pre.existing_id, actor);
  }
  checkTransferRules(input, actor.userId, { anonymityAllowed: pre.anonymity_allowed, maxTransfer: pre.max_transfer });
  if (pre.period_id === null) throw new AppError('NO_ACTIVE_PERIOD', 'No active period, sending thanks is temporarily unavailable');
  const periodId = Number(pre.period_id);
  if (!pre.recipient_member || !pre.recipient || !pre.sender) throw new AppError('USER_NOT_FOUND', 'User is not found');
  if (!pre.value_ok) throw new AppError('VALUE_NOT_FOUND', 'The company value does not belong to the organization');
  if (stickerId !== null && !pre.sticker) throw new AppError('STICKER_NOT_FOUND', 'The sticker is not available in this organization');
  const photos = checkedPhotos(photoIds, pre.photos);

  let distributionId = pre.sender_distribution_id === null ? null : Number(pre.sender_distribution_id);
  let incomeId = pre.recipient_income_id === null ? null : Number(pre.recipient_income_id);
  if (distributionId === null || incomeId === null) {
    // A member's first movement in the period: their accounts are created (empty) first.
    const accounts = await ensureAccountsOf(db, actor.organizationId, periodId, [actor.userId, input.recipientId]);
    distributionId = accounts.get(actor.userId)?.distributionId ?? null;
    incomeId = accounts.get(input.recipientId)?.incomeId ?? null;
    if (distributionId === null || incomeId === null) throw new Error('member accounts missing');
  }

  const createdAt = options.createdAt ?? new Date();
  const at = createdAt.toISOString();
  const written = sql`exists (select 1 from ins)`;
  const statement = sql`with p as (select id from periods where id = ${periodId}::int and status = 'active' for share),
      ins as (
        insert into transactions
          (organization_id, period_id, sender_id, recipient_id, amount, message, value_id, is_anonymous,
           sticker_id, status, type, idempotency_key, request_hash, created_at, changed_at)
        select ${actor.organizationId}::int, p.id, ${actor.userId}::int, ${input.recipientId}::int, ${input.amount}::bigint,
               ${input.message}, ${input.valueId}::int, ${input.isAnonymous}, ${stickerId}::int, 'completed', 'between_users',
               ${idempotencyKey}::uuid, ${hash}, ${at}::timestamptz, ${at}::timestamptz
        from p
        on conflict (sender_id, idempotency_key) do nothing
        returning id),
      ${
        photos.length === 0
          ? sql``
          : sql`ph as (
        insert into transaction_photos (transaction_id, image_id, position)
        select ins.id, v.image_id, v.position
        from ins, (values ${sql.join(photos.map((ph, position) => sql`(${ph.id}::uuid, ${position}::int)`), sql`, `)}) as v(image_id, position)),`
      }
      ${journalCtes(
        {
          organizationId: actor.organizationId,
          kind: 'thanks',
          transactionId: sql`(select id from ins)`,
          createdAt,
          lines: [
            { accountId: distributionId, amount: -input.amount },
            { accountId: incomeId, amount: input.amount },
          ],
        },
        written,
      )},
      fe as (${feedEventsInsert(
        { organizationId: actor.organizationId, type: 'transaction', actorId: input.isAnonymous ? null : actor.userId, createdAt },
        sql`ins`,
      )}),
      nt as (${thanksReceivedInsert(
        { organizationId: actor.organizationId, recipientId: input.recipientId, senderId: input.isAnonymous ? null : actor.userId, amount: input.amount, createdAt },
        sql`ins`,
      )})
      select (select id from ins) as id, exists (select 1 from p) as period_ok`;
  let row: { id: number | null; period_ok: boolean } | undefined;
  try {
    [row] = await withRetry(() => queryPrepared<{ id: number | null; period_ok: boolean }>(db, statement));
  } catch (err) {
    if (isInsufficientFunds(err)) {
      throw new AppError('INSUFFICIENT_FUNDS', 'User has insufficient funds', { details: { accountId: distributionId } });
    }
    // Another thanks took a photo between the read and this write (transaction_photos_image_uq).
    if (sqlState(err) === '23505' && sqlConstraint(err) === 'transaction_photos_image_uq') {
      throw new AppError('IMAGE_NOT_FOUND', 'A photo is not an unused upload of the sender', { details: {} });
    }
    throw err;
  }
  if (!row?.period_ok) throw new AppError('NO_ACTIVE_PERIOD', 'No active period, sending thanks is temporarily unavailable');
  if (row.id === null) {
    // A twin request with the same key was first: answer with its thanks.
    const id = await findByKey(db, actor.userId, idempotencyKey, hash);
    if (id === null) throw new Error('idempotent transfer vanished');
    return getTransferFor(db, id, actor);
  }
  const s = pre.sticker;
  return {
    id: Number(row.id),
    type: 'between_users',
    status: 'completed',
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
    createdAt: at,
  };
}

/** One transfer of the actor's organization as the actor sees it. */
async function getTransferFor(db: Executor, id: number, actor: TransferActor): Promise<Transfer> {
  const [transfer] = await loadTransfers(db, { organizationId: actor.organizationId, viewerId: actor.userId, ids: [id] });
  if (!transfer) throw new AppError('NOT_FOUND', 'Transfer not found');
  return transfer;
}
