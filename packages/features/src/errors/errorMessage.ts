import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@gratia/contracts';
import { ApiError, type ApiErrorCode } from '../api/index.ts';
import { challengeFailureRule } from './redirectRules.ts';

const known = new Set<string>([...ERROR_CODES, 'NETWORK']);
/** The reasons of ADDITION_NOT_ALLOWED that have a sentence of their own. */
const ADDITION_REASONS = new Set(['own', 'received', 'canceled', 'addition']);

/**
 * The translated message (SPEC §8 catalogue) for any error: an {@link ApiError} by its code —
 * every contracts ErrorCode plus NETWORK; INVALID_CODE mentions `details.attemptsLeft`,
 * MAX_TRANSFER_EXCEEDED `details.max`, OUT_OF_STOCK and ISSUE_LIMIT_REACHED `details.left` (when above 0), ADDITION_NOT_ALLOWED why (`details.reason`: own, received,
 * canceled, addition), RATE_LIMITED says when to try again from `details.retryAfter`
 * (seconds; in minutes, or hours from two hours up) — and 'An error occurred' (INTERNAL) for anything else.
 * A 404 on a challenge call not ending with `invites` reads 'Челлендж не найден' (SPEC §8).
 * `t` may be bound to any namespace; keys are read from `common`.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  const code: ApiErrorCode = error instanceof ApiError && known.has(error.code) ? error.code : 'INTERNAL';
  const details = error instanceof ApiError ? error.details : {};
  if (error instanceof ApiError && error.path && challengeFailureRule(error, error.path).messageKey) {
    return t('common:errors.challengeNotFound');
  }
  if (code === 'INVALID_CODE' && typeof details.attemptsLeft === 'number') {
    return t('common:errors.INVALID_CODE_attempts', { count: details.attemptsLeft });
  }
  if (code === 'RATE_LIMITED' && typeof details.retryAfter === 'number' && details.retryAfter > 0) {
    const minutes = Math.ceil(details.retryAfter / 60);
    return minutes < 120
      ? t('common:errors.RATE_LIMITED_minutes', { count: minutes })
      : t('common:errors.RATE_LIMITED_hours', { count: Math.ceil(minutes / 60) });
  }
  if (code === 'ADDITION_NOT_ALLOWED' && typeof details.reason === 'string' && ADDITION_REASONS.has(details.reason)) {
    return t(`common:errors.ADDITION_NOT_ALLOWED_${details.reason}`);
  }
  if (code === 'MAX_TRANSFER_EXCEEDED' && typeof details.max === 'number') {
    return t('common:errors.MAX_TRANSFER_EXCEEDED_max', { max: details.max });
  }
  // OUT_OF_STOCK and ISSUE_LIMIT_REACHED say how many are left when some are (docs/decisions/0046).
  if ((code === 'OUT_OF_STOCK' || code === 'ISSUE_LIMIT_REACHED') && typeof details.left === 'number' && details.left > 0) {
    return t(`common:errors.${code}_left`, { left: details.left });
  }
  // Any other code's sentence may name its details ({{step}} of CHAIN_STEPS_GAP).
  return t(`common:errors.${code}`, { ...details });
}

/** A zod-like issue: message is a `validation.*` key of contracts (or zod's own English text). */
export interface ValidationIssue {
  code?: string;
  message: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

/**
 * Translates one validation issue: contracts' `validation.*` keys (required, tooLong, amountMin,
 * amountInteger, code, …) with `max`/`min` from the issue; zod's untranslated defaults fall back
 * by issue code (too_small → tooShort, too_big → tooLong, else 'invalid').
 */
export function validationMessage(issue: ValidationIssue, t: TFunction): string {
  const params = { max: Number(issue.maximum ?? 0), min: Number(issue.minimum ?? 0) };
  if (issue.message.startsWith('validation.')) return t(`common:${issue.message}`, params);
  if (issue.code === 'too_small') return t('common:validation.tooShort', params);
  if (issue.code === 'too_big') return t('common:validation.tooLong', params);
  return t('common:validation.invalid');
}

/**
 * SPEC §8: a failed logout shows the server's message — the `message` of an error body the server
 * sent — or the generic 'An error occurred' when there was none (network failure, a bare status).
 */
export function logoutErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.code !== 'NETWORK' && error.message && !/^HTTP \d+$/.test(error.message)) {
    return error.message;
  }
  return t('common:errors.INTERNAL');
}
