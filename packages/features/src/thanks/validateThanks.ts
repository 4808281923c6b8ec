import { CreateTransferBody, type UserSummary } from '@gratia/contracts';

/**
 * The fields of the thanks form. `amount` in points (null: empty), `valueId` null: no value.
 * `photoIds`: uploaded photos in display order (sent only when given); `stickerId` null: no sticker.
 */
export interface ThanksFormValues {
  recipient: UserSummary | null;
  amount: number | null;
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

/** A field error as an i18n key of the `common` namespace plus its parameters. */
export interface FieldError {
  key: string;
  params?: Record<string, number | string>;
  /** Already translated text (server errors shown inline); wins over `key`. */
  text?: string;
}

/** The form's errors by field (a field without an error is absent). */
export type ThanksErrors = Partial<Record<'recipient' | 'amount' | 'message' | 'valueId' | 'photos' | 'sticker', FieldError>>;

/**
 * Validates the form with the contracts schema ({@link CreateTransferBody}: amount ≥ 1 whole
 * points, message 1…MESSAGE_MAX_LENGTH characters) plus the client-side limits: a recipient is
 * chosen, amount ≤ max transfer, amount ≤ available balance; at most MAX_PHOTOS_PER_THANKS photos
 * (error on `photos`). Returns the body to send (with `photoIds` and `stickerId` when the values
 * carry them), or errors keyed by field (keys `validation.*` of the `common` namespace).
 */
export function validateThanks(values: ThanksFormValues, limits: ThanksLimits): { body: CreateTransferBody } | { errors: ThanksErrors } {
  const errors: ThanksErrors = {};
  if (!values.recipient) errors.recipient = { key: 'validation.recipientRequired' };
  const candidate = {
    recipientId: values.recipient?.id ?? 1,
    amount: values.amount ?? Number.NaN,
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
      if (field === 'amount' && values.amount === null) {
        errors.amount ??= { key: 'validation.required' };
        continue;
      }
      const name = field === 'photoIds' ? 'photos' : field === 'stickerId' ? 'sticker' : field;
      if (name !== 'amount' && name !== 'message' && name !== 'valueId' && name !== 'photos' && name !== 'sticker') continue;
      if (errors[name]) continue;
      const key = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
      const max = 'maximum' in issue ? Number(issue.maximum) : undefined;
      errors[name] = max === undefined ? { key } : { key, params: { max } };
    }
  }
  if (!errors.amount && values.amount !== null) {
    if (limits.maxTransfer !== null && values.amount > limits.maxTransfer) {
      errors.amount = { key: 'validation.amountMax', params: { max: limits.maxTransfer } };
    } else if (limits.available !== null && values.amount > limits.available) {
      errors.amount = { key: 'validation.insufficient', params: { available: limits.available } };
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
