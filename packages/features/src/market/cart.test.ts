import { describe, expect, it } from 'vitest';
import { cartTotal, checkoutBlock, checkoutSnapshot, orderedLines, withLine, withoutLine } from './cart.ts';
import { cartLine, cartOf, demoCartLines, demoOffers } from './fixtures.ts';

describe('the cart arithmetic', () => {
  it('orders and counts only the chosen available lines', () => {
    // Two coffees (2 × 50) and a hoodie (800) are chosen; the book is not; the cinema went off sale.
    expect(orderedLines(demoCartLines).map((l) => l.offer.id)).toEqual([1, 3]);
    expect(cartTotal(demoCartLines)).toBe(900);
    expect(cartTotal([])).toBe(0);
  });

  it('blocks an order with nothing chosen, and one above the points the member can spend (saying how many are missing)', () => {
    expect(checkoutBlock(cartOf(demoCartLines, 1000))).toBeNull();
    expect(checkoutBlock(cartOf(demoCartLines, 900))).toBeNull();
    expect(checkoutBlock(cartOf(demoCartLines, 850))).toEqual({ reason: 'funds', missing: 50 });
    expect(checkoutBlock(cartOf([], 1000))).toEqual({ reason: 'empty' });
    expect(checkoutBlock(cartOf(demoCartLines.map((l) => ({ ...l, chosen: false })), 1000))).toEqual({ reason: 'empty' });
    expect(checkoutBlock(cartOf([demoCartLines[3]!], 1000))).toEqual({ reason: 'empty' });
  });

  it('lets a free offer be ordered only beside a paid one (a total of 0 orders nothing)', () => {
    expect(checkoutBlock(cartOf([cartLine({ ...demoOffers[0]!, price: 0 })], 0))).toEqual({ reason: 'empty' });
  });

  it('recomputes the line and the cart for an optimistic change or delete', () => {
    const cart = cartOf(demoCartLines);
    const more = withLine(cart, 1, { quantity: 5, chosen: true });
    expect(more.lines[0]).toMatchObject({ quantity: 5, total: 250 });
    expect(more.total).toBe(1050);
    expect(withLine(cart, 3, { quantity: 1, chosen: false }).total).toBe(100);
    expect(withLine(cart, 6, { quantity: 1, chosen: true }).total).toBe(1300);
    const without = withoutLine(cart, 3);
    expect(without.lines.map((l) => l.offer.id)).toEqual([1, 6, 11]);
    expect(without.total).toBe(100);
    expect(without.balance).toBe(cart.balance);
  });

  it('snapshots what a checkout orders: the same cart, the same snapshot; another quantity or choice, another', () => {
    const same = checkoutSnapshot(1, demoCartLines);
    expect(checkoutSnapshot(1, [...demoCartLines])).toBe(same);
    // A line that is not ordered does not change what is ordered.
    expect(checkoutSnapshot(1, demoCartLines.map((l) => (l.offer.id === 6 ? { ...l, quantity: 9 } : l)))).toBe(same);
    expect(checkoutSnapshot(1, demoCartLines.map((l) => (l.offer.id === 1 ? { ...l, quantity: 3 } : l)))).not.toBe(same);
    expect(checkoutSnapshot(2, demoCartLines)).not.toBe(same);
  });
});
