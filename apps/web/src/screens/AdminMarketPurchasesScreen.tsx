import { AdminMarketPurchases, ScreenGrid } from '@gratia/features';

/**
 * /admin_market_purchases (SPEC §2, main layout; DOMAIN §2.4, §2.5; docs/decisions/0046), a wide
 * page for the benefit cafe's administrators and organization admins: the shopping list with each
 * order's status picker, and the purchase statistics (`?tab=stats`), the market in `?market=`.
 */
export function Component() {
  return (
    <ScreenGrid kind="wide">
      <AdminMarketPurchases />
    </ScreenGrid>
  );
}
