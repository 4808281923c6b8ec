import type { TFunction } from 'i18next';
import { CreateTransferBody, MAX_POINTS, type UserSummary } from '@gratia/contracts';

/**
 * The fields of the thanks form. `amount` is the text of the amount field exactly as typed (''
 * when empty): it is parsed only here, so nothing the user typed is rewritten. `valueId` null: no
 * value. `photoIds`: uploaded photos in display order (sent only when given); `stickerId` null: no
 * sticker.
 */
export interface ThanksFormValues {
  recipient: UserSummary | null;
  amount: string;
  message: string;
  valueId: number | null;
  isAnonymous: boolean;
  photoIds?: string[];
  stickerId?: number | null;
}

/** Limits of one thanks in points: the distribution balance (null: hidden/unknown) and the org's max transfer (null: none). */
export interface ThanksLimits {
  available: number | null;
  maxTransfer: number | null;
}

/**
 * A field error: an i18n key (of the `common` namespace unless it names its own, as
 * `thanks:amountError.notWhole`) plus its parameters.
 */
export interface FieldError {
  key: string;
  params?: Record<string, number | string>;
  /**
   * Parameters that are amounts in points: the form formats them with the organization's bonus
   * name ('100 спасибо', '1 point') before translating.
   */
  points?: Record<string, number>;
  /** Already translated text (server errors shown inline); wins over `key`. */
  text?: string;
}

/** The form's errors by field (a field without an error is absent). */
export type ThanksErrors = Partial<Record<'recipient' | 'amount' | 'message' | 'valueId' | 'photos' | 'sticker', FieldError>>;

/** A whole number as people type it: an optional sign, then digits, or digits grouped by three with spaces ('1 000'). */
const WHOLE_NUMBER = /^[+-]?(?:\d+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+)$/;

/**
 * Parses the amount field's text: `null` when it is empty (only blanks), `NaN` when it is not a
 * whole number ('2,5', '2.5', '1e3', '5 баллов'), else the number (sign kept: '-5' is -5; spaces
 * of a '1 000' grouping dropped). Never rounds, clamps or strips anything else.
 */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!WHOLE_NUMBER.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(/[ \u00a0\u202f]/g, ''));
}

/**
 * Checks the amount field's text (SPEC §1 Thanks, §2 New thanks form): required; a whole number
 * of points (`thanks:amountError.notWhole`); at least 1 (`thanks:amountError.tooSmall`, points
 * `min`); at most the smallest limit it exceeds — the organization's max transfer
 * (`thanks:amountError.overMax`, points `max`), the sender's distribution balance
 * (`thanks:amountError.overBalance`, points `available`) or, when neither applies, the
 * {@link MAX_POINTS} of one thanks the server accepts (`thanks:amountError.overLimit`, points
 * `max`). When the max transfer and the balance are equal the max transfer is named. Returns
 * null when the amount is acceptable.
 */
export function validateAmount(text: string, limits: ThanksLimits): FieldError | null {
  const amount = parseAmount(text);
  if (amount === null) return { key: 'validation.required' };
  if (Number.isNaN(amount)) return { key: 'thanks:amountError.notWhole' };
  if (amount < 1) return { key: 'thanks:amountError.tooSmall', points: { min: 1 } };
  const exceeded: { limit: number; error: FieldError }[] = [];
  if (limits.maxTransfer !== null && amount > limits.maxTransfer) {
    exceeded.push({ limit: limits.maxTransfer, error: { key: 'thanks:amountError.overMax', points: { max: limits.maxTransfer } } });
  }
  if (limits.available !== null && amount > limits.available) {
    exceeded.push({ limit: limits.available, error: { key: 'thanks:amountError.overBalance', points: { available: limits.available } } });
  }
  if (amount > MAX_POINTS) exceeded.push({ limit: MAX_POINTS, error: { key: 'thanks:amountError.overLimit', points: { max: MAX_POINTS } } });
  // The smallest limit is the one that matters: an amount under a larger one would still be refused.
  const binding = exceeded.reduce<(typeof exceeded)[number] | null>((best, e) => (best === null || e.limit < best.limit ? e : best), null);
  return binding?.error ?? null;
}

/**
 * Validates the form with the contracts schema ({@link CreateTransferBody}: message
 * 1…MESSAGE_MAX_LENGTH characters, at most MAX_PHOTOS_PER_THANKS photos — error on `photos`)
 * plus a chosen recipient and the amount rules of {@link validateAmount}. Returns the body to
 * send (amount in points, with `photoIds` and `stickerId` when the values carry them), or errors
 * keyed by field (keys `validation.*` of the `common` namespace, or `thanks:amountError.*`).
 */
export function validateThanks(values: ThanksFormValues, limits: ThanksLimits): { body: CreateTransferBody } | { errors: ThanksErrors } {
  const errors: ThanksErrors = {};
  if (!values.recipient) errors.recipient = { key: 'validation.recipientRequired' };
  const amountError = validateAmount(values.amount, limits);
  if (amountError) errors.amount = amountError;
  const candidate = {
    recipientId: values.recipient?.id ?? 1,
    // A refused amount already has its message; the schema then checks the other fields only.
    amount: amountError ? 1 : parseAmount(values.amount),
    message: values.message,
    valueId: values.valueId,
    isAnonymous: values.isAnonymous,
    photoIds: values.photoIds ?? [],
    stickerId: values.stickerId ?? null,
  };
  const parsed = CreateTransferBody.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      const name = field === 'photoIds' ? 'photos' : field === 'stickerId' ? 'sticker' : field;
      if (name !== 'amount' && name !== 'message' && name !== 'valueId' && name !== 'photos' && name !== 'sticker') continue;
      if (errors[name]) continue;
      const key = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
      const max = 'maximum' in issue ? Number(issue.maximum) : undefined;
      errors[name] = max === undefined ? { key } : { key, params: { max } };
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return {
    body: {
      recipientId: parsed.data.recipientId,
      amount: parsed.data.amount,
      message: parsed.data.message,
      valueId: parsed.data.valueId,
      isAnonymous: parsed.data.isAnonymous,
      ...(values.photoIds !== undefined ? { photoIds: parsed.data.photoIds } : {}),
      ...(values.stickerId !== undefined ? { stickerId: parsed.data.stickerId } : {}),
    },
  };
}

/**
 * The text of a field error: its `text` when set, else its key translated (in `common` unless
 * the key names a namespace) with its `params` and its `points` formatted by `formatPoints`
 * (e.g. the organization's '100 спасибо').
 */
export function fieldErrorText(error: FieldError, t: TFunction, formatPoints: (points: number) => string): string {
  if (error.text !== undefined) return error.text;
  const points = Object.fromEntries(Object.entries(error.points ?? {}).map(([name, value]) => [name, formatPoints(value)]));
  return t(error.key.includes(':') ? error.key : `common:${error.key}`, { ...error.params, ...points });
}
