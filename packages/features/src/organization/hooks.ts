import { useCallback } from 'react';
import { useSWRConfig, type SWRResponse } from 'swr';
import type { ChangeOrganizationResponse, EconomySettings, OrganizationSettings, UserOrganizationsResponse } from '@gratia/contracts';
import { apiPath, useApiClient, useApiGet, type ApiError } from '../api/index.ts';

/** swr keys (= API paths) of the organization's resources. */
export const organizationKeys = {
  /** GET /api/organization/settings. */
  settings: apiPath('organizationSettings'),
  /** GET /api/organization/economy. */
  economy: apiPath('economySettings'),
  /** GET /api/organizations/mine. */
  mine: apiPath('userOrganizations'),
} as const;

/** Settings of the member's organization (GET /api/organization/settings, SPEC §3): bonus name, logo, colours, limits. `enabled: false` fetches nothing. */
export function useOrganizationSettings(options: { enabled?: boolean } = {}): SWRResponse<OrganizationSettings, ApiError> {
  return useApiGet<OrganizationSettings>(options.enabled === false ? null : organizationKeys.settings);
}

/** The organization settings that govern points (GET /api/organization/economy): cancel time (seconds), hide balances, … */
export function useEconomySettings(): SWRResponse<EconomySettings, ApiError> {
  return useApiGet<EconomySettings>(organizationKeys.economy);
}

/** GET /api/organizations/mine (SPEC §7 user organizations: id, name, isCurrent); fetched only while `enabled`. */
export function useUserOrganizations(options: { enabled?: boolean } = {}): SWRResponse<UserOrganizationsResponse, ApiError> {
  return useApiGet<UserOrganizationsResponse>(options.enabled === false ? null : organizationKeys.mine);
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
