/**
 * Cookies of Gratia (ARCHITECTURE "Auth"): `gratia_session` (HttpOnly, SameSite=Lax, 30 days) and
 * `gratia_csrf` (readable by the page script, SameSite=Lax, session cookie). Both Secure when the
 * request came over https or the server runs in production.
 */
import type { FastifyReply } from 'fastify';
import { CSRF_COOKIE, SESSION_COOKIE } from '@gratia/contracts';
import { SESSION_TTL_SECONDS, type AuthContext } from './session.ts';

/** Sets the session cookie to `token`. */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: SESSION_TTL_SECONDS });
}

/** Removes the session cookie. */
export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/** Sets the readable CSRF cookie to `token` and remembers that this response issued one. */
export function setCsrfCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(CSRF_COOKIE, token, { path: '/', httpOnly: false, sameSite: 'lax', secure });
  reply.request.csrfIssued = true;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, once resolved (undefined = not looked up yet). */
    gratiaAuth: AuthContext | null | undefined;
    /** True once this response has set a fresh CSRF cookie. */
    csrfIssued: boolean;
  }
}
