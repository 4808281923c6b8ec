/**
 * Orders of the benefit market (SPEC §1 orders, §3 Order, §4 Market order statuses, §7 'orders,
 * archive, admin order status', §8 'User has insufficient funds', 'This item is out of stock';
 * DOMAIN §2.2, §2.4; docs/decisions/0046).
 *
 * Checkout turns the chosen lines of the cart into orders and **holds** their points; a status
 * change moves an order along `ORDER_TRANSITIONS` and the points with it — settled into the buyer's
 * market account when paid, given back when rejected or canceled. Each order owns one visible
 * `market_purchase` transaction: waiting while held, completed once paid, canceled once returned.
 * Everything of one call happens in one database transaction; locks are taken offers (id order) →
 * accounts (id order) at checkout and order → offer → accounts on a status change.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  HELD_ORDER_STATUSES,
  nextOrderStatuses,
  SPENT_ORDER_STATUSES,
  type AdminOrdersPage,
  type AdminOrdersQuery,
  type CheckoutResult,
  type MyOrdersQuery,
  type Order,
  type OrdersPage,
  type OrderStatus,
  type UserSummary,
} from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../db/cursor.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { recordFeedEvent, withdrawFeedEvent } from '../feed/index.ts';
import { ensureMemberAccountOfKind, ensureMemberAccounts, lockAccountsInOrder, postJournal, type JournalKind } from '../ledger/index.ts';
import { notifyOrderStatus } from '../notifications/index.ts';
import { administers, escapeLike, iso, offerIsLive, offerSummaryJson, openMarketOf, personJson, toImage, toOfferSummary, toPerson, unitsInLimitWindow, type ImageJson, type Viewer } from './shared.ts';
import type { OrderStatusCode } from './schema.ts';

const isHeld = (s: OrderStatusCode) => (HELD_ORDER_STATUSES as readonly string[]).includes(s);
const isSpent = (s: OrderStatusCode) => (SPENT_ORDER_STATUSES as readonly string[]).includes(s);

/** The organization's active period, held `for share` for the rest of `tx`; 409 NO_ACTIVE_PERIOD without one. */
async function activePeriodOrNull(tx: Executor, organizationId: number): Promise<number | null> {
  const [p] = await queryRows<{ id: number }>(tx, sql`select id from periods where organization_id = ${organizationId} and status = 'active' for share`);
  return p ? Number(p.id) : null;
}

interface CheckoutOffer {
  id: number;
  name: string;
  price: string | number;
  stock: number;
  remainder_action: 'ignore' | 'issue' | 'error';
  limit_period: string;
  limit_quantity: number | null;
  live: boolean;
  used: number;
}

/** One order of a checkout before it is written. */
interface Planned {
  offerId: number;
  name: string;
  quantity: number;
  price: number;
  total: number;
  stockTaken: number;
}

/**
 * POST /market/orders: orders every chosen line of the viewer's cart in market `marketId` whose offer
 * is live, one order per line, and holds their points (docs/decisions/0046). Under the offers' row
 * locks: stock by each offer's remainder action (OUT_OF_STOCK `details.offerId`, `details.left`), the
 * issue limit (ISSUE_LIMIT_REACHED `details.offerId`, `details.left`); then the total must fit the
 * viewer's income of the active period (INSUFFICIENT_FUNDS), else nothing is written. CART_EMPTY
 * with nothing to order; NO_ACTIVE_PERIOD without an active period. A repeated `idempotencyKey`
 * answers the same orders (IDEMPOTENCY_CONFLICT for another market).
 */
export async function checkout(db: Db, viewer: Viewer, marketId: number, idempotencyKey: string, now = new Date()): Promise<CheckoutResult> {
  const ids = await withTxRetry(db, async (tx) => {
    const [done] = await queryRows<{ market_id: number; order_ids: number[] }>(
      tx,
      sql`select market_id, order_ids from market_checkouts where user_id = ${viewer.userId} and idempotency_key = ${idempotencyKey}`,
    );
    if (done) {
      if (Number(done.market_id) !== marketId) throw new AppError('IDEMPOTENCY_CONFLICT', 'The idempotency key was already used with a different request');
      return done.order_ids.map(Number);
    }
    await openMarketOf(tx, viewer.organizationId, marketId);
    const periodId = await activePeriodOrNull(tx, viewer.organizationId);
    if (periodId === null) throw new AppError('NO_ACTIVE_PERIOD', 'No active period');
    const lines = await queryRows<{ offer_id: number; quantity: number }>(
      tx,
      sql`select offer_id, quantity from market_cart_lines where user_id = ${viewer.userId} and market_id = ${marketId} and chosen order by offer_id for update`,
    );
    if (lines.length === 0) throw new AppError('CART_EMPTY', 'Nothing is chosen in the cart');
    const offers = await queryRows<CheckoutOffer>(
      tx,
      sql`select o.id, o.name, o.price, o.stock, o.remainder_action, o.limit_period, o.limit_quantity, ${offerIsLive()} as live,
                 ${unitsInLimitWindow(viewer.userId)}::int as used
          from market_offers o where o.market_id = ${marketId} and o.id in (${sql.join(lines.map((l) => sql`${l.offer_id}::int`), sql`, `)})
          order by o.id for update of o`,
    );
    const planned: Planned[] = [];
    for (const line of lines) {
      const o = offers.find((x) => Number(x.id) === Number(line.offer_id));
      if (!o || !o.live) continue; // an unavailable line is never ordered; it stays in the cart
      let quantity = Number(line.quantity);
      let stockTaken = 0;
      if (o.remainder_action !== 'ignore') {
        const left = Number(o.stock);
        if (left === 0 || (quantity > left && o.remainder_action === 'error')) {
          throw new AppError('OUT_OF_STOCK', 'This item is out of stock', { details: { offerId: Number(o.id), left } });
        }
        quantity = Math.min(quantity, left);
        stockTaken = quantity;
      }
      if (o.limit_period !== 'unlimited' && o.limit_quantity !== null) {
        const left = Math.max(Number(o.limit_quantity) - Number(o.used), 0);
        if (quantity > left) throw new AppError('ISSUE_LIMIT_REACHED', 'The issue limit of the offer is reached', { details: { offerId: Number(o.id), left } });
      }
      const price = Number(o.price);
      planned.push({ offerId: Number(o.id), name: o.name, quantity, price, total: price * quantity, stockTaken });
    }
    if (planned.length === 0) throw new AppError('CART_EMPTY', 'Nothing available is chosen in the cart');
    const income = (await ensureMemberAccounts(tx, viewer.organizationId, periodId, viewer.userId)).incomeId;
    const waiting = await ensureMemberAccountOfKind(tx, viewer.organizationId, periodId, viewer.userId, 'waiting');
    await lockAccountsInOrder(tx, [income, waiting]);
    const orderIds: number[] = [];
    for (const p of planned) {
      const [t] = await queryRows<{ id: number }>(
        tx,
        sql`insert into transactions (organization_id, period_id, sender_id, recipient_id, amount, message, status, type, created_at, changed_at)
            values (${viewer.organizationId}, ${periodId}, ${viewer.userId}, ${viewer.userId}, ${p.total}, ${p.quantity > 1 ? `${p.name} × ${p.quantity}` : p.name},
                    'waiting', 'market_purchase', ${now.toISOString()}, ${now.toISOString()})
            returning id`,
      );
      if (!t) throw new Error('purchase transaction not written');
      if (p.total > 0) {
        await postJournal(tx, {
          organizationId: viewer.organizationId,
          kind: 'market_hold',
          transactionId: Number(t.id),
          createdAt: now,
          lines: [
            { accountId: income, amount: -p.total },
            { accountId: waiting, amount: p.total },
          ],
        });
      }
      const [o] = await queryRows<{ id: number }>(
        tx,
        sql`insert into market_orders (organization_id, market_id, offer_id, user_id, quantity, price, total, status, period_id, hold_account_id, transaction_id, stock_taken, created_at, changed_at)
            values (${viewer.organizationId}, ${marketId}, ${p.offerId}, ${viewer.userId}, ${p.quantity}, ${p.price}, ${p.total}, 'under_consideration', ${periodId}, ${waiting},
                    ${Number(t.id)}, ${p.stockTaken}, ${now.toISOString()}, ${now.toISOString()})
            returning id`,
      );
      if (!o) throw new Error('order not written');
      orderIds.push(Number(o.id));
      await tx.execute(sql`insert into market_order_events (order_id, from_status, to_status, actor_id, created_at) values (${o.id}, null, 'under_consideration', ${viewer.userId}, ${now.toISOString()})`);
      if (p.stockTaken > 0) await tx.execute(sql`update market_offers set stock = stock - ${p.stockTaken} where id = ${p.offerId}`);
    }
    await tx.execute(
      sql`delete from market_cart_lines where user_id = ${viewer.userId} and offer_id in (${sql.join(planned.map((p) => sql`${p.offerId}::int`), sql`, `)})`,
    );
    await tx.execute(
      sql`insert into market_checkouts (user_id, idempotency_key, market_id, order_ids) values (${viewer.userId}, ${idempotencyKey}, ${marketId}, ${`{${orderIds.join(',')}}`}::int[])`,
    );
    return orderIds;
  });
  const rows = await selectOrders(db, sql`mo.id in (${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)}) and mo.organization_id = ${viewer.organizationId}`, sql`mo.id`, ids.length, 0);
  return { orders: rows.map((r) => toOrder(r, 'buyer')) };
}

interface OrderRow {
  id: number;
  market_id: number;
  offer: { id: number; name: string; tile: ImageJson | null };
  buyer: UserSummary;
  quantity: number;
  price: string | number;
  total: string | number;
  status: OrderStatusCode;
  created_at: string | Date;
  changed_at: string | Date;
}

/** Orders matching `where` (alias `mo`), ordered by `orderBy`, with their offer and buyer. */
async function selectOrders(db: Executor, where: SQL, orderBy: SQL, limit: number, offset: number): Promise<OrderRow[]> {
  return queryRows<OrderRow>(
    db,
    sql`select mo.id, mo.market_id, ${offerSummaryJson('o')} as offer, ${personJson('p')} as buyer, mo.quantity, mo.price, mo.total, mo.status, mo.created_at, mo.changed_at
        from market_orders mo join market_offers o on o.id = mo.offer_id join public_profiles p on p.user_id = mo.user_id
        where ${where} order by ${orderBy} limit ${limit} offset ${offset}`,
  );
}

/** An order row as the API's {@link Order}; `next` for the side the caller looks from. */
function toOrder(r: OrderRow, as: 'admin' | 'buyer'): Order {
  return {
    id: Number(r.id),
    marketId: Number(r.market_id),
    offer: toOfferSummary(r.offer),
    buyer: toPerson(r.buyer),
    quantity: Number(r.quantity),
    price: Number(r.price),
    total: Number(r.total),
    status: r.status,
    createdAt: iso(r.created_at),
    changedAt: iso(r.changed_at),
    next: nextOrderStatuses(r.status, as),
  };
}

/** GET /market/orders: the viewer's own orders, newest first (keyset cursor on created, id). */
export async function myOrders(db: Executor, viewer: Viewer, q: MyOrdersQuery): Promise<OrdersPage> {
  const where: SQL[] = [sql`mo.user_id = ${viewer.userId}`, sql`mo.organization_id = ${viewer.organizationId}`];
  if (q.marketId !== undefined) where.push(sql`mo.market_id = ${q.marketId}`);
  if (q.status !== undefined) where.push(sql`mo.status = ${q.status}`);
  if (q.cursor !== undefined) {
    const c = decodeCursor(q.cursor);
    where.push(sql`(mo.created_at, mo.id) < (${c.createdAt.toISOString()}::timestamptz, ${c.id}::int)`);
  }
  const rows = await selectOrders(db, sql.join(where, sql` and `), sql`mo.created_at desc, mo.id desc`, q.limit + 1, 0);
  const items = rows.slice(0, q.limit).map((r) => toOrder(r, 'buyer'));
  const last = rows.length > q.limit ? rows[q.limit - 1] : undefined;
  return { items, nextCursor: last ? encodeCursor(new Date(iso(last.created_at)), Number(last.id)) : null };
}

const ADMIN_SORT: Record<AdminOrdersQuery['sort'], string> = {
  id: 'mo.id',
  status: 'mo.status',
  buyer: 'p.surname, p.first_name',
  createdAt: 'mo.created_at',
  total: 'mo.total',
};

/** Where the admin list's search and status filters put an order (alias `mo`, `o`, `p`). */
function adminOrdersWhere(marketId: number, q: Pick<AdminOrdersQuery, 'q' | 'status'>): SQL {
  const where: SQL[] = [sql`mo.market_id = ${marketId}`];
  const text = q.q?.trim();
  if (text) {
    const like = `%${escapeLike(text)}%`;
    where.push(sql`(o.name ilike ${like} or p.surname ilike ${like} or p.first_name ilike ${like} or p.nickname ilike ${like} or p.tg_name ilike ${like} or mo.id::text = ${text})`);
  }
  if (q.status && q.status.length > 0) where.push(sql`mo.status in (${sql.join(q.status.map((s) => sql`${s}`), sql`, `)})`);
  return sql.join(where, sql` and `);
}

/** GET /market/admin/orders: the shopping list of a market the viewer administers, paged on the server. */
export async function adminOrders(db: Executor, marketId: number, q: AdminOrdersQuery): Promise<AdminOrdersPage> {
  const where = adminOrdersWhere(marketId, q);
  const dir = q.order === 'asc' ? 'asc' : 'desc';
  const orderBy = sql.raw(`${ADMIN_SORT[q.sort].split(', ').map((c) => `${c} ${dir}`).join(', ')}, mo.id ${dir}`);
  const rows = await selectOrders(db, where, orderBy, q.pageSize, (q.page - 1) * q.pageSize);
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from market_orders mo join market_offers o on o.id = mo.offer_id join public_profiles p on p.user_id = mo.user_id where ${where}`,
  );
  return { items: rows.map((r) => toOrder(r, 'admin')), total: Number(count?.n ?? 0), page: q.page, pageSize: q.pageSize };
}

/** Every order of the shopping list's filters (the .xlsx export), at most `max`, newest first. */
export async function adminOrdersForExport(db: Executor, marketId: number, q: Pick<AdminOrdersQuery, 'q' | 'status'>, max: number): Promise<Order[]> {
  const rows = await selectOrders(db, adminOrdersWhere(marketId, q), sql`mo.id desc`, max, 0);
  return rows.map((r) => toOrder(r, 'admin'));
}

interface LockedOrder {
  id: number;
  organization_id: number;
  market_id: number;
  offer_id: number;
  user_id: number;
  quantity: number;
  total: string | number;
  status: OrderStatusCode;
  period_id: number;
  hold_account_id: number;
  transaction_id: number;
  stock_taken: number;
  paid_at: string | Date | null;
  offer_name: string;
  immediate_delivery: boolean;
  tile: ImageJson | null;
}

/** Moves points of an order: a two-line journal of its transaction. */
async function move(tx: Executor, o: LockedOrder, kind: JournalKind, from: number, to: number, now: Date): Promise<void> {
  const total = Number(o.total);
  if (total === 0) return;
  await postJournal(tx, { organizationId: o.organization_id, kind, transactionId: o.transaction_id, createdAt: now, lines: [{ accountId: from, amount: -total }, { accountId: to, amount: total }] });
}

/**
 * POST /market/orders/status: moves order `orderId` to `status` as its buyer or a market
 * administrator (docs/decisions/0046 table; else 409 ORDER_STATUS_NOT_ALLOWED with
 * `details.allowed`; an order the viewer may not see is 404 ORDER_NOT_FOUND). Paying settles the
 * hold into the buyer's market account (and writes the purchase to the feed; with immediate
 * delivery the order goes on to `issued`); rejecting or canceling gives the points (a release, or a
 * refund after payment) and the stock back. The buyer is notified of a change made by someone else.
 */
export async function setOrderStatus(db: Db, viewer: Viewer, orderId: number, to: OrderStatus, now = new Date()): Promise<Order> {
  const side = await withTxRetry(db, async (tx) => {
    const [o] = await queryRows<LockedOrder>(
      tx,
      sql`select mo.id, mo.organization_id, mo.market_id, mo.offer_id, mo.user_id, mo.quantity, mo.total, mo.status, mo.period_id, mo.hold_account_id,
                 mo.transaction_id, mo.stock_taken, mo.paid_at, o.name as offer_name, o.immediate_delivery,
                 (select json_build_object('id', i.id, 'width', i.width, 'height', i.height) from images i where i.id = coalesce(o.tile_id, o.image_ids[1])) as tile
          from market_orders mo join market_offers o on o.id = mo.offer_id
          where mo.id = ${orderId} and mo.organization_id = ${viewer.organizationId} for update of mo`,
    );
    if (!o) throw new AppError('ORDER_NOT_FOUND', 'Order not found');
    const order: LockedOrder = { ...o, id: Number(o.id), organization_id: Number(o.organization_id), transaction_id: Number(o.transaction_id), hold_account_id: Number(o.hold_account_id), period_id: Number(o.period_id) };
    const isBuyer = Number(o.user_id) === viewer.userId;
    const isAdmin = await administers(tx, viewer, Number(o.market_id));
    if (!isBuyer && !isAdmin) throw new AppError('ORDER_NOT_FOUND', 'Order not found');
    const allowed = [...new Set([...(isAdmin ? nextOrderStatuses(o.status, 'admin') : []), ...(isBuyer ? nextOrderStatuses(o.status, 'buyer') : [])])];
    if (!allowed.includes(to)) throw new AppError('ORDER_STATUS_NOT_ALLOWED', 'The order cannot move to this status', { details: { allowed } });
    // The offer row keeps the stock: locked after the order, before the accounts.
    await tx.execute(sql`select id from market_offers where id = ${o.offer_id} for update`);
    const holdPeriod = order.period_id;
    let final: OrderStatusCode = to;
    if (to === 'paid') {
      const market = await ensureMemberAccountOfKind(tx, order.organization_id, holdPeriod, Number(o.user_id), 'market');
      await lockAccountsInOrder(tx, [order.hold_account_id, market]);
      await move(tx, order, 'market_purchase', order.hold_account_id, market, now);
      await tx.execute(sql`update transactions set status = 'completed', changed_at = ${now.toISOString()} where id = ${order.transaction_id}`);
      await tx.execute(sql`update market_orders set paid_at = ${now.toISOString()} where id = ${order.id}`);
      await recordFeedEvent(tx, {
        organizationId: order.organization_id,
        type: 'purchase',
        subjectId: order.id,
        actorId: Number(o.user_id),
        payload: { offer: { id: Number(o.offer_id), name: o.offer_name, photo: o.tile ? toImage(o.tile).thumbUrl : null } },
        createdAt: now,
      });
      if (o.immediate_delivery) final = 'issued';
    } else if (to === 'rejected' || to === 'canceled') {
      const active = await activePeriodOrNull(tx, order.organization_id);
      const income = (await ensureMemberAccounts(tx, order.organization_id, active ?? holdPeriod, Number(o.user_id))).incomeId;
      if (isHeld(o.status)) {
        await lockAccountsInOrder(tx, [order.hold_account_id, income]);
        await move(tx, order, 'market_release', order.hold_account_id, income, now);
      } else if (isSpent(o.status)) {
        const market = await ensureMemberAccountOfKind(tx, order.organization_id, holdPeriod, Number(o.user_id), 'market');
        await lockAccountsInOrder(tx, [market, income]);
        await move(tx, order, 'market_refund', market, income, now);
        await withdrawFeedEvent(tx, { organizationId: order.organization_id, type: 'purchase', subjectId: order.id });
      }
      await tx.execute(sql`update transactions set status = 'canceled', changed_at = ${now.toISOString()} where id = ${order.transaction_id}`);
      if (Number(o.stock_taken) > 0) await tx.execute(sql`update market_offers set stock = stock + ${Number(o.stock_taken)} where id = ${o.offer_id}`);
    }
    await tx.execute(sql`update market_orders set status = ${final}, changed_at = ${now.toISOString()} where id = ${order.id}`);
    await tx.execute(sql`insert into market_order_events (order_id, from_status, to_status, actor_id, created_at) values (${order.id}, ${o.status}, ${to}, ${viewer.userId}, ${now.toISOString()})`);
    if (final !== to) {
      await tx.execute(sql`insert into market_order_events (order_id, from_status, to_status, actor_id, created_at) values (${order.id}, ${to}, ${final}, ${viewer.userId}, ${now.toISOString()})`);
    }
    await notifyOrderStatus(tx, {
      organizationId: order.organization_id,
      orderId: order.id,
      buyerId: Number(o.user_id),
      actorId: viewer.userId,
      offerName: o.offer_name,
      status: final,
      total: Number(o.total),
      createdAt: now,
    });
    return isAdmin && !isBuyer ? ('admin' as const) : isBuyer && !isAdmin ? ('buyer' as const) : ('admin' as const);
  });
  const [row] = await selectOrders(db, sql`mo.id = ${orderId}`, sql`mo.id`, 1, 0);
  if (!row) throw new AppError('ORDER_NOT_FOUND', 'Order not found');
  return toOrder(row, side);
}
