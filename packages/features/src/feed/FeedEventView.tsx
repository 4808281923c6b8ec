import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, Heading, Inline, Skeleton, Stack } from '@gratia/ui';
import { placeholderHeight } from '../sizes/index.ts';
import { parseEventRef } from './cache.ts';
import { useFeedEvent } from './hooks.ts';
import { FeedCard } from './FeedCard.tsx';
import { CommentsThread } from './CommentsThread.tsx';
import * as css from './FeedCard.css.ts';

/** Props of {@link FeedEventView}: the raw params of the route `/feed/:eventType/:eventId`. */
export interface FeedEventViewProps {
  eventType: string | undefined;
  eventId: string | undefined;
  /** "Now" for relative times, ms since the epoch (stories pin it). */
  now?: number;
}

/**
 * One event on its own page (SPEC §1 'thanks detail view (deep link)', route
 * `/feed/:eventType/:eventId`): the full card — every photo, the sticker, the value, the whole
 * message, likes — and the comments thread under it. Params that are not an event reference, and
 * an event the server does not find (404, e.g. another organization's), show 'Event not found'
 * with a link back to /feed; other errors a retry. `data-state` = loading | not-found | error | ready.
 */
export function FeedEventView({ eventType, eventId, now }: FeedEventViewProps) {
  const { t } = useTranslation('feed');
  const ref = parseEventRef(eventType, eventId);
  const event = useFeedEvent(ref);
  const back = (
    <Link className={css.footerLink} to="/feed">
      {t('detail.back')}
    </Link>
  );
  const state = !ref || event.error?.code === 'NOT_FOUND' || event.error?.code === 'VALIDATION_ERROR' ? 'not-found' : event.error ? 'error' : !event.data ? 'loading' : 'ready';
  return (
    <section data-state={state} aria-busy={state === 'loading'} aria-label={t('detail.title')}>
      <Stack gap="md">
        <Inline>{back}</Inline>
        <Heading level={1}>{t('detail.title')}</Heading>
        {state === 'loading' && <Skeleton height={placeholderHeight.event} />}
        {state === 'not-found' && <EmptyState title={t('detail.notFound')} description={t('detail.notFoundDescription')} />}
        {state === 'error' && <ErrorState title={t('detail.error')} onRetry={() => void event.mutate()} />}
        {state === 'ready' && event.data && ref && (
          <>
            <FeedCard event={event.data} now={now} variant="detail" />
            <CommentsThread event={ref} now={now} />
          </>
        )}
      </Stack>
    </section>
  );
}
