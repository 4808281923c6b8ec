/**
 * Security headers of every response (README "Security"), set by @fastify/helmet: a content
 * security policy under which the page runs only our own script files (no inline script, no eval,
 * no framing by any site), `X-Frame-Options: DENY` for browsers without `frame-ancestors`,
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin` (an invite
 * link's `?key=` never leaves the site in a Referer), and in production HSTS and
 * `upgrade-insecure-requests`. API answers hold personal data, so they are `Cache-Control: no-store`
 * unless the route chose its caching itself (images: private, immutable, by unguessable id). A PDF
 * (the legal pages embed theirs in an `<object>`) may be framed by our own pages only.
 * Wrapped in fastify-plugin: its hooks apply to every route and to the not-found answer.
 */
import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { AppError } from '../http/errors.ts';
import { isApiRequest } from '../http/routing.ts';

/** Options of {@link headersPlugin}. */
export interface HeadersOptions {
  /** Production: adds HSTS (one year, subdomains) and `upgrade-insecure-requests`. */
  production: boolean;
}

/**
 * The content security policy, by directive. Scripts: our own files only, no inline script, no
 * inline handler, no eval (the web app sets zod `jitless`). Styles: vanilla-extract builds CSS
 * files, but react-aria (its press handling) and Radix (the scroll lock of a dialog, with the
 * scrollbar width in it) insert `<style>` elements at run time, so `style-src` also allows
 * 'unsafe-inline' (docs/decisions/0011-sign-in-limits.md). Images: our own, `data:` (the empty favicon,
 * the API docs' icons) and `blob:` (a photo's preview before it is uploaded). Objects: our own, for
 * the PDF of the legal pages.
 */
export function contentSecurityPolicy(production: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'self'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The header value of a policy given by directive: `name value…; name value…`. */
function serializePolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * Registers @fastify/helmet with the policy above, the `no-store` default of API answers,
 * same-origin framing (`frame-ancestors 'self'`, `X-Frame-Options: SAMEORIGIN`) of PDF answers, and
 * `Retry-After` (seconds) on a 429 RATE_LIMITED whose `details.retryAfter` says when to retry.
 */
export const headersPlugin = fp<HeadersOptions>(
  async (app, { production }) => {
    const directives = contentSecurityPolicy(production);
    const embeddable = serializePolicy({ ...directives, 'frame-ancestors': ["'self'"] });
    await app.register(fastifyHelmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    app.addHook('onError', async (_req, reply, err) => {
      const retryAfter = err instanceof AppError && err.code === 'RATE_LIMITED' ? err.details?.retryAfter : undefined;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    });
    app.addHook('onSend', async (req, reply, payload) => {
      if (isApiRequest(req) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      if (String(reply.getHeader('content-type') ?? '').startsWith('application/pdf')) {
        reply.header('content-security-policy', embeddable).header('x-frame-options', 'SAMEORIGIN');
      }
      return payload;
    });
  },
  { name: 'gratia-headers', fastify: '5.x' },
);
