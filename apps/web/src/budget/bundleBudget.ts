/**
 * The JavaScript budgets of the first screen (docs/decisions/0017-first-screen-budgets.md,
 * 0018-server-rendering.md). Two of them:
 *
 * - Before the first paint ({@link measureFirstPaintScripts}): a page is rendered on the server and
 *   paints from its HTML and styles; the only scripts it asks for before that are the classic ones
 *   of index.html and public/app-loader.js, deferred, which starts the modules once it has painted.
 * - Until the screen works ({@link measureRoutes}): for each route of {@link BUDGETS}, the bytes of
 *   every module the browser loads to hydrate that screen — the entry and its static imports, the
 *   start-up strings of the page's language (docs/decisions/0030; Russian unless asked), and each
 *   lazy route module on the route's way (its layout and its screen) with their static imports —
 *   read from the build's manifest (`dist/.vite/manifest.json`). What a screen loads later (a
 *   dialog's code, the upload transport, the other language's strings) is a dynamic import and
 *   is not counted.
 *
 * Bytes are gzip, level 9. Node only (reads files).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Language } from '@gratia/features';
import { CATALOGUE_MODULES } from '../i18n/catalogue.ts';

/** One route's budget: the lazy route modules its first render needs, and the ceiling in bytes (gzip). */
export interface RouteBudget {
  route: string;
  /** Manifest keys of the route's lazy modules, e.g. `src/screens/FeedScreen.tsx`. */
  modules: string[];
  /** Ceiling, bytes of gzip. */
  maxGzipBytes: number;
}

/**
 * The budgets of the modules each screen hydrates with, which CI holds the build to. They are the
 * sizes of the build with a little room, and they only go down: raise one only with a decision
 * record that says what the bytes bought (0022, 0026, 0042). They load after the first paint (see
 * {@link measureFirstPaintScripts}); what they cost is the time until the screen responds.
 */
export const BUDGETS: RouteBudget[] = [
  { route: '/login', modules: ['src/screens/AuthLayoutScreen.tsx', 'src/screens/LoginScreen.tsx'], maxGzipBytes: 280 * 1024 },
  { route: '/main', modules: ['src/screens/MainLayoutScreen.tsx', 'src/screens/MainScreen.tsx'], maxGzipBytes: 268 * 1024 },
  { route: '/feed', modules: ['src/screens/MainLayoutScreen.tsx', 'src/screens/FeedScreen.tsx'], maxGzipBytes: 277 * 1024 },
  { route: '/new_transfer', modules: ['src/screens/MainLayoutScreen.tsx', 'src/screens/NewTransferScreen.tsx'], maxGzipBytes: 325 * 1024 },
  { route: '/history', modules: ['src/screens/MainLayoutScreen.tsx', 'src/screens/HistoryScreen.tsx'], maxGzipBytes: 272 * 1024 },
];

/** Most bytes (gzip) of script a server-rendered page loads before its first paint. */
export const FIRST_PAINT_MAX_GZIP_BYTES = 4 * 1024;

/** The scripts a server-rendered page loads before its first paint, and their bytes (gzip). */
export interface FirstPaintScripts {
  files: string[];
  gzipBytes: number;
  withinBudget: boolean;
}

/**
 * Measures what a server-rendered page of the build in `distDir` loads before its first paint:
 * the classic (non-module) scripts of index.html and app-loader.js, which the server adds
 * (apps/server `plugins/ssr.ts`); module scripts start only after the paint. Throws when the build
 * has no app-loader.js.
 */
export function measureFirstPaintScripts(distDir: string): FirstPaintScripts {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const classic = [...html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+)"/g)].map((m) => m[1] as string);
  const files = [...classic, 'app-loader.js'];
  if (!fs.existsSync(path.join(distDir, 'app-loader.js'))) throw new Error(`${distDir}/app-loader.js is missing: run \`pnpm build\` first`);
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length, 0);
  return { files, gzipBytes, withinBudget: gzipBytes <= FIRST_PAINT_MAX_GZIP_BYTES };
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** A route's measured first-screen JavaScript: its files and their sizes in bytes. */
export interface RouteSize {
  route: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  maxGzipBytes: number;
  withinBudget: boolean;
}

/**
 * Measures every budget route of the build in `distDir` for a page in `language` (its start-up
 * strings are counted; Russian, the default and the larger catalogue, unless asked). Throws when
 * the build has no manifest, or when a budget names a module the manifest does not know (a
 * renamed screen must rename its budget too).
 */
export function measureRoutes(distDir: string, budgets: RouteBudget[] = BUDGETS, language: Language = 'ru'): RouteSize[] {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run \`pnpm build\` first`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry).map(([key]) => key);
  const gzipOf = new Map<string, number>();
  const sizeOf = (file: string) => {
    const bytes = fs.readFileSync(path.join(distDir, file));
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(bytes, { level: 9 }).length);
    return { raw: bytes.length, gzip: gzipOf.get(file) as number };
  };
  return budgets.map(({ route, modules, maxGzipBytes }) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${route}: the build has no module ${key}`);
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of [...entries, CATALOGUE_MODULES[language], ...modules]) visit(key);
    const js = [...files].filter((f) => f.endsWith('.js'));
    const sizes = js.map(sizeOf);
    const gzipBytes = sizes.reduce((sum, s) => sum + s.gzip, 0);
    return {
      route,
      files: js,
      rawBytes: sizes.reduce((sum, s) => sum + s.raw, 0),
      gzipBytes,
      maxGzipBytes,
      withinBudget: gzipBytes <= maxGzipBytes,
    };
  });
}

/** The sizes as a Markdown table (KB = 1,024 bytes). */
export function formatSizes(sizes: RouteSize[]): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return [
    '| route | files | JS raw | JS gzip | budget | |',
    '|---|---|---|---|---|---|',
    ...sizes.map((s) => `| ${s.route} | ${s.files.length} | ${kb(s.rawBytes)} | ${kb(s.gzipBytes)} | ${kb(s.maxGzipBytes)} | ${s.withinBudget ? 'ok' : 'OVER'} |`),
  ].join('\n');
}
