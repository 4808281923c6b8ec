import type { Decorator } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
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

/** Where the story's router is (path and query), hidden, as `data-testid="location"`. */
function Location() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search}
    </output>
  );
}

/**
 * Storybook decorator: renders the router's location after the story, so a play function can
 * assert what lives in the URL (`getByTestId('location')`). Goes before {@link withFeatures} in
 * `decorators` (inside its router).
 */
export const withLocation: Decorator = (Story) => (
  <>
    <Story />
    <Location />
  </>
);
