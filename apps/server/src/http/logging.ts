/**
 * What the server log may hold (README "Security"). One set of pino options for main.ts, buildApp's
 * default logger and the tests' log sink, so what tests see is what production writes:
 *
 * - request URLs and the `x-page-url` binding keep their path and drop the query and fragment (the
 *   invite link `/?key=…` / `?shared_key=…` carries a community's shared key there);
 * - headers that carry credentials (cookies, set-cookie, authorization, the CSRF token), cookie maps,
 *   and request bodies, queries and params (sign-in codes, logins, texts people typed) are censored
 *   wherever a log call puts them;
 * - a failed database query is logged with its statement but without its parameters, which are the
 *   values people typed (drizzle's DrizzleQueryError puts them in its message), and without the
 *   `detail` of a PostgreSQL error ("Key (email)=(…) already exists").
 *
 * The one line that holds a secret on purpose is the log code channel's `signInCode` line, written
 * only when no e-mail channel is configured (modules/auth/codeSender.ts).
 */
import type { FastifyRequest } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import pino, { type LoggerOptions } from 'pino';
import { CSRF_HEADER } from '@gratia/contracts';

/** What a censored value reads in the log. */
export const REDACTED = '[redacted]';

const CREDENTIAL_HEADERS = ['cookie', 'set-cookie', 'authorization', CSRF_HEADER].map((h) => `["${h}"]`);

/** Paths (pino redact syntax) censored in every log line. */
export const REDACT_PATHS: readonly string[] = [
  ...['req.headers', 'res.headers', 'headers', 'request.headers', 'reply.headers'].flatMap((at) => CREDENTIAL_HEADERS.map((h) => `${at}${h}`)),
  ...['cookies', 'req.cookies', 'request.cookies'],
  ...['body', 'query', 'params'].flatMap((part) => [part, `req.${part}`, `request.${part}`]),
];

/** `url` without its query string and fragment: `/login?key=x` → `/login`. */
export function withoutQuery(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

/** The stack frames of `stack` (its lines from the first `    at `), without the message above them. */
function framesOf(stack: string | undefined): string {
  const at = stack?.indexOf('\n    at ') ?? -1;
  return stack && at >= 0 ? stack.slice(at) : '';
}

/**
 * `err` with the parameters of every failed query in its cause chain withheld: a DrizzleQueryError
 * becomes an error of the same name whose message is its statement only. Other errors are kept
 * as they are (copied only when a cause below them changed).
 */
export function withoutQueryParams(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const cause = withoutQueryParams(err.cause);
  if (err instanceof DrizzleQueryError) {
    const safe = new Error(`Failed query: ${err.query} (parameters withheld from the log)`, { cause });
    safe.name = err.name;
    safe.stack = `${safe.name}: ${safe.message}${framesOf(err.stack)}`;
    return safe;
  }
  if (cause === err.cause) return err;
  const copy = Object.assign(Object.create(Object.getPrototypeOf(err) as object) as Error, err, { cause });
  Object.defineProperty(copy, 'message', { value: err.message, enumerable: false });
  Object.defineProperty(copy, 'stack', { value: err.stack, enumerable: false });
  return copy;
}

/** pino's error serializer over {@link withoutQueryParams}, without the value-bearing `detail` of a PostgreSQL error. */
function serializeError(err: Error): Record<string, unknown> {
  const out: Record<string, unknown> = { ...pino.stdSerializers.err(withoutQueryParams(err) as Error) };
  delete out.detail;
  delete out.params;
  return out;
}

/** The request as Fastify's default serializer logs it (no headers), with the URL's path only. */
function serializeRequest(req: Partial<FastifyRequest>) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? withoutQuery(req.url) : undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** pino options of the server log at `level` (redaction and serializers as described above). */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: [...REDACT_PATHS], censor: REDACTED },
    serializers: { req: serializeRequest, err: serializeError },
  };
}
