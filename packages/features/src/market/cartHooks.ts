import { useCallback, useMemo, useRef } from 'react';
import { useSWRConfig, type SWRResponse } from 'swr';
import { IDEMPOTENCY_HEADER, type Cart, type CheckoutResult } from '@gratia/contracts';
import { useApiClient, useApiGet, useRevalidateLists, type ApiError } from '../api/index.ts';
import { balanceKey } from '../balance/index.ts';
import { checkoutSnapshot, withLine, withoutLine } from './cart.ts';
import { marketPaths } from './paths.ts';

/**
 * The member's cart of market `marketId` (SPEC §2 'cart'; DOMAIN §2.2; docs/decisions/0046): GET
 * /api/market/cart — the lines newest first, the total of the chosen available lines and the
 * income points they can spend (`balance`). Null `marketId` fetches nothing.
 */
export function useCart(marketId: number | null): SWRResponse<Cart, ApiError> {
  return useApiGet<Cart>(marketId === null ? null : marketPaths.cart(marketId));
}

/** What {@link useCartActions} returns; each call rejects with `ApiError` and then leaves the cart as the server has it. */
export interface CartActions {
  /**
   * POST /api/market/cart `mode: add` — one more unit of the offer (a new line is chosen).
   * OUT_OF_STOCK when nothing is left, OFFER_NOT_FOUND when it is gone, 400 above 999 in a line.
   */
  add: (offerId: number) => Promise<Cart>;
  /** POST /api/market/cart `mode: set` — the line's quantity (1 … 999) and whether it is chosen; shown at once, put back when refused. */
  set: (offerId: number, change: { quantity: number; chosen: boolean }) => Promise<Cart>;
  /** DELETE /api/market/cart — removes the line; gone at once, back when refused. */
  remove: (offerId: number) => Promise<Cart>;
  /**
   * POST /api/market/orders with an Idempotency-Key (one per cart content: a retry of the same cart
   * never orders twice) — every chosen available line becomes an order and its points are held.
   * CART_EMPTY, INSUFFICIENT_FUNDS, OUT_OF_STOCK and ISSUE_LIMIT_REACHED (`details.offerId`,
   * `details.left`), NO_ACTIVE_PERIOD: nothing is ordered then. After it the cart, the catalogue,
   * the orders, the top benefits and the balance are read again.
   */
  checkout: (cart: Cart) => Promise<CheckoutResult>;
}

/** The cart's changes of market `marketId` (DOMAIN §2.2 "every cart change is the same call"; docs/decisions/0046). */
export function useCartActions(marketId: number): CartActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const revalidateLists = useRevalidateLists();
  const key = marketPaths.cart(marketId);
  const attempt = useRef<{ snapshot: string; key: string } | null>(null);

  const afterOrder = useCallback(() => {
    void mutate(key);
    void revalidateLists(marketPaths.offers);
    void revalidateLists(marketPaths.myOrders);
    void mutate((k) => typeof k === 'string' && (k === marketPaths.top || k.startsWith(`${marketPaths.top}?`)));
    void mutate(balanceKey);
  }, [mutate, revalidateLists, key]);

  const add = useCallback(
    async (offerId: number) => {
      const cart = await client.fetch('setCartLine', { body: { marketId, offerId, mode: 'add', quantity: 1, chosen: true } });
      await mutate(key, cart, { revalidate: false });
      return cart;
    },
    [client, mutate, key, marketId],
  );

  const set = useCallback(
    async (offerId: number, change: { quantity: number; chosen: boolean }) => {
      const request = client.fetch('setCartLine', { body: { marketId, offerId, mode: 'set', ...change } });
      const cart = await mutate<Cart>(key, request, {
        optimisticData: (current) => (current ? withLine(current, offerId, change) : (current as unknown as Cart)),
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      });
      return cart!;
    },
    [client, mutate, key, marketId],
  );

  const remove = useCallback(
    async (offerId: number) => {
      const request = client.fetch('deleteCartLine', { query: { marketId, offerId } });
      const cart = await mutate<Cart>(key, request, {
        optimisticData: (current) => (current ? withoutLine(current, offerId) : (current as unknown as Cart)),
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      });
      return cart!;
    },
    [client, mutate, key, marketId],
  );

  const checkout = useCallback(
    async (cart: Cart) => {
      const snapshot = checkoutSnapshot(marketId, cart.lines);
      if (!attempt.current || attempt.current.snapshot !== snapshot) attempt.current = { snapshot, key: crypto.randomUUID() };
      try {
        const result = await client.fetch('checkout', { body: { marketId }, headers: { [IDEMPOTENCY_HEADER]: attempt.current.key } });
        attempt.current = null;
        return result;
      } finally {
        // Ordered or refused, the stock, the member's points and what is left in the cart may have changed.
        afterOrder();
      }
    },
    [client, marketId, afterOrder],
  );

  return useMemo(() => ({ add, set, remove, checkout }), [add, set, remove, checkout]);
}
