import { routes } from './routes.ts';

/**
 * The source text of routePaths.ts from the route table: one `name: { method, path }` line per
 * route, in the table's order (scripts/routePaths.ts writes it; routePaths.test.ts compares).
 */
export function renderRoutePaths(): string {
  const lines = Object.entries(routes).map(([name, route]) => `  ${name}: { method: '${route.method}', path: '${route.path}' },`);
  return [
    '// Written by `pnpm --filter @gratia/contracts gen:paths` from routes.ts; do not edit.',
    '/**',
    ' * The method and path (relative to `API_PREFIX`) of every API route, without the schemas: the',
    " * web app's client builds its URLs from this table, so its first screen loads no zod.",
    ' */',
    'export const routePaths = {',
    ...lines,
    '} as const;',
    '',
  ].join('\n');
}
