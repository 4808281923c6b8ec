/**
 * The community's statistics since the project start (SPEC §2 Main page): what its members have
 * done with thanks, for every member to see. Read with a few aggregates over the organization's
 * transactions (index `transactions_feed_idx` on organization and time), no per-member work.
 */
import { sql } from 'drizzle-orm';
import type { CommunityStats } from '@gratia/contracts';
import { queryRows, type Executor } from '../../db/client.ts';
import { pointsFromSql } from '../../db/points.ts';

/**
 * The statistics of organization `organizationId` (contracts CommunityStats): completed thanks
 * between members (not additions), the points they and their additions carried, distinct
 * recipients, the most named company value (ties: the older value) and the first day of the first
 * period. Points are summed exactly by PostgreSQL and saturated at `Number.MAX_SAFE_INTEGER`.
 */
export async function getCommunityStats(db: Executor, organizationId: number): Promise<CommunityStats> {
  const [totals] = await queryRows<{ thanks: number; points: string; people: number }>(
    db,
    sql`select count(*) filter (where addition_to_id is null)::int as thanks,
               coalesce(sum(amount), 0)::text as points,
               count(distinct recipient_id) filter (where addition_to_id is null)::int as people
        from transactions
        where organization_id = ${organizationId} and type = 'between_users' and status = 'completed'`,
  );
  const [top] = await queryRows<{ id: number; name: string; thanks: number }>(
    db,
    sql`select v.id, v.name, count(*)::int as thanks
        from transactions t join company_values v on v.id = t.value_id
        where t.organization_id = ${organizationId} and t.type = 'between_users' and t.status = 'completed' and t.addition_to_id is null
        group by v.id, v.name
        order by count(*) desc, v.id
        limit 1`,
  );
  const [first] = await queryRows<{ start: string | null }>(db, sql`select min(start_date)::text as start from periods where organization_id = ${organizationId} and status <> 'scheduled'`);
  return {
    since: first?.start ?? null,
    thanksSent: totals?.thanks ?? 0,
    pointsMoved: pointsFromSql(totals?.points),
    peopleThanked: totals?.people ?? 0,
    topValue: top ? { id: Number(top.id), name: top.name, thanks: top.thanks } : null,
  };
}
