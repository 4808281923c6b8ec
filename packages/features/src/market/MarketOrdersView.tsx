import './strings.ts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ORDER_STATUSES, type Order } from '@gratia/contracts';
import { Box, EmptyState, ErrorState, Heading, SegmentedControl, Skeleton, Stack, VirtualList } from '@gratia/ui';
import { BagIcon } from './bagIcon.tsx';
import { ChevronIcon } from './icons.tsx';
import { OrderCard } from './OrderCard.tsx';
import { useMyOrders } from './orderHooks.ts';
import { parseOrderStatus } from './orders.ts';
import * as marketCss from './MarketView.css.ts';
import * as css from './MarketOrdersView.css.ts';

const orderKey = (order: Order) => order.id;
const renderOrder = (order: Order) => (
  <div className={css.cell}>
    <OrderCard order={order} />
  </div>
);

/**
 * The member's order history (SPEC §2 /market_orders; DOMAIN §2.1 'History of orders';
 * docs/decisions/0046): the title with a link back to the benefit cafe, the status chips ('All' and
 * the nine statuses; bound to `?status=`), and the orders newest first as {@link OrderCard}s in a
 * virtualized list, cursor pages of 20 loading as the end comes near ('Show more' too). States
 * (`data-state`): loading (placeholder cards), error (retry), empty (a text for all and for a
 * status), ready; `data-status` is the filter.
 */
export function MarketOrdersView() {
  const { t } = useTranslation('market');
  const [params, setParams] = useSearchParams();
  const status = parseOrderStatus(params);
  const orders = useMyOrders(status);
  const { items, hasMore, isLoadingMore, loadMore } = orders;
  const state = orders.error && items.length === 0 ? 'error' : orders.isLoading ? 'loading' : items.length === 0 ? 'empty' : 'ready';
  const changeStatus = useCallback(
    (id: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === 'all') next.delete('status');
          else next.set('status', id);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <section className={css.root} data-state={state} data-status={status ?? 'all'} aria-busy={state === 'loading' || isLoadingMore} aria-label={t('orders.title')}>
      <div className={css.header}>
        <Heading level={1}>{t('orders.title')}</Heading>
        <Link to="/market" className={marketCss.buttonLink}>
          <ChevronIcon direction="back" />
          {t('orders.backToMarket')}
        </Link>
      </div>
      <div className={css.filters}>
        <SegmentedControl
          label={t('orders.filterLabel')}
          items={[{ id: 'all', label: t('orders.all') }, ...ORDER_STATUSES.map((s) => ({ id: s, label: t(`orders.status.${s}`) }))]}
          value={status ?? 'all'}
          onChange={changeStatus}
        />
      </div>
      {state === 'loading' && (
        <Stack gap="md" role="status" aria-label={t('orders.loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={css.skeletonHeight} radius="lg" />
          ))}
        </Stack>
      )}
      {state === 'error' && <ErrorState title={t('orders.error')} onRetry={orders.reload} />}
      {state === 'empty' &&
        (status ? (
          <EmptyState icon={<BagIcon />} title={t('orders.emptyFiltered')} description={t('orders.emptyFilteredDescription')} />
        ) : (
          <EmptyState
            icon={<BagIcon />}
            title={t('orders.empty')}
            description={t('orders.emptyDescription')}
            action={
              <Link to="/market" className={marketCss.buttonLink}>
                {t('orders.backToMarket')}
              </Link>
            }
          />
        ))}
      {state === 'ready' && (
        <Box>
          <VirtualList
            items={items}
            getKey={orderKey}
            estimateSize={140}
            scroll="window"
            aria-label={t('orders.listLabel')}
            hasMore={hasMore}
            isLoadingMore={isLoadingMore}
            onEndReached={loadMore}
            loadMoreLabel={t('orders.loadMore')}
            onLoadMore={loadMore}
            endMessage={t('orders.end')}
            renderItem={renderOrder}
          />
        </Box>
      )}
    </section>
  );
}
