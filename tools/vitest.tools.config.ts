import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const workspace = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Project 'tools': tests of the repository's own guards — that the lint rules (tokens only, import
 * boundaries, no cycles) really fail on a deliberate violation. `pnpm exec vitest run --project tools`.
 */
export default defineProject({
  test: {
    name: 'tools',
    dir: workspace,
    environment: 'node',
    include: ['tools/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
