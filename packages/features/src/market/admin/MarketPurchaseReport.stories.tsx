import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withFeatures } from '../../testing/decorators.tsx';
import { pending } from '../../testing/mockFetch.ts';
import { MarketPurchaseReport } from './MarketPurchaseReport.tsx';
import { resetServers, serverFor } from './storyHelpers.ts';

const orgAdmin = serverFor({ role: 'orgAdmin' });
const features = (s: ReturnType<typeof serverFor>) => ({ features: { handlers: s.handlers, route: '/analytics?report=market' } });

const meta = {
  title: 'Features/MarketAdmin/MarketPurchaseReport',
  component: MarketPurchaseReport,
  decorators: [withFeatures],
  args: { searchDelayMs: 50 },
  parameters: features(orgAdmin),
  beforeEach: resetServers,
} satisfies Meta<typeof MarketPurchaseReport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An organization admin: the statistics of the first market. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Статистика по предложениям' });
    await within(table).findAllByRole('rowheader');
    await expect(within(canvasElement).getByTestId('stats-export')).toHaveAttribute('href', '/api/market/admin/stats.xlsx?marketId=1&by=offer&lang=ru');
  },
};

/** A community with no market. */
export const NoMarket: Story = {
  parameters: features(serverFor({ role: 'orgAdmin', markets: [] })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('В сообществе нет бенефит-кафе')).toBeInTheDocument();
  },
};

/** The markets are loading. */
export const Loading: Story = {
  parameters: features(serverFor({ role: 'orgAdmin' }, { 'GET /api/markets': pending })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('market-report')).toHaveAttribute('data-state', 'loading');
  },
};

/** In English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Statistics by offer' });
    await within(table).findAllByRole('rowheader');
  },
};
