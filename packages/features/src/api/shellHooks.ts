import { useCallback, useEffect, useState } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import type {
  ChangeOrganizationResponse,
  CurrentPeriod,
  Language,
  MarketsAvailableResponse,
  ProfileSettings,
  UserOrganizationsResponse,
} from '@gratia/contracts';
import { apiPath, type ApiError } from './client.ts';
import { useApiClient } from './context.tsx';

/** swr keys (= API paths) of the shell's resources. */
export const shellKeys = {
  currentPeriod: apiPath('currentPeriod'),
  marketsAvailable: apiPath('marketsAvailable'),
  userOrganizations: apiPath('userOrganizations'),
  profileSettings: apiPath('profileSettings'),
} as const;

/** SPEC §9: notifications and profile settings are fetched 500 ms after start. */
export const DEFERRED_FETCH_DELAY_MS = 500;

/** True once `ms` milliseconds have passed since the component mounted. */
export function useDelayPassed(ms: number): boolean {
  const [passed, setPassed] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return passed;
}

/** What {@link useCurrentPeriodState} returns (SPEC §4 Period: current-period call). */
export interface CurrentPeriodState {
  /** 'loading' until the call answers; 'active' on success (with dates), 'inactive' on any failure. */
  status: 'loading' | 'active' | 'inactive';
  period: CurrentPeriod | null;
}

/**
 * GET /api/periods/current, asked {@link DEFERRED_FETCH_DELAY_MS} after mount (SPEC §9). Success
 * marks the period active with its dates; any failure (404 NO_ACTIVE_PERIOD, network…) marks it
 * inactive (SPEC §4). The failure shows no toast: the bell tells it.
 */
export function useCurrentPeriodState(options: { delayMs?: number } = {}): CurrentPeriodState {
  const client = useApiClient();
  const ready = useDelayPassed(options.delayMs ?? DEFERRED_FETCH_DELAY_MS);
  const { data, error } = useSWR<CurrentPeriod, ApiError>(ready ? shellKeys.currentPeriod : null, (path: string) => client.get<CurrentPeriod>(path), {
    onError: () => {},
    shouldRetryOnError: false,
  });
  if (data) return { status: 'active', period: data };
  if (error) return { status: 'inactive', period: null };
  return { status: 'loading', period: null };
}

/** GET /api/markets/available (SPEC §7): a non-empty `items` means markets exist. */
export function useMarketsAvailable(options: { enabled?: boolean } = {}): SWRResponse<MarketsAvailableResponse, ApiError> {
  const client = useApiClient();
  return useSWR<MarketsAvailableResponse, ApiError>(options.enabled === false ? null : shellKeys.marketsAvailable, (path: string) =>
    client.get<MarketsAvailableResponse>(path),
  );
}

/** GET /api/organizations/mine (SPEC §7 user organizations: id, name, isCurrent); fetched only while `enabled`. */
export function useUserOrganizations(options: { enabled?: boolean } = {}): SWRResponse<UserOrganizationsResponse, ApiError> {
  const client = useApiClient();
  return useSWR<UserOrganizationsResponse, ApiError>(options.enabled === false ? null : shellKeys.userOrganizations, (path: string) =>
    client.get<UserOrganizationsResponse>(path),
  );
}

/**
 * GET /api/profile/settings, asked {@link DEFERRED_FETCH_DELAY_MS} after mount while `enabled`
 * (SPEC §7: only outside the auth and challenge layouts).
 */
export function useProfileSettings(options: { enabled?: boolean; delayMs?: number } = {}): SWRResponse<ProfileSettings, ApiError> {
  const client = useApiClient();
  const ready = useDelayPassed(options.delayMs ?? DEFERRED_FETCH_DELAY_MS);
  return useSWR<ProfileSettings, ApiError>(ready && options.enabled !== false ? shellKeys.profileSettings : null, (path: string) =>
    client.get<ProfileSettings>(path),
  );
}

/** PUT /api/profile/settings with the language; updates the cached settings. Rejects with {@link ApiError}. */
export function useSaveLanguage(): (language: Language) => Promise<ProfileSettings> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (language: Language) => {
      const saved = await client.fetch('updateProfileSettings', { body: { details: { language } } });
      await mutate(shellKeys.profileSettings, saved, { revalidate: false });
      return saved;
    },
    [client, mutate],
  );
}

/** The two calls of the organization change flow (SPEC §4). */
export interface ChangeOrganizationCalls {
  /** POST /api/organizations/change → `{ status: 'code_sent', … }`; rejects with {@link ApiError} (403 not a member). */
  request: (organizationId: number) => Promise<ChangeOrganizationResponse>;
  /** POST /api/organizations/change/verify with the code → `{ organizationId }`; then every cached read is dropped. */
  verify: (code: string) => Promise<{ organizationId: number }>;
}

/** See {@link ChangeOrganizationCalls}. */
export function useChangeOrganization(): ChangeOrganizationCalls {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const request = useCallback((organizationId: number) => client.fetch('changeOrganization', { body: { organizationId } }), [client]);
  const verify = useCallback(
    async (code: string) => {
      const result = await client.fetch('changeOrganizationVerify', { body: { code } });
      await mutate(() => true, undefined, { revalidate: true });
      return result;
    },
    [client, mutate],
  );
  return { request, verify };
}
