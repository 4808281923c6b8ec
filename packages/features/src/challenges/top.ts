import type { SWRResponse } from 'swr';
import type { TopChallenges } from '@gratia/contracts';
import { apiPath, useApiGet, type ApiError } from '../api/index.ts';

/** Challenges in the main page's top block. */
export const TOP_CHALLENGES = 3;

/** swr key (= API path) of the main page's top challenges: GET /api/challenges/top?limit={@link TOP_CHALLENGES}. */
export const topChallengesKey = apiPath('topChallenges', { limit: TOP_CHALLENGES });

/**
 * The main page's top challenges (SPEC §1 main page): running ones, most participants first. A
 * module of its own, so /main loads only this of the area's hooks.
 */
export function useTopChallenges(): SWRResponse<TopChallenges, ApiError> {
  return useApiGet<TopChallenges>(topChallengesKey);
}
