/**
 * shell/guards — who may open which routes (SPEC §2 onboarding, §6 roles, §8 sign-in): route
 * elements that render the `<Outlet/>` or redirect.
 */
export { RequireAuth } from './RequireAuth.tsx';
export { RequireAdmin, RequireNoOrganization, RequireOrganization, RequireRoles, RequireSuperuser, type RequireRolesProps } from './guards.tsx';
export { preloadSession } from './preloadSession.ts';
