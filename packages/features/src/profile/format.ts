import type { Birthday, PersonProfile } from '@gratia/contracts';

/**
 * A birthday in the language: with the year when it is shown ('3 ноября 1990 г.', 'November 3,
 * 1990'), else day and month only ('3 ноября', 'November 3') — SPEC §5 Profile 'birth year' hidden.
 */
export function formatBirthday(birthday: Birthday, lng: string): string {
  // A leap year stands in for a hidden one, so 29 February stays itself.
  const date = new Date(Date.UTC(birthday.year ?? 2000, birthday.month - 1, birthday.day));
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', timeZone: 'UTC', ...(birthday.year !== null ? { year: 'numeric' } : {}) };
  return new Intl.DateTimeFormat(lng, options).format(date);
}

/** The birth date of the own profile as the date input takes it ('YYYY-MM-DD'); null without a full date. */
export function birthDateOf(birthday: Birthday | null): string | null {
  if (!birthday || birthday.year === null) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(birthday.year).padStart(4, '0')}-${pad(birthday.month)}-${pad(birthday.day)}`;
}

/** The involvement index 0 … 100 as a percentage in the language: '42 %', '42%'. */
export function formatPercent(index: number, lng: string): string {
  return new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 0 }).format(index / 100);
}

/** A person's whole name as their profile shows it: first name, middle name, surname — the ones shown. */
export function profileName(profile: Pick<PersonProfile, 'firstName' | 'middleName' | 'surname'>): string {
  return [profile.firstName, profile.middleName, profile.surname]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** A `tel:` link of a phone number as typed: digits and a leading '+' only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The Telegram link of a nickname: https://t.me/<nickname>. */
export function telegramHref(tgName: string): string {
  return `https://t.me/${encodeURIComponent(tgName.replace(/^@/, ''))}`;
}

/** A profile id from a route parameter: a positive whole number, else null (the page shows "not found"). */
export function parseProfileId(raw: string | number | undefined | null): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
