import { z } from 'zod';
import { IdempotencyHeaders } from './idempotency.ts';
import { AvailableMarket } from './shell.ts';
import {
  AdminMarkets,
  AdminOffer,
  AdminOfferIdQuery,
  AdminOffersExportQuery,
  AdminOffersPage,
  AdminOffersQuery,
  AdminOrdersExportQuery,
  AdminOrdersPage,
  AdminOrdersQuery,
  Cart,
  CartLineBody,
  CartLineQuery,
  CheckoutBody,
  CheckoutResult,
  CreateMarketCategoryBody,
  CreateOfferBody,
  MarketCategories,
  MarketCategoriesQuery,
  MarketCategory,
  MarketCategoryIdQuery,
  MarketIdQuery,
  MarketStatsExportQuery,
  MarketStatsPage,
  MarketStatsQuery,
  MyOrdersQuery,
  Offer,
  OfferIdQuery,
  OffersPage,
  OffersQuery,
  Order,
  OrderStatusBody,
  OrdersPage,
  PublicMarket,
  PublicMarketQuery,
  TopOffers,
  TopOffersQuery,
  UpdateMarketBody,
  UpdateMarketCategoryBody,
  UpdateOfferBody,
} from './market.ts';

const Ok = z.object({ ok: z.literal(true) });

/**
 * Routes of the benefit market (SPEC §7 'market: offers, orders, archive, categories, cart,
 * add-to-cart, available, admin order status'; docs/decisions/0046), spread into `routes`. Members
 * of the market's community call the catalogue, cart and order routes; `/market/admin/*` answers
 * 403 FORBIDDEN unless the caller administers the market (or is an organization admin); the
 * catalogue and categories also answer anyone holding the market's `publicKey` (then without a
 * session). Another community's market, offer or order is 404.
 */
export const marketRoutes = {
  markets: { method: 'GET', path: '/markets', auth: true, admin: true, response: AdminMarkets },
  updateMarket: { method: 'PATCH', path: '/markets', auth: true, admin: true, body: UpdateMarketBody, response: AvailableMarket },
  publicMarket: { method: 'GET', path: '/market/public', auth: false, query: PublicMarketQuery, response: PublicMarket },
  marketCategories: { method: 'GET', path: '/market/categories', auth: false, query: MarketCategoriesQuery, response: MarketCategories },
  offers: { method: 'GET', path: '/market/offers', auth: false, query: OffersQuery, response: OffersPage },
  offer: { method: 'GET', path: '/market/offers/one', auth: false, query: OfferIdQuery, response: Offer },
  topOffers: { method: 'GET', path: '/market/top', auth: true, query: TopOffersQuery, response: TopOffers },
  cart: { method: 'GET', path: '/market/cart', auth: true, query: MarketIdQuery, response: Cart },
  setCartLine: { method: 'POST', path: '/market/cart', auth: true, body: CartLineBody, response: Cart },
  deleteCartLine: { method: 'DELETE', path: '/market/cart', auth: true, query: CartLineQuery, response: Cart },
  checkout: { method: 'POST', path: '/market/orders', auth: true, headers: IdempotencyHeaders, body: CheckoutBody, response: CheckoutResult },
  myOrders: { method: 'GET', path: '/market/orders', auth: true, query: MyOrdersQuery, response: OrdersPage },
  setOrderStatus: { method: 'POST', path: '/market/orders/status', auth: true, body: OrderStatusBody, response: Order },
  adminOffers: { method: 'GET', path: '/market/admin/offers', auth: true, query: AdminOffersQuery, response: AdminOffersPage },
  adminOffer: { method: 'GET', path: '/market/admin/offers/one', auth: true, query: AdminOfferIdQuery, response: AdminOffer },
  createOffer: { method: 'POST', path: '/market/admin/offers', auth: true, body: CreateOfferBody, response: AdminOffer },
  updateOffer: { method: 'PATCH', path: '/market/admin/offers', auth: true, body: UpdateOfferBody, response: AdminOffer },
  deleteOffer: { method: 'DELETE', path: '/market/admin/offers', auth: true, query: AdminOfferIdQuery, response: Ok },
  createMarketCategory: { method: 'POST', path: '/market/admin/categories', auth: true, body: CreateMarketCategoryBody, response: MarketCategory },
  updateMarketCategory: { method: 'PATCH', path: '/market/admin/categories', auth: true, body: UpdateMarketCategoryBody, response: MarketCategory },
  deleteMarketCategory: { method: 'DELETE', path: '/market/admin/categories', auth: true, query: MarketCategoryIdQuery, response: Ok },
  adminOrders: { method: 'GET', path: '/market/admin/orders', auth: true, query: AdminOrdersQuery, response: AdminOrdersPage },
  marketStats: { method: 'GET', path: '/market/admin/stats', auth: true, query: MarketStatsQuery, response: MarketStatsPage },
} as const;

/** The market's .xlsx exports (files, not JSON), registered beside the route table; market administrators only. */
export const marketFileRoutes = {
  exportAdminOffers: { method: 'GET', path: '/market/admin/offers.xlsx', auth: true, query: AdminOffersExportQuery },
  exportAdminOrders: { method: 'GET', path: '/market/admin/orders.xlsx', auth: true, query: AdminOrdersExportQuery },
  exportMarketStats: { method: 'GET', path: '/market/admin/stats.xlsx', auth: true, query: MarketStatsExportQuery },
} as const;


