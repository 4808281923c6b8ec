import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFeatures } from '../../testing/decorators.tsx';
import { errorReply, pending } from '../../testing/mockFetch.ts';
import { clearToasts } from '../../testing/storyHelpers.ts';
import { PurchaseStats } from './PurchaseStats.tsx';
import { fitsWidth, resetServers, rowNames, rowOf, serverFor } from './storyHelpers.ts';

const base = serverFor();
const features = (s: ReturnType<typeof serverFor>) => ({ features: { handlers: s.handlers, route: '/admin_market_purchases?tab=stats' } });

const meta = {
  title: 'Features/MarketAdmin/PurchaseStats',
  component: PurchaseStats,
  decorators: [withFeatures],
  args: { marketId: 1, searchDelayMs: 50 },
  parameters: features(base),
  beforeEach: () => {
    clearToasts();
    resetServers();
  },
} satisfies Meta<typeof PurchaseStats>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The statistics once a table has rows. */
async function loaded(canvasElement: HTMLElement, name = 'Статистика по предложениям') {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('grid', { name });
  await within(table).findAllByRole('rowheader');
  return { canvas, table };
}

/** Text with its no-break spaces (number grouping) as plain ones. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
/** The totals' figures, in order. */
const totals = (canvas: ReturnType<typeof within>) => [...canvas.getByTestId('stats-totals').querySelectorAll('dd')].map((dd) => plain(dd.textContent));
/** The members of the table by name, in order (each link's name, without the avatar's initials). */
const memberNames = (table: HTMLElement) => [...table.querySelectorAll('a')].map((a) => a.lastElementChild?.textContent);

/** By offer, most points spent first: orders, under consideration, issued, returned, units, points; the totals of every order. */
export const ByOffer: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement);
    await expect(rowNames(table)).toEqual(['Худи с логотипом', 'Абонемент в бассейн на месяц', 'Капучино в кофейне на первом этаже', 'Бизнес-ланч в столовой']);
    const coffee = [...rowOf(table, 'Капучино').querySelectorAll('[role="gridcell"]')].map((cell) => plain(cell.textContent));
    await expect(coffee).toEqual(['15 спасибо', '40', 'Кофе', '3', '1', '0', '1', '3', '30 спасибо']);
    await expect(within(rowOf(table, 'Бизнес-ланч')).getByText('Не учитывается')).toBeInTheDocument();
    await expect(totals(canvas)).toEqual(['9', '13', '1 755 спасибо']);
  },
};

/** By member: each a link to their profile, with orders, points spent, units received and returned orders. */
export const ByMember: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'По участникам' }));
    const { table } = await loaded(canvasElement, 'Статистика по участникам');
    await expect(memberNames(table)).toEqual(['Иван Смирнов', 'Александра-Валентина Константинопольская-Преображенская', 'Анна Петрова', 'Мария Кузнецова']);
    await expect(within(table).getByRole('link', { name: 'Иван Смирнов' })).toHaveAttribute('href', '/other_profile/2');
    const ivan = [...rowOf(table, /Иван Смирнов/).querySelectorAll('[role="gridcell"]')].map((cell) => plain(cell.textContent));
    await expect(ivan).toEqual(['2', '900 спасибо', '3', '0']);
    await expect(canvas.getByRole('searchbox', { name: 'Поиск' })).toHaveAttribute('placeholder', 'Имя участника');
  },
};

const ranging = serverFor();
/** Two days (DD-MM-YYYY) narrow the orders to those created on them; the query and the export carry the days. */
export const DateRange: Story = {
  parameters: features(ranging),
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Заказы с/ }), '05032026');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Заказы по/ }), '09032026');
    await waitFor(() => expect(ranging.server.reads.stats.at(-1)).toBe('marketId=1&by=offer&from=2026-03-05&to=2026-03-09&page=1&pageSize=25'));
    await waitFor(() => expect(totals(canvas)[0]).toBe('5'));
    await expect(rowNames(table)).toEqual(['Худи с логотипом', 'Капучино в кофейне на первом этаже', 'Бизнес-ланч в столовой', 'Абонемент в бассейн на месяц']);
    await expect(canvas.getByTestId('stats-export')).toHaveAttribute('href', '/api/market/admin/stats.xlsx?marketId=1&by=offer&from=2026-03-05&to=2026-03-09&lang=ru');
  },
};

/** The search by name, after typing stops. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск' }), 'капучино');
    await waitFor(() => expect(rowNames(table)).toEqual(['Капучино в кофейне на первом этаже']));
  },
};

/** "Выгрузить в Excel": stats.xlsx of the view shown, in the page's language. */
export const Export: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await expect(canvas.getByTestId('stats-export')).toHaveAttribute('href', '/api/market/admin/stats.xlsx?marketId=1&by=offer&lang=ru');
    await userEvent.click(canvas.getByRole('radio', { name: 'По участникам' }));
    await expect(canvas.getByTestId('stats-export')).toHaveAttribute('href', '/api/market/admin/stats.xlsx?marketId=1&by=member&lang=ru');
  },
};

/** No purchases yet. */
export const Empty: Story = {
  parameters: features(serverFor({ orders: [] })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Покупок пока нет')).toBeInTheDocument();
  },
};

/** The statistics are loading: placeholders in the totals. */
export const Loading: Story = {
  parameters: features(serverFor({}, { 'GET /api/market/admin/stats': pending })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('purchase-stats')).toHaveAttribute('data-state', 'loading');
  },
};

/** The statistics failed to load: an error with retry. */
export const LoadError: Story = {
  parameters: features(serverFor({}, { 'GET /api/market/admin/stats': errorReply('INTERNAL', 500) })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Не удалось загрузить статистику')).toBeInTheDocument();
    clearToasts();
  },
};

/** On a phone (390 px): the filters and totals stack, the table scrolls in its box. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await fitsWidth();
  },
};

/** In English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Statistics by offer');
  },
};
