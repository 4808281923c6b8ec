/** Routes of the roles tab (SPEC §2 Organization settings 'roles', §6; docs/decisions/0021). */
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import type { AuthContext } from '../../http/session.ts';
import { grantRole, listRoleChanges, listRoleGrants, revokeRole } from './grants.ts';

/**
 * GET /api/admin/roles → every role of the caller's organization; POST grants one (404
 * USER_NOT_FOUND, 404 NOT_FOUND for a foreign division, 409 ROLE_EXISTS); DELETE ?id= takes one
 * back (404 NOT_FOUND, 409 SELF_ACTION for the caller's own 'A'); GET /api/admin/roles/log → the
 * log, newest first. All for admins of the caller's organization (403 FORBIDDEN otherwise, by the
 * route table); every change is logged with who made it.
 */
export function roleHandlers(db: Db): Pick<Handlers, 'roleGrants' | 'grantRole' | 'revokeRole' | 'roleChanges'> {
  const actor = (auth: AuthContext) => ({ userId: auth.userId, organizationId: requireOrg(auth) });
  return {
    roleGrants: async ({ auth }) => ({ items: await listRoleGrants(db, requireOrg(auth)) }),
    grantRole: async ({ auth, body }) => grantRole(db, actor(auth), body),
    revokeRole: async ({ auth, query }) => {
      await revokeRole(db, actor(auth), query.id);
      return { ok: true as const };
    },
    roleChanges: async ({ auth, query }) => listRoleChanges(db, requireOrg(auth), query),
  };
}
