import type { TFunction } from 'i18next';
import { isApiError } from '../api/index.ts';
import { validationMessage, type ValidationIssue } from '../errors/index.ts';

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
