/**
 * `pnpm --filter @gratia/contracts gen:paths`: writes src/routePaths.ts, the method and path of
 * every route of the route table (src/routes.ts) as a plain object without zod, for the web app's
 * API client. routePaths.test.ts fails when the file is out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderRoutePaths } from '../src/routePathsSource.ts';

const target = path.resolve(import.meta.dirname, '..', 'src', 'routePaths.ts');
fs.writeFileSync(target, renderRoutePaths());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
