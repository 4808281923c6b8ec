/** Reads of the subsidiaries (docs/decisions/0027): a root's list, one subsidiary, a community's parent. */
import { sql } from 'drizzle-orm';
import type { Subsidiary, SubsidiariesResponse } from '@gratia/contracts';
import { queryRows, type Executor } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { activeMembership } from '../people/index.ts';

type SubsidiaryRow = {
  id: number;
  name: string;
  photo: string | null;
  shared_key: string;
  created_at: string | Date;
  members: number | string;
  is_member: boolean;
  admins: Subsidiary['admins'] | string;
};

/** The columns of a subsidiary `o` as `caller` sees it: counts and admins of active members only; admins as others see them (`public_profiles`). */
const subsidiaryColumns = (caller: number) => sql`
  o.id, o.name, o.photo, o.shared_key, o.created_at,
  (select count(*) from memberships m where m.organization_id = o.id and ${activeMembership('m')}) as members,
  exists (select 1 from memberships m where m.organization_id = o.id and m.user_id = ${caller} and ${activeMembership('m')}) as is_member,
  coalesce((
    select json_agg(json_build_object('id', pp.user_id, 'firstName', coalesce(pp.first_name, ''), 'surname', coalesce(pp.surname, ''),
                                      'nickname', pp.nickname, 'tgName', pp.tg_name, 'photo', pp.photo)
                    order by pp.surname, pp.first_name, pp.user_id)
    from privileged_roles r
    join memberships m on m.organization_id = r.organization_id and m.user_id = r.user_id and ${activeMembership('m')}
    join public_profiles pp on pp.user_id = r.user_id
    where r.organization_id = o.id and r.role = 'A'), '[]'::json) as admins`;

function toSubsidiary(r: SubsidiaryRow): Subsidiary {
  return {
    id: Number(r.id),
    name: r.name,
    photo: r.photo,
    members: Number(r.members),
    admins: typeof r.admins === 'string' ? (JSON.parse(r.admins) as Subsidiary['admins']) : r.admins,
    isMember: Boolean(r.is_member),
    sharedKey: r.shared_key,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** The root of `organizationId` (its id and name), or null when it is a root itself. */
export async function parentOf(db: Executor, organizationId: number): Promise<{ id: number; name: string } | null> {
  const [row] = await queryRows<{ id: number; name: string }>(
    db,
    sql`select p.id, p.name from organizations o join organizations p on p.id = o.parent_id where o.id = ${organizationId}`,
  );
  return row ? { id: Number(row.id), name: row.name } : null;
}

/** GET /api/subsidiaries: the subsidiaries of `organizationId` by name (none for a subsidiary) and its parent. */
export async function listSubsidiaries(db: Executor, organizationId: number, callerId: number): Promise<SubsidiariesResponse> {
  const parent = await parentOf(db, organizationId);
  if (parent) return { parent, items: [] };
  const rows = await queryRows<SubsidiaryRow>(
    db,
    sql`select ${subsidiaryColumns(callerId)} from organizations o where o.parent_id = ${organizationId} order by lower(o.name), o.id`,
  );
  return { parent: null, items: rows.map(toSubsidiary) };
}

/** Subsidiary `id` of root `organizationId` as `callerId` sees it; 404 NOT_FOUND when it is not one of the root's. */
export async function getSubsidiary(db: Executor, organizationId: number, id: number, callerId: number): Promise<Subsidiary> {
  const [row] = await queryRows<SubsidiaryRow>(
    db,
    sql`select ${subsidiaryColumns(callerId)} from organizations o where o.id = ${id} and o.parent_id = ${organizationId}`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'No such subsidiary');
  return toSubsidiary(row);
}
