import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { Stack, Text } from '@gratia/ui';
import { useApiGet } from '../api/index.ts';
import { FeaturesStoryProvider } from './FeaturesStoryProvider.tsx';

/** A widget-shaped probe: what the harness gives everything under it — the route, the language, an API read through the mock `fetch`. */
function Probe() {
  const { i18n, t } = useTranslation('common');
  const location = useLocation();
  const balance = useApiGet<{ received: number }>('/api/balance');
  return (
    <Stack gap="xs">
      <Text data-testid="route">{location.pathname + location.search}</Text>
      <Text data-testid="language">{i18n.language}</Text>
      <Text data-testid="points">{t('points', { count: 3 })}</Text>
      <Text data-testid="balance">{balance.data ? String(balance.data.received) : '…'}</Text>
    </Stack>
  );
}

/**
 * The stories' harness itself (every features story renders through it via `withFeatures`): its
 * router starts at `route`, i18next speaks `lang`, and the real API client answers from `handlers`
 * (a failed read's toast is ApiProvider's own story).
 */
const meta = {
  title: 'Features/Testing/FeaturesStoryProvider',
  component: FeaturesStoryProvider,
  args: { route: '/feed?filter=thanks', handlers: { 'GET /api/balance': { received: 42 } }, children: <Probe /> },
} satisfies Meta<typeof FeaturesStoryProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Russian by default: the route, the language and a mocked read reach the widget. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('route')).toHaveTextContent('/feed?filter=thanks');
    await expect(canvas.getByTestId('language')).toHaveTextContent('ru');
    await expect(await canvas.findByText('42')).toBeInTheDocument();
  },
};

/** `lang: 'en'`: the widget's strings are English. */
export const English: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('language')).toHaveTextContent('en');
  },
};
