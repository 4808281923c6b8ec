import { unstable_serialize, type Cache, type Middleware } from 'swr';
import { unstable_serialize as infiniteKeyOf } from 'swr/infinite';

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
 * exactly the server's markup (see {@link keepServerAnswers} for when swr asks again).
 */
export function ssrCache(entries: Map<string, SsrCacheEntry> | Record<string, unknown>, read?: Set<string>): Cache {
  const map = entries instanceof Map ? entries : new Map(Object.entries(entries).map(([key, data]) => [key, loaded(data)]));
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

/**
 * swr middleware of a page rendered on the server: a hook that mounts while the page hydrates
 * (`hydrating()`), for a key the page was rendered with (`keys`), does not ask for it again at
 * once. The server fetched it a moment before, and the answer would only come back to render
 * again, synchronously, everything that has just hydrated. It revalidates as usual afterwards
 * (focus, reconnect, a mutation, the next mount).
 */
export function keepServerAnswers(keys: ReadonlySet<string>, hydrating: () => boolean): Middleware {
  const fromServer = (key: Parameters<typeof unstable_serialize>[0]) => {
    try {
      // A function key is useSWRInfinite's page loader (the only function keys the app uses).
      return keys.has(typeof key === 'function' ? infiniteKeyOf(key as Parameters<typeof infiniteKeyOf>[0]) : unstable_serialize(key));
    } catch {
      return false;
    }
  };
  return (useSWRNext) => (key, fetcher, config) => useSWRNext(key, fetcher, hydrating() && fromServer(key) ? { ...config, revalidateOnMount: false } : config);
}
