import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { users } from '../../testing/fixtures.ts';
import { withFeatures } from '../../testing/decorators.tsx';
import { errorReply, pending } from '../../testing/mockFetch.ts';
import { clearToasts } from '../../testing/storyHelpers.ts';
import { longOffer, order } from './fixtures.ts';
import { OrdersPanel } from './OrdersPanel.tsx';
import { fitsWidth, resetServers, rowNames, rowOf, serverFor } from './storyHelpers.ts';

const base = serverFor();
const features = (s: ReturnType<typeof serverFor>) => ({ features: { handlers: s.handlers, route: '/admin_market_purchases' } });

const meta = {
  title: 'Features/MarketAdmin/OrdersPanel',
  component: OrdersPanel,
  decorators: [withFeatures],
  args: { marketId: 1, searchDelayMs: 50 },
  parameters: features(base),
  beforeEach: () => {
    clearToasts();
    resetServers();
  },
} satisfies Meta<typeof OrdersPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The panel once its table has rows. */
async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('grid', { name: 'Заказы бенефит-кафе' });
  await within(table).findAllByRole('rowheader');
  return { canvas, table };
}

/** The items of the status menu of order `id`. */
async function statusMenu(table: HTMLElement, id: number) {
  await userEvent.click(within(rowOf(table, `№ ${id}`)).getByRole('button', { name: `Сменить статус заказа № ${id}` }));
  return within(await body().findByRole('menu'));
}

/** One order in each of the nine statuses, newest first: each pill says its status (DOMAIN §2.4's admin labels). */
export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement);
    await expect(rowNames(table)).toEqual(['№ 109', '№ 108', '№ 107', '№ 106', '№ 105', '№ 104', '№ 103', '№ 102', '№ 101']);
    const pills = [...table.querySelectorAll('[data-status]')].map((el) => el.textContent);
    await expect(pills).toEqual([
      'Отменено',
      'Отклонено',
      'Готово',
      'Выдано или отправлено покупателю',
      'Готово к выдаче',
      'Оплачено',
      'Принято покупателем',
      'Принято, ожидается выполнение',
      'Рассматривается',
    ]);
    const first = within(rowOf(table, '№ 101'));
    await expect(first.getAllByText('15 спасибо')).toHaveLength(2);
    await expect(first.getByText('1 шт.')).toBeInTheDocument();
    await expect(canvas.getByTestId('orders-total')).toHaveTextContent('9 заказов');
  },
};

const changing = serverFor();
/** An order under consideration offers only its next statuses; "Оплачено" moves it, 'Статус успешно изменён' says so, the pill follows. */
export const ChangeStatus: Story = {
  parameters: features(changing),
  play: async ({ canvasElement }) => {
    const { table } = await loaded(canvasElement);
    const menu = await statusMenu(table, 101);
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Принято, ожидается выполнение', 'Оплачено', 'Отклонено', 'Отменено']);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Оплачено' }));
    await expect(await body().findByText('Статус успешно изменён')).toBeInTheDocument();
    await expect(changing.server.log).toEqual([{ route: 'setOrderStatus', body: { orderId: 101, status: 'paid' } }]);
    await waitFor(() => expect(within(rowOf(table, '№ 101')).getByText('Оплачено')).toBeInTheDocument());
    clearToasts();
    // Paid now: the next statuses are the paid order's.
    const next = await statusMenu(table, 101);
    await expect(next.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Готово к выдаче', 'Выдано или отправлено покупателю', 'Отклонено', 'Отменено']);
    await userEvent.keyboard('{Escape}');
  },
};

/** A done order can move nowhere: 'Нет доступных опций', disabled. */
export const NoOptions: Story = {
  play: async ({ canvasElement }) => {
    const { table } = await loaded(canvasElement);
    const menu = await statusMenu(table, 107);
    const only = menu.getByRole('menuitem', { name: 'Нет доступных опций' });
    await expect(only).toHaveAttribute('aria-disabled', 'true');
    await expect(menu.getAllByRole('menuitem')).toHaveLength(1);
  },
};

/** The buyer cannot pay: 'У пользователя недостаточно средств' (SPEC §8) as a toast; the order stays. */
export const InsufficientFunds: Story = {
  parameters: features(serverFor({ insufficientFor: 101 })),
  play: async ({ canvasElement }) => {
    const { table } = await loaded(canvasElement);
    const menu = await statusMenu(table, 101);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Оплачено' }));
    await expect(await body().findByText('У пользователя недостаточно средств')).toBeInTheDocument();
    await expect(within(rowOf(table, '№ 101')).getByText('Рассматривается')).toBeInTheDocument();
    clearToasts();
  },
};

/** Another admin moved the order meanwhile: ORDER_STATUS_NOT_ALLOWED, translated, as a toast. */
export const StatusNotAllowed: Story = {
  parameters: features(serverFor({}, { 'POST /api/market/orders/status': errorReply('ORDER_STATUS_NOT_ALLOWED', 409, { allowed: [] }) })),
  play: async ({ canvasElement }) => {
    const { table } = await loaded(canvasElement);
    const menu = await statusMenu(table, 102);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Отклонено' }));
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Отклонить' }));
    await expect(await body().findByText('Этот статус сейчас недоступен для заказа')).toBeInTheDocument();
    clearToasts();
  },
};

const rejecting = serverFor();
/**
 * Rejecting (or cancelling) is asked first — the points go back, the units return to the stock and
 * the order moves no further: 'Не менять' keeps the order as it was, 'Отклонить' rejects it.
 */
export const RejectAsksFirst: Story = {
  parameters: features(rejecting),
  play: async ({ canvasElement }) => {
    const { table } = await loaded(canvasElement);
    const before = rejecting.server.log.length;
    await userEvent.click((await statusMenu(table, 101)).getByRole('menuitem', { name: 'Отклонено' }));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Отклонить заказ № 101?' }));
    await expect(dialog.getByText(/вернутся покупателю/)).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Не менять' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(rejecting.server.log.length).toBe(before);
    await expect(within(rowOf(table, '№ 101')).getByText('Рассматривается')).toBeInTheDocument();

    await userEvent.click((await statusMenu(table, 101)).getByRole('menuitem', { name: 'Отклонено' }));
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Отклонить' }));
    await expect(await body().findByText('Статус успешно изменён')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(table, '№ 101')).getByText('Отклонено')).toBeInTheDocument());
    clearToasts();
  },
};

const filtering = serverFor();
/** Two status chips: only paid and rejected orders, asked as one comma-separated value; the export follows. */
export const FilterByStatus: Story = {
  parameters: features(filtering),
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement);
    const chips = within(canvas.getByTestId('orders-statuses'));
    await userEvent.click(chips.getByRole('button', { name: 'Оплачено' }));
    await userEvent.click(chips.getByRole('button', { name: 'Отклонено' }));
    await expect(chips.getByRole('button', { name: 'Оплачено' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(rowNames(table)).toEqual(['№ 108', '№ 104']));
    await expect(filtering.server.reads.orders.at(-1)).toBe('marketId=1&status=paid%2Crejected&sort=id&order=desc&page=1&pageSize=25');
    await expect(canvas.getByTestId('orders-export')).toHaveAttribute('href', '/api/market/admin/orders.xlsx?marketId=1&status=paid%2Crejected&sort=id&order=desc&lang=ru');
  },
};

/** The search finds the orders of an offer (after typing stops). */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск' }), 'худи');
    await waitFor(() => expect(rowNames(table)).toEqual(['№ 106', '№ 102']));
  },
};

const sorting = serverFor();
/** "Сумма" sorts on the server, smallest total first; "Покупатель" by surname. */
export const SortByTotal: Story = {
  parameters: features(sorting),
  play: async ({ canvasElement }) => {
    const { table } = await loaded(canvasElement);
    await userEvent.click(within(table).getByRole('columnheader', { name: 'Сумма' }));
    await waitFor(() => expect(sorting.server.reads.orders.at(-1)).toContain('sort=total&order=asc'));
    await waitFor(() => expect(rowNames(table)[0]).toBe('№ 101'));
    await userEvent.click(within(table).getByRole('columnheader', { name: 'Покупатель' }));
    await waitFor(() => expect(sorting.server.reads.orders.at(-1)).toContain('sort=buyer&order=asc'));
  },
};

/** "Выгрузить в Excel": orders.xlsx with the list's sort, in the page's language. */
export const Export: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await expect(canvas.getByTestId('orders-export')).toHaveAttribute('href', '/api/market/admin/orders.xlsx?marketId=1&sort=id&order=desc&lang=ru');
  },
};

/** No orders yet. */
export const Empty: Story = {
  parameters: features(serverFor({ orders: [] })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Заказов пока нет')).toBeInTheDocument();
  },
};

/** The list is loading. */
export const Loading: Story = {
  parameters: features(serverFor({}, { 'GET /api/market/admin/orders': pending })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('orders-panel')).toHaveAttribute('data-state', 'loading');
  },
};

/** The list failed to load: an error with retry. */
export const LoadError: Story = {
  parameters: features(serverFor({}, { 'GET /api/market/admin/orders': errorReply('INTERNAL', 500) })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Не удалось загрузить заказы')).toBeInTheDocument();
    clearToasts();
  },
};

/** A long offer name and a long buyer's name wrap or are cut in their cells. */
export const LongNames: Story = {
  parameters: features(serverFor({ orders: [order(201, longOffer, users[3]!, { quantity: 999, total: 999 * 1_000_000, status: 'paid' })] })),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
  },
};

/** On a phone (390 px): the chips wrap, the table scrolls in its box. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await fitsWidth();
  },
};

/** In English: "Status successfully changed" after a change. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Benefit cafe orders' });
    await within(table).findAllByRole('rowheader');
    await expect(within(table).getByText('Under consideration')).toBeInTheDocument();
  },
};
