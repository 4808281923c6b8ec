/**
 * Typed handlers for the contracts route table (`routes` of @gratia/contracts). Each module exports
 * handlers for its routes; app.ts registers them all, so a missing handler is a type error.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Routes } from '@gratia/contracts';
import type { z } from 'zod';
import type { AuthContext } from './session.ts';
import { AppError } from './errors.ts';

type Def = Routes[keyof Routes];

/** What a handler gets: the validated body and query, the raw request/reply and the caller. */
export interface HandlerContext<R extends Def> {
  body: R extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
  query: R extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
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
