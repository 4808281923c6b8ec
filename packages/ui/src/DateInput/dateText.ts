import { CalendarDate, parseDate } from '@internationalized/date';

/**
 * Pure helpers behind DateInput: the typed text is always DD-MM-YYYY (SPEC §5, §9), whatever
 * the language; values cross the component boundary as ISO 'YYYY-MM-DD' strings.
 */

/** Keeps up to 8 digits of what was typed and inserts the dashes: '31122026' → '31-12-2026'. */
export function maskDateText(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  let out = digits.slice(0, 2);
  if (digits.length > 2) out += `-${digits.slice(2, 4)}`;
  if (digits.length > 4) out += `-${digits.slice(4, 8)}`;
  return out;
}

/** Formats a date as DD-MM-YYYY. */
export function toDateText(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.day, 2)}-${pad(date.month, 2)}-${pad(date.year, 4)}`;
}

/**
 * Reads DD-MM-YYYY. Returns `'empty'` for '', `'incomplete'` while fewer than 8 digits are typed,
 * `'impossible'` for a day or month that does not exist (31-02-2026, 00-13-2026), or the date.
 */
export function parseDateText(text: string): CalendarDate | 'empty' | 'incomplete' | 'impossible' {
  if (text.trim() === '') return 'empty';
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  if (!match) return 'incomplete';
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return 'impossible';
  // CalendarDate constrains out-of-range days (31 Feb → 28 Feb), so compare after building it.
  const date = new CalendarDate(year, month, day);
  if (date.day !== day || date.month !== month || date.year !== year) return 'impossible';
  return date;
}

/** Parses an ISO 'YYYY-MM-DD' prop; `undefined` for null/empty/malformed values. */
export function fromIso(value: string | null | undefined): CalendarDate | undefined {
  if (!value) return undefined;
  try {
    return parseDate(value);
  } catch {
    return undefined;
  }
}

/** `true` when the date lies within the optional bounds (inclusive). */
export function isWithin(date: CalendarDate, min: CalendarDate | undefined, max: CalendarDate | undefined): boolean {
  if (min && date.compare(min) < 0) return false;
  if (max && date.compare(max) > 0) return false;
  return true;
}
