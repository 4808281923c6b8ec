import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isApiError, PageStatus, useMe, useOrganizationSettings } from '@gratia/features';
import { useOrgTheme } from '@gratia/ui';

/**
 * Guard of the main layout: not signed in (401/403 on GET /api/profile/me) → /login keeping the
 * query (SPEC §8); nothing of the layout loads before the session is known. Applies the
 * organization's colours on the document root (ARCHITECTURE "Runtime theme").
 */
export function RequireAuth() {
  const me = useMe();
  const settings = useOrganizationSettings({ enabled: Boolean(me.data) });
  const location = useLocation();
  useOrgTheme(settings.data?.colorsJson);
  if (isApiError(me.error, 'UNAUTHORIZED', 'FORBIDDEN', 'CSRF_INVALID')) {
    return <Navigate to={{ pathname: '/login', search: location.search }} replace />;
  }
  if (!me.data) return <PageStatus error={me.error} onRetry={() => void me.mutate()} />;
  return <Outlet />;
}
