import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { Notification, NotificationPage, UnreadNotifications } from '@gratia/contracts';
import { apiPath, useApiClient, useApiGet, useCursorPages, type PagedListState } from '../api/index.ts';
import { DEFERRED_FETCH_DELAY_MS, useDelayPassed } from '../shared/index.ts';
import { markedRead, markedAllRead, uniqueById } from './cache.ts';

/** Notifications per page of the panel. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/**
 * How often the unread count is asked again while the tab is visible, ms: the feed's interval
 * (docs/decisions/0006), so a new thanks shows in the bell as soon as in the feed.
 */
export const NOTIFICATIONS_POLL_INTERVAL_MS = 20_000;

/** swr keys (= API paths) of the notifications. */
export const notificationKeys = {
  /** GET /api/notifications/unread. */
  unread: apiPath('unreadNotifications'),
} as const;

/** swr-infinite key getter of the notification pages (GET /api/notifications, newest first, keyset cursor); null after the last page. */
export function notificationsKey(index: number, previous: NotificationPage | null): string | null {
  if (previous && !previous.nextCursor) return null;
  return apiPath('notifications', { limit: NOTIFICATIONS_PAGE_SIZE, cursor: index === 0 ? undefined : (previous?.nextCursor ?? undefined) });
}

/** Cache keys of the loaded notification list, as swr-infinite stores them. */
const LIST_INFINITE_PREFIX = `$inf$${apiPath('notifications')}`;

/**
 * How many of the member's notifications are unread (GET /api/notifications/unread; SPEC §2 Header,
 * the bell's badge). Asked {@link DEFERRED_FETCH_DELAY_MS} after mount (SPEC §9; or `delayMs`),
 * then every {@link NOTIFICATIONS_POLL_INTERVAL_MS} (or `pollIntervalMs`; 0 = never) and on focus,
 * only while the tab is visible and online. 0 while loading and when the call fails (silently: the
 * bell is no place for an error toast).
 */
export function useUnreadNotifications(options: { delayMs?: number; pollIntervalMs?: number } = {}): number {
  const ready = useDelayPassed(options.delayMs ?? DEFERRED_FETCH_DELAY_MS);
  const { data } = useApiGet<UnreadNotifications>(ready ? notificationKeys.unread : null, {
    refreshInterval: options.pollIntervalMs ?? NOTIFICATIONS_POLL_INTERVAL_MS,
    refreshWhenHidden: false,
    refreshWhenOffline: false,
    shouldRetryOnError: false,
    onError: () => {},
  });
  return data?.count ?? 0;
}

/** What {@link useNotifications} returns. */
export interface NotificationsList extends PagedListState {
  /** Notifications of all loaded pages, newest first, each once. */
  notifications: Notification[];
}

/**
 * The member's notifications (GET /api/notifications, SPEC §2 Header 'Notifications bell') as
 * cursor pages of {@link NOTIFICATIONS_PAGE_SIZE}, newest first, fetched while `enabled` (the
 * panel is open). A grouped like notification that moved to the top while paging shows once.
 */
export function useNotifications(options: { enabled?: boolean } = {}): NotificationsList {
  const enabled = options.enabled !== false;
  const getKey = useCallback((index: number, previous: NotificationPage | null) => (enabled ? notificationsKey(index, previous) : null), [enabled]);
  const list = useCursorPages<Notification, NotificationPage>(getKey);
  const notifications = useMemo(() => uniqueById(list.items), [list.items]);
  return {
    notifications,
    error: list.error,
    isLoading: list.isLoading,
    isLoadingMore: list.isLoadingMore,
    hasMore: list.hasMore,
    loadMore: list.loadMore,
    reload: list.reload,
  };
}

/** Applies `fn` to every loaded page of the notification list and to the unread count, without fetching. */
function useUpdateCached() {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    async (pages: (p: NotificationPage[] | undefined) => NotificationPage[] | undefined, count: (c: number) => number) => {
      const lists = [...cache.keys()].filter((key) => key.startsWith(LIST_INFINITE_PREFIX));
      await Promise.all([
        ...lists.map((key) => mutate<NotificationPage[]>(key, pages, { revalidate: false })),
        mutate<UnreadNotifications>(notificationKeys.unread, (u) => (u ? { count: Math.max(0, count(u.count)) } : u), { revalidate: false }),
      ]);
    },
    [cache, mutate],
  );
}

/**
 * Marks one notification read (POST /api/notifications/read): the list and the badge change at
 * once; the server's answer then sets the notification, and the count is asked again. Resolves
 * either way (a failure only re-reads the count: the notification stays unread).
 */
export function useMarkNotificationRead(): (notification: Pick<Notification, 'id' | 'readAt'>) => Promise<void> {
  const client = useApiClient();
  const update = useUpdateCached();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (notification) => {
      if (notification.readAt !== null) return;
      const now = new Date().toISOString();
      await update((pages) => markedRead(pages, notification.id, now), (c) => c - 1);
      try {
        const saved = await client.fetch('markNotificationRead', { body: { id: notification.id } });
        await update((pages) => markedRead(pages, saved.id, saved.readAt ?? now), (c) => c);
      } catch {
        await update((pages) => markedRead(pages, notification.id, null), (c) => c);
      }
      await mutate(notificationKeys.unread);
    },
    [client, update, mutate],
  );
}

/**
 * Marks every notification read (POST /api/notifications/read-all): the loaded list and the badge
 * change when the server answered. Rejects with {@link ApiError} (nothing changes then).
 */
export function useMarkAllNotificationsRead(): () => Promise<void> {
  const client = useApiClient();
  const update = useUpdateCached();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await client.fetch('markAllNotificationsRead');
    await update((pages) => markedAllRead(pages, new Date().toISOString()), () => 0);
    await mutate(notificationKeys.unread);
  }, [client, update, mutate]);
}
