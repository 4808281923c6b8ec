/**
 * The fixtures' clock. Fixture timestamps are written relative to {@link FIXTURE_NOW} — a fixed
 * local noon, not the moment of the run — and every story renders with `Date.now()` shifted so that
 * it starts at that same moment ({@link pinFixtureClock}). A relative label then reads the same
 * whenever and however slowly the story runs: "5 минут назад" stays five minutes, and a label that
 * names a day or a clock time ("вчера, 14:05") does not depend on the hour the tests run at. The
 * clock is shifted, not stopped: timers, polling and animations keep running.
 */

const realNow = Date.now;

/** The instant fixture timestamps are relative to, ms since the epoch: 10 March 2026, 12:00 local time. */
export const FIXTURE_NOW = new Date(2026, 2, 10, 12, 0, 0).getTime();

/** An ISO timestamp `minutes` before {@link FIXTURE_NOW}. */
export function minutesAgo(minutes: number): string {
  return new Date(FIXTURE_NOW - minutes * 60_000).toISOString();
}

/** Shifts `Date.now` so that now is {@link FIXTURE_NOW} and runs on from there; returns the undo. */
export function pinFixtureClock(): () => void {
  const shift = FIXTURE_NOW - realNow();
  Date.now = () => realNow() + shift;
  return () => {
    Date.now = realNow;
  };
}
