/**
 * Roles (SPEC §6; docs/decisions/0021): who is an administrator, manager or controller of an
 * organization, granted and revoked by its admins with a log of every change. The route table's
 * `admin: true` check (composed in app.ts), media uploads of stickers, sticker packs and comments use it.
 */
export { isAdmin, listPrivilegedEntries } from './queries.ts';
export { requireAdmin } from './service.ts';
export { ROLE_NAMES } from './grants.ts';
export { roleHandlers } from './routes.ts';
export * from './schema.ts';
