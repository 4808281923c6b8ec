import type { SWRResponse } from 'swr';
import type { BirthdaysResponse } from '@gratia/contracts';
import { apiPath, useApiGet, type ApiError } from '../api/index.ts';

/** swr key (= API path) of the birthdays of `from` … `to` ('YYYY-MM-DD', inclusive). */
export const birthdaysKey = (from: string, to: string) => apiPath('birthdays', { from, to });

/**
 * Birthdays of the caller's community on `from` … `to` (GET /api/employees/birthdays, SPEC §1 main
 * page 'birthdays (calendar and range)'): by date, people as others see them; null dates fetch nothing.
 */
export function useBirthdays(from: string | null, to: string | null): SWRResponse<BirthdaysResponse, ApiError> {
  return useApiGet<BirthdaysResponse>(from && to ? birthdaysKey(from, to) : null, { keepPreviousData: true });
}
