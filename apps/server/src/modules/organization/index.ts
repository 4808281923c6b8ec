/**
 * The organization area (SPEC §3 Organization settings): the community's settings, company values
 * and economy settings, and the tables every other area points at (organizations, company values,
 * periods).
 */
export { organizationHandlers } from './routes.ts';
export * from './schema.ts';
