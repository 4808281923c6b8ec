/**
 * The OpenAPI document of the API (ARCHITECTURE "API"): generated from the routes' zod schemas as
 * they are registered after this plugin, served at `/api/openapi.json` with a reference UI at
 * `/api/docs`. Wrapped in fastify-plugin, so the document sees the routes of the whole application.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { globalRegistry, $ZodRegistry, type GlobalMeta } from 'zod/v4/core';
import { API_PREFIX, SESSION_COOKIE } from '@gratia/contracts';

/**
 * The schemas the document names as components: the contracts' schemas with an id, as they stand
 * once the contracts are loaded (this module imports them). zod keeps one registry for the whole
 * process on `globalThis`, and the web app's server renderer, loaded later, brings its own copy of
 * the contracts, whose schemas register the same ids there — the document would refuse them as
 * duplicates (HTTP 500 on /api/openapi.json). The ids are therefore read from this snapshot;
 * everything else (formats, descriptions) still from the shared registry, by schema object.
 */
const apiSchemas = (() => {
  const registry = new $ZodRegistry<GlobalMeta>();
  registry._map = globalRegistry._map;
  registry._idmap = new Map(globalRegistry._idmap);
  return registry;
})();

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
      transform: createJsonSchemaTransform({ schemaRegistry: apiSchemas }),
      transformObject: createJsonSchemaTransformObject({ schemaRegistry: apiSchemas }),
    });
    await app.register(fastifySwaggerUi, { routePrefix: `${API_PREFIX}/docs` });
    app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'gratia-openapi', fastify: '5.x' },
);
