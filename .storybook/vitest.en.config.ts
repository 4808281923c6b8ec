import { RU_PARTS, storybookProject } from './vitest.config.ts';

/**
 * Project 'storybook-en': the stories without a play function of the ui kit, the tokens and the
 * features areas of `FIRST_PART_AREAS`, in English, with axe (see `storybookProject`; the theme
 * matrix runs in the ru projects only). Its twin 'storybook-en-features' (vitest.en-features.config.ts)
 * has the other areas; the two run side by side, as the Russian parts do (docs/decisions/0048).
 * `pnpm exec vitest run --project storybook-en`.
 */
export default storybookProject({
  name: 'storybook-en',
  locale: 'en',
  screenshots: false,
  themeMatrix: false,
  groupOrder: 3,
  excludeTags: ['play-fn'],
  exclude: [...RU_PARTS.features, '**/node_modules/**'],
});
