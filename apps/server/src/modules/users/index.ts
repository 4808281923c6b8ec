/**
 * The people of a community (SPEC §3 Profile info, Employee; §7 'search user'): users, their
 * profiles and memberships (with each member's division and job title; the divisions are the
 * people module's), the colleague search and the recipient suggestions of the thanks form.
 */
export { userHandlers } from './routes.ts';
export * from './schema.ts';
