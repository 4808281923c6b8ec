import type { Decorator } from '@storybook/react-vite';
import { FeaturesStoryProvider, storyLanguage, type FeaturesStoryOptions } from './FeaturesStoryProvider.tsx';

/** Storybook decorator: wraps the story in {@link FeaturesStoryProvider} with `parameters.features`. */
export const withFeatures: Decorator = (Story, context) => {
  const options = (context.parameters as { features?: FeaturesStoryOptions }).features ?? {};
  const lang = storyLanguage(context.parameters as { features?: FeaturesStoryOptions }, context.globals);
  return (
    <FeaturesStoryProvider {...options} lang={lang} toasts={false}>
      <Story />
    </FeaturesStoryProvider>
  );
};
