import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** Unit tests of @gratia/features (jsdom): API client, i18n, error messages, form validation. */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'features',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
