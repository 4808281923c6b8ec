/** Role checks (SPEC §6): an administrator has a privileged entry with role 'A' in the organization. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { AppError } from './errors.ts';
import type { AuthContext } from './session.ts';

/** True when `userId` has role 'A' in organization `organizationId`. */
export async function isAdmin(db: Executor, userId: number, organizationId: number): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from privileged_roles where user_id = ${userId} and organization_id = ${organizationId} and role = 'A' limit 1`,
  );
  return rows.length > 0;
}

/** The caller's organization when the caller is its admin; 403 FORBIDDEN otherwise (also without an organization). */
export async function requireAdmin(db: Executor, auth: AuthContext): Promise<number> {
  if (auth.organizationId === null || !(await isAdmin(db, auth.userId, auth.organizationId))) {
    throw new AppError('FORBIDDEN', 'Administrators only');
  }
  return auth.organizationId;
}
