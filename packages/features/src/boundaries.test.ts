import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The package's module boundaries (ARCHITECTURE: one folder per SPEC area, "a feature never
 * imports another feature's internals"), checked on the source itself:
 * - an area is a folder with an `index.ts`; a module may import another area only through that
 *   area's `index.ts` (the i18n start-up catalogues alone read other areas' strings, plain JSON);
 * - widgets, hooks and helpers never import story or test code;
 * - no import cycle anywhere (through index files included).
 * Stories, tests and `testing/` are left out of the first two rules: they may reach fixtures.
 */

const root = dirname(fileURLToPath(import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__screenshots__' ? [] : files(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const all = files(root);
const isDevOnly = (path: string) =>
  /\.(test|stories)\.tsx?$/.test(path) || relative(root, path).startsWith('testing/') || /\/(fixtures|storyHelpers)\.ts$/.test(path);

/** Relative imports and re-exports of a module, resolved to absolute paths. */
function importsOf(path: string): string[] {
  const source = readFileSync(path, 'utf8');
  const specifiers = [...source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+'(\.{1,2}\/[^']+)'/g), ...source.matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)];
  return specifiers.map((m) => resolve(dirname(path), m[1]!));
}

/** The area a module belongs to: the nearest folder (up to the package root) holding an index.ts. */
function areaOf(path: string): string {
  let dir = dirname(path);
  while (dir.startsWith(root)) {
    if (all.includes(join(dir, 'index.ts'))) return dir;
    dir = dirname(dir);
  }
  return root;
}

const production = all.filter((path) => !isDevOnly(path));

describe('module boundaries of @gratia/features', () => {
  it('imports another area only through its index.ts', () => {
    const offenders: string[] = [];
    for (const path of production) {
      const area = areaOf(path);
      for (const target of importsOf(path)) {
        if (target.endsWith('.json') && /^i18n\/catalogues\/\w+\.ts$/.test(relative(root, path))) continue;
        const targetArea = target.endsWith('.json') ? dirname(dirname(target)) : areaOf(target);
        if (targetArea === area) continue;
        if (target !== join(targetArea, 'index.ts')) offenders.push(`${relative(root, path)} → ${relative(root, target)}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('keeps story and test code out of widgets and hooks', () => {
    const offenders = production.flatMap((path) => importsOf(path).filter(isDevOnly).map((target) => `${relative(root, path)} → ${relative(root, target)}`));
    expect(offenders).toEqual([]);
  });

  it('has no import cycle', () => {
    const graph = new Map(all.map((path) => [path, importsOf(path).filter((target) => all.includes(target))]));
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (path: string, trail: string[]) => {
      if (state.get(path) === 'done') return;
      if (state.get(path) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(path)), path].map((p) => relative(root, p)).join(' → '));
        return;
      }
      state.set(path, 'open');
      for (const next of graph.get(path) ?? []) visit(next, [...trail, path]);
      state.set(path, 'done');
    };
    for (const path of all) visit(path, []);
    expect(cycles).toEqual([]);
  });
});
