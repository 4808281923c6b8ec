import { preload } from 'swr';
import { defaultApiClient, type ApiClient } from '../../api/index.ts';
import { organizationKeys } from '../../organization/index.ts';
import { profileKeys } from '../../profile/index.ts';

/**
 * Starts the reads {@link RequireAuth} waits for — GET /api/profile/me, then (when signed in) GET
 * /api/organization/settings — while the route's code still downloads, so the first screen does
 * not wait for them one after the other once it renders. swr hands each answer to the first hook
 * that asks for its key. Call it once at start-up on a page that needs the session (not on the
 * sign-in or legal pages). The settings are asked only after the session answered: a 401 for them
 * would otherwise wait in swr's preload and be handed to the first read after signing in.
 */
export function preloadSession(client: ApiClient = defaultApiClient): void {
  const get = (path: string) => client.get(path);
  preload(profileKeys.me, get).then(
    () => preload(organizationKeys.settings, get).catch(() => undefined),
    () => undefined,
  );
}
