/** Routes of sign-in and sign-out (SPEC §2 Login, §4 Logout, §7 auth; ARCHITECTURE "Auth"). */
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@gratia/contracts';
import type { Db } from '../../db/client.ts';
import { clearSessionCookie, setCsrfCookie, setSessionCookie } from '../../http/cookies.ts';
import { ANON_BINDING, type Csrf } from '../../http/csrf.ts';
import type { Handlers } from '../../http/routing.ts';
import { getProfileInfo } from '../profile/index.ts';
import { requestCode, verifyCode, type AuthDeps } from './service.ts';
import { confirmContact, removeEmail, requestContactCode } from './contacts.ts';
import { requestTelegramLink, telegramLinkState, unlinkTelegram } from './telegramLink.ts';
import { createSession, destroySession, loadCurrentOrganization } from './sessions.ts';

/** Dependencies of the auth routes. */
export interface AuthRouteDeps {
  db: Db;
  auth: AuthDeps;
  csrf: Csrf;
  /** Whether cookies of this request get the Secure flag. */
  cookieSecure(req: FastifyRequest): boolean;
}

/**
 * GET /api/auth/session → `{ signedIn }`: whether the request carries a live session (never 401).
 * GET /api/auth/csrf → `{ ok: true }`; (re)issues the `gratia_csrf` cookie bound to the current session or 'anon'.
 * POST /api/auth/code {login, sharedKey? | inviteToken?, signUp?} → `{ channel, expiresIn }` (seconds), the same for known and
 *   unknown logins (only known ones get a code, and with `signUp` any e-mail: docs/decisions/0035); 400 INVALID_SHARED_KEY; 404 INVITE_NOT_FOUND, 410
 *   INVITE_EXPIRED, INVITE_USED_UP, INVITE_REVOKED (docs/decisions/0032); 429 RATE_LIMITED with
 *   details.retryAfter (seconds) and Retry-After (client address, everyone, or live codes of the login).
 * POST /api/auth/verify {login, code, sharedKey? | inviteToken?} → ProfileInfo; destroys any previous session of this client,
 *   sets a new `gratia_session` and a `gratia_csrf` bound to it; joins the key's or the invite link's
 *   community (service.ts); 400 INVALID_CODE (details.attemptsLeft), 400 CODE_EXPIRED, the invite
 *   refusals as above, 429 RATE_LIMITED with details.retryAfter (client address, everyone, or failed checks of the login).
 * The limits are in limits.ts; the address and overall ones run as the routes' onRequest hooks (`signInAddressLimits`).
 * POST /api/auth/logout → `{ ok: true }`; deletes the session, clears its cookie, issues an 'anon' CSRF cookie.
 */
export function authHandlers(deps: AuthRouteDeps): Pick<Handlers, 'session' | 'csrf' | 'requestCode' | 'verifyCode' | 'logout'> {
  const { db, csrf } = deps;
  return {
    session: async ({ auth }) => ({ signedIn: auth !== null }),
    csrf: async ({ req, reply, auth }) => {
      setCsrfCookie(reply, csrf.issue(auth ? String(auth.sessionId) : ANON_BINDING), deps.cookieSecure(req));
      return { ok: true as const };
    },
    requestCode: async ({ body }) => requestCode(db, deps.auth, body),
    verifyCode: async ({ body, req, reply }) => {
      const userId = await verifyCode(db, deps.auth, body);
      const previous = req.cookies[SESSION_COOKIE];
      if (previous) await destroySession(db, previous);
      const session = await createSession(db, userId);
      const secure = deps.cookieSecure(req);
      setSessionCookie(reply, session.token, secure);
      const organizationId = await loadCurrentOrganization(db, userId);
      req.gratiaAuth = { sessionId: session.id, userId, organizationId };
      setCsrfCookie(reply, csrf.issue(String(session.id)), secure);
      return getProfileInfo(db, userId, organizationId);
    },
    logout: async ({ req, reply }) => {
      const token = req.cookies[SESSION_COOKIE];
      if (token) await destroySession(db, token);
      const secure = deps.cookieSecure(req);
      clearSessionCookie(reply, secure);
      req.gratiaAuth = null;
      setCsrfCookie(reply, csrf.issue(ANON_BINDING), secure);
      return { ok: true as const };
    },
  };
}

/**
 * The member's own contacts (SPEC §7 contacts; contacts.ts has the rules and errors):
 * POST /api/profile/contacts/code {email} → `{ channel, expiresIn }` (seconds);
 * POST /api/profile/contacts/confirm {email, code} → `{ email, tgName }`;
 * DELETE /api/profile/contacts/email → `{ email: null, tgName }`;
 * GET /api/profile/contacts/telegram → `{ bot, tgName, linked }`; POST → a link code for the bot
 * `{ code, command, botUrl, expiresIn }`; DELETE → `{ email, tgName: null }` (telegramLink.ts).
 */
export function contactHandlers(
  db: Db,
  deps: AuthDeps,
): Pick<Handlers, 'contactCode' | 'confirmContact' | 'removeEmail' | 'telegramLink' | 'telegramLinkCode' | 'unlinkTelegram'> {
  return {
    contactCode: async ({ auth, body }) => requestContactCode(db, deps, auth.userId, body.email),
    confirmContact: async ({ auth, body }) => confirmContact(db, deps, auth.userId, body.email, body.code),
    removeEmail: async ({ auth }) => removeEmail(db, auth.userId),
    telegramLink: async ({ auth }) => telegramLinkState(db, deps, auth.userId),
    telegramLinkCode: async ({ auth }) => requestTelegramLink(db, deps, auth.userId),
    unlinkTelegram: async ({ auth }) => unlinkTelegram(db, auth.userId),
  };
}
