/**
 * The benefit market under concurrency (docs/decisions/0046): twenty members ordering the last three
 * units at once get exactly three orders and the stock never goes below zero; one member checking out
 * twice at once with one income holds it once; a storm of checkouts, payments, rejections, cancels
 * and refunds on shared offers ends with every call either succeeding or failing with an expected
 * business code — never a deadlock or serialization failure surfaced — and the ledger invariants
 * hold with no point created or lost. Runs on PGlite (one connection: the calls interleave between
 * statements) and, in the 'server-pg' project, on real PostgreSQL with a pool (true parallelism).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OrderStatus } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { createAdminTransfer } from '../../src/modules/adminTransfers/service.ts';
import { checkLedgerInvariants } from '../../src/modules/ledger/index.ts';
import { checkout, createMarket, createOffer, setCartLine, setOrderStatus } from '../../src/modules/markets/index.ts';
import { createOrg, createTestDb, memberBalanceTotal, type TestOrg } from '../helpers.ts';

let db: Db;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
});
afterAll(async () => cleanup());

const EXPECTED = new Set(['INSUFFICIENT_FUNDS', 'OUT_OF_STOCK', 'ISSUE_LIMIT_REACHED', 'CART_EMPTY', 'ORDER_STATUS_NOT_ALLOWED', 'OFFER_NOT_FOUND']);

async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z_]+$/.test(code)) return code;
    return `unexpected: ${String(err)}`;
  }
}

describe('the market under concurrency', () => {
  let org: TestOrg;
  let marketId: number;
  const v = (i: number) => ({ organizationId: org.id, userId: org.members[i]!.id });
  const credit = (i: number, amount: number) =>
    createAdminTransfer(db, { adminId: org.members[0]!.id, organizationId: org.id }, { userId: org.members[i]!.id, direction: 'credit', account: 'income', amount, reason: 'Бонус' }, randomUUID());

  beforeAll(async () => {
    org = await createOrg(db, { name: 'Rush', members: 24, accrual: 0 });
    marketId = (await createMarket(db, org.id, 'Бенефит-кафе')).id;
    for (let i = 1; i < 24; i++) await credit(i, 100);
  });

  it('gives the last three units to exactly three of twenty buyers, never a negative remainder', async () => {
    const offer = await createOffer(db, v(0), {
      marketId, name: 'Последние билеты', description: '', imageIds: [], tileId: null, categoryIds: [], price: 10, stock: 3, remainderAction: 'error',
      activeFrom: null, activeUntil: null, status: 'active', limit: { period: 'unlimited', quantity: null, days: null }, sortWeight: 0, immediateDelivery: false,
    });
    const buyers = Array.from({ length: 20 }, (_, k) => k + 2);
    for (const i of buyers) await setCartLine(db, v(i), { marketId, offerId: offer.id, mode: 'add', quantity: 1, chosen: true });
    const outcomes = await Promise.all(buyers.map((i) => outcome(checkout(db, v(i), marketId, randomUUID()))));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(3);
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'OUT_OF_STOCK'), outcomes.join()).toBe(true);
    const [row] = await queryRows<{ stock: number; orders: number }>(
      db,
      sql`select o.stock, (select count(*)::int from market_orders mo where mo.offer_id = o.id) as orders from market_offers o where o.id = ${offer.id}`,
    );
    expect(row).toEqual({ stock: 0, orders: 3 });
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);
  });

  it('holds one income once when a member checks out twice at once with different keys', async () => {
    const offer = await createOffer(db, v(0), {
      marketId, name: 'Дорогой сертификат', description: '', imageIds: [], tileId: null, categoryIds: [], price: 70, stock: 100, remainderAction: 'error',
      activeFrom: null, activeUntil: null, status: 'active', limit: { period: 'unlimited', quantity: null, days: null }, sortWeight: 0, immediateDelivery: false,
    });
    await setCartLine(db, v(22), { marketId, offerId: offer.id, mode: 'add', quantity: 1, chosen: true });
    const outcomes = await Promise.all([outcome(checkout(db, v(22), marketId, randomUUID())), outcome(checkout(db, v(22), marketId, randomUUID()))]);
    expect(outcomes.sort()).toEqual(['CART_EMPTY', 'ok']);
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);
  });

  it('survives a storm of checkouts and status changes with every point accounted for', async () => {
    const offers = [];
    for (let k = 0; k < 3; k++) {
      offers.push(
        await createOffer(db, v(0), {
          marketId, name: `Шторм ${k}`, description: '', imageIds: [], tileId: null, categoryIds: [], price: 3 + k, stock: 15, remainderAction: k === 2 ? 'issue' : 'error',
          activeFrom: null, activeUntil: null, status: 'active', limit: { period: k === 1 ? 'day' : 'unlimited', quantity: k === 1 ? 4 : null, days: null }, sortWeight: 0, immediateDelivery: k === 0,
        }),
      );
    }
    const total = await memberBalanceTotal(db);
    const ops: Promise<string>[] = [];
    for (let i = 1; i < 22; i++) {
      const offer = offers[i % 3]!;
      ops.push(
        (async () => {
          const add = await outcome(setCartLine(db, v(i), { marketId, offerId: offer.id, mode: 'add', quantity: 1 + (i % 3), chosen: true }));
          if (add !== 'ok') return add;
          return outcome(checkout(db, v(i), marketId, randomUUID()));
        })(),
      );
    }
    const first = await Promise.all(ops);
    for (const o of first) expect(o === 'ok' || EXPECTED.has(o), o).toBe(true);
    const orders = await queryRows<{ id: number; user_id: number }>(db, sql`select id, user_id from market_orders where offer_id in (${sql.join(offers.map((o) => sql`${o.id}::int`), sql`, `)})`);
    const moves: Promise<string>[] = [];
    const statuses: OrderStatus[] = ['paid', 'rejected', 'canceled', 'accepted_awaiting', 'paid'];
    orders.forEach((o, k) => {
      // Two administrators race on each order, and the buyer tries to cancel it.
      moves.push(outcome(setOrderStatus(db, v(0), Number(o.id), statuses[k % statuses.length]!)));
      moves.push(outcome(setOrderStatus(db, v(0), Number(o.id), statuses[(k + 1) % statuses.length]!)));
      moves.push(outcome(setOrderStatus(db, { organizationId: org.id, userId: Number(o.user_id) }, Number(o.id), 'canceled')));
    });
    const second = await Promise.all(moves);
    for (const o of second) expect(o === 'ok' || EXPECTED.has(o), o).toBe(true);
    // Refund what was paid, at once.
    const paid = await queryRows<{ id: number }>(db, sql`select id from market_orders where status in ('paid', 'issued')`);
    const refunds = await Promise.all(paid.flatMap((o) => [outcome(setOrderStatus(db, v(0), Number(o.id), 'rejected')), outcome(setOrderStatus(db, v(0), Number(o.id), 'canceled'))]));
    for (const o of refunds) expect(o === 'ok' || EXPECTED.has(o), o).toBe(true);
    expect(await memberBalanceTotal(db)).toBe(total);
    const [negative] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from market_offers where stock < 0`);
    expect(negative?.n).toBe(0);
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);
  });
});
