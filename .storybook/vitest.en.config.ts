import { storybookProject } from './vitest.config.ts';

/**
 * Project 'storybook-en': the stories without a play function, in English, with axe (see
 * `storybookProject`; the theme matrix runs in the ru project only). `pnpm exec vitest run --project storybook-en`.
 */
export default storybookProject({ name: 'storybook-en', locale: 'en', screenshots: false, themeMatrix: false, groupOrder: 3, excludeTags: ['play-fn'] });
