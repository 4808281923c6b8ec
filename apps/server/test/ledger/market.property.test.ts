/**
 * Property-based test of the market's money (fast-check; docs/decisions/0046): random sequences of
 * income credits, checkouts of offers with each remainder action and an issue limit, and status
 * changes by the administrator or the buyer (allowed or not), run against the real services beside a
 * tiny model of who should hold what. After every step: each operation succeeded or failed exactly
 * as the model predicts (with the right code), every member's received points, held points (waiting)
 * and spent points (market account), and every offer's stock equal the model, and the ledger
 * invariants hold (journals balance, each order has exactly the journals its status says, waiting and
 * market accounts hold exactly their orders).
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { nextOrderStatuses, ORDER_STATUSES, type OrderStatus } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { createAdminTransfer } from '../../src/modules/adminTransfers/service.ts';
import { checkLedgerInvariants } from '../../src/modules/ledger/index.ts';
import { checkout, createMarket, createOffer, setCartLine, setOrderStatus } from '../../src/modules/markets/index.ts';
import { createOrg, createTestDb } from '../helpers.ts';

let db: Db;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
});
afterAll(async () => cleanup());

const BUYERS = 3;
type Cmd =
  | { op: 'credit'; to: number; amount: number }
  | { op: 'buy'; by: number; offer: number; quantity: number }
  | { op: 'move'; pick: number; to: OrderStatus; asAdmin: boolean };

const buyer = fc.integer({ min: 1, max: BUYERS });
const command: fc.Arbitrary<Cmd> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constant('credit' as const), to: buyer, amount: fc.integer({ min: 1, max: 80 }) }) },
  { weight: 5, arbitrary: fc.record({ op: fc.constant('buy' as const), by: buyer, offer: fc.integer({ min: 0, max: 3 }), quantity: fc.integer({ min: 1, max: 4 }) }) },
  {
    weight: 8,
    arbitrary: fc.record({
      op: fc.constant('move' as const),
      pick: fc.nat(100),
      // Payments and returns most often, every status sometimes (most of those are refused).
      to: fc.oneof(
        { weight: 4, arbitrary: fc.constant<OrderStatus>('paid') },
        { weight: 2, arbitrary: fc.constantFrom<OrderStatus>('rejected', 'canceled') },
        { weight: 2, arbitrary: fc.constantFrom(...ORDER_STATUSES) },
      ),
      asAdmin: fc.oneof(fc.constant(true), fc.constant(true), fc.constant(false)),
    }),
  },
);

/** The offers of every run: price, stock, remainder action, issue limit per member (units), immediate delivery. */
const OFFERS = [
  { price: 7, stock: 6, action: 'error' as const, limit: null, immediate: false },
  { price: 4, stock: 5, action: 'issue' as const, limit: null, immediate: false },
  { price: 3, stock: 0, action: 'ignore' as const, limit: null, immediate: true },
  { price: 5, stock: 20, action: 'error' as const, limit: 3, immediate: false },
];

interface ModelOrder {
  id: number;
  by: number;
  offer: number;
  quantity: number;
  total: number;
  taken: number;
  status: OrderStatus;
}

const HELD: OrderStatus[] = ['under_consideration', 'accepted_awaiting', 'accepted_by_buyer'];
const SPENT: OrderStatus[] = ['paid', 'ready_for_delivery', 'issued', 'ready'];

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

describe('market money, property-based', () => {
  it('holds, spends and gives back exactly what the model says after any sequence', async () => {
    const coverage = { orders: 0, paid: 0, released: 0, refunded: 0, refusedFunds: 0, outOfStock: 0, limit: 0, refusedMoves: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 6, maxLength: 22 }), async (cmds) => {
        const org = await createOrg(db, { name: 'Prop', members: BUYERS + 1, accrual: 0 });
        const ids = org.members.map((m) => m.id);
        const viewer = (i: number) => ({ organizationId: org.id, userId: ids[i]! });
        const marketId = (await createMarket(db, org.id, 'Кафе')).id;
        const offers = [];
        for (const [k, o] of OFFERS.entries()) {
          offers.push(
            await createOffer(db, viewer(0), {
              marketId, name: `Оффер ${k}`, description: '', imageIds: [], tileId: null, categoryIds: [], price: o.price, stock: o.stock, remainderAction: o.action,
              activeFrom: null, activeUntil: null, status: 'active', limit: o.limit === null ? { period: 'unlimited', quantity: null, days: null } : { period: 'year', quantity: o.limit, days: null },
              sortWeight: 0, immediateDelivery: o.immediate,
            }),
          );
        }
        const income = ids.map(() => 0);
        const waiting = ids.map(() => 0);
        const spent = ids.map(() => 0);
        const stock = OFFERS.map((o) => o.stock);
        const orders: ModelOrder[] = [];
        for (const cmd of cmds) {
          let expected: string;
          let got: string;
          if (cmd.op === 'credit') {
            expected = 'ok';
            got = await outcome(createAdminTransfer(db, { adminId: ids[0]!, organizationId: org.id }, { userId: ids[cmd.to]!, direction: 'credit', account: 'income', amount: cmd.amount, reason: 'Бонус' }, randomUUID()));
            if (got === 'ok') income[cmd.to]! += cmd.amount;
          } else if (cmd.op === 'buy') {
            const o = OFFERS[cmd.offer]!;
            await db.execute(sql`delete from market_cart_lines where user_id = ${ids[cmd.by]!}`);
            const left = stock[cmd.offer]!;
            const used = orders.filter((x) => x.by === cmd.by && x.offer === cmd.offer && !['rejected', 'canceled'].includes(x.status)).reduce((s, x) => s + x.quantity, 0);
            let quantity = cmd.quantity;
            if (o.action !== 'ignore' && left === 0) expected = 'OUT_OF_STOCK';
            else if (o.action === 'error' && quantity > left) expected = 'OUT_OF_STOCK';
            else {
              if (o.action === 'issue') quantity = Math.min(quantity, left);
              if (o.limit !== null && quantity > o.limit - used) expected = 'ISSUE_LIMIT_REACHED';
              else if (income[cmd.by]! < quantity * o.price) expected = 'INSUFFICIENT_FUNDS';
              else expected = 'ok';
            }
            const add = await outcome(setCartLine(db, viewer(cmd.by), { marketId, offerId: offers[cmd.offer]!.id, mode: 'add', quantity: cmd.quantity, chosen: true }));
            let orderId = 0;
            got = add !== 'ok' ? add : await outcome(checkout(db, viewer(cmd.by), marketId, randomUUID()).then((r) => (orderId = r.orders[0]!.id)));
            if (got === 'ok') {
              const total = quantity * o.price;
              const taken = o.action === 'ignore' ? 0 : quantity;
              income[cmd.by]! -= total;
              waiting[cmd.by]! += total;
              stock[cmd.offer]! -= taken;
              orders.push({ id: orderId, by: cmd.by, offer: cmd.offer, quantity, total, taken, status: 'under_consideration' });
              coverage.orders++;
            }
            if (got === 'INSUFFICIENT_FUNDS') coverage.refusedFunds++;
            if (got === 'OUT_OF_STOCK') coverage.outOfStock++;
            if (got === 'ISSUE_LIMIT_REACHED') coverage.limit++;
          } else {
            if (orders.length === 0) continue;
            const order = orders[cmd.pick % orders.length]!;
            const as = cmd.asAdmin ? 0 : order.by;
            const allowed = nextOrderStatuses(order.status, cmd.asAdmin ? 'admin' : 'buyer');
            expected = allowed.includes(cmd.to) ? 'ok' : 'ORDER_STATUS_NOT_ALLOWED';
            got = await outcome(setOrderStatus(db, viewer(as), order.id, cmd.to));
            if (got === 'ORDER_STATUS_NOT_ALLOWED') coverage.refusedMoves++;
            if (got === 'ok') {
              const from = order.status;
              let final = cmd.to;
              if (cmd.to === 'paid') {
                waiting[order.by]! -= order.total;
                spent[order.by]! += order.total;
                coverage.paid++;
                if (OFFERS[order.offer]!.immediate) final = 'issued';
              } else if (cmd.to === 'rejected' || cmd.to === 'canceled') {
                if (HELD.includes(from)) {
                  waiting[order.by]! -= order.total;
                  coverage.released++;
                } else if (SPENT.includes(from)) {
                  spent[order.by]! -= order.total;
                  coverage.refunded++;
                }
                income[order.by]! += order.total;
                stock[order.offer]! += order.taken;
              }
              order.status = final;
            }
          }
          expect(got, JSON.stringify(cmd)).toBe(expected);
          const rows = await queryRows<{ user_id: number; kind: string; balance: number }>(
            db,
            sql`select user_id, kind, sum(balance)::int as balance from accounts where organization_id = ${org.id} and kind in ('income', 'waiting', 'market') group by user_id, kind`,
          );
          const of = (i: number, kind: string) => rows.find((r) => Number(r.user_id) === ids[i] && r.kind === kind)?.balance ?? 0;
          for (let i = 1; i <= BUYERS; i++) {
            expect(of(i, 'income'), `income of ${i}`).toBe(income[i]);
            expect(of(i, 'waiting'), `waiting of ${i}`).toBe(waiting[i]);
            expect(of(i, 'market'), `market of ${i}`).toBe(spent[i]);
          }
          const stocks = await queryRows<{ id: number; stock: number }>(db, sql`select id, stock from market_offers where market_id = ${marketId}`);
          for (const [k, o] of offers.entries()) expect(stocks.find((s) => Number(s.id) === o.id)?.stock, `stock of ${k}`).toBe(stock[k]);
          const statuses = await queryRows<{ id: number; status: string }>(db, sql`select id, status from market_orders where market_id = ${marketId}`);
          for (const o of orders) expect(statuses.find((s) => Number(s.id) === o.id)?.status).toBe(o.status);
        }
        expect((await checkLedgerInvariants(db)).problems).toEqual([]);
      }),
      { numRuns: 25, seed: 46 },
    );
    expect(coverage.orders, JSON.stringify(coverage)).toBeGreaterThan(10);
    expect(coverage.paid, JSON.stringify(coverage)).toBeGreaterThan(3);
    expect(coverage.released).toBeGreaterThan(0);
    expect(coverage.refunded).toBeGreaterThan(0);
    expect(coverage.refusedFunds).toBeGreaterThan(0);
    expect(coverage.outOfStock + coverage.limit).toBeGreaterThan(0);
    expect(coverage.refusedMoves).toBeGreaterThan(0);
  }, 240_000);
});
