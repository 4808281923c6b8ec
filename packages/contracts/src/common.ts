import { z } from 'zod';

/**
 * Every validation message the API sends (`details.issues[].message` of a 400 VALIDATION_ERROR) and
 * the contracts' schemas use: i18n keys of the features' `common` namespace, translated in ru and
 * en. The server maps any other message to `validation.invalid`. `{{max}}`/`{{min}}` come from the
 * issue's `maximum`/`minimum`.
 */
export const VALIDATION_MESSAGES = [
  'validation.required',
  'validation.invalid',
  'validation.tooLong',
  'validation.tooShort',
  'validation.tooBig',
  'validation.tooSmall',
  'validation.tooMany',
  'validation.integer',
  'validation.id',
  'validation.date',
  'validation.cursor',
  'validation.forbiddenCharacter',
  'validation.code',
  'validation.amountMin',
  'validation.amountInteger',
  'validation.amountMax',
  'validation.tooManyPhotos',
  'validation.idempotencyKey',
  'validation.email',
  'validation.phone',
  'validation.telegramName',
  'validation.telegramId',
  'validation.telegramChatId',
  'validation.signInWay',
  'validation.nicknameOrTelegram',
  'validation.sameContact',
  'validation.onlySignInWay',
  'validation.onlyTelegramSignIn',
  'validation.colour',
  'validation.sameAccount',
  'validation.duplicate',
  /** An end before its start (an offer's active until before its active from). */
  'validation.datesOrder',
] as const;
/** One of {@link VALIDATION_MESSAGES}. */
export type ValidationMessage = (typeof VALIDATION_MESSAGES)[number];

/**
 * The message of a value of the wrong type: `validation.required` when it is missing, else `key`.
 * (zod calls it with the raw issue, whose `input` is the value.)
 */
export function typeError(key: ValidationMessage) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'validation.required' : key);
}

/** Largest id: ids are PostgreSQL `integer` (int4) serials, 1 … 2^31 − 1. */
export const MAX_ID = 2_147_483_647;

/**
 * An id in JSON (bodies and responses): an integer 1 … {@link MAX_ID}. Never coerced: `true`,
 * `"7"` or `"0xC8"` are `validation.id`.
 */
export const Id = z
  .number({ error: typeError('validation.id') })
  .int({ message: 'validation.id' })
  .min(1, { message: 'validation.id' })
  .max(MAX_ID, { message: 'validation.id' });

/**
 * A whole number in a query or path parameter (strings by nature): strict decimal digits without
 * sign, spaces, exponent or leading zeros (`0` itself is allowed), then `min` … `max`. `message` is
 * the key of a malformed value; out of range is `validation.tooSmall`/`validation.tooBig` with
 * `minimum`/`maximum`.
 */
export function IntParam(min: number, max: number, message: ValidationMessage = 'validation.integer') {
  return z
    .string({ error: typeError(message) })
    .regex(/^(0|[1-9][0-9]{0,15})$/, { message })
    .transform(Number)
    .pipe(z.number().int({ message }).min(min, { message: 'validation.tooSmall' }).max(max, { message: 'validation.tooBig' }));
}

/** An id in a query or path parameter: strict decimal digits, 1 … {@link MAX_ID}; anything else `validation.id`. */
export const IdParam = z
  .string({ error: typeError('validation.id') })
  .regex(/^[1-9][0-9]{0,9}$/, { message: 'validation.id' })
  .transform(Number)
  .pipe(Id);

/** True when `text` holds no NUL character (PostgreSQL text cannot store U+0000). */
export function hasNoNul(text: string): boolean {
  return !text.includes('\u0000');
}

/**
 * Text a member types (names, messages, reasons, logins): trimmed, `min` (default 1:
 * `validation.required`) … `max` characters (`validation.tooLong`), without NUL
 * (`validation.forbiddenCharacter`).
 */
export function SafeText(max: number, options: { min?: number } = {}) {
  const min = options.min ?? 1;
  return z
    .string({ error: typeError('validation.invalid') })
    .trim()
    .refine(hasNoNul, { message: 'validation.forbiddenCharacter' })
    .min(min, { message: min === 1 ? 'validation.required' : 'validation.tooShort' })
    .max(max, { message: 'validation.tooLong' });
}

/** Earliest and latest year of a {@link CalendarDate}. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;

/** True when `text` is `YYYY-MM-DD` naming a real day (no 2026-02-30) in {@link MIN_YEAR} … {@link MAX_YEAR}. */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < MIN_YEAR || year > MAX_YEAR) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** A calendar date in a request: `YYYY-MM-DD`, a real day of years {@link MIN_YEAR} … {@link MAX_YEAR}; else `validation.date` (SPEC §9: the UI shows DD-MM-YYYY). */
export const CalendarDate = z
  .string({ error: typeError('validation.date') })
  .refine(isCalendarDate, { message: 'validation.date' })
  .meta({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** ISO 8601 timestamp string (UTC). */
export const Timestamp = z.string().meta({ format: 'date-time' });
/** Calendar date `YYYY-MM-DD` in a response (requests take {@link CalendarDate}). */
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * Most points one amount may carry: a thanks, an admin credit or debit, a period accrual or
 * starting balance, the max transfer setting, a price. With ids bounded by {@link MAX_ID}, any sum
 * the server makes within a period — a balance, a period total — stays below
 * (2^31 users + 2^31 transactions) × 1,000,000 ≈ 4.3 × 10^15 points, inside both PostgreSQL
 * `bigint` and a JavaScript number's exact integers (2^53 ≈ 9 × 10^15).
 */
export const MAX_POINTS = 1_000_000;

/** Whole points in a request, 0 … {@link MAX_POINTS} (SPEC §1 bonus points; never fractional). */
export const Points = z
  .number({ error: typeError('validation.amountInteger') })
  .int({ message: 'validation.amountInteger' })
  .min(0, { message: 'validation.tooSmall' })
  .max(MAX_POINTS, { message: 'validation.amountMax' });

/** A positive amount of points in a request, 1 … {@link MAX_POINTS}: a thanks, an admin transfer, a price. */
export const Amount = z
  .number({ error: typeError('validation.amountInteger') })
  .int({ message: 'validation.amountInteger' })
  .min(1, { message: 'validation.amountMin' })
  .max(MAX_POINTS, { message: 'validation.amountMax' });

/**
 * Points the server reports (amounts, balances, sums): a whole number ≥ 0 and never above
 * `Number.MAX_SAFE_INTEGER` (sums over all periods saturate there; see {@link MAX_POINTS}).
 */
export const PointsTotal = z.number().int().nonnegative();

/** Cursor page of items, newest first. `nextCursor` is null on the last page. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** An opaque page cursor as the server issued it: base64url, at most 200 characters; else `validation.cursor`. */
export const Cursor = z
  .string({ error: typeError('validation.cursor') })
  .max(200, { message: 'validation.cursor' })
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'validation.cursor' });

/** Query of a cursor-paged list. `limit` defaults to 20, max 100. */
export const PageQuery = z.object({
  cursor: Cursor.optional(),
  limit: IntParam(1, 100).default(20),
});
export type PageQuery = z.infer<typeof PageQuery>;
