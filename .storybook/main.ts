import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * One Storybook for the design system and the widgets (ARCHITECTURE: "Stories first").
 * Addons are listed by hand: `storybook add` cannot reach its CLI package from this registry.
 * The vanilla-extract plugin is added in `viteFinal` so `.css.ts` files compile in dev, build
 * and the Vitest story run alike.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../tokens/src/**/*.mdx',
    '../tokens/src/**/*.stories.tsx',
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    '../packages/features/src/**/*.mdx',
    '../packages/features/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Pre-bundle the ui package's own dependencies up front: discovered mid-run, Vite
      // re-optimizes and the story files already loading fail with "Failed to fetch dynamically
      // imported module" (seen on cold caches in the Vitest story run).
      optimizeDeps: {
        include: [
          '@gratia/ui > react-easy-crop',
          '@gratia/ui > @tanstack/react-virtual',
          '@gratia/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
        ],
      },
    });
  },
};

export default config;
