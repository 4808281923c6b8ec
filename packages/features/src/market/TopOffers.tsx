import './topStrings.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Stack, Text } from '@gratia/ui';
import { useFormatPoints } from '../organization/index.ts';
import { DataPanel } from '../shared/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { useMarketsAvailable } from './hooks.ts';
import { BagIcon } from './bagIcon.tsx';
import { useTopOffers } from './top.ts';
import * as css from './TopOffers.css.ts';

/**
 * The main page's top benefits (SPEC §1 main page 'top benefits'; DOMAIN §2.6; docs/decisions/0046),
 * in a `DataPanel`: the offers of the first available market most ordered over the last 90 days
 * ({@link useTopOffers}), each with its picture, its name — a link that opens its details in the
 * catalogue (`/market?offer={id}`) — its price in the community's bonus name and how many were
 * ordered; and 'All benefits' (/market). Shown only when the community has a market and the market
 * has such offers: otherwise nothing at all. `data-state` = loading | error | ready.
 */
export function TopOffers() {
  const { t } = useTranslation('marketTop');
  const formatPoints = useFormatPoints();
  const markets = useMarketsAvailable();
  const hasMarket = (markets.data?.items.length ?? 0) > 0;
  const { data, error, mutate } = useTopOffers({ enabled: hasMarket });
  if (!hasMarket || (data && data.items.length === 0)) return null;
  const status = error && !data ? 'error' : !data ? 'loading' : 'ready';
  return (
    <DataPanel title={t('title')} status={status} placeholders={[placeholderHeight.tile, placeholderHeight.tile]} error={{ title: t('error'), onRetry: () => mutate() }}>
      {data ? (
        <Stack gap="md">
          <ul className={css.list} aria-label={t('listLabel')}>
            {data.items.map((offer) => {
              const picture = offer.tile ?? offer.images[0] ?? null;
              return (
                <li key={offer.id} className={css.item}>
                  <span className={css.picture}>{picture ? <img className={css.image} src={picture.thumbUrl} alt="" width={picture.width} height={picture.height} loading="lazy" decoding="async" /> : <BagIcon size="em" />}</span>
                  <span className={css.texts}>
                    <Link to={`/market?offer=${offer.id}`} className={css.name}>
                      {offer.name}
                    </Link>
                    {offer.price !== null ? (
                      <Text size="sm" weight="semibold">
                        {formatPoints(offer.price)}
                      </Text>
                    ) : null}
                    <Text size="sm" tone="muted">
                      {t('units', { count: offer.units })}
                    </Text>
                  </span>
                </li>
              );
            })}
          </ul>
          <div className={css.links}>
            <Link to="/market" className={css.link}>
              {t('all')}
            </Link>
          </div>
        </Stack>
      ) : null}
    </DataPanel>
  );
}
