/**
 * Admin manual transfers (SPEC §1 'Administrators manage … transactions', §5 'Transfers created by
 * an admin cannot be edited or deleted'). A credit moves points from the active period's treasury to
 * a member's distribution or income account (journal `admin_credit`); a debit moves them back
 * (`admin_debit`, guarded: never below zero). The visible row has type `admin_manual`, the admin as
 * sender, the member as recipient and the reason as message; a database trigger refuses any
 * UPDATE or DELETE of it, and the API answers ADMIN_TRANSFER_IMMUTABLE to edit or delete calls.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AdminDirection, AdminTransfer, MemberAccountKind } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { ensureAccountsOf, ensureTreasury, postJournal, type MemberAccounts } from '../ledger/index.ts';
import { loadAdminTransfers } from './queries.ts';

/** A validated admin transfer request (points ≥ 1). */
export interface AdminTransferInput {
  userId: number;
  direction: AdminDirection;
  account: MemberAccountKind;
  amount: number;
  reason: string;
}

function hashOf(input: AdminTransferInput): string {
  return createHash('sha256')
    .update(JSON.stringify(['admin', input.userId, input.direction, input.account, input.amount, input.reason]))
    .digest('hex');
}

/**
 * Credits or debits a member (POST /api/admin/transfers). `idempotencyKey` (UUID) makes retries
 * safe. Errors: USER_NOT_FOUND (not a member), NO_ACTIVE_PERIOD, INSUFFICIENT_FUNDS (debit above the
 * balance), IDEMPOTENCY_CONFLICT. The caller must have checked that `adminId` is an admin.
 */
export async function createAdminTransfer(
  db: Db,
  actor: { adminId: number; organizationId: number },
  input: AdminTransferInput,
  idempotencyKey: string,
  now = new Date(),
): Promise<AdminTransfer> {
  const hash = hashOf(input);
  const id = await withTxRetry(db, async (tx) => {
    const [existing] = await queryRows<{ id: number; request_hash: string | null }>(
      tx,
      sql`select id, request_hash from transactions where sender_id = ${actor.adminId} and idempotency_key = ${idempotencyKey}`,
    );
    if (existing) {
      if (existing.request_hash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT', 'The idempotency key was already used with a different request');
      return Number(existing.id);
    }
    const member = await queryRows<{ one: number }>(
      tx,
      sql`select 1 as one from memberships where organization_id = ${actor.organizationId} and user_id = ${input.userId}`,
    );
    if (member.length === 0) throw new AppError('USER_NOT_FOUND', 'User is not found');
    const [period] = await queryRows<{ id: number }>(
      tx,
      sql`select id from periods where organization_id = ${actor.organizationId} and status = 'active' for share`,
    );
    if (!period) throw new AppError('NO_ACTIVE_PERIOD', 'No active period');
    const periodId = Number(period.id);
    const [row] = await queryRows<{ id: number | null }>(
      tx,
      sql`insert into transactions
            (organization_id, period_id, sender_id, recipient_id, amount, message, value_id, is_anonymous, status, type,
             admin_direction, account_kind, idempotency_key, request_hash, created_at, changed_at)
          values (${actor.organizationId}, ${periodId}, ${actor.adminId}, ${input.userId}, ${input.amount}, ${input.reason},
                  null, false, 'completed', 'admin_manual', ${input.direction}, ${input.account}, ${idempotencyKey}, ${hash},
                  ${now.toISOString()}, ${now.toISOString()})
          on conflict (sender_id, idempotency_key) do nothing
          returning id`,
    );
    if (!row || row.id === null) {
      // A concurrent request with the same key won; its transaction committed before ours could insert.
      const [again] = await queryRows<{ id: number; request_hash: string | null }>(
        tx,
        sql`select id, request_hash from transactions where sender_id = ${actor.adminId} and idempotency_key = ${idempotencyKey}`,
      );
      if (!again) throw new Error('idempotent admin transfer vanished');
      if (again.request_hash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT', 'The idempotency key was already used with a different request');
      return Number(again.id);
    }
    await postAdminJournal(tx, actor.organizationId, periodId, Number(row.id), input, now);
    return Number(row.id);
  });
  const [transfer] = await loadAdminTransfers(db, actor.organizationId, [sql`t.id = ${id}`], 1);
  if (!transfer) throw new Error('admin transfer not found after insert');
  return transfer;
}

/**
 * Posts the journal of one admin transfer row `transactionId` (credit: treasury → the member's
 * account; debit: the member's account → treasury, guarded: INSUFFICIENT_FUNDS below zero).
 */
export async function postAdminJournal(
  tx: Executor,
  organizationId: number,
  periodId: number,
  transactionId: number,
  input: Pick<AdminTransferInput, 'userId' | 'direction' | 'account' | 'amount'>,
  now: Date,
  treasuryId?: number,
  accountsOf?: Map<number, MemberAccounts>,
): Promise<void> {
  const treasury = treasuryId ?? (await ensureTreasury(tx, organizationId, periodId));
  const accounts = accountsOf ?? (await ensureAccountsOf(tx, organizationId, periodId, [input.userId]));
  const acc = accounts.get(input.userId);
  if (!acc) throw new Error('member accounts missing');
  const target = input.account === 'distribution' ? acc.distributionId : acc.incomeId;
  const sign = input.direction === 'credit' ? 1 : -1;
  await postJournal(tx, {
    organizationId,
    kind: input.direction === 'credit' ? 'admin_credit' : 'admin_debit',
    transactionId,
    createdAt: now,
    lines: [
      { accountId: target, amount: sign * input.amount },
      { accountId: treasury, amount: -sign * input.amount },
    ],
  });
}

/** PATCH/DELETE /api/admin/transfers?id=: 404 NOT_FOUND when it is not this organization's, else always 409 ADMIN_TRANSFER_IMMUTABLE. */
export async function refuseAdminTransferChange(db: Executor, organizationId: number, id: number): Promise<never> {
  const [found] = await loadAdminTransfers(db, organizationId, [sql`t.id = ${id}`], 1);
  if (!found) throw new AppError('NOT_FOUND', 'Admin transfer not found');
  throw new AppError('ADMIN_TRANSFER_IMMUTABLE', 'Transfers created by an admin cannot be edited or deleted');
}
