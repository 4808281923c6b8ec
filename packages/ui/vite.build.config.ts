import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import pkg from './package.json' with { type: 'json' };

/**
 * Library build of @gratia/ui for other apps (`pnpm --filter @gratia/ui build`):
 * ESM with one module per source file (import one component, ship one component), vanilla-extract
 * compiled away — class names in JS, every rule in `dist/style.css` (import it once, together with
 * `@gratia/tokens/style.css`) — and dependencies, peers and @gratia/tokens left as imports.
 * Declarations come from `tsc -p tsconfig.build.json`.
 */
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    cssCodeSplit: false,
    lib: { entry: fileURLToPath(new URL('./src/index.ts', import.meta.url)), formats: ['es'], cssFileName: 'style' },
    rollupOptions: {
      external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
