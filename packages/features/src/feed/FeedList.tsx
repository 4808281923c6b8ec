import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, Heading, Skeleton, Stack, Text } from '@gratia/ui';
import { useFeed } from '../api/hooks.ts';
import { FeedCard } from './FeedCard.tsx';
import * as css from './FeedList.css.ts';

/** Props of {@link FeedList}. */
export interface FeedListProps {
  /** Load the next page when the end of the list scrolls into view (IntersectionObserver); default true. The 'Show more' button is always there too. */
  autoLoad?: boolean;
  /** "Now" for relative times, ms since the epoch (stories pin it). */
  now?: number;
}

/**
 * The events feed (SPEC §1 Events feed, route /feed): thanks newest first in cursor pages of 20
 * ({@link useFeed}), 'Show more' and infinite scroll. States: loading, error (retry), empty, list,
 * loading more, end. `data-state` = loading | error | empty | ready.
 */
export function FeedList({ autoLoad = true, now }: FeedListProps) {
  const { t } = useTranslation('feed');
  const feed = useFeed();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, isLoadingMore, loadMore, error } = feed;

  useEffect(() => {
    const node = sentinel.current;
    if (!autoLoad || !node || !hasMore || isLoadingMore || error || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [autoLoad, hasMore, isLoadingMore, loadMore, error]);

  const state = feed.error && feed.events.length === 0 ? 'error' : feed.isLoading ? 'loading' : feed.events.length === 0 ? 'empty' : 'ready';

  return (
    <section className={css.root} data-state={state} aria-busy={state === 'loading' || isLoadingMore} aria-label={t('title')}>
      <Stack gap="md">
        <Heading level={1}>{t('title')}</Heading>
        {state === 'loading' && (
          <Stack gap="md">
            <Skeleton height="6rem" />
            <Skeleton height="6rem" />
            <Skeleton height="6rem" />
          </Stack>
        )}
        {state === 'error' && <ErrorState title={t('error')} onRetry={feed.reload} />}
        {state === 'empty' && <EmptyState title={t('empty')} description={t('emptyDescription')} />}
        {state === 'ready' && (
          <>
            <ul className={css.list}>
              {feed.events.map((event) => (
                <li key={`${event.type}-${event.id}`}>
                  <FeedCard event={event} now={now} />
                </li>
              ))}
            </ul>
            <div ref={sentinel} className={css.sentinel} />
            <div className={css.footer}>
              {hasMore ? (
                <Button variant="secondary" onPress={loadMore} isLoading={isLoadingMore}>
                  {t('loadMore')}
                </Button>
              ) : (
                <Text tone="muted" size="sm">
                  {t('end')}
                </Text>
              )}
            </div>
          </>
        )}
      </Stack>
    </section>
  );
}
