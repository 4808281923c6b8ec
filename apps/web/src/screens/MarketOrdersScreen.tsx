import { MarketOrdersView, ScreenGrid } from '@gratia/features';

/** /market_orders (SPEC §2 'cart and order history'; DOMAIN §2.1 'History of orders'), a reading page: the member's orders with their statuses, filtered by `?status=`. */
export function Component() {
  return (
    <ScreenGrid kind="reading">
      <MarketOrdersView />
    </ScreenGrid>
  );
}
