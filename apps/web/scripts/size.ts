/**
 * `pnpm --filter @gratia/web size`: prints the first-screen JavaScript of each budget route of the
 * last build (src/budget/bundleBudget.ts) and exits with 1 when one is over its budget.
 */
import path from 'node:path';
import { formatSizes, measureRoutes } from '../src/budget/bundleBudget.ts';

const sizes = measureRoutes(path.resolve(import.meta.dirname, '..', 'dist'));
console.log(formatSizes(sizes));
if (sizes.some((s) => !s.withinBudget)) process.exitCode = 1;
