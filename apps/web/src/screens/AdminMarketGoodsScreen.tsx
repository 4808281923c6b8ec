import { AdminMarketGoods, ScreenGrid } from '@gratia/features';

/**
 * /admin_market_goods (SPEC §2, main layout; DOMAIN §2.1; docs/decisions/0046), a wide page for
 * the benefit cafe's administrators and organization admins (anyone else sees 'no access'; the
 * server refuses them too): the offers tab (search, filters, the table, the offer form, the Excel
 * export and the public link) and the category tree (`?tab=categories`), the market in `?market=`.
 */
export function Component() {
  return (
    <ScreenGrid kind="wide">
      <AdminMarketGoods />
    </ScreenGrid>
  );
}
