import type { SWRResponse } from 'swr';
import type { Balance } from '@gratia/contracts';
import { apiPath, useApiGet, type ApiError } from '../api/index.ts';

/** swr key (= API path) of the member's balance: GET /api/balance. */
export const balanceKey = apiPath('balance');

/** Points to distribute and received in the active period (GET /api/balance, SPEC §1 Balance per period). */
export function useBalance(): SWRResponse<Balance, ApiError> {
  return useApiGet<Balance>(balanceKey);
}
