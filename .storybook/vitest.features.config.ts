import { storybookProject } from './vitest.config.ts';

/**
 * Project 'storybook-features' (ru): the stories of every features area but the shell, feed, thanks
 * and notifications (those run in 'storybook', beside it: see `RU_PARTS`). `pnpm exec vitest run --project storybook-features`.
 */
export default storybookProject({
  name: 'storybook-features',
  locale: 'ru',
  screenshots: true,
  themeMatrix: true,
  groupOrder: 2,
  exclude: ['**/packages/ui/**', '**/tokens/src/**', '**/packages/features/src/shell/**', '**/packages/features/src/feed/**', '**/packages/features/src/thanks/**', '**/packages/features/src/notifications/**', '**/node_modules/**'],
});
