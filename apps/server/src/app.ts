/**
 * The Fastify application: every route of the contracts route table under `/api` with zod request
 * and response validation, the OpenAPI document (`/api/openapi.json`, UI at `/api/docs`), sessions,
 * CSRF, the single error shape, and the built web app with an SPA fallback.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { z } from 'zod';
import {
  API_PREFIX,
  ApiErrorBody,
  CSRF_COOKIE,
  CSRF_HEADER,
  IDEMPOTENCY_HEADER,
  PAGE_URL_HEADER,
  SESSION_COOKIE,
  routes,
  type Routes,
} from '@gratia/contracts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { setCsrfCookie } from './http/cookies.ts';
import { ANON_BINDING, createCsrf } from './http/csrf.ts';
import { AppError, errorBody } from './http/errors.ts';
import type { Handlers, HandlerContext } from './http/routing.ts';
import { loadAuth, type AuthContext } from './http/session.ts';
import { logCodeSender, smtpCodeSender, type CodeSender } from './modules/auth/codeSender.ts';
import { authHandlers } from './modules/auth/routes.ts';
import { feedHandlers } from './modules/feed/routes.ts';
import { economyHandlers } from './modules/history/routes.ts';
import type { PeriodJobs } from './modules/periods/service.ts';
import { requireAdmin } from './http/roles.ts';
import { marketHandlers } from './modules/markets/routes.ts';
import { registerMediaRoutes } from './modules/media/routes.ts';
import { defaultStorage, type ObjectStorage } from './modules/media/storage.ts';
import { membershipHandlers } from './modules/membership/routes.ts';
import { organizationHandlers } from './modules/organization/routes.ts';
import { periodHandlers } from './modules/periods/routes.ts';
import { profileHandlers } from './modules/profile/routes.ts';
import { socialHandlers } from './modules/social/routes.ts';
import { stickerHandlers } from './modules/stickers/routes.ts';
import { transferHandlers } from './modules/transfers/routes.ts';
import { userHandlers } from './modules/users/routes.ts';

/** Inputs of {@link buildApp}. */
export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** A pino logger (tests pass one writing to a sink); false = silent; default = pino at config.logLevel. */
  logger?: Logger | false;
  /** Where sign-in codes go; default: SMTP when config.smtpUrl is set, else the log. */
  codeSender?: CodeSender;
  /** The job queue that runs the period lifecycle (main.ts starts it; tests may leave it out). */
  jobs?: PeriodJobs;
  /** Where uploaded images are kept; default: files under `<config.dataDir>/uploads` (see media/storage.ts). */
  storage?: ObjectStorage;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
type Def = Routes[keyof Routes];

function isApi(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

/**
 * Builds the application without listening (tests use `app.inject`). The caller owns the database:
 * migrate it before and close it after `app.close()`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const storage = options.storage ?? defaultStorage(config.dataDir);
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: options.logger === false ? false : { level: config.logLevel } }),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    childLoggerFactory(logger, bindings, opts, rawReq) {
      const pageUrl = rawReq.headers[PAGE_URL_HEADER];
      return logger.child(typeof pageUrl === 'string' ? { ...bindings, pageUrl: pageUrl.slice(0, 500) } : bindings, opts);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Secret for CSRF signatures and code hashes: from config, or random per process (tests).
  const secret = config.sessionSecret ?? randomBytes(32);
  const csrf = createCsrf(secret);
  const cookieSecure = (req: FastifyRequest) => config.nodeEnv === 'production' || req.protocol === 'https';
  const codeSender =
    options.codeSender ??
    (config.smtpUrl ? smtpCodeSender(config.smtpUrl, config.smtpFrom, logCodeSender(app.log)) : logCodeSender(app.log));

  app.decorateRequest('gratiaAuth', undefined);
  app.decorateRequest('csrfIssued', false);
  const getAuth = async (req: FastifyRequest): Promise<AuthContext | null> => {
    if (req.gratiaAuth === undefined) req.gratiaAuth = await loadAuth(db, req.cookies[SESSION_COOKIE]);
    return req.gratiaAuth;
  };
  const bindingOf = (auth: AuthContext | null) => (auth ? String(auth.sessionId) : ANON_BINDING);

  await app.register(fastifyCookie);

  // CSRF (SPEC §7): every unsafe /api request carries x-csrf-token equal to the gratia_csrf cookie and
  // signed for the caller's session (or 'anon'). Checked before body parsing, so nothing is written.
  app.addHook('onRequest', async (req) => {
    if (!UNSAFE.has(req.method) || !isApi(req.url)) return;
    const auth = await getAuth(req);
    const header = req.headers[CSRF_HEADER];
    const cookie = req.cookies[CSRF_COOKIE];
    if (typeof header !== 'string' || header !== cookie || !csrf.verify(header, bindingOf(auth))) {
      throw new AppError('CSRF_INVALID', 'Missing or invalid CSRF token; GET /api/auth/csrf and resend');
    }
  });

  // (Re)issue the CSRF cookie on API and HTML responses when it is missing or bound to another session.
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.csrfIssued) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!isApi(req.url) && !type.startsWith('text/html')) return payload;
    const auth = await getAuth(req);
    if (!csrf.verify(req.cookies[CSRF_COOKIE], bindingOf(auth))) setCsrfCookie(reply, csrf.issue(bindingOf(auth)), cookieSecure(req));
    return payload;
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.error({ err }, err.message);
      return reply.code(err.status).send(errorBody(err.code, err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const location = (err as { validationContext?: string }).validationContext;
      const issues = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'validation.invalid',
        ...(location ? { location } : {}),
      }));
      return reply.code(400).send(errorBody('VALIDATION_ERROR', 'Request does not match the schema', { issues }));
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 500 || err.code === 'FST_ERR_RESPONSE_SERIALIZATION') {
      req.log.error({ err }, 'unexpected error');
      return reply.code(500).send(errorBody('INTERNAL', 'An error occurred'));
    }
    const code = status === 404 ? 'NOT_FOUND' : status === 401 ? 'UNAUTHORIZED' : status === 403 ? 'FORBIDDEN' : status === 429 ? 'RATE_LIMITED' : 'VALIDATION_ERROR';
    return reply.code(status).send(errorBody(code, err.message));
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Gratia API',
        version: '0.1.0',
        description:
          'Workplace recognition API. Unsafe methods need the `x-csrf-token` header equal to the `gratia_csrf` cookie ' +
          '(GET /api/auth/csrf issues it). Errors: `{ error: { code, message, details? } }`.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());

  const authDeps = { secret, codeSender, authTestCode: config.authTestCode };
  const handlers: Handlers = {
    ...authHandlers({ db, auth: authDeps, csrf, cookieSecure }),
    ...profileHandlers(db),
    ...organizationHandlers(db),
    ...periodHandlers(db),
    ...userHandlers(db),
    ...transferHandlers(db),
    ...feedHandlers(db),
    ...economyHandlers(db, options.jobs),
    ...membershipHandlers(db, authDeps),
    ...marketHandlers(db),
    ...socialHandlers(db),
    ...stickerHandlers(db),
  };

  for (const [name, def] of Object.entries(routes) as [keyof Routes, Def][]) {
    const handler = handlers[name] as unknown as (ctx: HandlerContext<Def>) => Promise<unknown>;
    app.route({
      method: def.method,
      url: `${API_PREFIX}${def.path}`,
      schema: {
        operationId: name,
        tags: [def.path.split('/')[1] ?? 'api'],
        ...('body' in def ? { body: def.body } : {}),
        ...('query' in def ? { querystring: def.query } : {}),
        ...(name === 'createTransfer' || name === 'createAdminTransfer'
          ? { headers: z.looseObject({ [IDEMPOTENCY_HEADER]: z.uuid({ message: 'validation.idempotencyKey' }) }) }
          : {}),
        ...(def.auth ? { security: [{ session: [] }] } : {}),
        response: { 200: def.response, '4xx': ApiErrorBody, '5xx': ApiErrorBody },
      },
      preHandler: async (req: FastifyRequest) => {
        const auth = await getAuth(req);
        if (def.auth && !auth) throw new AppError('UNAUTHORIZED', 'Sign in first');
        // Routes marked `admin: true` are for role 'A' of the caller's organization (SPEC §6).
        if ('admin' in def && def.admin && auth) await requireAdmin(db, auth);
      },
      handler: async (req, reply) => {
        const body = await handler({ body: req.body, query: req.query, req, reply, auth: req.gratiaAuth ?? null } as unknown as HandlerContext<Def>);
        return reply.send(body as never);
      },
    });
  }

  // Image upload (multipart) and download (bytes): outside the JSON route table, same hooks and errors.
  await registerMediaRoutes(app as unknown as FastifyInstance, { db, storage, getAuth });

  // The built web app (apps/web/dist): hashed assets cached for a year, index.html never cached.
  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel = path.relative(config.webDist, filePath);
        if (rel === 'index.html') res.header('cache-control', 'no-cache');
        else if (rel.startsWith(`assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  // Unknown /api route → 404 NOT_FOUND; any other GET that is not a file → index.html (SPA routes).
  // Paths with a file extension (a missing asset) get 404 rather than HTML.
  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (!isApi(req.url) && hasWeb && (req.method === 'GET' || req.method === 'HEAD') && !path.extname(pathname)) {
      // Streamed directly: `sendFile` inside the not-found handler could re-enter it when the
      // static plugin failed to open the file, answering 404 for a valid SPA route.
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(fs.createReadStream(indexHtml));
    }
    return reply.code(404).send(errorBody('NOT_FOUND', `No route ${req.method} ${pathname}`));
  });

  return app as unknown as FastifyInstance;
}
