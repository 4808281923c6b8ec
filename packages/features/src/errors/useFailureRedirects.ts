import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { setApiFailureHandler } from '../api/index.ts';
import { challengeFailureRule, loginRedirectFor } from './redirectRules.ts';

/**
 * Applies the SPEC §8 redirect rules to every failed API call while the calling component is
 * mounted (the app's root route): 401/403 → /login keeping the page's query, with the SPEC's
 * exceptions ({@link loginRedirectFor}); a failed single challenge by id → /challenges?my=true, or
 * on a share link `/challenge/{id}?uuid=` its public page ({@link challengeFailureRule};
 * docs/decisions/0043). Navigation replaces the current entry. Needs a router; one
 * handler at a time (see `setApiFailureHandler`). The page is the router's location (so a host app's
 * basename or a memory router are respected), read when the call fails.
 *
 * Before leaving for /login the whole swr cache is dropped (without refetching): the session is
 * gone, so nothing of the signed-out member may stay on screen, and /login must not take the
 * cached profile for a live session and send the page back to /main (a redirect loop).
 */
export function useFailureRedirects(): void {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const location = useLocation();
  const here = useRef<Location>(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  useEffect(
    () =>
      setApiFailureHandler((error) => {
        const apiPath = error.path ?? '';
        const page = { pathname: here.current.pathname, search: here.current.search };
        const login = loginRedirectFor(error, { apiPath, page });
        if (login) {
          void mutate(() => true, undefined, { revalidate: false }).then(() => navigate(login, { replace: true }));
          return;
        }
        const challenge = challengeFailureRule(error, apiPath, page);
        if (challenge.redirectTo) void navigate(challenge.redirectTo, { replace: true });
      }),
    [navigate, mutate],
  );
}
