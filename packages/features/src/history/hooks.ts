import { useCallback, useMemo } from 'react';
import { useSWRConfig, type SWRResponse } from 'swr';
import type { HistoryFilter, HistoryGroupsResponse, HistoryItem, HistoryPage } from '@gratia/contracts';
import { apiPath, useApiClient, useApiGet, useCursorPages, useRevalidateLists, type ApiError, type PagedListState } from '../api/index.ts';
import { balanceKey } from '../balance/index.ts';

/** Page size of the history (rows per page). */
export const HISTORY_PAGE_SIZE = 50;

/** What {@link useHistory} reads: the filter (all, received, sent) and an optional counterpart. */
export interface HistoryParams {
  filter: HistoryFilter;
  /** Only movements with this colleague (a group row); anonymous thanks are never matched. */
  counterpartId?: number | undefined;
}

/** swr-infinite key getter of the history pages for `params` (GET /api/history, cursor paging, newest first); null after the last page. */
export function historyPageKey(params: HistoryParams) {
  return (index: number, previous: HistoryPage | null): string | null => {
    if (previous && !previous.nextCursor) return null;
    return apiPath('history', {
      filter: params.filter,
      counterpartId: params.counterpartId,
      limit: HISTORY_PAGE_SIZE,
      cursor: index === 0 ? undefined : (previous?.nextCursor ?? undefined),
    });
  };
}

/** What {@link useHistory} returns. */
export interface HistoryState extends PagedListState {
  /** Rows of all loaded pages, newest first. */
  items: HistoryItem[];
}

/** The caller's history (GET /api/history, SPEC §2 History) as cursor pages of {@link HISTORY_PAGE_SIZE}. */
export function useHistory(params: HistoryParams): HistoryState {
  const getKey = useMemo(() => historyPageKey(params), [params.filter, params.counterpartId]); // eslint-disable-line react-hooks/exhaustive-deps
  const { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload } = useCursorPages<HistoryItem, HistoryPage>(getKey);
  return { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload };
}

/** The caller's history grouped by counterpart (GET /api/history/groups, SPEC §2 History 'group by user'). */
export function useHistoryGroups(filter: HistoryFilter): SWRResponse<HistoryGroupsResponse, ApiError> {
  return useApiGet<HistoryGroupsResponse>(apiPath('historyGroups', { filter }));
}

/**
 * Cancels one of the caller's thanks (POST /api/transfers/cancel, SPEC §2 History 'cancel
 * transfer'). Resolves with the canceled row; rejects with {@link ApiError} (TRANSFER_NOT_CANCELLABLE
 * after the window, NOT_FOUND). Afterwards the balance, the history groups and the feed are
 * revalidated; a {@link useHistory} list revalidates with its `reload`.
 */
export function useCancelTransfer(): (id: number) => Promise<HistoryItem> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const revalidateLists = useRevalidateLists();
  return useCallback(
    async (id: number) => {
      const row = await client.fetch('cancelTransfer', { body: { id } });
      // Plain keys (balance, groups, single pages) by filter; swr's filter skips infinite lists, so
      // every loaded feed list is refreshed by its path (a canceled thanks leaves it, a canceled
      // addition leaves its thanks' card) and the history list by its own hook.
      const history = apiPath('history');
      await Promise.all([
        mutate((key) => typeof key === 'string' && (key === balanceKey || key.startsWith(history))),
        revalidateLists(apiPath('feed')),
      ]);
      return row;
    },
    [client, mutate, revalidateLists],
  );
}
