import { fileURLToPath } from 'node:url';
import { libraryBuildConfig } from '../../vite.library.ts';
import pkg from './package.json' with { type: 'json' };

/**
 * Library build of @gratia/features for other apps (`pnpm --filter @gratia/features build`), see
 * {@link libraryBuildConfig}: import `dist/style.css` once, with `@gratia/tokens/style.css` and
 * `@gratia/ui/style.css`. Dependencies (the other @gratia packages included) and peers stay imports;
 * the ru/en strings are compiled into the modules that register them.
 */
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

export default libraryBuildConfig(fileURLToPath(new URL('./src/index.ts', import.meta.url)), external);
