import type { TFunction } from 'i18next';
import { CreateRedistributionBody, MAX_POINTS } from '@gratia/contracts';

/** The fields of the redistribution form: the chosen colleague's id (null: none yet), the amount as typed, the note. */
export interface RedistributionValues {
  recipientId: number | null;
  amount: string;
  message: string;
}

/**
 * A field error: an i18n key — of this area's namespace (`amountError.*`) or of `common` when it
 * starts with `common:` — with its parameters; `points` are amounts the form formats with the
 * bonus name; `text` is an already translated message (a refusal of the server) and wins.
 */
export interface RedistributionFieldError {
  key: string;
  params?: Record<string, number | string>;
  points?: Record<string, number>;
  text?: string;
}

/** The form's errors by field (a field without an error is absent). */
export type RedistributionErrors = Partial<Record<'recipient' | 'amount' | 'message', RedistributionFieldError>>;

/** A whole number as people type it (the thanks form's rule): an optional sign, then digits, or digits grouped by three with spaces ('1 000'). */
const WHOLE_NUMBER = /^[+-]?(?:\d+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+)$/;

/**
 * Parses the amount field's text: null when empty (only blanks), NaN when it is not a whole number
 * ('2,5', '1e3', '5 баллов'), else the number (grouping spaces dropped, the sign kept).
 */
export function parseWholeAmount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!WHOLE_NUMBER.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(/[ \u00a0\u202f]/g, ''));
}

/**
 * Checks the amount of a redistribution: required (`common:validation.required`); a whole number
 * (`amountError.notWhole`); at least 1 (`amountError.tooSmall`, points `min`); at most the
 * manager's points to give `available` (`amountError.overBalance`, points `available`; null when
 * balances are hidden) and at most MAX_POINTS (`amountError.overLimit`, points `max`), the smaller
 * limit named. Null when acceptable.
 */
export function validateRedistributionAmount(text: string, available: number | null): RedistributionFieldError | null {
  const amount = parseWholeAmount(text);
  if (amount === null) return { key: 'common:validation.required' };
  if (Number.isNaN(amount)) return { key: 'amountError.notWhole' };
  if (amount < 1) return { key: 'amountError.tooSmall', points: { min: 1 } };
  if (available !== null && available < MAX_POINTS && amount > available) return { key: 'amountError.overBalance', points: { available } };
  if (amount > MAX_POINTS) return { key: 'amountError.overLimit', points: { max: MAX_POINTS } };
  return null;
}

/**
 * Checks the redistribution form (DOMAIN §6.4; docs/decisions/0023): a colleague chosen
 * (`common:validation.recipientRequired`); the amount ({@link validateRedistributionAmount}); the
 * note within REDISTRIBUTION_MESSAGE_MAX_LENGTH characters (the contracts schema,
 * `common:validation.tooLong`). Returns the body to send (the note trimmed) or the errors by field.
 */
export function validateRedistribution(values: RedistributionValues, available: number | null): { body: CreateRedistributionBody } | { errors: RedistributionErrors } {
  const errors: RedistributionErrors = {};
  if (values.recipientId === null) errors.recipient = { key: 'common:validation.recipientRequired' };
  const amountError = validateRedistributionAmount(values.amount, available);
  if (amountError) errors.amount = amountError;
  const parsed = CreateRedistributionBody.safeParse({ recipientId: values.recipientId ?? 1, amount: amountError ? 1 : parseWholeAmount(values.amount), message: values.message });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.path[0] !== 'message' || errors.message) continue;
      const max = 'maximum' in issue ? Number(issue.maximum) : undefined;
      errors.message = { key: `common:${issue.message.startsWith('validation.') ? issue.message : 'validation.invalid'}`, ...(max === undefined ? {} : { params: { max } }) };
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { body: parsed.data };
}

/** The text of a field error: its `text`, else its key translated by `t` (this area's namespace) with `params` and `points` formatted by `formatPoints`. */
export function redistributionErrorText(error: RedistributionFieldError, t: TFunction, formatPoints: (points: number) => string): string {
  if (error.text !== undefined) return error.text;
  const points = Object.fromEntries(Object.entries(error.points ?? {}).map(([name, value]) => [name, formatPoints(value)]));
  return t(error.key, { ...error.params, ...points });
}
