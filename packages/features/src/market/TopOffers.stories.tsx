import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TopOffers } from './TopOffers.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { clearToasts, imagesDecoded } from '../testing/storyHelpers.ts';
import { demoMarket, demoOffers } from './fixtures.ts';

const top = { marketId: 1, items: [demoOffers[1]!, demoOffers[0]!, demoOffers[2]!, demoOffers[6]!].map((o, i) => ({ ...o, units: [42, 17, 9, 3][i]! })) };
const withMarket = { ...defaultHandlers, 'GET /api/markets/available': { items: [demoMarket] } };

const meta = {
  title: 'Features/Market/TopOffers',
  component: TopOffers,
  decorators: [withFeatures],
  parameters: { features: { handlers: { ...withMarket, 'GET /api/market/top': top }, route: '/main' } },
  beforeEach: clearToasts,
} satisfies Meta<typeof TopOffers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The most ordered offers, each a link to its details in the catalogue, with its price and units; 'All benefits'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Топ бенефитов' })).toBeInTheDocument();
    const links = canvas.getAllByRole('link', { name: /Бизнес-ланч|Капучино|Худи|Кружка/ });
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(['/market?offer=2', '/market?offer=1', '/market?offer=3', '/market?offer=7']);
    await expect(canvas.getByText('Заказано: 42 шт.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Все бенефиты' })).toHaveAttribute('href', '/market');
    await imagesDecoded(canvasElement);
  },
};
export const DefaultEnglish: Story = { globals: { locale: 'en' } };

/** No market in the community: the block is not there, and top offers are not asked for. */
export const NoMarket: Story = {
  parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/markets/available': { items: [] }, 'GET /api/market/top': errorReply('INTERNAL', 500) } } },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

/** Nothing ordered yet: no block either. */
export const NothingOrdered: Story = {
  parameters: { features: { handlers: { ...withMarket, 'GET /api/market/top': { marketId: 1, items: [] } } } },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

/** Loading: placeholders. */
export const Loading: Story = {
  parameters: { features: { handlers: { ...withMarket, 'GET /api/market/top': pending } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true'));
  },
};

let reads = 0;
/** A failed load and its retry. */
export const LoadError: Story = {
  beforeEach: () => {
    reads = 0;
  },
  parameters: { features: { handlers: { ...withMarket, 'GET /api/market/top': () => (++reads === 1 ? errorReply('INTERNAL', 500) : top) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByRole('link', { name: 'Кружка' })).toBeInTheDocument();
    await imagesDecoded(canvasElement);
    clearToasts();
  },
};

/** On a phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Кружка' });
    await imagesDecoded(canvasElement);
  },
};
