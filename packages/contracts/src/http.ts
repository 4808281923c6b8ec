/**
 * Names shared by the HTTP client and the server (SPEC §7 request headers, ARCHITECTURE "Auth").
 */
export const API_PREFIX = '/api';
/** HttpOnly session cookie (opaque random id; rotated at sign-in). */
export const SESSION_COOKIE = 'gratia_session';
/** Readable CSRF token cookie; the client copies it into {@link CSRF_HEADER} on every non-GET. */
export const CSRF_COOKIE = 'gratia_csrf';
/** CSRF header name (SPEC §7: non-GET requests send a CSRF token header taken from the cookie). */
export const CSRF_HEADER = 'x-csrf-token';
/** The current page URL, sent on every request (SPEC §7). */
export const PAGE_URL_HEADER = 'x-page-url';
/** Client-chosen key (UUID) that makes a retried POST create one resource only. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A one-time sign-in code: exactly six digits (the `OneTimeCode` schema's rule, usable without zod). */
export const ONE_TIME_CODE_PATTERN = /^\d{6}$/;
