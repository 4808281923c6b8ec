import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FEED_FILTERS, feedEventKey } from '@gratia/contracts';
import { Box, Button, EmptyState, ErrorState, Heading, Inline, SegmentedControl, Skeleton, Stack, VirtualList } from '@gratia/ui';
import { placeholderHeight } from '../sizes/index.ts';
import { parseFeedFilter } from './cache.ts';
import { useFeed, useFeedFilters } from './hooks.ts';
import { FeedCard } from './FeedCard.tsx';
import * as css from './FeedList.css.ts';

/** Props of {@link FeedList}. */
export interface FeedListProps {
  /** Load the next page as the end of the list comes near; default true. 'Show more' is always there too. */
  autoLoad?: boolean;
  /** "Now" for relative times, ms since the epoch (stories pin it). */
  now?: number;
  /**
   * Scroll the list in a box of this height (a CSS length) instead of scrolling the page. By
   * default the page scrolls: one scrollbar, native momentum on phones.
   */
  listHeight?: string;
  /** Estimated card height, px, before measuring. Default 200. */
  estimateSize?: number;
  /** How often the newest page is checked for new events, ms; 0 = never. Default 20 s (docs/decisions/0006). */
  pollIntervalMs?: number;
}

/**
 * The events feed (SPEC §1 Events feed, route /feed): filters all / thanks / challenges / winners /
 * purchases as a segmented control bound to `?filter=` (an unknown value means all) — only those
 * the community has events of ({@link useFeedFilters}), and none while there is only one (while
 * they load, the control shows the URL's filter alone, keeping its height); events
 * newest first in cursor pages ({@link useFeed}) on the ui `VirtualList` — the next page loads as
 * the end comes near, and only the cards on screen are in the DOM, so 10,000 events stay light;
 * 'Show more' does the same by button. New events found by polling show as a 'N new events'
 * button above the list, which reveals them and scrolls to the top without reloading the page.
 * States (`data-state`): loading (skeletons), error (retry), empty (a text per filter), ready.
 */
export function FeedList({ autoLoad = true, now, listHeight, estimateSize = 200, pollIntervalMs }: FeedListProps) {
  const { t } = useTranslation('feed');
  const [params, setParams] = useSearchParams();
  const filter = parseFeedFilter(params.get('filter'));
  const feed = useFeed(filter, { pollIntervalMs });
  const offered = useFeedFilters();
  // The filters the community has events of (all of them if that call failed), and always the
  // one in the URL, so a link to it still shows where the reader is.
  const filters = FEED_FILTERS.filter((id) => id === filter || (offered.error ? true : (offered.data?.items.includes(id) ?? false)));
  const listBox = useRef<HTMLElement>(null);
  const { hasMore, isLoadingMore, loadMore } = feed;
  const state = feed.error && feed.events.length === 0 ? 'error' : feed.isLoading ? 'loading' : feed.events.length === 0 ? 'empty' : 'ready';
  const fresh = feed.newEvents.length;

  const changeFilter = (id: string) => {
    const next = new URLSearchParams(params);
    const value = parseFeedFilter(id);
    if (value === 'all') next.delete('filter');
    else next.set('filter', value);
    setParams(next);
  };

  const revealNew = async () => {
    await feed.showNewEvents();
    const scroller = listBox.current?.querySelector<HTMLElement>('[role="region"]');
    if (scroller) {
      scroller.scrollTop = 0;
      scroller.focus();
    } else {
      // The page scrolls: back to the top of the feed, focus on its first event.
      window.scrollTo({ top: 0 });
      listBox.current?.focus();
    }
  };

  return (
    <section className={css.root} data-state={state} data-filter={filter} aria-busy={state === 'loading' || isLoadingMore} aria-label={t('title')}>
      <Stack gap="md">
        <Heading level={1}>{t('title')}</Heading>
        {/* While the filters load, the control holds its place with the filter in the URL alone,
            so the list does not move down when they arrive. */}
        {(filters.length > 1 || (!offered.data && !offered.error)) && (
          <Inline gap="sm" justify="between" className={css.controls}>
            <SegmentedControl label={t('filterLabel')} items={filters.map((id) => ({ id, label: t(`filter.${id}`) }))} value={filter} onChange={changeFilter} />
          </Inline>
        )}
        {fresh > 0 && state !== 'loading' && (
          <Inline justify="center">
            <Button variant="primary" size="sm" onPress={() => void revealNew()}>
              {t('newEvents', { count: fresh })}
            </Button>
          </Inline>
        )}
        {state === 'loading' && (
          <Stack gap="md">
            <Skeleton height={placeholderHeight.card} />
            <Skeleton height={placeholderHeight.card} />
            <Skeleton height={placeholderHeight.card} />
          </Stack>
        )}
        {state === 'error' && <ErrorState title={t('error')} onRetry={feed.reload} />}
        {state === 'empty' && <EmptyState title={t(`empty.${filter}`)} description={t(`emptyDescription.${filter}`)} />}
        {state === 'ready' && (
          <Box ref={listBox} tabIndex={-1} className={css.listBox}>
            <VirtualList
              items={feed.events}
              getKey={feedEventKey}
              estimateSize={estimateSize}
              scroll={listHeight ? 'element' : 'window'}
              height={listHeight}
              aria-label={t('listLabel')}
              // A failed next page leaves "show more" there as its retry; auto-loading does not retry.
              hasMore={hasMore}
              isLoadingMore={isLoadingMore}
              onEndReached={autoLoad ? loadMore : undefined}
              loadMoreLabel={t('loadMore')}
              onLoadMore={loadMore}
              endMessage={t('end')}
              renderItem={(event) => (
                <Box paddingBottom="md">
                  <FeedCard event={event} now={now} />
                </Box>
              )}
            />
          </Box>
        )}
      </Stack>
    </section>
  );
}
