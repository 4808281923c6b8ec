import { RU_PARTS, storybookProject } from './vitest.config.ts';

/**
 * Project 'storybook-features' (ru): the stories of every features area but those of `FIRST_PART_AREAS`
 * (they run in 'storybook', beside it: see `RU_PARTS`). `pnpm exec vitest run --project storybook-features`.
 */
export default storybookProject({
  name: 'storybook-features',
  locale: 'ru',
  screenshots: true,
  themeMatrix: true,
  groupOrder: 2,
  exclude: ['**/packages/ui/**', '**/tokens/src/**', ...RU_PARTS.first, '**/node_modules/**'],
});
