import { useMemo } from 'react';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { ShellConfigProvider, useFailureRedirects, type ShellConfig } from '@gratia/features';
import { RouterProvider as AriaRouterProvider } from '@gratia/ui';

/** A URL with a scheme (`mailto:…`, `https://…`) or protocol-relative (`//host/…`): not a route of this app. */
const EXTERNAL_HREF = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The `href` of a @gratia/ui `Link` to `to`: react-router's for the app's own paths, `to` itself
 * for an external URL (react-router would resolve `mailto:x` as a path under the current page).
 */
export function useAppHref(to: string): string {
  const routed = useHref(to);
  return EXTERNAL_HREF.test(to) ? to : routed;
}

/**
 * Root route: lets every @gratia/ui `Link` navigate client-side through react-router, gives the
 * shell its configuration (which paths have a screen — `isRegistered` — and which of them are for
 * admins only — `isAdminOnly` —, from the route table), and applies the SPEC §8 redirect rules to
 * every failed API call (`useFailureRedirects`).
 */
export function AppRoot({ isRegistered, isAdminOnly }: { isRegistered: (path: string) => boolean; isAdminOnly?: (path: string) => boolean }) {
  const navigate = useNavigate();
  useFailureRedirects();
  const config = useMemo<ShellConfig>(() => ({ isRegistered, ...(isAdminOnly ? { isAdminOnly } : {}) }), [isRegistered, isAdminOnly]);
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useAppHref}>
      <ShellConfigProvider config={config}>
        <Outlet />
      </ShellConfigProvider>
    </AriaRouterProvider>
  );
}
