import type { CurrentPeriod } from '@gratia/contracts';
import { apiPath, useApiGet } from '../api/index.ts';
import { DEFERRED_FETCH_DELAY_MS, useDelayPassed } from '../shared/index.ts';

/** swr keys (= API paths) of the accrual periods. */
export const periodKeys = {
  /** GET /api/periods/current. */
  current: apiPath('currentPeriod'),
} as const;

/** What {@link useCurrentPeriodState} returns (SPEC §4 Period: current-period call). */
export interface CurrentPeriodState {
  /** 'loading' until the call answers; 'active' on success (with dates), 'inactive' on any failure. */
  status: 'loading' | 'active' | 'inactive';
  period: CurrentPeriod | null;
}

/**
 * GET /api/periods/current, asked {@link DEFERRED_FETCH_DELAY_MS} after mount (or `delayMs`;
 * SPEC §9). Success marks the period active with its dates; any failure (404 NO_ACTIVE_PERIOD,
 * network…) marks it inactive (SPEC §4). The failure shows no toast: the bell tells it.
 */
export function useCurrentPeriodState(options: { delayMs?: number } = {}): CurrentPeriodState {
  const ready = useDelayPassed(options.delayMs ?? DEFERRED_FETCH_DELAY_MS);
  const { data, error } = useApiGet<CurrentPeriod>(ready ? periodKeys.current : null, {
    onError: () => {},
    shouldRetryOnError: false,
  });
  if (data) return { status: 'active', period: data };
  if (error) return { status: 'inactive', period: null };
  return { status: 'loading', period: null };
}
