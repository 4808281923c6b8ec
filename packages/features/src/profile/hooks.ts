import { useCallback } from 'react';
import { useSWRConfig, type SWRResponse } from 'swr';
import type { Language, PersonProfile, ProfileInfo, ProfileSettings } from '@gratia/contracts';
import { apiPath, useApiClient, useApiGet, type ApiError } from '../api/index.ts';
import { DEFERRED_FETCH_DELAY_MS, useDelayPassed } from '../shared/index.ts';

/** swr keys (= API paths) of the member's own profile. */
export const profileKeys = {
  /** GET /api/profile/me. */
  me: apiPath('me'),
  /** GET /api/profile/settings. */
  settings: apiPath('profileSettings'),
} as const;

/** The signed-in member (GET /api/profile/me, SPEC §3 Profile info). Error UNAUTHORIZED when not signed in; `enabled: false` fetches nothing. */
export function useMe(options: { enabled?: boolean } = {}): SWRResponse<ProfileInfo, ApiError> {
  return useApiGet<ProfileInfo>(options.enabled === false ? null : profileKeys.me);
}

/**
 * GET /api/profile/settings, asked {@link DEFERRED_FETCH_DELAY_MS} after mount (or `delayMs`)
 * while `enabled` (SPEC §7: only outside the auth and challenge layouts).
 */
export function useProfileSettings(options: { enabled?: boolean; delayMs?: number } = {}): SWRResponse<ProfileSettings, ApiError> {
  const ready = useDelayPassed(options.delayMs ?? DEFERRED_FETCH_DELAY_MS);
  return useApiGet<ProfileSettings>(ready && options.enabled !== false ? profileKeys.settings : null);
}

/** PUT /api/profile/settings with the language; updates the cached settings. Rejects with {@link ApiError}. */
export function useSaveLanguage(): (language: Language) => Promise<ProfileSettings> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (language: Language) => {
      const saved = await client.fetch('updateProfileSettings', { body: { details: { language } } });
      await mutate(profileKeys.settings, saved, { revalidate: false });
      return saved;
    },
    [client, mutate],
  );
}

/**
 * PATCH /api/profile/settings with `emailOnThanks` (e-mail me when I am thanked; SPEC §2 Header
 * 'Notifications bell'): shows the choice in the cached settings at once, then the saved settings;
 * on error puts the previous settings back and rejects with {@link ApiError}.
 */
export function useSaveEmailOnThanks(): (emailOnThanks: boolean) => Promise<ProfileSettings> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (emailOnThanks: boolean) => {
      let previous: ProfileSettings | undefined;
      await mutate<ProfileSettings>(
        profileKeys.settings,
        (current) => {
          previous = current;
          return current ? { details: { ...current.details, emailOnThanks } } : current;
        },
        { revalidate: false },
      );
      try {
        const saved = await client.fetch('patchProfileSettings', { body: { details: { emailOnThanks } } });
        await mutate(profileKeys.settings, saved, { revalidate: false });
        return saved;
      } catch (error) {
        await mutate(profileKeys.settings, previous, { revalidate: false });
        throw error;
      }
    },
    [client, mutate],
  );
}

/** swr key (= API path) of a person's profile: GET /api/employees/profile?id=. */
export function personProfileKey(id: number): string {
  return apiPath('personProfile', { id });
}

/**
 * A member's profile (GET /api/employees/profile?id=, SPEC §1 profile, §2 /other_profile/{id}):
 * for anyone but the person, hidden fields come as null. Error NOT_FOUND for someone outside the
 * organization, blocked or unknown; `id` null fetches nothing.
 */
export function usePersonProfile(id: number | null): SWRResponse<PersonProfile, ApiError> {
  return useApiGet<PersonProfile>(id === null ? null : personProfileKey(id));
}
