/**
 * The market administrators' side (SPEC §2 /admin_market_goods; DOMAIN §2.1, §2.3;
 * docs/decisions/0046): the offers table, the offer form (create, change, archive, delete — delete
 * only while nobody ordered it) and the category tree. Every function takes a market the caller
 * administers (`administeredMarket`).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AdminOffer, AdminOffersPage, AdminOffersQuery, CreateMarketCategoryBody, CreateOfferBody, MarketCategory, UpdateMarketCategoryBody, UpdateOfferBody } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { categoryAndDescendants } from './catalogue.ts';
import { administeredMarket, escapeLike, iso, offerColumns, personJson, toOffer, toPerson, type OfferRow, type Viewer } from './shared.ts';

interface AdminOfferRow extends OfferRow {
  status: 'active' | 'archive';
  sort_weight: number;
  orders: number;
  author: Parameters<typeof toPerson>[0] | null;
  created_at: string | Date;
}

/** The admin columns on top of the catalogue's (alias `o`). */
const adminColumns = sql`o.status, o.created_at,
  (select count(*)::int from market_orders mo where mo.offer_id = o.id) as orders,
  (select ${personJson('ap')} from public_profiles ap where ap.user_id = o.author_id) as author`;

function toAdminOffer(r: AdminOfferRow): AdminOffer {
  const offer = toOffer(r);
  return {
    ...offer,
    price: Number(r.price),
    status: r.status,
    stock: Number(r.stock),
    remainderAction: r.remainder_action,
    sortWeight: Number(r.sort_weight),
    orders: Number(r.orders),
    author: r.author ? toPerson(r.author) : null,
    createdAt: iso(r.created_at),
  };
}

const SORTS: Record<AdminOffersQuery['sort'], string> = {
  name: 'o.name',
  price: 'o.price',
  remainder: 'o.stock',
  activeUntil: 'o.active_until',
  weight: 'o.sort_weight',
  createdAt: 'o.created_at',
  orders: 'orders',
};

/** Where the admin filters put an offer (alias `o`). */
function adminOffersWhere(marketId: number, q: Pick<AdminOffersQuery, 'q' | 'categoryId' | 'status'>): SQL {
  const where: SQL[] = [sql`o.market_id = ${marketId}`];
  const text = q.q?.trim();
  if (text) where.push(sql`(o.name ilike ${`%${escapeLike(text)}%`} or o.description ilike ${`%${escapeLike(text)}%`})`);
  if (q.categoryId !== undefined) where.push(sql`exists (select 1 from market_offer_categories oc where oc.offer_id = o.id and oc.category_id in ${categoryAndDescendants(marketId, q.categoryId)})`);
  if (q.status !== undefined) where.push(sql`o.status = ${q.status}`);
  return sql.join(where, sql` and `);
}

/** GET /market/admin/offers: every offer of the market (any status or date), filtered, sorted and paged on the server. */
export async function adminOffersPage(db: Executor, viewer: Viewer, q: AdminOffersQuery): Promise<AdminOffersPage> {
  await administeredMarket(db, viewer, q.marketId);
  const where = adminOffersWhere(q.marketId, q);
  const dir = q.order === 'asc' ? 'asc nulls first' : 'desc nulls last';
  const rows = await queryRows<AdminOfferRow>(
    db,
    sql`select * from (select ${offerColumns(null)}, ${adminColumns} from market_offers o where ${where}) o
        order by ${sql.raw(`${SORTS[q.sort]} ${dir}, o.id ${q.order === 'asc' ? 'asc' : 'desc'}`)}
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const [n] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from market_offers o where ${where}`);
  return { items: rows.map(toAdminOffer), total: Number(n?.n ?? 0), page: q.page, pageSize: q.pageSize };
}

/** Every offer of the admin filters (the .xlsx export), at most `max`, by the table's sort. */
export async function adminOffersForExport(db: Executor, viewer: Viewer, q: Omit<AdminOffersQuery, 'page' | 'pageSize'>, max: number): Promise<AdminOffer[]> {
  const page = await adminOffersPage(db, viewer, { ...q, page: 1, pageSize: max } as AdminOffersQuery);
  return page.items;
}

/** Offer `id` of the viewer's organization with the market it belongs to; 404 OFFER_NOT_FOUND otherwise. */
async function offerMarket(db: Executor, viewer: Viewer, id: number): Promise<number> {
  const [o] = await queryRows<{ market_id: number }>(db, sql`select market_id from market_offers where id = ${id} and organization_id = ${viewer.organizationId}`);
  if (!o) throw new AppError('OFFER_NOT_FOUND', 'Offer not found');
  return Number(o.market_id);
}

/** GET /market/admin/offers/one: an offer of a market the viewer administers, for the form. */
export async function adminOffer(db: Executor, viewer: Viewer, id: number): Promise<AdminOffer> {
  const marketId = await offerMarket(db, viewer, id);
  await administeredMarket(db, viewer, marketId);
  const [row] = await queryRows<AdminOfferRow>(db, sql`select ${offerColumns(null)}, ${adminColumns} from market_offers o where o.id = ${id}`);
  if (!row) throw new AppError('OFFER_NOT_FOUND', 'Offer not found');
  return toAdminOffer(row);
}

/**
 * 422 IMAGE_NOT_FOUND unless every id is an image of the organization that the viewer uploaded as a
 * photo, or one already on offer `offerId` (another administrator's pictures stay editable).
 */
async function checkOfferImages(tx: Executor, viewer: Viewer, ids: readonly string[], offerId: number | null): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const list = sql.join(unique.map((id) => sql`${id}::uuid`), sql`, `);
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from images i where i.id in (${list}) and i.organization_id = ${viewer.organizationId}
          and ((i.owner_id = ${viewer.userId} and i.purpose = 'thanks')
               or exists (select 1 from market_offers o where o.id = ${offerId ?? 0} and (i.id = any (o.image_ids) or i.id = o.tile_id)))`,
  );
  if (Number(row?.n ?? 0) !== unique.length) throw new AppError('IMAGE_NOT_FOUND', 'An image is unknown or not yours');
}

/** 404 CATEGORY_NOT_FOUND (`details.field`) unless every id is a category of the market. */
async function checkCategories(tx: Executor, marketId: number, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from market_categories where market_id = ${marketId} and id in (${sql.join(unique.map((id) => sql`${id}::int`), sql`, `)})`,
  );
  if (Number(row?.n ?? 0) !== unique.length) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found', { details: { field: 'categoryIds' } });
}

const pgArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** POST /market/admin/offers: a new offer of a market the viewer administers (the author). */
export async function createOffer(db: Db, viewer: Viewer, body: CreateOfferBody): Promise<AdminOffer> {
  const id = await withTxRetry(db, async (tx) => {
    await administeredMarket(tx, viewer, body.marketId);
    await checkOfferImages(tx, viewer, [...body.imageIds, ...(body.tileId ? [body.tileId] : [])], null);
    await checkCategories(tx, body.marketId, body.categoryIds);
    const limit = body.limit;
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into market_offers (organization_id, market_id, name, description, image_ids, tile_id, price, stock, remainder_action, active_from, active_until,
                                     status, limit_period, limit_quantity, limit_days, sort_weight, immediate_delivery, author_id)
          values (${viewer.organizationId}, ${body.marketId}, ${body.name}, ${body.description}, ${pgArray(body.imageIds)}::uuid[], ${body.tileId}::uuid, ${body.price}, ${body.stock},
                  ${body.remainderAction}, ${body.activeFrom}::timestamptz, ${body.activeUntil}::timestamptz, ${body.status}, ${limit.period},
                  ${limit.period === 'unlimited' ? null : limit.quantity}::int, ${limit.period === 'custom' ? limit.days : null}::int, ${body.sortWeight}, ${body.immediateDelivery}, ${viewer.userId})
          returning id`,
    );
    if (!row) throw new Error('offer not written');
    if (body.categoryIds.length > 0) {
      await tx.execute(sql`insert into market_offer_categories (offer_id, category_id) values ${sql.join([...new Set(body.categoryIds)].map((c) => sql`(${row.id}::int, ${c}::int)`), sql`, `)}`);
    }
    return Number(row.id);
  });
  return adminOffer(db, viewer, id);
}

/**
 * PATCH /market/admin/offers: the fields given. The dates are checked against the stored ones too
 * (400 `validation.datesOrder` on `activeUntil`); a lowered stock never goes below 0.
 */
export async function updateOffer(db: Db, viewer: Viewer, body: UpdateOfferBody): Promise<AdminOffer> {
  await withTxRetry(db, async (tx) => {
    const marketId = await offerMarket(tx, viewer, body.id);
    await administeredMarket(tx, viewer, marketId);
    const [cur] = await queryRows<{ active_from: string | Date | null; active_until: string | Date | null }>(
      tx,
      sql`select active_from, active_until from market_offers where id = ${body.id} for update`,
    );
    const from = body.activeFrom !== undefined ? body.activeFrom : cur?.active_from ? iso(cur.active_from) : null;
    const until = body.activeUntil !== undefined ? body.activeUntil : cur?.active_until ? iso(cur.active_until) : null;
    if (from && until && Date.parse(from) >= Date.parse(until)) {
      throw new AppError('VALIDATION_ERROR', 'Active from must be earlier than active until', {
        details: { issues: [{ path: 'activeUntil', message: 'validation.datesOrder', location: 'body' }] },
      });
    }
    await checkOfferImages(tx, viewer, [...(body.imageIds ?? []), ...(body.tileId ? [body.tileId] : [])], body.id);
    if (body.categoryIds) await checkCategories(tx, marketId, body.categoryIds);
    const sets: SQL[] = [sql`updated_at = now()`];
    if (body.name !== undefined) sets.push(sql`name = ${body.name}`);
    if (body.description !== undefined) sets.push(sql`description = ${body.description}`);
    if (body.imageIds !== undefined) sets.push(sql`image_ids = ${pgArray(body.imageIds)}::uuid[]`);
    if (body.tileId !== undefined) sets.push(sql`tile_id = ${body.tileId}::uuid`);
    if (body.price !== undefined) sets.push(sql`price = ${body.price}`);
    if (body.stock !== undefined) sets.push(sql`stock = ${body.stock}`);
    if (body.remainderAction !== undefined) sets.push(sql`remainder_action = ${body.remainderAction}`);
    if (body.activeFrom !== undefined) sets.push(sql`active_from = ${body.activeFrom}::timestamptz`);
    if (body.activeUntil !== undefined) sets.push(sql`active_until = ${body.activeUntil}::timestamptz`);
    if (body.status !== undefined) sets.push(sql`status = ${body.status}`);
    if (body.sortWeight !== undefined) sets.push(sql`sort_weight = ${body.sortWeight}`);
    if (body.immediateDelivery !== undefined) sets.push(sql`immediate_delivery = ${body.immediateDelivery}`);
    if (body.limit !== undefined) {
      const l = body.limit;
      sets.push(sql`limit_period = ${l.period}, limit_quantity = ${l.period === 'unlimited' ? null : l.quantity}::int, limit_days = ${l.period === 'custom' ? l.days : null}::int`);
    }
    await tx.execute(sql`update market_offers set ${sql.join(sets, sql`, `)} where id = ${body.id}`);
    if (body.categoryIds !== undefined) {
      await tx.execute(sql`delete from market_offer_categories where offer_id = ${body.id}`);
      if (body.categoryIds.length > 0) {
        await tx.execute(sql`insert into market_offer_categories (offer_id, category_id) values ${sql.join([...new Set(body.categoryIds)].map((c) => sql`(${body.id}::int, ${c}::int)`), sql`, `)}`);
      }
    }
  });
  return adminOffer(db, viewer, body.id);
}

/** DELETE /market/admin/offers: deletes an offer nobody ordered (409 OFFER_HAS_ORDERS: archive it instead); it leaves every cart. */
export async function deleteOffer(db: Db, viewer: Viewer, id: number): Promise<void> {
  await withTxRetry(db, async (tx) => {
    const marketId = await offerMarket(tx, viewer, id);
    await administeredMarket(tx, viewer, marketId);
    await tx.execute(sql`select id from market_offers where id = ${id} for update`);
    const [ordered] = await queryRows<{ ok: number }>(tx, sql`select 1 as ok from market_orders where offer_id = ${id} limit 1`);
    if (ordered) throw new AppError('OFFER_HAS_ORDERS', 'An ordered offer cannot be deleted');
    await tx.execute(sql`delete from market_offers where id = ${id}`);
  });
}

/** Category `id` of a market the viewer administers; 404 CATEGORY_NOT_FOUND otherwise. */
async function categoryMarket(db: Executor, viewer: Viewer, id: number, field = 'id'): Promise<number> {
  const [c] = await queryRows<{ market_id: number }>(
    db,
    sql`select c.market_id from market_categories c join markets m on m.id = c.market_id where c.id = ${id} and m.organization_id = ${viewer.organizationId}`,
  );
  if (!c) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found', { details: { field } });
  await administeredMarket(db, viewer, Number(c.market_id));
  return Number(c.market_id);
}

async function categoryRow(db: Executor, id: number): Promise<MarketCategory> {
  const [r] = await queryRows<{ id: number; name: string; parent_id: number | null; offers: number }>(
    db,
    sql`select c.id, c.name, c.parent_id, (select count(*)::int from market_offer_categories oc where oc.category_id = c.id) as offers from market_categories c where c.id = ${id}`,
  );
  if (!r) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found');
  return { id: Number(r.id), name: r.name, parentId: r.parent_id === null ? null : Number(r.parent_id), offers: Number(r.offers) };
}

/** 422 CATEGORY_NAME_REQUIRED for a blank name (SPEC §5). */
function checkName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new AppError('CATEGORY_NAME_REQUIRED', 'Category name is required');
  return trimmed;
}

/** POST /market/admin/categories: a category of the market, under `parentId` of the same market or at the top. */
export async function createCategory(db: Db, viewer: Viewer, body: CreateMarketCategoryBody): Promise<MarketCategory> {
  const name = checkName(body.name);
  await administeredMarket(db, viewer, body.marketId);
  if (body.parentId !== null) {
    const parentMarket = await categoryMarket(db, viewer, body.parentId, 'parentId');
    if (parentMarket !== body.marketId) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found', { details: { field: 'parentId' } });
  }
  const [row] = await queryRows<{ id: number }>(db, sql`insert into market_categories (market_id, name, parent_id) values (${body.marketId}, ${name}, ${body.parentId}) returning id`);
  if (!row) throw new Error('category not written');
  return categoryRow(db, Number(row.id));
}

/** PATCH /market/admin/categories: rename or move; 422 CATEGORY_CYCLE when the new parent is the category or one of its descendants. */
export async function updateCategory(db: Db, viewer: Viewer, body: UpdateMarketCategoryBody): Promise<MarketCategory> {
  await withTxRetry(db, async (tx) => {
    const marketId = await categoryMarket(tx, viewer, body.id);
    const sets: SQL[] = [];
    if (body.name !== undefined) sets.push(sql`name = ${checkName(body.name)}`);
    if (body.parentId !== undefined) {
      if (body.parentId !== null) {
        const parentMarket = await categoryMarket(tx, viewer, body.parentId, 'parentId');
        if (parentMarket !== marketId) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found', { details: { field: 'parentId' } });
        const [cycle] = await queryRows<{ ok: number }>(tx, sql`select 1 as ok where ${body.parentId}::int in ${categoryAndDescendants(marketId, body.id)}`);
        if (cycle) throw new AppError('CATEGORY_CYCLE', 'A category cannot be nested in itself');
      }
      sets.push(sql`parent_id = ${body.parentId}`);
    }
    if (sets.length > 0) await tx.execute(sql`update market_categories set ${sql.join(sets, sql`, `)} where id = ${body.id}`);
  });
  return categoryRow(db, body.id);
}

/** DELETE /market/admin/categories: 409 CATEGORY_HAS_CHILDREN with subcategories (SPEC §5); its offers lose the category. */
export async function deleteCategory(db: Db, viewer: Viewer, id: number): Promise<void> {
  await withTxRetry(db, async (tx) => {
    await categoryMarket(tx, viewer, id);
    const [child] = await queryRows<{ ok: number }>(tx, sql`select 1 as ok from market_categories where parent_id = ${id} limit 1`);
    if (child) throw new AppError('CATEGORY_HAS_CHILDREN', 'A category with subcategories cannot be deleted');
    await tx.execute(sql`delete from market_categories where id = ${id}`);
  });
}
