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
  // A worker keeps its loaded modules from one test file to the next (docs/decisions/0048): each
  // file still opens its own database and app, and importing the server afresh for each of ~85
  // files was most of the suite's time (PGlite 7½ → 4 min, PostgreSQL 4 → 1½ min).
  isolate: false,
} as const;

/** Project 'server': the whole server suite on in-memory PGlite, always. */
export default defineProject({
  test: { ...serverTestSettings, name: 'server', env: { GRATIA_TEST_DB: 'pglite' } },
});
