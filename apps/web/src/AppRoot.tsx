import { useEffect, useMemo } from 'react';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { challengeFailureRule, loginRedirectFor, setApiFailureHandler, ShellConfigProvider, type ShellConfig } from '@gratia/features';
import { RouterProvider as AriaRouterProvider } from '@gratia/ui';
import { isRegisteredPath } from './routes.tsx';
import { shellContacts } from './shellContacts.ts';

/**
 * Root route: lets every @gratia/ui `Link` navigate client-side through react-router, gives the
 * shell its configuration (registered screens, footer contacts), and applies the SPEC §8 rules to
 * every failed API call: 401/403 → /login keeping the query (with the SPEC's exceptions); a failed
 * single challenge by id → /challenges?my=true.
 */
export function AppRoot() {
  const navigate = useNavigate();
  useEffect(
    () =>
      setApiFailureHandler((error) => {
        const apiPath = error.path ?? '';
        const page = { pathname: window.location.pathname, search: window.location.search };
        const login = loginRedirectFor(error, { apiPath, page });
        if (login) {
          void navigate(login, { replace: true });
          return;
        }
        const challenge = challengeFailureRule(error, apiPath);
        if (challenge.redirectTo) void navigate(challenge.redirectTo, { replace: true });
      }),
    [navigate],
  );
  const config = useMemo<ShellConfig>(() => ({ isRegistered: isRegisteredPath, contacts: shellContacts }), []);
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <ShellConfigProvider config={config}>
        <Outlet />
      </ShellConfigProvider>
    </AriaRouterProvider>
  );
}
