/**
 * The OpenAPI document of the API (ARCHITECTURE "API"): generated from the routes' zod schemas as
 * they are registered after this plugin, served at `/api/openapi.json` with a reference UI at
 * `/api/docs`. Wrapped in fastify-plugin, so the document sees the routes of the whole application.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_PREFIX, SESSION_COOKIE } from '@gratia/contracts';

/** Registers @fastify/swagger (OpenAPI 3.1, session cookie security scheme), the docs UI and `GET /api/openapi.json`. */
export const openapiPlugin = fp(
  async (app) => {
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
  },
  { name: 'gratia-openapi', fastify: '5.x' },
);
