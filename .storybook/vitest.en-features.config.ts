import { RU_PARTS, storybookProject } from './vitest.config.ts';

/**
 * Project 'storybook-en-features': the stories without a play function of every features area but
 * those of `FIRST_PART_AREAS`, in English, with axe; beside 'storybook-en' (docs/decisions/0048).
 * `pnpm exec vitest run --project storybook-en-features`.
 */
export default storybookProject({
  name: 'storybook-en-features',
  locale: 'en',
  screenshots: false,
  themeMatrix: false,
  groupOrder: 3,
  excludeTags: ['play-fn'],
  exclude: ['**/packages/ui/**', '**/tokens/src/**', ...RU_PARTS.first, '**/node_modules/**'],
});
