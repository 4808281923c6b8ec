/**
 * The benefit market (SPEC §1 Benefit cafe market, §2 /market, /market_orders, /admin_market_goods,
 * /admin_market_purchases, /market/{id}/offers; docs/decisions/0046): markets and their
 * administrators, the catalogue, carts, orders that hold and spend points on the ledger, the
 * administrators' offers, shopping list and statistics with .xlsx exports, and the public catalogue.
 */
export { marketHandlers } from './routes.ts';
export { registerMarketExports, type MarketExportDeps } from './fileRoutes.ts';
export { publicMarketImage } from './catalogue.ts';
export { createOffer, createCategory } from './admin.ts';
export { setCartLine } from './cart.ts';
export { checkout, setOrderStatus } from './orders.ts';
export { createMarket, listAvailableMarkets, updateMarket } from './service.ts';
