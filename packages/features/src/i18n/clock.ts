/**
 * The clock and time zone every date of the product is shown with. In a browser they are the
 * browser's own. A page rendered on the server (apps/web `entry-server.tsx`) is rendered in the
 * member's time zone (the `tz` cookie the app writes at start) at one instant, and the browser
 * hydrates it with the same zone and the same instant ({@link pinNow}), so a relative time such as
 * '5 minutes ago' reads the same in the HTML and in the first render of the app.
 */

import { isTimeZone } from '@gratia/contracts';

let zone: string | undefined;
let pinned: number | undefined;

/** Shows dates in the IANA time zone `timeZone` (e.g. 'Europe/Moscow'); undefined → the runtime's own. Invalid zones are ignored. */
export function setDisplayTimeZone(timeZone: string | undefined): void {
  zone = timeZone && isTimeZone(timeZone) ? timeZone : undefined;
}

/** The IANA time zone dates are shown in, or undefined for the runtime's own. */
export function displayTimeZone(): string | undefined {
  return zone;
}

/** Holds "now" at `ms` (milliseconds since the epoch) for the render that hydrates a server-rendered page; undefined → the real clock again. */
export function pinNow(ms: number | undefined): void {
  pinned = ms;
}

/** Now, in milliseconds since the epoch: the pinned instant while a server-rendered page hydrates, else `Date.now()`. */
export function currentNow(): number {
  return pinned ?? Date.now();
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day and hour of `date` in the display time zone: month 1–12, hour 0–23. */
export function zonedParts(date: Date): { year: number; month: number; day: number; hour: number } {
  if (!zone) return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), hour: date.getHours() };
  let format = partFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric' });
    partFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour) };
}
