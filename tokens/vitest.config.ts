import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: { name: 'tokens', environment: 'jsdom', include: ['src/**/*.test.ts'], css: true },
});
