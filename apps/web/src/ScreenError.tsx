import { useLocation, useNavigate } from 'react-router-dom';
import { RouteError } from '@gratia/features';

/**
 * `errorElement` of every screen route (SPEC §8): a crash or a chunk that could not load shows a
 * recoverable state inside the layout; 'Retry' navigates to the same path again, which clears the
 * error and loads the screen anew.
 */
export function ScreenError() {
  const navigate = useNavigate();
  const location = useLocation();
  return <RouteError onRetry={() => void navigate({ pathname: location.pathname, search: location.search }, { replace: true })} />;
}
