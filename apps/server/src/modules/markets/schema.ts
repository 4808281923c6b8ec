/**
 * Tables of the benefit market (SPEC §1 Benefit cafe market, §3 Offer, Order; docs/decisions/0046):
 * markets and their administrators, the category tree, offers, carts, orders and their status history.
 * Tables only: this file imports drizzle and other modules' schema.ts, so drizzle-kit loads every
 * table without the application (see src/db/schema.ts).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { accounts, transactions } from '../ledger/schema.ts';
import { organizations, periods } from '../organization/schema.ts';
import { users } from '../users/schema.ts';

/**
 * A benefit market of an organization (SPEC §1 Benefit cafe market, §7 'GET markets available').
 * `public_key` opens its read-only public catalogue; `public_prices` shows prices there.
 */
export const markets = pgTable(
  'markets',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    publicKey: uuid('public_key').notNull().default(sql`gen_random_uuid()`),
    publicPrices: boolean('public_prices').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('markets_org_idx').on(t.organizationId), uniqueIndex('markets_public_key_uq').on(t.publicKey)],
);

/** The market administrators of a market (HR, office managers): members of its community (docs/decisions/0046). */
export const marketAdmins = pgTable(
  'market_admins',
  {
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.userId] }), index('market_admins_user_idx').on(t.userId)],
);

/** A category of a market's tree; `parent_id` null at the top. */
export const marketCategories = pgTable(
  'market_categories',
  {
    id: serial('id').primaryKey(),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => marketCategories.id),
    createdAt: createdAt(),
  },
  (t) => [index('market_categories_market_idx').on(t.marketId), index('market_categories_parent_idx').on(t.parentId), check('market_categories_parent_ck', sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`)],
);

/** Remainder actions, issue-limit windows and statuses as stored (contracts `market.ts`). */
export type RemainderActionCode = 'ignore' | 'issue' | 'error';
export type LimitPeriodCode = 'day' | 'week' | 'month' | 'period' | 'year' | 'custom' | 'unlimited';
export type OrderStatusCode = 'under_consideration' | 'accepted_awaiting' | 'accepted_by_buyer' | 'paid' | 'ready_for_delivery' | 'issued' | 'ready' | 'rejected' | 'canceled';

/**
 * An offer of a market (SPEC §3 Offer). `price` in points; `stock` the remainder (kept unless
 * `remainder_action` is `ignore`); `image_ids` in order, `tile_id` the cropped first image;
 * the issue limit is `limit_quantity` units per member within `limit_period` (`limit_days` for custom).
 */
export const marketOffers = pgTable(
  'market_offers',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageIds: uuid('image_ids').array().notNull().default(sql`'{}'::uuid[]`),
    tileId: uuid('tile_id'),
    price: bigint('price', { mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    remainderAction: text('remainder_action').$type<RemainderActionCode>().notNull().default('error'),
    activeFrom: timestamp('active_from', { withTimezone: true, precision: 3 }),
    activeUntil: timestamp('active_until', { withTimezone: true, precision: 3 }),
    status: text('status').$type<'active' | 'archive'>().notNull().default('active'),
    limitPeriod: text('limit_period').$type<LimitPeriodCode>().notNull().default('unlimited'),
    limitQuantity: integer('limit_quantity'),
    limitDays: integer('limit_days'),
    sortWeight: integer('sort_weight').notNull().default(0),
    immediateDelivery: boolean('immediate_delivery').notNull().default(false),
    authorId: integer('author_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('market_offers_catalogue_idx').on(t.marketId, t.status, t.sortWeight.desc(), t.id.desc()),
    index('market_offers_price_idx').on(t.marketId, t.price),
    index('market_offers_org_idx').on(t.organizationId),
    check('market_offers_price_ck', sql`${t.price} >= 0`),
    check('market_offers_stock_ck', sql`${t.stock} >= 0`),
    check('market_offers_status_ck', sql`${t.status} in ('active', 'archive')`),
    check('market_offers_remainder_ck', sql`${t.remainderAction} in ('ignore', 'issue', 'error')`),
    check('market_offers_limit_ck', sql`${t.limitPeriod} in ('day', 'week', 'month', 'period', 'year', 'custom', 'unlimited')
      and (${t.limitPeriod} = 'unlimited') = (${t.limitQuantity} is null) and (${t.limitPeriod} = 'custom') = (${t.limitDays} is not null)`),
    check('market_offers_dates_ck', sql`${t.activeFrom} is null or ${t.activeUntil} is null or ${t.activeFrom} < ${t.activeUntil}`),
  ],
);

/** Which categories an offer is in. */
export const marketOfferCategories = pgTable(
  'market_offer_categories',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => marketOffers.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => marketCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.categoryId] }), index('market_offer_categories_category_idx').on(t.categoryId)],
);

/** A line of a member's server-side cart: one per member and offer (the market is the offer's). */
export const marketCartLines = pgTable(
  'market_cart_lines',
  {
    id: serial('id').primaryKey(),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    offerId: integer('offer_id')
      .notNull()
      .references(() => marketOffers.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    chosen: boolean('chosen').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('market_cart_lines_uq').on(t.userId, t.offerId),
    index('market_cart_lines_market_idx').on(t.marketId, t.userId),
    index('market_cart_lines_offer_idx').on(t.offerId),
    check('market_cart_lines_quantity_ck', sql`${t.quantity} between 1 and 999`),
  ],
);

/**
 * An order: one offer, its unit price fixed at checkout, `total` = price × quantity held in
 * `hold_account_id` (the buyer's waiting account of `period_id`) while it is considered. Its
 * `transaction_id` is the visible `market_purchase` transaction whose journals move the points.
 * `paid_at` is set once it was paid (then a return is a refund, not a release).
 */
export const marketOrders = pgTable(
  'market_orders',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id),
    offerId: integer('offer_id')
      .notNull()
      .references(() => marketOffers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    quantity: integer('quantity').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    status: text('status').$type<OrderStatusCode>().notNull().default('under_consideration'),
    periodId: integer('period_id')
      .notNull()
      .references(() => periods.id),
    holdAccountId: integer('hold_account_id')
      .notNull()
      .references(() => accounts.id),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    /** Stock taken at checkout (0 when the offer keeps none), given back on a return. */
    stockTaken: integer('stock_taken').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
    changedAt: timestamp('changed_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('market_orders_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('market_orders_market_idx').on(t.marketId, t.status, t.id.desc()),
    index('market_orders_offer_user_idx').on(t.offerId, t.userId, t.createdAt),
    uniqueIndex('market_orders_transaction_uq').on(t.transactionId),
    index('market_orders_org_idx').on(t.organizationId),
    check('market_orders_quantity_ck', sql`${t.quantity} between 1 and 999`),
    check('market_orders_total_ck', sql`${t.total} = ${t.price} * ${t.quantity}`),
    check(
      'market_orders_status_ck',
      sql`${t.status} in ('under_consideration', 'accepted_awaiting', 'accepted_by_buyer', 'paid', 'ready_for_delivery', 'issued', 'ready', 'rejected', 'canceled')`,
    ),
  ],
);

/** Every status change of an order: from, to, who, when (the shopping list's history, audits). */
export const marketOrderEvents = pgTable(
  'market_order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => marketOrders.id),
    fromStatus: text('from_status').$type<OrderStatusCode>(),
    toStatus: text('to_status').$type<OrderStatusCode>().notNull(),
    actorId: integer('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('market_order_events_order_idx').on(t.orderId, t.id)],
);

/** A checkout already answered: `(user_id, idempotency_key)` gives the same orders back on a retry. */
export const marketCheckouts = pgTable(
  'market_checkouts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    idempotencyKey: uuid('idempotency_key').notNull(),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id),
    orderIds: integer('order_ids').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.idempotencyKey] })],
);
