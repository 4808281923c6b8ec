import { fileURLToPath } from 'node:url';
import { libraryBuildConfig } from '../../vite.library.ts';
import pkg from './package.json' with { type: 'json' };

/**
 * Library build of @gratia/ui for other apps (`pnpm --filter @gratia/ui build`), see
 * {@link libraryBuildConfig}: import `dist/style.css` once, together with `@gratia/tokens/style.css`.
 * Dependencies, peers and @gratia/tokens stay imports.
 */
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

export default libraryBuildConfig(fileURLToPath(new URL('./src/index.ts', import.meta.url)), external);
