/**
 * What every part of the benefit market shares (docs/decisions/0046): the viewer, who administers a
 * market, the offer's SQL as the API shows it, images (with the public page's share), paging.
 */
import { sql, type SQL } from 'drizzle-orm';
import { imageUrl, type ImageRef, type IssueLimit, type Offer, type OfferSummary, type UserSummary } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { isAdmin } from '../roles/index.ts';
import type { LimitPeriodCode } from './schema.ts';

/** The caller: a member of `organizationId`. */
export interface Viewer {
  organizationId: number;
  userId: number;
}

/** An instant from the driver (Date or text) as ISO 8601. */
export const iso = (v: string | Date): string => (v instanceof Date ? v : new Date(v)).toISOString();

/** Escapes LIKE wildcards so user input matches literally. */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An image as the queries' JSON carries it. */
export interface ImageJson {
  id: string;
  width: number;
  height: number;
}

/** The public page's share of a market's images (`?market=&key=`): anyone holding it may read them. */
export interface MarketShare {
  marketId: number;
  key: string;
}

/** An image of a query's JSON as the API's ImageRef, with the public page's share in its URLs when given. */
export function toImage(i: ImageJson, share?: MarketShare): ImageRef {
  const q = share ? `market=${share.marketId}&key=${share.key}` : '';
  return {
    id: i.id,
    url: share ? `${imageUrl(i.id)}?${q}` : imageUrl(i.id),
    thumbUrl: share ? `${imageUrl(i.id, 'thumb')}&${q}` : imageUrl(i.id, 'thumb'),
    width: Number(i.width),
    height: Number(i.height),
  };
}

/** Columns of a person from the `public_profiles` alias `a`, as one JSON object (null when absent). */
export const personJson = (a: string) =>
  sql.raw(
    `case when ${a}.user_id is null then null else json_build_object('id', ${a}.user_id, 'firstName', coalesce(${a}.first_name, ''), ` +
      `'surname', coalesce(${a}.surname, ''), 'nickname', ${a}.nickname, 'tgName', ${a}.tg_name, 'photo', ${a}.photo) end`,
  );
/** A person of a query's JSON with a numeric id. */
export const toPerson = (p: UserSummary): UserSummary => ({ ...p, id: Number(p.id) });

/** A market row as the market's routes need it. */
export interface MarketRow {
  id: number;
  organization_id: number;
  name: string;
  is_active: boolean;
  public_key: string;
  public_prices: boolean;
}

/** Market `id` of the organization (open or closed); 404 MARKET_NOT_FOUND otherwise. */
export async function marketOf(db: Executor, organizationId: number, id: number): Promise<MarketRow> {
  const [m] = await queryRows<MarketRow>(
    db,
    sql`select id, organization_id, name, is_active, public_key::text, public_prices from markets where id = ${id} and organization_id = ${organizationId}`,
  );
  if (!m) throw new AppError('MARKET_NOT_FOUND', 'Market not found');
  return { ...m, id: Number(m.id), organization_id: Number(m.organization_id) };
}

/**
 * Market `id` as members shop in it: open, of the caller's organization, which does not hide the
 * market; 404 MARKET_NOT_FOUND otherwise.
 */
export async function openMarketOf(db: Executor, organizationId: number, id: number): Promise<MarketRow> {
  const m = await marketOf(db, organizationId, id);
  const [org] = await queryRows<{ hide_market: boolean }>(db, sql`select hide_market from organizations where id = ${organizationId}`);
  if (!m.is_active || org?.hide_market) throw new AppError('MARKET_NOT_FOUND', 'Market not found');
  return m;
}

/**
 * Market `id` for a visitor holding its public key: open and the organization not hiding the market;
 * 404 MARKET_NOT_FOUND for a wrong key (nothing tells a wrong key from a missing market).
 */
export async function publicMarketOf(db: Executor, id: number, key: string): Promise<MarketRow> {
  const [m] = await queryRows<MarketRow & { hide_market: boolean }>(
    db,
    sql`select m.id, m.organization_id, m.name, m.is_active, m.public_key::text, m.public_prices, o.hide_market
        from markets m join organizations o on o.id = m.organization_id
        where m.id = ${id} and m.public_key = ${key}::uuid`,
  );
  if (!m || !m.is_active || m.hide_market) throw new AppError('MARKET_NOT_FOUND', 'Market not found');
  return { ...m, id: Number(m.id), organization_id: Number(m.organization_id) };
}

/** True when the viewer administers market `marketId`: one of its market administrators, or an organization admin ('A'). */
export async function administers(db: Executor, viewer: Viewer, marketId: number): Promise<boolean> {
  if (await isAdmin(db, viewer.userId, viewer.organizationId)) return true;
  const [row] = await queryRows<{ ok: number }>(db, sql`select 1 as ok from market_admins where market_id = ${marketId} and user_id = ${viewer.userId}`);
  return Boolean(row);
}

/** Market `marketId` of the viewer's organization when they administer it; 404 MARKET_NOT_FOUND (another organization's), 403 FORBIDDEN (not theirs to administer). */
export async function administeredMarket(db: Executor, viewer: Viewer, marketId: number): Promise<MarketRow> {
  const m = await marketOf(db, viewer.organizationId, marketId);
  if (!(await administers(db, viewer, marketId))) throw new AppError('FORBIDDEN', 'Only the market administrators manage it');
  return m;
}

/** Offers a member may see and order: active and inside their dates (alias `o`). */
export const offerIsLive = (o = 'o') => sql.raw(`(${o}.status = 'active' and (${o}.active_from is null or ${o}.active_from <= now()) and (${o}.active_until is null or ${o}.active_until > now()))`);

/**
 * The start of an offer's issue-limit window (alias `o`), an instant: rolling windows that end now;
 * `period` since the organization's active period started (now when none is active); null for
 * `unlimited` (docs/decisions/0046).
 */
export const limitWindowStart = (o = 'o') =>
  sql.raw(`(case ${o}.limit_period
     when 'day' then now() - interval '1 day'
     when 'week' then now() - interval '7 days'
     when 'month' then now() - interval '1 month'
     when 'year' then now() - interval '1 year'
     when 'custom' then now() - make_interval(days => ${o}.limit_days)
     when 'period' then coalesce((select p.start_date::timestamptz from periods p where p.organization_id = ${o}.organization_id and p.status = 'active'), now())
     else null end)`);

/** Units of offer `o` that user `userId` ordered within the limit window and did not get back (SQL expression). */
export const unitsInLimitWindow = (userId: number | SQL, o = 'o') =>
  sql`(select coalesce(sum(mo.quantity), 0) from market_orders mo
        where mo.offer_id = ${sql.raw(`${o}.id`)} and mo.user_id = ${userId} and mo.status not in ('rejected', 'canceled')
          and mo.created_at >= ${limitWindowStart(o)})`;

/** The offer columns of the catalogue's JSON (alias `o`); `userId` null for a visitor of the public page. */
export function offerColumns(userId: number | null): SQL {
  const me = userId === null ? sql`null::int` : sql`${userId}::int`;
  return sql`o.id, o.market_id, o.name, o.description, o.price, o.stock, o.remainder_action, o.active_from, o.active_until,
    o.limit_period, o.limit_quantity, o.limit_days, o.immediate_delivery, o.sort_weight,
    (select coalesce(json_agg(json_build_object('id', i.id, 'width', i.width, 'height', i.height) order by x.ord), '[]'::json)
       from unnest(o.image_ids) with ordinality x(id, ord) join images i on i.id = x.id) as images,
    (select json_build_object('id', i.id, 'width', i.width, 'height', i.height) from images i where i.id = coalesce(o.tile_id, o.image_ids[1])) as tile,
    (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name, c.id), '[]'::json)
       from market_offer_categories oc join market_categories c on c.id = oc.category_id where oc.offer_id = o.id) as categories,
    (select count(distinct mo.user_id)::int from market_orders mo where mo.offer_id = o.id and mo.status not in ('rejected', 'canceled')) as chosen_by,
    coalesce((select cl.quantity from market_cart_lines cl where cl.offer_id = o.id and cl.user_id = ${me}), 0)::int as in_cart,
    (case when ${me} is null or o.limit_period = 'unlimited' then null else greatest(o.limit_quantity - ${unitsInLimitWindow(me)}, 0) end)::int as limit_left`;
}

/** A row of {@link offerColumns}. */
export interface OfferRow {
  id: number;
  market_id: number;
  name: string;
  description: string;
  price: string | number;
  stock: number;
  remainder_action: 'ignore' | 'issue' | 'error';
  active_from: string | Date | null;
  active_until: string | Date | null;
  limit_period: LimitPeriodCode;
  limit_quantity: number | null;
  limit_days: number | null;
  immediate_delivery: boolean;
  images: ImageJson[];
  tile: ImageJson | null;
  categories: { id: number; name: string }[];
  chosen_by: number;
  in_cart: number;
  limit_left: number | null;
}

/** The issue limit of an offer row as the API names it (null: unlimited). */
export function limitOf(r: Pick<OfferRow, 'limit_period' | 'limit_quantity' | 'limit_days'>): IssueLimit | null {
  if (r.limit_period === 'unlimited') return null;
  return { period: r.limit_period, quantity: r.limit_quantity === null ? null : Number(r.limit_quantity), days: r.limit_days === null ? null : Number(r.limit_days) };
}

/** An offer row as the catalogue's {@link Offer}; `showPrice` false on a public page that hides prices. */
export function toOffer(r: OfferRow, options: { share?: MarketShare; showPrice?: boolean } = {}): Offer {
  return {
    id: Number(r.id),
    marketId: Number(r.market_id),
    name: r.name,
    description: r.description,
    images: r.images.map((i) => toImage(i, options.share)),
    tile: r.tile ? toImage(r.tile, options.share) : null,
    categories: r.categories.map((c) => ({ id: Number(c.id), name: c.name })),
    price: options.showPrice === false ? null : Number(r.price),
    remainder: r.remainder_action === 'ignore' ? null : Number(r.stock),
    activeFrom: r.active_from === null ? null : iso(r.active_from),
    activeUntil: r.active_until === null ? null : iso(r.active_until),
    chosenBy: Number(r.chosen_by),
    inCart: Number(r.in_cart),
    limit: limitOf(r),
    limitLeft: r.limit_left === null ? null : Number(r.limit_left),
    immediateDelivery: r.immediate_delivery,
  };
}

/** The JSON of an offer summary (alias `o`): id, name, tile. */
export const offerSummaryJson = (o = 'o') =>
  sql.raw(
    `json_build_object('id', ${o}.id, 'name', ${o}.name, 'tile', (select json_build_object('id', i.id, 'width', i.width, 'height', i.height) from images i where i.id = coalesce(${o}.tile_id, ${o}.image_ids[1])))`,
  );
/** An offer summary of a query's JSON. */
export const toOfferSummary = (s: { id: number; name: string; tile: ImageJson | null }): OfferSummary => ({ id: Number(s.id), name: s.name, tile: s.tile ? toImage(s.tile) : null });

/** An offset cursor (`o:<n>` in base64url) of the catalogue's pages. */
export const encodeOffset = (n: number): string => Buffer.from(`o:${n}`).toString('base64url');
/** Reads an offset cursor; 400 VALIDATION_ERROR (`validation.cursor`) for anything else. */
export function decodeOffset(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const m = /^o:(\d{1,7})$/.exec(text);
  if (!m || Buffer.from(text).toString('base64url') !== cursor) {
    throw new AppError('VALIDATION_ERROR', 'Invalid cursor', { details: { issues: [{ path: 'cursor', message: 'validation.cursor', location: 'querystring' }] } });
  }
  return Number(m[1]);
}
