import './strings.ts';
import { useCallback, useState, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { Challenge } from '@gratia/contracts';
import { Box, EmptyState, ErrorState, Heading, SegmentedControl, Skeleton, Stack, VirtualList } from '@gratia/ui';
import { ChallengeCard } from './ChallengeCard.tsx';
import { CHALLENGE_FILTER_ORDER, NEW_CHALLENGE_PATH, challengeFilterSearch, countGridTracks, parseChallengeFilter } from './challengeList.ts';
import { useChallenges } from './hooks.ts';
import * as css from './ChallengesView.css.ts';

/** Props of {@link ChallengesView}. */
export interface ChallengesViewProps {
  /** `list` (/challenges): one card per row, the cover beside the text; `grid` (/all_challenges): cards in 1–3 columns by the width. */
  layout: 'list' | 'grid';
  /** Load the next page as the end of the list comes near; default true. 'Show more' is always there too. */
  autoLoad?: boolean;
  /** Scroll the list in a box of this height (a CSS length) instead of scrolling the page (the default). */
  listHeight?: string;
  /** Estimated height of a row (a card, or a row of cards), px, before measuring. Default 240 (list) or 460 (grid). */
  estimateSize?: number;
}

/** The challenge templates page (SPEC §2 /challenge_templates). */
const CHALLENGE_TEMPLATES_PATH = '/challenge_templates';

const challengeKey = (challenge: Challenge) => challenge.id;

/**
 * Returns a ref for a grid element and the number of columns it has (its used tracks), measured
 * when it mounts and whenever its size changes; null until then (the server's render, hydration).
 */
function useGridColumns(): [RefCallback<HTMLElement>, number | null] {
  const [columns, setColumns] = useState<number | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const measure = () => setColumns(countGridTracks(getComputedStyle(element).gridTemplateColumns));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, columns];
}

/**
 * The challenges of the community (SPEC §2 /challenges and /all_challenges: 'lists all, active,
 * ended, upcoming, my'; §3 Challenge; §4 Challenge states): the title with a 'Create a challenge'
 * link (/challenges/new), a 'Chains' link (/challenge_chains) and a 'Templates' link (/challenge_templates), the filters all / running / upcoming / ended / mine as a segmented
 * control bound to `?filter=` (an unknown value means all; `?my=true` — where SPEC §8 sends a
 * failed single-challenge request — means mine), and the challenges newest first in cursor pages
 * of 20 ({@link useChallenges}) as {@link ChallengeCard}s on the ui `VirtualList`: only the cards
 * on screen are in the DOM, the next page loads as the end comes near, 'Show more' does the same
 * by button. `layout="list"` shows one card per row; `layout="grid"` virtualizes rows of as many
 * cards as the width holds (1 on a phone, 2 on a tablet, 3 on a desktop: the count of the CSS
 * grid template's columns, measured as the width changes). States (`data-state`): loading
 * (placeholder cards), error (retry), empty (a text per filter, with the create link), ready;
 * `data-filter` is the filter, `data-columns` the grid's columns.
 */
export function ChallengesView({ layout, autoLoad = true, listHeight, estimateSize }: ChallengesViewProps) {
  const { t } = useTranslation('challenges');
  const [params, setParams] = useSearchParams();
  const filter = parseChallengeFilter(params);
  const challenges = useChallenges(filter);
  const [probe, measuredColumns] = useGridColumns();
  const { items, hasMore, isLoadingMore, loadMore } = challenges;
  const state = challenges.error && items.length === 0 ? 'error' : challenges.isLoading ? 'loading' : items.length === 0 ? 'empty' : 'ready';
  const isGrid = layout === 'grid';
  const columns = isGrid ? (measuredColumns ?? 1) : undefined;

  const changeFilter = (id: string) => setParams(challengeFilterSearch(params, CHALLENGE_FILTER_ORDER.find((known) => known === id) ?? 'all'));
  const renderCard = useCallback(
    (challenge: Challenge) => (
      <div className={css.cell}>
        <ChallengeCard challenge={challenge} orientation={isGrid ? 'vertical' : 'horizontal'} />
      </div>
    ),
    [isGrid],
  );

  const createLink = (
    <Link to={NEW_CHALLENGE_PATH} className={css.createLink} data-testid="challenges-create">
      {t('list.create')}
    </Link>
  );
  // The templates a challenge can start from (docs/decisions/0044).
  const templatesLink = (
    <Link to={CHALLENGE_TEMPLATES_PATH} className={css.templatesLink} data-testid="challenges-templates">
      {t('list.templates')}
    </Link>
  );

  // The chains of challenges (docs/decisions/0043).
  const chainsLink = (
    <Link to="/challenge_chains" className={css.templatesLink} data-testid="challenges-chains">
      {t('list.chains')}
    </Link>
  );

  return (
    <section
      className={css.root}
      data-state={state}
      data-filter={filter}
      data-layout={layout}
      data-columns={isGrid && state === 'ready' ? (measuredColumns ?? undefined) : undefined}
      aria-busy={state === 'loading' || isLoadingMore}
      aria-label={t('list.title')}
    >
      <Stack gap="md">
        <div className={css.header}>
          <Heading level={1}>{t('list.title')}</Heading>
          <div className={css.headerLinks}>
            {chainsLink}
            {templatesLink}
            {createLink}
          </div>
        </div>
        <div className={css.controls}>
          <SegmentedControl label={t('list.filterLabel')} items={CHALLENGE_FILTER_ORDER.map((id) => ({ id, label: t(`list.filter.${id}`) }))} value={filter} onChange={changeFilter} />
        </div>
        {state === 'loading' &&
          (isGrid ? (
            <div className={css.skeletonGrid} role="status" aria-label={t('list.loading')}>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} height={css.skeletonCardHeight} radius="lg" />
              ))}
            </div>
          ) : (
            <Stack gap="md" role="status" aria-label={t('list.loading')}>
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} height={css.skeletonRowHeight} radius="lg" />
              ))}
            </Stack>
          ))}
        {state === 'error' && <ErrorState title={t('list.error')} onRetry={challenges.reload} />}
        {state === 'empty' && <EmptyState title={t(`list.empty.${filter}`)} description={t(`list.emptyDescription.${filter}`)} action={createLink} />}
        {state === 'ready' && (
          <Box className={css.listBox}>
            {isGrid && <div ref={probe} className={css.columnsProbe} aria-hidden="true" data-testid="challenges-columns-probe" />}
            <VirtualList
              items={items}
              getKey={challengeKey}
              estimateSize={estimateSize ?? (isGrid ? 460 : 240)}
              scroll={listHeight ? 'element' : 'window'}
              height={listHeight}
              aria-label={t('list.listLabel')}
              columns={columns}
              columnGap={css.cardGap}
              columnsTemplate={css.gridColumnsTemplate}
              // A failed next page leaves "show more" there as its retry; auto-loading does not retry.
              hasMore={hasMore}
              isLoadingMore={isLoadingMore}
              onEndReached={autoLoad ? loadMore : undefined}
              loadMoreLabel={t('list.loadMore')}
              onLoadMore={loadMore}
              endMessage={t('list.end')}
              renderItem={renderCard}
            />
          </Box>
        )}
      </Stack>
    </section>
  );
}
