import { useEffect, useState } from 'react';

/** SPEC §9: notifications and profile settings are fetched 500 ms after start. */
export const DEFERRED_FETCH_DELAY_MS = 500;

/** True once `ms` milliseconds have passed since the component mounted (at once for `ms` ≤ 0). */
export function useDelayPassed(ms: number): boolean {
  const [passed, setPassed] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return passed;
}
