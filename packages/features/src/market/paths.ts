import { apiPath } from '../api/index.ts';

/** swr keys (= API paths) of the market's catalogue, cart, orders and top benefits (SPEC §7 market calls; docs/decisions/0046); the markets available are `marketKeys.available`. */
export const marketPaths = {
  /** GET /api/market/offers — every catalogue list, whatever its filters (for revalidation). */
  offers: apiPath('offers'),
  /** GET /api/market/offers/one?marketId=&id=[&publicKey=] — one offer of the catalogue. */
  offer: (marketId: number, id: number, publicKey?: string) => apiPath('offer', { marketId, id, publicKey }),
  /** GET /api/market/categories?marketId=[&publicKey=] — the market's category tree, flat. */
  categories: (marketId: number, publicKey?: string) => apiPath('marketCategories', { marketId, publicKey }),
  /** GET /api/market/public?marketId=&publicKey= — the public page's market. */
  publicMarket: (marketId: number, publicKey: string) => apiPath('publicMarket', { marketId, publicKey }),
  /** GET /api/market/cart?marketId= — the member's cart of one market. */
  cart: (marketId: number) => apiPath('cart', { marketId }),
  /** GET /api/market/cart — every market's cart (for revalidation). */
  carts: apiPath('cart'),
  /** GET /api/market/orders — every list of the member's orders, whatever its status filter. */
  myOrders: apiPath('myOrders'),
  /** GET /api/market/top — the main page's top benefits, whatever the limit. */
  top: apiPath('topOffers'),
} as const;
