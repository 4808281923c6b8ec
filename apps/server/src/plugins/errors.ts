/**
 * The one error shape of the API (SPEC §8, contracts `ApiErrorBody`): `{ error: { code, message,
 * details? } }` for every failure of every route — AppError from the services, schema validation
 * (400 VALIDATION_ERROR with `details.issues`, each with `path`, a translatable `message` key of
 * contracts' VALIDATION_MESSAGES, `location`, and `maximum`/`minimum` where a bound was crossed),
 * and Fastify's own errors. Wrapped in fastify-plugin: it is the application's error handler.
 */
import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { VALIDATION_MESSAGES, type ErrorCode, type ValidationMessage } from '@gratia/contracts';
import { sqlState } from '../db/sqlState.ts';
import { AppError, errorBody } from '../http/errors.ts';

const KNOWN_MESSAGES = new Set<string>(VALIDATION_MESSAGES);

/** One problem of a 400 VALIDATION_ERROR as the client receives it. */
export interface ValidationIssue {
  /** Dotted path of the field (`amount`, `photoIds.2`); empty for the whole body or query. */
  path: string;
  /** A key of contracts' VALIDATION_MESSAGES (features translate it in ru and en). */
  message: ValidationMessage;
  /** body, querystring, headers or params. */
  location?: string;
  /** The bound that was crossed, for `{{max}}`/`{{min}}` in the translation. */
  maximum?: number;
  minimum?: number;
}

/** What fastify-type-provider-zod puts in `err.validation` for each zod issue. */
interface ZodValidationEntry {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: { origin?: unknown; maximum?: unknown; minimum?: unknown };
}

/**
 * The translatable key of a zod issue: its own message when it is one of VALIDATION_MESSAGES, else
 * one derived from the issue kind (a schema without an explicit message, e.g. an enum or an object
 * of the wrong type): missing → required, too long/short text, too big/small number, too many
 * items, anything else invalid.
 */
export function validationKey(entry: ZodValidationEntry): ValidationMessage {
  const message = entry.message ?? '';
  if (KNOWN_MESSAGES.has(message)) return message as ValidationMessage;
  const origin = entry.params?.origin;
  switch (entry.keyword) {
    case 'invalid_type':
      return /received undefined$/.test(message) ? 'validation.required' : 'validation.invalid';
    case 'too_big':
      return origin === 'string' ? 'validation.tooLong' : origin === 'array' || origin === 'set' ? 'validation.tooMany' : 'validation.tooBig';
    case 'too_small':
      return origin === 'string' ? 'validation.tooShort' : 'validation.tooSmall';
    default:
      return 'validation.invalid';
  }
}

/** A finite number of a zod bound (`maximum`/`minimum` may be a number or a bigint), else undefined. */
function bound(value: unknown): number | undefined {
  const n = typeof value === 'bigint' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** The client's view of one zod issue found in `location`. */
function issueOf(entry: ZodValidationEntry, location: string | undefined): ValidationIssue {
  const maximum = bound(entry.params?.maximum);
  const minimum = bound(entry.params?.minimum);
  return {
    path: entry.instancePath.replace(/^\//, '').replace(/\//g, '.'),
    message: validationKey(entry),
    ...(location ? { location } : {}),
    ...(maximum !== undefined ? { maximum } : {}),
    ...(minimum !== undefined ? { minimum } : {}),
  };
}

/** Replaces quoted fragments of a database message (where PostgreSQL quotes the offending value) with `"…"`. */
export function redactQuotedValues(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"');
}

/**
 * `err` for the log when its cause chain holds a database error (one with SQLSTATE `state`): that
 * error's message and stack keep PostgreSQL's words but not the values it quotes (`invalid input
 * syntax for type integer: "…"`), and lose its `detail`, `where`, `query` and `params`. The other
 * errors of the chain are copied only above a change; the log's error serializer (http/logging.ts)
 * then withholds a failed statement's parameters.
 */
function redactDatabaseValues(err: unknown, state: string, depth = 0): unknown {
  if (!(err instanceof Error) || depth > 4) return err;
  const isDatabaseError = (err as { code?: unknown }).code === state;
  const cause = redactDatabaseValues(err.cause, state, depth + 1);
  if (!isDatabaseError && cause === err.cause) return err;
  const copy = Object.assign(Object.create(Object.getPrototypeOf(err) as object) as Error & Record<string, unknown>, err, { cause });
  const message = isDatabaseError ? redactQuotedValues(err.message) : err.message;
  const at = err.stack?.indexOf('\n    at ') ?? -1;
  const frames = err.stack && at >= 0 ? err.stack.slice(at) : '';
  Object.defineProperty(copy, 'message', { value: message, enumerable: false, writable: true, configurable: true });
  Object.defineProperty(copy, 'stack', {
    value: isDatabaseError ? `${err.name}: ${message}${frames}` : err.stack,
    enumerable: false,
    writable: true,
    configurable: true,
  });
  if (isDatabaseError) for (const key of ['detail', 'where', 'internalQuery', 'query', 'params', 'queryOptions', 'hint']) delete copy[key];
  return copy;
}

/**
 * The log fields of an unexpected error: `err` (its stack stays in the log, never in the answer)
 * and, for a database error, `sqlState` with the values PostgreSQL quotes in its message redacted
 * ({@link redactDatabaseValues}); the statement's parameters are withheld by the log serializer.
 */
export function errorLogFields(err: unknown): { err: unknown; sqlState?: string } {
  const state = sqlState(err);
  return state ? { err: redactDatabaseValues(err, state), sqlState: state } : { err };
}

/** The API code of a Fastify error's 4xx status. */
function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'VALIDATION_ERROR';
  }
}

/** The body limit of the route `req` was sent to, bytes (Fastify's bodyLimit), if known. */
function bodyLimitOf(req: FastifyRequest): number | undefined {
  const limit = (req.routeOptions as { bodyLimit?: unknown } | undefined)?.bodyLimit;
  return typeof limit === 'number' ? limit : undefined;
}

/**
 * Sets the error handler: an AppError answers its status and code (5xx logged, except a refusal
 * with `details.retryAfter` in seconds, which sets `Retry-After` instead); a schema validation
 * failure answers 400 VALIDATION_ERROR with one issue per problem (see {@link ValidationIssue}); a
 * response that fails its schema, or any other 5xx, answers 500 INTERNAL with no detail, logged
 * with its stack ({@link errorLogFields}: a database error with its SQLSTATE, without the values it
 * quotes or the statement's parameters); other Fastify
 * errors keep their 4xx status with NOT_FOUND, UNAUTHORIZED, FORBIDDEN, PAYLOAD_TOO_LARGE (413,
 * `details.maxBytes`), UNSUPPORTED_MEDIA_TYPE (415), RATE_LIMITED or VALIDATION_ERROR as their code.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, req, reply) => {
      if (err instanceof AppError) {
        // A refusal that says when to come back (SERVER_BUSY, RATE_LIMITED) says it as HTTP does too.
        const retryAfter = err.details?.retryAfter;
        if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
        else if (err.status >= 500) req.log.error(errorLogFields(err), err.message);
        return reply.code(err.status).send(errorBody(err.code, err.message, err.details));
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const location = (err as { validationContext?: string }).validationContext;
        const issues = (err.validation as unknown as ZodValidationEntry[]).map((v) => issueOf(v, location));
        return reply.code(400).send(errorBody('VALIDATION_ERROR', 'Request does not match the schema', { issues }));
      }
      const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
      if (status >= 500 || status < 400 || err.code === 'FST_ERR_RESPONSE_SERIALIZATION') {
        req.log.error(errorLogFields(err), 'unexpected error');
        return reply.code(500).send(errorBody('INTERNAL', 'An error occurred'));
      }
      const code = codeOfStatus(status);
      if (code === 'PAYLOAD_TOO_LARGE') {
        const maxBytes = bodyLimitOf(req);
        return reply
          .code(413)
          .send(errorBody(code, 'The request body is too large', maxBytes !== undefined ? { maxBytes } : undefined));
      }
      if (code === 'UNSUPPORTED_MEDIA_TYPE') return reply.code(415).send(errorBody(code, 'Unsupported content type'));
      return reply.code(status).send(errorBody(code, err.message));
    });
  },
  { name: 'gratia-errors', fastify: '5.x' },
);
