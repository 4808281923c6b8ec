/**
 * Formatting in the current language (SPEC §9: dates DD-MM-YYYY; plural rules for points).
 */

/** `YYYY-MM-DD` (or an ISO timestamp) → `DD-MM-YYYY` (SPEC §9). Returns the input when it is not a date. */
export function formatDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : iso;
}

/** A whole number of points with the language's grouping, e.g. 12 500 / 12,500. */
export function formatNumber(value: number, lng: string): string {
  return new Intl.NumberFormat(lng).format(value);
}

const pluralOrder: Record<string, Intl.LDMLPluralRule[]> = {
  ru: ['one', 'few', 'many'],
  en: ['one', 'other'],
};

/**
 * The organization's bonus name for `count` points. A plain name ('спасибо') is used as is; a name
 * with plural forms separated by '|' picks one by Intl.PluralRules ('балл|балла|баллов' in ru:
 * one|few|many; 'point|points' in en: one|other).
 */
export function bonusNameFor(bonusName: string, count: number, lng: string): string {
  const forms = bonusName.split('|').map((s) => s.trim());
  if (forms.length < 2) return bonusName.trim();
  const order = pluralOrder[lng] ?? pluralOrder.en ?? [];
  const category = new Intl.PluralRules(lng).select(count);
  const index = order.indexOf(category);
  return forms[index >= 0 ? index : forms.length - 1] ?? forms[0] ?? '';
}

/**
 * Time of an event relative to `now` in the language ('5 минут назад', 'yesterday') when less than
 * a week ago, else an absolute date and time. `now` in ms since the epoch.
 */
export function formatRelativeTime(iso: string, lng: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const seconds = Math.round((time - now) / 1000);
  const abs = Math.abs(seconds);
  const rtf = new Intl.RelativeTimeFormat(lng, { numeric: 'auto' });
  if (abs < 60) return rtf.format(0, 'second');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86400) return rtf.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86400) return rtf.format(Math.round(seconds / 86400), 'day');
  return formatDateTime(iso, lng);
}

/** Absolute date and time in the language, e.g. '21 нояб. 2025 г., 14:05'. */
export function formatDateTime(iso: string, lng: string): string {
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
