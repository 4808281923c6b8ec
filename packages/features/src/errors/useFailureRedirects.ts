import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setApiFailureHandler } from '../api/index.ts';
import { challengeFailureRule, loginRedirectFor } from './redirectRules.ts';

/**
 * Applies the SPEC §8 redirect rules to every failed API call while the calling component is
 * mounted (the app's root route): 401/403 → /login keeping the page's query, with the SPEC's
 * exceptions ({@link loginRedirectFor}); a failed single challenge by id → /challenges?my=true
 * ({@link challengeFailureRule}). Navigation replaces the current entry. Needs a router; one
 * handler at a time (see `setApiFailureHandler`).
 */
export function useFailureRedirects(): void {
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
}
