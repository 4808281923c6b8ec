/**
 * market/admin — the administration of the benefit market (SPEC §1 'Benefit cafe market', §2
 * /admin_market_goods, /admin_market_purchases, Analytics 'market'; §3 Offer, Order; §4 Market
 * order statuses; DOMAIN §2; docs/decisions/0046): the offers table and form with the category
 * tree, the market settings, the shopping list with its status picker, the purchase statistics
 * (also the market report of /analytics), and the hooks over the admin API. Its own namespace
 * ('marketAdmin') loads with these screens only.
 */
export { AdminMarketGoods, GOODS_TABS, TAB_PARAM as MARKET_ADMIN_TAB_PARAM, type AdminMarketGoodsProps, type GoodsTab } from './AdminMarketGoods.tsx';
export { AdminMarketPurchases, PURCHASES_TABS, type AdminMarketPurchasesProps, type PurchasesTab } from './AdminMarketPurchases.tsx';
export { MARKET_PARAM, MarketAdminFrame, pickMarket, type MarketAdminFrameProps } from './MarketAdminFrame.tsx';
export { MarketSettingsDialog, type MarketSettingsDialogProps } from './MarketSettingsDialog.tsx';
export { OffersPanel, type OffersPanelProps } from './OffersPanel.tsx';
export { OfferForm, OfferFormDialog, type OfferFormDialogProps, type OfferFormProps } from './OfferForm.tsx';
export { OfferImages, type OfferImagesProps, type OfferPhoto } from './OfferImages.tsx';
export { CategoriesPanel, type CategoriesPanelProps } from './CategoriesPanel.tsx';
export { OrdersPanel, type OrdersPanelProps } from './OrdersPanel.tsx';
export { OrderStatusPill, type OrderStatusPillProps } from './OrderStatusPill.tsx';
export { PurchaseStats, type PurchaseStatsProps } from './PurchaseStats.tsx';
export { MarketPurchaseReport, type MarketPurchaseReportProps } from './MarketPurchaseReport.tsx';
export {
  MARKET_ADMIN_PAGE_SIZE,
  adminOffersKey,
  adminOrdersKey,
  marketAdminKeys,
  marketStatsKey,
  offersExportPath,
  ordersExportPath,
  statsExportPath,
  useAdminOffer,
  useAdminOffers,
  useAdminOrders,
  useAdministeredMarkets,
  useCategoryActions,
  useAdminCategories,
  useMarketSettings,
  useMarketStats,
  useOfferActions,
  useSetOrderStatus,
  type AdminOfferSort,
  type AdminOffersParams,
  type AdminOrderSort,
  type AdminOrdersParams,
  type AdministeredMarkets,
  type CategoryActions,
  type ManagedMarket,
  type MarketSettingsActions,
  type MarketStatsParams,
  type OfferActions,
  type SortOrder as MarketAdminSortOrder,
  type StatsBy,
} from './hooks.ts';
export { categoryTree as marketCategoryTree, flattenCategories as flattenMarketCategories, orderStatusTone, publicMarketLink, statusListParam, subtreeIds as marketCategorySubtree, type FlatCategory, type MarketCategoryNode, type OrderStatusTone } from './marketAdmin.ts';
export {
  MAX_OFFER_CATEGORIES,
  SORT_WEIGHT_RANGE,
  createOfferBody,
  emptyOfferValues,
  offerInstant,
  updateOfferBody,
  validateOffer,
  valuesFromOffer,
  type OfferErrors,
  type OfferField,
  type OfferFormValues,
  type OfferIssue,
} from './offerForm.ts';
