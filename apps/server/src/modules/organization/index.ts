/**
 * The organization area (SPEC §3 Organization settings): the community's settings, company values,
 * economy settings and branding, and the tables every other area points at (organizations, company values,
 * periods).
 */
export { organizationHandlers } from './routes.ts';
export { brandingHandlers } from './branding.ts';
export { checkCommunityNameFree, communityNameRace, communityNameTaken, newSharedKey, type NameScope } from './community.ts';
export * from './schema.ts';
