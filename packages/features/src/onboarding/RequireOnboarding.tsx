import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { useMe } from '../profile/index.ts';
import { PageStatus } from '../shell/index.ts';
import { STEP_PARAM } from './stepParam.ts';

/**
 * The guard of /onboarding (SPEC §2: for a member with no organization; docs/decisions/0035): a
 * person with no community may open it; someone in a community only while going through its
 * steps (`?step=` present — the creator sets the first period and gets the invite link after the
 * community exists, and a reload keeps the step), else they go to /main. Decided from the
 * profile and the address only, so the server renders the same.
 */
export function RequireOnboarding() {
  const me = useMe();
  const [params] = useSearchParams();
  if (!me.data) return <PageStatus error={me.error} onRetry={() => void me.mutate()} />;
  if (me.data.profile.organizationId !== null && !params.has(STEP_PARAM)) return <Navigate to="/main" replace />;
  return <Outlet />;
}
