import { defineProject } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** Project 'web': unit tests of the app's own modules (router helpers) in jsdom. */
export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: { name: 'web', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
