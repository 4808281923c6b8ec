import type { Cache } from 'swr';

/**
 * An entry of swr's cache: the state of one key, loaded (swr takes a key without `isLoading` for
 * one still loading).
 */
export interface SsrCacheEntry {
  data: unknown;
  isLoading: false;
  isValidating: false;
}

/** The cache entry of a loaded answer. */
export const loaded = (data: unknown): SsrCacheEntry => ({ data, isLoading: false, isValidating: false });

/**
 * swr's cache for a server-rendered page (docs/decisions/0018): on the server it holds the
 * answers fetched so far and records in `read` every key a widget asks for; in the browser
 * (without `read`) it starts with the answers the page was rendered with, so hydration renders
 * exactly the server's markup, and swr then revalidates them as usual.
 */
export function ssrCache(entries: Map<string, SsrCacheEntry> | Record<string, unknown>, read?: Set<string>): Cache {
  const map: Map<string, SsrCacheEntry> = entries instanceof Map ? entries : new Map(Object.entries(entries).map(([key, data]) => [key, loaded(data)]));
  if (!read) return map as unknown as Cache;
  return {
    get: (key: string) => {
      read.add(key);
      return map.get(key) as ReturnType<Cache['get']>;
    },
    set: () => undefined,
    delete: () => undefined,
    keys: () => map.keys(),
  } as Cache;
}
