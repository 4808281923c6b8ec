import type { Cart, CartLine } from '@gratia/contracts';

/*
 * The cart's arithmetic (DOMAIN §2.2; docs/decisions/0046): what is ordered, what it costs, and
 * whether it can be ordered. Pure functions over the contracts' Cart, no React. Points are whole.
 */

/** Lines the checkout orders: chosen and still available (an unavailable line is never ordered nor counted). */
export function orderedLines(lines: readonly CartLine[]): CartLine[] {
  return lines.filter((line) => line.chosen && line.available);
}

/** The total of the chosen available lines, points: Σ price × quantity. */
export function cartTotal(lines: readonly CartLine[]): number {
  return orderedLines(lines).reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/** Why 'Order' is disabled: nothing chosen, or the total above the member's spendable points (`missing` points short). */
export type CheckoutBlock = { reason: 'empty' } | { reason: 'funds'; missing: number };

/** Whether the cart can be ordered now: null when it can, else why not ({@link CheckoutBlock}). */
export function checkoutBlock(cart: Pick<Cart, 'lines' | 'balance'>): CheckoutBlock | null {
  const total = cartTotal(cart.lines);
  if (orderedLines(cart.lines).length === 0 || total <= 0) return { reason: 'empty' };
  if (total > cart.balance) return { reason: 'funds', missing: total - cart.balance };
  return null;
}

/**
 * The cart after one line changes (quantity and chosen) — what the member sees at once while the
 * server confirms it (an optimistic update): the line's total and the cart's total recomputed.
 */
export function withLine(cart: Cart, offerId: number, change: { quantity: number; chosen: boolean }): Cart {
  const lines = cart.lines.map((line) => (line.offer.id === offerId ? { ...line, quantity: change.quantity, chosen: change.chosen, total: line.price * change.quantity } : line));
  return { ...cart, lines, total: cartTotal(lines) };
}

/** The cart without the line of `offerId` (an optimistic delete), its total recomputed. */
export function withoutLine(cart: Cart, offerId: number): Cart {
  const lines = cart.lines.filter((line) => line.offer.id !== offerId);
  return { ...cart, lines, total: cartTotal(lines) };
}

/**
 * What one checkout attempt orders, as text: the market and the chosen available lines with their
 * quantities. A retry of the same cart reuses its Idempotency-Key (a lost answer never orders
 * twice); a changed cart is a new order with a new key.
 */
export function checkoutSnapshot(marketId: number, lines: readonly CartLine[]): string {
  return JSON.stringify([marketId, orderedLines(lines).map((line) => [line.offer.id, line.quantity])]);
}
