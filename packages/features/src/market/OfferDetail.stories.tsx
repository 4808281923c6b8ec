import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OfferDetail, type OfferDetailProps } from './OfferDetail.tsx';
import type { OfferCartControls } from './OfferTile.tsx';
import { useFormatPoints } from '../organization/index.ts';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { errorReply, pending } from '../testing/mockFetch.ts';
import { clearToasts, imagesDecoded } from '../testing/storyHelpers.ts';
import { DEMO_PUBLIC_KEY, demoOffers, marketServer, publicMarket } from './fixtures.ts';

/** The dialog with the community's bonus name. */
function Detail(props: Omit<OfferDetailProps, 'formatPrice'>) {
  return <OfferDetail {...props} formatPrice={useFormatPoints()} />;
}

/** Cart controls of a member whose cart holds `inCart` (offer ids). */
const controls = (inCart: number[] = []): OfferCartControls => ({ isInCart: (offer) => inCart.includes(offer.id), isAdding: () => false, add: fn(), openCart: fn() });

const server = marketServer();

const meta = {
  title: 'Features/Market/OfferDetail',
  component: Detail,
  decorators: [withFeatures],
  parameters: { features: { handlers: { ...defaultHandlers, ...server.handlers }, route: '/market?offer=3' } },
  args: { source: { marketId: 1 }, offerId: 3, offers: demoOffers, onNavigate: fn(), cart: controls() },
  beforeEach: clearToasts,
} satisfies Meta<typeof Detail>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone', isRotated: false } };
const body = () => within(document.body);
/** The open dialog, its photos decoded. */
async function dialog() {
  const root = await body().findByTestId('offer-detail');
  await imagesDecoded(root);
  return within(root);
}

/**
 * The hoodie: its photos, name, price, end date, stock, how many chose it, its limit and what the
 * member may still order, the description; '3 of 10' with previous and next; 'Add to cart'.
 */
export const Default: Story = {
  play: async ({ args }) => {
    const detail = await dialog();
    await expect(detail.getByRole('heading', { name: 'Худи с логотипом' })).toBeInTheDocument();
    await expect(detail.getByText('800 спасибо')).toBeInTheDocument();
    await expect(detail.getByText('Лимит: 1 шт. в месяц')).toBeInTheDocument();
    await userEvent.click(detail.getByRole('button', { name: 'Следующее предложение' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(4);
    await userEvent.click(detail.getByRole('button', { name: 'Предыдущее предложение' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(2);
    await userEvent.click(detail.getByRole('button', { name: 'Добавить в корзину' }));
    await expect(args.cart!.add).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  },
};
export const DefaultEnglish: Story = { globals: { locale: 'en' } };

/** In the cart already: 'In cart' opens the cart. */
export const InCart: Story = {
  args: { cart: controls([3]) },
  play: async ({ args }) => {
    const detail = await dialog();
    await userEvent.click(detail.getByRole('button', { name: 'В корзине' }));
    await expect(args.cart!.openCart).toHaveBeenCalled();
  },
};

/** The first offer: 'Previous' is disabled. Escape closes. */
export const First: Story = {
  args: { offerId: 1 },
  play: async ({ args }) => {
    const detail = await dialog();
    await expect(detail.getByRole('button', { name: 'Предыдущее предложение' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onNavigate).toHaveBeenCalledWith(null);
  },
};

/** The issue limit is used up for now: the member is told so. */
export const LimitReached: Story = {
  args: { offerId: 9 },
  play: async () => {
    const detail = await dialog();
    await expect(detail.getByText('Лимит: 2 шт. в год')).toBeInTheDocument();
    await expect(detail.getByText('Лимит исчерпан: сейчас заказать нельзя')).toBeInTheDocument();
  },
};

/** A long name and description with a link (opens in a new tab), a price above a million. */
export const LongDescription: Story = {
  args: { offerId: 8 },
  play: async () => {
    const detail = await dialog();
    await expect(detail.getByRole('link', { name: 'www.example.com/degustation' })).toHaveAttribute('target', '_blank');
  },
};
export const LongDescriptionPhone: Story = { args: { offerId: 8 }, globals: PHONE, play: async () => void (await dialog()) };

/** No photos: the bag; no end date, no stock kept. */
export const NoPhotos: Story = { args: { offerId: 7 }, play: async () => void (await dialog()) };

/** The public page of a market that hides prices: no price, no limit, no cart button. */
export const PublicHiddenPrices: Story = {
  args: { source: { marketId: 1, publicKey: DEMO_PUBLIC_KEY }, cart: undefined, offers: demoOffers.map((o) => ({ ...o, price: null, limitLeft: null })) },
  parameters: { features: { handlers: { ...defaultHandlers, ...marketServer({ public: publicMarket({ publicPrices: false }) }).handlers } } },
  play: async () => {
    const detail = await dialog();
    await waitFor(() => expect(detail.queryByText(/спасибо/)).toBeNull());
    await expect(detail.queryByRole('button', { name: 'Добавить в корзину' })).toBeNull();
    await expect(detail.queryByTestId('offer-limit-left')).toBeNull();
  },
};

/** Opened from a link before the grid has it: placeholders while it loads. */
export const Loading: Story = {
  args: { offers: [] },
  parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/market/offers/one': pending } } },
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Загружаем предложение' })).toBeInTheDocument();
  },
};

/** A link to an offer that is gone: the dialog says so. */
export const NotFound: Story = {
  args: { offers: [], offerId: 404 },
  play: async () => {
    const detail = await dialog();
    await expect(await detail.findByRole('heading', { name: 'Не удалось загрузить предложение' })).toBeInTheDocument();
    await expect(detail.getByText('Предложение не найдено или больше не доступно')).toBeInTheDocument();
    clearToasts();
  },
};
export const NotFoundEnglish: Story = {
  args: { offers: [], offerId: 404 },
  parameters: { features: { handlers: { ...defaultHandlers, 'GET /api/market/offers/one': errorReply('OFFER_NOT_FOUND', 404) } } },
  globals: { locale: 'en' },
  play: async () => {
    await (await dialog()).findByText('The offer was not found or is no longer available');
    clearToasts();
  },
};
