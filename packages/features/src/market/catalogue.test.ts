import { describe, expect, it } from 'vitest';
import { activeFilterCount, catalogueSearch, categoryTree, isFiltered, NO_FILTERS, parseCatalogueFilters, topCategories, validatePriceRange } from './catalogue.ts';
import { demoCategories } from './fixtures.ts';

const parse = (query: string) => parseCatalogueFilters(new URLSearchParams(query));

describe('parseCatalogueFilters', () => {
  it('reads every filter of the query', () => {
    expect(parse('q=%20кофе%20&category=2&min=10&max=500&sort=price_desc')).toEqual({ q: 'кофе', categoryId: 2, minPrice: 10, maxPrice: 500, sort: 'price_desc' });
  });

  it('reads nothing as no filter, the market\'s own order', () => {
    expect(parse('')).toEqual(NO_FILTERS);
  });

  it('drops malformed, negative, fractional and out-of-range values, and an unknown order', () => {
    expect(parse('category=abc&min=-5&max=1.5&sort=cheapest')).toEqual(NO_FILTERS);
    expect(parse('category=0&min=99999999999999999')).toEqual(NO_FILTERS);
  });

  it('drops a highest price below the lowest (the API would refuse it)', () => {
    expect(parse('min=100&max=50')).toMatchObject({ minPrice: 100, maxPrice: null });
    expect(parse('min=50&max=50')).toMatchObject({ minPrice: 50, maxPrice: 50 });
  });

  it('cuts the search to what the API takes', () => {
    expect(parse(`q=${'а'.repeat(150)}`).q).toHaveLength(100);
  });
});

describe('catalogueSearch', () => {
  it('writes the filters and keeps the other parameters (the open offer)', () => {
    const next = catalogueSearch(new URLSearchParams('offer=3'), { q: 'худи', categoryId: 3, minPrice: 0, maxPrice: 900, sort: 'popular' });
    expect(Object.fromEntries(next)).toEqual({ offer: '3', q: 'худи', category: '3', min: '0', max: '900', sort: 'popular' });
  });

  it('leaves the defaults out, so a set of filters has one address', () => {
    const next = catalogueSearch(new URLSearchParams('q=x&category=2&min=1&max=2&sort=newest'), NO_FILTERS);
    expect(next.toString()).toBe('');
    expect(catalogueSearch(new URLSearchParams('q=x'), { q: '   ' }).toString()).toBe('');
  });

  it('changes only what is given', () => {
    expect(catalogueSearch(new URLSearchParams('q=x&sort=newest'), { categoryId: 5 }).toString()).toBe('q=x&sort=newest&category=5');
  });

  it('round-trips through parseCatalogueFilters', () => {
    const filters = { q: 'ланч', categoryId: 7, minPrice: 100, maxPrice: 200, sort: 'price_asc' as const };
    expect(parseCatalogueFilters(catalogueSearch(new URLSearchParams(), filters))).toEqual(filters);
  });
});

describe('activeFilterCount and isFiltered', () => {
  it('count the panel\'s settings: category, price (one for both bounds), order', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, q: 'x' })).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, categoryId: 1, minPrice: 1, maxPrice: 2, sort: 'newest' })).toBe(3);
    expect(activeFilterCount({ ...NO_FILTERS, maxPrice: 2 })).toBe(1);
  });

  it('call a list narrowed by the search, a category or a price filtered, not by the order', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, sort: 'popular' })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, q: 'x' })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, minPrice: 0 })).toBe(true);
  });
});

describe('validatePriceRange', () => {
  it('refuses a highest price below the lowest, on the highest', () => {
    expect(validatePriceRange(100, 50)).toEqual({ maxPrice: 'priceOrder' });
    expect(validatePriceRange(100, 100)).toEqual({});
    expect(validatePriceRange(null, 0)).toEqual({});
    expect(validatePriceRange(5, null)).toEqual({});
  });
});

describe('categoryTree and topCategories', () => {
  it('put each category before its subcategories, names alphabetical in a level', () => {
    expect(categoryTree(demoCategories).map(({ category, depth }) => `${'-'.repeat(depth)}${category.name}`)).toEqual(['Еда', '-Кофе', '-Обеды', 'Мерч', 'Обучение', '-Книги', 'Спорт']);
    expect(topCategories(demoCategories).map((c) => c.name)).toEqual(['Еда', 'Мерч', 'Обучение', 'Спорт']);
  });

  it('count a category whose parent is missing as top level, and cut a cycle', () => {
    const orphan = [{ id: 1, name: 'Сироты', parentId: 99, offers: 0 }];
    expect(categoryTree(orphan)).toEqual([{ category: orphan[0], depth: 0 }]);
    const cycle = [
      { id: 1, name: 'А', parentId: 2, offers: 0 },
      { id: 2, name: 'Б', parentId: 1, offers: 0 },
    ];
    expect(categoryTree(cycle)).toEqual([]);
  });
});
