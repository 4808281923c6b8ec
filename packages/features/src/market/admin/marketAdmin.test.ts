import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@gratia/contracts';
import { categories } from './fixtures.ts';
import { adminOffersKey, adminOrdersKey, marketStatsKey, offersExportPath, ordersExportPath, statsExportPath } from './hooks.ts';
import { categoryTree, flattenCategories, orderStatusTone, publicMarketLink, statusListParam, subtreeIds } from './marketAdmin.ts';
import en from './i18n/en.json';
import ru from './i18n/ru.json';

const PLURAL = /_(zero|one|two|few|many|other)$/;
function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
const base = (list: string[]) => new Set(list.map((k) => k.replace(PLURAL, '')));

describe('the market administration helpers (docs/decisions/0046)', () => {
  it('builds the category tree from the flat list, by name within each parent', () => {
    const tree = categoryTree(categories);
    expect(tree.map((n) => n.name)).toEqual(['Еда', 'Мерч', 'Обучение', 'Спорт']);
    expect(tree[0]!.children.map((n) => n.name)).toEqual(['Кофе', 'Обеды']);
    expect(tree[3]!.children.map((n) => [n.name, n.offers])).toEqual([['Бассейн', 1]]);
    // A category whose parent is gone goes to the top.
    expect(categoryTree([{ id: 9, name: 'Сирота', parentId: 404, offers: 0 }]).map((n) => n.id)).toEqual([9]);
  });

  it('flattens the tree depth-first with depths, and finds a subtree', () => {
    expect(flattenCategories(categoryTree(categories)).map((c) => `${c.depth}:${c.name}`)).toEqual(['0:Еда', '1:Кофе', '1:Обеды', '0:Мерч', '0:Обучение', '0:Спорт', '1:Бассейн']);
    expect([...subtreeIds(categories, 1)].sort()).toEqual([1, 2, 3]);
    expect([...subtreeIds(categories, 5)]).toEqual([5]);
  });

  it('makes the public link of a market with its key, none without', () => {
    expect(publicMarketLink('https://gratia.example', { id: 3, publicKey: 'abc-1' })).toBe('https://gratia.example/market/3/offers?public_key=abc-1');
    expect(publicMarketLink('https://gratia.example', { id: 3, publicKey: null })).toBeNull();
  });

  it('colours the statuses as DOMAIN §2.4 does, with a tone for every status', () => {
    expect(orderStatusTone('under_consideration')).toBe('info');
    expect(orderStatusTone('rejected')).toBe('critical');
    expect(orderStatusTone('canceled')).toBe('critical');
    expect(orderStatusTone('paid')).toBe('positive');
    expect(ORDER_STATUSES.map(orderStatusTone).every(Boolean)).toBe(true);
  });

  it('sends the chosen statuses as one comma-separated value in the contracts\' order', () => {
    expect(statusListParam([])).toBeUndefined();
    expect(statusListParam(['rejected', 'paid', 'under_consideration'])).toBe('under_consideration,paid,rejected');
    expect(adminOrdersKey({ marketId: 1, q: ' Анна ', statuses: ['paid', 'issued'], sort: 'total', order: 'asc', page: 2 })).toBe(
      '/api/market/admin/orders?marketId=1&q=%D0%90%D0%BD%D0%BD%D0%B0&status=paid%2Cissued&sort=total&order=asc&page=2&pageSize=25',
    );
    expect(ordersExportPath({ marketId: 1, q: '', statuses: ['paid'], sort: 'id', order: 'desc' }, 'en')).toBe('/api/market/admin/orders.xlsx?marketId=1&status=paid&sort=id&order=desc&lang=en');
  });

  it('asks for the offers, the statistics and their files with the table\'s filters', () => {
    expect(adminOffersKey({ marketId: 1, q: '', categoryId: 2, status: 'archive', sort: 'price', order: 'asc', page: 1 })).toBe('/api/market/admin/offers?marketId=1&categoryId=2&status=archive&sort=price&order=asc&page=1&pageSize=25');
    expect(offersExportPath({ marketId: 1, q: 'худи', sort: 'weight', order: 'desc' }, 'ru')).toBe('/api/market/admin/offers.xlsx?marketId=1&q=%D1%85%D1%83%D0%B4%D0%B8&sort=weight&order=desc&lang=ru');
    expect(marketStatsKey({ marketId: 1, by: 'member', q: '', from: '2026-03-01', to: '2026-03-10', page: 1 })).toBe('/api/market/admin/stats?marketId=1&by=member&from=2026-03-01&to=2026-03-10&page=1&pageSize=25');
    expect(statsExportPath({ marketId: 1, by: 'offer', q: '' }, 'ru')).toBe('/api/market/admin/stats.xlsx?marketId=1&by=offer&lang=ru');
  });

  it('has the same strings in ru and en', () => {
    const r = base(keys(ru));
    const e = base(keys(en));
    expect([...r].filter((k) => !e.has(k)), 'missing in en').toEqual([]);
    expect([...e].filter((k) => !r.has(k)), 'missing in ru').toEqual([]);
  });
});
