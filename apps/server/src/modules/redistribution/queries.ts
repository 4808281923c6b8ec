/** Reads of a manager's redistribution (DOMAIN §6.4 'M'; docs/decisions/0023): the scope, a redistribution as the manager sees it. */
import { sql } from 'drizzle-orm';
import type { Redistribution, RedistributionScope, UserSummary } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { pointsFromSql } from '../../db/points.ts';
import { AppError } from '../../http/errors.ts';
import { managerGrant } from '../roles/index.ts';

/** Who gives: the manager and their current organization. */
export interface Manager {
  userId: number;
  organizationId: number;
}

/**
 * GET /api/redistribution/scope: the manager's division (null: the whole community), the active
 * period (null: none) and their points to give in it (0 before their first movement; null with
 * `hidden` when the organization hides balances). 403 FORBIDDEN when the caller holds no manager
 * grant there (the route checks it first; a grant revoked meanwhile is caught here).
 */
export async function redistributionScope(db: Executor, manager: Manager): Promise<RedistributionScope> {
  const grant = await managerGrant(db, manager.userId, manager.organizationId);
  if (!grant) throw new AppError('FORBIDDEN', 'Managers only');
  const [row] = await queryRows<{ hidden: boolean; period_id: number | null; start_date: string | null; end_date: string | null; balance: string | null }>(
    db,
    sql`select o.hide_balances as hidden, p.id as period_id, p.start_date::text, p.end_date::text, a.balance::text as balance
        from organizations o
        left join periods p on p.organization_id = o.id and p.status = 'active'
        left join accounts a on a.period_id = p.id and a.user_id = ${manager.userId} and a.kind = 'distribution'
        where o.id = ${manager.organizationId}`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'Organization not found');
  const period = row.period_id === null || row.start_date === null || row.end_date === null ? null : { id: Number(row.period_id), startDate: row.start_date, endDate: row.end_date };
  return { period, balance: row.hidden ? null : pointsFromSql(row.balance ?? '0'), hidden: row.hidden, division: grant.division };
}

interface RedistributionRow {
  id: number;
  amount: string | number;
  message: string;
  period_id: number;
  created_at: string | Date;
  sender_id: number;
  s_first_name: string;
  s_surname: string;
  s_nickname: string | null;
  s_tg_name: string | null;
  s_photo: string | null;
  recipient_id: number;
  r_first_name: string;
  r_surname: string;
  r_nickname: string | null;
  r_tg_name: string | null;
  r_photo: string | null;
}

function person(id: number, p: { first_name: string; surname: string; nickname: string | null; tg_name: string | null; photo: string | null }): UserSummary {
  return { id, firstName: p.first_name, surname: p.surname, nickname: p.nickname, tgName: p.tg_name, photo: p.photo };
}

/** The redistribution `id` of `organizationId` with its manager's and recipient's profiles; 404 NOT_FOUND when there is none. */
export async function loadRedistribution(db: Executor, organizationId: number, id: number): Promise<Redistribution> {
  const [r] = await queryRows<RedistributionRow>(
    db,
    sql`select t.id, t.amount, t.message, t.period_id, t.created_at,
               t.sender_id, sp.first_name as s_first_name, sp.surname as s_surname, sp.nickname as s_nickname,
               sp.tg_name as s_tg_name, sp.photo as s_photo,
               t.recipient_id, rp.first_name as r_first_name, rp.surname as r_surname, rp.nickname as r_nickname,
               rp.tg_name as r_tg_name, rp.photo as r_photo
        from transactions t
        join public_profiles sp on sp.user_id = t.sender_id
        join public_profiles rp on rp.user_id = t.recipient_id
        where t.id = ${id} and t.organization_id = ${organizationId} and t.type = 'redistribution'`,
  );
  if (!r) throw new AppError('NOT_FOUND', 'Redistribution not found');
  return {
    id: Number(r.id),
    amount: Number(r.amount),
    message: r.message,
    sender: person(Number(r.sender_id), { first_name: r.s_first_name, surname: r.s_surname, nickname: r.s_nickname, tg_name: r.s_tg_name, photo: r.s_photo }),
    recipient: person(Number(r.recipient_id), { first_name: r.r_first_name, surname: r.r_surname, nickname: r.r_nickname, tg_name: r.r_tg_name, photo: r.r_photo }),
    periodId: Number(r.period_id),
    createdAt: (r.created_at instanceof Date ? r.created_at : new Date(r.created_at)).toISOString(),
  };
}
