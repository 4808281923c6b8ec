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

/**
 * What a screen shows when its chunk could not be loaded even after the retries and one reload
 * (SPEC §7, §9): the recoverable error state; 'Retry' reloads the page at the same path.
 */
export function ChunkLoadError() {
  return <RouteError onRetry={() => window.location.reload()} />;
}
