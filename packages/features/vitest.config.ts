import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** Unit tests of @gratia/features (jsdom): API client, i18n, error messages, form validation. */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'features',
    environment: 'jsdom',
    // Whole forms render in jsdom: on a loaded 2-core machine one test can take longer than the default 5 s.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
