import { MarketView, ScreenGrid } from '@gratia/features';

/**
 * /market (SPEC §2 'Benefit cafe: catalogue with category and price filters; cart'; DOMAIN §2.1;
 * docs/decisions/0046), a wide page: the catalogue of the first available market with its search,
 * categories, filters (in the query), details and cart — or the banner of a community without a
 * market.
 */
export function Component() {
  return (
    <ScreenGrid kind="wide">
      <MarketView />
    </ScreenGrid>
  );
}
