/**
 * CSRF tokens (SPEC §7, ARCHITECTURE "Auth"): `nonce.signature`, where signature is
 * HMAC-SHA256(secret, binding + '.' + nonce) and binding is the session id or the literal 'anon'.
 * The token travels in the readable `gratia_csrf` cookie and comes back in the `x-csrf-token` header.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Binding of a request without a valid session. */
export const ANON_BINDING = 'anon';

/** Issues and verifies CSRF tokens with one server secret. */
export interface Csrf {
  /** A fresh token bound to `binding` (session id as a string, or 'anon'). */
  issue(binding: string): string;
  /** True when `token` is well-formed and was issued for `binding` with this secret. */
  verify(token: string | undefined, binding: string): boolean;
}

/** Creates the token functions for a secret (any string ≥ 32 characters, or random bytes). */
export function createCsrf(secret: string | Buffer): Csrf {
  const sign = (binding: string, nonce: string) =>
    createHmac('sha256', secret).update(`${binding}.${nonce}`).digest('base64url');
  return {
    issue(binding) {
      const nonce = randomBytes(18).toString('base64url');
      return `${nonce}.${sign(binding, nonce)}`;
    },
    verify(token, binding) {
      if (!token || token.length > 200) return false;
      const dot = token.indexOf('.');
      if (dot <= 0) return false;
      const nonce = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(sign(binding, nonce));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
