import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './VirtualList.css.ts';

/** Props of {@link VirtualList}. */
export interface VirtualListProps<T> {
  /** The loaded items (pages appended as they arrive). */
  items: readonly T[];
  /** Renders the content of one row (the row itself is the `listitem`, or `article` in a feed). */
  renderItem: (item: T, index: number) => ReactNode;
  /** Stable key of an item (its id); default the index. */
  getKey?: (item: T, index: number) => Key;
  /** Estimated row height in px before measuring; rows are then measured as rendered. */
  estimateSize: number | ((index: number) => number);
  /** Height of the scroll box as a CSS length (a token or rem), e.g. `vars.size.…` or `'32rem'`. */
  height: string;
  /** Accessible name of the list (required: the scroll box is a focusable region). */
  'aria-label': string;
  /** `list` (default; rows are `listitem`s) or `feed` (rows are articles, e.g. the events feed, SPEC §2). */
  role?: 'list' | 'feed';
  /** Whether more items can be loaded; when false the end message shows. */
  hasMore?: boolean;
  /** A page is loading: shows the loading row and keeps `onEndReached` from firing again. */
  isLoadingMore?: boolean;
  /** Called once when the user scrolls within `endThreshold` items of the end and `hasMore`. */
  onEndReached?: () => void;
  /** How many items before the end to ask for more. Default 5. */
  endThreshold?: number;
  /** Rows rendered beyond the visible ones, each side. Default 5. */
  overscan?: number;
  /** Hides the "nothing more" message at the end. */
  hideEndMessage?: boolean;
  className?: string;
}

/**
 * A virtualized, infinite list (@tanstack/react-virtual): only the visible rows plus `overscan`
 * are in the DOM, so 10 000 items cost a few dozen nodes. Rows are measured after rendering, so
 * `estimateSize` only needs to be close. `onEndReached` fires near the end while `hasMore` and
 * not `isLoadingMore`; a loading row (announced politely) or an end message follows the rows.
 * Accessibility: a focusable, named scroll region (arrows and Page Up/Down scroll natively;
 * Home/End jump to the first/last loaded item) holding a `list` (or `feed`) whose rows carry
 * `aria-setsize` (-1 while more may load) and `aria-posinset`, so screen readers know the
 * position of each rendered row.
 */
export function VirtualList<T>({
  items,
  renderItem,
  getKey,
  estimateSize,
  height,
  'aria-label': ariaLabel,
  role = 'list',
  hasMore = false,
  isLoadingMore = false,
  onEndReached,
  endThreshold = 5,
  overscan = 5,
  hideEndMessage = false,
  className,
}: VirtualListProps<T>) {
  const { t } = useTranslation('ui');
  const scrollRef = useRef<HTMLDivElement>(null);
  const estimate = typeof estimateSize === 'number' ? () => estimateSize : estimateSize;
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: estimate,
    overscan,
    getItemKey: getKey ? (index) => getKey(items[index]!, index) : undefined,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems.length > 0 ? virtualItems[virtualItems.length - 1]!.index : -1;

  // Ask for the next page once the rendered window comes near the end of the loaded items.
  const requested = useRef(-1);
  useEffect(() => {
    if (!onEndReached || !hasMore || isLoadingMore) return;
    if (lastIndex >= items.length - 1 - endThreshold && requested.current !== items.length) {
      requested.current = items.length;
      onEndReached();
    }
  }, [lastIndex, items.length, hasMore, isLoadingMore, onEndReached, endThreshold]);

  const rowRole = role === 'feed' ? 'article' : 'listitem';
  return (
    <div
      ref={scrollRef}
      className={clsx(styles.scroller, className)}
      style={{ height }}
      tabIndex={0}
      role="region"
      aria-label={ariaLabel}
      onKeyDown={(event) => {
        // Home/End jump to the first and last loaded item (rows far away are not in the DOM yet).
        if (event.target !== event.currentTarget || items.length === 0) return;
        if (event.key === 'Home' || event.key === 'End') {
          event.preventDefault();
          virtualizer.scrollToIndex(event.key === 'Home' ? 0 : items.length - 1, { align: event.key === 'Home' ? 'start' : 'end' });
        }
      }}
    >
      <div
        role={role}
        aria-label={ariaLabel}
        aria-busy={isLoadingMore || undefined}
        className={styles.list}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualItems.map((row) => (
          <div
            key={row.key}
            role={rowRole}
            data-index={row.index}
            ref={virtualizer.measureElement}
            aria-setsize={hasMore ? -1 : items.length}
            aria-posinset={row.index + 1}
            className={styles.row}
            style={{ transform: `translateY(${row.start}px)` }}
          >
            {renderItem(items[row.index]!, row.index)}
          </div>
        ))}
      </div>
      <div className={styles.footer} aria-live="polite">
        {isLoadingMore ? (
          <>
            <Spinner size="sm" aria-label={t('virtualList.loadingMore')} />
            <span>{t('virtualList.loadingMore')}</span>
          </>
        ) : !hasMore && !hideEndMessage && items.length > 0 ? (
          t('virtualList.end')
        ) : null}
      </div>
    </div>
  );
}
