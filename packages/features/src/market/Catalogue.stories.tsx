import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Offer } from '@gratia/contracts';
import { Button } from '@gratia/ui';
import { Catalogue } from './Catalogue.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { imagesDecoded } from '../testing/storyHelpers.ts';
import { DEMO_PUBLIC_KEY, demoOffers, marketServer } from './fixtures.ts';

/**
 * The catalogue grid on its own (shared by /market and the public page; docs/decisions/0046): what
 * its props change — the cart controls (none on the public page), the title's line and actions,
 * and how prices are written. Filters, paging and the offer details are MarketView's stories.
 */
const server = marketServer();
const cart = () => ({ isInCart: (offer: Offer) => offer.id === demoOffers[0]!.id, isAdding: () => false, add: fn(), openCart: fn() });

const meta = {
  title: 'Features/Market/Catalogue',
  component: Catalogue,
  decorators: [withFeatures],
  args: {
    source: { marketId: 1 },
    title: 'Бенефит-кафе',
    formatPrice: (points: number) => `${points} спасибо`,
    cart: cart(),
    mode: 'member',
  },
  parameters: { features: { handlers: { ...defaultHandlers, ...server.handlers }, route: '/market' } },
} satisfies Meta<typeof Catalogue>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('section[data-state]')!;

async function ready(canvasElement: HTMLElement) {
  await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'ready'));
  await imagesDecoded(canvasElement);
  return within(canvasElement);
}

/** A member's grid: each tile's cart button — 'В корзине' for what is there, 'Добавить в корзину' adding one unit. */
export const WithCart: Story = {
  args: { cart: cart() },
  play: async ({ args, canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(section(canvasElement)).toHaveAttribute('data-mode', 'member');
    await expect(within(canvas.getByRole('article', { name: demoOffers[0]!.name })).getByRole('button', { name: 'В корзине' })).toBeInTheDocument();
    await userEvent.click(within(canvas.getByRole('article', { name: 'Кружка' })).getByRole('button', { name: 'Добавить в корзину' }));
    await expect(args.cart!.add).toHaveBeenCalledWith(expect.objectContaining({ name: 'Кружка' }));
  },
};

/** The public page's grid: no cart button anywhere, the community under the title, prices as the page writes them. */
export const Public: Story = {
  args: { source: { marketId: 1, publicKey: DEMO_PUBLIC_KEY }, cart: undefined, mode: 'public', subtitle: 'Сообщество «Ромашка»', formatPrice: (points: number) => `${points} баллов` },
  parameters: { features: { handlers: { ...defaultHandlers, ...server.handlers }, route: '/market/1/offers' } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(section(canvasElement)).toHaveAttribute('data-mode', 'public');
    await expect(canvas.getByText('Сообщество «Ромашка»')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /корзин/i })).toBeNull();
    await expect(within(canvas.getByRole('article', { name: demoOffers[0]!.name })).getByText(`${demoOffers[0]!.price} баллов`)).toBeInTheDocument();
  },
};

/** The page's own buttons beside a long title, on a phone: they wrap, nothing is wider than the screen. */
export const LongTitleWithActionsPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    title: 'Бенефит-кафе головного офиса и всех региональных подразделений компании',
    actions: (
      <>
        <Button variant="secondary">История заказов</Button>
        <Button>Корзина</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In English, the public grid. */
export const PublicEnglish: Story = {
  globals: { locale: 'en' },
  args: { ...Public.args, title: 'Benefit cafe', subtitle: 'Community “Romashka”', formatPrice: (points: number) => `${points} thank-yous` },
  parameters: Public.parameters,
};
