import { memo, startTransition, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type Key, type ReactNode, type RefObject } from 'react';
import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { vars } from '@gratia/tokens';
import { Button } from '../Button/Button.tsx';
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
  /**
   * Height of the scroll box as a CSS length (a token or rem), e.g. `vars.size.…` or `'32rem'`.
   * Needed with `scroll="element"`; ignored with `scroll="window"`.
   */
  height?: string;
  /**
   * What scrolls: `element` (default) — the list is a scroll box of `height` inside the page;
   * `window` — the page itself scrolls and the list is as tall as its rows (screens whose main
   * content is the list, such as the events feed: one scrollbar, native scrolling on phones).
   */
  scroll?: 'element' | 'window';
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
  /** Rows rendered beyond the visible ones, each side, from the list's second render on (a transition after its first). Default 5. */
  overscan?: number;
  /** Hides the "nothing more" message at the end. */
  hideEndMessage?: boolean;
  /** The message after the last item when nothing more can load; default "Больше ничего нет". */
  endMessage?: ReactNode;
  /**
   * Label of a "show more" button after the rows while `hasMore` (it shows its own spinner while
   * `isLoadingMore`): the way to load the next page without scrolling, for keyboard and
   * screen-reader users. Needs `onLoadMore`.
   */
  loadMoreLabel?: string;
  /** Called by the "show more" button. */
  onLoadMore?: () => void;
  /**
   * Lay the items out as a grid of this many columns (a card grid): each virtual row holds
   * `columns` items side by side, of equal width and stretched to the row's height. Each item is
   * still a `listitem` (or article) with its own `aria-posinset`; the rows are only layout. The
   * caller chooses the count (e.g. from the width the list has, see `columnsTemplate`). Without it,
   * one item per row.
   */
  columns?: number;
  /** Space between the columns of a grid (`columns`), a CSS length (a token). Default `vars.space.lg`. */
  columnGap?: string;
  /**
   * The CSS `grid-template-columns` of a grid (`columns`) before the list has been placed — in
   * the server's HTML and the render that hydrates it, when the caller cannot know its column count
   * yet: the first items then flow into this template (e.g. `repeat(auto-fill, minmax(…, 1fr))`)
   * instead of one column, so the first paint already has the columns the measured grid gets.
   * Default: `columns` equal columns.
   */
  columnsTemplate?: string;
  className?: string;
}

/**
 * A virtualized, infinite list (@tanstack/react-virtual): only the visible rows plus `overscan`
 * are in the DOM, so 10 000 items cost a few dozen nodes. Rows are measured after rendering, so
 * `estimateSize` only needs to be close. `onEndReached` fires near the end while `hasMore` and
 * not `isLoadingMore`; a loading row (announced politely) or an end message follows the rows.
 * With `scroll="element"` the list scrolls in its own box of `height`; with `scroll="window"` the
 * page scrolls.
 * Accessibility: the element-scrolled list is a focusable, named scroll region (arrows and Page
 * Up/Down scroll natively; Home/End jump to the first/last loaded item). Either way it holds a
 * `list` (or `feed`) whose rows carry `aria-setsize` (-1 while more may load) and
 * `aria-posinset`, so screen readers know the position of each rendered row.
 * With `columns` the items form a grid: rows of `columns` items are virtualized, each item keeps
 * its own list position.
 */
export function VirtualList<T>(props: VirtualListProps<T>) {
  return props.scroll === 'window' ? <WindowScrolledList {...props} /> : <ElementScrolledList {...props} />;
}

/**
 * The viewport a page-scrolled list assumes before it has measured the window, px: on the server
 * and in the render that hydrates the server's HTML. A server-rendered page thus holds the first
 * rows (what a tall phone or a laptop shows at once), and hydration renders the very same ones.
 */
const UNMEASURED_VIEWPORT_HEIGHT = 900;

/**
 * False in a list's first render, true once a transition after it has run: the rows beyond the
 * visible ones (`overscan`) are rendered then, so a list's first render — and the hydration of a
 * server-rendered page — holds only the rows on screen.
 */
function useOverscanReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready;
}

/** Items per virtual row: `columns` (at least 1) in a grid, else 1. */
function perRow(columns: number | undefined): number {
  return columns === undefined ? 1 : Math.max(1, Math.floor(columns));
}

function virtualizerOptions<T>({ items, estimateSize, overscan = 5, getKey, columns }: VirtualListProps<T>, overscanReady: boolean) {
  const n = perRow(columns);
  // A grid row is keyed by its first item: rows keep their measured heights while pages are added.
  const firstOf = (row: number) => row * n;
  return {
    count: Math.ceil(items.length / n),
    estimateSize: typeof estimateSize === 'number' ? () => estimateSize : estimateSize,
    overscan: overscanReady ? overscan : 0,
    getItemKey: getKey ? (row: number) => getKey(items[firstOf(row)]!, firstOf(row)) : undefined,
  };
}

function ElementScrolledList<T>(props: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const overscanReady = useOverscanReady();
  const virtualizer = useVirtualizer({ ...virtualizerOptions(props, overscanReady), getScrollElement: () => scrollRef.current });
  const { items } = props;
  return (
    <div
      ref={scrollRef}
      className={clsx(styles.scroller, props.className)}
      style={{ height: props.height }}
      tabIndex={0}
      role="region"
      aria-label={props['aria-label']}
      onKeyDown={(event) => {
        // Home/End jump to the first and last loaded item (rows far away are not in the DOM yet).
        if (event.target !== event.currentTarget || items.length === 0) return;
        if (event.key === 'Home' || event.key === 'End') {
          event.preventDefault();
          const lastRow = Math.ceil(items.length / perRow(props.columns)) - 1;
          virtualizer.scrollToIndex(event.key === 'Home' ? 0 : lastRow, { align: event.key === 'Home' ? 'start' : 'end' });
        }
      }}
    >
      <ListBody {...props} virtualizer={virtualizer} offset={0} />
    </div>
  );
}

function WindowScrolledList<T>(props: VirtualListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  // Where the list starts on the page, px: the virtualizer works in page coordinates.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const top = Math.round((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
      setScrollMargin((previous) => (previous === top ? previous : top));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const overscanReady = useOverscanReady();
  const virtualizer = useWindowVirtualizer({ ...virtualizerOptions(props, overscanReady), scrollMargin, initialRect: { width: 0, height: UNMEASURED_VIEWPORT_HEIGHT } });
  return (
    <div className={clsx(styles.page, props.className)}>
      <ListBody {...props} virtualizer={virtualizer} offset={scrollMargin} listRef={listRef} />
    </div>
  );
}

/**
 * One row's content, rendered again only when its item, index or `renderItem` change: the list
 * renders itself again whenever rows are measured, placed or scrolled, and its rows need not.
 */
const RowContent = memo(function RowContent<T>({ item, index, renderItem }: { item: T; index: number; renderItem: (item: T, index: number) => ReactNode }) {
  return renderItem(item, index);
}) as <T>(props: { item: T; index: number; renderItem: (item: T, index: number) => ReactNode }) => ReactNode;

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

function ListBody<T, S extends Element | Window>({
  items,
  renderItem,
  'aria-label': ariaLabel,
  role = 'list',
  hasMore = false,
  isLoadingMore = false,
  onEndReached,
  endThreshold = 5,
  hideEndMessage = false,
  endMessage,
  loadMoreLabel,
  onLoadMore,
  virtualizer,
  offset,
  listRef,
  getKey,
  columns,
  columnGap = vars.space.lg,
  columnsTemplate,
}: VirtualListProps<T> & { virtualizer: Virtualizer<S, Element>; offset: number; listRef?: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation('ui');
  const virtualItems = virtualizer.getVirtualItems();
  const isGrid = columns !== undefined;
  const n = perRow(columns);
  // The last item rendered (of the last rendered row).
  const lastIndex = virtualItems.length > 0 ? Math.min(items.length - 1, (virtualItems[virtualItems.length - 1]!.index + 1) * n - 1) : -1;

  // On the server, and in the render that hydrates its HTML, no row has been measured: the first
  // rows stand in the normal flow, one below the other, instead of at estimated offsets where
  // they would overlap. Right after hydration they take their places.
  const placed = useSyncExternalStore(noSubscription, inBrowser, onServer);

  // Ask for the next page once the rendered window comes near the end of the loaded items (of the
  // measured window: the assumed one of the first render is not where the list really is).
  const requested = useRef(-1);
  useEffect(() => {
    if (!placed || !onEndReached || !hasMore || isLoadingMore) return;
    if (lastIndex >= items.length - 1 - endThreshold && requested.current !== items.length) {
      requested.current = items.length;
      onEndReached();
    }
  }, [placed, lastIndex, items.length, hasMore, isLoadingMore, onEndReached, endThreshold]);

  const rowRole = role === 'feed' ? 'article' : 'listitem';
  const setSize = hasMore ? -1 : items.length;
  // Before the list is placed (server HTML, hydration), a grid's first items flow into the
  // caller's template: its rows add no boxes of their own then.
  const gridTemplate = `repeat(${n}, minmax(0, 1fr))`;
  const listStyle = placed ? { height: virtualizer.getTotalSize() } : isGrid ? { gridTemplateColumns: columnsTemplate ?? gridTemplate, columnGap } : undefined;
  return (
    <>
      <div
        ref={listRef}
        role={role}
        aria-label={ariaLabel}
        aria-busy={isLoadingMore || undefined}
        className={isGrid && !placed ? styles.gridInFlow : styles.list}
        style={listStyle}
      >
        {virtualItems.map((row) =>
          isGrid ? (
            <div
              key={row.key}
              role="none"
              data-index={row.index}
              ref={virtualizer.measureElement}
              className={placed ? styles.gridRow : styles.gridRowInFlow}
              style={placed ? { transform: `translateY(${row.start - offset}px)`, gridTemplateColumns: gridTemplate, columnGap } : undefined}
            >
              {items.slice(row.index * n, (row.index + 1) * n).map((item, i) => {
                const index = row.index * n + i;
                return (
                  <div key={getKey ? getKey(item, index) : index} role={rowRole} aria-setsize={setSize} aria-posinset={index + 1} className={styles.cell}>
                    <RowContent item={item} index={index} renderItem={renderItem} />
                  </div>
                );
              })}
            </div>
          ) : (
            <div
              key={row.key}
              role={rowRole}
              data-index={row.index}
              ref={virtualizer.measureElement}
              aria-setsize={setSize}
              aria-posinset={row.index + 1}
              className={placed ? styles.row : styles.rowInFlow}
              style={placed ? { transform: `translateY(${row.start - offset}px)` } : undefined}
            >
              <RowContent item={items[row.index]!} index={row.index} renderItem={renderItem} />
            </div>
          ),
        )}
      </div>
      <div className={styles.footer} aria-live="polite">
        {hasMore && loadMoreLabel && onLoadMore ? (
          <Button variant="secondary" onPress={onLoadMore} isLoading={isLoadingMore}>
            {loadMoreLabel}
          </Button>
        ) : isLoadingMore ? (
          <>
            <Spinner size="sm" aria-label={t('virtualList.loadingMore')} />
            <span>{t('virtualList.loadingMore')}</span>
          </>
        ) : !hasMore && !hideEndMessage && items.length > 0 ? (
          (endMessage ?? t('virtualList.end'))
        ) : null}
      </div>
    </>
  );
}
