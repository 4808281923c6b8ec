/**
 * Admin transfers made together (SPEC §1 'Administrators manage … transactions', DOMAIN §6.2,
 * docs/decisions/0033): a move from one member account to another (an admin debit and an admin
 * credit in one database transaction), and a transfer from the community to many members, at once
 * or on a date (run by {@link runDueBatches} from a job). Every row is an immutable admin transfer
 * with its own journal, so the ledger check's rules for admin transfers cover them.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { BULK_SCHEDULE_MAX_DAYS, type AdminBatch, type AdminBatchesPage, type AdminBatchesQuery, type AdminMoveBody, type AdminTransfer, type BulkMode, type MemberAccountKind } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../db/cursor.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { ensureAccountsOf, ensureTreasury } from '../ledger/index.ts';
import { activeMembership } from '../people/index.ts';
import { loadAdminTransfers } from './queries.ts';
import { postAdminJournal } from './service.ts';

/** Who acts: an admin of the organization (the route checked the role). */
export interface Actor {
  adminId: number;
  organizationId: number;
}

/** A validated transfer to many (contracts `AdminBatchBody`, parsed). */
export interface BulkInput {
  mode: BulkMode;
  userIds: number[];
  account: MemberAccountKind;
  amount: number;
  reason: string;
  executeAt?: string | null | undefined;
}

const hash = (parts: unknown[]): string => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** The batch with `(admin, key)` if one exists: IDEMPOTENCY_CONFLICT when it was made from another request. */
async function existingBatch(tx: Executor, adminId: number, key: string, requestHash: string): Promise<number | null> {
  const [row] = await queryRows<{ id: number; request_hash: string }>(
    tx,
    sql`select id, request_hash from admin_transfer_batches where admin_id = ${adminId} and idempotency_key = ${key}`,
  );
  if (!row) return null;
  if (row.request_hash !== requestHash) throw new AppError('IDEMPOTENCY_CONFLICT', 'The idempotency key was already used with a different request');
  return Number(row.id);
}

/** The active period of the organization, shared-locked for the transaction (NO_ACTIVE_PERIOD without one). */
async function activePeriod(tx: Executor, organizationId: number): Promise<number> {
  const [period] = await queryRows<{ id: number }>(tx, sql`select id from periods where organization_id = ${organizationId} and status = 'active' for share`);
  if (!period) throw new AppError('NO_ACTIVE_PERIOD', 'No active period');
  return Number(period.id);
}

/** Inserts one admin transfer row of a batch and returns its id. */
async function insertBatchRow(
  tx: Executor,
  actor: Actor,
  periodId: number,
  batchId: number,
  row: { userId: number; direction: 'credit' | 'debit'; account: MemberAccountKind; amount: number; reason: string },
  now: Date,
): Promise<number> {
  const [inserted] = await queryRows<{ id: number }>(
    tx,
    sql`insert into transactions
          (organization_id, period_id, sender_id, recipient_id, amount, message, is_anonymous, status, type,
           admin_direction, account_kind, batch_id, created_at, changed_at)
        values (${actor.organizationId}, ${periodId}, ${actor.adminId}, ${row.userId}, ${row.amount}, ${row.reason},
                false, 'completed', 'admin_manual', ${row.direction}, ${row.account}, ${batchId}, ${now.toISOString()}, ${now.toISOString()})
        returning id`,
  );
  if (!inserted) throw new Error('admin transfer row not inserted');
  return Number(inserted.id);
}

/**
 * POST /api/admin/transfers/move: `amount` points from `fromUserId`'s `fromAccount` to `toUserId`'s
 * `toAccount` — an admin debit and an admin credit, both or neither. Returns the two rows (debit
 * first). Errors: USER_NOT_FOUND (`details.field`), NO_ACTIVE_PERIOD, INSUFFICIENT_FUNDS,
 * IDEMPOTENCY_CONFLICT. Both members may be fired or blocked: an admin corrects any balance.
 */
export async function createAdminMove(db: Db, actor: Actor, input: AdminMoveBody, idempotencyKey: string, now = new Date()): Promise<AdminTransfer[]> {
  const requestHash = hash(['move', input.fromUserId, input.fromAccount, input.toUserId, input.toAccount, input.amount, input.reason]);
  const batchId = await withTxRetry(db, async (tx) => {
    const known = await existingBatch(tx, actor.adminId, idempotencyKey, requestHash);
    if (known !== null) return known;
    const members = await queryRows<{ user_id: number }>(
      tx,
      sql`select user_id from memberships where organization_id = ${actor.organizationId} and user_id in (${input.fromUserId}, ${input.toUserId})`,
    );
    const found = new Set(members.map((m) => Number(m.user_id)));
    for (const [field, id] of [['fromUserId', input.fromUserId], ['toUserId', input.toUserId]] as const) {
      if (!found.has(id)) throw new AppError('USER_NOT_FOUND', 'User is not found', { details: { field } });
    }
    const periodId = await activePeriod(tx, actor.organizationId);
    const [batch] = await queryRows<{ id: number | null }>(
      tx,
      sql`insert into admin_transfer_batches
            (organization_id, admin_id, kind, amount, account, reason, status, recipients, idempotency_key, request_hash, executed_at, created_at)
          values (${actor.organizationId}, ${actor.adminId}, 'move', ${input.amount}, ${input.toAccount}, ${input.reason}, 'done', 1,
                  ${idempotencyKey}, ${requestHash}, ${now.toISOString()}, ${now.toISOString()})
          on conflict (admin_id, idempotency_key) do nothing
          returning id`,
    );
    if (!batch || batch.id === null) {
      const again = await existingBatch(tx, actor.adminId, idempotencyKey, requestHash);
      if (again === null) throw new Error('idempotent move vanished');
      return again;
    }
    const id = Number(batch.id);
    const treasury = await ensureTreasury(tx, actor.organizationId, periodId);
    const accounts = await ensureAccountsOf(tx, actor.organizationId, periodId, [...new Set([input.fromUserId, input.toUserId])]);
    const debit = { userId: input.fromUserId, direction: 'debit' as const, account: input.fromAccount, amount: input.amount, reason: input.reason };
    const credit = { userId: input.toUserId, direction: 'credit' as const, account: input.toAccount, amount: input.amount, reason: input.reason };
    const debitId = await insertBatchRow(tx, actor, periodId, id, debit, now);
    await postAdminJournal(tx, actor.organizationId, periodId, debitId, debit, now, treasury, accounts);
    const creditId = await insertBatchRow(tx, actor, periodId, id, credit, now);
    await postAdminJournal(tx, actor.organizationId, periodId, creditId, credit, now, treasury, accounts);
    return id;
  });
  const rows = await loadAdminTransfers(db, actor.organizationId, [sql`t.batch_id = ${batchId}`], 2);
  return rows.sort((a, b) => (a.direction === b.direction ? 0 : a.direction === 'debit' ? -1 : 1));
}

/**
 * POST /api/admin/transfer-batches: a transfer from the community to many members. Without
 * `executeAt` it runs now (NO_ACTIVE_PERIOD, NO_RECIPIENTS refuse it and nothing is kept); with it
 * it is kept as `scheduled` (SCHEDULE_OUT_OF_RANGE unless a minute … {@link BULK_SCHEDULE_MAX_DAYS}
 * days ahead). Listed ids must all be members (USER_NOT_FOUND, `details.userIds`). Idempotent by
 * `(admin, key)`.
 */
export async function createAdminBatch(db: Db, actor: Actor, input: BulkInput, idempotencyKey: string, now = new Date()): Promise<AdminBatch> {
  const executeAt = input.executeAt ? new Date(input.executeAt) : null;
  const userIds = [...input.userIds].sort((a, b) => a - b);
  const requestHash = hash(['bulk', input.mode, userIds, input.account, input.amount, input.reason, executeAt?.toISOString() ?? null]);
  if (executeAt) {
    const ahead = executeAt.getTime() - now.getTime();
    if (ahead < 60_000 || ahead > BULK_SCHEDULE_MAX_DAYS * 86_400_000) {
      throw new AppError('SCHEDULE_OUT_OF_RANGE', 'The date must be at least a minute ahead and at most a year', { details: { field: 'executeAt' } });
    }
  }
  const batchId = await withTxRetry(db, async (tx) => {
    const known = await existingBatch(tx, actor.adminId, idempotencyKey, requestHash);
    if (known !== null) return known;
    if (userIds.length > 0) {
      const members = await queryRows<{ user_id: number }>(
        tx,
        sql`select user_id from memberships where organization_id = ${actor.organizationId} and user_id = any(${sql.raw(`'{${userIds.join(',')}}'::int[]`)})`,
      );
      const found = new Set(members.map((m) => Number(m.user_id)));
      const missing = userIds.filter((id) => !found.has(id));
      if (missing.length > 0) throw new AppError('USER_NOT_FOUND', 'Some listed people are not members', { details: { field: 'userIds', userIds: missing.slice(0, 50) } });
    }
    const [batch] = await queryRows<{ id: number | null }>(
      tx,
      sql`insert into admin_transfer_batches
            (organization_id, admin_id, kind, mode, user_ids, amount, account, reason, execute_at, status, idempotency_key, request_hash, created_at)
          values (${actor.organizationId}, ${actor.adminId}, 'bulk', ${input.mode}, ${sql.raw(`'{${userIds.join(',')}}'::int[]`)}, ${input.amount},
                  ${input.account}, ${input.reason}, ${executeAt?.toISOString() ?? null}, 'scheduled', ${idempotencyKey}, ${requestHash}, ${now.toISOString()})
          on conflict (admin_id, idempotency_key) do nothing
          returning id`,
    );
    if (!batch || batch.id === null) {
      const again = await existingBatch(tx, actor.adminId, idempotencyKey, requestHash);
      if (again === null) throw new Error('idempotent batch vanished');
      return again;
    }
    const id = Number(batch.id);
    // At once: run it in the same transaction, so a refusal keeps nothing.
    if (!executeAt) await runBatch(tx, id, now, { throwOnFailure: true });
    return id;
  });
  const [found] = await loadBatches(db, actor.organizationId, [sql`b.id = ${batchId}`], 1);
  if (!found) throw new Error('batch not found after insert');
  return found;
}

/**
 * Runs the scheduled batch `batchId` inside `tx` (row-locked, so a job and a cancel, or two
 * workers, never both act): credits each recipient — `all` active members, `only` the listed ones
 * still active, `all except` the listed ones — and marks it done. Without an active period or
 * anyone to credit it fails (`throwOnFailure`: throws NO_ACTIVE_PERIOD / NO_RECIPIENTS; else marks
 * the batch failed with that code). A batch not scheduled any more is left alone. Returns the
 * number credited.
 */
export async function runBatch(tx: Executor, batchId: number, now: Date, options: { throwOnFailure: boolean }): Promise<number> {
  const [batch] = await queryRows<{
    organization_id: number;
    admin_id: number;
    mode: BulkMode;
    user_ids: number[] | string;
    amount: string;
    account: MemberAccountKind;
    reason: string;
    status: string;
  }>(
    tx,
    sql`select organization_id, admin_id, mode, user_ids, amount::text, account, reason, status from admin_transfer_batches where id = ${batchId} and kind = 'bulk' for update`,
  );
  if (!batch || batch.status !== 'scheduled') return 0;
  const organizationId = Number(batch.organization_id);
  const listed = parseIntArray(batch.user_ids);
  const fail = async (code: 'NO_ACTIVE_PERIOD' | 'NO_RECIPIENTS', message: string): Promise<number> => {
    if (options.throwOnFailure) throw new AppError(code, message);
    await tx.execute(sql`update admin_transfer_batches set status = 'failed', failure = ${code}, executed_at = ${now.toISOString()} where id = ${batchId}`);
    return 0;
  };
  const [period] = await queryRows<{ id: number }>(tx, sql`select id from periods where organization_id = ${organizationId} and status = 'active' for share`);
  if (!period) return fail('NO_ACTIVE_PERIOD', 'No active period');
  const periodId = Number(period.id);
  const list = sql.raw(`'{${listed.join(',')}}'::int[]`);
  const chosen = batch.mode === 'all' ? sql`true` : batch.mode === 'only' ? sql`m.user_id = any(${list})` : sql`not (m.user_id = any(${list}))`;
  const recipients = (
    await queryRows<{ user_id: number }>(
      tx,
      sql`select m.user_id from memberships m where m.organization_id = ${organizationId} and ${activeMembership('m')} and ${chosen} order by m.user_id`,
    )
  ).map((r) => Number(r.user_id));
  if (recipients.length === 0) return fail('NO_RECIPIENTS', 'Nobody active to credit');
  const actor = { adminId: Number(batch.admin_id), organizationId };
  const treasury = await ensureTreasury(tx, organizationId, periodId);
  const accounts = await ensureAccountsOf(tx, organizationId, periodId, recipients);
  const amount = Number(batch.amount);
  for (const userId of recipients) {
    const row = { userId, direction: 'credit' as const, account: batch.account, amount, reason: batch.reason };
    const id = await insertBatchRow(tx, actor, periodId, batchId, row, now);
    await postAdminJournal(tx, organizationId, periodId, id, row, now, treasury, accounts);
  }
  await tx.execute(sql`update admin_transfer_batches set status = 'done', recipients = ${recipients.length}, executed_at = ${now.toISOString()} where id = ${batchId}`);
  return recipients.length;
}

/** Runs every scheduled batch due by `now`, each in its own transaction (the job; a failure of one does not stop the others). Returns how many ran. */
export async function runDueBatches(db: Db, now = new Date()): Promise<{ ran: number; credited: number }> {
  const due = await queryRows<{ id: number }>(
    db,
    sql`select id from admin_transfer_batches where status = 'scheduled' and execute_at <= ${now.toISOString()} order by execute_at, id limit 100`,
  );
  let credited = 0;
  for (const { id } of due) credited += await withTxRetry(db, (tx) => runBatch(tx, Number(id), now, { throwOnFailure: false }));
  return { ran: due.length, credited };
}

/** POST /api/admin/transfer-batches/cancel: a scheduled batch of the organization is canceled (who kept). 404 NOT_FOUND (another's), 409 BATCH_NOT_CANCELLABLE. */
export async function cancelAdminBatch(db: Db, actor: Actor, id: number): Promise<AdminBatch> {
  await withTxRetry(db, async (tx) => {
    const [batch] = await queryRows<{ status: string; kind: string }>(
      tx,
      sql`select status, kind from admin_transfer_batches where id = ${id} and organization_id = ${actor.organizationId} for update`,
    );
    if (!batch || batch.kind !== 'bulk') throw new AppError('NOT_FOUND', 'Transfer not found');
    if (batch.status !== 'scheduled') throw new AppError('BATCH_NOT_CANCELLABLE', 'The transfer already ran or was canceled');
    await tx.execute(sql`update admin_transfer_batches set status = 'canceled', canceled_by = ${actor.adminId} where id = ${id}`);
  });
  const [found] = await loadBatches(db, actor.organizationId, [sql`b.id = ${id}`], 1);
  if (!found) throw new Error('batch vanished');
  return found;
}

function parseIntArray(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map(Number);
}

const iso = (v: string | Date | null): string | null => (v === null ? null : (v instanceof Date ? v : new Date(v)).toISOString());

/** Transfers to many of the organization matching `where` (SQL over alias `b`), newest first. */
export async function loadBatches(db: Executor, organizationId: number, where: ReturnType<typeof sql>[], limit: number): Promise<AdminBatch[]> {
  const rows = await queryRows<{
    id: number;
    kind: 'move' | 'bulk';
    mode: BulkMode | null;
    listed: number;
    amount: string;
    account: MemberAccountKind;
    reason: string;
    status: AdminBatch['status'];
    execute_at: string | Date | null;
    executed_at: string | Date | null;
    recipients: number;
    failure: string | null;
    created_at: string | Date;
    a_id: number;
    a_first: string;
    a_surname: string;
    a_nick: string | null;
    a_tg: string | null;
    a_photo: string | null;
  }>(
    db,
    sql`select b.id, b.kind, b.mode, cardinality(b.user_ids) as listed, b.amount::text, b.account, b.reason, b.status, b.execute_at, b.executed_at,
               b.recipients, b.failure, b.created_at,
               ap.user_id as a_id, ap.first_name as a_first, ap.surname as a_surname, ap.nickname as a_nick, ap.tg_name as a_tg, ap.photo as a_photo
        from admin_transfer_batches b join profiles ap on ap.user_id = b.admin_id
        where b.organization_id = ${organizationId} and ${sql.join(where, sql` and `)}
        order by b.created_at desc, b.id desc
        limit ${limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    mode: r.mode,
    listed: Number(r.listed ?? 0),
    amount: Number(r.amount),
    account: r.account,
    reason: r.reason,
    status: r.status,
    executeAt: iso(r.execute_at),
    executedAt: iso(r.executed_at),
    recipients: Number(r.recipients),
    failure: r.failure,
    admin: { id: Number(r.a_id), firstName: r.a_first, surname: r.a_surname, nickname: r.a_nick, tgName: r.a_tg, photo: r.a_photo },
    createdAt: iso(r.created_at) ?? '',
  }));
}

/** GET /api/admin/transfer-batches: transfers to many (not moves), newest first, optionally of one status. */
export async function adminBatchesPage(db: Executor, organizationId: number, q: AdminBatchesQuery): Promise<AdminBatchesPage> {
  const where = [sql`b.kind = 'bulk'`];
  if (q.status) where.push(sql`b.status = ${q.status}`);
  if (q.cursor) {
    const c = decodeCursor(q.cursor);
    where.push(sql`(b.created_at, b.id) < (${c.createdAt.toISOString()}::timestamptz, ${c.id})`);
  }
  const rows = await loadBatches(db, organizationId, where, q.limit + 1);
  const items = rows.slice(0, q.limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > q.limit && last ? encodeCursor(new Date(last.createdAt), last.id) : null };
}
