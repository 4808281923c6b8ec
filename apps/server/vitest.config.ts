import { defineProject } from 'vitest/config';

/**
 * Settings shared by both server projects. Tests go through `fastify.inject`; `GRATIA_TEST_DB`
 * tells the helpers which database to open (see test/helpers.ts).
 */
export const serverTestSettings = {
  root: import.meta.dirname,
  environment: 'node',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  globalSetup: ['test/globalSetup.ts'],
} as const;

/** Project 'server': the whole server suite on in-memory PGlite, always. */
export default defineProject({
  test: { ...serverTestSettings, name: 'server', env: { GRATIA_TEST_DB: 'pglite' } },
});
