/**
 * Roles (SPEC §6; docs/decisions/0021): who is an administrator, manager or controller of an
 * organization, granted and revoked by its admins with a log of every change. The route table's
 * `admin: true` and `roles` checks (composed in app.ts), media uploads of stickers, sticker packs and
 * comments, and a manager's redistribution scope use it.
 */
export { holdsAnyRole, isAdmin, listPrivilegedEntries, managerGrant } from './queries.ts';
export { requireAdmin, requireRole } from './service.ts';
export { addFirstAdmins, grantRole, insertGrant, ROLE_NAMES } from './grants.ts';
export { roleHandlers } from './routes.ts';
export * from './schema.ts';
