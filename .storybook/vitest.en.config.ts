import { storybookProject } from './vitest.config.ts';

/**
 * Project 'storybook-en': the stories without a play function, in English, with axe and the org
 * theme matrix (see `storybookProject`). `pnpm exec vitest run --project storybook-en`.
 */
export default storybookProject({ name: 'storybook-en', locale: 'en', screenshots: false, excludeTags: ['play-fn'] });
