import { defineConfig } from 'vitest/config';

/**
 * End-to-end browser tests: a real server (PGlite in a temporary DATA_DIR, seeded demo
 * community, AUTH_TEST_CODE) serving the built web app, driven by playwright-core in
 * Debian's Chromium. Run after `pnpm build`.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // Last, alone: each journey starts a server and a browser of its own (docs/decisions/0038-test-schedule.md).
    sequence: { groupOrder: 4 },
    // No retries: a test that needs one is a defect to fix, not to hide.
    retry: 0,
  },
});
