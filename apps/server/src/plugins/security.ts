/**
 * Security of every request (SPEC §7, ARCHITECTURE "Auth"): cookies, the caller resolved once per
 * request from the session cookie (`app.getAuth(req)`), the CSRF check of every state-changing
 * route and the (re)issued CSRF cookie. Both decisions are made on the route, never on the raw URL:
 * the router decodes the path, so `/%61pi/…` is an `/api/…` route. Wrapped in fastify-plugin: its
 * decorations and hooks apply to the whole application.
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@gratia/contracts';
import { setCsrfCookie } from '../http/cookies.ts';
import { ANON_BINDING, type Csrf } from '../http/csrf.ts';
import { AppError } from '../http/errors.ts';
import { isApiRequest } from '../http/routing.ts';
import type { AuthContext } from '../http/session.ts';

/** Options of {@link securityPlugin}. */
export interface SecurityOptions {
  /** Issues and verifies CSRF tokens with the server secret. */
  csrf: Csrf;
  /** Whether cookies of this request get the Secure flag. */
  cookieSecure(req: FastifyRequest): boolean;
  /** Resolves a session cookie value to the caller, null when unknown or expired (the auth module's sessions). */
  loadAuth(token: string | undefined): Promise<AuthContext | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller of `req`, looked up once per request from its session cookie; null without a valid session. */
    getAuth(req: FastifyRequest): Promise<AuthContext | null>;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when a route of `method` (one or several) can change state: any method but GET, HEAD and OPTIONS. */
function changesState(method: string | string[]): boolean {
  return (Array.isArray(method) ? method : [method]).some((m) => UNSAFE.has(m.toUpperCase()));
}


/**
 * Registers @fastify/cookie, decorates the instance with `getAuth` and requests with `gratiaAuth`
 * and `csrfIssued`, gives every route with an unsafe method (POST, PUT, PATCH, DELETE), registered
 * after this plugin in any scope, an onRequest check that refuses a request whose `x-csrf-token`
 * header is missing, differs from the `gratia_csrf` cookie or is not signed for the caller's session
 * (or 'anon') with 403 CSRF_INVALID before its body is parsed, and (re)issues the CSRF cookie on API
 * and HTML responses when it is missing or bound to another session (not on `Cache-Control: public`
 * answers, which shared caches may keep).
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app, { csrf, cookieSecure, loadAuth }) => {
    app.decorateRequest('gratiaAuth', undefined);
    app.decorateRequest('csrfIssued', false);
    const getAuth = async (req: FastifyRequest): Promise<AuthContext | null> => {
      if (req.gratiaAuth === undefined) req.gratiaAuth = await loadAuth(req.cookies[SESSION_COOKIE]);
      return req.gratiaAuth;
    };
    app.decorate('getAuth', getAuth);
    const bindingOf = (auth: AuthContext | null) => (auth ? String(auth.sessionId) : ANON_BINDING);

    await app.register(fastifyCookie);

    // CSRF (SPEC §7): every request to a state-changing route carries x-csrf-token equal to the
    // gratia_csrf cookie and signed for the caller's session (or 'anon'). The check belongs to the
    // route (added as the route's first onRequest hook), so it runs however the URL is spelled, and
    // before body parsing, so nothing is written.
    const checkCsrf: onRequestHookHandler = async (req) => {
      const auth = await getAuth(req);
      const header = req.headers[CSRF_HEADER];
      const cookie = req.cookies[CSRF_COOKIE];
      if (typeof header !== 'string' || header !== cookie || !csrf.verify(header, bindingOf(auth))) {
        throw new AppError('CSRF_INVALID', 'Missing or invalid CSRF token; GET /api/auth/csrf and resend');
      }
    };
    app.addHook('onRoute', (route) => {
      if (!changesState(route.method)) return;
      const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
      route.onRequest = [checkCsrf, ...own];
    });

    // (Re)issue the CSRF cookie on API and HTML responses when it is missing or bound to another
    // session — but never on an answer a shared cache may keep (`Cache-Control: public`, e.g. the
    // installation's contacts), which would hand one visitor's token to the next.
    app.addHook('onSend', async (req, reply, payload) => {
      if (req.csrfIssued) return payload;
      const type = String(reply.getHeader('content-type') ?? '');
      if (!isApiRequest(req) && !type.startsWith('text/html')) return payload;
      if (/(^|,)\s*public\s*(,|$)/i.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
      const auth = await getAuth(req);
      if (!csrf.verify(req.cookies[CSRF_COOKIE], bindingOf(auth))) setCsrfCookie(reply, csrf.issue(bindingOf(auth)), cookieSecure(req));
      return payload;
    });
  },
  { name: 'gratia-security', fastify: '5.x' },
);
