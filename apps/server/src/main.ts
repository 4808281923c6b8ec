/**
 * Entry point (`pnpm --filter @gratia/server start`): reads the environment (see config.ts), opens
 * the database (PGlite under DATA_DIR, or DATABASE_URL), applies migrations and seeds the demo
 * communities when empty and SEED_DEMO allows (one process at a time), listens on HOST:PORT and prints the URL and demo sign-ins.
 * SIGINT/SIGTERM: stop accepting, finish in-flight requests, close the database, exit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDb } from './db/client.ts';
import { loggerOptions } from './http/logging.ts';
import { findDemoLogins, isEmpty, seedDemo } from './seed/demo.ts';
import { storageFromConfig } from './modules/media/index.ts';
import { notificationEmailWorker, queueNotificationJobs, smtpMailer } from './modules/notifications/index.ts';
import { challengeWorker } from './modules/challenges/index.ts';
import { adminBatchWorker } from './modules/adminTransfers/index.ts';
import { startJobQueue, type PeriodJobs } from './modules/periods/index.ts';
import { createTelegramBot, type TelegramBot } from './modules/telegram/index.ts';
import type { PGlite } from '@electric-sql/pglite';

/**
 * SESSION_SECRET, or in development a random secret persisted in `<DATA_DIR>/session-secret`
 * (mode 0600) so CSRF cookies survive restarts.
 */
function resolveSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'session-secret');
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (fs.existsSync(file)) {
    const saved = fs.readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  }
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`gratia: ${err.message}`);
    process.exit(1);
  }
  throw err;
}

const pretty = process.stdout.isTTY && config.nodeEnv !== 'production';
const logger = pino({
  ...loggerOptions(config.logLevel),
  ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
});

config = { ...config, sessionSecret: resolveSecret(config) };
const handle = await openDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  onIdleError: (err) => logger.warn({ err }, 'idle database connection failed'),
});
// Uploaded images: the S3 bucket of S3_BUCKET, else files under DATA_DIR/uploads (one storage for the seed and the server).
const storage = storageFromConfig(config);
// Several API processes may start together on one PostgreSQL: one at a time migrates and, on an
// empty database, seeds; the others wait and then find both done.
await handle.exclusive(async () => {
  await handle.migrate();
  if (config.seedDemo && (await isEmpty(handle.db))) {
    const started = Date.now();
    const seeded = await seedDemo(handle.db, { storage, templatesLanguage: config.seedTemplatesLanguage });
    logger.info(`seeded the demo communities (${seeded.thanks} thanks, ${seeded.photos} photos) in ${Date.now() - started} ms`);
  }
});
// The period lifecycle runs on pg-boss in the same database (docs/decisions/0004-job-queue-pg-boss.md).
// It starts beside the listening server (its first start creates the pgboss schema), so a cold
// start is not delayed; a period created meanwhile is scheduled once the queue is up.
// Under the startup lock too: pg-boss creating its schema and queues from two processes at once deadlocks.
// With an e-mail channel the same queue sends the 'you were thanked' e-mails (docs/decisions/0012-notifications.md).
const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.smtpFrom) : undefined;
const queue = handle.exclusive(() =>
  startJobQueue(
    handle.db,
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pglite: (handle.db as unknown as { $client: PGlite }).$client },
    { logger, workers: [adminBatchWorker(handle.db, logger), challengeWorker(handle.db, logger), ...(mailer ? [notificationEmailWorker(handle.db, mailer, logger)] : [])] },
  ),
);
queue.catch((err: unknown) => logger.error({ err }, 'the job queue did not start; periods will not start or end by themselves'));
const jobs: PeriodJobs = { schedule: async (organizationId, at) => (await queue).schedule(organizationId, at) };
const notificationJobs = mailer ? queueNotificationJobs(async () => (await queue).boss) : undefined;
// The Telegram bot (docs/decisions/0028): its getMe answer is needed before the app offers linking;
// without Telegram's API the server runs on without it and says so.
let telegramBot: TelegramBot | undefined;
if (config.telegramBotToken) {
  const bot = createTelegramBot(config.telegramBotToken);
  try {
    await bot.init();
    bot.catch((err) => logger.error({ err: err.error }, 'a Telegram update failed'));
    telegramBot = bot;
  } catch (err) {
    logger.error({ err }, 'the Telegram bot could not start (TELEGRAM_BOT_TOKEN); running without it');
  }
}
const app = await buildApp({ db: handle.db, config, logger, jobs, storage, ...(notificationJobs ? { notificationJobs } : {}), ...(telegramBot ? { telegramBot } : {}) });
try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  const code = (err as { code?: string }).code;
  console.error(`gratia: cannot listen on ${config.host}:${config.port}${code === 'EADDRINUSE' ? ' (port in use; set PORT)' : ''}: ${(err as Error).message}`);
  await app.close();
  await handle.close();
  process.exit(1);
}

if (telegramBot) {
  const bot = telegramBot;
  void bot.start({ onStart: (me) => logger.info(`Telegram bot @${me.username} is polling`) }).catch((err: unknown) => logger.error({ err }, 'the Telegram bot stopped'));
}

const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const logins = await findDemoLogins(handle.db);
const lines = [
  '',
  `  Gratia is running at http://${shownHost}:${port}/  (API docs: http://${shownHost}:${port}/api/docs)`,
  `  Database: ${handle.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
  `  Sign-in codes: ${config.smtpUrl ? 'e-mailed via SMTP_URL' : 'written to this log'}${telegramBot ? `; to linked Telegram accounts by @${telegramBot.botInfo.username}` : ''}${config.authTestCode ? `; AUTH_TEST_CODE=${config.authTestCode} accepted for any known login` : ''}`,
  '  Demo sign-ins (e-mail or Telegram nickname):',
  ...logins.map((l) => `    ${l.label.padEnd(32)} ${l.email}${l.tgName ? `  @${l.tgName}` : ''}`),
  '  Invite sign-in with the shared key: gratia-demo',
  '',
];
console.log(lines.join('\n'));

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info(`${signal}: closing`);
  const force = setTimeout(() => {
    logger.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    if (telegramBot?.isRunning()) await telegramBot.stop();
    await app.close();
    await queue.then((q) => q.stop(), () => undefined);
    await handle.close();
    process.exit(0);
  } catch (err) {
    logger.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
