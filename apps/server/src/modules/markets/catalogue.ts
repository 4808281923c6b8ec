/**
 * The catalogue of a market (SPEC §2 /market, /market/{id}/offers; DOMAIN §2.1; docs/decisions/0046):
 * categories, offers with search, category and price filters and sorts, one offer, the public page's
 * market, and the main page's top benefits. Members see what is live in an open market of their
 * community; a visitor holding the market's public key sees the same without a cart, and without
 * prices when the market hides them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_BONUS_NAME, type BonusName } from '@gratia/contracts';
import type { MarketCategories, Offer, OfferIdQuery, OffersPage, OffersQuery, PublicMarket, TopOffers } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthContext } from '../../http/session.ts';
import { decodeOffset, encodeOffset, escapeLike, offerColumns, offerIsLive, openMarketOf, publicMarketOf, toOffer, type MarketRow, type MarketShare, type OfferRow, type Viewer } from './shared.ts';
import { listAvailableMarkets } from './service.ts';

/** Who reads the catalogue: a member of the market's community, or a visitor with its public key. */
export interface CatalogueAccess {
  market: MarketRow;
  /** The member's id; null for a visitor of the public page. */
  userId: number | null;
  /** Set for a visitor: the share their image URLs carry. */
  share?: MarketShare;
  showPrice: boolean;
}

/**
 * Resolves who reads market `marketId`: with `publicKey`, anyone (the public page; 404
 * MARKET_NOT_FOUND for a wrong key); otherwise a signed-in member of the market's community
 * (401 UNAUTHORIZED without a session, 404 MARKET_NOT_FOUND for a closed or another community's market).
 */
export async function catalogueAccess(db: Executor, auth: AuthContext | null, marketId: number, publicKey: string | undefined): Promise<CatalogueAccess> {
  if (publicKey !== undefined) {
    const market = await publicMarketOf(db, marketId, publicKey);
    return { market, userId: null, share: { marketId: market.id, key: market.public_key }, showPrice: market.public_prices };
  }
  if (!auth) throw new AppError('UNAUTHORIZED', 'Sign in first');
  if (auth.organizationId === null) throw new AppError('FORBIDDEN', 'No current organization');
  const market = await openMarketOf(db, auth.organizationId, marketId);
  return { market, userId: auth.userId, showPrice: true };
}

/** GET /market/categories: the market's category tree, flat, by name, each with the live offers it holds directly. */
export async function categoriesOf(db: Executor, access: CatalogueAccess): Promise<MarketCategories> {
  const rows = await queryRows<{ id: number; name: string; parent_id: number | null; offers: number }>(
    db,
    sql`select c.id, c.name, c.parent_id,
               (select count(*)::int from market_offer_categories oc join market_offers o on o.id = oc.offer_id
                 where oc.category_id = c.id and ${offerIsLive()}) as offers
        from market_categories c where c.market_id = ${access.market.id} order by c.name, c.id`,
  );
  return { items: rows.map((r) => ({ id: Number(r.id), name: r.name, parentId: r.parent_id === null ? null : Number(r.parent_id), offers: Number(r.offers) })) };
}

/** The ids of category `id` and all its descendants in market `marketId` (SQL subquery). */
export const categoryAndDescendants = (marketId: number, id: number): SQL =>
  sql`(with recursive tree(id) as (select id from market_categories where id = ${id} and market_id = ${marketId}
        union select c.id from market_categories c join tree t on c.parent_id = t.id) select id from tree)`;

const ORDER_BY: Record<OffersQuery['sort'], SQL> = {
  weight: sql`o.sort_weight desc, o.id desc`,
  price_asc: sql`o.price asc, o.id asc`,
  price_desc: sql`o.price desc, o.id desc`,
  newest: sql`o.id desc`,
  popular: sql`chosen_by desc, o.sort_weight desc, o.id desc`,
};

/** GET /market/offers: a page of the live offers matching the filters (offset cursor; docs/decisions/0046). */
export async function offersPage(db: Executor, access: CatalogueAccess, q: OffersQuery): Promise<OffersPage> {
  const offset = decodeOffset(q.cursor);
  const where: SQL[] = [sql`o.market_id = ${access.market.id}`, offerIsLive()];
  const text = q.q?.trim();
  if (text) where.push(sql`(o.name ilike ${`%${escapeLike(text)}%`} or o.description ilike ${`%${escapeLike(text)}%`})`);
  if (q.categoryId !== undefined) where.push(sql`exists (select 1 from market_offer_categories oc where oc.offer_id = o.id and oc.category_id in ${categoryAndDescendants(access.market.id, q.categoryId)})`);
  // A price filter on a page that hides prices would tell them: it is ignored there.
  if (access.showPrice && q.minPrice !== undefined) where.push(sql`o.price >= ${q.minPrice}`);
  if (access.showPrice && q.maxPrice !== undefined) where.push(sql`o.price <= ${q.maxPrice}`);
  const sort = !access.showPrice && (q.sort === 'price_asc' || q.sort === 'price_desc') ? 'weight' : q.sort;
  const rows = await queryRows<OfferRow>(
    db,
    sql`select * from (select ${offerColumns(access.userId)} from market_offers o where ${sql.join(where, sql` and `)}) o
        order by ${ORDER_BY[sort]} limit ${q.limit + 1} offset ${offset}`,
  );
  const more = rows.length > q.limit;
  return {
    items: rows.slice(0, q.limit).map((r) => toOffer(r, { ...(access.share ? { share: access.share } : {}), showPrice: access.showPrice })),
    nextCursor: more ? encodeOffset(offset + q.limit) : null,
  };
}

/** GET /market/offers/one: a live offer of the market; 404 OFFER_NOT_FOUND otherwise. */
export async function offerOne(db: Executor, access: CatalogueAccess, q: OfferIdQuery): Promise<Offer> {
  const [row] = await queryRows<OfferRow>(
    db,
    sql`select ${offerColumns(access.userId)} from market_offers o where o.id = ${q.id} and o.market_id = ${access.market.id} and ${offerIsLive()}`,
  );
  if (!row) throw new AppError('OFFER_NOT_FOUND', 'Offer not found');
  return toOffer(row, { ...(access.share ? { share: access.share } : {}), showPrice: access.showPrice });
}

/** GET /market/public: the public page's market (no session): its name, whether prices show, and its community's name and bonus name. */
export async function publicMarket(db: Executor, marketId: number, key: string): Promise<PublicMarket> {
  const m = await publicMarketOf(db, marketId, key);
  const [org] = await queryRows<{ name: string; bonus_name: BonusName | null }>(
    db,
    sql`select name, bonus_name from organizations where id = ${m.organization_id}`,
  );
  return { id: m.id, name: m.name, publicPrices: m.public_prices, community: { name: org?.name ?? '', bonusName: org?.bonus_name ?? DEFAULT_BONUS_NAME } };
}

/** The window of the top benefits, days. */
export const TOP_OFFERS_DAYS = 90;

/**
 * GET /market/top: the main page's top benefits (docs/decisions/0046) — the live offers of the first
 * available market with the most units in orders not rejected or canceled over the last
 * {@link TOP_OFFERS_DAYS} days (at least one), ties by sorting weight. `marketId` null when no market is available.
 */
export async function topOffers(db: Executor, viewer: Viewer, limit: number): Promise<TopOffers> {
  const [market] = await listAvailableMarkets(db, viewer);
  if (!market) return { marketId: null, items: [] };
  const rows = await queryRows<OfferRow & { units: number }>(
    db,
    sql`select * from (
          select ${offerColumns(viewer.userId)},
                 (select coalesce(sum(mo.quantity), 0)::int from market_orders mo
                   where mo.offer_id = o.id and mo.status not in ('rejected', 'canceled') and mo.created_at > now() - make_interval(days => ${TOP_OFFERS_DAYS})) as units,
                 o.sort_weight as weight
          from market_offers o where o.market_id = ${market.id} and ${offerIsLive()}) o
        where o.units > 0
        order by o.units desc, o.weight desc, o.id desc limit ${limit}`,
  );
  return { marketId: market.id, items: rows.map((r) => ({ ...toOffer(r), units: Number(r.units) })) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The media module's share rule for the public catalogue (docs/decisions/0046): image `imageId` is
 * readable by anyone holding `?market=&key=` when it is a picture of a live offer of that open market
 * and `key` is its public key. Returns the market's organization, else null.
 */
export async function publicMarketImage(db: Executor, imageId: string, share: { market?: number | undefined; key?: string | undefined }): Promise<number | null> {
  if (share.market === undefined || share.key === undefined || !UUID.test(share.key) || !UUID.test(imageId)) return null;
  const [row] = await queryRows<{ organization_id: number }>(
    db,
    sql`select m.organization_id from markets m join organizations org on org.id = m.organization_id
        join market_offers o on o.market_id = m.id
        where m.id = ${share.market} and m.public_key = ${share.key}::uuid and m.is_active and not org.hide_market and ${offerIsLive()}
          and (o.tile_id = ${imageId}::uuid or ${imageId}::uuid = any (o.image_ids))
        limit 1`,
  );
  return row ? Number(row.organization_id) : null;
}
