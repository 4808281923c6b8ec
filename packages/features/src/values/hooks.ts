import type { SWRResponse } from 'swr';
import type { CompanyValuesResponse } from '@gratia/contracts';
import { apiPath, useApiGet, type ApiError } from '../api/index.ts';

/** swr key (= API path) of the company values: GET /api/values. */
export const valuesKey = apiPath('values');

/** The company values (GET /api/values, SPEC §2 Main page: community values). */
export function useValues(): SWRResponse<CompanyValuesResponse, ApiError> {
  return useApiGet<CompanyValuesResponse>(valuesKey);
}
