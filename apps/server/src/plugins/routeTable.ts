/**
 * The JSON API (ARCHITECTURE "API"): every route of the contracts route table under `/api`, with its
 * zod schemas for the body, query, headers (e.g. the Idempotency-Key of the calls that create a
 * movement) and response, so validation and the OpenAPI document come from the one table. Routes
 * need no decoration of their own, so this plugin stays encapsulated.
 */
import type { FastifyPluginAsync, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX, ApiErrorBody, routes, type RoleCode, type Routes } from '@gratia/contracts';
import { AppError } from '../http/errors.ts';
import type { HandlerContext, Handlers } from '../http/routing.ts';
import type { AuthContext } from '../http/session.ts';

type Def = Routes[keyof Routes];

/** Options of {@link routeTablePlugin}. */
export interface RouteTableOptions {
  /** One handler per route of the table (handlers.ts gathers them from the modules). */
  handlers: Handlers;
  /** Resolves for an administrator (role 'A') of the caller's organization, throws 403 FORBIDDEN otherwise (the roles module). */
  requireAdmin(auth: AuthContext): Promise<unknown>;
  /** Resolves when the caller holds any of `roles` in their organization, throws 403 FORBIDDEN otherwise (the roles module). */
  requireRole(auth: AuthContext, roles: readonly RoleCode[]): Promise<unknown>;
  /** Resolves for a user with the superuser flag, throws 403 FORBIDDEN otherwise (the global admin module). */
  requireSuperuser(auth: AuthContext): Promise<unknown>;
  /** Extra onRequest hooks of some routes, run before the body is read (e.g. the sign-in calls' request limits). */
  onRequest?: Partial<Record<keyof Routes, onRequestHookHandler>>;
}

/**
 * Registers each route `name` of the table at `/api<path>` (operationId `name`, tagged by its first
 * path segment), with its extra onRequest hook if `onRequest` names one. Before the body, query and
 * headers are validated: 401 UNAUTHORIZED on an `auth: true` route without a session, on an
 * `admin: true` route the injected admin check, on a route with `roles` the injected role check,
 * and on a `superuser: true` route the injected superuser check (SPEC §6; docs/permissions.md). The handler gets the validated
 * body, query and declared headers and returns the response body.
 */
export const routeTablePlugin: FastifyPluginAsync<RouteTableOptions> = async (instance, { handlers, requireAdmin, requireRole, requireSuperuser, onRequest }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  for (const [name, def] of Object.entries(routes) as [keyof Routes, Def][]) {
    const handler = handlers[name] as unknown as (ctx: HandlerContext<Def>) => Promise<unknown>;
    const hook = onRequest?.[name];
    app.route({
      method: def.method,
      url: `${API_PREFIX}${def.path}`,
      ...(hook ? { onRequest: hook } : {}),
      schema: {
        operationId: name,
        tags: [def.path.split('/')[1] ?? 'api'],
        ...('body' in def ? { body: def.body } : {}),
        ...('query' in def ? { querystring: def.query } : {}),
        ...('headers' in def ? { headers: def.headers } : {}),
        ...(def.auth ? { security: [{ session: [] }] } : {}),
        response: { 200: def.response, '4xx': ApiErrorBody, '5xx': ApiErrorBody },
      },
      // Before validation: a caller without the session or the role learns nothing of the schemas.
      preValidation: async (req: FastifyRequest) => {
        const auth = await app.getAuth(req);
        if (def.auth && !auth) throw new AppError('UNAUTHORIZED', 'Sign in first');
        // Routes marked `admin: true` are for role 'A' of the caller's organization (SPEC §6);
        // routes marked `roles` for any of those roles there (docs/permissions.md).
        if ('admin' in def && def.admin && auth) await requireAdmin(auth);
        if ('roles' in def && auth) await requireRole(auth, def.roles);
        // Routes marked `superuser: true` are the global admin's (SPEC §6), whatever the community role.
        if ('superuser' in def && def.superuser && auth) await requireSuperuser(auth);
      },
      handler: async (req, reply) => {
        const ctx = { body: req.body, query: req.query, headers: 'headers' in def ? req.headers : undefined, req, reply, auth: req.gratiaAuth ?? null };
        const body = await handler(ctx as unknown as HandlerContext<Def>);
        return reply.send(body as never);
      },
    });
  }
};
