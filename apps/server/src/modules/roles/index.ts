/**
 * Roles (SPEC §6): who is an administrator of an organization. The route table's `admin: true`
 * check (composed in app.ts), media uploads of stickers, sticker packs and comments use it.
 */
export { isAdmin, listPrivilegedEntries } from './queries.ts';
export { requireAdmin } from './service.ts';
export * from './schema.ts';
