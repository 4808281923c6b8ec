import {
  ORDER_STATUSES,
  RETURNED_ORDER_STATUSES,
  HELD_ORDER_STATUSES,
  nextOrderStatuses,
  type AdminMarket,
  type AdminOffer,
  type AvailableMarket,
  type CreateMarketCategoryBody,
  type CreateOfferBody,
  type MarketCategory,
  type MarketStatsPage,
  type MemberStatsRow,
  type OfferStatsRow,
  type Order,
  type OrderStatus,
  type UpdateMarketBody,
  type UpdateMarketCategoryBody,
  type UpdateOfferBody,
  type UserSummary,
} from '@gratia/contracts';
import { minutesAgo } from '../../testing/clock.ts';
import { colleagues, meAdmin, meUser, users } from '../../testing/fixtures.ts';
import { photos } from '../../testing/media.ts';
import { errorReply, reply, type MockRequest } from '../../testing/mockFetch.ts';

/**
 * Demo data of the market administration (stories and tests): the «Ромашка» community's benefit
 * cafe with its category tree, offers of every kind (archived, stock not kept, no photo, long
 * texts, ordered ones), orders in each of the nine statuses, and a small in-memory admin server.
 */

const HOUR = 60;
const DAY = 24 * HOUR;

/** The public key of the demo market (the public link's `public_key`). */
export const PUBLIC_KEY = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

/** The open market of the community: «Бенефит-кафе «Ромашка»». */
export const cafe: AdminMarket = { id: 1, name: 'Бенефит-кафе «Ромашка»', canAdminister: true, publicKey: PUBLIC_KEY, publicPrices: true, isActive: true, admins: [users[2]!], offers: 9 };
/** A second, closed market (organization admins see it). */
export const shop: AdminMarket = { id: 2, name: 'Офисный магазин', canAdminister: true, publicKey: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', publicPrices: false, isActive: false, admins: [], offers: 0 };

/** A category. */
const category = (id: number, name: string, parentId: number | null, offers = 0): MarketCategory => ({ id, name, parentId, offers });

/** The cafe's tree: Еда → Кофе, Обеды; Мерч; Обучение; Спорт → Бассейн. */
export const categories: MarketCategory[] = [
  category(1, 'Еда', null, 1),
  category(2, 'Кофе', 1, 2),
  category(5, 'Мерч', null, 2),
  category(3, 'Обеды', 1, 1),
  category(6, 'Обучение', null, 1),
  category(4, 'Спорт', null, 1),
  category(7, 'Бассейн', 4, 1),
];

const ref = (id: number) => ({ id, name: categories.find((c) => c.id === id)?.name ?? `#${id}` });

/** An offer of the cafe: «Капучино в кофейне на первом этаже» unless `changes` say otherwise. */
export function offer(changes: Partial<AdminOffer> = {}): AdminOffer {
  const base: AdminOffer = {
    id: 1,
    marketId: 1,
    name: 'Капучино в кофейне на первом этаже',
    description: 'Большой капучино на любом молоке. Покажите заказ бариста — он отметит его выданным.',
    images: [photos[0]!],
    tile: null,
    categories: [ref(2)],
    price: 15,
    remainder: 40,
    stock: 40,
    remainderAction: 'error',
    activeFrom: null,
    activeUntil: null,
    chosenBy: 12,
    inCart: 0,
    limit: { period: 'week', quantity: 2, days: null },
    limitLeft: null,
    immediateDelivery: true,
    status: 'active',
    sortWeight: 10,
    orders: 14,
    author: users[2]!,
    createdAt: minutesAgo(20 * DAY),
  };
  const made = { ...base, ...changes };
  return { ...made, remainder: made.remainderAction === 'ignore' ? null : made.stock };
}

/** The cafe's offers (by sorting weight, highest first). */
export const offers: AdminOffer[] = [
  offer(),
  offer({
    id: 2,
    name: 'Худи с логотипом',
    description: 'Тёплое худи из хлопка, размеры от XS до XXL. Размер укажите в комментарии администратору.',
    images: [photos[1]!, photos[2]!],
    tile: { ...photos[1]!, id: '5d0c5f7e-1f7b-4a55-9a3e-0f3b6a3c1a12' },
    categories: [ref(5)],
    price: 300,
    stock: 3,
    remainderAction: 'issue',
    activeUntil: '2026-12-31T20:59:00.000Z',
    limit: { period: 'year', quantity: 1, days: null },
    immediateDelivery: false,
    sortWeight: 8,
    orders: 5,
  }),
  offer({
    id: 3,
    name: 'Бизнес-ланч в столовой',
    description: 'Суп, горячее и компот.',
    images: [photos[2]!],
    categories: [ref(3)],
    price: 25,
    remainderAction: 'ignore',
    stock: 0,
    limit: { period: 'day', quantity: 1, days: null },
    sortWeight: 5,
    orders: 3,
  }),
  offer({
    id: 4,
    name: 'Абонемент в бассейн на месяц',
    description: 'Восемь посещений бассейна «Волна» в течение месяца.',
    images: [],
    categories: [ref(4), ref(7)],
    price: 800,
    stock: 10,
    activeFrom: '2026-03-01T00:00:00.000Z',
    activeUntil: '2026-05-31T20:59:00.000Z',
    limit: { period: 'custom', quantity: 1, days: 90 },
    sortWeight: 4,
    orders: 0,
  }),
  offer({
    id: 5,
    name: 'Кружка «Лучший коллега»',
    description: '',
    images: [photos[0]!],
    categories: [ref(5), ref(2)],
    price: 120,
    stock: 0,
    sortWeight: 3,
    orders: 0,
    limit: null,
  }),
  offer({
    id: 6,
    name: 'Курс английского языка (архив)',
    description: 'Двенадцать онлайн-занятий с преподавателем.',
    images: [photos[1]!],
    categories: [ref(6)],
    price: 2500,
    stock: 2,
    status: 'archive',
    sortWeight: 1,
    orders: 4,
    limit: null,
  }),
];

/** An offer with everything as long as the contracts allow. */
export const longOffer = offer({
  id: 9,
  name: 'Сертификат на ужин в ресторане для всей команды с десертом, напитками и живой музыкой по пятницам в центре города (название длиннее одной строки)',
  description: 'Подробное описание предложения, которое не помещается в две строки таблицы и обрезается многоточием: условия, адрес, время работы, ограничения и всё, что нужно знать участнику перед заказом. '.repeat(4),
  categories: [ref(1), ref(2), ref(3), ref(5), ref(6)],
  price: 1_000_000,
  stock: 1_000_000,
  activeUntil: '2026-12-31T20:59:00.000Z',
  sortWeight: 0,
  orders: 1_234,
});

/** `count` generated offers (paging stories): «Предложение N», price N × 10. */
export function manyOffers(count: number): AdminOffer[] {
  return Array.from({ length: count }, (_, i) => offer({ id: 100 + i, name: `Предложение ${i + 1}`, price: (i + 1) * 10, stock: i, sortWeight: count - i, orders: i % 3, images: [photos[i % photos.length]!] }));
}

const buyers: UserSummary[] = [users[0]!, users[1]!, users[2]!, users[3]!];

/** An order of offer `of` by `buyer`: one unit, «under consideration» unless `changes` say otherwise; `next` is the admin's. */
export function order(id: number, of: AdminOffer, buyer: UserSummary, changes: Partial<Omit<Order, 'next'>> = {}): Order {
  const quantity = changes.quantity ?? 1;
  const status = changes.status ?? 'under_consideration';
  const createdAt = changes.createdAt ?? minutesAgo(id * 7 * HOUR);
  return {
    id,
    marketId: of.marketId,
    offer: { id: of.id, name: of.name, tile: of.tile ?? of.images[0] ?? null },
    buyer,
    quantity,
    price: of.price,
    total: of.price * quantity,
    createdAt,
    changedAt: createdAt,
    ...changes,
    status,
    next: nextOrderStatuses(status, 'admin'),
  };
}

/** One order in each of the nine statuses, newest first by number: № 101 nine days ago (1 March 2026, 09:00) … № 109 yesterday. */
export const orders: Order[] = ORDER_STATUSES.map((status, i) => order(101 + i, offers[i % 4]!, buyers[i % buyers.length]!, { status, quantity: (i % 3) + 1, createdAt: minutesAgo((9 - i) * DAY + 3 * HOUR) })).reverse();

/** The statistics of `list` (the server's rules: held, issued, returned, spent), by offer and by member. */
export function statsOf(list: readonly Order[], allOffers: readonly AdminOffer[]): { offers: OfferStatsRow[]; members: MemberStatsRow[] } {
  const held = (s: OrderStatus) => (HELD_ORDER_STATUSES as readonly OrderStatus[]).includes(s);
  const returned = (s: OrderStatus) => (RETURNED_ORDER_STATUSES as readonly OrderStatus[]).includes(s);
  const issued = (s: OrderStatus) => s === 'issued' || s === 'ready';
  const spent = (o: Order) => (held(o.status) || returned(o.status) ? 0 : o.total);
  const byOffer = new Map<number, OfferStatsRow>();
  const byMember = new Map<number, MemberStatsRow>();
  for (const o of list) {
    const of = allOffers.find((x) => x.id === o.offer.id);
    const row = byOffer.get(o.offer.id) ?? {
      offer: o.offer,
      price: of?.price ?? o.price,
      remainder: of?.remainder ?? null,
      categories: of?.categories.map((c) => c.name) ?? [],
      createdAt: of?.createdAt ?? o.createdAt,
      orders: 0,
      considered: 0,
      issued: 0,
      returned: 0,
      units: 0,
      spent: 0,
    };
    row.orders += 1;
    if (held(o.status)) row.considered += 1;
    if (issued(o.status)) row.issued += 1;
    if (returned(o.status)) row.returned += 1;
    if (!returned(o.status)) row.units += o.quantity;
    row.spent += spent(o);
    byOffer.set(o.offer.id, row);
    const member = byMember.get(o.buyer.id) ?? { user: o.buyer, orders: 0, spent: 0, received: 0, returned: 0 };
    member.orders += 1;
    member.spent += spent(o);
    if (issued(o.status)) member.received += o.quantity;
    if (returned(o.status)) member.returned += 1;
    byMember.set(o.buyer.id, member);
  }
  return { offers: [...byOffer.values()].sort((a, b) => b.spent - a.spent), members: [...byMember.values()].sort((a, b) => b.spent - a.spent) };
}

/** Who the story's member is: a member without access, a market administrator, or an organization admin. */
export type MarketRole = 'member' | 'marketAdmin' | 'orgAdmin';

/** Options of {@link marketAdminServer}. */
export interface MarketAdminServerOptions {
  role?: MarketRole;
  /** The community's markets (default the cafe, and for organization admins the closed shop too). */
  markets?: AdminMarket[];
  offers?: AdminOffer[];
  orders?: Order[];
  categories?: MarketCategory[];
  /** A status change of this order answers INSUFFICIENT_FUNDS (409). */
  insufficientFor?: number;
}

/** A call the server received. */
export interface MarketAdminCall {
  route: string;
  body: unknown;
}

const compare = (a: string | number | null, b: string | number | null) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'ru'));

/**
 * An in-memory market admin server (stories and tests): the member as `role` says, the markets
 * available (administered ones with their key), every market for organization admins, the cafe's
 * categories (create, rename, move, delete: CATEGORY_HAS_CHILDREN, CATEGORY_CYCLE,
 * CATEGORY_NAME_REQUIRED), its offers (search, category with subcategories, status, sort, pages;
 * create, update, delete: OFFER_HAS_ORDERS once ordered), its orders (search, statuses, sort,
 * pages; a status change only to the order's `next`, else ORDER_STATUS_NOT_ALLOWED) and its
 * statistics (from the orders, by day). A member without access gets 403 FORBIDDEN from every
 * admin call. `log` records every write.
 */
export function marketAdminServer(options: MarketAdminServerOptions = {}) {
  const role = options.role ?? 'marketAdmin';
  const isOrgAdmin = role === 'orgAdmin';
  let markets = structuredClone(options.markets ?? (isOrgAdmin ? [cafe, shop] : [cafe]));
  let cats = structuredClone(options.categories ?? categories);
  let items = structuredClone(options.offers ?? offers);
  let list = structuredClone(options.orders ?? orders);
  const log: MarketAdminCall[] = [];
  /** The query of every read of the three tables, in order (what the filters, sort and page asked for). */
  const reads: Record<'offers' | 'orders' | 'stats', string[]> = { offers: [], orders: [], stats: [] };
  let nextId = 500;
  const canAdminister = role !== 'member';
  const forbidden = () => errorReply('FORBIDDEN', 403);
  const available = (m: AdminMarket): AvailableMarket => ({ id: m.id, name: m.name, canAdminister, publicKey: canAdminister ? m.publicKey : null, publicPrices: m.publicPrices });
  const sortedCats = () => [...cats].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  const refOf = (id: number) => ({ id, name: cats.find((c) => c.id === id)?.name ?? `#${id}` });
  const subtree = (id: number) => {
    const ids = new Set([id]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const c of cats) {
        if (c.parentId !== null && ids.has(c.parentId) && !ids.has(c.id)) {
          ids.add(c.id);
          grew = true;
        }
      }
    }
    return ids;
  };
  const recount = () => {
    cats = cats.map((c) => ({ ...c, offers: items.filter((o) => o.categories.some((x) => x.id === c.id)).length }));
  };
  const page = <T>(rows: T[], req: MockRequest) => {
    const size = Number(req.query.get('pageSize') ?? 25);
    const at = Number(req.query.get('page') ?? 1);
    return { items: rows.slice((at - 1) * size, at * size), total: rows.length, page: at, pageSize: size };
  };
  const fromBody = (body: Partial<CreateOfferBody>, current: AdminOffer): AdminOffer =>
    offer({
      ...current,
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.imageIds ? { images: body.imageIds.map((id, i) => current.images.find((x) => x.id === id) ?? { ...photos[i % photos.length]!, id }) } : {}),
      ...(body.tileId !== undefined ? { tile: body.tileId ? { ...photos[0]!, id: body.tileId } : null } : {}),
      ...(body.categoryIds ? { categories: body.categoryIds.map(refOf) } : {}),
      ...(body.price !== undefined ? { price: body.price } : {}),
      ...(body.stock !== undefined ? { stock: body.stock } : {}),
      ...(body.remainderAction !== undefined ? { remainderAction: body.remainderAction } : {}),
      ...(body.activeFrom !== undefined ? { activeFrom: body.activeFrom } : {}),
      ...(body.activeUntil !== undefined ? { activeUntil: body.activeUntil } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
      ...(body.limit !== undefined ? { limit: body.limit.period === 'unlimited' ? null : body.limit } : {}),
      ...(body.sortWeight !== undefined ? { sortWeight: body.sortWeight } : {}),
      ...(body.immediateDelivery !== undefined ? { immediateDelivery: body.immediateDelivery } : {}),
    });

  const handlers = {
    'GET /api/profile/me': isOrgAdmin ? meAdmin : meUser,
    'GET /api/markets/available': () => ({ items: markets.filter((m) => m.isActive).map(available) }),
    'GET /api/markets': () => (isOrgAdmin ? { items: markets } : forbidden()),
    'POST /api/markets': (req: MockRequest) => {
      const body = req.body as { name: string };
      log.push({ route: 'createMarket', body });
      if (!isOrgAdmin) return forbidden();
      const made: AdminMarket = { id: nextId++, name: body.name, canAdminister: true, publicKey: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a', publicPrices: true, isActive: true, admins: [], offers: 0 };
      markets = [...markets, made];
      return reply(201, available(made));
    },
    'PATCH /api/markets': (req: MockRequest) => {
      const body = req.body as UpdateMarketBody;
      log.push({ route: 'updateMarket', body });
      if (!isOrgAdmin) return forbidden();
      const current = markets.find((m) => m.id === body.id);
      if (!current) return errorReply('MARKET_NOT_FOUND', 404);
      const people = [...users, ...colleagues];
      const saved: AdminMarket = {
        ...current,
        name: body.name ?? current.name,
        isActive: body.isActive ?? current.isActive,
        publicPrices: body.publicPrices ?? current.publicPrices,
        admins: body.adminIds ? body.adminIds.map((id) => people.find((u) => u.id === id)!).filter(Boolean) : current.admins,
      };
      markets = markets.map((m) => (m.id === saved.id ? saved : m));
      return available(saved);
    },
    'GET /api/market/categories': () => ({ items: sortedCats() }),
    'POST /api/market/admin/categories': (req: MockRequest) => {
      const body = req.body as CreateMarketCategoryBody;
      log.push({ route: 'createCategory', body });
      if (!canAdminister) return forbidden();
      if (!body.name?.trim()) return errorReply('CATEGORY_NAME_REQUIRED', 422, { field: 'name' });
      if (body.parentId !== null && body.parentId !== undefined && !cats.some((c) => c.id === body.parentId)) return errorReply('CATEGORY_NOT_FOUND', 404);
      const made = category(nextId++, body.name.trim(), body.parentId ?? null);
      cats = [...cats, made];
      return made;
    },
    'PATCH /api/market/admin/categories': (req: MockRequest) => {
      const body = req.body as UpdateMarketCategoryBody;
      log.push({ route: 'updateCategory', body });
      if (!canAdminister) return forbidden();
      const current = cats.find((c) => c.id === body.id);
      if (!current) return errorReply('CATEGORY_NOT_FOUND', 404);
      if (body.parentId !== undefined && body.parentId !== null && subtree(body.id).has(body.parentId)) return errorReply('CATEGORY_CYCLE', 422);
      const saved = { ...current, name: body.name ?? current.name, parentId: body.parentId === undefined ? current.parentId : body.parentId };
      cats = cats.map((c) => (c.id === saved.id ? saved : c));
      items = items.map((o) => ({ ...o, categories: o.categories.map((c) => (c.id === saved.id ? { id: c.id, name: saved.name } : c)) }));
      return saved;
    },
    'DELETE /api/market/admin/categories': (req: MockRequest) => {
      const id = Number(req.query.get('id'));
      log.push({ route: 'deleteCategory', body: { id } });
      if (!canAdminister) return forbidden();
      if (cats.some((c) => c.parentId === id)) return errorReply('CATEGORY_HAS_CHILDREN', 409);
      cats = cats.filter((c) => c.id !== id);
      items = items.map((o) => ({ ...o, categories: o.categories.filter((c) => c.id !== id) }));
      return { ok: true };
    },
    'GET /api/market/admin/offers': (req: MockRequest) => {
      reads.offers.push(req.query.toString());
      if (!canAdminister) return forbidden();
      const q = (req.query.get('q') ?? '').toLowerCase();
      const categoryId = req.query.get('categoryId');
      const within = categoryId ? subtree(Number(categoryId)) : null;
      const status = req.query.get('status');
      const sort = req.query.get('sort') ?? 'weight';
      const sign = req.query.get('order') === 'asc' ? 1 : -1;
      const key = (o: AdminOffer): string | number | null =>
        sort === 'name' ? o.name : sort === 'price' ? o.price : sort === 'remainder' ? o.remainder : sort === 'activeUntil' ? o.activeUntil : sort === 'orders' ? o.orders : sort === 'createdAt' ? o.createdAt : o.sortWeight;
      const rows = items
        .filter((o) => o.marketId === Number(req.query.get('marketId') ?? 1))
        .filter((o) => !q || `${o.name} ${o.description}`.toLowerCase().includes(q))
        .filter((o) => !within || o.categories.some((c) => within.has(c.id)))
        .filter((o) => !status || o.status === status)
        .sort((a, b) => compare(key(a), key(b)) * sign || b.id - a.id);
      return page(rows, req);
    },
    'GET /api/market/admin/offers/one': (req: MockRequest) => (canAdminister ? (items.find((o) => o.id === Number(req.query.get('id'))) ?? errorReply('OFFER_NOT_FOUND', 404)) : forbidden()),
    'POST /api/market/admin/offers': (req: MockRequest) => {
      const body = req.body as CreateOfferBody;
      log.push({ route: 'createOffer', body });
      if (!canAdminister) return forbidden();
      const made = fromBody(body, offer({ id: nextId++, marketId: body.marketId, images: [], categories: [], orders: 0, chosenBy: 0, createdAt: new Date(Date.now()).toISOString() }));
      items = [made, ...items];
      recount();
      return reply(201, made);
    },
    'PATCH /api/market/admin/offers': (req: MockRequest) => {
      const body = req.body as UpdateOfferBody;
      log.push({ route: 'updateOffer', body });
      if (!canAdminister) return forbidden();
      const current = items.find((o) => o.id === body.id);
      if (!current) return errorReply('OFFER_NOT_FOUND', 404);
      const saved = fromBody(body as Partial<CreateOfferBody>, current);
      items = items.map((o) => (o.id === saved.id ? saved : o));
      recount();
      return saved;
    },
    'DELETE /api/market/admin/offers': (req: MockRequest) => {
      const id = Number(req.query.get('id'));
      log.push({ route: 'deleteOffer', body: { id } });
      if (!canAdminister) return forbidden();
      const current = items.find((o) => o.id === id);
      if (!current) return errorReply('OFFER_NOT_FOUND', 404);
      if (current.orders > 0) return errorReply('OFFER_HAS_ORDERS', 409);
      items = items.filter((o) => o.id !== id);
      recount();
      return { ok: true };
    },
    'GET /api/market/admin/orders': (req: MockRequest) => {
      reads.orders.push(req.query.toString());
      if (!canAdminister) return forbidden();
      const q = (req.query.get('q') ?? '').toLowerCase();
      const statuses = (req.query.get('status') ?? '').split(',').filter(Boolean);
      const sort = req.query.get('sort') ?? 'id';
      const sign = req.query.get('order') === 'asc' ? 1 : -1;
      const key = (o: Order): string | number =>
        sort === 'status' ? ORDER_STATUSES.indexOf(o.status) : sort === 'buyer' ? `${o.buyer.surname} ${o.buyer.firstName}` : sort === 'createdAt' ? o.createdAt : sort === 'total' ? o.total : o.id;
      const rows = list
        .filter((o) => !q || `${o.offer.name} ${o.buyer.firstName} ${o.buyer.surname}`.toLowerCase().includes(q))
        .filter((o) => statuses.length === 0 || statuses.includes(o.status))
        .sort((a, b) => compare(key(a), key(b)) * sign || b.id - a.id);
      return page(rows, req);
    },
    'POST /api/market/orders/status': (req: MockRequest) => {
      const body = req.body as { orderId: number; status: OrderStatus };
      log.push({ route: 'setOrderStatus', body });
      const current = list.find((o) => o.id === body.orderId);
      if (!current) return errorReply('ORDER_NOT_FOUND', 404);
      if (!current.next.includes(body.status)) return errorReply('ORDER_STATUS_NOT_ALLOWED', 409, { allowed: current.next });
      if (options.insufficientFor === current.id) return errorReply('INSUFFICIENT_FUNDS', 409);
      const saved = order(current.id, items.find((o) => o.id === current.offer.id) ?? offer({ id: current.offer.id, name: current.offer.name }), current.buyer, {
        quantity: current.quantity,
        price: current.price,
        total: current.total,
        createdAt: current.createdAt,
        changedAt: new Date(Date.now()).toISOString(),
        offer: current.offer,
        status: body.status,
      });
      list = list.map((o) => (o.id === saved.id ? saved : o));
      return saved;
    },
    'GET /api/market/admin/stats': (req: MockRequest): MarketStatsPage | ReturnType<typeof errorReply> => {
      reads.stats.push(req.query.toString());
      if (!canAdminister) return forbidden();
      const from = req.query.get('from');
      const to = req.query.get('to');
      const q = (req.query.get('q') ?? '').toLowerCase();
      const by = req.query.get('by') ?? 'offer';
      const day = (iso: string) => iso.slice(0, 10);
      const within = list.filter((o) => (!from || day(o.createdAt) >= from) && (!to || day(o.createdAt) <= to));
      const stats = statsOf(within, items);
      const offerRows = stats.offers.filter((r) => !q || r.offer.name.toLowerCase().includes(q));
      const memberRows = stats.members.filter((r) => !q || `${r.user.firstName} ${r.user.surname}`.toLowerCase().includes(q));
      const rows = by === 'member' ? memberRows : offerRows;
      const paged = page<OfferStatsRow | MemberStatsRow>(rows, req);
      const matched = within.filter((o) => (by === 'member' ? memberRows.some((r) => r.user.id === o.buyer.id) : offerRows.some((r) => r.offer.id === o.offer.id)));
      return {
        offers: by === 'offer' ? (paged.items as OfferStatsRow[]) : [],
        members: by === 'member' ? (paged.items as MemberStatsRow[]) : [],
        total: paged.total,
        page: paged.page,
        pageSize: paged.pageSize,
        totals: {
          orders: matched.length,
          units: matched.filter((o) => !(RETURNED_ORDER_STATUSES as readonly OrderStatus[]).includes(o.status)).reduce((n, o) => n + o.quantity, 0),
          spent: by === 'member' ? memberRows.reduce((n, r) => n + r.spent, 0) : offerRows.reduce((n, r) => n + r.spent, 0),
        },
      };
    },
  };
  return {
    handlers,
    log,
    reads,
    get offers() {
      return items;
    },
    get orders() {
      return list;
    },
    get categories() {
      return cats;
    },
    get markets() {
      return markets;
    },
  };
}

/**
 * A {@link marketAdminServer} that a story's `beforeEach` can `reset()` to its first state (stories
 * that write run more than once: screenshots, the theme matrix). `server` is the current one (its
 * `log`); `handlers` always answer from it.
 */
export function resettableMarketAdminServer(options: MarketAdminServerOptions = {}) {
  let server = marketAdminServer(options);
  const handlers = Object.fromEntries(
    Object.keys(server.handlers).map((key) => [
      key,
      (req: MockRequest) => {
        const handler = (server.handlers as Record<string, unknown>)[key];
        return typeof handler === 'function' ? (handler as (r: MockRequest) => unknown)(req) : handler;
      },
    ]),
  );
  return {
    handlers,
    get server() {
      return server;
    },
    reset: () => {
      server = marketAdminServer(options);
    },
  };
}
