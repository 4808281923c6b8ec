/**
 * The JavaScript budget of the first screen (docs/decisions/0017-first-screen-budgets.md): for each
 * route of {@link BUDGETS}, the bytes (gzip, level 9) of every JavaScript file the browser must load
 * before that screen can render — the entry and its static imports, and each lazy route module on
 * the route's way (its layout and its screen) with their static imports — read from the build's
 * manifest (`dist/.vite/manifest.json`). What a screen loads later (a dialog's code, the upload
 * transport) is a dynamic import and is not counted. Node only (reads files).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One route's budget: the lazy route modules its first render needs, and the ceiling in bytes (gzip). */
export interface RouteBudget {
  route: string;
  /** Manifest keys of the route's lazy modules, e.g. `src/screens/FeedScreen.tsx`. */
  modules: string[];
  /** Ceiling, bytes of gzip. */
  maxGzipBytes: number;
}

/**
 * The budgets CI holds the build to. They are the sizes of today's build with a little room, and
 * they only go down: raise one only with a decision record that says what the bytes bought. The
 * targets are /login ≤ 70 KB and /feed ≤ 140 KB (see the decision record for the way there).
 */
export const BUDGETS: RouteBudget[] = [
  { route: '/login', modules: ['src/screens/AuthLayoutScreen.tsx', 'src/screens/LoginScreen.tsx'], maxGzipBytes: 272 * 1024 },
  { route: '/main', modules: ['src/screens/MainLayoutScreen.tsx', 'src/screens/MainScreen.tsx'], maxGzipBytes: 251 * 1024 },
  { route: '/feed', modules: ['src/screens/MainLayoutScreen.tsx', 'src/screens/FeedScreen.tsx'], maxGzipBytes: 270 * 1024 },
  { route: '/new_transfer', modules: ['src/screens/MainLayoutScreen.tsx', 'src/screens/NewTransferScreen.tsx'], maxGzipBytes: 309 * 1024 },
  { route: '/history', modules: ['src/screens/MainLayoutScreen.tsx', 'src/screens/HistoryScreen.tsx'], maxGzipBytes: 264 * 1024 },
];

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
 * Measures every budget route of the build in `distDir`. Throws when the build has no manifest,
 * or when a budget names a module the manifest does not know (a renamed screen must rename its
 * budget too).
 */
export function measureRoutes(distDir: string, budgets: RouteBudget[] = BUDGETS): RouteSize[] {
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
    for (const key of [...entries, ...modules]) visit(key);
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
