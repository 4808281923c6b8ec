import type { SWRResponse } from 'swr';
import type { MarketsAvailableResponse } from '@gratia/contracts';
import { apiPath, useApiGet, type ApiError } from '../api/index.ts';

/** swr keys (= API paths) of the benefit market. */
export const marketKeys = {
  /** GET /api/markets/available. */
  available: apiPath('marketsAvailable'),
} as const;

/** GET /api/markets/available (SPEC §7): a non-empty `items` means markets exist. `enabled: false` fetches nothing. */
export function useMarketsAvailable(options: { enabled?: boolean } = {}): SWRResponse<MarketsAvailableResponse, ApiError> {
  return useApiGet<MarketsAvailableResponse>(options.enabled === false ? null : marketKeys.available);
}
