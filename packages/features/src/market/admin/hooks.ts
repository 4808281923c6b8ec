import { useCallback, useMemo } from 'react';
import { useSWRConfig, type SWRResponse } from 'swr';
import {
  API_PREFIX,
  type ADMIN_OFFER_SORTS,
  type ADMIN_ORDER_SORTS,
  marketFileRoutes,
  type AdminMarket,
  type AdminMarkets,
  type AdminOffer,
  type AdminOffersPage,
  type AdminOrdersPage,
  type AvailableMarket,
  type CreateMarketCategoryBody,
  type CreateOfferBody,
  type MarketCategories,
  type MarketCategory,
  type MarketStatsPage,
  type MarketsAvailableResponse,
  type OfferStatus,
  type Order,
  type OrderStatus,
  type UpdateMarketBody,
  type UpdateMarketCategoryBody,
  type UpdateOfferBody,
} from '@gratia/contracts';
import { apiPath, useApiClient, useApiGet, type ApiError } from '../../api/index.ts';
import type { Language } from '../../i18n/index.ts';
import { useMe } from '../../profile/index.ts';
import { statusListParam } from './marketAdmin.ts';

/** Rows per page of the admin tables (offers, shopping list, purchase statistics). */
export const MARKET_ADMIN_PAGE_SIZE = 25;

/** A sort key of the offers table (contracts `ADMIN_OFFER_SORTS`). */
export type AdminOfferSort = (typeof ADMIN_OFFER_SORTS)[number];
/** A sort key of the shopping list (contracts `ADMIN_ORDER_SORTS`). */
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];
/** Ascending or descending. */
export type SortOrder = 'asc' | 'desc';

/** swr keys (= API paths) of the market administration; the list paths also prefix every page's key. */
export const marketAdminKeys = {
  /** GET /api/markets/available (the shell's key too): the open markets, each saying whether the caller administers it. */
  available: apiPath('marketsAvailable'),
  /** GET /api/markets (organization admins): every market of the community, closed ones too. */
  markets: apiPath('markets'),
  /** GET /api/market/categories?marketId= */
  categories: (marketId: number) => apiPath('marketCategories', { marketId }),
  /** GET /api/market/admin/offers — every page, whatever its filters. */
  offers: apiPath('adminOffers'),
  /** GET /api/market/admin/offers/one?id= */
  offer: (id: number) => apiPath('adminOffer', { id }),
  /** GET /api/market/admin/orders — every page. */
  orders: apiPath('adminOrders'),
  /** GET /api/market/admin/stats — every page. */
  stats: apiPath('marketStats'),
} as const;

/**
 * A market its caller administers: the shell's available market (name, public key, whether the
 * public page shows prices) and, for organization admins, whether it is open and who its
 * administrators are.
 */
export type ManagedMarket = AvailableMarket & Partial<Pick<AdminMarket, 'isActive' | 'admins' | 'offers'>>;

/** What {@link useAdministeredMarkets} returns. */
export interface AdministeredMarkets {
  /** `loading` until the member (and their markets) are known; `error` when a read failed. */
  status: 'loading' | 'error' | 'ready';
  /** The markets the caller administers, in the server's order (the first opens by default). */
  markets: ManagedMarket[];
  /** An organization admin (SPEC §6 role 'A'): administers every market, creates them and edits their settings. */
  isOrgAdmin: boolean;
  error: ApiError | undefined;
  /** Reads again what failed. */
  reload: () => void;
}

/**
 * The markets the signed-in member administers (docs/decisions/0046): an organization admin every
 * market of the community, closed ones too (GET /api/markets); anyone else the open markets that
 * GET /api/markets/available marks `canAdminister` (none: the 'no access' state — the server
 * answers 403 to the admin calls too).
 */
export function useAdministeredMarkets(): AdministeredMarkets {
  const me = useMe();
  const isOrgAdmin = Boolean(me.data?.privileged.some((p) => p.role === 'A'));
  const available = useApiGet<MarketsAvailableResponse>(me.data !== undefined && !isOrgAdmin ? marketAdminKeys.available : null);
  const all = useApiGet<AdminMarkets>(me.data !== undefined && isOrgAdmin ? marketAdminKeys.markets : null);
  const source = isOrgAdmin ? all : available;
  const error = me.error ?? source.error;
  const { mutate: mutateMe } = me;
  const { mutate: mutateSource } = source;
  const reload = useCallback(() => {
    void mutateMe();
    void mutateSource();
  }, [mutateMe, mutateSource]);
  const markets = useMemo<ManagedMarket[]>(() => {
    if (isOrgAdmin) return all.data?.items ?? [];
    return (available.data?.items ?? []).filter((m) => m.canAdminister);
  }, [isOrgAdmin, all.data, available.data]);
  const status = error && (!me.data || !source.data) ? 'error' : me.data && source.data ? 'ready' : 'loading';
  return { status, markets, isOrgAdmin, error, reload };
}

/** What {@link useMarketSettings} returns; each call rejects with {@link ApiError}. */
export interface MarketSettingsActions {
  /** POST /api/markets {name} (organization admins): a new market, open, no administrators. */
  create: (name: string) => Promise<AvailableMarket>;
  /** PATCH /api/markets: rename, open or close, public prices, administrators (member ids). */
  update: (body: UpdateMarketBody) => Promise<AvailableMarket>;
}

/** Market settings changes (organization admins); after each, the markets and the shell's available markets are read again. */
export function useMarketSettings(): MarketSettingsActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo<MarketSettingsActions>(() => {
    const after = async () => {
      await Promise.all([mutate(marketAdminKeys.markets), mutate(marketAdminKeys.available)]);
    };
    return {
      create: async (name) => {
        const made = await client.fetch('createMarket', { body: { name } });
        await after();
        return made;
      },
      update: async (body) => {
        const saved = await client.fetch('updateMarket', { body });
        await after();
        return saved;
      },
    };
  }, [client, mutate]);
}

/** True for the key of `path` or of any page of it (`path?…`). */
const ofPath = (path: string) => (key: unknown) => typeof key === 'string' && (key === path || key.startsWith(`${path}?`));

/** Reads again every cached page of `paths` (the lists a change makes stale). */
function useRefresh(): (...paths: string[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (...paths: string[]) => {
      await Promise.all(paths.map((path) => mutate(ofPath(path))));
    },
    [mutate],
  );
}

/** `API_PREFIX + path` with the query's non-empty values. */
function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `${API_PREFIX}${path}${qs ? `?${qs}` : ''}`;
}

/** What the offers table asks for: its search, filters, sort and page (DOMAIN §2.3). */
export interface AdminOffersParams {
  marketId: number;
  /** Search text ('' for all): in the name or the description. */
  q: string;
  /** Only offers of this category (with its subcategories). */
  categoryId?: number | undefined;
  /** Only active or only archived offers; undefined for both. */
  status?: OfferStatus | undefined;
  sort: AdminOfferSort;
  order: SortOrder;
  /** 1-based page of {@link MARKET_ADMIN_PAGE_SIZE} rows. */
  page: number;
}

/** swr key of one page of the offers table: GET /api/market/admin/offers?marketId=&q=&categoryId=&status=&sort=&order=&page=&pageSize=25. */
export function adminOffersKey(params: AdminOffersParams): string {
  return apiPath('adminOffers', {
    marketId: params.marketId,
    q: params.q.trim(),
    categoryId: params.categoryId,
    status: params.status,
    sort: params.sort,
    order: params.order,
    page: params.page,
    pageSize: MARKET_ADMIN_PAGE_SIZE,
  });
}

/**
 * One page of a market's offers as its administrators see them (SPEC §2 /admin_market_goods;
 * DOMAIN §2.3): searched, filtered, sorted and paged on the server, with the total. While the next
 * page loads the previous one stays (`isValidating`).
 */
export function useAdminOffers(params: AdminOffersParams): SWRResponse<AdminOffersPage, ApiError> {
  return useApiGet<AdminOffersPage>(adminOffersKey(params), { keepPreviousData: true });
}

/** One offer for the edit form: GET /api/market/admin/offers/one?id= (404 OFFER_NOT_FOUND). Null fetches nothing. */
export function useAdminOffer(id: number | null): SWRResponse<AdminOffer, ApiError> {
  return useApiGet<AdminOffer>(id === null ? null : marketAdminKeys.offer(id));
}

/**
 * URL of the offers table as an .xlsx file (GET /api/market/admin/offers.xlsx; DOMAIN §2.3 "Выгрузить
 * в Excel"): the table's search, filters and sort (no page), column titles in `lang`. A plain link
 * downloads it; the server names the file.
 */
export function offersExportPath(params: Omit<AdminOffersParams, 'page'>, lang: Language): string {
  return withQuery(marketFileRoutes.exportAdminOffers.path, {
    marketId: params.marketId,
    q: params.q.trim(),
    categoryId: params.categoryId,
    status: params.status,
    sort: params.sort,
    order: params.order,
    lang,
  });
}

/** What {@link useOfferActions} returns; each call rejects with {@link ApiError} and changes nothing then. */
export interface OfferActions {
  /** POST /api/market/admin/offers (400 by field, IMAGE_NOT_FOUND, CATEGORY_NOT_FOUND). */
  create: (body: CreateOfferBody) => Promise<AdminOffer>;
  /** PATCH /api/market/admin/offers with the form's fields, or only `status` (archive, restore). */
  update: (body: UpdateOfferBody) => Promise<AdminOffer>;
  /** DELETE /api/market/admin/offers?id= — 409 OFFER_HAS_ORDERS once somebody ordered it (archive it instead). */
  remove: (id: number) => Promise<void>;
}

/** Offer changes (DOMAIN §2.3); after each, the offers table, the offer, the categories' counts and the statistics are read again. */
export function useOfferActions(marketId: number): OfferActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const refresh = useRefresh();
  return useMemo<OfferActions>(() => {
    const after = async (id: number, saved: AdminOffer | null) => {
      await Promise.all([
        refresh(marketAdminKeys.offers, marketAdminKeys.stats),
        mutate(marketAdminKeys.categories(marketId)),
        mutate(marketAdminKeys.offer(id), saved ?? undefined, { revalidate: false }),
      ]);
    };
    return {
      create: async (body) => {
        const made = await client.fetch('createOffer', { body });
        await after(made.id, made);
        return made;
      },
      update: async (body) => {
        const saved = await client.fetch('updateOffer', { body });
        await after(saved.id, saved);
        return saved;
      },
      remove: async (id) => {
        await client.fetch('deleteOffer', { query: { id } });
        await after(id, null);
      },
    };
  }, [client, mutate, refresh, marketId]);
}

/** A market's categories, flat and by name, each with its parent and offer count: GET /api/market/categories?marketId=. Null fetches nothing. */
export function useAdminCategories(marketId: number | null): SWRResponse<MarketCategories, ApiError> {
  return useApiGet<MarketCategories>(marketId === null ? null : marketAdminKeys.categories(marketId));
}

/** What {@link useCategoryActions} returns; each call rejects with {@link ApiError}. */
export interface CategoryActions {
  /** POST /api/market/admin/categories (CATEGORY_NAME_REQUIRED, CATEGORY_NOT_FOUND on the parent). */
  create: (body: Omit<CreateMarketCategoryBody, 'marketId'>) => Promise<MarketCategory>;
  /** PATCH /api/market/admin/categories: rename or move (CATEGORY_CYCLE under itself or a descendant). */
  update: (body: UpdateMarketCategoryBody) => Promise<MarketCategory>;
  /** DELETE /api/market/admin/categories?id= (409 CATEGORY_HAS_CHILDREN); its offers lose it. */
  remove: (id: number) => Promise<void>;
}

/** Category changes of market `marketId` (SPEC §5 category rules); after each, the tree and the offers table are read again. */
export function useCategoryActions(marketId: number): CategoryActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const refresh = useRefresh();
  return useMemo<CategoryActions>(() => {
    const after = async () => {
      await Promise.all([mutate(marketAdminKeys.categories(marketId)), refresh(marketAdminKeys.offers)]);
    };
    return {
      create: async (body) => {
        const made = await client.fetch('createMarketCategory', { body: { marketId, ...body } });
        await after();
        return made;
      },
      update: async (body) => {
        const saved = await client.fetch('updateMarketCategory', { body });
        await after();
        return saved;
      },
      remove: async (id) => {
        await client.fetch('deleteMarketCategory', { query: { id } });
        await after();
      },
    };
  }, [client, mutate, refresh, marketId]);
}

/** What the shopping list asks for (DOMAIN §2.4 'Admin orders table'). */
export interface AdminOrdersParams {
  marketId: number;
  /** Search text ('' for all): the offer's name or the buyer's. */
  q: string;
  /** Any of these statuses; empty for every status. */
  statuses: readonly OrderStatus[];
  sort: AdminOrderSort;
  order: SortOrder;
  /** 1-based page of {@link MARKET_ADMIN_PAGE_SIZE} rows. */
  page: number;
}

/** The query of the shopping list (and its export): the statuses as one comma-separated value, as the server reads them. */
function ordersQuery(params: Omit<AdminOrdersParams, 'page'>) {
  return { marketId: params.marketId, q: params.q.trim(), status: statusListParam(params.statuses), sort: params.sort, order: params.order };
}

/** swr key of one page of the shopping list: GET /api/market/admin/orders?marketId=&q=&status=a,b&sort=&order=&page=&pageSize=25. */
export function adminOrdersKey(params: AdminOrdersParams): string {
  const query = ordersQuery(params);
  // The statuses go as one comma-separated value (contracts `StatusListParam`); an array would repeat the key.
  return apiPath('adminOrders', { ...query, status: query.status as unknown as OrderStatus[] | undefined, page: params.page, pageSize: MARKET_ADMIN_PAGE_SIZE });
}

/**
 * One page of a market's orders (SPEC §2 /admin_market_purchases 'shopping list'; DOMAIN §2.4),
 * each with `next`: the statuses the caller may move it to. Searched, filtered by status, sorted
 * and paged on the server; the previous page stays while the next loads.
 */
export function useAdminOrders(params: AdminOrdersParams): SWRResponse<AdminOrdersPage, ApiError> {
  return useApiGet<AdminOrdersPage>(adminOrdersKey(params), { keepPreviousData: true });
}

/** URL of the shopping list as an .xlsx file (GET /api/market/admin/orders.xlsx): the same search, statuses and sort, in `lang`. */
export function ordersExportPath(params: Omit<AdminOrdersParams, 'page'>, lang: Language): string {
  return withQuery(marketFileRoutes.exportAdminOrders.path, { ...ordersQuery(params), lang });
}

/**
 * Moves an order to `status` (SPEC §7 'admin order status'; docs/decisions/0046): POST
 * /api/market/orders/status {orderId, status} — one of the order's `next`. Rejects with
 * {@link ApiError} (409 ORDER_STATUS_NOT_ALLOWED with `details.allowed`, INSUFFICIENT_FUNDS);
 * after it the shopping list and the statistics are read again, whatever the answer.
 */
export function useSetOrderStatus(): (order: Pick<Order, 'id'>, status: OrderStatus) => Promise<Order> {
  const client = useApiClient();
  const refresh = useRefresh();
  return useCallback(
    async (order, status) => {
      try {
        return await client.fetch('setOrderStatus', { body: { orderId: order.id, status } });
      } finally {
        void refresh(marketAdminKeys.orders, marketAdminKeys.stats, marketAdminKeys.offers);
      }
    },
    [client, refresh],
  );
}

/** The two views of the purchase statistics (DOMAIN §2.5): by offer or by member. */
export type StatsBy = 'offer' | 'member';

/** What the purchase statistics ask for. */
export interface MarketStatsParams {
  marketId: number;
  by: StatsBy;
  /** Search text ('' for all): the offer's or the member's name. */
  q: string;
  /** First and last day of the orders' creation (`YYYY-MM-DD`, both included); undefined for no bound. */
  from?: string | undefined;
  to?: string | undefined;
  /** 1-based page of {@link MARKET_ADMIN_PAGE_SIZE} rows. */
  page: number;
}

function statsQuery(params: Omit<MarketStatsParams, 'page'>) {
  return { marketId: params.marketId, by: params.by, q: params.q.trim(), from: params.from, to: params.to };
}

/** swr key of one page of the statistics: GET /api/market/admin/stats?marketId=&by=&q=&from=&to=&page=&pageSize=25. */
export function marketStatsKey(params: MarketStatsParams): string {
  return apiPath('marketStats', { ...statsQuery(params), page: params.page, pageSize: MARKET_ADMIN_PAGE_SIZE });
}

/**
 * One page of a market's purchase statistics (DOMAIN §2.5; SPEC §2 'purchase statistics', Analytics
 * 'market'): by offer or by member over the orders created within `from` … `to`, with the totals of
 * everything matched (orders, units, points spent). The previous page stays while the next loads.
 */
export function useMarketStats(params: MarketStatsParams): SWRResponse<MarketStatsPage, ApiError> {
  return useApiGet<MarketStatsPage>(marketStatsKey(params), { keepPreviousData: true });
}

/** URL of the statistics as an .xlsx file (GET /api/market/admin/stats.xlsx): the same view, days and search, in `lang`. */
export function statsExportPath(params: Omit<MarketStatsParams, 'page'>, lang: Language): string {
  return withQuery(marketFileRoutes.exportMarketStats.path, { ...statsQuery(params), lang });
}
