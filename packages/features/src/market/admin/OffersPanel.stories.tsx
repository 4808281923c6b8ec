import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFeatures } from '../../testing/decorators.tsx';
import { errorReply, pending } from '../../testing/mockFetch.ts';
import { clearToasts, imagesDecoded } from '../../testing/storyHelpers.ts';
import { cafe, longOffer, manyOffers, offers, PUBLIC_KEY } from './fixtures.ts';
import { OffersPanel } from './OffersPanel.tsx';
import { fitsWidth, resetServers, rowNames, rowOf, serverFor, stubClipboard } from './storyHelpers.ts';

const base = serverFor();
const features = (s: ReturnType<typeof serverFor>) => ({ features: { handlers: s.handlers, route: '/admin_market_goods' } });

const meta = {
  title: 'Features/MarketAdmin/OffersPanel',
  component: OffersPanel,
  decorators: [withFeatures],
  args: { market: cafe, searchDelayMs: 50 },
  parameters: features(base),
  beforeEach: () => {
    clearToasts();
    resetServers();
  },
} satisfies Meta<typeof OffersPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The panel once its table has rows. */
async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('grid', { name: 'Предложения бенефит-кафе' });
  await within(table).findAllByRole('rowheader');
  return { canvas, table };
}

/** The offers by sorting weight: every column (photo or 'Нет фото', two lines of description, 'Не указано', 'Не учитывается', the price with the bonus name, the status). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement);
    await expect(rowNames(table)).toEqual(offers.map((o) => o.name));
    const coffee = within(rowOf(table, 'Капучино'));
    await expect(coffee.getByText('15 спасибо')).toBeInTheDocument();
    await expect(coffee.getByText('Не указано')).toBeInTheDocument();
    await expect(coffee.getByText('Активно')).toBeInTheDocument();
    await expect(within(rowOf(table, 'Бизнес-ланч')).getByText('Не учитывается')).toBeInTheDocument();
    await expect(within(rowOf(table, 'Абонемент')).getByText('Нет фото')).toBeInTheDocument();
    await expect(within(rowOf(table, 'Курс английского')).getByText('В архиве')).toBeInTheDocument();
    await expect(canvas.getByTestId('offers-total')).toHaveTextContent('6 предложений');
    await imagesDecoded(canvasElement);
  },
};

/** "Выгрузить в Excel" is a link to offers.xlsx with the table's search, filters and sort, in the page's language. */
export const ExportFollowsFilters: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    const link = canvas.getByTestId('offers-export');
    await expect(link).toHaveAttribute('href', '/api/market/admin/offers.xlsx?marketId=1&sort=weight&order=desc&lang=ru');
    await userEvent.click(canvas.getByRole('button', { name: /Статус/ }));
    await userEvent.click(await body().findByRole('option', { name: 'В архиве' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск' }), 'курс');
    await waitFor(() => expect(link).toHaveAttribute('href', '/api/market/admin/offers.xlsx?marketId=1&q=%D0%BA%D1%83%D1%80%D1%81&status=archive&sort=weight&order=desc&lang=ru'));
  },
};

const searching = serverFor();
/** The search runs once typing pauses (one request for the word, not one per letter) and finds the hoodie by name. */
export const Search: Story = {
  args: { searchDelayMs: 1000 },
  parameters: features(searching),
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск' }), 'худи');
    await waitFor(() => expect(rowNames(table)).toEqual(['Худи с логотипом']));
    await expect(searching.server.reads.offers.filter((q) => q.includes('q='))).toEqual(['marketId=1&q=%D1%85%D1%83%D0%B4%D0%B8&sort=weight&order=desc&page=1&pageSize=25']);
  },
};

/** The category filter offers the tree indented; a parent keeps its subcategories' offers (Спорт → Бассейн). */
export const FilterByCategory: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Категория/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Кофе' }));
    await waitFor(() => expect(rowNames(table)).toEqual(['Капучино в кофейне на первом этаже', 'Кружка «Лучший коллега»']));
    await userEvent.click(canvas.getByRole('button', { name: /Категория/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Спорт' }));
    await waitFor(() => expect(rowNames(table)).toEqual(['Абонемент в бассейн на месяц']));
  },
};

/** The status filter: only the archive. */
export const FilterByStatus: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Статус/ }));
    await userEvent.click(await body().findByRole('option', { name: 'В архиве' }));
    await waitFor(() => expect(rowNames(table)).toEqual(['Курс английского языка (архив)']));
  },
};

const sorting = serverFor();
/** A click on "Цена" sorts on the server by price, cheapest first; a second click turns it round. */
export const SortByPrice: Story = {
  parameters: features(sorting),
  play: async ({ canvasElement }) => {
    const { table } = await loaded(canvasElement);
    await userEvent.click(within(table).getByRole('columnheader', { name: 'Цена' }));
    await waitFor(() => expect(rowNames(table)[0]).toBe('Капучино в кофейне на первом этаже'));
    await expect(sorting.server.reads.offers.at(-1)).toContain('sort=price&order=asc');
    await userEvent.click(within(table).getByRole('columnheader', { name: 'Цена' }));
    await waitFor(() => expect(rowNames(table)[0]).toBe('Курс английского языка (архив)'));
    await expect(within(table).getByRole('columnheader', { name: 'Цена' })).toHaveAttribute('aria-sort', 'descending');
  },
};

const paged = serverFor({ offers: manyOffers(30) });
/** 30 offers: 25 a page, the pages below; page 2 holds the last five. */
export const Paged: Story = {
  parameters: features(paged),
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loaded(canvasElement);
    await expect(rowNames(table)).toHaveLength(25);
    await expect(canvas.getByTestId('offers-total')).toHaveTextContent('30 предложений');
    await userEvent.click(canvas.getByRole('button', { name: 'Страница 2' }));
    await waitFor(() => expect(rowNames(table)).toEqual(['Предложение 26', 'Предложение 27', 'Предложение 28', 'Предложение 29', 'Предложение 30']));
    await expect(paged.server.reads.offers.at(-1)).toContain('page=2');
  },
};

const copied: string[] = [];
/** "Скопировать ссылку": the public page `{origin}/market/1/offers?public_key=…` goes to the clipboard, and a toast says so. */
export const CopyLink: Story = {
  beforeEach: () => {
    copied.length = 0;
    return stubClipboard(copied);
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Скопировать ссылку' }));
    await expect(await body().findByText('Ссылка скопирована')).toBeInTheDocument();
    await expect(copied).toEqual([`${window.location.origin}/market/1/offers?public_key=${PUBLIC_KEY}`]);
    clearToasts();
  },
};

/** The browser refuses the clipboard: 'Не удалось скопировать ссылку' (SPEC §8). */
export const CopyLinkRefused: Story = {
  beforeEach: () => stubClipboard([], true),
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Скопировать ссылку' }));
    await expect(await body().findByText('Не удалось скопировать ссылку')).toBeInTheDocument();
    clearToasts();
  },
};

const archiving = serverFor();
/** Archive from the row's menu: the offer says 'В архиве', a toast confirms, the PATCH carries only the status; Restore brings it back. */
export const ArchiveAndRestore: Story = {
  parameters: features(archiving),
  play: async ({ canvasElement }) => {
    const { table } = await loaded(canvasElement);
    await userEvent.click(within(rowOf(table, 'Капучино')).getByRole('button', { name: 'Действия с предложением «Капучино в кофейне на первом этаже»' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Перенести в архив' }));
    await expect(await body().findByText('Предложение перенесено в архив')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(table, 'Капучино')).getByText('В архиве')).toBeInTheDocument());
    await expect(archiving.server.log).toEqual([{ route: 'updateOffer', body: { id: 1, status: 'archive' } }]);
    clearToasts();
    await userEvent.click(within(rowOf(table, 'Капучино')).getByRole('button', { name: /Действия с предложением/ }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Вернуть из архива' }));
    await waitFor(() => expect(within(rowOf(table, 'Капучино')).getByText('Активно')).toBeInTheDocument());
    clearToasts();
  },
};

const refusing = serverFor();
/** Delete asks first; an offer somebody ordered is refused (OFFER_HAS_ORDERS) with the translated sentence, and stays. */
export const DeleteRefused: Story = {
  parameters: features(refusing),
  play: async ({ canvasElement }) => {
    const { table } = await loaded(canvasElement);
    await userEvent.click(within(rowOf(table, 'Худи')).getByRole('button', { name: 'Действия с предложением «Худи с логотипом»' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Удалить' }));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Удаление предложения' }));
    await expect(dialog.getByText('Удалить «Худи с логотипом»? Это действие нельзя отменить.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Подтвердить' }));
    await expect(await body().findByText('Предложение уже заказывали: его можно только перенести в архив')).toBeInTheDocument();
    await expect(refusing.server.log).toEqual([{ route: 'deleteOffer', body: { id: 2 } }]);
    await expect(rowNames(table)).toContain('Худи с логотипом');
    clearToasts();
  },
};

const deleting = serverFor();
/** An offer nobody ordered goes: a toast, and it leaves the table. */
export const Delete: Story = {
  parameters: features(deleting),
  play: async ({ canvasElement }) => {
    const { table } = await loaded(canvasElement);
    await userEvent.click(within(rowOf(table, 'Абонемент')).getByRole('button', { name: /Действия с предложением/ }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Удалить' }));
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Подтвердить' }));
    await expect(await body().findByText('Предложение удалено')).toBeInTheDocument();
    await waitFor(() => expect(rowNames(table)).not.toContain('Абонемент в бассейн на месяц'));
    clearToasts();
  },
};

/** "Изменить" opens the offer's form with its values. */
export const OpenEdit: Story = {
  play: async ({ canvasElement }) => {
    const { table } = await loaded(canvasElement);
    await userEvent.click(within(rowOf(table, 'Худи')).getByRole('button', { name: /Действия с предложением/ }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Изменить' }));
    const form = within(await body().findByTestId('offer-form'));
    await expect(await form.findByRole('heading', { name: 'Изменение предложения' })).toBeInTheDocument();
    await expect(await form.findByRole('textbox', { name: /Название/ })).toHaveValue('Худи с логотипом');
  },
};

/** No offers yet: the empty state offers the first one. */
export const Empty: Story = {
  parameters: features(serverFor({ offers: [] })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Предложений пока нет')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Добавить предложение' })).toHaveLength(2);
  },
};

/** Nothing matches the search: said in the table, with a reset. */
export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await loaded(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск' }), 'ананас');
    await expect(await canvas.findByText('Ничего не нашлось')).toBeInTheDocument();
    // Once the whole word was asked for (not a part of it, typed on a slow machine), the filters' reset.
    await waitFor(() => expect(canvas.getByTestId('offers-export')).toHaveAttribute('href', expect.stringContaining('q=%D0%B0%D0%BD%D0%B0%D0%BD%D0%B0%D1%81&')));
    await waitFor(() => expect(canvas.getByTestId('offers-panel')).toHaveAttribute('aria-busy', 'false'));
    await expect(canvas.getByText('Ничего не нашлось')).toBeInTheDocument();
    await userEvent.click(within(canvas.getByRole('group', { name: 'Фильтры предложений' })).getByRole('button', { name: 'Сбросить фильтры' }));
    await expect(await canvas.findByText('Худи с логотипом')).toBeInTheDocument();
  },
};

/** The table is loading. */
export const Loading: Story = {
  parameters: features(serverFor({}, { 'GET /api/market/admin/offers': pending })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('offers-panel')).toHaveAttribute('data-state', 'loading');
  },
};

/** The table failed to load: an error with retry. */
export const LoadError: Story = {
  parameters: features(serverFor({}, { 'GET /api/market/admin/offers': errorReply('INTERNAL', 500) })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Не удалось загрузить предложения')).toBeInTheDocument();
    clearToasts();
  },
};

/** Long names, descriptions and many categories wrap in their cells; the description is cut at two lines. */
export const LongNames: Story = {
  parameters: features(serverFor({ offers: [longOffer, ...offers.slice(0, 2)] })),
  play: async ({ canvasElement }) => {
    const { table } = await loaded(canvasElement);
    await expect(within(rowOf(table, 'Сертификат')).getByText('1 000 000 спасибо')).toBeInTheDocument();
    await imagesDecoded(canvasElement);
  },
};

/** On a phone (390 px): the toolbar and filters stack, the table scrolls inside its box. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await fitsWidth();
    await imagesDecoded(canvasElement);
  },
};

/** In English. */
export const English: Story = { globals: { locale: 'en' } };
