import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CartPanel, type CartPanelProps } from './CartPanel.tsx';
import { useFormatPoints } from '../organization/index.ts';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { errorReply, pending, type MockRequest } from '../testing/mockFetch.ts';
import { clearToasts, imagesDecoded } from '../testing/storyHelpers.ts';
import { cartLine, demoCartLines, demoOffers, marketServer, offer, type MarketServerOptions } from './fixtures.ts';

/** The panel with the community's bonus name, as the market page gives it. */
function Cart(props: Omit<CartPanelProps, 'formatPrice'>) {
  return <CartPanel {...props} formatPrice={useFormatPoints()} />;
}

/** The default handlers and a market server over `options`. */
function serve(options: MarketServerOptions = {}) {
  const server = marketServer(options);
  return { server, handlers: { ...defaultHandlers, ...server.handlers } };
}

const meta = {
  title: 'Features/Market/CartPanel',
  component: Cart,
  decorators: [withFeatures],
  parameters: { features: { handlers: serve().handlers, route: '/market' } },
  args: { marketId: 1, isOpen: true, onOpenChange: fn() },
  beforeEach: clearToasts,
} satisfies Meta<typeof Cart>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone', isRotated: false } };
const body = () => within(document.body);
/** The panel, once its lines are in. */
async function panel() {
  const root = await body().findByTestId('market-cart');
  await waitFor(() => expect(root.querySelector('[data-state="ready"]')).not.toBeNull());
  await imagesDecoded(root);
  return within(root);
}
/** The line of the offer named `name`. */
const line = (cart: ReturnType<typeof within>, name: string) => within(cart.getByText(name).closest('li')!);

/**
 * The demo cart: two coffees and the hoodie ticked, the book not, the cinema tickets greyed ('Out
 * of stock', cannot be ticked); the total counts the ticked available lines only (2 × 50 + 800),
 * beside the 1 000 points the member can spend; 'Order' is enabled.
 */
export const Default: Story = {
  play: async () => {
    const cart = await panel();
    await expect(cart.getByRole('heading', { name: 'Корзина' })).toBeInTheDocument();
    await expect(cart.getByTestId('cart-total')).toHaveTextContent('900 спасибо');
    await expect(cart.getByTestId('cart-balance')).toHaveTextContent('1 000 спасибо');
    await expect(cart.getByText('2 × 50 спасибо')).toBeInTheDocument();
    await expect(cart.getByRole('checkbox', { name: 'Заказать «Книга «Спасибо, коллега»»' })).not.toBeChecked();
    const cinema = line(cart, 'Билеты в кино');
    await expect(cinema.getByText('Закончилось')).toBeInTheDocument();
    await expect(cinema.getByRole('checkbox')).toBeDisabled();
    await expect(cinema.getByRole('checkbox')).not.toBeChecked();
    await expect(line(cart, 'Худи с логотипом').getByRole('button', { name: /Уменьшение/ })).toBeDisabled();
    await expect(cart.getByRole('button', { name: 'Заказать' })).toBeEnabled();
  },
};
export const DefaultEnglish: Story = { globals: { locale: 'en' } };

/** On a phone the cart is a sheet from the bottom edge. */
export const Phone: Story = {
  globals: PHONE,
  play: async () => {
    await panel();
  },
};
export const PhoneEnglish: Story = { globals: { ...PHONE, locale: 'en' } };

/** The cart is loading. */
export const Loading: Story = {
  parameters: { features: { handlers: { ...serve().handlers, 'GET /api/market/cart': pending } } },
  play: async () => {
    await expect(await body().findByLabelText('Загружаем корзину')).toHaveAttribute('aria-busy', 'true');
  },
};

let reads = 0;
/** The cart could not be read: the error with a retry. */
export const LoadError: Story = {
  beforeEach: () => {
    reads = 0;
  },
  parameters: {
    features: { handlers: { ...serve().handlers, 'GET /api/market/cart': () => (++reads === 1 ? errorReply('INTERNAL', 500) : marketServer().cart) } },
  },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Повторить' }));
    await panel();
    clearToasts();
  },
};

/** An empty cart: no footer. */
export const Empty: Story = {
  parameters: { features: { handlers: serve({ cart: [] }).handlers } },
  play: async () => {
    await expect(await body().findByText('Корзина пуста')).toBeInTheDocument();
    await expect(body().queryByRole('button', { name: 'Заказать' })).toBeNull();
  },
};
export const EmptyEnglish: Story = { parameters: { features: { handlers: serve({ cart: [] }).handlers } }, globals: { locale: 'en' } };

/** The ticked lines cost more than the member can spend: 'Order' is disabled, and says by how much. */
export const NotEnoughPoints: Story = {
  parameters: { features: { handlers: serve({ balance: 850 }).handlers } },
  play: async () => {
    const cart = await panel();
    const order = cart.getByRole('button', { name: 'Заказать' });
    await expect(order).toBeDisabled();
    await expect(order).toHaveAccessibleDescription('Не хватает 50 спасибо');
  },
};
export const NotEnoughPointsEnglish: Story = { parameters: { features: { handlers: serve({ balance: 850 }).handlers } }, globals: { locale: 'en' } };

/** Nothing ticked: 'Order' is disabled with the reason. */
export const NothingChosen: Story = {
  parameters: { features: { handlers: serve({ cart: demoCartLines.map((l) => ({ ...l, chosen: false })) }).handlers } },
  play: async () => {
    const cart = await panel();
    await expect(cart.getByTestId('cart-total')).toHaveTextContent('0 спасибо');
    await expect(cart.getByRole('button', { name: 'Заказать' })).toHaveAccessibleDescription('Отметьте хотя бы одно доступное предложение');
  },
};

const changing = serve();
/** The quantity stepper: + makes three coffees (the total follows at once), and the change is sent as the line's new quantity. */
export const ChangeQuantity: Story = {
  parameters: { features: { handlers: changing.handlers } },
  beforeEach: () => {
    changing.server.log.length = 0;
  },
  play: async () => {
    const cart = await panel();
    const coffee = line(cart, 'Капучино в кофейне на первом этаже');
    await userEvent.click(coffee.getByRole('button', { name: /Увеличение/ }));
    await waitFor(() => expect(cart.getByTestId('cart-total')).toHaveTextContent('950 спасибо'));
    await expect(coffee.getByRole('textbox', { name: /Количество/ })).toHaveValue('3');
    await waitFor(() => expect(changing.server.log).toEqual([{ route: 'setCartLine', body: { marketId: 1, offerId: 1, mode: 'set', quantity: 3, chosen: true } }]));
  },
};

const choosing = serve();
/** Ticking and unticking lines and removing one: the total counts what is ticked. */
export const ChooseAndRemove: Story = {
  parameters: { features: { handlers: choosing.handlers } },
  play: async () => {
    const cart = await panel();
    await userEvent.click(cart.getByRole('checkbox', { name: 'Заказать «Худи с логотипом»' }));
    await waitFor(() => expect(cart.getByTestId('cart-total')).toHaveTextContent('100 спасибо'));
    await userEvent.click(cart.getByRole('checkbox', { name: 'Заказать «Книга «Спасибо, коллега»»' }));
    await waitFor(() => expect(cart.getByTestId('cart-total')).toHaveTextContent('500 спасибо'));
    await userEvent.click(cart.getByRole('button', { name: 'Удалить «Капучино в кофейне на первом этаже» из корзины' }));
    await waitFor(() => expect(cart.queryByText('Капучино в кофейне на первом этаже')).toBeNull());
    await expect(cart.getByTestId('cart-total')).toHaveTextContent('400 спасибо');
    await expect(choosing.server.cart.lines.map((l) => [l.offer.id, l.chosen])).toEqual([
      [3, false],
      [6, true],
      [11, true],
    ]);
  },
};

/** A refused change (the offer went away) puts the line back as it was, with the message. */
export const ChangeRefused: Story = {
  parameters: { features: { handlers: { ...serve().handlers, 'POST /api/market/cart': errorReply('OFFER_NOT_FOUND', 404) } } },
  play: async () => {
    const cart = await panel();
    await userEvent.click(cart.getByRole('checkbox', { name: 'Заказать «Худи с логотипом»' }));
    await expect(await body().findByText('Предложение не найдено или больше не доступно')).toBeInTheDocument();
    await waitFor(() => expect(cart.getByRole('checkbox', { name: 'Заказать «Худи с логотипом»' })).toBeChecked());
    await expect(cart.getByTestId('cart-total')).toHaveTextContent('900 спасибо');
    clearToasts();
  },
};

const ordering = serve();
/** 'Order': the success toast, the panel closes, the ordered lines leave the cart; the call carries an Idempotency-Key. */
export const CheckoutSuccess: Story = {
  parameters: { features: { handlers: ordering.handlers } },
  play: async ({ args }) => {
    const cart = await panel();
    await userEvent.click(cart.getByRole('button', { name: 'Заказать' }));
    await expect(await body().findByText('Ваш заказ создан, можете отслеживать его в разделе «История заказов»')).toBeInTheDocument();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    const call = ordering.server.log.find((c) => c.route === 'checkout')!;
    await expect(call.body).toEqual({ marketId: 1 });
    await expect(call.headers?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await expect(ordering.server.cart.lines.map((l) => l.offer.id)).toEqual([6, 11]);
    clearToasts();
  },
};

/** Out of stock at checkout (someone took the last hoodie): the toast, and the hoodie's line framed with the message. */
export const CheckoutOutOfStock: Story = {
  parameters: { features: { handlers: serve({ offers: demoOffers.map((o) => (o.id === 3 ? { ...o, remainder: 0 } : o)) }).handlers } },
  play: async () => {
    const cart = await panel();
    await userEvent.click(cart.getByRole('button', { name: 'Заказать' }));
    await waitFor(() => expect(body().getAllByText('Данный товар закончился').length).toBeGreaterThan(0));
    await waitFor(() => expect(cart.getByText('Худи с логотипом').closest('li')).toHaveAttribute('data-problem'));
    await expect(line(cart, 'Худи с логотипом').getByText('Данный товар закончился')).toBeInTheDocument();
    clearToasts();
  },
};

/** More coffees than are left: the line warns beforehand; the refusal says how many are left. */
export const CheckoutOutOfStockLeft: Story = {
  parameters: { features: { handlers: serve({ offers: demoOffers.map((o) => (o.id === 1 ? { ...o, remainder: 1 } : o)), cart: [cartLine(offer({ remainder: 1 }), { quantity: 2 })] }).handlers } },
  play: async () => {
    const cart = await panel();
    await expect(cart.getByText('Осталось 1 шт.')).toBeInTheDocument();
    await userEvent.click(cart.getByRole('button', { name: 'Заказать' }));
    await waitFor(() => expect(line(cart, 'Капучино в кофейне на первом этаже').getByText('Данный товар закончился: осталось 1 шт.')).toBeInTheDocument());
    clearToasts();
  },
};

/** Over the issue limit: the message says how many more may be ordered, on the hoodie's line. */
export const CheckoutIssueLimit: Story = {
  parameters: { features: { handlers: serve({ cart: [cartLine(demoOffers[2]!, { quantity: 2 })], balance: 2000 }).handlers } },
  play: async () => {
    const cart = await panel();
    await userEvent.click(cart.getByRole('button', { name: 'Заказать' }));
    await waitFor(() => expect(line(cart, 'Худи с логотипом').getByText('Достигнут лимит выдачи: можно заказать ещё 1 шт.')).toBeInTheDocument());
    clearToasts();
  },
};
export const CheckoutIssueLimitEnglish: Story = {
  parameters: { features: { handlers: serve({ cart: [cartLine(demoOffers[2]!, { quantity: 2 })], balance: 2000 }).handlers } },
  globals: { locale: 'en' },
  play: async () => {
    const root = await body().findByTestId('market-cart');
    await userEvent.click(await within(root).findByRole('button', { name: 'Order' }));
    await waitFor(() => expect(within(root).getByText('The issue limit is reached: you can order 1 more')).toBeInTheDocument());
    clearToasts();
  },
};

/** The points were spent elsewhere meanwhile: 'User has insufficient funds' (SPEC §8), nothing ordered, the panel stays. */
export const CheckoutInsufficientFunds: Story = {
  parameters: { features: { handlers: { ...serve().handlers, 'POST /api/market/orders': errorReply('INSUFFICIENT_FUNDS', 409) } } },
  globals: { locale: 'en' },
  play: async ({ args }) => {
    const root = await body().findByTestId('market-cart');
    await userEvent.click(await within(root).findByRole('button', { name: 'Order' }));
    await expect(await body().findByText('User has insufficient funds')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(root.querySelector('[data-problem]')).toBeNull();
    clearToasts();
  },
};

/** What was ticked became unavailable meanwhile: CART_EMPTY's message. */
export const CheckoutCartEmpty: Story = {
  parameters: { features: { handlers: { ...serve().handlers, 'POST /api/market/orders': errorReply('CART_EMPTY', 409) } } },
  play: async () => {
    const cart = await panel();
    await userEvent.click(cart.getByRole('button', { name: 'Заказать' }));
    await expect(await body().findByText('Выберите в корзине хотя бы одно доступное предложение')).toBeInTheDocument();
    clearToasts();
  },
};

const retrying = serve();
let attempts = 0;
/** The first answer is lost (a server error): 'Order' again sends the same Idempotency-Key, so the cart is never ordered twice. */
export const CheckoutRetry: Story = {
  beforeEach: () => {
    attempts = 0;
    retrying.server.log.length = 0;
  },
  parameters: {
    features: {
      handlers: {
        ...retrying.handlers,
        'POST /api/market/orders': (req: MockRequest) => {
          if (++attempts > 1) return retrying.handlers['POST /api/market/orders'](req);
          retrying.server.log.push({ route: 'checkout', body: req.body, headers: { 'idempotency-key': req.headers['idempotency-key'] ?? '' } });
          return errorReply('INTERNAL', 500);
        },
      },
    },
  },
  play: async () => {
    const cart = await panel();
    await userEvent.click(cart.getByRole('button', { name: 'Заказать' }));
    await expect(await body().findByText('Произошла ошибка')).toBeInTheDocument();
    clearToasts();
    await userEvent.click(cart.getByRole('button', { name: 'Заказать' }));
    await expect(await body().findByText('Ваш заказ создан, можете отслеживать его в разделе «История заказов»')).toBeInTheDocument();
    const keys = retrying.server.log.filter((c) => c.route === 'checkout').map((c) => c.headers?.['idempotency-key']);
    await expect(keys).toHaveLength(2);
    await expect(keys[1]).toBe(keys[0]);
    clearToasts();
  },
};
