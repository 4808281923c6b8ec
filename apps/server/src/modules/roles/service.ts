/** Role checks (SPEC §6): an administrator has a privileged entry with role 'A' in the organization; a manager 'M', a controller 'C'. */
import type { RoleCode } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthContext } from '../../http/session.ts';
import { holdsAnyRole, isAdmin } from './queries.ts';

/** The caller's organization when the caller is its admin; 403 FORBIDDEN otherwise (also without an organization). */
export async function requireAdmin(db: Executor, auth: AuthContext): Promise<number> {
  if (auth.organizationId === null || !(await isAdmin(db, auth.userId, auth.organizationId))) {
    throw new AppError('FORBIDDEN', 'Administrators only');
  }
  return auth.organizationId;
}

/**
 * The caller's organization when the caller holds any of `roles` there (the route table's `roles`
 * mark, e.g. `['C', 'A']` for approvals, `['M']` for redistribution; docs/permissions.md); 403
 * FORBIDDEN otherwise (also without an organization).
 */
export async function requireRole(db: Executor, auth: AuthContext, roles: readonly RoleCode[]): Promise<number> {
  if (auth.organizationId === null || !(await holdsAnyRole(db, auth.userId, auth.organizationId, roles))) {
    throw new AppError('FORBIDDEN', `Only ${roles.join(', ')}`);
  }
  return auth.organizationId;
}
