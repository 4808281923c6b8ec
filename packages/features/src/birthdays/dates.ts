import { currentNow, zonedParts } from '../i18n/index.ts';

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the display time zone, 'YYYY-MM-DD'. */
export function todayIso(now: number = currentNow()): string {
  const p = zonedParts(new Date(now));
  return `${String(p.year).padStart(4, '0')}-${pad(p.month)}-${pad(p.day)}`;
}

/** `iso` ('YYYY-MM-DD') moved by `days` (may be negative). */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The first and last day of the month of `iso`. */
export function monthOf(iso: string): { from: string; to: string } {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${iso.slice(0, 7)}-01`, to: `${iso.slice(0, 7)}-${pad(last)}` };
}

/** '25 ноября' / 'November 25': a day of the year in the language, without the year. */
export function formatDayMonth(iso: string, lng: string): string {
  return new Intl.DateTimeFormat(lng, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}
