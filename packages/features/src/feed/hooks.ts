import { useCallback, useMemo, useRef, useState } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import {
  IDEMPOTENCY_HEADER,
  type Addition,
  type Balance,
  type Comment,
  type CommentPage,
  type CommentTargetRef,
  type CreateAdditionBody,
  type EventLikes,
  type FeedEvent,
  type FeedEventRef,
  type FeedFilter,
  type FeedFiltersResponse,
  type FeedPage,
  type UserSummary,
} from '@gratia/contracts';
import { apiPath, useApiClient, useApiGet, useCursorPages, type ApiError, type PagedListState } from '../api/index.ts';
import { balanceKey } from '../balance/index.ts';
import { useErrorToast } from '../errors/index.ts';
import { useMe } from '../profile/index.ts';
import {
  appendComment,
  newEventsAbove,
  deletedComment,
  mapCommentInPages,
  mapEventInPages,
  removeComment,
  toggledLikes,
  withAdditions,
  withCommentsDelta,
} from './cache.ts';

/** Events per feed page. */
export const FEED_PAGE_SIZE = 20;
/** Comments per page of a thread. */
export const COMMENTS_PAGE_SIZE = 20;
/** How often the newest feed page is fetched again while the tab is visible, ms (docs/decisions/0006). */
export const FEED_POLL_INTERVAL_MS = 20_000;

/**
 * swr-infinite key getter of the feed pages for `filter` (GET /api/feed, newest first, keyset
 * cursor); null after the last page. `all` sends no `filter` (the server's default).
 */
export function feedKey(filter: FeedFilter) {
  return (index: number, previous: FeedPage | null): string | null => {
    if (previous && !previous.nextCursor) return null;
    return apiPath('feed', {
      filter: filter === 'all' ? undefined : filter,
      limit: FEED_PAGE_SIZE,
      cursor: index === 0 ? undefined : (previous?.nextCursor ?? undefined),
    });
  };
}

/**
 * swr-infinite key getter of the unfiltered feed (`feedKey('all')`; `unstable_serialize` of it is
 * that list's cache key). Another area refreshes every loaded feed list by its API path instead
 * (`useRevalidateLists()(apiPath('feed'))` after a thanks is sent or canceled).
 */
export const feedPageKey = feedKey('all');

/** swr key of one event (GET /api/feed/event). */
export function feedEventCacheKey(ref: FeedEventRef): string {
  return apiPath('feedEvent', { eventType: ref.eventType, eventId: ref.eventId });
}

/** swr-infinite key getter of an event's comments (GET /api/feed/comments, oldest first). */
export function commentsKey(ref: CommentTargetRef) {
  return (index: number, previous: CommentPage | null): string | null => {
    if (previous && !previous.nextCursor) return null;
    return apiPath('comments', {
      eventType: ref.eventType,
      eventId: ref.eventId,
      limit: COMMENTS_PAGE_SIZE,
      cursor: index === 0 ? undefined : (previous?.nextCursor ?? undefined),
    });
  };
}

/** Cache keys of every loaded feed list (one per filter), as swr-infinite stores them. */
const FEED_INFINITE_PREFIX = `$inf$${apiPath('feed')}`;

/** What {@link useFeed} returns. */
export interface FeedEvents extends PagedListState {
  /** Events of all loaded pages, newest first. */
  events: FeedEvent[];
  /** Events newer than the top of the list that the last poll found (0 when none). */
  newEvents: FeedEvent[];
  /** Shows {@link FeedEvents.newEvents}: the list restarts from the polled newest page (no reload of the page). */
  showNewEvents: () => Promise<void>;
}

/**
 * The events feed (GET /api/feed?filter=, SPEC §1 Events feed) as cursor pages of
 * {@link FEED_PAGE_SIZE}, newest first. The newest page is fetched again every
 * {@link FEED_POLL_INTERVAL_MS} while the tab is visible (not in the background); events it finds
 * above the loaded top are offered as `newEvents` instead of jumping into the list under the
 * reader's eyes. `pollIntervalMs` 0 turns polling off.
 */
export function useFeed(filter: FeedFilter, options: { pollIntervalMs?: number } = {}): FeedEvents {
  const client = useApiClient();
  const getKey = useMemo(() => feedKey(filter), [filter]);
  const list = useCursorPages<FeedEvent, FeedPage>(getKey);
  const { items: events, pages, setSize, mutate } = list;
  const loaded = pages.length > 0;
  const firstKey = getKey(0, null)!;
  const interval = options.pollIntervalMs ?? FEED_POLL_INTERVAL_MS;
  // A key of its own: polling must not replace the first page the list shows. It starts from the
  // list's own first page (swr would otherwise fetch a key that appears with no data at once, so
  // every load and every filter switch fetched the first page twice) and asks again only when
  // the interval or a focus comes.
  const poll = useSWR<FeedPage, ApiError>(loaded && interval > 0 ? ['feed-poll', firstKey] : null, ([, path]: [string, string]) => client.get<FeedPage>(path), {
    refreshInterval: interval,
    refreshWhenHidden: false,
    refreshWhenOffline: false,
    fallbackData: pages[0],
    revalidateOnMount: false,
    revalidateIfStale: false,
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
  const polled = poll.data;
  const newEvents = useMemo(() => (polled && loaded ? newEventsAbove(polled.items, events) : []), [polled, loaded, events]);
  const showNewEvents = useCallback(async () => {
    if (!polled) return;
    await setSize(1);
    await mutate([polled], { revalidate: false });
  }, [polled, setSize, mutate]);
  return {
    events,
    error: list.error,
    isLoading: list.isLoading,
    isLoadingMore: list.isLoadingMore,
    hasMore: list.hasMore,
    loadMore: list.loadMore,
    reload: list.reload,
    newEvents,
    showNewEvents,
  };
}

/**
 * The feed filters worth offering in the caller's organization (GET /api/feed/filters): `all` and
 * the filters whose kinds it has events of. Asked once per session of the cache; a filter of a
 * kind the community has never had is not shown.
 */
export function useFeedFilters(): SWRResponse<FeedFiltersResponse, ApiError> {
  return useApiGet<FeedFiltersResponse>(apiPath('feedFilters'), { revalidateOnFocus: false });
}

/** One event as the caller sees it (GET /api/feed/event, the detail deep link); error NOT_FOUND outside the organization. `ref` null: nothing is fetched. */
export function useFeedEvent(ref: FeedEventRef | null): SWRResponse<FeedEvent, ApiError> {
  return useApiGet<FeedEvent>(ref ? feedEventCacheKey(ref) : null);
}

/**
 * Applies `fn` to the event `ref` wherever it is cached — every loaded feed list (all filters)
 * and its detail entry — at once, without fetching; nothing for a comment target that is not a
 * feed event (a report).
 */
function useUpdateCachedEvent(): (ref: CommentTargetRef, fn: (event: FeedEvent) => FeedEvent) => Promise<void> {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    async (target, fn) => {
      // A report's comments belong to no feed event.
      if (target.eventType === 'report') return;
      const ref: FeedEventRef = { eventType: target.eventType, eventId: target.eventId };
      const lists = [...cache.keys()].filter((key) => key.startsWith(FEED_INFINITE_PREFIX));
      await Promise.all([
        ...lists.map((key) => mutate<FeedPage[]>(key, (pages) => mapEventInPages(pages, ref, fn), { revalidate: false })),
        cache.get(feedEventCacheKey(ref))?.data
          ? mutate<FeedEvent>(feedEventCacheKey(ref), (event) => (event ? fn(event) : event), { revalidate: false })
          : Promise.resolve(),
      ]);
    },
    [cache, mutate],
  );
}

/**
 * Press-like (SPEC §7 press-like): `toggle(event)` likes the event or takes the like back. The
 * shown likes change at once in every cache (lists of all filters and the detail view); the
 * server's answer then sets the real count. On error the likes go back to what they were and a
 * translated error toast shows. Resolves either way (never rejects).
 */
export function useToggleLike(): (event: Pick<FeedEvent, 'type' | 'id' | 'likes'>) => Promise<void> {
  const client = useApiClient();
  const update = useUpdateCachedEvent();
  const showError = useErrorToast();
  return useCallback(
    async (event) => {
      const ref: FeedEventRef = { eventType: event.type, eventId: event.id };
      const before = event.likes;
      const optimistic = toggledLikes(before);
      await update(ref, (e) => ({ ...e, likes: optimistic }));
      try {
        const likes: EventLikes = optimistic.likedByMe
          ? await client.fetch('likeEvent', { body: ref })
          : await client.fetch('unlikeEvent', { query: ref });
        await update(ref, (e) => ({ ...e, likes }));
      } catch (error) {
        await update(ref, (e) => ({ ...e, likes: before }));
        showError(error);
      }
    },
    [client, update, showError],
  );
}

/** What {@link useAddToThanks} returns. */
export interface AddToThanksCall {
  /**
   * POST /api/transfers/additions (docs/decisions/0014) with an `Idempotency-Key`: a new key
   * (crypto.randomUUID) per distinct body, reused when the same body is sent again after a failure,
   * so a retry adds once. While the call runs the shown points to give drop by `amount` (rolled
   * back on error, revalidated after). On success the thanks' additions summary from the server
   * replaces the one in every cached copy of its event (the feed lists of all filters and its detail
   * view), so its card updates at once. Resolves with the {@link Addition}; rejects with the
   * {@link ApiError} and changes no card.
   */
  add: (body: CreateAdditionBody) => Promise<Addition>;
  isAdding: boolean;
}

/** Adds points to a colleague's thanks ("+ add on", docs/decisions/0014). See {@link AddToThanksCall.add}. */
export function useAddToThanks(): AddToThanksCall {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const update = useUpdateCachedEvent();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const [isAdding, setAdding] = useState(false);
  const add = useCallback(
    async (body: CreateAdditionBody) => {
      const serialized = JSON.stringify(body);
      if (!attempt.current || attempt.current.body !== serialized) attempt.current = { body: serialized, key: crypto.randomUUID() };
      const key = attempt.current.key;
      setAdding(true);
      try {
        const request = client.fetch('createAddition', { body, headers: { [IDEMPOTENCY_HEADER]: key } });
        await mutate<Balance, Addition>(balanceKey, request, {
          optimisticData: (current) =>
            current && current.distribute !== null ? { ...current, distribute: Math.max(0, current.distribute - body.amount) } : (current as Balance),
          rollbackOnError: true,
          populateCache: false,
          revalidate: true,
        });
        const addition = await request;
        attempt.current = null;
        await update({ eventType: 'transaction', eventId: addition.transferId }, (e) => withAdditions(e, addition.additions));
        return addition;
      } finally {
        setAdding(false);
      }
    },
    [client, mutate, update],
  );
  return { add, isAdding };
}

/** What {@link useComments} returns. */
export interface CommentsState extends PagedListState {
  /** Loaded comments, oldest first (deleted ones as placeholders). */
  comments: Comment[];
}

/** The comments of an event (GET /api/feed/comments, SPEC §7 comments) as cursor pages of {@link COMMENTS_PAGE_SIZE}, oldest first. */
export function useComments(ref: CommentTargetRef): CommentsState {
  const getKey = useMemo(() => commentsKey(ref), [ref.eventType, ref.eventId]); // eslint-disable-line react-hooks/exhaustive-deps
  const { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload } = useCursorPages<Comment, CommentPage>(getKey);
  return { comments: items, error, isLoading, isLoadingMore, hasMore, loadMore, reload };
}

/** The thread's cache: read and write the loaded pages of `ref`'s comments. */
function useCommentsCache(ref: CommentTargetRef) {
  const { cache, mutate } = useSWRConfig();
  const key = unstable_serialize(commentsKey(ref));
  return useMemo(
    () => ({
      read: () => cache.get(key)?.data as CommentPage[] | undefined,
      write: (fn: (pages: CommentPage[] | undefined) => CommentPage[] | undefined) => mutate<CommentPage[]>(key, fn, { revalidate: false }),
    }),
    [cache, mutate, key],
  );
}

let optimisticId = 0;

/**
 * Comments on `ref` (POST /api/feed/comments): `create(text)` shows the comment at once (after the
 * last loaded one, when the whole thread is loaded) and raises `commentsCount` in every cache;
 * the server's comment then replaces it. On error both go back and the promise rejects with the
 * {@link ApiError} (the form keeps the text and shows the message).
 */
export function useCreateComment(ref: CommentTargetRef): (text: string) => Promise<Comment> {
  const client = useApiClient();
  const thread = useCommentsCache(ref);
  const updateEvent = useUpdateCachedEvent();
  const me = useMe();
  return useCallback(
    async (text: string) => {
      const id = --optimisticId;
      const now = new Date().toISOString();
      const pages = thread.read();
      const whole = !pages || !pages[pages.length - 1]?.nextCursor;
      const author: UserSummary | undefined = me.data
        ? { id: me.data.id, firstName: me.data.profile.firstName, surname: me.data.profile.surname, nickname: me.data.profile.nickname, tgName: me.data.profile.tgName, photo: me.data.profile.photo }
        : undefined;
      const shown = whole && author && pages;
      if (shown) {
        const draft: Comment = { id, ...ref, author, text: text.trim(), isDeleted: false, canEdit: false, canDelete: false, createdAt: now, updatedAt: now };
        await thread.write((p) => appendComment(p, draft));
      }
      await updateEvent(ref, (e) => withCommentsDelta(e, 1));
      try {
        const created = await client.fetch('createComment', { body: { ...ref, text } });
        await thread.write((p) => (shown ? mapCommentInPages(p, id, () => created) : whole ? appendComment(p, created) : p));
        return created;
      } catch (error) {
        if (shown) await thread.write((p) => removeComment(p, id));
        await updateEvent(ref, (e) => withCommentsDelta(e, -1));
        throw error;
      }
    },
    [client, thread, updateEvent, me.data, ref.eventType, ref.eventId], // eslint-disable-line react-hooks/exhaustive-deps
  );
}

/**
 * Edits an own comment (PATCH /api/feed/comments?id=): the new text shows at once; the server's
 * comment replaces it, or on error the old one comes back and the promise rejects with the {@link ApiError}.
 */
export function useUpdateComment(ref: CommentTargetRef): (comment: Comment, text: string) => Promise<Comment> {
  const client = useApiClient();
  const thread = useCommentsCache(ref);
  return useCallback(
    async (comment: Comment, text: string) => {
      await thread.write((p) => mapCommentInPages(p, comment.id, (c) => ({ ...c, text: text.trim(), updatedAt: new Date().toISOString() })));
      try {
        const updated = await client.fetch('updateComment', { query: { id: comment.id }, body: { text } });
        await thread.write((p) => mapCommentInPages(p, comment.id, () => updated));
        return updated;
      } catch (error) {
        await thread.write((p) => mapCommentInPages(p, comment.id, () => comment));
        throw error;
      }
    },
    [client, thread],
  );
}

/**
 * Deletes a comment (DELETE /api/feed/comments?id=; own, or any as an admin): it turns into the
 * 'deleted' placeholder and `commentsCount` drops in every cache at once; on error both come back
 * and the promise rejects with the {@link ApiError}.
 */
export function useDeleteComment(ref: CommentTargetRef): (comment: Comment) => Promise<void> {
  const client = useApiClient();
  const thread = useCommentsCache(ref);
  const updateEvent = useUpdateCachedEvent();
  return useCallback(
    async (comment: Comment) => {
      await thread.write((p) => mapCommentInPages(p, comment.id, deletedComment));
      await updateEvent(ref, (e) => withCommentsDelta(e, -1));
      try {
        await client.fetch('deleteComment', { query: { id: comment.id } });
      } catch (error) {
        await thread.write((p) => mapCommentInPages(p, comment.id, () => comment));
        await updateEvent(ref, (e) => withCommentsDelta(e, 1));
        throw error;
      }
    },
    [client, thread, updateEvent, ref.eventType, ref.eventId], // eslint-disable-line react-hooks/exhaustive-deps
  );
}
