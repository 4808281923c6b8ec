import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import pkg from './package.json' with { type: 'json' };

/**
 * Library build of @gratia/tokens for other apps (`pnpm --filter @gratia/tokens build`):
 * ESM with one module per source file (tree-shaking), vanilla-extract compiled away — class and
 * variable names in JS, every rule in `dist/style.css` (with the Inter font files) — and
 * dependencies left as imports. Declarations come from `tsc -p tsconfig.build.json`.
 */
// The font is bundled into style.css (its files into dist/assets); everything else stays an import.
const external = Object.keys(pkg.dependencies).filter((dep) => !dep.startsWith('@fontsource'));

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
