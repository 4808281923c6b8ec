import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MarketView } from './MarketView.tsx';
import { withFeatures, withLocation } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { errorReply, pending, type MockRequest } from '../testing/mockFetch.ts';
import { clearToasts, imagesDecoded } from '../testing/storyHelpers.ts';
import { demoMarketAdmin, demoOffers, manyOffers, marketServer, type MarketServerOptions } from './fixtures.ts';

/** Every offers query the catalogue asked the server for (its search part), in order; cleared before each story. */
const asked: string[] = [];

/** The default handlers and a market server over `options`, recording each catalogue query. */
function serve(options: MarketServerOptions = {}) {
  const server = marketServer(options);
  const offersRoute = server.handlers['GET /api/market/offers'];
  return {
    server,
    handlers: {
      ...defaultHandlers,
      ...server.handlers,
      'GET /api/market/offers': (req: MockRequest) => {
        const query = new URLSearchParams(req.query);
        query.delete('marketId');
        query.delete('limit');
        asked.push(query.toString());
        return offersRoute(req);
      },
    },
  };
}

const member = serve();

const meta = {
  title: 'Features/Market/MarketView',
  component: MarketView,
  decorators: [withLocation, withFeatures],
  parameters: { features: { handlers: member.handlers, route: '/market' } },
  beforeEach: () => {
    asked.length = 0;
    clearToasts();
  },
} satisfies Meta<typeof MarketView>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone', isRotated: false } };
const TABLET = { viewport: { value: 'tablet', isRotated: false } };

const body = () => within(document.body);
const view = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('section[data-state]')!;
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location').textContent;
/** The tile of the offer named `name`. */
const tile = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('article', { name });
/** The names of the rendered tiles, in order. */
const tileNames = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('article').map((a) => a.getAttribute('data-offer'));

/** Loaded, with `count` tiles (when given) and their pictures decoded. */
async function ready(canvasElement: HTMLElement, count?: number) {
  await waitFor(() => expect(view(canvasElement)).toHaveAttribute('data-state', 'ready'));
  if (count !== undefined) await waitFor(() => expect(within(canvasElement).getAllByRole('article')).toHaveLength(count));
  await imagesDecoded(canvasElement);
}

/**
 * A member's benefit cafe: the title, the order history link, the cart with its four lines, the
 * search, 'Filters', the category strip ('All' and the four top categories) and the ten offers in
 * the market's order, each with its price in the bonus name and 'Add to cart' — or 'In cart' for
 * what is already there. No 'Administration' for a member.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, demoOffers.length);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Бенефит-кафе' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'История заказов' })).toHaveAttribute('href', '/market_orders');
    await expect(canvas.queryByRole('link', { name: 'Администрирование' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Корзина' })).toHaveAccessibleDescription('Позиций в корзине: 4'));
    await expect(canvas.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Все', 'Еда', 'Мерч', 'Обучение', 'Спорт']);
    await expect(canvas.getByRole('radio', { name: 'Все' })).toBeChecked();
    await expect(within(tile(canvasElement, 'Капучино в кофейне на первом этаже')).getByText('50 спасибо')).toBeInTheDocument();
    await expect(within(tile(canvasElement, 'Капучино в кофейне на первом этаже')).getByRole('button', { name: 'В корзине' })).toBeInTheDocument();
    await expect(within(tile(canvasElement, 'Кружка')).getByRole('button', { name: 'Добавить в корзину' })).toBeInTheDocument();
    await expect(within(tile(canvasElement, 'Кружка')).getByTestId('offer-placeholder')).toBeInTheDocument();
    await expect(canvas.getByText('Это все предложения')).toBeInTheDocument();
    await expect(asked).toEqual(['']);
  },
};
export const DefaultEnglish: Story = { globals: { locale: 'en' } };

/** A market administrator (or an organization admin) also sees 'Administration', which leads to the offers table. */
export const MarketAdmin: Story = {
  parameters: { features: { handlers: serve({ markets: [demoMarketAdmin] }).handlers, route: '/market' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, demoOffers.length);
    await expect(within(canvasElement).getByRole('link', { name: 'Администрирование' })).toHaveAttribute('href', '/admin_market_goods');
  },
};
export const MarketAdminEnglish: Story = { parameters: { features: { handlers: serve({ markets: [demoMarketAdmin] }).handlers, route: '/market' } }, globals: { locale: 'en' } };

/** On a phone: two tiles a row, the buttons wrap under the title, the categories scroll sideways. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const [first, second] = within(canvasElement).getAllByRole('article').map((a) => a.getBoundingClientRect());
    await expect(second!.top).toBe(first!.top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
export const PhoneEnglish: Story = { globals: { ...PHONE, locale: 'en' } };

/** On a tablet. */
export const Tablet: Story = {
  globals: TABLET,
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
  },
};

/** The community has no market (or hides it): the banner, nothing else is asked for. */
export const NoMarket: Story = {
  parameters: { features: { handlers: serve({ markets: [] }).handlers, route: '/market' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('В вашем сообществе отсутствует маркетплейс')).toBeInTheDocument();
    await expect(view(canvasElement)).toHaveAttribute('data-state', 'none');
    await expect(asked).toEqual([]);
  },
};
export const NoMarketEnglish: Story = { parameters: { features: { handlers: serve({ markets: [] }).handlers, route: '/market' } }, globals: { locale: 'en' } };

/** The markets are loading: placeholders, busy. */
export const Loading: Story = {
  parameters: { features: { handlers: { ...member.handlers, 'GET /api/markets/available': pending }, route: '/market' } },
  play: async ({ canvasElement }) => {
    await expect(view(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('status', { name: 'Загружаем бенефит-кафе' })).toBeInTheDocument();
  },
};

/** The offers are loading: placeholder tiles under the controls. */
export const OffersLoading: Story = {
  parameters: { features: { handlers: { ...member.handlers, 'GET /api/market/offers': pending }, route: '/market' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(view(canvasElement)).toHaveAttribute('data-state', 'loading'));
    await expect(within(canvasElement).getByRole('status', { name: 'Загружаем предложения' })).toBeInTheDocument();
    clearToasts();
  },
};

let marketReads = 0;
/** The markets could not be read: the error with a retry, which brings the catalogue. */
export const MarketsError: Story = {
  beforeEach: () => {
    marketReads = 0;
  },
  parameters: {
    features: { handlers: { ...member.handlers, 'GET /api/markets/available': () => (++marketReads === 1 ? errorReply('INTERNAL', 500) : { items: [demoMarketAdmin] }) }, route: '/market' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Повторить' }));
    await ready(canvasElement, demoOffers.length);
    clearToasts();
  },
};

let offerReads = 0;
/** The offers could not be read: 'Could not load the offers' with a retry. */
export const OffersError: Story = {
  beforeEach: () => {
    offerReads = 0;
  },
  parameters: {
    features: {
      handlers: { ...member.handlers, 'GET /api/market/offers': (req: MockRequest) => (++offerReads === 1 ? errorReply('INTERNAL', 500) : member.server.handlers['GET /api/market/offers'](req)) },
      route: '/market',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить предложения')).toBeInTheDocument();
    clearToasts();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await ready(canvasElement, demoOffers.length);
  },
};

/** A market without offers yet. */
export const Empty: Story = {
  parameters: { features: { handlers: serve({ offers: [] }).handlers, route: '/market' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Здесь пока нет предложений')).toBeInTheDocument();
  },
};
export const EmptyEnglish: Story = { parameters: { features: { handlers: serve({ offers: [] }).handlers, route: '/market' } }, globals: { locale: 'en' } };

/** Nothing matches the search from the link: 'Nothing found' with 'Reset filters', which clears the query and shows every offer. */
export const EmptyFiltered: Story = {
  // The query as a browser's address has it (percent-encoded).
  parameters: { features: { handlers: member.handlers, route: `/market?q=${encodeURIComponent('абракадабра')}&min=10` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ничего не нашлось')).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Поиск предложений' })).toHaveValue('абракадабра');
    await userEvent.click(canvas.getByRole('button', { name: 'Сбросить фильтры' }));
    await ready(canvasElement, demoOffers.length);
    await expect(location(canvasElement)).toBe('/market');
    await expect(canvas.getByRole('searchbox', { name: 'Поиск предложений' })).toHaveValue('');
  },
};

/** The search asks once typing pauses (not per key), in names and descriptions, and lives in the URL. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, demoOffers.length);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск предложений' }), 'худи');
    await waitFor(() => expect(location(canvasElement)).toBe('/market?q=%D1%85%D1%83%D0%B4%D0%B8'));
    await ready(canvasElement, 1);
    await expect(tileNames(canvasElement)).toEqual(['3']);
    await expect(asked).toEqual(['', 'q=%D1%85%D1%83%D0%B4%D0%B8']);
  },
};

/** The category strip: 'Мерч' shows its three offers; 'Еда' includes its subcategories (coffee, lunches); 'All' again. */
export const CategoryStrip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, demoOffers.length);
    await userEvent.click(canvas.getByRole('radio', { name: 'Мерч' }));
    await waitFor(() => expect(location(canvasElement)).toBe('/market?category=3'));
    await ready(canvasElement, 3);
    await expect(tileNames(canvasElement)).toEqual(['3', '7', '10']);
    await userEvent.click(canvas.getByRole('radio', { name: 'Еда' }));
    await ready(canvasElement, 4);
    await expect(tileNames(canvasElement)).toEqual(['1', '2', '8', '10']);
    await userEvent.click(canvas.getByRole('radio', { name: 'Все' }));
    await ready(canvasElement, demoOffers.length);
    await expect(location(canvasElement)).toBe('/market');
  },
};

/**
 * The price filter of the side panel: 'to' below 'from' is refused on the field, translated; a
 * right range applies (the URL keeps it), the button counts the filter, and the order too.
 */
export const FilterByPrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, demoOffers.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Фильтры' }));
    const panel = within(await body().findByTestId('market-filters'));
    await userEvent.type(panel.getByRole('textbox', { name: 'Цена от' }), '500');
    await userEvent.type(panel.getByRole('textbox', { name: 'Цена до' }), '100');
    await userEvent.click(panel.getByRole('button', { name: 'Применить' }));
    const to = panel.getByRole('textbox', { name: 'Цена до' });
    await expect(to).toHaveAccessibleDescription('«Цена до» не может быть меньше, чем «цена от»');
    await expect(to).toHaveFocus();
    await expect(location(canvasElement)).toBe('/market');
    await userEvent.clear(to);
    await userEvent.type(to, '1000');
    await userEvent.click(panel.getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(body().queryByTestId('market-filters')).toBeNull());
    await waitFor(() => expect(location(canvasElement)).toBe('/market?min=500&max=1000'));
    await ready(canvasElement, 2);
    await expect(tileNames(canvasElement)).toEqual(['3', '10']);
    await expect(canvas.getByRole('button', { name: 'Фильтры' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Фильтры' })).toHaveAccessibleDescription('Выбрано фильтров: 1');
  },
};

/** Filters from a link show in the panel; 'Reset' brings back every offer in the market's order. */
export const FiltersReset: Story = {
  parameters: { features: { handlers: member.handlers, route: '/market?category=5&min=100&sort=price_desc' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 2);
    await expect(tileNames(canvasElement)).toEqual(['5', '6']);
    await expect(canvas.getByRole('button', { name: 'Фильтры' })).toHaveAccessibleDescription('Выбрано фильтров: 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Фильтры' }));
    const panel = within(await body().findByTestId('market-filters'));
    await expect(panel.getByRole('textbox', { name: 'Цена от' })).toHaveValue('100');
    await expect(panel.getByRole('button', { name: /Категория/ })).toHaveTextContent('Обучение');
    await expect(panel.getByRole('button', { name: /Сортировка/ })).toHaveTextContent('Сначала дороже');
    await userEvent.click(panel.getByRole('button', { name: 'Сбросить' }));
    await ready(canvasElement, demoOffers.length);
    await expect(location(canvasElement)).toBe('/market');
  },
};

/** Adding from a tile: the button turns into 'In cart', the cart counts the line; 'In cart' opens the cart with it. */
export const AddToCart: Story = {
  parameters: { features: { handlers: serve({ cart: [] }).handlers, route: '/market' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, demoOffers.length);
    await expect(canvas.getByRole('button', { name: 'Корзина' })).not.toHaveAccessibleDescription();
    await userEvent.click(within(tile(canvasElement, 'Кружка')).getByRole('button', { name: 'Добавить в корзину' }));
    const inCart = await within(tile(canvasElement, 'Кружка')).findByRole('button', { name: 'В корзине' });
    await expect(canvas.getByRole('button', { name: 'Корзина' })).toHaveAccessibleDescription('Позиций в корзине: 1');
    await userEvent.click(inCart);
    const cart = within(await body().findByTestId('market-cart'));
    await expect(await cart.findByText('Кружка')).toBeInTheDocument();
    await expect(cart.getByTestId('cart-total')).toHaveTextContent('300 спасибо');
  },
};

/** The pool pass is out of stock: adding it shows 'This item is out of stock' and the tile stays as it was. */
export const OutOfStock: Story = {
  parameters: { features: { handlers: serve().handlers, route: '/market' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, demoOffers.length);
    await userEvent.click(within(tile(canvasElement, 'Абонемент в бассейн на месяц')).getByRole('button', { name: 'Добавить в корзину' }));
    await expect(await body().findByText('Данный товар закончился')).toBeInTheDocument();
    await expect(within(tile(canvasElement, 'Абонемент в бассейн на месяц')).getByRole('button', { name: 'Добавить в корзину' })).toBeInTheDocument();
    clearToasts();
  },
};

/**
 * The details of a tile: the hoodie's stock, how many chose it, its end date and limit, '3 of 10';
 * next and previous walk the loaded offers (the URL follows); Escape closes and the URL forgets it.
 */
export const OpenDetailAndNavigate: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement, demoOffers.length);
    await userEvent.click(within(tile(canvasElement, 'Худи с логотипом')).getByRole('button', { name: 'Худи с логотипом' }));
    const dialog = within(await body().findByTestId('offer-detail'));
    await expect(dialog.getByRole('heading', { name: 'Худи с логотипом' })).toBeInTheDocument();
    await expect(dialog.getByText('3 из 10')).toBeInTheDocument();
    await expect(dialog.getByText('Осталось: 3 шт.')).toBeInTheDocument();
    await expect(dialog.getByText('Выбрали 9 участников')).toBeInTheDocument();
    await expect(dialog.getByText(/^До \d+/)).toBeInTheDocument();
    await expect(dialog.getByText('Лимит: 1 шт. в месяц')).toBeInTheDocument();
    await expect(dialog.getByText('Вы можете заказать ещё 1 шт.')).toBeInTheDocument();
    await expect(location(canvasElement)).toBe('/market?offer=3');
    await userEvent.click(dialog.getByRole('button', { name: 'Следующее предложение' }));
    await expect(await dialog.findByRole('heading', { name: 'Абонемент в бассейн на месяц' })).toBeInTheDocument();
    await expect(dialog.getByText('Осталось: 0 шт.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Предыдущее предложение' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Предыдущее предложение' }));
    await expect(await dialog.findByRole('heading', { name: 'Бизнес-ланч в столовой' })).toBeInTheDocument();
    await expect(dialog.queryByTestId('offer-left')).toBeNull();
    await expect(location(canvasElement)).toBe('/market?offer=2');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByTestId('offer-detail')).toBeNull());
    await expect(location(canvasElement)).toBe('/market');
  },
};

/** From the details: 'Add to cart' turns into 'In cart', and pressing it again closes the details and opens the cart. */
export const DetailAddToCart: Story = {
  parameters: { features: { handlers: serve({ cart: [] }).handlers, route: '/market?offer=7' } },
  play: async ({ canvasElement }) => {
    const dialog = within(await body().findByTestId('offer-detail'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Добавить в корзину' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'В корзине' }));
    const cart = within(await body().findByTestId('market-cart'));
    await expect(await cart.findByText('Кружка')).toBeInTheDocument();
    await expect(body().queryByTestId('offer-detail')).toBeNull();
    await expect(location(canvasElement)).toBe('/market');
  },
};

/** A link to one offer (the main page's top benefits): its details open at once; the long description's address is a link. */
export const DeepLink: Story = {
  parameters: { features: { handlers: member.handlers, route: '/market?offer=8' } },
  play: async () => {
    const dialog = within(await body().findByTestId('offer-detail'));
    await expect(await dialog.findByRole('heading', { name: /Сертификат на дегустационный сет/ })).toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: 'www.example.com/degustation' })).toHaveAttribute('href', 'https://www.example.com/degustation');
    await expect(dialog.getByText('1 250 000 спасибо')).toBeInTheDocument();
    await expect(dialog.getByText('Выбрали 1234 участника')).toBeInTheDocument();
    await imagesDecoded(document.body);
  },
};
export const DeepLinkPhone: Story = {
  globals: PHONE,
  parameters: { features: { handlers: member.handlers, route: '/market?offer=8' } },
  play: async () => {
    await within(await body().findByTestId('offer-detail')).findByRole('heading', { name: /Сертификат/ });
    await imagesDecoded(document.body);
  },
};

/** 60 offers in pages of 24: the next page comes as the end nears, or with 'Show more', up to the end message. */
export const Paging: Story = {
  parameters: { features: { handlers: serve({ offers: manyOffers(60) }).handlers, route: '/market' }, screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    for (let page = 0; page < 3 && !canvas.queryByText('Это все предложения'); page += 1) {
      const more = canvas.queryByRole('button', { name: 'Показать ещё' });
      if (more) await userEvent.click(more);
      window.scrollTo({ top: document.documentElement.scrollHeight });
      await waitFor(() => expect(asked.length).toBeGreaterThan(page + 1), { timeout: 5_000 }).catch(() => undefined);
    }
    await waitFor(() => expect(canvas.getByText('Это все предложения')).toBeInTheDocument());
    await expect(asked.filter((q) => q.startsWith('cursor=')).sort()).toEqual(['cursor=24', 'cursor=48']);
    window.scrollTo({ top: 0 });
  },
};

/** Ordering from the cart: the success toast, the cart keeps only what was not ordered. */
export const Checkout: Story = {
  parameters: { features: { handlers: serve().handlers, route: '/market' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, demoOffers.length);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Корзина' })).toHaveAccessibleDescription('Позиций в корзине: 4'));
    await userEvent.click(canvas.getByRole('button', { name: 'Корзина' }));
    const cart = within(await body().findByTestId('market-cart'));
    await userEvent.click(await cart.findByRole('button', { name: 'Заказать' }));
    await expect(await body().findByText('Ваш заказ создан, можете отслеживать его в разделе «История заказов»')).toBeInTheDocument();
    await waitFor(() => expect(body().queryByTestId('market-cart')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Корзина' })).toHaveAccessibleDescription('Позиций в корзине: 2'));
    await expect(within(tile(canvasElement, 'Капучино в кофейне на первом этаже')).getByRole('button', { name: 'Добавить в корзину' })).toBeInTheDocument();
    clearToasts();
  },
};
