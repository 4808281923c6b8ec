import { ORDER_STATUSES, type MarketCategory, type OrderStatus, type TemplateCategory } from '@gratia/contracts';

/**
 * Pure helpers of the market administration (SPEC §2 /admin_market_goods, /admin_market_purchases;
 * DOMAIN §2.1, §2.4; docs/decisions/0046): the category tree from the flat list, the public link,
 * the order statuses' pill tones and the status filter's query value. No React, no network.
 */

/**
 * A category of a market's tree with its subcategories: the shape of a template category (so the
 * challenge templates' `CategoryTree` shows it) plus how many offers carry it.
 */
export interface MarketCategoryNode extends TemplateCategory {
  children: MarketCategoryNode[];
  /** Offers filed under this category (not its subcategories). */
  offers: number;
}

/**
 * The tree of a market's categories from the flat list `GET /api/market/categories` answers (by
 * name): each category under its parent, siblings in the list's order; a category whose parent is
 * not in the list goes to the top level.
 */
export function categoryTree(flat: readonly MarketCategory[]): MarketCategoryNode[] {
  const nodes = new Map<number, MarketCategoryNode>(flat.map((c) => [c.id, { id: c.id, name: c.name, parentId: c.parentId, offers: c.offers, children: [] }]));
  const roots: MarketCategoryNode[] = [];
  for (const c of flat) {
    const node = nodes.get(c.id)!;
    const parent = c.parentId === null ? undefined : nodes.get(c.parentId);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** One category of a flattened tree: its id, name and depth (0 at the top level). */
export interface FlatCategory {
  id: number;
  name: string;
  depth: number;
}

/** The tree depth-first, each category with its depth (a Select's indented options). */
export function flattenCategories(nodes: readonly MarketCategoryNode[], depth = 0): FlatCategory[] {
  return nodes.flatMap((n) => [{ id: n.id, name: n.name, depth }, ...flattenCategories(n.children, depth + 1)]);
}

/** The ids of category `id` and of every category under it (a category cannot move under these: CATEGORY_CYCLE). */
export function subtreeIds(flat: readonly MarketCategory[], id: number): Set<number> {
  const ids = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of flat) {
      if (c.parentId !== null && ids.has(c.parentId) && !ids.has(c.id)) {
        ids.add(c.id);
        grew = true;
      }
    }
  }
  return ids;
}

/**
 * The public read-only catalogue of a market (SPEC §2 /market/{id}/offers; DOMAIN §2.3 'Public
 * link'): `{origin}/market/{id}/offers?public_key={publicKey}`, e.g.
 * `https://gratia.example/market/3/offers?public_key=0b6f…`. Null without a key (only its
 * administrators get it).
 */
export function publicMarketLink(origin: string, market: { id: number; publicKey: string | null }): string | null {
  if (!market.publicKey) return null;
  return `${origin}/market/${market.id}/offers?public_key=${encodeURIComponent(market.publicKey)}`;
}

/** The tone of an order's status pill (DOMAIN §2.4): under consideration its own, rejected and canceled red, paid and on green, accepted ones amber. */
export type OrderStatusTone = 'info' | 'warning' | 'positive' | 'critical';

/** {@link OrderStatusTone} of each status; the pill's text says the status too. */
export function orderStatusTone(status: OrderStatus): OrderStatusTone {
  if (status === 'under_consideration') return 'info';
  if (status === 'rejected' || status === 'canceled') return 'critical';
  if (status === 'accepted_awaiting' || status === 'accepted_by_buyer') return 'warning';
  return 'positive';
}

/**
 * The shopping list's `status` query value: the chosen statuses comma-separated in the contracts'
 * order (`under_consideration,paid`), undefined for none (every status).
 */
export function statusListParam(statuses: readonly OrderStatus[]): string | undefined {
  const chosen = ORDER_STATUSES.filter((s) => statuses.includes(s));
  return chosen.length > 0 ? chosen.join(',') : undefined;
}
