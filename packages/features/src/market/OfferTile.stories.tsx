import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfferTile, type OfferCartControls, type OfferTileProps } from './OfferTile.tsx';
import { useFormatPoints } from '../organization/index.ts';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { imagesDecoded } from '../testing/storyHelpers.ts';
import { demoOffers } from './fixtures.ts';

/** The tile with the community's bonus name, in a grid cell's width (16 rem). */
function Tile(props: Omit<OfferTileProps, 'formatPrice'>) {
  return (
    <div style={{ width: '16rem' }}>
      <OfferTile {...props} formatPrice={useFormatPoints()} />
    </div>
  );
}

/** Cart controls of a member whose cart holds `inCart` (offer ids), adding `adding`. */
const controls = (inCart: number[] = [], adding: number[] = []): OfferCartControls => ({
  isInCart: (offer) => inCart.includes(offer.id),
  isAdding: (id) => adding.includes(id),
  add: fn(),
  openCart: fn(),
});

const meta = {
  title: 'Features/Market/OfferTile',
  component: Tile,
  decorators: [withFeatures],
  parameters: { features: { handlers: defaultHandlers, route: '/market' } },
  args: { offer: demoOffers[2]!, onOpen: fn(), cart: controls() },
} satisfies Meta<typeof Tile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member's tile: the photo, the price in the bonus name, the name; the name opens the details, 'Add to cart' adds it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await imagesDecoded(canvasElement);
    await expect(await canvas.findByText('800 спасибо')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Худи с логотипом' }));
    await expect(args.onOpen).toHaveBeenCalledWith(args.offer);
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить в корзину' }));
    await expect(args.cart!.add).toHaveBeenCalledWith(args.offer);
  },
};
export const DefaultEnglish: Story = { globals: { locale: 'en' } };

/** Already in the cart: 'In cart' opens the cart. */
export const InCart: Story = {
  args: { cart: controls([3]) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'В корзине' }));
    await expect(args.cart!.openCart).toHaveBeenCalled();
    await expect(args.cart!.add).not.toHaveBeenCalled();
  },
};

/** Being added: the button shows its spinner. */
export const Adding: Story = { args: { cart: controls([], [3]) } };

/** No photos: a bag on the brand's fill. */
export const NoPhoto: Story = {
  args: { offer: demoOffers[6]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('offer-placeholder')).toBeInTheDocument();
  },
};

/** A very long name: three lines, then an ellipsis; a price of a million and more. */
export const LongName: Story = { args: { offer: demoOffers[7]! } };

/** The public page: no cart button. */
export const Public: Story = {
  args: { cart: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Добавить в корзину' })).toBeNull();
  },
};

/** The public page of a market that hides its prices: no price either. */
export const HiddenPrice: Story = {
  args: { cart: undefined, offer: { ...demoOffers[2]!, price: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/спасибо/)).toBeNull();
  },
};
