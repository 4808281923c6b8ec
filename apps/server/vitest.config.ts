import { defineConfig } from 'vitest/config';

/**
 * Server tests: `fastify.inject` against in-memory PGlite, or against real PostgreSQL when
 * TEST_DATABASE_URL is set (each test file gets its own database, dropped afterwards).
 */
export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
