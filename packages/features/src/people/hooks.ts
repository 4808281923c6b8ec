import { useCallback } from 'react';
import type { Colleague } from '@gratia/contracts';
import { useApiClient } from '../api/index.ts';

/** Max results of one user search. */
export const USER_SEARCH_LIMIT = 10;

/**
 * A `loadItems(query, signal)` for a recipient Combobox: GET /api/users/search?q=&limit=10
 * (colleagues of the current organization matching by name or job title, each with their job
 * title and division). Rejects with `ApiError` (or the AbortError of `signal`).
 */
export function useSearchUsers(): (query: string, signal: AbortSignal) => Promise<Colleague[]> {
  const client = useApiClient();
  return useCallback(
    async (query: string, signal: AbortSignal) => {
      const res = await client.fetch('searchUsers', { query: { q: query.trim(), limit: USER_SEARCH_LIMIT }, signal });
      return res.items;
    },
    [client],
  );
}
