/**
 * The product's one formatter of dates, times and numbers in the current language. Dates that are
 * read are written as the language writes them ('3 нояб. 2026 г.', 'Nov 3, 2026'; ranges
 * '3 нояб. – 3 дек. 2026 г.'); DD-MM-YYYY (SPEC §5/§9) is the format of date inputs only
 * ({@link formatDate}). Relative times count calendar days, so an older event never reads newer.
 */

import { currentNow, displayTimeZone, zonedParts } from './clock.ts';

const NBSP = '\u00a0';

/**
 * The text of an Intl formatter with its thin and narrow no-break spaces (U+2009, U+202F) as
 * `space` (a plain space unless given): ICU versions differ in where they use them ('10:30\u202fPM'
 * and '2026\u202fг.' in Node, '10:30 PM' and '2026 г.' in Chromium), and a page rendered on the
 * server must read exactly as the browser renders it.
 */
function sameSpaces(text: string, space = ' '): string {
  return text.replace(/[\u2009\u202f]/g, space);
}

/**
 * One formatter per language and display time zone (clock.ts), made on first use: building an
 * Intl formatter costs far more than using one, and a feed page formats dozens of dates and
 * amounts in each render.
 */
function perLanguage<T>(make: (lng: string, timeZone: string | undefined) => T): (lng: string) => T {
  const made = new Map<string, T>();
  return (lng) => {
    const timeZone = displayTimeZone();
    const key = timeZone ? `${lng}|${timeZone}` : lng;
    let formatter = made.get(key);
    if (formatter === undefined) {
      formatter = make(lng, timeZone);
      made.set(key, formatter);
    }
    return formatter;
  };
}

const mediumDate = perLanguage((lng) => new Intl.DateTimeFormat(lng, { dateStyle: 'medium' }));
const shortTime = perLanguage((lng, timeZone) => new Intl.DateTimeFormat(lng, { timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }));
const mediumDateTime = perLanguage((lng, timeZone) => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }));
const numbers = perLanguage((lng) => new Intl.NumberFormat(lng));
const relative = perLanguage((lng) => new Intl.RelativeTimeFormat(lng, { numeric: 'auto' }));

/** A `YYYY-MM-DD` day (or the day of an ISO timestamp) as a local Date at midnight; null when it is not one. */
function localDay(iso: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar day as read in the language, never broken across lines: '3 нояб. 2026 г.', 'Nov 3, 2026'. Returns the input when it is not a date. */
export function formatDay(iso: string, lng: string): string {
  const day = localDay(iso);
  return day ? sameSpaces(mediumDate(lng).format(day)).replace(/ /g, NBSP) : iso;
}

/**
 * Two calendar days as a range in the language, with what they share written once
 * ('3 нояб. – 3 дек. 2026 г.', 'Nov 3 – Dec 3, 2026'). A line may break only after the dash, never
 * inside a date. Falls back to the inputs joined by a dash when either is not a date.
 */
export function formatDayRange(startIso: string, endIso: string, lng: string): string {
  const start = localDay(startIso);
  const end = localDay(endIso);
  if (!start || !end) return `${startIso} – ${endIso}`;
  const parts = mediumDate(lng).formatRangeToParts(start, end);
  return parts
    .map((p) => (p.type === 'literal' && /[–-]/.test(p.value) ? p.value.replace(/^\s+/, NBSP).replace(/\s+$/, ' ') : p.value.replace(/[ \u2009\u202f]/g, NBSP)))
    .join('');
}

/** `YYYY-MM-DD` (or an ISO timestamp) → `DD-MM-YYYY`, the format of date inputs (SPEC §5/§9). Returns the input when it is not a date. */
export function formatDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : iso;
}

/** A whole number of points with the language's grouping, e.g. 12 500 / 12,500. */
export function formatNumber(value: number, lng: string): string {
  return sameSpaces(numbers(lng).format(value), NBSP);
}

/** Whole calendar days from the day of `a` to the day of `b` (in the display time zone). */
function calendarDaysBetween(a: Date, b: Date): number {
  const pa = zonedParts(a);
  const pb = zonedParts(b);
  const dayA = Date.UTC(pa.year, pa.month - 1, pa.day);
  const dayB = Date.UTC(pb.year, pb.month - 1, pb.day);
  return Math.round((dayB - dayA) / 86_400_000);
}

/**
 * Time of an event relative to `now` (ms since the epoch) in the language, by calendar days so
 * that labels never contradict their order: under a minute 'сейчас'/'now'; under an hour minutes
 * ago; earlier today hours ago; the day before 'вчера, 14:05'/'yesterday, 2:05 PM'; 2–6 days
 * before 'позавчера'/'3 days ago'; older, the date and time. A time in the future (a clock ahead)
 * reads as now.
 */
export function formatRelativeTime(iso: string, lng: string, now: number = currentNow()): string {
  const date = new Date(iso);
  const time = date.getTime();
  if (Number.isNaN(time)) return iso;
  const seconds = Math.max(0, Math.floor((now - time) / 1000));
  const rtf = relative(lng);
  if (seconds < 60) return rtf.format(0, 'second');
  if (seconds < 3600) return rtf.format(-Math.floor(seconds / 60), 'minute');
  const days = calendarDaysBetween(date, new Date(now));
  if (days <= 0) return rtf.format(-Math.floor(seconds / 3600), 'hour');
  if (days === 1) {
    const clock = sameSpaces(shortTime(lng).format(date));
    return `${rtf.format(-1, 'day')}, ${clock}`;
  }
  if (days < 7) return rtf.format(-days, 'day');
  return formatDateTime(iso, lng);
}

/** Absolute date and time in the language, e.g. '21 нояб. 2025 г., 14:05'. */
export function formatDateTime(iso: string, lng: string): string {
  return sameSpaces(mediumDateTime(lng).format(new Date(iso)));
}
