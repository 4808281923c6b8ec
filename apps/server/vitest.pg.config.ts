import { defineProject } from 'vitest/config';
import { serverTestSettings } from './vitest.config.ts';

/**
 * Project 'server-pg': the same suite on real PostgreSQL at TEST_DATABASE_URL (each test file
 * creates its own database and drops it). Without TEST_DATABASE_URL it has no files to run.
 */
export default defineProject({
  test: {
    ...serverTestSettings,
    name: 'server-pg',
    include: process.env.TEST_DATABASE_URL ? serverTestSettings.include : [],
    passWithNoTests: true,
    env: { GRATIA_TEST_DB: 'postgres' },
  },
});
