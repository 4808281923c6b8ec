import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { ThanksDecision, WaitingThanks, WaitingThanksPage } from '@gratia/contracts';
import { apiPath, useApiClient, useCursorPages, useRevalidateLists, type PagedListState } from '../api/index.ts';
import { balanceKey } from '../balance/index.ts';

/** Waiting thanks of one page of the approvals queue (the server's default; docs/decisions/0023). */
export const APPROVALS_PAGE_SIZE = 20;

/** API path of the queue (GET /api/approvals), the prefix of every page's swr key. */
export const approvalsPath = apiPath('waitingThanks');

/**
 * swr-infinite key getter of the approvals queue: GET /api/approvals?limit=20&cursor=… (newest
 * first, cursor pages of {@link APPROVALS_PAGE_SIZE}); null after the last page.
 */
export function waitingThanksPageKey(index: number, previous: WaitingThanksPage | null): string | null {
  if (previous && !previous.nextCursor) return null;
  return apiPath('waitingThanks', { limit: APPROVALS_PAGE_SIZE, cursor: index === 0 ? undefined : (previous?.nextCursor ?? undefined) });
}

/** What {@link useWaitingThanks} returns: the loaded waiting thanks and the paging state. */
export interface WaitingThanksState extends PagedListState {
  items: WaitingThanks[];
}

/**
 * The thanks of the caller's community waiting for a controller's decision (GET /api/approvals,
 * DOMAIN §6.4, SPEC §3 Transaction status 'waiting'; for roles C and A), newest first, loaded page
 * by page. Each names its sender even when anonymous; `canDecide` is false for the caller's own.
 */
export function useWaitingThanks(): WaitingThanksState {
  const { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload } = useCursorPages<WaitingThanks, WaitingThanksPage>(waitingThanksPageKey);
  return { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload };
}

/** What {@link useDecideThanks} returns; each call rejects with `ApiError` (nothing decided). */
export interface DecideThanks {
  /**
   * POST /api/approvals/approve with `ids` (1 … MAX_DECISION_IDS): the points reach the recipients.
   * All or nothing: 422 APPROVAL_DUPLICATE_IDS, 409 THANKS_NOT_WAITING, 422 APPROVAL_OWN_THANKS (`details.ids`).
   */
  approve: (ids: number[]) => Promise<ThanksDecision>;
  /** POST /api/approvals/decline with `ids` and an optional `reason` (≤ 500 characters, shown to the senders): the points go back to the senders. Errors as {@link DecideThanks.approve}. */
  decline: (ids: number[], reason: string) => Promise<ThanksDecision>;
  /** Fetches the queue and what a decision changes again (after a refusal too). */
  refresh: () => Promise<void>;
}

/**
 * Approving and declining waiting thanks (docs/decisions/0023). After each call — and after a
 * refusal, which means the queue is stale — the queue, the caller's balance, their history and the
 * feed lists are fetched again (an approved thanks joins the feed; a controller's own balance and
 * history do not change, but an admin deciding may also be a party elsewhere).
 */
export function useDecideThanks(): DecideThanks {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const revalidateLists = useRevalidateLists();
  const refresh = useCallback(async () => {
    const history = apiPath('history');
    await Promise.all([
      revalidateLists(approvalsPath),
      revalidateLists(history),
      revalidateLists(apiPath('feed')),
      mutate((key) => typeof key === 'string' && (key === balanceKey || key.startsWith(`${history}/`))),
    ]);
  }, [mutate, revalidateLists]);
  return useMemo(() => {
    const after = async (decision: Promise<ThanksDecision>) => {
      try {
        return await decision;
      } finally {
        void refresh();
      }
    };
    return {
      approve: (ids) => after(client.fetch('approveThanks', { body: { ids } })),
      decline: (ids, reason) => after(client.fetch('declineThanks', { body: { ids, reason } })),
      refresh,
    };
  }, [client, refresh]);
}
