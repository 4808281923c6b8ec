import './strings.ts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { AvailableMarket, Offer } from '@gratia/contracts';
import { EmptyState, ErrorState, Skeleton, Stack } from '@gratia/ui';
import { useErrorToast } from '../errors/index.ts';
import { useFormatPoints } from '../organization/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { CATALOGUE_PARAMS } from './catalogue.ts';
import { Catalogue } from './Catalogue.tsx';
import { useCart, useCartActions } from './cartHooks.ts';
import { CartPanel } from './CartPanel.tsx';
import { CountedButton } from './CountedButton.tsx';
import { useCurrentMarket } from './current.ts';
import { BagIcon } from './bagIcon.tsx';
import { AdminIcon, CartIcon, HistoryIcon } from './icons.tsx';
import type { OfferCartControls } from './OfferTile.tsx';
import * as css from './MarketView.css.ts';

/** The order history page (SPEC §2 /market_orders). */
export const MARKET_ORDERS_PATH = '/market_orders';
/** The market administration's offers page (SPEC §2 /admin_market_goods). */
export const MARKET_ADMIN_PATH = '/admin_market_goods';

/**
 * The benefit cafe (SPEC §2 /market; DOMAIN §2.1; docs/decisions/0046) for a member: the first
 * market of GET /api/markets/available — none: 'Your community does not have a marketplace'.
 * The {@link Catalogue} titled 'Benefit cafe' with the order history link, the cart button (with
 * its number of lines) that opens the {@link CartPanel}, and — for the market's administrators
 * (`canAdminister`) — 'Administration' (/admin_market_goods). Tiles and details add to the cart
 * ('This item is out of stock' and other refusals as toasts) and, once there, open it.
 * `data-state` of the outer section: loading | error | none, then the catalogue's own.
 */
export function MarketView() {
  const { t } = useTranslation('market');
  const current = useCurrentMarket();
  if (current.status === 'ready' && current.market) return <MemberCatalogue market={current.market} />;
  return (
    <section className={css.root} data-state={current.status} aria-busy={current.status === 'loading'} aria-label={t('title')}>
      {current.status === 'loading' ? (
        <Stack gap="md" role="status" aria-label={t('loading')}>
          <Skeleton height={placeholderHeight.field} width={css.skeletonStripWidth} />
          <Skeleton height={placeholderHeight.event} />
        </Stack>
      ) : current.status === 'error' ? (
        <ErrorState title={t('marketError')} onRetry={current.reload} />
      ) : (
        <EmptyState icon={<BagIcon />} title={t('noMarket.title')} description={t('noMarket.description')} />
      )}
    </section>
  );
}

/** The catalogue of `market` with the member's cart. */
function MemberCatalogue({ market }: { market: AvailableMarket }) {
  const { t } = useTranslation('market');
  const formatPoints = useFormatPoints();
  const cart = useCart(market.id);
  const actions = useCartActions(market.id);
  const showError = useErrorToast();
  const [, setParams] = useSearchParams();
  const [cartOpen, setCartOpen] = useState(false);
  const [adding, setAdding] = useState<ReadonlySet<number>>(new Set());
  const lines = cart.data?.lines;

  const openCart = useCallback(() => {
    // From the details: the details close first, so one dialog is open at a time.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CATALOGUE_PARAMS.offer);
        return next;
      },
      { replace: true },
    );
    setCartOpen(true);
  }, [setParams]);

  const controls = useMemo<OfferCartControls>(
    () => ({
      isInCart: (offer: Offer) => (lines ? lines.some((line) => line.offer.id === offer.id) : offer.inCart > 0),
      isAdding: (offerId: number) => adding.has(offerId),
      add: (offer: Offer) => {
        setAdding((current) => new Set(current).add(offer.id));
        actions
          .add(offer.id)
          .catch(showError)
          .finally(() =>
            setAdding((current) => {
              const next = new Set(current);
              next.delete(offer.id);
              return next;
            }),
          );
      },
      openCart,
    }),
    [lines, adding, actions, showError, openCart],
  );

  const count = lines?.length ?? 0;
  const headerActions = (
    <>
      <Link to={MARKET_ORDERS_PATH} className={css.buttonLink}>
        <HistoryIcon />
        {t('actions.orders')}
      </Link>
      {market.canAdminister ? (
        <Link to={MARKET_ADMIN_PATH} className={css.buttonLink} data-testid="market-admin-link">
          <AdminIcon />
          {t('actions.admin')}
        </Link>
      ) : null}
      <CountedButton variant="primary" badgeTone="neutral" icon={<CartIcon />} onPress={() => setCartOpen(true)} count={count} countLabel={t('actions.cartCount', { count })}>
        {t('actions.cart')}
      </CountedButton>
    </>
  );

  return (
    <>
      <Catalogue mode="member" source={{ marketId: market.id }} title={t('title')} actions={headerActions} formatPrice={formatPoints} cart={controls} />
      <CartPanel marketId={market.id} isOpen={cartOpen} onOpenChange={setCartOpen} formatPrice={formatPoints} />
    </>
  );
}
