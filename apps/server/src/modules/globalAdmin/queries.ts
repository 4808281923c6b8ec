/**
 * Reads of the global admin (SPEC §2 /global_admin; docs/decisions/0034): every community with its
 * members, admins and active period; a community's active members for the emission's picker; the
 * audit log, newest first.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntry, AuditPage, GlobalCommunitiesPage, GlobalCommunity, UserSummary } from '@gratia/contracts';
import { queryRows, type Executor } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../db/cursor.ts';
import { AppError } from '../../http/errors.ts';
import { activeMembership } from '../people/index.ts';

/** LIKE pattern of `text` anywhere (wildcards escaped). */
const infix = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A person as others see them (`public_profiles pp`), as JSON. */
const personJson = sql`json_build_object('id', pp.user_id, 'firstName', coalesce(pp.first_name, ''), 'surname', coalesce(pp.surname, ''),
                                         'nickname', pp.nickname, 'tgName', pp.tg_name, 'photo', pp.photo)`;

type CommunityRow = {
  id: number;
  name: string;
  parent_id: number | null;
  parent_name: string | null;
  members: number | string;
  admins: UserSummary[] | string;
  start_date: string | null;
  end_date: string | null;
  created_at: string | Date;
  total?: number | string;
};

/** The columns of community `o` (with `p` its parent, left-joined). */
const communityColumns = sql`
  o.id, o.name, o.parent_id, p.name as parent_name, o.created_at,
  (select count(*) from memberships m where m.organization_id = o.id and ${activeMembership('m')}) as members,
  coalesce((
    select json_agg(${personJson} order by pp.surname, pp.first_name, pp.user_id)
    from privileged_roles r
    join memberships m on m.organization_id = r.organization_id and m.user_id = r.user_id and ${activeMembership('m')}
    join public_profiles pp on pp.user_id = r.user_id
    where r.organization_id = o.id and r.role = 'A'), '[]'::json) as admins,
  ap.start_date::text as start_date, ap.end_date::text as end_date`;

const communityFrom = sql`
  from organizations o
  left join organizations p on p.id = o.parent_id
  left join periods ap on ap.organization_id = o.id and ap.status = 'active'`;

function toCommunity(r: CommunityRow): GlobalCommunity {
  return {
    id: Number(r.id),
    name: r.name,
    parent: r.parent_id === null || r.parent_name === null ? null : { id: Number(r.parent_id), name: r.parent_name },
    members: Number(r.members),
    admins: typeof r.admins === 'string' ? (JSON.parse(r.admins) as UserSummary[]) : r.admins,
    activePeriod: r.start_date && r.end_date ? { startDate: r.start_date, endDate: r.end_date } : null,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/**
 * GET /api/global/communities: every community whose name contains `q` (any case), each root
 * followed by its subsidiaries — roots by name, subsidiaries by name under theirs — in offset pages.
 */
export async function listCommunities(db: Executor, query: { q?: string | undefined; page: number; pageSize: number }): Promise<GlobalCommunitiesPage> {
  const q = query.q?.trim() ?? '';
  const where = q === '' ? sql`true` : sql`lower(o.name) like ${infix(q)}`;
  const rows = await queryRows<CommunityRow>(
    db,
    sql`select ${communityColumns}, count(*) over () as total ${communityFrom}
        where ${where}
        order by lower(coalesce(p.name, o.name)), coalesce(o.parent_id, o.id), o.parent_id nulls first, lower(o.name), o.id
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && query.page > 1) {
    const [count] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from organizations o where ${where}`);
    total = Number(count?.n ?? 0);
  }
  return { items: rows.map(toCommunity), total, page: query.page, pageSize: query.pageSize };
}

/** Community `id` as the list shows it; 404 NOT_FOUND when there is none. */
export async function getCommunity(db: Executor, id: number): Promise<GlobalCommunity> {
  const [row] = await queryRows<CommunityRow>(db, sql`select ${communityColumns} ${communityFrom} where o.id = ${id}`);
  if (!row) throw new AppError('NOT_FOUND', 'No such community');
  return toCommunity(row);
}

/** Community `id`'s name, for a write on it (a key-share lock, so it stays while the transaction runs); 404 NOT_FOUND when there is none. */
export async function requireCommunity(tx: Executor, id: number): Promise<{ id: number; name: string }> {
  const [row] = await queryRows<{ id: number; name: string }>(tx, sql`select id, name from organizations where id = ${id} for key share`);
  if (!row) throw new AppError('NOT_FOUND', 'No such community');
  return { id: Number(row.id), name: row.name };
}

/** GET /api/global/members: up to 20 active members of community `organizationId` whose name, nickname or e-mail contains `q`, by name. */
export async function listMembers(db: Executor, organizationId: number, q: string | undefined): Promise<{ items: UserSummary[] }> {
  await getCommunity(db, organizationId);
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  const match: SQL[] = words.map(
    (w) => sql`(lower(coalesce(pp.first_name, '')) like ${infix(w)} or lower(coalesce(pp.surname, '')) like ${infix(w)}
                or lower(coalesce(pp.nickname, '')) like ${infix(w)} or lower(coalesce(u.email, '')) like ${infix(w)})`,
  );
  const rows = await queryRows<{ person: UserSummary | string }>(
    db,
    sql`select ${personJson} as person
        from memberships m join public_profiles pp on pp.user_id = m.user_id join users u on u.id = m.user_id
        where m.organization_id = ${organizationId} and ${activeMembership('m')} ${match.length > 0 ? sql`and ${sql.join(match, sql` and `)}` : sql``}
        order by lower(coalesce(pp.surname, '')), lower(coalesce(pp.first_name, '')), m.user_id
        limit 20`,
  );
  return { items: rows.map((r) => (typeof r.person === 'string' ? (JSON.parse(r.person) as UserSummary) : r.person)) };
}

type AuditRow = {
  id: number;
  actor: UserSummary | string;
  action: AuditAction;
  organization_id: number | null;
  organization_name: string | null;
  target_id: number | null;
  details: AuditEntry['details'] | string;
  created_at: string | Date;
};

/** GET /api/global/audit: the superusers' actions newest first, filtered by community and action, in keyset pages. */
export async function auditPage(
  db: Executor,
  query: { organizationId?: number | undefined; action?: AuditAction | undefined; cursor?: string | undefined; limit: number },
): Promise<AuditPage> {
  const where: SQL[] = [];
  if (query.organizationId !== undefined) where.push(sql`a.organization_id = ${query.organizationId}`);
  if (query.action !== undefined) where.push(sql`a.action = ${query.action}`);
  if (query.cursor !== undefined) {
    const c = decodeCursor(query.cursor);
    where.push(sql`(a.created_at, a.id) < (${c.createdAt.toISOString()}::timestamptz, ${c.id})`);
  }
  const rows = await queryRows<AuditRow>(
    db,
    sql`select a.id, a.action, a.organization_id, o.name as organization_name, a.target_id, a.details, a.created_at,
               ${personJson} as actor
        from global_admin_audit a
        join public_profiles pp on pp.user_id = a.actor_id
        left join organizations o on o.id = a.organization_id
        ${where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``}
        order by a.created_at desc, a.id desc
        limit ${query.limit + 1}`,
  );
  const items = rows.slice(0, query.limit).map(
    (r): AuditEntry => ({
      id: Number(r.id),
      actor: typeof r.actor === 'string' ? (JSON.parse(r.actor) as UserSummary) : r.actor,
      action: r.action,
      organization: r.organization_id === null || r.organization_name === null ? null : { id: Number(r.organization_id), name: r.organization_name },
      targetId: r.target_id === null ? null : Number(r.target_id),
      details: typeof r.details === 'string' ? (JSON.parse(r.details) as AuditEntry['details']) : r.details,
      createdAt: new Date(r.created_at).toISOString(),
    }),
  );
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > query.limit && last ? encodeCursor(new Date(last.createdAt), last.id) : null };
}
