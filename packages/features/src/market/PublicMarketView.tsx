import './strings.ts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pointsWithBonusName } from '@gratia/contracts';
import { EmptyState, ErrorState, Skeleton, Stack, Text } from '@gratia/ui';
import { errorMessage } from '../errors/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { Catalogue } from './Catalogue.tsx';
import { usePublicMarket } from './catalogueHooks.ts';
import { BagIcon } from './bagIcon.tsx';
import * as css from './MarketView.css.ts';

/** Props of {@link PublicMarketView}. */
export interface PublicMarketViewProps {
  /** The route's raw `:id`; anything but a positive integer is "not found". */
  id: string | undefined;
  /** The market's public key (`?public_key=`); a missing or malformed one is "not found". */
  publicKey: string | null | undefined;
}

/**
 * The public catalogue of a market (SPEC §2 none layout /market/{id}/offers?public_key=; DOMAIN §2.1;
 * docs/decisions/0046 'public page'), for anyone holding its link, signed in or not: the market's
 * name and community ({@link usePublicMarket}), then the read-only {@link Catalogue} — search,
 * categories, filters and details, no cart and no ordering — with prices in the community's bonus
 * name, or none at all when the market hides them (`publicPrices` false: the server sends no
 * price). A wrong key, an unknown or closed market: 'Marketplace not found' with a sign-in link,
 * never a redirect (SPEC §8 exception for this page). `data-state` of the page: loading |
 * not-found | error, then the catalogue's own.
 */
export function PublicMarketView({ id, publicKey }: PublicMarketViewProps) {
  const { t, i18n } = useTranslation('market');
  const read = usePublicMarket(id, publicKey);
  const market = read.market;
  const bonusName = market?.community.bonusName;
  const lng = i18n.language;
  // Points in the community's own bonus name (the page has no session, so no organization settings to read it from).
  const formatPrice = useCallback((points: number) => (bonusName ? pointsWithBonusName(bonusName, points, lng) : t('common:points', { count: points })), [bonusName, lng, t]);

  if (read.status === 'ready' && market && read.marketId !== null) {
    return (
      <div className={css.publicPage}>
        <Catalogue
          mode="public"
          source={{ marketId: read.marketId, publicKey: publicKey ?? undefined }}
          title={market.name}
          subtitle={
            <>
              <Text tone="muted" size="sm">
                {t('public.community', { name: market.community.name })}
              </Text>
              <Text tone="muted" size="sm">
                {t('public.readOnly')}
              </Text>
            </>
          }
          actions={
            <Link to="/login" className={css.buttonLink}>
              {t('public.signIn')}
            </Link>
          }
          formatPrice={formatPrice}
        />
      </div>
    );
  }
  return (
    <div className={css.publicPage}>
      <section className={css.root} data-state={read.status} aria-busy={read.status === 'loading'} aria-label={t('public.label')}>
        {read.status === 'not-found' ? (
          <EmptyState
            icon={<BagIcon />}
            title={t('common:errors.MARKET_NOT_FOUND')}
            description={t('public.notFoundDescription')}
            action={
              <Link to="/login" className={css.buttonLink}>
                {t('public.signIn')}
              </Link>
            }
          />
        ) : read.status === 'error' ? (
          <ErrorState title={t('public.error')} description={errorMessage(read.error, t)} onRetry={read.reload} />
        ) : (
          <Stack gap="md" role="status" aria-label={t('loading')}>
            <Skeleton height={placeholderHeight.field} width={css.skeletonStripWidth} />
            <Skeleton height={placeholderHeight.event} />
          </Stack>
        )}
      </section>
    </div>
  );
}
