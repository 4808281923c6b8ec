import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PublicMarketView } from './PublicMarketView.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { errorReply, pending, type MockRequest } from '../testing/mockFetch.ts';
import { clearToasts, imagesDecoded } from '../testing/storyHelpers.ts';
import { DEMO_PUBLIC_KEY, demoOffers, marketServer, publicMarket } from './fixtures.ts';

/** Calls the page made (method and path), to show it asks for nothing of a member. */
const calls: string[] = [];

/** A market server's public routes only (no session: nothing else answers), recording the calls. */
function serve(options: Parameters<typeof marketServer>[0] = {}) {
  const { handlers } = marketServer(options);
  const record =
    (name: keyof typeof handlers) =>
    (req: MockRequest): unknown => {
      calls.push(`${req.method} ${req.path}`);
      return (handlers[name] as (req: MockRequest) => unknown)(req);
    };
  return {
    'GET /api/market/public': record('GET /api/market/public'),
    'GET /api/market/categories': record('GET /api/market/categories'),
    'GET /api/market/offers': record('GET /api/market/offers'),
    'GET /api/market/offers/one': record('GET /api/market/offers/one'),
  };
}

const ROUTE = `/market/1/offers?public_key=${DEMO_PUBLIC_KEY}`;

const meta = {
  title: 'Features/Market/PublicMarketView',
  component: PublicMarketView,
  decorators: [withFeatures],
  parameters: { layout: 'fullscreen', features: { handlers: serve(), route: ROUTE } },
  args: { id: '1', publicKey: DEMO_PUBLIC_KEY },
  beforeEach: () => {
    calls.length = 0;
    clearToasts();
  },
} satisfies Meta<typeof PublicMarketView>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone', isRotated: false } };
const body = () => within(document.body);
const state = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('section[data-state]')!.getAttribute('data-state');

async function ready(canvasElement: HTMLElement, count = demoOffers.length) {
  await waitFor(() => expect(state(canvasElement)).toBe('ready'));
  await waitFor(() => expect(within(canvasElement).getAllByRole('article')).toHaveLength(count));
  await imagesDecoded(canvasElement);
}

/**
 * The public catalogue: the market's name and community, a sign-in link, search, filters,
 * categories and the offers with their prices in the community's bonus name — no cart, no
 * ordering; only the public calls are made, each with the key.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Бенефит-кафе' })).toBeInTheDocument();
    await expect(canvas.getByText('Сообщество «Ромашка»')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    await expect(canvas.getAllByText('50 спасибо').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: 'Добавить в корзину' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Корзина' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'История заказов' })).toBeNull();
    await expect([...new Set(calls)].sort()).toEqual(['GET /api/market/categories', 'GET /api/market/offers', 'GET /api/market/public']);
  },
};
export const DefaultEnglish: Story = { globals: { locale: 'en' } };

/** The details work too: photos, description, stock — no cart button. A category filters as for members. */
export const DetailAndCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Мерч' }));
    await ready(canvasElement, 3);
    await userEvent.click(canvas.getByRole('button', { name: 'Худи с логотипом' }));
    const detail = within(await body().findByTestId('offer-detail'));
    await expect(detail.getByRole('heading', { name: 'Худи с логотипом' })).toBeInTheDocument();
    await expect(detail.getByText('800 спасибо')).toBeInTheDocument();
    await expect(detail.queryByRole('button', { name: /корзин/ })).toBeNull();
    await imagesDecoded(document.body);
  },
};

/** A market that hides its prices: no price anywhere, the rest as usual. */
export const HiddenPrices: Story = {
  parameters: { features: { handlers: serve({ public: publicMarket({ publicPrices: false }) }), route: ROUTE } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).queryByText(/спасибо/)).toBeNull();
  },
};
export const HiddenPricesPhone: Story = { globals: PHONE, parameters: { features: { handlers: serve({ public: publicMarket({ publicPrices: false }) }), route: ROUTE } } };

/** On a phone. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
  },
};

/** A wrong key (or a closed market): 'Marketplace not found' with a sign-in link — never a redirect. */
export const WrongKey: Story = {
  args: { publicKey: '00000000-0000-4000-8000-000000000000' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Маркетплейс не найден')).toBeInTheDocument();
    await expect(state(canvasElement)).toBe('not-found');
    // No toast besides the page's own words.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(body().getAllByText('Маркетплейс не найден')).toHaveLength(1);
  },
};
export const WrongKeyEnglish: Story = { args: { publicKey: '00000000-0000-4000-8000-000000000000' }, globals: { locale: 'en' } };

/** No key or a malformed one, or an id that is not a number: 'not found' without asking the server. */
export const MalformedLink: Story = {
  args: { id: 'abc', publicKey: 'not-a-key' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Маркетплейс не найден')).toBeInTheDocument();
    await expect(calls).toEqual([]);
  },
};

/** Loading. */
export const Loading: Story = {
  parameters: { features: { handlers: { ...serve(), 'GET /api/market/public': pending }, route: ROUTE } },
  play: async ({ canvasElement }) => {
    await expect(state(canvasElement)).toBe('loading');
  },
};

let reads = 0;
/** The server failed: the error with its message and a retry. */
export const LoadError: Story = {
  beforeEach: () => {
    reads = 0;
  },
  parameters: {
    features: { handlers: { ...serve(), 'GET /api/market/public': (req: MockRequest) => (++reads === 1 ? errorReply('INTERNAL', 500) : serve()['GET /api/market/public'](req)) }, route: ROUTE },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось открыть бенефит-кафе')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await ready(canvasElement);
  },
};
