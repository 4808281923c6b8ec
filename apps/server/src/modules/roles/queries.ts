/** Reads of the privileged entries (SPEC §3, §6 roles). */
import { and, eq, sql } from 'drizzle-orm';
import type { PrivilegedEntry } from '@gratia/contracts';
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
