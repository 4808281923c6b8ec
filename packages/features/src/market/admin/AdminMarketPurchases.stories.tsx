import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withFeatures } from '../../testing/decorators.tsx';
import { clearToasts } from '../../testing/storyHelpers.ts';
import { AdminMarketPurchases } from './AdminMarketPurchases.tsx';
import { fitsWidth, resetServers, serverFor } from './storyHelpers.ts';

const marketAdmin = serverFor({ role: 'marketAdmin' });
const features = (s: ReturnType<typeof serverFor>, route = '/admin_market_purchases') => ({ features: { handlers: s.handlers, route } });

const meta = {
  title: 'Features/MarketAdmin/AdminMarketPurchases',
  component: AdminMarketPurchases,
  decorators: [withFeatures],
  args: { searchDelayMs: 50 },
  parameters: features(marketAdmin),
  beforeEach: () => {
    clearToasts();
    resetServers();
  },
} satisfies Meta<typeof AdminMarketPurchases>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A market administrator: the shopping list open, every order. */
export const ShoppingList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Покупки в бенефит-кафе' })).toBeInTheDocument();
    const table = await canvas.findByRole('grid', { name: 'Заказы бенефит-кафе' });
    await within(table).findAllByRole('rowheader');
    await expect(canvas.getByRole('tab', { name: 'Список покупок' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The second tab: the purchase statistics. */
export const Statistics: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Статистика покупок' }));
    const table = await canvas.findByRole('grid', { name: 'Статистика по предложениям' });
    await within(table).findAllByRole('rowheader');
  },
};

/** A member who runs no market: 'Нет доступа'. */
export const MemberWithoutAccess: Story = {
  parameters: features(serverFor({ role: 'member' })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Нет доступа')).toBeInTheDocument();
  },
};

/** On a phone (390 px), as an organization admin. */
export const Phone: Story = {
  parameters: features(serverFor({ role: 'orgAdmin' })),
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Заказы бенефит-кафе' });
    await within(table).findAllByRole('rowheader');
    await fitsWidth();
  },
};

/** In English, the statistics. */
export const English: Story = {
  parameters: features(marketAdmin, '/admin_market_purchases?tab=stats'),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Statistics by offer' });
    await within(table).findAllByRole('rowheader');
  },
};
