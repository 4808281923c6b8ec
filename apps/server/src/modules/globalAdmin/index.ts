/**
 * The global admin (SPEC §1, §2 /global_admin, §6; DOMAIN §6.5; docs/decisions/0034): a superuser
 * lists and creates communities, hires into any of them, sets their periods, emits points and
 * assigns Telegram groups; each action is recorded in the audit log in its own transaction. The
 * route table's `superuser: true` check (composed in app.ts) is {@link requireSuperuser}.
 */
export { globalAdminHandlers } from './routes.ts';
export { createCommunityTelegramGroup, emit, requireSuperuser, type EmissionInput } from './service.ts';
export * from './schema.ts';
