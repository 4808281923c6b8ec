import { useCallback, useMemo } from 'react';
import type { SWRResponse } from 'swr';
import type { Colleague, DirectoryEntry, DirectoryPage, DirectoryStatusFilter, DivisionsResponse } from '@gratia/contracts';
import { apiPath, useApiClient, useApiGet, useCursorPages, type ApiError, type PagedListState } from '../api/index.ts';
import { DIRECTORY_STATUSES } from './status.ts';

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

/** Page size of the participants directory (rows per page). */
export const DIRECTORY_PAGE_SIZE = 50;

/** What {@link useDirectory} reads (SPEC §2 'Participants list with status filter'). */
export interface DirectoryParams {
  /** Search text: every word matches anywhere in a visible name, nickname or Telegram nickname; '' for everyone. */
  q: string;
  /** Any of these statuses; empty for every active member. `fired` lists the fired ones. */
  statuses: readonly DirectoryStatusFilter[];
  /** Only this division and the divisions under it. */
  divisionId?: number | undefined;
}

/**
 * swr-infinite key getter of the directory pages for `params` (GET /api/employees, cursor paging,
 * by surname then first name); null after the last page. Statuses are sent in one fixed order, so
 * a choice made in any order is one cached list.
 */
export function directoryPageKey(params: DirectoryParams) {
  const status = DIRECTORY_STATUSES.filter((s) => params.statuses.includes(s));
  return (index: number, previous: DirectoryPage | null): string | null => {
    if (previous && !previous.nextCursor) return null;
    return apiPath('directory', {
      q: params.q.trim(),
      // One comma-separated value, as the route reads it (an array would repeat the key).
      status: status.join(',') as unknown as typeof status,
      divisionId: params.divisionId,
      limit: DIRECTORY_PAGE_SIZE,
      cursor: index === 0 ? undefined : (previous?.nextCursor ?? undefined),
    });
  };
}

/** What {@link useDirectory} returns. */
export interface DirectoryState extends PagedListState {
  /** Rows of all loaded pages, in the server's order. */
  items: DirectoryEntry[];
  /** Every match on the server ("N participants"); undefined until the first page arrives. */
  total: number | undefined;
}

/** The participants directory (GET /api/employees, SPEC §1 participants directory) as cursor pages of {@link DIRECTORY_PAGE_SIZE}. */
export function useDirectory(params: DirectoryParams): DirectoryState {
  const statusKey = [...params.statuses].sort().join(',');
  const getKey = useMemo(() => directoryPageKey(params), [params.q, statusKey, params.divisionId]); // eslint-disable-line react-hooks/exhaustive-deps
  const { items, pages, error, isLoading, isLoadingMore, hasMore, loadMore, reload } = useCursorPages<DirectoryEntry, DirectoryPage>(getKey);
  return { items, total: pages[0]?.total, error, isLoading, isLoadingMore, hasMore, loadMore, reload };
}

/** swr key (= API path) of the divisions: GET /api/divisions. */
export const divisionsKey = apiPath('divisions');

/** Every division of the member's organization (GET /api/divisions, SPEC §7 'departments tree'), parents before children. */
export function useDivisions(): SWRResponse<DivisionsResponse, ApiError> {
  return useApiGet<DivisionsResponse>(divisionsKey);
}
