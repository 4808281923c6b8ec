import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useOrgTheme } from '@gratia/ui';
import { isApiError } from '../../api/index.ts';
import { publicChallengeRedirect } from '../../errors/index.ts';
import { useOrganizationSettings } from '../../organization/index.ts';
import { useMe } from '../../profile/index.ts';
import { signInSearch } from '../../shared/index.ts';
import { PageStatus } from '../layouts/index.ts';

/**
 * Guard of every signed-in route (SPEC §8): not signed in (401/403 or CSRF_INVALID on GET
 * /api/profile/me) → /login keeping the query, plus `next` = the page asked for (the sign-in
 * form opens it afterwards; `signInSearch`); nothing of the layout loads before the session is
 * known ({@link PageStatus} meanwhile, with a retry on other errors). The SPEC §8 exception
 * "challenge pages with an id query": a challenge's share link `/challenge/{id}?uuid=` opened signed
 * out goes to the challenge's public page `/challenge/{id}/public?uuid=` instead of /login
 * (`publicChallengeRedirect`; SPEC §2 'challenge' layout; docs/decisions/0043). Applies the
 * organization's colours on the document root (ARCHITECTURE "Runtime theme").
 */
export function RequireAuth() {
  const me = useMe();
  // Someone with no community yet (/onboarding) has no settings to read: GET /api/organization/settings would be 403 and end the session's pages.
  const settings = useOrganizationSettings({ enabled: Boolean(me.data?.profile.organizationId) });
  const location = useLocation();
  useOrgTheme(settings.data?.colorsJson);
  if (isApiError(me.error, 'UNAUTHORIZED', 'FORBIDDEN', 'CSRF_INVALID')) {
    const publicPage = publicChallengeRedirect(location.pathname, location.search);
    if (publicPage) return <Navigate to={publicPage} replace />;
    return <Navigate to={{ pathname: '/login', search: signInSearch(location.pathname, location.search) }} replace />;
  }
  if (!me.data) return <PageStatus error={me.error} onRetry={() => void me.mutate()} />;
  return <Outlet />;
}
