/** Reads of a thanks in flight (SPEC §1 Thanks): what the rules need, and an earlier request with the same key. */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { transactions } from '../ledger/index.ts';

/** What {@link loadPreconditions} reads: the earlier transfer with the key, the organization's rules, the active period, the recipient and value checks. */
export interface TransferPreconditions {
  existing_id: number | null;
  existing_hash: string | null;
  anonymity_allowed: boolean;
  max_transfer: number | null;
  period_id: number | null;
  recipient_member: boolean;
  value_ok: boolean;
}

/**
 * Everything the rules of a thanks read, in one round trip (the hot path of the API): an earlier
 * transfer of the sender with `idempotencyKey`, the organization's anonymity and max transfer
 * (points), its active period, whether the recipient is a member and the value (null = none) the
 * organization's. Undefined when the organization does not exist.
 */
export async function loadPreconditions(
  db: Executor,
  q: { organizationId: number; senderId: number; recipientId: number; valueId: number | null; idempotencyKey: string },
): Promise<TransferPreconditions | undefined> {
  const [pre] = await queryRows<TransferPreconditions>(
    db,
    sql`select o.anonymity_allowed, o.max_transfer,
               t.id as existing_id, t.request_hash as existing_hash,
               (select p.id from periods p where p.organization_id = o.id and p.status = 'active' limit 1) as period_id,
               exists(select 1 from memberships m where m.organization_id = o.id and m.user_id = ${q.recipientId}) as recipient_member,
               (${q.valueId}::int is null or exists(
                  select 1 from company_values v where v.id = ${q.valueId}::int and v.organization_id = o.id)) as value_ok
        from organizations o
        left join transactions t on t.sender_id = ${q.senderId} and t.idempotency_key = ${q.idempotencyKey}
        where o.id = ${q.organizationId}`,
  );
  return pre;
}

/** Looks up an earlier transfer of the sender with this key; 409 IDEMPOTENCY_CONFLICT if its body differed. */
export async function findByKey(db: Executor, senderId: number, key: string, hash: string): Promise<number | null> {
  const [row] = await db
    .select({ id: transactions.id, requestHash: transactions.requestHash })
    .from(transactions)
    .where(and(eq(transactions.senderId, senderId), eq(transactions.idempotencyKey, key)))
    .limit(1);
  if (!row) return null;
  if (row.requestHash !== hash) {
    throw new AppError('IDEMPOTENCY_CONFLICT', 'The idempotency key was already used with a different request');
  }
  return row.id;
}
