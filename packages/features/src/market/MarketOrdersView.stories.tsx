import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MarketOrdersView } from './MarketOrdersView.tsx';
import { withFeatures, withLocation } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { errorReply, pending, type MockRequest } from '../testing/mockFetch.ts';
import { clearToasts, imagesDecoded } from '../testing/storyHelpers.ts';
import { demoOrders, marketServer, order, type MarketServerOptions } from './fixtures.ts';

/** The default handlers and a market server over `options`. */
function serve(options: MarketServerOptions = {}) {
  const server = marketServer(options);
  return { server, handlers: { ...defaultHandlers, ...server.handlers } };
}

const meta = {
  title: 'Features/Market/MarketOrdersView',
  component: MarketOrdersView,
  decorators: [withLocation, withFeatures],
  parameters: { features: { handlers: serve().handlers, route: '/market_orders' } },
  beforeEach: clearToasts,
} satisfies Meta<typeof MarketOrdersView>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone', isRotated: false } };
const body = () => within(document.body);
const view = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('section[data-state]')!;
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location').textContent;
/** The card of order `id`. */
const card = (canvasElement: HTMLElement, id: number) => within(canvasElement.querySelector<HTMLElement>(`article[data-order="${id}"]`)!);

async function ready(canvasElement: HTMLElement, count?: number) {
  await waitFor(() => expect(view(canvasElement)).toHaveAttribute('data-state', 'ready'));
  if (count !== undefined) await waitFor(() => expect(within(canvasElement).getAllByRole('article')).toHaveLength(count));
  await imagesDecoded(canvasElement);
}

/** Every order newest first, one in each of the nine statuses; the chips 'All' and the nine statuses; a link back to the cafe. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, demoOrders.length);
    await expect(canvas.getByRole('heading', { level: 1, name: 'История заказов' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'В бенефит-кафе' })).toHaveAttribute('href', '/market');
    await expect(canvas.getAllByRole('radio')).toHaveLength(10);
    await expect(canvas.getByRole('radio', { name: 'Все' })).toBeChecked();
    await expect(canvas.getAllByTestId('order-status').map((b) => b.textContent)).toEqual([
      'На рассмотрении',
      'Принято, ожидает',
      'Принято покупателем',
      'Оплачено',
      'Готово к выдаче',
      'Выдано или отправлено',
      'Готово',
      'Отклонено',
      'Отменено',
    ]);
  },
};
export const DefaultEnglish: Story = { globals: { locale: 'en' } };

/** On a phone: the chips scroll sideways. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
export const PhoneEnglish: Story = { globals: { ...PHONE, locale: 'en' } };

/** A status chip keeps only its orders, in the URL too; 'All' brings every one back. */
export const FilterByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, demoOrders.length);
    await userEvent.click(canvas.getByRole('radio', { name: 'Отменено' }));
    await waitFor(() => expect(location(canvasElement)).toBe('/market_orders?status=canceled'));
    await ready(canvasElement, 1);
    await userEvent.click(canvas.getByRole('radio', { name: 'Все' }));
    await ready(canvasElement, demoOrders.length);
    await expect(location(canvasElement)).toBe('/market_orders');
  },
};

const cancelling = serve();
/** 'Cancel order' asks first; confirmed, the order is canceled (its pill turns red) and the points come back. */
export const CancelOrder: Story = {
  parameters: { features: { handlers: cancelling.handlers, route: '/market_orders' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, demoOrders.length);
    await userEvent.click(card(canvasElement, 109).getByRole('button', { name: 'Отменить заказ' }));
    const confirm = within(await body().findByRole('alertdialog', { name: 'Отменить заказ №109?' }));
    await expect(confirm.getByText('«Капучино в кофейне на первом этаже» не будет заказано, 100 спасибо вернутся на ваш счёт.')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Отменить заказ' }));
    await expect(await body().findByText('Заказ отменён')).toBeInTheDocument();
    await waitFor(() => expect(card(canvasElement, 109).getByTestId('order-status')).toHaveTextContent('Отменено'));
    await expect(card(canvasElement, 109).queryByRole('button')).toBeNull();
    await expect(cancelling.server.log).toContainEqual({ route: 'setOrderStatus', body: { orderId: 109, status: 'canceled' } });
    clearToasts();
  },
};

const keeping = serve();
/** 'Keep it' in the confirmation sends nothing. */
export const KeepOrder: Story = {
  parameters: { features: { handlers: keeping.handlers, route: '/market_orders' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, demoOrders.length);
    await userEvent.click(card(canvasElement, 108).getByRole('button', { name: 'Отменить заказ' }));
    await userEvent.click(await body().findByRole('button', { name: 'Не отменять' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(keeping.server.log).toEqual([]);
  },
};

/** An accepted order: 'Confirm' moves it to 'Accepted by buyer'. */
export const ConfirmOrder: Story = {
  parameters: { features: { handlers: serve().handlers, route: '/market_orders' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, demoOrders.length);
    await userEvent.click(card(canvasElement, 108).getByRole('button', { name: 'Подтвердить' }));
    await expect(await body().findByText('Заказ подтверждён')).toBeInTheDocument();
    await waitFor(() => expect(card(canvasElement, 108).getByTestId('order-status')).toHaveTextContent('Принято покупателем'));
    clearToasts();
  },
};

/** An issued order: 'Received' makes it ready. */
export const Received: Story = {
  parameters: { features: { handlers: serve().handlers, route: '/market_orders' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, demoOrders.length);
    await userEvent.click(card(canvasElement, 104).getByRole('button', { name: 'Получено' }));
    await expect(await body().findByText('Заказ отмечен как полученный')).toBeInTheDocument();
    await waitFor(() => expect(card(canvasElement, 104).getByTestId('order-status')).toHaveTextContent('Готово'));
    clearToasts();
  },
};

/** An administrator moved it first: ORDER_STATUS_NOT_ALLOWED's message, and the list reads again. */
export const MoveNotAllowed: Story = {
  parameters: { features: { handlers: { ...serve().handlers, 'POST /api/market/orders/status': errorReply('ORDER_STATUS_NOT_ALLOWED', 409, { allowed: [] }) }, route: '/market_orders' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, demoOrders.length);
    await userEvent.click(card(canvasElement, 104).getByRole('button', { name: 'Получено' }));
    await expect(await body().findByText('Этот статус сейчас недоступен для заказа')).toBeInTheDocument();
    clearToasts();
  },
};

/** Loading: placeholder cards. */
export const Loading: Story = {
  parameters: { features: { handlers: { ...serve().handlers, 'GET /api/market/orders': pending }, route: '/market_orders' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Загружаем заказы' })).toBeInTheDocument();
  },
};

/** No orders yet: a link to the cafe. */
export const Empty: Story = {
  parameters: { features: { handlers: serve({ orders: [] }).handlers, route: '/market_orders' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Заказов пока нет')).toBeInTheDocument();
  },
};
export const EmptyEnglish: Story = { parameters: { features: { handlers: serve({ orders: [] }).handlers, route: '/market_orders' } }, globals: { locale: 'en' } };

/** No orders of the chosen status. */
export const EmptyFiltered: Story = {
  parameters: { features: { handlers: serve({ orders: [demoOrders[0]!] }).handlers, route: '/market_orders?status=paid' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Заказов с таким статусом нет')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('radio', { name: 'Оплачено' })).toBeChecked();
  },
};

let reads = 0;
/** The orders could not be read: the error with a retry. */
export const LoadError: Story = {
  beforeEach: () => {
    reads = 0;
  },
  parameters: {
    features: { handlers: { ...serve().handlers, 'GET /api/market/orders': (req: MockRequest) => (++reads === 1 ? errorReply('INTERNAL', 500) : marketServer().handlers['GET /api/market/orders'](req)) }, route: '/market_orders' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить заказы')).toBeInTheDocument();
    clearToasts();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await ready(canvasElement, demoOrders.length);
  },
};

/** 45 orders in pages of 20: 'Show more' (or scrolling) loads the next page, up to the end. */
export const Paging: Story = {
  parameters: {
    features: { handlers: serve({ orders: Array.from({ length: 45 }, (_, i) => order({ id: 500 - i, status: 'paid' })) }).handlers, route: '/market_orders' },
    screenshot: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    for (let i = 0; i < 3 && !canvas.queryByText('Это все заказы'); i += 1) {
      const more = canvas.queryByRole('button', { name: 'Показать ещё' });
      if (more) await userEvent.click(more);
      window.scrollTo({ top: document.documentElement.scrollHeight });
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await waitFor(() => expect(canvas.getByText('Это все заказы')).toBeInTheDocument());
    window.scrollTo({ top: 0 });
  },
};
