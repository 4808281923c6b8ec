/**
 * True when `value` names an IANA time zone this runtime knows (e.g. 'Europe/Moscow'). The `tz`
 * cookie a page is rendered in is one (apps/web writes it; the server renders dates in it,
 * docs/decisions/0018); anything else is ignored by both.
 */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
