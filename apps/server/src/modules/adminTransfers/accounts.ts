/** A member's accounts as the 'transactions' tab's transfer dialog shows them (docs/decisions/0033). */
import { sql } from 'drizzle-orm';
import type { AdminMemberAccounts } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { pointsFromSql } from '../../db/points.ts';
import { AppError } from '../../http/errors.ts';

/**
 * GET /api/admin/accounts?userId=: the member's points to give and income in the active period
 * (0 without an active period or before their first movement). 404 USER_NOT_FOUND when they are not
 * a member of the organization. Admins see balances even when the community hides them.
 */
export async function memberAccounts(db: Executor, organizationId: number, userId: number): Promise<AdminMemberAccounts> {
  const [row] = await queryRows<{ distribution: string | null; income: string | null }>(
    db,
    sql`select (select a.balance from accounts a where a.period_id = p.id and a.user_id = m.user_id and a.kind = 'distribution')::text as distribution,
               (select a.balance from accounts a where a.period_id = p.id and a.user_id = m.user_id and a.kind = 'income')::text as income
        from memberships m
        left join periods p on p.organization_id = m.organization_id and p.status = 'active'
        where m.organization_id = ${organizationId} and m.user_id = ${userId}`,
  );
  if (!row) throw new AppError('USER_NOT_FOUND', 'User is not found');
  return { userId, distribution: pointsFromSql(row.distribution), income: pointsFromSql(row.income) };
}
