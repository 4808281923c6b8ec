import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Order, OrderStatus, OrdersPage } from '@gratia/contracts';
import { apiPath, useApiClient, useCursorPages, useRevalidateLists, type PagedListState } from '../api/index.ts';
import { balanceKey } from '../balance/index.ts';
import { marketPaths } from './paths.ts';

/** Orders per page of the order history (DOMAIN §2.1 "paged 20 at a time"). */
export const ORDERS_PAGE_SIZE = 20;

/** What {@link useMyOrders} returns. */
export interface MyOrdersState extends PagedListState {
  /** The member's orders of all loaded pages, newest first. */
  items: Order[];
}

/**
 * The member's orders (SPEC §2 /market_orders; DOMAIN §2.1 'History of orders'): GET
 * /api/market/orders?status=&limit=20, cursor pages, newest first, of every market; `status` null
 * = all statuses.
 */
export function useMyOrders(status: OrderStatus | null): MyOrdersState {
  const getKey = useCallback(
    (index: number, previous: OrdersPage | null): string | null => {
      if (previous && !previous.nextCursor) return null;
      return apiPath('myOrders', { status: status ?? undefined, limit: ORDERS_PAGE_SIZE, cursor: index === 0 ? undefined : (previous?.nextCursor ?? undefined) });
    },
    [status],
  );
  const { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload } = useCursorPages<Order, OrdersPage>(getKey);
  return { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload };
}

/**
 * Returns `move(orderId, status)`: POST /api/market/orders/status as the buyer (docs/decisions/0046
 * status table: cancel before it is accepted by the buyer, confirm an accepted order, mark an
 * issued one received). Resolves with the order; rejects with `ApiError` (409
 * ORDER_STATUS_NOT_ALLOWED when someone moved it first). After it the orders, the member's
 * balance and carts (a cancel gives the held points back), the catalogue and the top benefits (a
 * cancel gives the stock back) are read again.
 */
export function useOrderMove(): (orderId: number, status: OrderStatus) => Promise<Order> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const revalidateLists = useRevalidateLists();
  return useCallback(
    async (orderId: number, status: OrderStatus) => {
      try {
        return await client.fetch('setOrderStatus', { body: { orderId, status } });
      } finally {
        void revalidateLists(marketPaths.myOrders);
        void revalidateLists(marketPaths.offers);
        void mutate(balanceKey);
        void mutate((key) => typeof key === 'string' && (key.startsWith(`${marketPaths.carts}?`) || key.startsWith(marketPaths.top)));
      }
    },
    [client, mutate, revalidateLists],
  );
}
