/**
 * The server's module boundaries (ARCHITECTURE "Layout": one module per SPEC area), read from the
 * import statements of src/ (type-only imports included). `pnpm lint` checks the same rules with
 * dependency-cruiser for the whole workspace; this test keeps the server's own in its test suite and
 * adds the two that are about modules as wholes:
 *
 * - a module imports another module only through its `index.ts`; its `schema.ts` (tables) imports
 *   nothing but drizzle, db/columns.ts and other modules' `schema.ts`, so drizzle-kit loads every
 *   table without the application;
 * - db/, http/ and plugins/ import no module (db/schema.ts, the re-export of every table, excepted);
 * - no import cycle between files, and none between modules (schema imports included).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..', 'src');
const IMPORT = /^(?:import|export)\s[^'"]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm;

/** Source files of src/ (tests excluded) as paths relative to src/, with the relative files each imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const source = fs.readFileSync(full, 'utf8');
        const targets = [...source.matchAll(IMPORT)]
          .map((m) => m[1] ?? m[2] ?? '')
          .filter((spec) => spec.startsWith('.'))
          .map((spec) => path.relative(SRC, path.resolve(path.dirname(full), spec)).split(path.sep).join('/'));
        graph.set(path.relative(SRC, full).split(path.sep).join('/'), targets);
      }
    }
  };
  walk(SRC);
  return graph;
}

/** `modules/<area>` of a file in a module, else its top folder (`db`, `http`, `plugins`) or file. */
function areaOf(file: string): string {
  const parts = file.split('/');
  return parts[0] === 'modules' ? `modules/${parts[1]}` : (parts[0] ?? file);
}

/** The cycles of a directed graph (its strongly connected groups of more than one node). */
function cycles(nodes: Iterable<string>, edges: (node: string) => Iterable<string>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of edges(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w !== undefined) {
          onStack.delete(w);
          group.push(w);
        }
      } while (w !== undefined && w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found;
}

describe('server module boundaries', () => {
  const graph = importGraph();
  const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));
  const modules = [...new Set([...graph.keys()].filter((f) => f.startsWith('modules/')).map(areaOf))];

  it('every module has an index.ts', () => {
    expect(modules.length).toBeGreaterThan(10);
    expect(modules.filter((m) => !graph.has(`${m}/index.ts`))).toEqual([]);
  });

  it('modules import each other only through index.ts, and tables only through schema.ts', () => {
    const wrong = edges.filter(({ from, to }) => {
      if (!from.startsWith('modules/') || !to.startsWith('modules/') || areaOf(from) === areaOf(to)) return false;
      return from.endsWith('/schema.ts') ? !to.endsWith('/schema.ts') : !to.endsWith('/index.ts');
    });
    expect(wrong).toEqual([]);
  });

  it('tables load on their own: schema.ts imports only other schema.ts and db/columns.ts', () => {
    const wrong = edges.filter(({ from, to }) => from.endsWith('/schema.ts') && from.startsWith('modules/') && !to.endsWith('/schema.ts') && to !== 'db/columns.ts');
    expect(wrong).toEqual([]);
  });

  it('db/, http/ and plugins/ import no module (db/schema.ts re-exports the tables)', () => {
    const wrong = edges.filter(({ from, to }) => ['db', 'http', 'plugins'].includes(areaOf(from)) && from !== 'db/schema.ts' && to.startsWith('modules/'));
    expect(wrong).toEqual([]);
  });

  it('has no import cycle between files nor between modules', () => {
    expect(cycles(graph.keys(), (f) => (graph.get(f) ?? []).filter((t) => graph.has(t)))).toEqual([]);
    const moduleEdges = new Map<string, Set<string>>(modules.map((m) => [m, new Set()]));
    for (const { from, to } of edges) {
      if (from.startsWith('modules/') && to.startsWith('modules/') && areaOf(from) !== areaOf(to)) moduleEdges.get(areaOf(from))?.add(areaOf(to));
    }
    expect(cycles(modules, (m) => moduleEdges.get(m) ?? [])).toEqual([]);
  });
});
