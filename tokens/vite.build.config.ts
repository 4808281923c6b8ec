import { fileURLToPath } from 'node:url';
import { libraryBuildConfig } from '../vite.library.ts';
import pkg from './package.json' with { type: 'json' };

/**
 * Library build of @gratia/tokens for other apps (`pnpm --filter @gratia/tokens build`), see
 * {@link libraryBuildConfig}. The Inter font is bundled into style.css (its files into
 * dist/assets); every other dependency stays an import.
 */
const external = Object.keys(pkg.dependencies).filter((dep) => !dep.startsWith('@fontsource'));

export default libraryBuildConfig(fileURLToPath(new URL('./src/index.ts', import.meta.url)), external);
