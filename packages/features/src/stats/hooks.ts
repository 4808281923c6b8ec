import type { SWRResponse } from 'swr';
import type { CommunityStats } from '@gratia/contracts';
import { apiPath, useApiGet, type ApiError } from '../api/index.ts';

/** swr key (= API path) of the community's statistics: GET /api/organization/stats. */
export const communityStatsKey = apiPath('communityStats');

/**
 * The community's statistics since the project start (SPEC §2 Main page): GET /api/organization/stats —
 * completed thanks, points moved (additions included), people thanked, the most named value and the
 * first day of the first period.
 */
export function useCommunityStats(): SWRResponse<CommunityStats, ApiError> {
  return useApiGet<CommunityStats>(communityStatsKey);
}
