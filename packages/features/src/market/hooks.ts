import type { SWRResponse } from 'swr';
import type { MarketsAvailableResponse } from '@gratia/contracts';
import { apiPath, useApiGet, type ApiError } from '../api/index.ts';

/*
 * The market's hook that every route runs (the shell's navigation): which markets the member may
 * shop in. The rest of the area's keys and hooks live in modules of their own (`paths.ts`,
 * `current.ts`, `catalogueHooks.ts`, `cartHooks.ts`, `orderHooks.ts`, `top.ts`), which load with
 * the market's screens and the main page only (docs/decisions/0022, 0042): this module is in the
 * chunk every page loads.
 */

/** swr keys (= API paths) of the benefit market that every route may read. */
export const marketKeys = {
  /** GET /api/markets/available. */
  available: apiPath('marketsAvailable'),
} as const;

/** GET /api/markets/available (SPEC §7): a non-empty `items` means markets exist. `enabled: false` fetches nothing. */
export function useMarketsAvailable(options: { enabled?: boolean } = {}): SWRResponse<MarketsAvailableResponse, ApiError> {
  return useApiGet<MarketsAvailableResponse>(options.enabled === false ? null : marketKeys.available);
}
