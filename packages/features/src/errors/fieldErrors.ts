import type { TFunction } from 'i18next';
import { isApiError, type ApiErrorCode } from '../api/index.ts';
import { errorMessage, validationMessage, type ValidationIssue } from './errorMessage.ts';

/**
 * The messages of a 400 VALIDATION_ERROR by field: `details.issues` (each with a dotted `path`
 * such as `phone` or `hiddenFields.2`, and a contracts `validation.*` message) translated, the
 * first issue of each top-level field kept. Empty for any other error.
 */
export function fieldErrorsOf(error: unknown, t: TFunction): Record<string, string> {
  if (!isApiError(error, 'VALIDATION_ERROR')) return {};
  const issues = Array.isArray(error.details.issues) ? (error.details.issues as unknown[]) : [];
  return issuesByField(issues.filter(isIssue), t);
}

/** A zod-like issue with its path (a dotted string from the server, an array from zod). */
export type PathIssue = ValidationIssue & { path?: string | readonly PropertyKey[] };

function isIssue(value: unknown): value is PathIssue {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/** Translated messages of `issues` by their top-level field, the first one of each kept. */
export function issuesByField(issues: readonly PathIssue[], t: TFunction): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : (issue.path ?? []).map(String);
    const field = path[0] ?? '';
    if (!field || out[field]) continue;
    out[field] = validationMessage(issue, t);
  }
  return out;
}

/** Where {@link refusalErrors} shows each refusal of a form's call. */
export interface RefusalPlaces<F extends string> {
  /** An error code (other than VALIDATION_ERROR) → the form field it belongs to; checked in order. */
  codes?: readonly (readonly [ApiErrorCode, F])[];
  /** A VALIDATION_ERROR's top-level field → the form field showing it (the same name when absent). */
  fields: Readonly<Partial<Record<string, F>>> | readonly F[];
}

/**
 * The errors a form shows for a failed call (SPEC §8): a code of `places.codes` on its field, the
 * validation issues of `places.fields` on theirs, anything else — another code, an issue of a field
 * the form does not have, a network failure — as one form-level message under `form`. Every
 * message is translated; the result is never empty.
 */
export function refusalErrors<F extends string>(error: unknown, t: TFunction, places: RefusalPlaces<F>): Partial<Record<F | 'form', string>> {
  type Found = Partial<Record<F | 'form', string>>;
  for (const [code, field] of places.codes ?? []) {
    if (isApiError(error, code)) return { [field]: errorMessage(error, t) } as Found;
  }
  const byField = fieldErrorsOf(error, t);
  const pairs: [string, F][] = Array.isArray(places.fields) ? (places.fields as readonly F[]).map((f) => [f, f]) : (Object.entries(places.fields) as [string, F][]);
  const found: Record<string, string> = {};
  for (const [server, field] of pairs) if (byField[server] && !found[field]) found[field] = byField[server];
  return (Object.keys(found).length > 0 ? found : { form: errorMessage(error, t) }) as Found;
}
