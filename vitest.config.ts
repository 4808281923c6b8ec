import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole workspace. Each package that has tests owns a `vitest.config.ts`
 * naming its project (unit, server, storybook, e2e); `pnpm test` runs them all.
 */
export default defineConfig({
  test: {
    // Every core works: node test files run side by side, and each browser project opens as many
    // pages (docs/decisions/0038-test-schedule.md).
    maxWorkers: '100%',
    projects: ['tokens/vitest.config.ts', 'packages/*/vitest.config.ts', 'tools/vitest.packages.config.ts', 'tools/vitest.tools.config.ts', 'apps/*/vitest.config.ts', 'apps/server/vitest.pg.config.ts', 'apps/web/vitest.unit.config.ts', '.storybook/vitest.config.ts', '.storybook/vitest.features.config.ts', '.storybook/vitest.en.config.ts', '.storybook/vitest.en-features.config.ts'],
  },
});
