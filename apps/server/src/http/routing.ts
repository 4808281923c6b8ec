/**
 * Typed handlers for the contracts route table (`routes` of @gratia/contracts). Each module exports
 * handlers for its routes; handlers.ts gathers them all, so a missing handler is a type error, and
 * the route-table plugin registers them.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, type Routes } from '@gratia/contracts';
import type { z } from 'zod';
import type { AuthContext } from './session.ts';
import { AppError } from './errors.ts';

type Def = Routes[keyof Routes];

/** What a handler gets: the validated body, query and headers, the raw request/reply and the caller. */
export interface HandlerContext<R extends Def> {
  body: R extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
  query: R extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
  /** The request headers as the route's `headers` schema validated them (e.g. a UUID Idempotency-Key); undefined when it has none. */
  headers: R extends { headers: infer H extends z.ZodType } ? z.output<H> : undefined;
  req: FastifyRequest;
  reply: FastifyReply;
  /** The caller; never null on `auth: true` routes (401 is sent before the handler runs). */
  auth: R extends { auth: true } ? AuthContext : AuthContext | null;
}

/** A handler returns the response body (validated against the route's response schema). */
export type Handler<R extends Def> = (ctx: HandlerContext<R>) => Promise<z.output<R['response']>>;

/** One handler per route of the table. */
export type Handlers = { [K in keyof Routes]: Handler<Routes[K]> };

/** The caller's current organization; 403 FORBIDDEN when the user has none (SPEC §2: go to /onboarding). */
export function requireOrg(auth: AuthContext): number {
  if (auth.organizationId === null) throw new AppError('FORBIDDEN', 'No current organization');
  return auth.organizationId;
}

/** True when `url` (path and query) is under the API prefix `/api`. */
export function isApiUrl(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

/**
 * True when `req` is an API request: its route's pattern is under `/api`, or, without a route (the
 * not-found answer), its decoded path is. Never the raw URL, which may spell `/api` encoded.
 */
export function isApiRequest(req: FastifyRequest): boolean {
  const pattern = req.routeOptions.url;
  if (pattern !== undefined) return isApiUrl(pattern);
  const rawPath = req.url.split('?')[0] ?? '/';
  try {
    return isApiUrl(decodeURIComponent(rawPath));
  } catch {
    return isApiUrl(rawPath);
  }
}
