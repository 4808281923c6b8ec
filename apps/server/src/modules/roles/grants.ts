/**
 * Granting and revoking roles (SPEC §2 Organization settings 'roles', §6; docs/decisions/0021):
 * every change writes the roles log in the same database transaction, so the log is never behind.
 */
import { sql } from 'drizzle-orm';
import type { RoleChange, RoleChangesPage, RoleCode, RoleGrant, UserSummary } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../db/cursor.ts';
import { AppError } from '../../http/errors.ts';
import { activeMembership } from '../people/index.ts';

/** Names of the roles as the privileged entries store them (the profile answers them, SPEC §3 Profile info). */
export const ROLE_NAMES: Record<RoleCode, string> = { A: 'Администратор', M: 'Менеджер', C: 'Контролёр' };

/** Columns of a person as others see them, from the `public_profiles` alias `alias`, prefixed `prefix`. */
const personColumns = (alias: string, prefix: string) =>
  sql.raw(
    `${alias}.user_id as ${prefix}id, ${alias}.first_name as ${prefix}first_name, ${alias}.surname as ${prefix}surname, ` +
      `${alias}.nickname as ${prefix}nickname, ${alias}.tg_name as ${prefix}tg_name, ${alias}.photo as ${prefix}photo`,
  );
type PersonRow<P extends string> = { [K in `${P}${'id' | 'first_name' | 'surname' | 'nickname' | 'tg_name' | 'photo'}`]: K extends `${P}id` ? number | null : string | null };
function person<P extends string>(r: PersonRow<P>, prefix: P): UserSummary | null {
  const get = (k: string) => (r as Record<string, unknown>)[`${prefix}${k}`];
  if (get('id') === null || get('id') === undefined) return null;
  return {
    id: Number(get('id')),
    firstName: String(get('first_name') ?? ''),
    surname: String(get('surname') ?? ''),
    nickname: (get('nickname') as string | null) ?? null,
    tgName: (get('tg_name') as string | null) ?? null,
    photo: (get('photo') as string | null) ?? null,
  };
}

type GrantRow = PersonRow<'u_'> & PersonRow<'g_'> & { id: number; role: RoleCode; division_id: number | null; division_name: string | null; created_at: string };

function toGrant(r: GrantRow): RoleGrant {
  const user = person(r, 'u_');
  if (!user) throw new Error('a role without its member');
  return {
    id: Number(r.id),
    role: r.role,
    user,
    division: r.division_id === null ? null : { id: Number(r.division_id), name: r.division_name ?? '' },
    grantedAt: new Date(r.created_at).toISOString(),
    grantedBy: person(r, 'g_'),
  };
}

const grantSelect = sql`select r.id, r.role, r.division_id, d.name as division_name, r.created_at,
    ${personColumns('u', 'u_')}, ${personColumns('g', 'g_')}
  from privileged_roles r
  join public_profiles u on u.user_id = r.user_id
  left join public_profiles g on g.user_id = r.granted_by
  left join divisions d on d.id = r.division_id and d.organization_id = r.organization_id`;

/** Every role of `organizationId`: administrators, then controllers, then managers, each by surname and first name. */
export async function listRoleGrants(db: Executor, organizationId: number): Promise<RoleGrant[]> {
  const rows = await queryRows<GrantRow>(
    db,
    sql`${grantSelect} where r.organization_id = ${organizationId}
        order by array_position(array['A', 'C', 'M'], r.role), u.surname, u.first_name, r.id`,
  );
  return rows.map(toGrant);
}

/**
 * Writes the grant of `input.role` to `input.userId` in `actor.organizationId` by `actor.userId` and
 * its line in the roles log, inside the caller's transaction `tx`; returns the grant's id, or null
 * (and writes nothing) when the member already holds the role. The caller checks membership.
 */
export async function insertGrant(
  tx: Executor,
  actor: { userId: number; organizationId: number },
  input: { userId: number; role: RoleCode; divisionId: number | null },
): Promise<number | null> {
  const [created] = await queryRows<{ id: number }>(
    tx,
    sql`insert into privileged_roles (organization_id, user_id, role, role_name, division_id, granted_by)
        values (${actor.organizationId}, ${input.userId}, ${input.role}, ${ROLE_NAMES[input.role]}, ${input.divisionId}, ${actor.userId})
        on conflict (user_id, organization_id, role) do nothing
        returning id`,
  );
  if (!created) return null;
  await tx.execute(
    sql`insert into role_changes (organization_id, actor_id, user_id, action, role, division_id)
        values (${actor.organizationId}, ${actor.userId}, ${input.userId}, 'grant', ${input.role}, ${input.divisionId})`,
  );
  return Number(created.id);
}

/**
 * Grants `role` to `userId` in `organizationId`, by the admin `actorId`, and logs it. 404
 * USER_NOT_FOUND unless `userId` is an active member there (fired and blocked people get no role);
 * 404 NOT_FOUND for a division of another organization; 409 ROLE_EXISTS when they hold the role.
 */
export async function grantRole(
  db: Db,
  actor: { userId: number; organizationId: number },
  input: { userId: number; role: RoleCode; divisionId: number | null },
): Promise<RoleGrant> {
  return db.transaction(async (tx) => {
    const [member] = await queryRows<{ one: number }>(
      tx,
      sql`select 1 as one from memberships m where m.organization_id = ${actor.organizationId} and m.user_id = ${input.userId} and ${activeMembership('m')}`,
    );
    if (!member) throw new AppError('USER_NOT_FOUND', 'User is not found');
    if (input.divisionId !== null) {
      const [division] = await queryRows<{ one: number }>(tx, sql`select 1 as one from divisions where id = ${input.divisionId} and organization_id = ${actor.organizationId}`);
      if (!division) throw new AppError('NOT_FOUND', 'No such division');
    }
    const created = await insertGrant(tx, actor, input);
    if (created === null) throw new AppError('ROLE_EXISTS', 'The member already holds this role');
    const [row] = await queryRows<GrantRow>(tx, sql`${grantSelect} where r.id = ${created}`);
    if (!row) throw new Error('the new role is gone');
    return toGrant(row);
  });
}

/**
 * Takes back the role `id` of `organizationId` (404 NOT_FOUND for another organization's) and logs
 * it. An admin cannot take back their own 'A' (409 SELF_ACTION): so a community always has an admin.
 */
export async function revokeRole(db: Db, actor: { userId: number; organizationId: number }, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await queryRows<{ user_id: number; role: RoleCode; division_id: number | null }>(
      tx,
      sql`delete from privileged_roles
          where id = ${id} and organization_id = ${actor.organizationId}
            and not (user_id = ${actor.userId} and role = 'A')
          returning user_id, role, division_id`,
    );
    if (!removed) {
      const [own] = await queryRows<{ one: number }>(tx, sql`select 1 as one from privileged_roles where id = ${id} and organization_id = ${actor.organizationId}`);
      if (own) throw new AppError('SELF_ACTION', 'An admin cannot take their own administrator role');
      throw new AppError('NOT_FOUND', 'No such role');
    }
    await tx.execute(
      sql`insert into role_changes (organization_id, actor_id, user_id, action, role, division_id)
          values (${actor.organizationId}, ${actor.userId}, ${removed.user_id}, 'revoke', ${removed.role}, ${removed.division_id})`,
    );
  });
}

type ChangeRow = PersonRow<'u_'> & PersonRow<'a_'> & { id: number; action: 'grant' | 'revoke'; role: RoleCode; division_id: number | null; division_name: string | null; created_at: string };

/** The roles log of `organizationId`, newest first, `limit` per page; a cursor from another list is 400 VALIDATION_ERROR. */
export async function listRoleChanges(db: Executor, organizationId: number, q: { cursor?: string | undefined; limit: number }): Promise<RoleChangesPage> {
  const after = q.cursor === undefined ? null : decodeCursor(q.cursor);
  const rows = await queryRows<ChangeRow>(
    db,
    sql`select c.id, c.action, c.role, c.division_id, d.name as division_name, c.created_at,
               ${personColumns('u', 'u_')}, ${personColumns('a', 'a_')}
        from role_changes c
        join public_profiles u on u.user_id = c.user_id
        join public_profiles a on a.user_id = c.actor_id
        left join divisions d on d.id = c.division_id
        where c.organization_id = ${organizationId}
          ${after === null ? sql`` : sql`and (c.created_at, c.id) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`}
        order by c.created_at desc, c.id desc
        limit ${q.limit + 1}`,
  );
  const page = rows.slice(0, q.limit);
  const items: RoleChange[] = page.map((r) => ({
    id: Number(r.id),
    action: r.action,
    role: r.role,
    user: person(r, 'u_')!,
    division: r.division_id === null ? null : { id: Number(r.division_id), name: r.division_name ?? '' },
    actor: person(r, 'a_')!,
    at: new Date(r.created_at).toISOString(),
  }));
  const last = page.at(-1);
  return { items, nextCursor: rows.length > q.limit && last ? encodeCursor(new Date(last.created_at), Number(last.id)) : null };
}

/**
 * Makes each of `userIds` (existing accounts) a member of new community `organizationId` with role
 * 'A', granted by `grantedBy` (with the roles log's line), inside `tx`.
 */
export async function addFirstAdmins(tx: Executor, organizationId: number, grantedBy: number, userIds: readonly number[]): Promise<void> {
  for (const userId of [...new Set(userIds)]) {
    await tx.execute(sql`insert into memberships (organization_id, user_id) values (${organizationId}, ${userId})`);
    await insertGrant(tx, { userId: grantedBy, organizationId }, { userId, role: 'A', divisionId: null });
  }
}
