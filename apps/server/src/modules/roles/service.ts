/** Role checks (SPEC §6): an administrator has a privileged entry with role 'A' in the organization. */
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthContext } from '../../http/session.ts';
import { isAdmin } from './queries.ts';

/** The caller's organization when the caller is its admin; 403 FORBIDDEN otherwise (also without an organization). */
export async function requireAdmin(db: Executor, auth: AuthContext): Promise<number> {
  if (auth.organizationId === null || !(await isAdmin(db, auth.userId, auth.organizationId))) {
    throw new AppError('FORBIDDEN', 'Administrators only');
  }
  return auth.organizationId;
}
