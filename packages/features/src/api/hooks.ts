import { useCallback, useMemo, useRef, useState } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import { useCursorPages, type PagedListState } from './useCursorPages.ts';
import { IDEMPOTENCY_HEADER, type UserSummary } from '@gratia/contracts';
import type { Balance, CompanyValuesResponse, CreateTransferBody, FeedPage, OrganizationSettings, ProfileInfo, Transfer } from '@gratia/contracts';
import type { EconomySettings, HistoryFilter, HistoryGroupsResponse, HistoryItem, HistoryPage } from '@gratia/contracts';
import { apiPath, type ApiError } from './client.ts';
import { isLanguage, LANG_STORAGE_KEY, type Language } from '../i18n/setup.ts';
import { useApiClient } from './context.tsx';

/** swr keys (= API paths) of the resources the hooks read. */
export const apiKeys = {
  me: apiPath('me'),
  organizationSettings: apiPath('organizationSettings'),
  balance: apiPath('balance'),
  values: apiPath('values'),
} as const;

function useGet<T>(key: string | null): SWRResponse<T, ApiError> {
  const client = useApiClient();
  return useSWR<T, ApiError>(key, (path: string) => client.get<T>(path));
}

/** The signed-in member (GET /api/profile/me, SPEC §3 Profile info). Error UNAUTHORIZED when not signed in. */
export function useMe(options: { enabled?: boolean } = {}): SWRResponse<ProfileInfo, ApiError> {
  return useGet<ProfileInfo>(options.enabled === false ? null : apiKeys.me);
}

/** Settings of the member's organization (GET /api/organization/settings, SPEC §3): bonus name, logo, colours, limits. */
export function useOrganizationSettings(options: { enabled?: boolean } = {}): SWRResponse<OrganizationSettings, ApiError> {
  return useGet<OrganizationSettings>(options.enabled === false ? null : apiKeys.organizationSettings);
}

/** Points to distribute and received in the active period (GET /api/balance, SPEC §1 Balance per period). */
export function useBalance(): SWRResponse<Balance, ApiError> {
  return useGet<Balance>(apiKeys.balance);
}

/** The company values (GET /api/values). */
export function useValues(): SWRResponse<CompanyValuesResponse, ApiError> {
  return useGet<CompanyValuesResponse>(apiKeys.values);
}

/** Page size of the feed (events per page). */
export const FEED_PAGE_SIZE = 20;

/** swr-infinite key of feed page `index` (cursor paging, newest first); null after the last page. */
export function feedPageKey(index: number, previous: FeedPage | null): string | null {
  if (previous && !previous.nextCursor) return null;
  return apiPath('feed', { limit: FEED_PAGE_SIZE, cursor: index === 0 ? undefined : (previous?.nextCursor ?? undefined) });
}

/** Max results of one user search. */
export const USER_SEARCH_LIMIT = 10;

/**
 * A `loadItems(query, signal)` for the recipient Combobox: GET /api/users/search?q=&limit=10.
 * Rejects with {@link ApiError} (or the AbortError of `signal`).
 */
export function useSearchUsers(): (query: string, signal: AbortSignal) => Promise<UserSummary[]> {
  const client = useApiClient();
  return useCallback(
    async (query: string, signal: AbortSignal) => {
      const res = await client.fetch('searchUsers', { query: { q: query.trim(), limit: USER_SEARCH_LIMIT }, signal });
      return res.items;
    },
    [client],
  );
}

/** What {@link useSendThanks} returns. */
export interface SendThanks {
  /**
   * POST /api/transfers with an `Idempotency-Key`. A new key (crypto.randomUUID) is made per attempt;
   * calling again with the same body after a failure reuses it, so a retried attempt never sends
   * twice. While the call runs the shown distribution balance is already lowered by `amount`
   * points (rolled back on error); afterwards balance and feed are revalidated.
   * Resolves with the created {@link Transfer}; rejects with {@link ApiError}.
   */
  send: (body: CreateTransferBody) => Promise<Transfer>;
  isSending: boolean;
}

/** Sends thanks (SPEC §1 Thanks). See {@link SendThanks.send}. */
export function useSendThanks(): SendThanks {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const [isSending, setSending] = useState(false);

  const send = useCallback(
    async (body: CreateTransferBody) => {
      const serialized = JSON.stringify(body);
      if (!attempt.current || attempt.current.body !== serialized) {
        attempt.current = { body: serialized, key: crypto.randomUUID() };
      }
      const key = attempt.current.key;
      setSending(true);
      try {
        const request = client.fetch('createTransfer', { body, headers: { [IDEMPOTENCY_HEADER]: key } });
        let created: Transfer | undefined;
        await mutate<Balance, Transfer>(
          apiKeys.balance,
          request.then((t) => {
            created = t;
            return t;
          }),
          {
            optimisticData: (current) =>
              current && current.distribute !== null
                ? { ...current, distribute: Math.max(0, current.distribute - body.amount) }
                : (current as Balance),
            rollbackOnError: true,
            populateCache: false,
            revalidate: true,
          },
        );
        attempt.current = null;
        void mutate(unstable_serialize(feedPageKey));
        return created ?? (await request);
      } finally {
        setSending(false);
      }
    },
    [client, mutate],
  );
  return { send, isSending };
}

/** Ends the session (POST /api/auth/logout, SPEC §4 Logout) and clears the swr cache. Rejects with {@link ApiError}. */
export function useLogout(): () => Promise<void> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await client.fetch('logout');
    await mutate(() => true, undefined, { revalidate: false });
  }, [client, mutate]);
}

/** Requests a one-time code (POST /api/auth/code). Resolves with the channel and lifetime (seconds). */
export function useRequestCode() {
  const client = useApiClient();
  return useCallback(
    (body: { login: string; sharedKey?: string }) => client.fetch('requestCode', { body }),
    [client],
  );
}

/**
 * Exchanges a one-time code for a session (POST /api/auth/verify) and stores the returned profile
 * under the `me` key. A language chosen on this device before signing in (`lang` in local storage)
 * is then saved to the profile settings, so the profile — which wins over local storage later
 * (SPEC §7) — holds the member's latest explicit choice; a failed save is ignored.
 */
export function useVerifyCode() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: { login: string; code: string; sharedKey?: string }) => {
      const me = await client.fetch('verifyCode', { body });
      await mutate(() => true, undefined, { revalidate: false });
      await mutate(apiKeys.me, me, { revalidate: false });
      const chosen = chosenLanguage();
      if (chosen) await client.fetch('updateProfileSettings', { body: { details: { language: chosen } } }).catch(() => undefined);
      return me;
    },
    [client, mutate],
  );
}

/** Page size of the history (rows per page). */
export const HISTORY_PAGE_SIZE = 50;

/** What {@link useHistory} reads: the filter (all, received, sent) and an optional counterpart. */
export interface HistoryParams {
  filter: HistoryFilter;
  /** Only movements with this colleague (a group row); anonymous thanks are never matched. */
  counterpartId?: number | undefined;
}

/** swr-infinite key getter of the history pages for `params` (cursor paging, newest first). */
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
  return useGet<HistoryGroupsResponse>(apiPath('historyGroups', { filter }));
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
  return useCallback(
    async (id: number) => {
      const row = await client.fetch('cancelTransfer', { body: { id } });
      // Plain keys (balance, groups, single pages) by filter; swr's filter skips infinite lists, so
      // the feed is revalidated by its serialized key and the history list by its own hook.
      const history = apiPath('history');
      await Promise.all([
        mutate((key) => typeof key === 'string' && (key === apiKeys.balance || key.startsWith(history))),
        mutate(unstable_serialize(feedPageKey)),
      ]);
      return row;
    },
    [client, mutate],
  );
}

/** The organization settings that govern points (GET /api/organization/economy): cancel time (seconds), hide balances, … */
export function useEconomySettings(): SWRResponse<EconomySettings, ApiError> {
  return useGet<EconomySettings>(apiPath('economySettings'));
}

/** The language explicitly kept on this device (`lang` in local storage), or null. */
function chosenLanguage(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(LANG_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}
