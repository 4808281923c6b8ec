/**
 * The Fastify application, composed of one plugin per concern: security headers (CSP, no-store API
 * answers), security (cookies, the caller, CSRF), the error shape, the OpenAPI document
 * (`/api/openapi.json`, UI at `/api/docs`), the contracts route table under `/api` with zod
 * validation, the binary media routes, and the built web app with an SPA fallback.
 */
import { randomBytes } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { PAGE_URL_HEADER } from '@gratia/contracts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { apiHandlers } from './handlers.ts';
import { createCsrf } from './http/csrf.ts';
import { loggerOptions, withoutQuery } from './http/logging.ts';
import { loadAuth, logCodeSender, signInAddressLimits, smtpCodeSender, telegramCodeSender, type CodeSender } from './modules/auth/index.ts';
import { publicChallengeImage, registerChallengeExports } from './modules/challenges/index.ts';
import { publicMarketImage, registerMarketExports } from './modules/markets/index.ts';
import { registerMediaRoutes, storageFromConfig, type ObjectStorage } from './modules/media/index.ts';
import type { NotificationJobs } from './modules/notifications/index.ts';
import { registerEmployeeFileRoutes } from './modules/people/index.ts';
import { registerMovementsExport } from './modules/adminTransfers/index.ts';
import { registerAnalyticsExports } from './modules/analytics/index.ts';
import { onMembersJoined, type PeriodJobs } from './modules/periods/index.ts';
import { rateLimitStore } from './modules/rateLimits/index.ts';
import { requireAdmin, requireRole } from './modules/roles/index.ts';
import { requireSuperuser } from './modules/globalAdmin/index.ts';
import { attachTelegramHandlers, type TelegramBot } from './modules/telegram/index.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { headersPlugin } from './plugins/headers.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { routeTablePlugin } from './plugins/routeTable.ts';
import { securityPlugin } from './plugins/security.ts';
import { spaPlugin } from './plugins/spa.ts';

/** Inputs of {@link buildApp}. */
export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** A pino logger built with `loggerOptions` (tests pass one writing to a sink); false = silent; default = pino at config.logLevel. */
  logger?: Logger | false;
  /** Where sign-in codes go; default: SMTP when config.smtpUrl is set, else the log. */
  codeSender?: CodeSender;
  /** The job queue that runs the period lifecycle (main.ts starts it; tests may leave it out). */
  jobs?: PeriodJobs;
  /** Queues the notification e-mails (main.ts, when SMTP_URL is set); without it no e-mail is queued. */
  notificationJobs?: NotificationJobs;
  /**
   * The installation's Telegram bot, its getMe info known (main.ts with TELEGRAM_BOT_TOKEN; tests with
   * a fake API): the app installs its handlers, delivers codes of linked accounts through it and
   * offers Telegram linking (docs/decisions/0028). The caller starts and stops its polling.
   */
  telegramBot?: TelegramBot;
  /** Where uploaded images are kept; default: the S3 bucket of `config.s3`, else files under `<config.dataDir>/uploads` (see media/s3Storage.ts). */
  storage?: ObjectStorage;
}

/**
 * Builds the application without listening (tests use `app.inject`). The caller owns the database:
 * migrate it before and close it after `app.close()`. The plugins register in this order because
 * each sees what the earlier ones set up (hooks and the error handler before the routes, the
 * OpenAPI collector before the routes it documents, the not-found handler last).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: options.logger === false ? false : loggerOptions(config.logLevel) }),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    childLoggerFactory(logger, bindings, opts, rawReq) {
      const pageUrl = rawReq.headers[PAGE_URL_HEADER];
      // The page's path only: its query may hold the invite key (README "Security").
      return logger.child(typeof pageUrl === 'string' ? { ...bindings, pageUrl: withoutQuery(pageUrl).slice(0, 500) } : bindings, opts);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Secret for CSRF signatures and code hashes: from config, or random per process (tests).
  const secret = config.sessionSecret ?? randomBytes(32);
  const csrf = createCsrf(secret);
  const cookieSecure = (req: FastifyRequest) => config.nodeEnv === 'production' || req.protocol === 'https';
  const baseSender =
    options.codeSender ??
    (config.smtpUrl ? smtpCodeSender(config.smtpUrl, config.smtpFrom, logCodeSender(app.log)) : logCodeSender(app.log));
  const bot = options.telegramBot;
  const codeSender = bot ? telegramCodeSender((chatId, text) => bot.api.sendMessage(chatId, text), baseSender) : baseSender;
  const authDeps = { secret, codeSender, authTestCode: config.authTestCode, logger: app.log, telegramBot: bot ? bot.botInfo.username : null };
  if (bot) attachTelegramHandlers(bot, { db, auth: authDeps });

  await app.register(headersPlugin, { production: config.nodeEnv === 'production' });
  await app.register(compressionPlugin);
  await app.register(securityPlugin, { csrf, cookieSecure, loadAuth: (token) => loadAuth(db, token) });
  await app.register(errorsPlugin);
  await app.register(openapiPlugin);
  // Request limits on the database (so they hold across processes), applied only where a route asks
  // (@fastify/rate-limit's `createRateLimit`): the sign-in calls' client-address and overall limits.
  await app.register(fastifyRateLimit, { global: false, store: rateLimitStore(db) });
  await app.register(routeTablePlugin, {
    handlers: apiHandlers({ db, contacts: config.contacts, auth: authDeps, csrf, cookieSecure, jobs: options.jobs, notificationJobs: options.notificationJobs }),
    requireAdmin: (auth) => requireAdmin(db, auth),
    requireRole: (auth, roles) => requireRole(db, auth, roles),
    requireSuperuser: (auth) => requireSuperuser(db, auth),
    onRequest: signInAddressLimits(app as unknown as FastifyInstance),
  });
  // Image upload (multipart) and download (bytes): outside the JSON route table, same hooks and errors.
  const storage = options.storage ?? storageFromConfig(config);
  await registerMediaRoutes(app as unknown as FastifyInstance, { db, storage, getAuth: app.getAuth, imageShares: [publicChallengeImage, publicMarketImage] });
  // Employee import (multipart) and export (.xlsx bytes): beside the JSON route table too.
  await registerEmployeeFileRoutes(app as unknown as FastifyInstance, { db, getAuth: app.getAuth, requireAdmin: (auth) => requireAdmin(db, auth), onMemberJoined: onMembersJoined });
  registerMovementsExport(app as unknown as FastifyInstance, { db, getAuth: app.getAuth, requireAdmin: (auth) => requireAdmin(db, auth) });
  registerChallengeExports(app as unknown as FastifyInstance, { db, getAuth: app.getAuth });
  registerMarketExports(app as unknown as FastifyInstance, { db, getAuth: app.getAuth });
  registerAnalyticsExports(app as unknown as FastifyInstance, { db, getAuth: app.getAuth, requireAdmin: (auth) => requireAdmin(db, auth) });
  await app.register(spaPlugin, { webDist: config.webDist });
  return app as unknown as FastifyInstance;
}
