/**
 * The fixtures' clock. Fixture timestamps are written relative to {@link FIXTURE_NOW} (the moment
 * this module was first loaded), and every story renders with `Date.now()` shifted so that it
 * starts at that same moment ({@link pinFixtureClock}). A relative label ("5 минут назад") then
 * reads the same however long a busy machine took between loading the fixtures and rendering the
 * story. The clock is shifted, not stopped: timers, polling and animations keep running.
 */

const realNow = Date.now;

/** The instant fixture timestamps are relative to, ms since the epoch. */
export const FIXTURE_NOW = realNow();

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
