import './chainStrings.ts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { Chain } from '@gratia/contracts';
import { EmptyState, ErrorState, Heading, Inline, SegmentedControl, Skeleton, Stack, VirtualList } from '@gratia/ui';
import { ChainCard } from './ChainCard.tsx';
import { useChains } from './chainHooks.ts';
import * as css from './Chains.css.ts';

/** The filters of /challenge_chains, in order. */
export const CHAIN_FILTERS = ['all', 'my'] as const;
/** The path of the chain form (a chain from one's challenges). */
export const NEW_CHAIN_PATH = '/challenge_chains/new';

const chainKey = (chain: Chain) => chain.id;

/**
 * The chains of the community (SPEC §2 /challenge_chains; DOMAIN §1.8): the title with 'Create a
 * chain' (/challenge_chains/new) and 'From a template' (/challenge_templates), the filter all /
 * mine in `?filter=`, and the chains newest first in cursor pages of 20 as {@link ChainCard}s on
 * the ui `VirtualList` (the next page loads near the end; 'Show more' by button). States
 * (`data-state`): loading, error (retry), empty (with the create link), ready.
 */
export function ChainsView() {
  const { t } = useTranslation('challengeChains');
  const [params, setParams] = useSearchParams();
  const filter = params.get('filter') === 'my' ? 'my' : 'all';
  const chains = useChains(filter);
  const { items } = chains;
  const state = chains.error && items.length === 0 ? 'error' : chains.isLoading ? 'loading' : items.length === 0 ? 'empty' : 'ready';
  const renderCard = useCallback(
    (chain: Chain) => (
      <div className={css.cell}>
        <ChainCard chain={chain} />
      </div>
    ),
    [],
  );
  const createLink = (
    <Link to={NEW_CHAIN_PATH} className={css.buttonLink} data-testid="chains-create">
      {t('list.create')}
    </Link>
  );
  return (
    <section className={css.root} data-state={state} data-filter={filter} aria-busy={state === 'loading' || chains.isLoadingMore} aria-label={t('list.title')}>
      <Stack gap="md">
        <Inline>
          <Link to="/challenges" className={css.link}>
            {t('list.back')}
          </Link>
        </Inline>
        <div className={css.header}>
          <Heading level={1}>{t('list.title')}</Heading>
          <Inline gap="sm">
            <Link to="/challenge_templates" className={css.secondaryLink}>
              {t('list.templates')}
            </Link>
            {createLink}
          </Inline>
        </div>
        <SegmentedControl
          label={t('list.filterLabel')}
          items={CHAIN_FILTERS.map((id) => ({ id, label: t(`list.filter.${id}`) }))}
          value={filter}
          onChange={(id) => {
            const next = new URLSearchParams(params);
            if (id === 'all') next.delete('filter');
            else next.set('filter', id);
            setParams(next, { replace: true });
          }}
        />
        {state === 'loading' && (
          <Stack gap="md" role="status" aria-label={t('list.loading')}>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={`calc(${css.skeletonHeight})`} radius="lg" />
            ))}
          </Stack>
        )}
        {state === 'error' && <ErrorState title={t('list.error')} onRetry={chains.reload} />}
        {state === 'empty' && <EmptyState title={t(`list.empty.${filter}`)} description={t(`list.emptyDescription.${filter}`)} action={createLink} />}
        {state === 'ready' && (
          <VirtualList
            items={items}
            getKey={chainKey}
            estimateSize={220}
            scroll="window"
            aria-label={t('list.listLabel')}
            hasMore={chains.hasMore}
            isLoadingMore={chains.isLoadingMore}
            onEndReached={chains.loadMore}
            loadMoreLabel={t('list.loadMore')}
            onLoadMore={chains.loadMore}
            endMessage={t('list.end')}
            renderItem={renderCard}
          />
        )}
      </Stack>
    </section>
  );
}
