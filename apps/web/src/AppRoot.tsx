import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { RouterProvider as AriaRouterProvider } from '@gratia/ui';

/** Root route: lets every @gratia/ui `Link` navigate client-side through react-router. */
export function AppRoot() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <Outlet />
    </AriaRouterProvider>
  );
}
