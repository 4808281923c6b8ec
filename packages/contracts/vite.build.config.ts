import { fileURLToPath } from 'node:url';
import { libraryBuildConfig } from '../../vite.library.ts';
import pkg from './package.json' with { type: 'json' };

/**
 * Library build of @gratia/contracts (`pnpm --filter @gratia/contracts build`), see
 * {@link libraryBuildConfig}: the zod schemas @gratia/features validates with, for apps that embed
 * the widgets. zod stays an import.
 */
export default libraryBuildConfig(fileURLToPath(new URL('./src/index.ts', import.meta.url)), Object.keys(pkg.dependencies));
