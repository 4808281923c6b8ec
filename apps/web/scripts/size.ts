/**
 * `pnpm --filter @gratia/web size`: prints the JavaScript a server-rendered page loads before its
 * first paint, and the modules each budget route hydrates with, in Russian and in English, of the
 * last build (src/budget/bundleBudget.ts); exits with 1 when one is over its budget.
 */
import path from 'node:path';
import { FIRST_PAINT_MAX_GZIP_BYTES, formatSizes, measureFirstPaintScripts, measureRoutes } from '../src/budget/bundleBudget.ts';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const firstPaint = measureFirstPaintScripts(dist);
console.log(
  `Before the first paint (every server-rendered page): ${firstPaint.files.join(', ')} — ${(firstPaint.gzipBytes / 1024).toFixed(1)} KB gzip, budget ${(FIRST_PAINT_MAX_GZIP_BYTES / 1024).toFixed(1)} KB ${firstPaint.withinBudget ? 'ok' : 'OVER'}\n`,
);
// A page loads the strings of its own language only (docs/decisions/0030): Russian, the default
// and the larger catalogue, then English.
const sizes = measureRoutes(dist, undefined, 'ru');
const english = measureRoutes(dist, undefined, 'en');
console.log('Until the screen works (modules it hydrates with, loaded after the first paint), a page in Russian:');
console.log(formatSizes(sizes));
console.log('\nThe same pages in English:');
console.log(formatSizes(english));
if (!firstPaint.withinBudget || [...sizes, ...english].some((s) => !s.withinBudget)) process.exitCode = 1;
