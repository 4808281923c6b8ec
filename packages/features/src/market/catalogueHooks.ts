import { useMemo } from 'react';
import type { SWRResponse } from 'swr';
import type { MarketCategories, Offer, OffersPage, PublicMarket } from '@gratia/contracts';
import { apiPath, useApiGet, useCursorPages, type ApiError, type PagedListState } from '../api/index.ts';
import type { CatalogueFilters } from './catalogue.ts';
import { marketPaths } from './paths.ts';

/** Offers per page of the catalogue (contracts OffersQuery default; DOMAIN §2.1 fetched 3, the public page 20). */
export const OFFERS_PAGE_SIZE = 24;

/** Which market a catalogue reads: a member's (`publicKey` undefined) or the public page's (with the market's key, no session). */
export interface CatalogueSource {
  marketId: number;
  publicKey?: string;
}

/** What {@link useOffers} returns. */
export interface OffersState extends PagedListState {
  /** The offers of all loaded pages, in the chosen order. */
  items: Offer[];
}

/**
 * The catalogue (SPEC §2 'catalogue with category and price filters'; DOMAIN §2.1;
 * docs/decisions/0046): GET /api/market/offers?marketId=&q=&categoryId=&minPrice=&maxPrice=&sort=&limit=24,
 * cursor pages. A category includes its subcategories (the server's rule). With `publicKey` the
 * call needs no session (the public page) and prices are null when the market hides them.
 */
export function useOffers(source: CatalogueSource, filters: CatalogueFilters): OffersState {
  const { marketId, publicKey } = source;
  const { q, categoryId, minPrice, maxPrice, sort } = filters;
  const getKey = useMemo(
    () =>
      (index: number, previous: OffersPage | null): string | null => {
        if (previous && !previous.nextCursor) return null;
        return apiPath('offers', {
          marketId,
          publicKey,
          q: q || undefined,
          categoryId: categoryId ?? undefined,
          minPrice: minPrice ?? undefined,
          maxPrice: maxPrice ?? undefined,
          sort: sort === 'weight' ? undefined : sort,
          limit: OFFERS_PAGE_SIZE,
          cursor: index === 0 ? undefined : (previous?.nextCursor ?? undefined),
        });
      },
    [marketId, publicKey, q, categoryId, minPrice, maxPrice, sort],
  );
  const { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload } = useCursorPages<Offer, OffersPage>(getKey);
  return { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload };
}

/**
 * One offer of the catalogue for its detail dialog (DOMAIN §2.1 'Offer details'): GET
 * /api/market/offers/one (404 OFFER_NOT_FOUND once it is archived or expired). `fallback` — the
 * offer as the grid loaded it — shows at once while the fresh copy loads. Null `id` fetches nothing.
 * The public page's reads never toast (its faces say what failed).
 */
export function useOffer(source: CatalogueSource, id: number | null, fallback?: Offer): SWRResponse<Offer, ApiError> {
  return useApiGet<Offer>(id === null ? null : marketPaths.offer(source.marketId, id, source.publicKey), {
    fallbackData: fallback,
    ...(source.publicKey ? { onError: () => undefined } : {}),
  });
}

/** The market's category tree, flat and by name (SPEC §3 Offer 'category'): GET /api/market/categories; with `publicKey` for the public page. */
export function useMarketCategories(source: CatalogueSource): SWRResponse<MarketCategories, ApiError> {
  return useApiGet<MarketCategories>(marketPaths.categories(source.marketId, source.publicKey), source.publicKey ? { onError: () => undefined } : undefined);
}

/** A share key as the server issues it (a UUID); anything else is not looked up. */
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Error codes the public page shows as "not found": a wrong key or a closed market (404), and a malformed one (400). */
const NOT_FOUND_CODES: readonly string[] = ['MARKET_NOT_FOUND', 'NOT_FOUND', 'VALIDATION_ERROR'];

/** Which face the public page shows: the `data-state` of `PublicMarketView`. */
export type PublicMarketStatus = 'loading' | 'not-found' | 'error' | 'ready';

/** What {@link usePublicMarket} returns. */
export interface PublicMarketState {
  status: PublicMarketStatus;
  /** The market's name, its community and whether prices show, once loaded. */
  market: PublicMarket | undefined;
  /** The market's id as a number (null when the route's id is not one). */
  marketId: number | null;
  error: ApiError | undefined;
  /** Reads it again (the error face's retry). */
  reload: () => Promise<unknown>;
}

/**
 * The public catalogue's market (SPEC §2 none layout /market/{id}/offers?public_key=; DOMAIN §2.1;
 * docs/decisions/0046 'public page'): GET /api/market/public?marketId=&publicKey=, no session. An id
 * that is not a positive integer or a key that is not UUID-shaped is not asked for and reads as
 * `not-found`, as does the server's 404 (a wrong key, a closed market) — never a redirect to
 * /login (SPEC §8 exception for this page), never a toast (the page's faces say it).
 */
export function usePublicMarket(id: string | undefined, publicKey: string | null | undefined): PublicMarketState {
  const marketId = id && /^\d{1,15}$/.test(id) && Number(id) > 0 ? Number(id) : null;
  const valid = marketId !== null && typeof publicKey === 'string' && UUID_SHAPE.test(publicKey);
  const read = useApiGet<PublicMarket>(valid ? marketPaths.publicMarket(marketId, publicKey) : null, { onError: () => undefined });
  const notFound = !valid || (read.error !== undefined && NOT_FOUND_CODES.includes(read.error.code));
  const status: PublicMarketStatus = notFound ? 'not-found' : read.data ? 'ready' : read.error ? 'error' : 'loading';
  return { status, market: notFound ? undefined : read.data, marketId, error: read.error, reload: () => read.mutate() };
}
