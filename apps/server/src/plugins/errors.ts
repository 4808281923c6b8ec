/**
 * The one error shape of the API (SPEC §8, contracts `ApiErrorBody`): `{ error: { code, message,
 * details? } }` for every failure of every route — AppError from the services, schema validation
 * (400 VALIDATION_ERROR with `details.issues`, each with `path`, `message` and `location`), and
 * Fastify's own errors. Wrapped in fastify-plugin: it is the application's error handler.
 */
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorBody } from '../http/errors.ts';

/**
 * Sets the error handler: an AppError answers its status and code (5xx logged); a schema validation
 * failure answers 400 VALIDATION_ERROR with one issue per problem (`location`: body, querystring,
 * headers…); a response that fails its schema, or any other 5xx, answers 500 INTERNAL (logged);
 * other Fastify errors keep their status with NOT_FOUND, UNAUTHORIZED, FORBIDDEN, RATE_LIMITED or
 * VALIDATION_ERROR as their code.
 */
export const errorsPlugin = fp(
  async (app) => {
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
  },
  { name: 'gratia-errors', fastify: '5.x' },
);
