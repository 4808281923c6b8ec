/** Reads of admin manual transfers (SPEC §5): the organization's list, newest first. */
import { sql, type SQL } from 'drizzle-orm';
import type { AdminDirection, AdminTransfer, AdminTransfersPage, MemberAccountKind } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../db/cursor.ts';

/**
 * Admin transfers of the organization matching `where` (SQL over alias `t` = transactions), newest
 * first, at most `limit`, with the member and the admin as UserSummary (points as numbers).
 */
export async function loadAdminTransfers(db: Executor, organizationId: number, where: SQL[], limit: number): Promise<AdminTransfer[]> {
  const rows = await queryRows<{
    id: number;
    admin_direction: AdminDirection;
    account_kind: MemberAccountKind;
    amount: string;
    message: string;
    period_id: number;
    created_at: string | Date;
    m_id: number;
    m_first: string;
    m_surname: string;
    m_nick: string | null;
    m_tg: string | null;
    m_photo: string | null;
    a_id: number;
    a_first: string;
    a_surname: string;
    a_nick: string | null;
    a_tg: string | null;
    a_photo: string | null;
  }>(
    db,
    sql`select t.id, t.admin_direction, t.account_kind, t.amount::text, t.message, t.period_id, t.created_at,
               mp.user_id as m_id, mp.first_name as m_first, mp.surname as m_surname, mp.nickname as m_nick, mp.tg_name as m_tg, mp.photo as m_photo,
               ap.user_id as a_id, ap.first_name as a_first, ap.surname as a_surname, ap.nickname as a_nick, ap.tg_name as a_tg, ap.photo as a_photo
        from transactions t
        join profiles mp on mp.user_id = t.recipient_id
        join profiles ap on ap.user_id = t.sender_id
        where t.organization_id = ${organizationId} and t.type = 'admin_manual' and ${sql.join(where, sql` and `)}
        order by t.created_at desc nulls last, t.id desc nulls last
        limit ${limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    direction: r.admin_direction,
    account: r.account_kind,
    amount: Number(r.amount),
    reason: r.message,
    periodId: Number(r.period_id),
    createdAt: (r.created_at instanceof Date ? r.created_at : new Date(r.created_at)).toISOString(),
    member: { id: Number(r.m_id), firstName: r.m_first, surname: r.m_surname, nickname: r.m_nick, tgName: r.m_tg, photo: r.m_photo },
    admin: { id: Number(r.a_id), firstName: r.a_first, surname: r.a_surname, nickname: r.a_nick, tgName: r.a_tg, photo: r.a_photo },
  }));
}

/** GET /api/admin/transfers: the organization's admin transfers, newest first. */
export async function adminTransfersPage(db: Executor, organizationId: number, q: { cursor?: string | undefined; limit: number }): Promise<AdminTransfersPage> {
  const where: SQL[] = [sql`true`];
  if (q.cursor) {
    const c = decodeCursor(q.cursor);
    where.push(sql`(t.created_at, t.id) < (${c.createdAt.toISOString()}::timestamptz, ${c.id})`);
  }
  const rows = await loadAdminTransfers(db, organizationId, where, q.limit + 1);
  const items = rows.slice(0, q.limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > q.limit && last ? encodeCursor(new Date(last.createdAt), last.id) : null };
}
