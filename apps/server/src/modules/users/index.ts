/**
 * The people of a community (SPEC §3 Profile info, Employee; §7 'search user'): users, their
 * profiles and memberships, and the colleague search.
 */
export { userHandlers } from './routes.ts';
export * from './schema.ts';
