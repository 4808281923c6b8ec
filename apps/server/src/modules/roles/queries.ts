/** Reads of the privileged entries (SPEC §3, §6 roles). */
import { and, eq, sql } from 'drizzle-orm';
import type { PrivilegedEntry, RoleCode } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { privilegedRoles } from './schema.ts';

/** True when `userId` has role 'A' in organization `organizationId`. */
export async function isAdmin(db: Executor, userId: number, organizationId: number): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from privileged_roles where user_id = ${userId} and organization_id = ${organizationId} and role = 'A' limit 1`,
  );
  return rows.length > 0;
}

/** The privileged entries (role 'A', 'M' or 'C' and its name) of `userId` in `organizationId`, by role. */
export async function listPrivilegedEntries(db: Executor, userId: number, organizationId: number): Promise<PrivilegedEntry[]> {
  return db
    .select({ role: privilegedRoles.role, roleName: privilegedRoles.roleName })
    .from(privilegedRoles)
    .where(and(eq(privilegedRoles.userId, userId), eq(privilegedRoles.organizationId, organizationId)))
    .orderBy(privilegedRoles.role);
}

/** True when `userId` holds any of `roles` in organization `organizationId`. */
export async function holdsAnyRole(db: Executor, userId: number, organizationId: number, roles: readonly RoleCode[]): Promise<boolean> {
  if (roles.length === 0) return false;
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from privileged_roles
        where user_id = ${userId} and organization_id = ${organizationId} and role in (${sql.join(roles.map((r) => sql`${r}`), sql`, `)})
        limit 1`,
  );
  return rows.length > 0;
}

/**
 * The manager grant of `userId` in `organizationId` (DOMAIN §6.4 'M'; docs/decisions/0021): its
 * division (with its name; null: the whole community), or undefined when they are no manager there.
 */
export async function managerGrant(db: Executor, userId: number, organizationId: number): Promise<{ division: { id: number; name: string } | null } | undefined> {
  const [row] = await queryRows<{ division_id: number | null; division_name: string | null }>(
    db,
    sql`select r.division_id, d.name as division_name from privileged_roles r
        left join divisions d on d.id = r.division_id and d.organization_id = r.organization_id
        where r.user_id = ${userId} and r.organization_id = ${organizationId} and r.role = 'M'`,
  );
  if (!row) return undefined;
  return { division: row.division_id === null ? null : { id: Number(row.division_id), name: row.division_name ?? '' } };
}
