/**
 * Server configuration from environment variables. Everything the process reads from `process.env`
 * is read here, once.
 */
import path from 'node:path';
import { FeedbackEmail, TelegramNickname, type InstanceContacts } from '@gratia/contracts';

/** Resolved configuration. Times in seconds, ports as numbers. */
export interface Config {
  nodeEnv: string;
  /** TCP port (PORT, default 3000). */
  port: number;
  /** Bind address (HOST, default 0.0.0.0). */
  host: string;
  /** postgres://… to use PostgreSQL; undefined = embedded PGlite under {@link dataDir}. */
  databaseUrl: string | undefined;
  /** Absolute directory for PGlite data and the dev session secret (DATA_DIR, default `<repo>/data`). */
  dataDir: string;
  /** HMAC secret for CSRF tokens and code hashes (SESSION_SECRET); required in production. */
  sessionSecret: string | undefined;
  /** Tests only: this 6-digit code is accepted for any known login (AUTH_TEST_CODE). Refused in production. */
  authTestCode: string | undefined;
  /** smtp(s)://… to e-mail sign-in codes (SMTP_URL); unset = codes are written to the server log. */
  smtpUrl: string | undefined;
  /** From address of code e-mails (SMTP_FROM). */
  smtpFrom: string;
  /**
   * The Telegram bot's token from @BotFather (TELEGRAM_BOT_TOKEN; docs/decisions/0028): with it the
   * server runs the bot (long polling, one process per token) that links members' Telegram accounts
   * and sends codes to linked ones; unset = no bot.
   */
  telegramBotToken: string | undefined;
  /** Directory of the built web app (WEB_DIST, default `<repo>/apps/web/dist`). */
  webDist: string;
  /**
   * Trust X-Forwarded-* from a reverse proxy (TRUST_PROXY=1 or true; off by default). The client
   * address of a request (`req.ip`, which the sign-in limits count by) then comes from
   * X-Forwarded-For: turn it on only behind a proxy that sets that header, or clients choose their address.
   */
  trustProxy: boolean;
  /** pino level (LOG_LEVEL, default info). */
  logLevel: string;
  /** Seed the demo communities into an empty database at start (SEED_DEMO=1/0; default on, off in production). */
  seedDemo: boolean;
  /**
   * The language of the common challenge templates the demo seeds (SEED_TEMPLATES_LANGUAGE=ru|en,
   * default ru; docs/decisions/0044): an installation gets one common set, in its members' language.
   */
  seedTemplatesLanguage: 'ru' | 'en';
  /** Uploads in an S3-compatible bucket when S3_BUCKET is set; undefined = files under `<dataDir>/uploads`. */
  s3: S3Config | undefined;
  /**
   * The feedback contacts the footer and the legal pages show (SPEC §2 Footer; GET
   * /api/instance/contacts): FEEDBACK_EMAIL and FEEDBACK_TELEGRAM (nickname without '@'); null = none shown.
   */
  contacts: InstanceContacts;
}

/** The contacts of the demo: shown when SEED_DEMO is on and FEEDBACK_EMAIL / FEEDBACK_TELEGRAM are not set, so the demo's footer is complete. */
export const DEMO_CONTACTS: InstanceContacts = { feedbackEmail: 'feedback@gratia-demo.ru', telegram: 'gratia_support' };

/**
 * Reads FEEDBACK_EMAIL (an e-mail address) and FEEDBACK_TELEGRAM (a Telegram nickname, 5–32 of
 * A–Z a–z 0–9 _, with or without '@'). A variable that is not set takes the demo's value when
 * `seedDemo` is on and is null otherwise; set to an empty string it is null (no contact shown).
 * Throws {@link ConfigError} on a malformed value.
 */
function loadContacts(env: NodeJS.ProcessEnv, seedDemo: boolean): InstanceContacts {
  const read = (name: string, schema: typeof FeedbackEmail | typeof TelegramNickname, demo: string | null, rule: string): string | null => {
    const raw = env[name];
    if (raw === undefined) return seedDemo ? demo : null;
    if (raw.trim() === '') return null;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new ConfigError(`${name} must be ${rule}, got ${JSON.stringify(raw)}`);
    return parsed.data;
  };
  return {
    feedbackEmail: read('FEEDBACK_EMAIL', FeedbackEmail, DEMO_CONTACTS.feedbackEmail, 'an e-mail address'),
    telegram: read('FEEDBACK_TELEGRAM', TelegramNickname, DEMO_CONTACTS.telegram, 'a Telegram nickname (5–32 of A–Z, a–z, 0–9, _; "@" optional)'),
  };
}

/** The S3_* variables (see the media module's s3Storage). */
export interface S3Config {
  /** S3_BUCKET: the bucket; it must exist. */
  bucket: string;
  /** S3_REGION, default us-east-1. */
  region: string;
  /** S3_ENDPOINT: URL of an S3-compatible store; unset = AWS S3. */
  endpoint: string | undefined;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (both or neither; neither = the AWS SDK's default credential chain). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** S3_FORCE_PATH_STYLE=1: path-style URLs (most self-hosted stores); default on when S3_ENDPOINT is set. */
  forcePathStyle: boolean;
  /** S3_PREFIX: prepended to every object key, e.g. `gratia/`. */
  prefix: string;
}

/** Reads the S3_* variables; undefined without S3_BUCKET. Throws {@link ConfigError} on half a key pair or a bad endpoint. */
function loadS3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET || undefined;
  if (!bucket) return undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new ConfigError(`S3_ENDPOINT must be an http(s) URL, got ${endpoint}`);
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  return {
    bucket,
    region: env.S3_REGION || 'us-east-1',
    endpoint,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: pathStyle === undefined || pathStyle === '' ? Boolean(endpoint) : pathStyle === '1' || pathStyle === 'true',
    prefix: env.S3_PREFIX ?? '',
  };
}

/** Thrown when the environment is not acceptable; main prints it and exits with status 1. */
export class ConfigError extends Error {}

/** The repository root: apps/server/src → ../../.. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * Reads the configuration. Relative DATA_DIR is resolved against INIT_CWD (the directory where the
 * user ran `pnpm …`, set by pnpm) or else the process cwd; the default is the repository root's `./data`.
 * Throws {@link ConfigError} when AUTH_TEST_CODE is set with NODE_ENV=production, when a production
 * server has no SESSION_SECRET, on a malformed PORT, on incomplete S3_* settings, or on a malformed
 * FEEDBACK_EMAIL or FEEDBACK_TELEGRAM.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const port = env.PORT ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be 0–65535, got ${env.PORT}`);
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = env.DATA_DIR ? path.resolve(baseDir, env.DATA_DIR) : path.join(REPO_ROOT, 'data');
  const authTestCode = env.AUTH_TEST_CODE || undefined;
  if (authTestCode && production) {
    throw new ConfigError('AUTH_TEST_CODE is for automated tests only and is refused when NODE_ENV=production');
  }
  if (authTestCode && !/^\d{6}$/.test(authTestCode)) throw new ConfigError('AUTH_TEST_CODE must be 6 digits');
  const sessionSecret = env.SESSION_SECRET || undefined;
  if (production && !sessionSecret) throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production');
  if (sessionSecret && sessionSecret.length < 32) throw new ConfigError('SESSION_SECRET must be at least 32 characters');
  const seedDemo = env.SEED_DEMO ? env.SEED_DEMO === '1' || env.SEED_DEMO === 'true' : !production;
  const seedTemplatesLanguage = env.SEED_TEMPLATES_LANGUAGE || 'ru';
  if (seedTemplatesLanguage !== 'ru' && seedTemplatesLanguage !== 'en') throw new ConfigError('SEED_TEMPLATES_LANGUAGE must be ru or en');
  return {
    nodeEnv,
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    sessionSecret,
    authTestCode,
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || 'Gratia <no-reply@gratia.local>',
    telegramBotToken: env.TELEGRAM_BOT_TOKEN || undefined,
    webDist: env.WEB_DIST ? path.resolve(baseDir, env.WEB_DIST) : path.join(REPO_ROOT, 'apps', 'web', 'dist'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo,
    seedTemplatesLanguage,
    s3: loadS3(env),
    contacts: loadContacts(env, seedDemo),
  };
}
