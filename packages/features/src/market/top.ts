import type { SWRResponse } from 'swr';
import type { TopOffers } from '@gratia/contracts';
import { apiPath, useApiGet, type ApiError } from '../api/index.ts';

/** Offers in the main page's top benefits block. */
export const TOP_OFFERS = 4;

/** swr key (= API path) of the main page's top benefits: GET /api/market/top?limit={@link TOP_OFFERS}. */
export const topOffersKey = apiPath('topOffers', { limit: TOP_OFFERS });

/**
 * The main page's top benefits (SPEC §1 main page 'top benefits'; DOMAIN §2.6; docs/decisions/0046):
 * the offers of the first available market with the most units ordered over the last 90 days.
 * `enabled: false` (no market) fetches nothing. A module of its own, so /main loads only this of
 * the area's hooks.
 */
export function useTopOffers(options: { enabled?: boolean } = {}): SWRResponse<TopOffers, ApiError> {
  return useApiGet<TopOffers>(options.enabled === false ? null : topOffersKey);
}
