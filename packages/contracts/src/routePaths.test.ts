import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePaths } from './routePaths.ts';
import { renderRoutePaths } from './routePathsSource.ts';
import { routes } from './routes.ts';

describe('routePaths', () => {
  it('is up to date with the route table (else run `pnpm --filter @gratia/contracts gen:paths`)', () => {
    expect(fs.readFileSync(path.join(import.meta.dirname, 'routePaths.ts'), 'utf8')).toBe(renderRoutePaths());
  });
  it('has the method and path of every route and nothing else', () => {
    expect(Object.keys(routePaths).sort()).toEqual(Object.keys(routes).sort());
    for (const [name, route] of Object.entries(routes)) {
      expect(routePaths[name as keyof typeof routePaths]).toEqual({ method: route.method, path: route.path });
    }
  });
  it('loads no zod', () => {
    expect(fs.readFileSync(path.join(import.meta.dirname, 'routePaths.ts'), 'utf8')).not.toMatch(/\bimport\b/);
  });
});
