/**
 * A manager's redistribution (DOMAIN §6.4 'M' — the old backend's "distributor", class `R`;
 * docs/decisions/0021, 0023): a manager gives part of their own points to give (distribution
 * account) to a colleague's points to give in the active period, as one `redistribution` journal
 * with its visible transaction row — to any active member of the community, or, when the grant
 * names a division, to the active members of that division and the divisions under it.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Redistribution } from '@gratia/contracts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { ensureAccountsOf, postJournal } from '../ledger/index.ts';
import { notifyPointsRedistributed } from '../notifications/index.ts';
import { activeMembership, divisionSubtree } from '../people/index.ts';
import { managerGrant } from '../roles/index.ts';
import { loadRedistribution, type Manager } from './queries.ts';

/** A validated redistribution request: the colleague, whole points ≥ 1, a note ('' = none). */
export interface RedistributionInput {
  recipientId: number;
  amount: number;
  message: string;
}

/** SHA-256 of the normalized request, stored with its idempotency key (never equal to a thanks' or an admin transfer's). */
export function redistributionHash(input: RedistributionInput): string {
  return createHash('sha256').update(JSON.stringify(['redistribution', input.recipientId, input.amount, input.message])).digest('hex');
}

const conflict = () => new AppError('IDEMPOTENCY_CONFLICT', 'The idempotency key was already used with a different request');

/**
 * Gives `input.amount` of the manager's points to give to `input.recipientId`'s (POST
 * /api/redistribution). `idempotencyKey` (UUID) makes retries safe: the same key and body return
 * the first redistribution, another body → IDEMPOTENCY_CONFLICT. Errors, in order: SELF_ACTION
 * (oneself, 422), FORBIDDEN (no manager grant — revoked since the route's check), NO_ACTIVE_PERIOD,
 * USER_NOT_FOUND (not a member of the organization — another community's people included),
 * RECIPIENT_INACTIVE (fired or blocked), REDISTRIBUTION_OUT_OF_SCOPE (outside the grant's
 * division and the divisions under it), INSUFFICIENT_FUNDS (more than the manager's points to
 * give). In one database transaction: the active period is held `for share` (it cannot end and
 * expire the points meanwhile), the key claimed by the transaction row (a twin request waits on it,
 * then answers with this one), and the `redistribution` journal posted (manager's distribution
 * −amount, recipient's distribution +amount; guarded, never below zero); any failure changes
 * nothing. `now` is for the seed and tests (back-dated). Returns the redistribution.
 */
export async function createRedistribution(db: Db, manager: Manager, input: RedistributionInput, idempotencyKey: string, now = new Date()): Promise<Redistribution> {
  const hash = redistributionHash(input);
  const id = await withTxRetry(db, async (tx) => {
    const earlier = async () => {
      const [row] = await queryRows<{ id: number; request_hash: string | null }>(
        tx,
        sql`select id, request_hash from transactions where sender_id = ${manager.userId} and idempotency_key = ${idempotencyKey}`,
      );
      if (row && row.request_hash !== hash) throw conflict();
      return row ? Number(row.id) : null;
    };
    const replay = await earlier();
    if (replay !== null) return replay;
    if (input.recipientId === manager.userId) throw new AppError('SELF_ACTION', 'A manager cannot give points to themself', { status: 422 });
    const grant = await managerGrant(tx, manager.userId, manager.organizationId);
    if (!grant) throw new AppError('FORBIDDEN', 'Managers only');
    const [period] = await queryRows<{ id: number }>(
      tx,
      sql`select id from periods where organization_id = ${manager.organizationId} and status = 'active' for share`,
    );
    if (!period) throw new AppError('NO_ACTIVE_PERIOD', 'No active period');
    const periodId = Number(period.id);
    const scope = grant.division === null ? sql`true` : sql`m.division_id in ${divisionSubtree(manager.organizationId, grant.division.id)}`;
    const [member] = await queryRows<{ active: boolean; in_scope: boolean }>(
      tx,
      sql`select ${activeMembership('m')} as active, coalesce(${scope}, false) as in_scope
          from memberships m where m.organization_id = ${manager.organizationId} and m.user_id = ${input.recipientId}`,
    );
    if (!member) throw new AppError('USER_NOT_FOUND', 'User is not found');
    if (!member.active) throw new AppError('RECIPIENT_INACTIVE', 'The recipient is fired or blocked');
    if (!member.in_scope) throw new AppError('REDISTRIBUTION_OUT_OF_SCOPE', 'The recipient is outside the manager’s division');
    const at = now.toISOString();
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into transactions
            (organization_id, period_id, sender_id, recipient_id, amount, message, value_id, is_anonymous, status, type,
             idempotency_key, request_hash, created_at, changed_at)
          values (${manager.organizationId}, ${periodId}, ${manager.userId}, ${input.recipientId}, ${input.amount}, ${input.message},
                  null, false, 'completed', 'redistribution', ${idempotencyKey}, ${hash}, ${at}, ${at})
          on conflict (sender_id, idempotency_key) do nothing
          returning id`,
    );
    if (!row) {
      // A twin request with the same key committed first: answer with its redistribution.
      const twin = await earlier();
      if (twin === null) throw new Error('idempotent redistribution vanished');
      return twin;
    }
    const accounts = await ensureAccountsOf(tx, manager.organizationId, periodId, [manager.userId, input.recipientId]);
    const from = accounts.get(manager.userId);
    const to = accounts.get(input.recipientId);
    if (!from || !to) throw new Error('member accounts missing');
    await postJournal(tx, {
      organizationId: manager.organizationId,
      kind: 'redistribution',
      transactionId: Number(row.id),
      createdAt: now,
      lines: [
        { accountId: from.distributionId, amount: -input.amount },
        { accountId: to.distributionId, amount: input.amount },
      ],
    });
    await notifyPointsRedistributed(tx, {
      organizationId: manager.organizationId,
      transactionId: Number(row.id),
      recipientId: input.recipientId,
      managerId: manager.userId,
      amount: input.amount,
      createdAt: now,
    });
    return Number(row.id);
  });
  return loadRedistribution(db, manager.organizationId, id);
}
