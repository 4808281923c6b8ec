import {
  DEFAULT_BONUS_NAME,
  nextOrderStatuses,
  type AvailableMarket,
  type Cart,
  type CartLine,
  type CartLineBody,
  type MarketCategory,
  type Offer,
  type Order,
  type OrderStatus,
  type OrderStatusBody,
  type PublicMarket,
} from '@gratia/contracts';
import { FIXTURE_NOW, minutesAgo } from '../testing/clock.ts';
import { users } from '../testing/fixtures.ts';
import { photos } from '../testing/media.ts';
import { errorReply, reply, type MockRequest } from '../testing/mockFetch.ts';

/** Demo offers, categories, a cart and orders of the market «Бенефит-кафе» of «Ромашка», and a small in-memory market server (stories and tests). */

const DAY = 24 * 60;
/** An ISO timestamp `minutes` after the fixtures' now. */
const minutesAhead = (minutes: number) => new Date(FIXTURE_NOW + minutes * 60_000).toISOString();

/** The public key of the demo market. */
export const DEMO_PUBLIC_KEY = '3f2b8c1e-5a4d-4e6f-8b7a-9c0d1e2f3a4b';

/** The demo market as a member sees it (not an administrator). */
export const demoMarket: AvailableMarket = { id: 1, name: 'Бенефит-кафе', canAdminister: false, publicKey: null, publicPrices: true };
/** The demo market as its administrator sees it: 'Administration' and the public key. */
export const demoMarketAdmin: AvailableMarket = { ...demoMarket, canAdminister: true, publicKey: DEMO_PUBLIC_KEY };

/** The public page's market (docs/decisions/0046): prices shown unless `publicPrices` says otherwise. */
export function publicMarket(changes: Partial<PublicMarket> = {}): PublicMarket {
  return { id: 1, name: 'Бенефит-кафе', publicPrices: true, community: { name: 'Ромашка', bonusName: DEFAULT_BONUS_NAME }, ...changes };
}

/** The category tree: Еда (Кофе, Обеды), Мерч, Спорт, Обучение (Книги). */
export const demoCategories: MarketCategory[] = [
  { id: 6, name: 'Книги', parentId: 5, offers: 1 },
  { id: 2, name: 'Кофе', parentId: 1, offers: 2 },
  { id: 3, name: 'Мерч', parentId: null, offers: 3 },
  { id: 7, name: 'Обеды', parentId: 1, offers: 1 },
  { id: 5, name: 'Обучение', parentId: null, offers: 2 },
  { id: 4, name: 'Спорт', parentId: null, offers: 1 },
  { id: 1, name: 'Еда', parentId: null, offers: 3 },
];

const category = (id: number) => {
  const found = demoCategories.find((c) => c.id === id)!;
  return { id: found.id, name: found.name };
};

/** An offer: «Капучино» of the demo market, 50 points, 20 left, unless `changes` say otherwise. */
export function offer(changes: Partial<Offer> = {}): Offer {
  return {
    id: 1,
    marketId: 1,
    name: 'Капучино в кофейне на первом этаже',
    description: 'Большой капучино на любом молоке. Покажите код из заказа бариста — и кофе ваш.',
    images: [photos[0]!, photos[2]!],
    tile: photos[0]!,
    categories: [category(2)],
    price: 50,
    remainder: 20,
    activeFrom: minutesAgo(30 * DAY),
    activeUntil: null,
    chosenBy: 14,
    inCart: 0,
    limit: null,
    limitLeft: null,
    immediateDelivery: false,
    ...changes,
  };
}

/** The demo catalogue in the market's own order: coffee, lunch, a hoodie (limited, 3 left), a pool pass (out of stock), a course, a book, a mug without photos, a long-named one, a day off, a thermos. */
export const demoOffers: Offer[] = [
  offer(),
  offer({ id: 2, name: 'Бизнес-ланч в столовой', description: 'Суп, горячее и компот.', images: [photos[1]!], tile: photos[1]!, categories: [category(7)], price: 150, remainder: null, chosenBy: 31 }),
  offer({
    id: 3,
    name: 'Худи с логотипом',
    description: 'Тёплое худи с вышитым логотипом «Ромашки». Размеры от XS до XXL — укажите свой в комментарии администратору.',
    images: [photos[2]!, photos[0]!, photos[1]!],
    tile: photos[2]!,
    categories: [category(3)],
    price: 800,
    remainder: 3,
    chosenBy: 9,
    activeUntil: minutesAhead(40 * DAY),
    limit: { period: 'month', quantity: 1, days: null },
    limitLeft: 1,
  }),
  offer({ id: 4, name: 'Абонемент в бассейн на месяц', description: 'Безлимитное посещение бассейна «Волна».', images: [photos[1]!], tile: photos[1]!, categories: [category(4)], price: 2500, remainder: 0, chosenBy: 5 }),
  offer({
    id: 5,
    name: 'Курс английского языка',
    description: 'Восемь занятий с преподавателем онлайн. Программа курса: https://example.com/english — выберите удобное время после заказа.',
    images: [photos[0]!],
    tile: photos[0]!,
    categories: [category(5)],
    price: 5000,
    remainder: 10,
    chosenBy: 2,
  }),
  offer({ id: 6, name: 'Книга «Спасибо, коллега»', description: 'Бестселлер о культуре благодарности.', images: [photos[2]!], tile: photos[2]!, categories: [category(6)], price: 400, remainder: 12, chosenBy: 7 }),
  offer({ id: 7, name: 'Кружка', description: 'Белая кружка 350 мл.', images: [], tile: null, categories: [category(3)], price: 300, remainder: null, chosenBy: 0 }),
  offer({
    id: 8,
    name: 'Сертификат на дегустационный сет в ресторане паназиатской кухни с видом на реку для двоих человек по выходным дням',
    description: `${'Длинное описание предложения, чтобы проверить, как переносятся строки. '.repeat(12)}Подробности: www.example.com/degustation`,
    images: [photos[1]!, photos[2]!],
    tile: photos[1]!,
    categories: [category(1)],
    price: 1_250_000,
    remainder: 1,
    chosenBy: 1234,
  }),
  offer({ id: 9, name: 'Дополнительный выходной', description: 'Один оплачиваемый выходной по согласованию с руководителем.', images: [photos[0]!], tile: photos[0]!, categories: [], price: 10_000, remainder: null, chosenBy: 3, limit: { period: 'year', quantity: 2, days: null }, limitLeft: 0 }),
  offer({ id: 10, name: 'Термос', description: 'Термос 500 мл с логотипом.', images: [photos[2]!], tile: photos[2]!, categories: [category(3), category(2)], price: 600, remainder: 8, chosenBy: 4 }),
];

/** `count` coffees (ids from 1000), for paging. */
export function manyOffers(count: number): Offer[] {
  return Array.from({ length: count }, (_, i) => offer({ id: 1000 + i, name: `Предложение №${i + 1}`, price: 10 * (i + 1), images: [photos[i % photos.length]!], tile: photos[i % photos.length]!, chosenBy: i }));
}

/** A cart line of `o` (chosen, quantity 1, available unless `changes` say otherwise). */
export function cartLine(o: Offer, changes: Partial<CartLine> = {}): CartLine {
  const quantity = changes.quantity ?? 1;
  const price = o.price ?? 0;
  return { offer: { id: o.id, name: o.name, tile: o.tile }, price, quantity, chosen: true, total: price * quantity, available: true, remainder: o.remainder, ...changes };
}

/** The demo cart's lines: two coffees and a hoodie chosen, a book not chosen, cinema tickets that went off sale. */
export const demoCartLines: CartLine[] = [
  cartLine(demoOffers[0]!, { quantity: 2 }),
  cartLine(demoOffers[2]!),
  cartLine(demoOffers[5]!, { chosen: false }),
  cartLine(offer({ id: 11, name: 'Билеты в кино', tile: null, price: 700, remainder: 0 }), { available: false }),
];

/** A cart of `lines` with the member's spendable `balance` (points): the total of the chosen available lines computed. */
export function cartOf(lines: CartLine[], balance = 1000): Cart {
  return { lines, total: lines.filter((l) => l.chosen && l.available).reduce((sum, l) => sum + l.price * l.quantity, 0), balance };
}

/** An order: Анна's coffee, under consideration, unless `changes` say otherwise; `next` follows the buyer's side of the status table. */
export function order(changes: Partial<Order> = {}): Order {
  const status = changes.status ?? 'under_consideration';
  const quantity = changes.quantity ?? 1;
  const price = changes.price ?? 50;
  return {
    id: 101,
    marketId: 1,
    offer: { id: 1, name: 'Капучино в кофейне на первом этаже', tile: photos[0]! },
    buyer: users[0]!,
    quantity,
    price,
    total: price * quantity,
    status,
    createdAt: minutesAgo(90),
    changedAt: minutesAgo(90),
    next: nextOrderStatuses(status, 'buyer'),
    ...changes,
  };
}

/** One order in each of the nine statuses, newest first (ids 109 … 101). */
export const demoOrders: Order[] = (
  [
    ['under_consideration', demoOffers[0]!, 2],
    ['accepted_awaiting', demoOffers[2]!, 1],
    ['accepted_by_buyer', demoOffers[5]!, 1],
    ['paid', demoOffers[1]!, 3],
    ['ready_for_delivery', demoOffers[9]!, 1],
    ['issued', demoOffers[4]!, 1],
    ['ready', demoOffers[6]!, 2],
    ['rejected', demoOffers[7]!, 1],
    ['canceled', demoOffers[3]!, 1],
  ] as const
).map(([status, o, quantity], i) => order({ id: 109 - i, status, quantity, price: o.price ?? 0, offer: { id: o.id, name: o.name, tile: o.tile }, createdAt: minutesAgo(60 + i * DAY), changedAt: minutesAgo(30 + i * DAY) }));

/** A call the market server received. */
export interface MarketCall {
  route: string;
  body: unknown;
  headers?: Record<string, string>;
}

/** Options of {@link marketServer}. */
export interface MarketServerOptions {
  /** GET /api/markets/available (default: the demo market as a member). */
  markets?: AvailableMarket[];
  offers?: Offer[];
  categories?: MarketCategory[];
  /** The cart's lines (default {@link demoCartLines}). */
  cart?: CartLine[];
  /** The member's spendable income points (default 1000). */
  balance?: number;
  orders?: Order[];
  /** The public page's market (default {@link publicMarket}); its key is {@link DEMO_PUBLIC_KEY}. */
  public?: PublicMarket;
}

/**
 * A small market server (stories and tests; docs/decisions/0046 rules): the markets available; the
 * catalogue — search in names and descriptions, a category with its subcategories, price bounds,
 * the five orders, cursor pages — one offer, the categories, the public market (with
 * {@link DEMO_PUBLIC_KEY}; prices null when it hides them); the cart (add: OUT_OF_STOCK with nothing
 * left; set; delete); checkout (CART_EMPTY, INSUFFICIENT_FUNDS, OUT_OF_STOCK and
 * ISSUE_LIMIT_REACHED with `details.offerId` and `left`; else one order per line, the stock, the
 * chosen-by counts and the balance updated); the member's orders by status; the buyer's status
 * moves (ORDER_STATUS_NOT_ALLOWED outside `next`); the top offers. `log` records every write.
 */
export function marketServer(options: MarketServerOptions = {}) {
  const markets = options.markets ?? [demoMarket];
  let offers = (options.offers ?? demoOffers).map((o) => ({ ...o }));
  const categories = options.categories ?? demoCategories;
  let lines = (options.cart ?? demoCartLines).map((l) => ({ ...l }));
  let balance = options.balance ?? 1000;
  let orders = (options.orders ?? demoOrders).map((o) => ({ ...o }));
  const pub = options.public ?? publicMarket();
  const log: MarketCall[] = [];
  let nextOrderId = 200;

  const cart = (): Cart => cartOf(lines, balance);
  const find = (id: number) => offers.find((o) => o.id === id);
  const withCart = (o: Offer): Offer => ({ ...o, inCart: lines.find((l) => l.offer.id === o.id)?.quantity ?? 0 });
  const isPublic = (req: MockRequest) => req.query.has('publicKey');
  const keyOk = (req: MockRequest) => !isPublic(req) || req.query.get('publicKey') === DEMO_PUBLIC_KEY;
  const shown = (req: MockRequest, o: Offer): Offer => (isPublic(req) ? { ...o, inCart: 0, limitLeft: null, price: pub.publicPrices ? o.price : null } : withCart(o));
  const descendants = (id: number): Set<number> => {
    const out = new Set([id]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const c of categories) {
        if (c.parentId === null || !out.has(c.parentId) || out.has(c.id)) continue;
        out.add(c.id);
        grew = true;
      }
    }
    return out;
  };
  const paged = <T>(list: T[], req: MockRequest, fallback: number) => {
    const limit = Number(req.query.get('limit') ?? fallback);
    const start = Number(req.query.get('cursor') ?? 0);
    const end = start + limit;
    return { items: list.slice(start, end), nextCursor: end < list.length ? String(end) : null };
  };

  const handlers = {
    'GET /api/markets/available': () => ({ items: markets }),
    'GET /api/market/public': (req: MockRequest) => (req.query.get('publicKey') === DEMO_PUBLIC_KEY && req.query.get('marketId') === String(pub.id) ? pub : errorReply('MARKET_NOT_FOUND', 404)),
    'GET /api/market/categories': (req: MockRequest) => (keyOk(req) ? { items: categories } : errorReply('MARKET_NOT_FOUND', 404)),
    'GET /api/market/offers': (req: MockRequest) => {
      if (!keyOk(req)) return errorReply('MARKET_NOT_FOUND', 404);
      const q = (req.query.get('q') ?? '').toLowerCase();
      const categoryId = req.query.get('categoryId');
      const inCategory = categoryId ? descendants(Number(categoryId)) : null;
      const min = req.query.get('minPrice');
      const max = req.query.get('maxPrice');
      if (min !== null && max !== null && Number(max) < Number(min)) return errorReply('VALIDATION_ERROR', 400, { issues: [{ path: 'maxPrice', message: 'validation.tooSmall', location: 'query' }] });
      let list = offers.filter(
        (o) =>
          (!q || `${o.name} ${o.description}`.toLowerCase().includes(q)) &&
          (!inCategory || o.categories.some((c) => inCategory.has(c.id))) &&
          (min === null || (o.price ?? 0) >= Number(min)) &&
          (max === null || (o.price ?? 0) <= Number(max)),
      );
      const sort = req.query.get('sort') ?? 'weight';
      if (sort === 'price_asc') list = [...list].sort((a, b) => (a.price ?? 0) - (b.price ?? 0));
      if (sort === 'price_desc') list = [...list].sort((a, b) => (b.price ?? 0) - (a.price ?? 0));
      if (sort === 'newest') list = [...list].reverse();
      if (sort === 'popular') list = [...list].sort((a, b) => b.chosenBy - a.chosenBy);
      return paged(list.map((o) => shown(req, o)), req, 24);
    },
    'GET /api/market/offers/one': (req: MockRequest) => {
      const found = find(Number(req.query.get('id')));
      return found && keyOk(req) ? shown(req, found) : errorReply('OFFER_NOT_FOUND', 404);
    },
    'GET /api/market/top': (req: MockRequest) => {
      const limit = Number(req.query.get('limit') ?? 6);
      const top = [...offers].sort((a, b) => b.chosenBy - a.chosenBy).slice(0, limit);
      return { marketId: markets[0]?.id ?? null, items: markets.length ? top.map((o) => ({ ...withCart(o), units: o.chosenBy })) : [] };
    },
    'GET /api/market/cart': cart,
    'POST /api/market/cart': (req: MockRequest) => {
      const body = req.body as CartLineBody;
      log.push({ route: 'setCartLine', body });
      const target = find(body.offerId);
      const line = lines.find((l) => l.offer.id === body.offerId);
      if (!target && !line) return errorReply('OFFER_NOT_FOUND', 404);
      const quantity = (body.mode ?? 'add') === 'add' ? (line?.quantity ?? 0) + (body.quantity ?? 1) : (body.quantity ?? 1);
      if (quantity > 999) return errorReply('VALIDATION_ERROR', 400, { issues: [{ path: 'quantity', message: 'validation.tooBig', location: 'body' }] });
      if ((body.mode ?? 'add') === 'add' && target?.remainder === 0) return errorReply('OUT_OF_STOCK', 409, { offerId: body.offerId, left: 0 });
      if (line) lines = lines.map((l) => (l.offer.id === body.offerId ? { ...l, quantity, chosen: body.mode === 'set' ? (body.chosen ?? true) : l.chosen, total: l.price * quantity } : l));
      else lines = [cartLine(target!, { quantity }), ...lines];
      return cart();
    },
    'DELETE /api/market/cart': (req: MockRequest) => {
      const offerId = Number(req.query.get('offerId'));
      log.push({ route: 'deleteCartLine', body: { offerId } });
      lines = lines.filter((l) => l.offer.id !== offerId);
      return cart();
    },
    'POST /api/market/orders': (req: MockRequest) => {
      log.push({ route: 'checkout', body: req.body, headers: { 'idempotency-key': req.headers['idempotency-key'] ?? '' } });
      const chosen = lines.filter((l) => l.chosen && l.available);
      if (chosen.length === 0) return errorReply('CART_EMPTY', 409);
      for (const line of chosen) {
        const target = find(line.offer.id);
        if (target?.remainder != null && line.quantity > target.remainder) return errorReply('OUT_OF_STOCK', 409, { offerId: line.offer.id, left: target.remainder });
        if (target?.limitLeft != null && line.quantity > target.limitLeft) return errorReply('ISSUE_LIMIT_REACHED', 409, { offerId: line.offer.id, left: target.limitLeft });
      }
      const total = chosen.reduce((sum, l) => sum + l.price * l.quantity, 0);
      if (total > balance) return errorReply('INSUFFICIENT_FUNDS', 409);
      balance -= total;
      const made = chosen.map((line) =>
        order({ id: nextOrderId++, offer: line.offer, quantity: line.quantity, price: line.price, createdAt: new Date(Date.now()).toISOString(), changedAt: new Date(Date.now()).toISOString() }),
      );
      offers = offers.map((o) => {
        const line = chosen.find((l) => l.offer.id === o.id);
        return line ? { ...o, remainder: o.remainder === null ? null : o.remainder - line.quantity, chosenBy: o.chosenBy + 1, limitLeft: o.limitLeft === null ? null : o.limitLeft - line.quantity } : o;
      });
      lines = lines.filter((l) => !chosen.includes(l));
      orders = [...[...made].reverse(), ...orders];
      return reply(201, { orders: made });
    },
    'GET /api/market/orders': (req: MockRequest) => {
      const status = req.query.get('status');
      return paged(
        orders.filter((o) => !status || o.status === status),
        req,
        20,
      );
    },
    'POST /api/market/orders/status': (req: MockRequest) => {
      const body = req.body as OrderStatusBody;
      log.push({ route: 'setOrderStatus', body });
      const target = orders.find((o) => o.id === body.orderId);
      if (!target) return errorReply('ORDER_NOT_FOUND', 404);
      if (!target.next.includes(body.status)) return errorReply('ORDER_STATUS_NOT_ALLOWED', 409, { allowed: target.next });
      const moved: Order = { ...target, status: body.status as OrderStatus, changedAt: new Date(Date.now()).toISOString(), next: nextOrderStatuses(body.status, 'buyer') };
      if (body.status === 'canceled') balance += target.total;
      orders = orders.map((o) => (o.id === moved.id ? moved : o));
      return moved;
    },
  };
  return {
    handlers,
    log,
    get cart() {
      return cart();
    },
    get orders() {
      return orders;
    },
    get offers() {
      return offers;
    },
  };
}
