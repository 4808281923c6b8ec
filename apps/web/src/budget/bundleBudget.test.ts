import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS, FIRST_PAINT_MAX_GZIP_BYTES, measureFirstPaintScripts, measureRoutes } from './bundleBudget.ts';

const dist = path.resolve(import.meta.dirname, '..', '..', 'dist');
const built = fs.existsSync(path.join(dist, '.vite', 'manifest.json'));

describe.runIf(built)('first-screen JavaScript of the build (apps/web/dist, written by `pnpm build` before `pnpm test` runs)', () => {
  it.each(BUDGETS.flatMap((b) => (['ru', 'en'] as const).map((language) => [b.route, language] as const)))('%s in %s stays within its budget', (route, language) => {
    const [size] = measureRoutes(dist, BUDGETS.filter((b) => b.route === route), language);
    expect(size?.files.length).toBeGreaterThan(0);
    expect(size?.gzipBytes).toBeLessThanOrEqual(size?.maxGzipBytes ?? 0);
  });
  it('a server-rendered page loads only its deferred classic scripts before the first paint, within budget', () => {
    const firstPaint = measureFirstPaintScripts(dist);
    expect(firstPaint.files).toContain('app-loader.js');
    expect(firstPaint.files.every((file) => !file.startsWith('assets/'))).toBe(true);
    expect(firstPaint.gzipBytes).toBeLessThanOrEqual(FIRST_PAINT_MAX_GZIP_BYTES);
  });
});

describe('measureRoutes', () => {
  /** A small build: the entry, a chunk it imports, a lazy screen importing it too, a dialog loaded on use, and each language's strings. */
  function fakeBuild(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gratia-budget-'));
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const files = { 'assets/index.js': 'a'.repeat(5000), 'assets/shared.js': 'let b = 1;'.repeat(300), 'assets/Screen.js': 'c', 'assets/Dialog.js': 'd'.repeat(9000), 'assets/ru.js': 'r'.repeat(70), 'assets/en.js': 'e'.repeat(900) };
    for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['src/screens/Screen.tsx', 'src/Dialog.tsx', 'src/i18n/ru.ts', 'src/i18n/en.ts'] },
      'src/i18n/ru.ts': { file: 'assets/ru.js', isDynamicEntry: true },
      'src/i18n/en.ts': { file: 'assets/en.js', isDynamicEntry: true },
      '_shared.js': { file: 'assets/shared.js' },
      'src/screens/Screen.tsx': { file: 'assets/Screen.js', isDynamicEntry: true, imports: ['_shared.js'] },
      'src/Dialog.tsx': { file: 'assets/Dialog.js', isDynamicEntry: true },
    };
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    return dir;
  }

  it('counts the entry, the page language\'s strings, the route modules and their static imports once each, and not what loads on use', () => {
    const dir = fakeBuild();
    const [size] = measureRoutes(dir, [{ route: '/x', modules: ['src/screens/Screen.tsx'], maxGzipBytes: 10 }]);
    expect(size?.files.sort()).toEqual(['assets/Screen.js', 'assets/index.js', 'assets/ru.js', 'assets/shared.js']);
    expect(size?.rawBytes).toBe(5000 + 70 + 3000 + 1);
    expect(size?.withinBudget).toBe(false);
    const [english] = measureRoutes(dir, [{ route: '/x', modules: ['src/screens/Screen.tsx'], maxGzipBytes: 10 }], 'en');
    expect(english?.files.sort()).toEqual(['assets/Screen.js', 'assets/en.js', 'assets/index.js', 'assets/shared.js']);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a budget that names a module the build does not have', () => {
    const dir = fakeBuild();
    expect(() => measureRoutes(dir, [{ route: '/y', modules: ['src/screens/Gone.tsx'], maxGzipBytes: 1 }])).toThrow(/no module src\/screens\/Gone\.tsx/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
