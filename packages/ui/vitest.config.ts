import { defineProject } from 'vitest/config';

/**
 * Project 'ui-package': builds @gratia/tokens and @gratia/ui as libraries and checks a plain
 * consumer app (no vanilla-extract plugin) renders a themed Button in Chromium.
 * `pnpm exec vitest run --project ui-package`.
 */
export default defineProject({
  test: {
    name: 'ui-package',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
