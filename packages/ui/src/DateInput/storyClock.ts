/**
 * "Today" in the date stories: Wednesday 18 March 2026, noon UTC (the same calendar day in every
 * time zone from UTC−11 to UTC+11), so a calendar's today mark and its default month never move
 * with the real date. react-aria reads today through `Date.now()` (@internationalized/date
 * `today()`), so the clock is shifted, not stopped — timers and timeouts keep running.
 */
export const PINNED_NOW = Date.UTC(2026, 2, 18, 12);

/** A story `beforeEach`: shifts `Date.now` to {@link PINNED_NOW}; the returned cleanup puts it back. */
export function pinToday(): () => void {
  const realNow = Date.now;
  const shift = PINNED_NOW - realNow();
  Date.now = () => realNow() + shift;
  return () => {
    Date.now = realNow;
  };
}
