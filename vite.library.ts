import { defineConfig, type UserConfig } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * The library build shared by @gratia/tokens and @gratia/ui (each package's vite.build.config.ts):
 * ESM with one module per source file (tree-shaking: import one component, ship one component),
 * vanilla-extract compiled away — class and variable names in JS, every rule in `dist/style.css`
 * — and the `external` packages left as imports. Declarations come from `tsc -p tsconfig.build.json`.
 *
 * @param entry absolute path of the package's `src/index.ts`
 * @param external package names kept as imports (their subpaths too)
 */
export function libraryBuildConfig(entry: string, external: readonly string[]): UserConfig {
  return defineConfig({
    plugins: [vanillaExtractPlugin()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      minify: false,
      cssCodeSplit: false,
      lib: { entry, formats: ['es'], cssFileName: 'style' },
      rollupOptions: {
        external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
        output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
      },
    },
  });
}
