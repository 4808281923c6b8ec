import { useCallback, useEffect, useRef, useState } from 'react';

/** Where an async option search stands. */
export type AsyncOptionsStatus = 'idle' | 'loading' | 'success' | 'error';

export interface AsyncOptionsState<T> {
  status: AsyncOptionsStatus;
  /** The last loaded options (kept while a newer search is loading, emptied on error). */
  items: T[];
  /** The query of the last search started. */
  query: string;
  /** The query `items` were loaded for (they lag behind `query` while a newer search loads). */
  itemsQuery: string;
}

/**
 * Debounced async search: `search(query)` waits `debounceMs` (unless `immediate`) then calls
 * `loadItems(query, signal)`; starting a new search aborts the previous request's signal, and a
 * response for an aborted request is ignored. `retry()` repeats the last query at once.
 * The status turns `loading` as soon as a search is scheduled so no stale "empty" shows while
 * the user types. Pending work is cancelled on unmount.
 */
export function useAsyncOptions<T>(loadItems: (query: string, signal: AbortSignal) => Promise<T[]>, debounceMs: number) {
  const [state, setState] = useState<AsyncOptionsState<T>>({ status: 'idle', items: [], query: '', itemsQuery: '' });
  const loadRef = useRef(loadItems);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    loadRef.current = loadItems;
  }, [loadItems]);

  const run = useCallback((query: string) => {
    const current = new AbortController();
    controller.current = current;
    let request: Promise<T[]>;
    try {
      request = loadRef.current(query, current.signal);
    } catch (error) {
      request = Promise.reject(error);
    }
    request.then(
      (items) => {
        if (!current.signal.aborted) setState({ status: 'success', items, query, itemsQuery: query });
      },
      () => {
        if (!current.signal.aborted) setState({ status: 'error', items: [], query, itemsQuery: query });
      },
    );
  }, []);

  const search = useCallback(
    (query: string, immediate = false) => {
      clearTimeout(timer.current);
      controller.current?.abort();
      controller.current = null;
      setState((previous) => ({ ...previous, status: 'loading', query }));
      if (immediate) run(query);
      else timer.current = setTimeout(() => run(query), debounceMs);
    },
    [debounceMs, run],
  );

  const retry = useCallback(() => search(state.query, true), [search, state.query]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  return { ...state, search, retry };
}
