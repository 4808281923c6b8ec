/**
 * Server configuration from environment variables. Everything the process reads from `process.env`
 * is read here, once.
 */
import path from 'node:path';

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
  /** Directory of the built web app (WEB_DIST, default `<repo>/apps/web/dist`). */
  webDist: string;
  /** Trust X-Forwarded-* from a reverse proxy (TRUST_PROXY=1). */
  trustProxy: boolean;
  /** pino level (LOG_LEVEL, default info). */
  logLevel: string;
}

/** Thrown when the environment is not acceptable; main prints it and exits with status 1. */
export class ConfigError extends Error {}

/** The repository root: apps/server/src → ../../.. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * Reads the configuration. Relative DATA_DIR is resolved against INIT_CWD (the directory where the
 * user ran `pnpm …`, set by pnpm) or else the process cwd; the default is the repository root's `./data`.
 * Throws {@link ConfigError} when AUTH_TEST_CODE is set with NODE_ENV=production, when a production
 * server has no SESSION_SECRET, or on a malformed PORT.
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
    webDist: env.WEB_DIST ? path.resolve(baseDir, env.WEB_DIST) : path.join(REPO_ROOT, 'apps', 'web', 'dist'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL || 'info',
  };
}
