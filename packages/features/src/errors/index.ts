/**
 * errors — how a failed call reaches the member (SPEC §8): the translated message of every error
 * code, validation messages, the error toast, the redirect rules of failed calls and the hook
 * that applies them, and {@link ApiProvider} (swr with the client's fetcher and an error toast
 * per failed read). Depends on the transport (`api`), i18next and react-router; `api` and `i18n`
 * depend on none of it.
 */
export { errorMessage, logoutErrorMessage, validationMessage, type ValidationIssue } from './errorMessage.ts';
export { challengeFailureRule, loginRedirectFor, publicChallengeRedirect, type FailureContext } from './redirectRules.ts';
export { useFailureRedirects } from './useFailureRedirects.ts';
export { useErrorToast } from './useErrorToast.ts';
export { ApiProvider } from './ApiProvider.tsx';
export { fieldErrorsOf, issuesByField, refusalErrors, type PathIssue } from './fieldErrors.ts';
