/**
 * Routes of the benefit market (contracts `marketRoutes`; SPEC §7 'market: offers, orders, archive,
 * categories, cart, add-to-cart, available, admin order status'; docs/decisions/0046).
 * - GET /api/markets/available: open markets of the caller's community (none when it hides the market),
 *   each with `canAdminister` (and then its public key).
 * - GET/PATCH/POST /api/markets, POST /api/markets/close (organization admins 'A'): list, change, open, close.
 * - GET /api/market/public, /market/categories, /market/offers, /market/offers/one: the catalogue — a
 *   member of the market's community, or anyone with its `publicKey` (no session; 404 MARKET_NOT_FOUND for a wrong key).
 * - GET /api/market/top: the main page's top benefits.
 * - GET/POST/DELETE /api/market/cart, POST /api/market/orders (Idempotency-Key), GET /api/market/orders,
 *   POST /api/market/orders/status: the member's cart, checkout, orders and status changes.
 * - /api/market/admin/*: offers, categories, the shopping list and the statistics of a market the
 *   caller administers (403 FORBIDDEN otherwise).
 * 401 without a session (but on the public catalogue); 403 FORBIDDEN without a current community.
 */
import { IDEMPOTENCY_HEADER } from '@gratia/contracts';
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import type { AuthContext } from '../../http/session.ts';
import { adminOffer, adminOffersPage, createCategory, createOffer, deleteCategory, deleteOffer, updateCategory, updateOffer } from './admin.ts';
import { cartOf, deleteCartLine, setCartLine } from './cart.ts';
import { catalogueAccess, categoriesOf, offerOne, offersPage, publicMarket, topOffers } from './catalogue.ts';
import { adminOrders, checkout, myOrders, setOrderStatus } from './orders.ts';
import { closeMarket, createMarket, listAvailableMarkets, listMarkets, updateMarket } from './service.ts';
import { administeredMarket } from './shared.ts';
import { marketStats } from './stats.ts';

type MarketRoute =
  | 'marketsAvailable'
  | 'createMarket'
  | 'closeMarket'
  | 'markets'
  | 'updateMarket'
  | 'publicMarket'
  | 'marketCategories'
  | 'offers'
  | 'offer'
  | 'topOffers'
  | 'cart'
  | 'setCartLine'
  | 'deleteCartLine'
  | 'checkout'
  | 'myOrders'
  | 'setOrderStatus'
  | 'adminOffers'
  | 'adminOffer'
  | 'createOffer'
  | 'updateOffer'
  | 'deleteOffer'
  | 'createMarketCategory'
  | 'updateMarketCategory'
  | 'deleteMarketCategory'
  | 'adminOrders'
  | 'marketStats';

/** Handlers of the market area. */
export function marketHandlers(db: Db): Pick<Handlers, MarketRoute> {
  const viewer = (auth: AuthContext) => ({ organizationId: requireOrg(auth), userId: auth.userId });
  return {
    marketsAvailable: async ({ auth }) => ({ items: await listAvailableMarkets(db, viewer(auth)) }),
    createMarket: async ({ auth, body }) => createMarket(db, requireOrg(auth), body.name),
    closeMarket: async ({ auth, body }) => {
      await closeMarket(db, requireOrg(auth), body.id);
      return { ok: true as const };
    },
    markets: async ({ auth }) => listMarkets(db, requireOrg(auth)),
    updateMarket: async ({ auth, body }) => updateMarket(db, requireOrg(auth), body),
    publicMarket: async ({ query }) => publicMarket(db, query.marketId, query.publicKey),
    marketCategories: async ({ auth, query }) => categoriesOf(db, await catalogueAccess(db, auth, query.marketId, query.publicKey)),
    offers: async ({ auth, query }) => offersPage(db, await catalogueAccess(db, auth, query.marketId, query.publicKey), query),
    offer: async ({ auth, query }) => offerOne(db, await catalogueAccess(db, auth, query.marketId, query.publicKey), query),
    topOffers: async ({ auth, query }) => topOffers(db, viewer(auth), query.limit),
    cart: async ({ auth, query }) => cartOf(db, viewer(auth), query.marketId),
    setCartLine: async ({ auth, body }) => setCartLine(db, viewer(auth), body),
    deleteCartLine: async ({ auth, query }) => deleteCartLine(db, viewer(auth), query.marketId, query.offerId),
    checkout: async ({ auth, body, headers }) => checkout(db, viewer(auth), body.marketId, headers[IDEMPOTENCY_HEADER].toLowerCase()),
    myOrders: async ({ auth, query }) => myOrders(db, viewer(auth), query),
    setOrderStatus: async ({ auth, body }) => setOrderStatus(db, viewer(auth), body.orderId, body.status),
    adminOffers: async ({ auth, query }) => adminOffersPage(db, viewer(auth), query),
    adminOffer: async ({ auth, query }) => adminOffer(db, viewer(auth), query.id),
    createOffer: async ({ auth, body }) => createOffer(db, viewer(auth), body),
    updateOffer: async ({ auth, body }) => updateOffer(db, viewer(auth), body),
    deleteOffer: async ({ auth, query }) => {
      await deleteOffer(db, viewer(auth), query.id);
      return { ok: true as const };
    },
    createMarketCategory: async ({ auth, body }) => createCategory(db, viewer(auth), body),
    updateMarketCategory: async ({ auth, body }) => updateCategory(db, viewer(auth), body),
    deleteMarketCategory: async ({ auth, query }) => {
      await deleteCategory(db, viewer(auth), query.id);
      return { ok: true as const };
    },
    adminOrders: async ({ auth, query }) => {
      const v = viewer(auth);
      await administeredMarket(db, v, query.marketId);
      return adminOrders(db, query.marketId, query);
    },
    marketStats: async ({ auth, query }) => {
      const v = viewer(auth);
      await administeredMarket(db, v, query.marketId);
      return marketStats(db, query.marketId, query);
    },
  };
}
