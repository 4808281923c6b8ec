import { z } from 'zod';
import { GrantRoleBody, RoleChangesPage, RoleChangesQuery, RoleGrant, RoleGrantsResponse, RoleIdQuery } from './roleAdmin.ts';

/**
 * Routes of the roles tab (SPEC §2 Organization settings 'roles', §6), spread into `routes`; all
 * for administrators of the caller's organization (`admin: true`).
 */
export const roleRoutes = {
  roleGrants: { method: 'GET', path: '/admin/roles', auth: true, admin: true, response: RoleGrantsResponse },
  grantRole: { method: 'POST', path: '/admin/roles', auth: true, admin: true, body: GrantRoleBody, response: RoleGrant },
  revokeRole: { method: 'DELETE', path: '/admin/roles', auth: true, admin: true, query: RoleIdQuery, response: z.object({ ok: z.literal(true) }) },
  roleChanges: { method: 'GET', path: '/admin/roles/log', auth: true, admin: true, query: RoleChangesQuery, response: RoleChangesPage },
} as const;
