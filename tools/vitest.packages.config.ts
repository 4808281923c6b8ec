import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const workspace = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Project 'packages': builds @gratia/tokens, @gratia/ui, @gratia/contracts and @gratia/features
 * as libraries once (globalSetup), then checks plain consumer apps (no vanilla-extract plugin, no
 * workspace sources) in Chromium: a themed Button (packages/ui/test) and the events feed against
 * an API mocked with msw (packages/features/test). One file at a time: both read the same dist.
 * `pnpm exec vitest run --project packages`.
 */
export default defineProject({
  root: workspace,
  test: {
    name: 'packages',
    dir: workspace,
    environment: 'node',
    include: ['packages/ui/test/**/*.test.ts', 'packages/features/test/**/*.test.ts'],
    globalSetup: [path.join(workspace, 'tools/buildPackages.ts')],
    fileParallelism: false,
    // One file at a time, after the node suites (docs/decisions/0038-test-schedule.md).
    sequence: { groupOrder: 1 },
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
