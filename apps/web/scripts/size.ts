/**
 * `pnpm --filter @gratia/web size`: prints the JavaScript a server-rendered page loads before its
 * first paint, and the modules each budget route hydrates with, of the last build
 * (src/budget/bundleBudget.ts); exits with 1 when one is over its budget.
 */
import path from 'node:path';
import { FIRST_PAINT_MAX_GZIP_BYTES, formatSizes, measureFirstPaintScripts, measureRoutes } from '../src/budget/bundleBudget.ts';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const firstPaint = measureFirstPaintScripts(dist);
console.log(
  `Before the first paint (every server-rendered page): ${firstPaint.files.join(', ')} — ${(firstPaint.gzipBytes / 1024).toFixed(1)} KB gzip, budget ${(FIRST_PAINT_MAX_GZIP_BYTES / 1024).toFixed(1)} KB ${firstPaint.withinBudget ? 'ok' : 'OVER'}\n`,
);
const sizes = measureRoutes(dist);
console.log('Until the screen works (modules it hydrates with, loaded after the first paint):');
console.log(formatSizes(sizes));
if (!firstPaint.withinBudget || sizes.some((s) => !s.withinBudget)) process.exitCode = 1;
