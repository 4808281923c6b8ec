import { MAX_POINTS, OFFER_SORTS, type MarketCategory, type OfferSort } from '@gratia/contracts';

/*
 * The catalogue's filters (SPEC §2 'catalogue with category and price filters'; DOMAIN §2.1 side
 * filters; docs/decisions/0046): what the page's query holds, how it is read and written, and the
 * category tree as the strip and the filters show it. Pure functions, no React.
 */

/** The catalogue's filters: search text, category (with its subcategories), price bounds in whole points, and the order. */
export interface CatalogueFilters {
  /** Search in names and descriptions ('' = none). */
  q: string;
  /** A category id; null = every category. */
  categoryId: number | null;
  /** Lowest price, whole points ≥ 0; null = no bound. */
  minPrice: number | null;
  /** Highest price, whole points ≥ `minPrice`; null = no bound. */
  maxPrice: number | null;
  /** The order; `weight` (the market's own) by default. */
  sort: OfferSort;
}

/** No filters: every offer in the market's own order. */
export const NO_FILTERS: CatalogueFilters = { q: '', categoryId: null, minPrice: null, maxPrice: null, sort: 'weight' };

/** The query parameters of the catalogue page (`/market?q=&category=&min=&max=&sort=&offer=`). */
export const CATALOGUE_PARAMS = { q: 'q', category: 'category', min: 'min', max: 'max', sort: 'sort', offer: 'offer' } as const;

/** Longest search text the API takes (contracts OffersQuery `q`), characters. */
export const SEARCH_MAX_LENGTH = 100;

/** A whole number written in digits within 0 … `max` (a price bound, an id), else null. */
function wholeNumber(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d{1,16}$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : null;
}

/**
 * The filters in a page's query: unknown, malformed or out-of-range values read as "no filter"
 * (a hand-edited link never breaks the page); a highest price below the lowest is dropped, as the
 * API would refuse it (contracts OffersQuery).
 */
export function parseCatalogueFilters(params: URLSearchParams): CatalogueFilters {
  const minPrice = wholeNumber(params.get(CATALOGUE_PARAMS.min), 0, MAX_POINTS);
  const maxRaw = wholeNumber(params.get(CATALOGUE_PARAMS.max), 0, MAX_POINTS);
  const sortRaw = params.get(CATALOGUE_PARAMS.sort);
  return {
    q: (params.get(CATALOGUE_PARAMS.q) ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    categoryId: wholeNumber(params.get(CATALOGUE_PARAMS.category), 1, Number.MAX_SAFE_INTEGER),
    minPrice,
    maxPrice: maxRaw !== null && minPrice !== null && maxRaw < minPrice ? null : maxRaw,
    sort: OFFER_SORTS.find((known) => known === sortRaw) ?? 'weight',
  };
}

/**
 * `params` with `changes` written in (every other parameter kept, the open offer too): a filter at
 * its default is left out, so every set of filters has one address.
 */
export function catalogueSearch(params: URLSearchParams, changes: Partial<CatalogueFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | number | null | undefined, isDefault: boolean) => {
    if (value === undefined) return;
    if (value === null || isDefault) next.delete(key);
    else next.set(key, String(value));
  };
  put(CATALOGUE_PARAMS.q, changes.q?.trim(), changes.q?.trim() === '');
  put(CATALOGUE_PARAMS.category, changes.categoryId, false);
  put(CATALOGUE_PARAMS.min, changes.minPrice, false);
  put(CATALOGUE_PARAMS.max, changes.maxPrice, false);
  put(CATALOGUE_PARAMS.sort, changes.sort, changes.sort === 'weight');
  return next;
}

/** How many of the filters panel's settings differ from the defaults (category, price, order): the 'Filters' button's count. */
export function activeFilterCount(filters: CatalogueFilters): number {
  return [filters.categoryId !== null, filters.minPrice !== null || filters.maxPrice !== null, filters.sort !== 'weight'].filter(Boolean).length;
}

/** True when anything narrows the list (search, category, price): the empty state then offers to reset. */
export function isFiltered(filters: CatalogueFilters): boolean {
  return filters.q !== '' || filters.categoryId !== null || filters.minPrice !== null || filters.maxPrice !== null;
}

/** What is wrong with a price range of the filters panel: `maxPrice` below `minPrice` ('market:filters.priceOrder'). */
export interface PriceRangeErrors {
  maxPrice?: 'priceOrder';
}

/** Checks a price range (whole points ≥ 0, the fields enforce that): the highest not below the lowest. */
export function validatePriceRange(minPrice: number | null, maxPrice: number | null): PriceRangeErrors {
  return minPrice !== null && maxPrice !== null && maxPrice < minPrice ? { maxPrice: 'priceOrder' } : {};
}

/** A category of the tree with its depth (0 = top level). */
export interface CategoryNode {
  category: MarketCategory;
  depth: number;
}

/**
 * The category tree in reading order — each category followed by its subcategories, names
 * alphabetical within a level (the API sends the tree flat, by name). A category whose parent is
 * not in the list counts as top level; a cycle (never sent) is cut.
 */
export function categoryTree(categories: readonly MarketCategory[]): CategoryNode[] {
  const ids = new Set(categories.map((c) => c.id));
  const children = new Map<number | null, MarketCategory[]>();
  for (const category of categories) {
    const parent = category.parentId !== null && ids.has(category.parentId) ? category.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const out: CategoryNode[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    const level = [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    for (const category of level) {
      if (seen.has(category.id)) continue;
      seen.add(category.id);
      out.push({ category, depth });
      walk(category.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** The top-level categories (the strip above the grid: 'All' and these; DOMAIN §2.1), alphabetical. */
export function topCategories(categories: readonly MarketCategory[]): MarketCategory[] {
  return categoryTree(categories)
    .filter((node) => node.depth === 0)
    .map((node) => node.category);
}
