/**
 * market — the benefit cafe (SPEC §1 Benefit cafe market; §2 /market, /market_orders,
 * /market/{id}/offers; §3 Offer, Order; §4 Market order statuses; §7 market calls; §8 market
 * errors; DOMAIN §2; docs/decisions/0046): whether any market is available (the navigation shows
 * it then), the member's catalogue with its filters, details and cart, the order history, the
 * public read-only catalogue, the main page's top benefits, and the hooks over the market API.
 */
export { marketKeys, useMarketsAvailable } from './hooks.ts';
export { marketPaths } from './paths.ts';
export { useCurrentMarket, type CurrentMarketState } from './current.ts';
export {
  OFFERS_PAGE_SIZE,
  useMarketCategories,
  useOffer,
  useOffers,
  usePublicMarket,
  type CatalogueSource,
  type OffersState,
  type PublicMarketState,
  type PublicMarketStatus,
} from './catalogueHooks.ts';
export { useCart, useCartActions, type CartActions } from './cartHooks.ts';
export { ORDERS_PAGE_SIZE, useMyOrders, useOrderMove, type MyOrdersState } from './orderHooks.ts';
export { TOP_OFFERS, topOffersKey, useTopOffers } from './top.ts';
export {
  activeFilterCount,
  CATALOGUE_PARAMS,
  catalogueSearch,
  categoryTree,
  isFiltered,
  NO_FILTERS,
  parseCatalogueFilters,
  SEARCH_MAX_LENGTH,
  topCategories,
  validatePriceRange,
  type CatalogueFilters,
  type CategoryNode,
  type PriceRangeErrors,
} from './catalogue.ts';
export { cartTotal, checkoutBlock, checkoutSnapshot, orderedLines, withLine, withoutLine, type CheckoutBlock } from './cart.ts';
export { BUYER_MOVES, buyerMoves, formatOrderTime, ORDER_STATUS_TONE, parseOrderStatus, type BuyerMove } from './orders.ts';
export { MARKET_ADMIN_PATH, MARKET_ORDERS_PATH, MarketView } from './MarketView.tsx';
export { Catalogue, SEARCH_DEBOUNCE_MS, type CatalogueProps } from './Catalogue.tsx';
export { CartPanel, type CartPanelProps } from './CartPanel.tsx';
export { FiltersPanel, type FiltersPanelProps, type PanelFilters } from './FiltersPanel.tsx';
export { ImageCarousel, type ImageCarouselProps } from './ImageCarousel.tsx';
export { OfferDetail, type OfferDetailProps } from './OfferDetail.tsx';
export { OfferTile, type OfferCartControls, type OfferTileProps } from './OfferTile.tsx';
export { OrderCard, type OrderCardProps } from './OrderCard.tsx';
export { MarketOrdersView } from './MarketOrdersView.tsx';
export { PublicMarketView, type PublicMarketViewProps } from './PublicMarketView.tsx';
export { TopOffers } from './TopOffers.tsx';
export * from './admin/index.ts';
