/**
 * The member's server-side cart of a market (SPEC §1 cart, §7 'cart, add-to-cart'; DOMAIN §2.2;
 * docs/decisions/0046): one line per offer with a quantity and whether it is chosen. A line whose
 * offer can no longer be ordered stays, marked unavailable, and is never ordered.
 */
import { sql } from 'drizzle-orm';
import type { Cart, CartLineBody } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { offerIsLive, offerSummaryJson, openMarketOf, toOfferSummary, type ImageJson, type Viewer } from './shared.ts';
import { MAX_LINE_QUANTITY } from '@gratia/contracts';

interface LineRow {
  offer: { id: number; name: string; tile: ImageJson | null };
  price: string | number;
  quantity: number;
  chosen: boolean;
  available: boolean;
  remainder: number | null;
}

/** The spendable income of the viewer: their income account of the active period (0 without one), points. */
export async function spendable(db: Executor, viewer: Viewer): Promise<number> {
  const [row] = await queryRows<{ balance: string | null }>(
    db,
    sql`select a.balance::text from accounts a join periods p on p.id = a.period_id
        where p.organization_id = ${viewer.organizationId} and p.status = 'active' and a.user_id = ${viewer.userId} and a.kind = 'income'`,
  );
  return Number(row?.balance ?? 0);
}

/** GET /market/cart: the viewer's cart of market `marketId`, newest line first. */
export async function cartOf(db: Executor, viewer: Viewer, marketId: number): Promise<Cart> {
  await openMarketOf(db, viewer.organizationId, marketId);
  const rows = await queryRows<LineRow>(
    db,
    sql`select ${offerSummaryJson()} as offer, o.price, l.quantity, l.chosen,
               (${offerIsLive()} and (o.remainder_action = 'ignore' or o.stock > 0)) as available,
               case when o.remainder_action = 'ignore' then null else o.stock end as remainder
        from market_cart_lines l join market_offers o on o.id = l.offer_id
        where l.user_id = ${viewer.userId} and l.market_id = ${marketId}
        order by l.created_at desc, l.id desc`,
  );
  const lines = rows.map((r) => {
    const price = Number(r.price);
    return {
      offer: toOfferSummary(r.offer),
      price,
      quantity: Number(r.quantity),
      chosen: r.chosen,
      total: price * Number(r.quantity),
      available: r.available,
      remainder: r.remainder === null ? null : Number(r.remainder),
    };
  });
  const total = lines.filter((l) => l.chosen && l.available).reduce((s, l) => s + l.total, 0);
  return { lines, total, balance: await spendable(db, viewer) };
}

/**
 * POST /market/cart: `add` adds `quantity` of a live offer (a new line is chosen; 409 OUT_OF_STOCK
 * when nothing is left); `set` sets an existing line's quantity and `chosen` (404 OFFER_NOT_FOUND
 * when it is not in the cart). A line above {@link MAX_LINE_QUANTITY} is 400. Answers the cart.
 */
export async function setCartLine(db: Db, viewer: Viewer, body: CartLineBody): Promise<Cart> {
  await withTxRetry(db, async (tx) => {
    await openMarketOf(tx, viewer.organizationId, body.marketId);
    const [offer] = await queryRows<{ id: number; live: boolean; out: boolean }>(
      tx,
      sql`select o.id, ${offerIsLive()} as live, (o.remainder_action <> 'ignore' and o.stock = 0) as out
          from market_offers o where o.id = ${body.offerId} and o.market_id = ${body.marketId}`,
    );
    const [line] = await queryRows<{ quantity: number }>(tx, sql`select quantity from market_cart_lines where user_id = ${viewer.userId} and offer_id = ${body.offerId} for update`);
    if (body.mode === 'set') {
      if (!line || !offer) throw new AppError('OFFER_NOT_FOUND', 'The offer is not in the cart');
      await tx.execute(sql`update market_cart_lines set quantity = ${body.quantity}, chosen = ${body.chosen} where user_id = ${viewer.userId} and offer_id = ${body.offerId}`);
      return;
    }
    if (!offer || !offer.live) throw new AppError('OFFER_NOT_FOUND', 'Offer not found');
    if (offer.out) throw new AppError('OUT_OF_STOCK', 'This item is out of stock', { details: { offerId: body.offerId, left: 0 } });
    const quantity = (line ? Number(line.quantity) : 0) + body.quantity;
    if (quantity > MAX_LINE_QUANTITY) {
      throw new AppError('VALIDATION_ERROR', 'Too many units in one line', { details: { issues: [{ path: 'quantity', message: 'validation.tooBig', maximum: MAX_LINE_QUANTITY, location: 'body' }] } });
    }
    await tx.execute(
      sql`insert into market_cart_lines (market_id, user_id, offer_id, quantity, chosen) values (${body.marketId}, ${viewer.userId}, ${body.offerId}, ${quantity}, true)
          on conflict (user_id, offer_id) do update set quantity = excluded.quantity, chosen = true`,
    );
  });
  return cartOf(db, viewer, body.marketId);
}

/** DELETE /market/cart: removes the viewer's line of the offer (nothing when there is none); answers the cart. */
export async function deleteCartLine(db: Db, viewer: Viewer, marketId: number, offerId: number): Promise<Cart> {
  await openMarketOf(db, viewer.organizationId, marketId);
  await db.execute(sql`delete from market_cart_lines where user_id = ${viewer.userId} and market_id = ${marketId} and offer_id = ${offerId}`);
  return cartOf(db, viewer, marketId);
}
