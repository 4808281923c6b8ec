/**
 * The organization overview an admin opens first (SPEC §2 /organization_administration/{id};
 * DOMAIN §6.1): the community, its periods, the points in circulation and what waits for someone.
 * Every figure is one indexed SQL aggregate; nothing is read member by member. The tables of the
 * people, the ledger and the roles are read with SQL (those modules build on this one, so they
 * cannot be imported here).
 */
import { sql } from 'drizzle-orm';
import type { OrganizationOverview } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { pointsFromSql } from '../../db/points.ts';
import { AppError } from '../../http/errors.ts';
import { disbursedPoints } from './queries.ts';

/** One row of the community and its counts. */
interface CommunityRow {
  id: number;
  name: string;
  photo: string | null;
  parent_id: number | null;
  parent_name: string | null;
  subsidiaries: number;
  members: number;
  divisions: number;
  value_count: number;
  waiting_thanks: number;
}

/** One period row: the active one with its sums, or the next scheduled one. */
interface PeriodRow {
  id: number;
  start_date: string;
  end_date: string;
  status: 'active' | 'scheduled';
  accrual_amount: number;
  thanks_sent: number | null;
  to_give: string | null;
  received: string | null;
  waiting: string | null;
}

/**
 * The community and its counts: `organizations` by primary key and its parent; subsidiaries through
 * `organizations_parent_idx`; active members (not blocked, not fired as of today, as the people
 * module counts them) through `memberships_org_status_idx`; divisions through
 * `divisions_org_parent_idx`; values through `company_values_org_idx`; the waiting thanks through
 * the controllers' partial index `transactions_waiting_idx`.
 */
async function community(db: Executor, organizationId: number): Promise<CommunityRow | undefined> {
  const [row] = await queryRows<CommunityRow>(
    db,
    sql`select o.id, o.name, coalesce(o.photo, o.photo2) as photo, o.parent_id, parent.name as parent_name,
               (select count(*)::int from organizations s where s.parent_id = o.id) as subsidiaries,
               (select count(*)::int from memberships m
                 where m.organization_id = o.id and m.blocked_at is null and (m.fired_on is null or m.fired_on > current_date)) as members,
               (select count(*)::int from divisions d where d.organization_id = o.id) as divisions,
               (select count(*)::int from company_values v where v.organization_id = o.id) as value_count,
               (select count(*)::int from transactions t where t.organization_id = o.id and t.status = 'waiting' and t.approval = 'waiting') as waiting_thanks
        from organizations o
        left join organizations parent on parent.id = o.parent_id
        where o.id = ${organizationId}`,
  );
  return row;
}

/**
 * The active period with its completed thanks (`transactions_period_idx`) and the sums of the
 * members' accounts in it by kind (`accounts_member_uq`, led by the period), and the scheduled
 * period that starts first (`periods_org_start_idx`). Sums are exact numerics read as text.
 */
async function periodRows(db: Executor, organizationId: number): Promise<PeriodRow[]> {
  return queryRows<PeriodRow>(
    db,
    sql`(select p.id, p.start_date::text as start_date, p.end_date::text as end_date, p.status, p.accrual_amount,
                (select count(*)::int from transactions t
                  where t.period_id = p.id and t.type = 'between_users' and t.status = 'completed') as thanks_sent,
                sums.to_give, sums.received, sums.waiting
         from periods p
         cross join lateral (
           select coalesce(sum(a.balance) filter (where a.kind = 'distribution'), 0)::text as to_give,
                  coalesce(sum(a.balance) filter (where a.kind = 'income'), 0)::text as received,
                  coalesce(sum(a.balance) filter (where a.kind = 'waiting'), 0)::text as waiting
           from accounts a
           where a.period_id = p.id and a.user_id is not null and a.kind in ('distribution', 'income', 'waiting')
         ) sums
         where p.organization_id = ${organizationId} and p.status = 'active'
         limit 1)
        union all
        (select p.id, p.start_date::text, p.end_date::text, p.status, p.accrual_amount, null, null, null, null
         from periods p
         where p.organization_id = ${organizationId} and p.status = 'scheduled'
         order by p.start_date, p.id
         limit 1)`,
  );
}

/**
 * The overview of organization `organizationId` (GET /api/organization/overview; the route lets
 * only its admins in): the community (name, logo, parent or subsidiaries), active members,
 * divisions, company values, the active period with its thanks, the next scheduled period, the
 * points in circulation in the active period and handed out so far, and the thanks waiting for a
 * controller. Amounts in points. 404 NOT_FOUND when the organization is missing.
 */
export async function getOrganizationOverview(db: Executor, organizationId: number): Promise<OrganizationOverview> {
  const org = await community(db, organizationId);
  if (!org) throw new AppError('NOT_FOUND', 'Organization not found');
  const rows = await periodRows(db, organizationId);
  const active = rows.find((r) => r.status === 'active');
  const next = rows.find((r) => r.status === 'scheduled');
  const period = (r: PeriodRow) => ({ id: Number(r.id), startDate: r.start_date, endDate: r.end_date, accrualAmount: Number(r.accrual_amount) });
  return {
    organization: {
      id: Number(org.id),
      name: org.name,
      photo: org.photo,
      parent: org.parent_id === null || org.parent_name === null ? null : { id: Number(org.parent_id), name: org.parent_name },
      subsidiaries: Number(org.subsidiaries),
    },
    members: Number(org.members),
    divisions: Number(org.divisions),
    values: Number(org.value_count),
    period: active ? { ...period(active), thanksSent: Number(active.thanks_sent ?? 0) } : null,
    nextPeriod: next ? period(next) : null,
    points: {
      toGive: pointsFromSql(active?.to_give),
      received: pointsFromSql(active?.received),
      waiting: pointsFromSql(active?.waiting),
      disbursed: await disbursedPoints(db, organizationId),
    },
    waitingThanks: Number(org.waiting_thanks),
  };
}
