import { useMemo } from 'react';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { ShellConfigProvider, useFailureRedirects, type ShellConfig } from '@gratia/features';
import { RouterProvider as AriaRouterProvider } from '@gratia/ui';

/**
 * Root route: lets every @gratia/ui `Link` navigate client-side through react-router, gives the
 * shell its configuration (which paths have a screen — `isRegistered`, from the route table), and
 * applies the SPEC §8 redirect rules to every failed API call
 * (`useFailureRedirects`).
 */
export function AppRoot({ isRegistered }: { isRegistered: (path: string) => boolean }) {
  const navigate = useNavigate();
  useFailureRedirects();
  const config = useMemo<ShellConfig>(() => ({ isRegistered }), [isRegistered]);
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <ShellConfigProvider config={config}>
        <Outlet />
      </ShellConfigProvider>
    </AriaRouterProvider>
  );
}
