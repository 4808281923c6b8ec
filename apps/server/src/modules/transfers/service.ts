/**
 * Thanks between members (SPEC §1 Thanks, §3 Transaction; ARCHITECTURE "Ledger"). A thanks debits
 * the sender's distribution account and credits the recipient's income account in the active
 * period, in one database transaction together with the visible transaction row.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Transfer } from '@gratia/contracts';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { sqlState } from '../../db/sqlState.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { loadTransfers, recordFeedEvent } from '../feed/index.ts';
import { ensureAccountsOf, postJournal } from '../ledger/index.ts';
import { notifyThanksReceived } from '../notifications/index.ts';
import { findByKey, loadPreconditions } from './queries.ts';

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

/**
 * 422 STICKER_NOT_FOUND unless `stickerId` is a sticker (not deleted) of a pack (active, not
 * deleted) of the organization.
 */
async function checkSticker(tx: Tx, organizationId: number, stickerId: number): Promise<void> {
  const rows = await queryRows<{ one: number }>(
    tx,
    sql`select 1 as one from stickers s join sticker_packs p on p.id = s.pack_id
        where s.id = ${stickerId} and s.organization_id = ${organizationId} and s.deleted_at is null
          and p.organization_id = ${organizationId} and p.is_active and p.deleted_at is null`,
  );
  if (rows.length === 0) throw new AppError('STICKER_NOT_FOUND', 'The sticker is not available in this organization');
}

/**
 * Attaches `photoIds` to the thanks `transactionId` in order. Each must be an image the sender
 * uploaded in this organization for a thanks and not used by another thanks, and appear once;
 * otherwise 422 IMAGE_NOT_FOUND (`details.imageId`). Two thanks racing for one photo meet at the
 * unique index `transaction_photos_image_uq`: the loser gets IMAGE_NOT_FOUND too.
 */
async function attachPhotos(tx: Tx, actor: TransferActor, transactionId: number, photoIds: readonly string[]): Promise<void> {
  if (photoIds.length === 0) return;
  const ids = photoIds.map((id) => id.toLowerCase());
  const notFound = (imageId: string | undefined) =>
    new AppError('IMAGE_NOT_FOUND', 'A photo is not an unused upload of the sender', { details: imageId ? { imageId } : {} });
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate) throw notFound(duplicate);
  const usable = await queryRows<{ id: string }>(
    tx,
    sql`select i.id from images i
        where i.id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
          and i.organization_id = ${actor.organizationId} and i.owner_id = ${actor.userId} and i.purpose = 'thanks'
          and not exists (select 1 from transaction_photos tp where tp.image_id = i.id)`,
  );
  const ok = new Set(usable.map((r) => r.id.toLowerCase()));
  const missing = ids.find((id) => !ok.has(id));
  if (missing) throw notFound(missing);
  try {
    await tx.execute(
      sql`insert into transaction_photos (transaction_id, image_id, position)
          values ${sql.join(ids.map((id, position) => sql`(${transactionId}, ${id}::uuid, ${position})`), sql`, `)}`,
    );
  } catch (err) {
    if (sqlState(err) === '23505') throw notFound(undefined);
    throw err;
  }
}

/**
 * Sends thanks. `idempotencyKey` (UUID) makes retries safe: the same key with the same body returns
 * the first transfer, with a different body → IDEMPOTENCY_CONFLICT. Errors: NO_ACTIVE_PERIOD,
 * SELF_TRANSFER, USER_NOT_FOUND (recipient not a member of the sender's organization),
 * VALUE_NOT_FOUND, ANONYMITY_NOT_ALLOWED, MAX_TRANSFER_EXCEEDED, INSUFFICIENT_FUNDS,
 * STICKER_NOT_FOUND, IMAGE_NOT_FOUND. In the same database transaction as the ledger journal it
 * attaches the photos, sets the sticker, records the feed event and the recipient's
 * `thanks_received` notification (both without an actor when anonymous); a failure changes nothing. `createdAt` is for the seed only (back-dated history).
 * Returns the transfer as the sender sees it, with its photos and sticker.
 */
export async function createTransfer(
  db: Db,
  actor: TransferActor,
  input: TransferInput,
  idempotencyKey: string,
  options: { createdAt?: Date } = {},
): Promise<Transfer> {
  const hash = requestHash(input);
  const pre = await loadPreconditions(db, {
    organizationId: actor.organizationId,
    senderId: actor.userId,
    recipientId: input.recipientId,
    valueId: input.valueId,
    idempotencyKey,
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
  const period = { id: pre.period_id };
  if (!pre.recipient_member) throw new AppError('USER_NOT_FOUND', 'User is not found');
  if (!pre.value_ok) throw new AppError('VALUE_NOT_FOUND', 'The company value does not belong to the organization');

  const createdAt = options.createdAt ?? new Date();
  const stickerId = input.stickerId ?? null;
  const createdId = await withTxRetry(db, async (tx) => {
    // Before the insert, whose foreign key would otherwise refuse an unknown sticker first.
    if (stickerId !== null) await checkSticker(tx, actor.organizationId, stickerId);
    // Claim the key first: a concurrent request with the same key waits here for this one to finish.
    // The period row is held `for share` until commit, so the period cannot complete (and expire
    // the distribution points) while this thanks is in flight; a completed period inserts nothing.
    const inserted = await queryRows<{ id: number | null; period_ok: boolean }>(
      tx,
      sql`with p as (select id from periods where id = ${period.id} and status = 'active' for share),
          ins as (
            insert into transactions
              (organization_id, period_id, sender_id, recipient_id, amount, message, value_id, is_anonymous,
               sticker_id, status, type, idempotency_key, request_hash, created_at, changed_at)
            select ${actor.organizationId}, p.id, ${actor.userId}, ${input.recipientId}, ${input.amount},
                   ${input.message}, ${input.valueId}, ${input.isAnonymous}, ${stickerId}::int, 'completed', 'between_users',
                   ${idempotencyKey}, ${hash}, ${createdAt.toISOString()}, ${createdAt.toISOString()}
            from p
            on conflict (sender_id, idempotency_key) do nothing
            returning id)
          select (select id from ins) as id, exists(select 1 from p) as period_ok`,
    );
    const row = inserted[0];
    if (!row?.period_ok) throw new AppError('NO_ACTIVE_PERIOD', 'No active period, sending thanks is temporarily unavailable');
    if (row.id === null) return null;
    const transactionId = Number(row.id);
    // The key is claimed: a twin request waits above and then returns this thanks, so it never
    // sees these photos as already used. A refused photo rolls the whole thanks back.
    await attachPhotos(tx, actor, transactionId, input.photoIds ?? []);
    const accounts = await ensureAccountsOf(tx, actor.organizationId, period.id, [actor.userId, input.recipientId]);
    const sender = accounts.get(actor.userId);
    const recipient = accounts.get(input.recipientId);
    if (!sender || !recipient) throw new Error('member accounts missing');
    await postJournal(tx, {
      organizationId: actor.organizationId,
      kind: 'thanks',
      transactionId,
      createdAt,
      lines: [
        { accountId: sender.distributionId, amount: -input.amount },
        { accountId: recipient.incomeId, amount: input.amount },
      ],
    });
    await recordFeedEvent(tx, {
      organizationId: actor.organizationId,
      type: 'transaction',
      subjectId: transactionId,
      actorId: input.isAnonymous ? null : actor.userId,
      createdAt,
    });
    await notifyThanksReceived(tx, {
      organizationId: actor.organizationId,
      transactionId,
      recipientId: input.recipientId,
      senderId: input.isAnonymous ? null : actor.userId,
      amount: input.amount,
      createdAt,
    });
    return transactionId;
  });
  const id = createdId ?? (await findByKey(db, actor.userId, idempotencyKey, hash));
  if (id === null) throw new Error('idempotent transfer vanished');
  return getTransferFor(db, id, actor);
}

/** One transfer of the actor's organization as the actor sees it. */
async function getTransferFor(db: Executor, id: number, actor: TransferActor): Promise<Transfer> {
  const [transfer] = await loadTransfers(db, { organizationId: actor.organizationId, viewerId: actor.userId, ids: [id] });
  if (!transfer) throw new AppError('NOT_FOUND', 'Transfer not found');
  return transfer;
}
