/**
 * The benefit market (SPEC §1 Benefit cafe market, §2 /market, /market_orders, /admin_market_goods,
 * /admin_market_purchases, /market/{id}/offers, §3 Offer, Order, Accounts 'market purchases', §4
 * Market order statuses, §7 market calls, §8 'User has insufficient funds', 'This item is out of
 * stock'; DOMAIN §2; docs/decisions/0046). Prices and totals are whole points; instants are ISO 8601.
 */
import { z } from 'zod';
import { CalendarDate, Cursor, Id, IdParam, IntParam, MAX_POINTS, PointsTotal, SafeText, Timestamp, page, typeError } from './common.ts';
import { Instant } from './challenges.ts';
import { ImageId, ImageRef } from './media.ts';
import { UserSummary } from './profile.ts';
import { BonusName } from './organization.ts';
import { AvailableMarket } from './shell.ts';

/** A whole number `min` … `max` in a JSON body (never coerced from text); else `message`. */
const WholeNumber = (min: number, max: number, message: 'validation.integer' | 'validation.amountInteger' = 'validation.integer') =>
  z
    .number({ error: typeError(message) })
    .int({ message })
    .min(min, { message: 'validation.tooSmall' })
    .max(max, { message: 'validation.tooBig' });

/** Longest market name, offer name and category name, characters. */
export const MARKET_NAME_MAX_LENGTH = 100;
export const OFFER_NAME_MAX_LENGTH = 150;
export const MARKET_CATEGORY_NAME_MAX_LENGTH = 60;
/** Longest offer description, characters (links in it are shown as links). */
export const OFFER_DESCRIPTION_MAX_LENGTH = 5000;
/** Most images of one offer. */
export const MAX_OFFER_IMAGES = 10;
/** Most units of one offer in one cart line or order. */
export const MAX_LINE_QUANTITY = 999;
/** Largest stock (remainder) of an offer. */
export const MAX_REMAINDER = 1_000_000;
/** Largest custom issue-limit window, days. */
export const MAX_LIMIT_DAYS = 3650;
/** Most rows one .xlsx export of the market holds (422 TOO_MANY_ROWS above: narrow the filters). */
export const MARKET_EXPORT_MAX_ROWS = 10_000;

/**
 * Order statuses (SPEC §4 Market order statuses; DOMAIN §2.4 codes 1, 5, 6, 7, 8, 9, 10, 20, 21):
 * under consideration, accepted and awaiting, accepted by the buyer, paid, ready for pickup or
 * delivery, issued or shipped, ready (done), rejected, canceled.
 */
export const ORDER_STATUSES = ['under_consideration', 'accepted_awaiting', 'accepted_by_buyer', 'paid', 'ready_for_delivery', 'issued', 'ready', 'rejected', 'canceled'] as const;
export const OrderStatus = z.enum(ORDER_STATUSES, { message: 'validation.invalid' });
export type OrderStatus = z.infer<typeof OrderStatus>;

/** Who may make a status change: a market administrator (or an organization admin), the buyer, or either. */
export type TransitionActor = 'admin' | 'buyer' | 'both';

/**
 * The status table (docs/decisions/0046): from each status, the statuses an order may move to and
 * who may move it. `ready`, `rejected` and `canceled` are final. The server enforces it; the admin
 * picker and the buyer's buttons read it.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, Readonly<Partial<Record<OrderStatus, TransitionActor>>>>> = {
  under_consideration: { accepted_awaiting: 'admin', paid: 'admin', rejected: 'admin', canceled: 'both' },
  accepted_awaiting: { accepted_by_buyer: 'buyer', paid: 'admin', rejected: 'admin', canceled: 'both' },
  accepted_by_buyer: { paid: 'admin', rejected: 'admin', canceled: 'admin' },
  paid: { ready_for_delivery: 'admin', issued: 'admin', rejected: 'admin', canceled: 'admin' },
  ready_for_delivery: { issued: 'admin', canceled: 'admin' },
  issued: { ready: 'both' },
  ready: {},
  rejected: {},
  canceled: {},
};

/** The statuses `as` ('admin' or 'buyer') may move an order in `from` to, in table order. */
export function nextOrderStatuses(from: OrderStatus, as: 'admin' | 'buyer'): OrderStatus[] {
  const row = ORDER_TRANSITIONS[from];
  return ORDER_STATUSES.filter((to) => {
    const actor = row[to];
    return actor === 'both' || actor === as;
  });
}

/** Statuses whose total is still held in the buyer's waiting account (not paid yet, not final). */
export const HELD_ORDER_STATUSES = ['under_consideration', 'accepted_awaiting', 'accepted_by_buyer'] as const satisfies readonly OrderStatus[];
/** Statuses whose total has been spent (in the buyer's market account). */
export const SPENT_ORDER_STATUSES = ['paid', 'ready_for_delivery', 'issued', 'ready'] as const satisfies readonly OrderStatus[];
/** Final statuses that gave the points and the stock back. */
export const RETURNED_ORDER_STATUSES = ['rejected', 'canceled'] as const satisfies readonly OrderStatus[];

/** What happens when a line asks for more than is left (SPEC §3 Offer 'remainder action'; DOMAIN §2.3 rest_state). */
export const REMAINDER_ACTIONS = ['ignore', 'issue', 'error'] as const;
export const RemainderAction = z.enum(REMAINDER_ACTIONS, { message: 'validation.invalid' });
export type RemainderAction = z.infer<typeof RemainderAction>;

/** The window of an issue limit (DOMAIN §2.3): rolling windows that end now, `period` = since the active period started. */
export const LIMIT_PERIODS = ['day', 'week', 'month', 'period', 'year', 'custom', 'unlimited'] as const;
export const LimitPeriod = z.enum(LIMIT_PERIODS, { message: 'validation.invalid' });
export type LimitPeriod = z.infer<typeof LimitPeriod>;

/** An offer's status (SPEC §3 Offer 'status (active or archive)'). */
export const OfferStatus = z.enum(['active', 'archive'], { message: 'validation.invalid' });
export type OfferStatus = z.infer<typeof OfferStatus>;

/**
 * An issue limit: at most `quantity` units per member within the window; `days` only for `custom`.
 * `unlimited` has no quantity.
 */
export const IssueLimit = z
  .object({
    period: LimitPeriod,
    quantity: WholeNumber(1, MAX_LINE_QUANTITY).nullable(),
    days: WholeNumber(1, MAX_LIMIT_DAYS).nullable(),
  })
  .meta({ id: 'IssueLimit' });
export type IssueLimit = z.infer<typeof IssueLimit>;

/** A category of a market's tree (SPEC §3 Offer 'category'). */
export const MarketCategory = z.object({ id: Id, name: z.string(), parentId: Id.nullable(), offers: z.number().int().nonnegative() }).meta({ id: 'MarketCategory' });
export type MarketCategory = z.infer<typeof MarketCategory>;

/** GET /api/market/categories?marketId= (members; with `publicKey` for everyone) — the tree, flat, by name. */
export const MarketCategoriesQuery = z.object({ marketId: IdParam, publicKey: z.uuid({ message: 'validation.invalid' }).optional() });
export type MarketCategoriesQuery = z.infer<typeof MarketCategoriesQuery>;
export const MarketCategories = z.object({ items: z.array(MarketCategory) });
export type MarketCategories = z.infer<typeof MarketCategories>;

/** POST /api/market/admin/categories (market administrators) — a category; a parent of the same market or none; a blank name is 422 CATEGORY_NAME_REQUIRED (SPEC §5). */
export const CreateMarketCategoryBody = z.object({
  marketId: Id,
  name: SafeText(MARKET_CATEGORY_NAME_MAX_LENGTH, { min: 0 }),
  parentId: Id.nullable().default(null),
});
export type CreateMarketCategoryBody = z.infer<typeof CreateMarketCategoryBody>;
/** PATCH /api/market/admin/categories — rename or move; a category cannot become its own descendant (CATEGORY_CYCLE). */
export const UpdateMarketCategoryBody = z.object({ id: Id, name: SafeText(MARKET_CATEGORY_NAME_MAX_LENGTH, { min: 0 }).optional(), parentId: Id.nullable().optional() });
export type UpdateMarketCategoryBody = z.infer<typeof UpdateMarketCategoryBody>;
/** DELETE /api/market/admin/categories?id= — CATEGORY_HAS_CHILDREN with subcategories; its offers lose the category. */
export const MarketCategoryIdQuery = z.object({ id: IdParam });

/** A market as members reach it: the shell's {@link AvailableMarket}. */
export const MarketSummary = AvailableMarket;
export type MarketSummary = AvailableMarket;

/** A market as organization admins manage it: open or closed, with its administrators. */
export const AdminMarket = MarketSummary.extend({ isActive: z.boolean(), admins: z.array(UserSummary), offers: z.number().int().nonnegative() }).meta({ id: 'AdminMarket' });
export type AdminMarket = z.infer<typeof AdminMarket>;
export const AdminMarkets = z.object({ items: z.array(AdminMarket) });
export type AdminMarkets = z.infer<typeof AdminMarkets>;

/** PATCH /api/markets (organization admins) — rename, open or close, set the public prices and the administrators (member ids of the community). */
export const UpdateMarketBody = z.object({
  id: Id,
  name: SafeText(MARKET_NAME_MAX_LENGTH).optional(),
  isActive: z.boolean({ error: typeError('validation.invalid') }).optional(),
  publicPrices: z.boolean({ error: typeError('validation.invalid') }).optional(),
  adminIds: z.array(Id).max(100, { message: 'validation.tooMany' }).optional(),
});
export type UpdateMarketBody = z.infer<typeof UpdateMarketBody>;

/** An offer as an order, cart line or purchase names it. */
export const OfferSummary = z.object({ id: Id, name: z.string(), tile: ImageRef.nullable() }).meta({ id: 'OfferSummary' });
export type OfferSummary = z.infer<typeof OfferSummary>;

/**
 * An offer in the catalogue (SPEC §2 offer detail; DOMAIN §2.1): `remainder` null when the stock is
 * not kept (remainder action `ignore`); `chosenBy` the members who ordered it (not rejected or
 * canceled); `inCart` the caller's quantity in the cart (0: none); `limitLeft` how many more the
 * caller may order now under the issue limit (null: no limit). `price` is null only on the public
 * page of a market that hides prices.
 */
export const Offer = z
  .object({
    id: Id,
    marketId: Id,
    name: z.string(),
    description: z.string(),
    images: z.array(ImageRef),
    tile: ImageRef.nullable(),
    categories: z.array(z.object({ id: Id, name: z.string() })),
    price: PointsTotal.nullable(),
    remainder: z.number().int().nonnegative().nullable(),
    activeFrom: Timestamp.nullable(),
    activeUntil: Timestamp.nullable(),
    chosenBy: z.number().int().nonnegative(),
    inCart: z.number().int().nonnegative(),
    limit: IssueLimit.nullable(),
    limitLeft: z.number().int().nonnegative().nullable(),
    immediateDelivery: z.boolean(),
  })
  .meta({ id: 'Offer' });
export type Offer = z.infer<typeof Offer>;

/** Catalogue orders: the market's own (sorting weight, then newest), price up or down, newest, most chosen. */
export const OFFER_SORTS = ['weight', 'price_asc', 'price_desc', 'newest', 'popular'] as const;
export const OfferSort = z.enum(OFFER_SORTS, { message: 'validation.invalid' });
export type OfferSort = z.infer<typeof OfferSort>;

/** A whole number `min` … `max` in a JSON body (never coerced from text); else `message`. */
/** Price filter bound in a query, 0 … MAX_POINTS. */
const PriceParam = IntParam(0, MAX_POINTS);

/**
 * GET /api/market/offers?marketId=&q=&categoryId=&minPrice=&maxPrice=&sort=&cursor=&limit= — the
 * catalogue (members of the market's community; or anyone with the market's `publicKey`): offers a
 * member may see, `q` in the name or description, `categoryId` with its subcategories, prices
 * within `minPrice` … `maxPrice` (`maxPrice` below `minPrice` is 400 on `maxPrice`).
 */
export const OffersQuery = z
  .object({
    marketId: IdParam,
    publicKey: z.uuid({ message: 'validation.invalid' }).optional(),
    q: SafeText(100, { min: 0 }).optional(),
    categoryId: IdParam.optional(),
    minPrice: PriceParam.optional(),
    maxPrice: PriceParam.optional(),
    sort: OfferSort.default('weight'),
    cursor: Cursor.optional(),
    limit: IntParam(1, 60).default(24),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.maxPrice >= q.minPrice, { message: 'validation.tooSmall', path: ['maxPrice'] });
export type OffersQuery = z.infer<typeof OffersQuery>;
export const OffersPage = page(Offer);
export type OffersPage = z.infer<typeof OffersPage>;

/** GET /api/market/offers/one?marketId=&id=[&publicKey=] — one offer of the catalogue; 404 OFFER_NOT_FOUND when a member may not see it. */
export const OfferIdQuery = z.object({ marketId: IdParam, id: IdParam, publicKey: z.uuid({ message: 'validation.invalid' }).optional() });
export type OfferIdQuery = z.infer<typeof OfferIdQuery>;

/** GET /api/market/public?marketId=&publicKey= — the public page's market (no session): its name and whether prices show. */
export const PublicMarketQuery = z.object({ marketId: IdParam, publicKey: z.uuid({ message: 'validation.invalid' }) });
export type PublicMarketQuery = z.infer<typeof PublicMarketQuery>;
export const PublicMarket = z.object({ id: Id, name: z.string(), publicPrices: z.boolean(), community: z.object({ name: z.string(), bonusName: BonusName }) }).meta({ id: 'PublicMarket' });
export type PublicMarket = z.infer<typeof PublicMarket>;

/**
 * One line of the caller's cart: `available` is false when the offer can no longer be ordered
 * (archived, out of its dates, out of stock, its market closed) — such a line is never ordered.
 * `total` = price × quantity.
 */
export const CartLine = z
  .object({
    offer: OfferSummary,
    price: PointsTotal,
    quantity: z.number().int().min(1),
    chosen: z.boolean(),
    total: PointsTotal,
    available: z.boolean(),
    remainder: z.number().int().nonnegative().nullable(),
  })
  .meta({ id: 'CartLine' });
export type CartLine = z.infer<typeof CartLine>;

/** GET /api/market/cart?marketId= — the caller's cart: lines (newest first), the total of the chosen available lines, and the income points they can spend. */
export const Cart = z.object({ lines: z.array(CartLine), total: PointsTotal, balance: PointsTotal }).meta({ id: 'Cart' });
export type Cart = z.infer<typeof Cart>;
export const MarketIdQuery = z.object({ marketId: IdParam });
export type MarketIdQuery = z.infer<typeof MarketIdQuery>;

/**
 * POST /api/market/cart (SPEC §7 'add-to-cart') — `add`: adds `quantity` of the offer (a new line
 * is chosen); `set`: sets the line's quantity and `chosen`. A line above MAX_LINE_QUANTITY is
 * 400; an offer a member may not see is 404 OFFER_NOT_FOUND; an offer with nothing left is 409
 * OUT_OF_STOCK. Answers the whole cart.
 */
export const CartLineBody = z.object({
  marketId: Id,
  offerId: Id,
  mode: z.enum(['add', 'set'], { message: 'validation.invalid' }).default('add'),
  quantity: WholeNumber(1, MAX_LINE_QUANTITY).default(1),
  chosen: z.boolean({ error: typeError('validation.invalid') }).default(true),
});
export type CartLineBody = z.infer<typeof CartLineBody>;
/** DELETE /api/market/cart?marketId=&offerId= — removes the line; answers the cart. */
export const CartLineQuery = z.object({ marketId: IdParam, offerId: IdParam });
export type CartLineQuery = z.infer<typeof CartLineQuery>;

/**
 * An order (SPEC §3 Order: number, customer, created date, status, quantity): one offer, its unit
 * `price` fixed at checkout, `total` = price × quantity. `next` is what the caller may move it to
 * (ORDER_TRANSITIONS for their side).
 */
export const Order = z
  .object({
    id: Id,
    marketId: Id,
    offer: OfferSummary,
    buyer: UserSummary,
    quantity: z.number().int().min(1),
    price: PointsTotal,
    total: PointsTotal,
    status: OrderStatus,
    createdAt: Timestamp,
    changedAt: Timestamp,
    next: z.array(OrderStatus),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof Order>;

/**
 * POST /api/market/orders {marketId} with an Idempotency-Key (SPEC §7 'orders'; DOMAIN §2.2) —
 * orders every chosen available line (one order per line) and holds their points. Errors:
 * CART_EMPTY (nothing chosen), INSUFFICIENT_FUNDS, OUT_OF_STOCK and ISSUE_LIMIT_REACHED
 * (`details.offerId`, `details.left`), NO_ACTIVE_PERIOD; nothing is written on any of them.
 */
export const CheckoutBody = z.object({ marketId: Id });
export type CheckoutBody = z.infer<typeof CheckoutBody>;
export const CheckoutResult = z.object({ orders: z.array(Order) });
export type CheckoutResult = z.infer<typeof CheckoutResult>;

/** GET /api/market/orders?marketId=&status=&cursor=&limit= — the caller's orders, newest first (SPEC §2 /market_orders). */
export const MyOrdersQuery = z.object({ marketId: IdParam.optional(), status: OrderStatus.optional(), cursor: Cursor.optional(), limit: IntParam(1, 100).default(20) });
export type MyOrdersQuery = z.infer<typeof MyOrdersQuery>;
export const OrdersPage = page(Order);
export type OrdersPage = z.infer<typeof OrdersPage>;

/**
 * POST /api/market/orders/status {orderId, status} (SPEC §7 'admin order status') — moves an order
 * along ORDER_TRANSITIONS as its buyer or a market administrator; anything else is 409
 * ORDER_STATUS_NOT_ALLOWED (`details.allowed`). Answers the order.
 */
export const OrderStatusBody = z.object({ orderId: Id, status: OrderStatus });
export type OrderStatusBody = z.infer<typeof OrderStatusBody>;

/** Sort keys of the admin offers table. */
export const ADMIN_OFFER_SORTS = ['name', 'price', 'remainder', 'activeUntil', 'weight', 'createdAt', 'orders'] as const;
/** Sort keys of the shopping list. */
export const ADMIN_ORDER_SORTS = ['id', 'status', 'buyer', 'createdAt', 'total'] as const;
const SortOrder = z.enum(['asc', 'desc'], { message: 'validation.invalid' });

/** Comma-separated order statuses in a query (e.g. `under_consideration,paid`). */
const StatusListParam = z
  .string({ error: typeError('validation.invalid') })
  .max(300, { message: 'validation.tooLong' })
  .transform((s) => [...new Set(s.split(',').filter(Boolean))])
  .pipe(z.array(OrderStatus).max(ORDER_STATUSES.length, { message: 'validation.tooMany' }));

/**
 * An offer as its administrators see it: every field of the form, the status, the author, and how
 * many orders it has (any status).
 */
export const AdminOffer = Offer.extend({
  status: OfferStatus,
  price: PointsTotal,
  stock: z.number().int().nonnegative(),
  remainderAction: RemainderAction,
  sortWeight: z.number().int(),
  orders: z.number().int().nonnegative(),
  author: UserSummary.nullable(),
  createdAt: Timestamp,
}).meta({ id: 'AdminOffer' });
export type AdminOffer = z.infer<typeof AdminOffer>;

/** GET /api/market/admin/offers?marketId=&q=&categoryId=&status=&sort=&order=&page=&pageSize= (market administrators) — the offers table, paged on the server. */
export const AdminOffersQuery = z.object({
  marketId: IdParam,
  q: SafeText(100, { min: 0 }).optional(),
  categoryId: IdParam.optional(),
  status: OfferStatus.optional(),
  sort: z.enum(ADMIN_OFFER_SORTS, { message: 'validation.invalid' }).default('weight'),
  order: SortOrder.default('desc'),
  page: IntParam(1, 100_000).default(1),
  pageSize: IntParam(1, 100).default(25),
});
export type AdminOffersQuery = z.infer<typeof AdminOffersQuery>;
export const AdminOffersPage = z.object({ items: z.array(AdminOffer), total: z.number().int().nonnegative(), page: z.number().int(), pageSize: z.number().int() });
export type AdminOffersPage = z.infer<typeof AdminOffersPage>;
/** GET /api/market/admin/offers.xlsx — the same filters, no pages, at most MARKET_EXPORT_MAX_ROWS rows, in `lang`. */
export const AdminOffersExportQuery = AdminOffersQuery.omit({ page: true, pageSize: true }).extend({ lang: z.enum(['ru', 'en'], { message: 'validation.invalid' }).optional() });
export type AdminOffersExportQuery = z.infer<typeof AdminOffersExportQuery>;
/** GET /api/market/admin/offers/one?id= — one offer for the form; 404 OFFER_NOT_FOUND. */
export const AdminOfferIdQuery = z.object({ id: IdParam });
export type AdminOfferIdQuery = z.infer<typeof AdminOfferIdQuery>;

/**
 * The offer form (DOMAIN §2.3; docs/decisions/0046). `imageIds` in order (uploaded by the caller);
 * `tileId` the cropped first image or null; `activeFrom` before `activeUntil` (else 400 on
 * `activeUntil`); the limit's `quantity` required unless unlimited, `days` only for custom.
 */
const offerFields = {
  name: SafeText(OFFER_NAME_MAX_LENGTH),
  description: SafeText(OFFER_DESCRIPTION_MAX_LENGTH, { min: 0 }).default(''),
  imageIds: z.array(ImageId).max(MAX_OFFER_IMAGES, { message: 'validation.tooManyPhotos' }).default([]),
  tileId: ImageId.nullable().default(null),
  categoryIds: z.array(Id).max(20, { message: 'validation.tooMany' }).default([]),
  price: WholeNumber(0, MAX_POINTS, 'validation.amountInteger'),
  stock: WholeNumber(0, MAX_REMAINDER).default(0),
  remainderAction: RemainderAction.default('error'),
  activeFrom: Instant.nullable().default(null),
  activeUntil: Instant.nullable().default(null),
  status: OfferStatus.default('active'),
  limit: IssueLimit.default({ period: 'unlimited', quantity: null, days: null }),
  sortWeight: WholeNumber(-1_000_000, 1_000_000).default(0),
  immediateDelivery: z.boolean({ error: typeError('validation.invalid') }).default(false),
};
const datesInOrder = (o: { activeFrom?: string | null | undefined; activeUntil?: string | null | undefined }) =>
  !o.activeFrom || !o.activeUntil || Date.parse(o.activeFrom) < Date.parse(o.activeUntil);
const DATES_ISSUE = { message: 'validation.datesOrder', path: ['activeUntil'] };
const limitComplete = (o: { limit?: IssueLimit | undefined }) =>
  !o.limit || ((o.limit.period === 'unlimited' || o.limit.quantity !== null) && (o.limit.period !== 'custom' || o.limit.days !== null));
const LIMIT_ISSUE = { message: 'validation.required', path: ['limit'] };

/** POST /api/market/admin/offers (market administrators) — a new offer; answers it. */
export const CreateOfferBody = z.object({ marketId: Id, ...offerFields }).refine(datesInOrder, DATES_ISSUE).refine(limitComplete, LIMIT_ISSUE);
export type CreateOfferBody = z.infer<typeof CreateOfferBody>;
/** The offer form as a client sends it (defaults may be left out). */
export type CreateOfferInput = z.input<typeof CreateOfferBody>;
/** PATCH /api/market/admin/offers — changes the fields given; answers the offer. */
export const UpdateOfferBody = z
  .object({
    id: Id,
    name: offerFields.name.optional(),
    description: SafeText(OFFER_DESCRIPTION_MAX_LENGTH, { min: 0 }).optional(),
    imageIds: z.array(ImageId).max(MAX_OFFER_IMAGES, { message: 'validation.tooManyPhotos' }).optional(),
    tileId: ImageId.nullable().optional(),
    categoryIds: z.array(Id).max(20, { message: 'validation.tooMany' }).optional(),
    price: WholeNumber(0, MAX_POINTS, 'validation.amountInteger').optional(),
    stock: WholeNumber(0, MAX_REMAINDER).optional(),
    remainderAction: RemainderAction.optional(),
    activeFrom: Instant.nullable().optional(),
    activeUntil: Instant.nullable().optional(),
    status: OfferStatus.optional(),
    limit: IssueLimit.optional(),
    sortWeight: WholeNumber(-1_000_000, 1_000_000).optional(),
    immediateDelivery: z.boolean({ error: typeError('validation.invalid') }).optional(),
  })
  .refine(datesInOrder, DATES_ISSUE)
  .refine(limitComplete, LIMIT_ISSUE);
export type UpdateOfferBody = z.infer<typeof UpdateOfferBody>;

/** An order as the shopping list shows it, with what the administrator may move it to (`next`). */
export const AdminOrdersQuery = z.object({
  marketId: IdParam,
  q: SafeText(100, { min: 0 }).optional(),
  status: StatusListParam.optional(),
  sort: z.enum(ADMIN_ORDER_SORTS, { message: 'validation.invalid' }).default('id'),
  order: SortOrder.default('desc'),
  page: IntParam(1, 100_000).default(1),
  pageSize: IntParam(1, 100).default(25),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;
export const AdminOrdersPage = z.object({ items: z.array(Order), total: z.number().int().nonnegative(), page: z.number().int(), pageSize: z.number().int() });
export type AdminOrdersPage = z.infer<typeof AdminOrdersPage>;
/** GET /api/market/admin/orders.xlsx — the shopping list with the same filters, no pages. */
export const AdminOrdersExportQuery = AdminOrdersQuery.omit({ page: true, pageSize: true }).extend({ lang: z.enum(['ru', 'en'], { message: 'validation.invalid' }).optional() });
export type AdminOrdersExportQuery = z.infer<typeof AdminOrdersExportQuery>;

/**
 * Purchase statistics per offer (DOMAIN §2.5 'Offers'): units and orders by where they stand —
 * `considered` (held), `spent` (paid and on), `issued` (issued or ready), `returned` (rejected or
 * canceled) — and the points spent on it.
 */
export const OfferStatsRow = z
  .object({
    offer: OfferSummary,
    price: PointsTotal,
    remainder: z.number().int().nonnegative().nullable(),
    categories: z.array(z.string()),
    createdAt: Timestamp,
    orders: z.number().int().nonnegative(),
    considered: z.number().int().nonnegative(),
    issued: z.number().int().nonnegative(),
    returned: z.number().int().nonnegative(),
    units: z.number().int().nonnegative(),
    spent: PointsTotal,
  })
  .meta({ id: 'OfferStatsRow' });
export type OfferStatsRow = z.infer<typeof OfferStatsRow>;
/** Purchase statistics per member (DOMAIN §2.5 'Purchase statistics'): orders, points spent, units received, orders returned. */
export const MemberStatsRow = z
  .object({ user: UserSummary, orders: z.number().int().nonnegative(), spent: PointsTotal, received: z.number().int().nonnegative(), returned: z.number().int().nonnegative() })
  .meta({ id: 'MemberStatsRow' });
export type MemberStatsRow = z.infer<typeof MemberStatsRow>;

/**
 * GET /api/market/admin/stats?marketId=&by=offer|member&q=&from=&to=&page=&pageSize= — purchase
 * statistics over orders created within `from` … `to` (days, UTC, both included). `by=offer`
 * answers `offers`, `by=member` answers `members`.
 */
export const MarketStatsQuery = z
  .object({
    marketId: IdParam,
    by: z.enum(['offer', 'member'], { message: 'validation.invalid' }).default('offer'),
    q: SafeText(100, { min: 0 }).optional(),
    from: CalendarDate.optional(),
    to: CalendarDate.optional(),
    page: IntParam(1, 100_000).default(1),
    pageSize: IntParam(1, 100).default(25),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { message: 'validation.tooSmall', path: ['to'] });
export type MarketStatsQuery = z.infer<typeof MarketStatsQuery>;
export const MarketStatsPage = z.object({
  offers: z.array(OfferStatsRow),
  members: z.array(MemberStatsRow),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totals: z.object({ orders: z.number().int().nonnegative(), spent: PointsTotal, units: z.number().int().nonnegative() }),
});
export type MarketStatsPage = z.infer<typeof MarketStatsPage>;
/** GET /api/market/admin/stats.xlsx — the same, no pages. */
export const MarketStatsExportQuery = z
  .object({
    marketId: IdParam,
    by: z.enum(['offer', 'member'], { message: 'validation.invalid' }).default('offer'),
    q: SafeText(100, { min: 0 }).optional(),
    from: CalendarDate.optional(),
    to: CalendarDate.optional(),
    lang: z.enum(['ru', 'en'], { message: 'validation.invalid' }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { message: 'validation.tooSmall', path: ['to'] });
export type MarketStatsExportQuery = z.infer<typeof MarketStatsExportQuery>;

/** GET /api/market/top?limit= — the main page's top benefits (docs/decisions/0046): most ordered offers of the first available market over 90 days. */
export const TopOffersQuery = z.object({ limit: IntParam(1, 12).default(6) });
export const TopOffers = z.object({ marketId: Id.nullable(), items: z.array(Offer.extend({ units: z.number().int().nonnegative() })) });
export type TopOffers = z.infer<typeof TopOffers>;
