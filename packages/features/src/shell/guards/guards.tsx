import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { shownRole, type PrivilegedEntry } from '@gratia/contracts';
import { useMe } from '../../profile/index.ts';
import { PageStatus } from '../layouts/index.ts';

/**
 * SPEC §2: a signed-in member with no `organization_id` goes to /onboarding. Wraps every route of
 * the main layouts (inside `RequireAuth`).
 */
export function RequireOrganization() {
  const me = useMe();
  if (!me.data) return <PageStatus error={me.error} onRetry={() => void me.mutate()} />;
  if (me.data.profile.organizationId === null) return <Navigate to="/onboarding" replace />;
  return <Outlet />;
}

/** /onboarding is for members without an organization; the others go to /main. */
export function RequireNoOrganization() {
  const me = useMe();
  if (!me.data) return <PageStatus error={me.error} onRetry={() => void me.mutate()} />;
  if (me.data.profile.organizationId !== null) return <Navigate to="/main" replace />;
  return <Outlet />;
}

/**
 * SPEC §6: /organization_administration/{id} and /organization_administration_settings/{id}/{name}
 * need a role-A entry in the current organization, else → /feed. An admin opening another
 * organization's id is sent to the same page of their own (the server refuses other
 * organizations' data with 403 anyway). Route param `:organizationId`.
 */
export function RequireAdmin() {
  const me = useMe();
  const { organizationId } = useParams();
  const location = useLocation();
  if (!me.data) return <PageStatus error={me.error} onRetry={() => void me.mutate()} />;
  if (!me.data.privileged.some((p) => p.role === 'A')) return <Navigate to="/feed" replace />;
  const own = String(me.data.profile.organizationId);
  if (organizationId !== undefined && organizationId !== own) {
    return <Navigate to={{ pathname: location.pathname.replace(`/${organizationId}`, `/${own}`), search: location.search }} replace />;
  }
  return <Outlet />;
}

/** SPEC §6: /global_admin is for superusers only; the others go to /feed. */
export function RequireSuperuser() {
  const me = useMe();
  if (!me.data) return <PageStatus error={me.error} onRetry={() => void me.mutate()} />;
  if (shownRole(me.data) !== 'superuser') return <Navigate to="/feed" replace />;
  return <Outlet />;
}

/** Props of {@link RequireRoles}. */
export interface RequireRolesProps {
  /** The role codes that open the routes inside (any of them), e.g. `['C', 'A']`. */
  roles: readonly PrivilegedEntry['role'][];
}

/**
 * SPEC §6 roles (docs/decisions/0023): the routes inside need one of `roles` in the current
 * organization (the codes of `privileged` in GET /api/profile/me) — /approvals controllers and
 * admins (`['C', 'A']`), /redistribution managers (`['M']`) — else → /feed. The server refuses
 * the calls of those screens to anyone else (403) anyway.
 */
export function RequireRoles({ roles }: RequireRolesProps) {
  const me = useMe();
  if (!me.data) return <PageStatus error={me.error} onRetry={() => void me.mutate()} />;
  if (!me.data.privileged.some((p) => roles.includes(p.role))) return <Navigate to="/feed" replace />;
  return <Outlet />;
}
