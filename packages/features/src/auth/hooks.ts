import { useCallback } from 'react';
import { useSWRConfig, type SWRResponse } from 'swr';
import type { SessionStatus } from '@gratia/contracts';
import { apiPath, useApiClient, useApiGet, type ApiError } from '../api/index.ts';
import { isLanguage, LANG_STORAGE_KEY, type Language } from '../i18n/index.ts';
import { profileKeys } from '../profile/index.ts';

/** swr key of GET /api/auth/session. */
export const sessionKey = apiPath('session');

/**
 * Whether this browser has a live session (GET /api/auth/session, never 401): what the sign-in
 * pages ask to send a signed-in member on, without a failed /api/profile/me in the console.
 */
export function useSession(): SWRResponse<SessionStatus, ApiError> {
  return useApiGet<SessionStatus>(sessionKey);
}

/**
 * Requests a one-time code (POST /api/auth/code, SPEC §4 sign-in; `signUp` for a new community's founder, docs/decisions/0035), with a community key or an invite
 * link's token (docs/decisions/0032) when given. Resolves with the channel and lifetime (seconds);
 * rejects with `ApiError`.
 */
export function useRequestCode() {
  const client = useApiClient();
  return useCallback((body: { login: string; sharedKey?: string; inviteToken?: string; signUp?: boolean }) => client.fetch('requestCode', { body }), [client]);
}

/**
 * Exchanges a one-time code for a session (POST /api/auth/verify; with an invite link's token the
 * member joins its community, docs/decisions/0032) and stores the returned profile
 * under the `me` key. A language chosen on this device before signing in (`lang` in local storage)
 * is then saved to the profile settings, so the profile — which wins over local storage later
 * (SPEC §7) — holds the member's latest explicit choice; a failed save is ignored. Rejects with
 * `ApiError` (INVALID_CODE with `attemptsLeft`, CODE_EXPIRED, …).
 */
export function useVerifyCode() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: { login: string; code: string; sharedKey?: string; inviteToken?: string; signUp?: boolean }) => {
      const me = await client.fetch('verifyCode', { body });
      await mutate(() => true, undefined, { revalidate: false });
      await mutate(profileKeys.me, me, { revalidate: false });
      const chosen = chosenLanguage();
      if (chosen) await client.fetch('updateProfileSettings', { body: { details: { language: chosen } } }).catch(() => undefined);
      return me;
    },
    [client, mutate],
  );
}

/** Ends the session (POST /api/auth/logout, SPEC §4 Logout) and clears the swr cache. Rejects with `ApiError`. */
export function useLogout(): () => Promise<void> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await client.fetch('logout');
    await mutate(() => true, undefined, { revalidate: false });
  }, [client, mutate]);
}

/** The language explicitly kept on this device (`lang` in local storage), or null. */
function chosenLanguage(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(LANG_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}
