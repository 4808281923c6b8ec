import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import useSWRInfinite, { type SWRInfiniteKeyLoader, type SWRInfiniteResponse } from 'swr/infinite';
import type { ApiError } from './client.ts';
import { useApiClient } from './context.tsx';

/** A cursor page of the API (contracts `page()`): its items and the next cursor, null on the last page. */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** The loading state and paging actions every paged list hook hands its widget. */
export interface PagedListState {
  error: ApiError | undefined;
  /** The first page is loading. */
  isLoading: boolean;
  /** A further page is loading. */
  isLoadingMore: boolean;
  /** More pages exist on the server. */
  hasMore: boolean;
  /** Loads the next page. */
  loadMore: () => void;
  /** Fetches every loaded page again. */
  reload: () => void;
}

/** What {@link useCursorPages} returns. */
export interface CursorPages<T, P extends CursorPage<T>> extends PagedListState {
  /** Items of all loaded pages, in the server's order. */
  items: T[];
  /** The loaded pages (for callers that read page-level data). */
  pages: P[];
  /** swr-infinite's own mutate and setSize, for optimistic updates and resets. */
  mutate: SWRInfiniteResponse<P, ApiError>['mutate'];
  setSize: SWRInfiniteResponse<P, ApiError>['setSize'];
}

/**
 * A cursor-paged list of the API (history, feed, comments) with swr-infinite: `getKey(index,
 * previousPage)` gives the path of each page (null after the last one; memoize it per list). The
 * first page is not fetched again when the next one loads; `reload` revalidates all loaded pages.
 */
export function useCursorPages<T, P extends CursorPage<T> = CursorPage<T>>(getKey: SWRInfiniteKeyLoader<P>): CursorPages<T, P> {
  const client = useApiClient();
  const { data, error, size, setSize, isLoading, mutate } = useSWRInfinite<P, ApiError>(getKey, (path: string) => client.get<P>(path), {
    revalidateFirstPage: false,
  });
  const pages = useMemo(() => data ?? [], [data]);
  const items = useMemo(() => pages.flatMap((p) => p.items), [pages]);
  const loadMore = useCallback(() => void setSize((s) => s + 1), [setSize]);
  const reload = useCallback(() => void mutate(), [mutate]);
  const last = pages[pages.length - 1];
  return {
    items,
    pages,
    error,
    // swr also counts a first mount that checks data it already has as loading; a list with pages
    // is not loading its first one (and a server-rendered list hydrates as it was rendered).
    isLoading: isLoading && pages.length === 0,
    isLoadingMore: !error && size > 0 && pages.length < size && !isLoading,
    hasMore: Boolean(last?.nextCursor),
    loadMore,
    reload,
    mutate,
    setSize,
  };
}

/**
 * Returns `revalidate(path)`: fetches again the loaded pages of every cursor-paged list cached for
 * the API path `path` (e.g. `/api/feed`), whatever its query (each feed filter is a list of its
 * own), and keeps showing them until the new pages arrive. A bare `mutate` of a list's key
 * (`$inf$<first page path>`) would refetch nothing — swr-infinite fetches only pages it has no
 * copy of when the first page is not revalidated — so the cached pages of `path` are dropped
 * first. Lets an area refresh another area's lists knowing only the API path (the thanks form and
 * the cancel of a thanks refresh the feed without importing it).
 */
export function useRevalidateLists(): (path: string) => Promise<void> {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    async (path: string) => {
      const ofPath = (key: string) => key === path || key.startsWith(`${path}?`);
      const keys = [...cache.keys()];
      for (const key of keys) if (ofPath(key)) cache.delete(key);
      const lists = keys.filter((key) => key.startsWith('$inf$') && ofPath(key.slice('$inf$'.length)));
      await Promise.all(lists.map((key) => mutate(key)));
    },
    [cache, mutate],
  );
}
