import {
  FEED_EVENT_TYPES,
  FEED_FILTERS,
  feedEventKey,
  type FeedEventType,
  type FeedFilter,
  type AdditionsSummary,
  type Comment,
  type CommentPage,
  type EventLikes,
  type FeedEvent,
  type FeedEventRef,
  type FeedPage,
} from '@gratia/contracts';

/**
 * Pure helpers behind the feed's optimistic updates (SPEC §1 Events feed: likes and comments roll
 * back on error). Every helper returns its input unchanged (same reference) when nothing matched,
 * so swr sees no change and re-renders nothing.
 */

/** True when `event` is the event `ref` points at (kind and id). */
export function isEvent(event: { type: FeedEventType; id: number }, ref: FeedEventRef): boolean {
  return event.type === ref.eventType && event.id === ref.eventId;
}

/** Applies `fn` to the event `ref` in cursor pages of the feed; other events keep their identity. */
export function mapEventInPages(pages: FeedPage[] | undefined, ref: FeedEventRef, fn: (event: FeedEvent) => FeedEvent): FeedPage[] | undefined {
  if (!pages) return pages;
  let changed = false;
  const next = pages.map((page) => {
    if (!page.items.some((e) => isEvent(e, ref))) return page;
    changed = true;
    return { ...page, items: page.items.map((e) => (isEvent(e, ref) ? fn(e) : e)) };
  });
  return changed ? next : pages;
}

/** Likes after the caller presses like (or takes it back): `likedByMe` flips, the count follows, never below 0. */
export function toggledLikes(likes: EventLikes): EventLikes {
  return likes.likedByMe ? { count: Math.max(0, likes.count - 1), likedByMe: false } : { count: likes.count + 1, likedByMe: true };
}

/** The event with `commentsCount` moved by `delta` (never below 0). */
export function withCommentsDelta<E extends FeedEvent>(event: E, delta: number): E {
  return { ...event, commentsCount: Math.max(0, event.commentsCount + delta) };
}

/**
 * A thanks event with what colleagues added to it replaced by `additions` (the server's summary
 * after an addition, docs/decisions/0014); any other kind of event is returned unchanged.
 */
export function withAdditions(event: FeedEvent, additions: AdditionsSummary): FeedEvent {
  if (event.type !== 'transaction') return event;
  return { ...event, transaction: { ...event.transaction, additions } };
}

/** Adds `comment` after the last loaded comment (comments are oldest first). */
export function appendComment(pages: CommentPage[] | undefined, comment: Comment): CommentPage[] {
  if (!pages || pages.length === 0) return [{ items: [comment], nextCursor: null }];
  const last = pages[pages.length - 1]!;
  return [...pages.slice(0, -1), { ...last, items: [...last.items, comment] }];
}

/** Replaces the comment with id `id` by `fn(comment)` in loaded pages. */
export function mapCommentInPages(pages: CommentPage[] | undefined, id: number, fn: (comment: Comment) => Comment): CommentPage[] | undefined {
  if (!pages) return pages;
  let changed = false;
  const next = pages.map((page) => {
    if (!page.items.some((c) => c.id === id)) return page;
    changed = true;
    return { ...page, items: page.items.map((c) => (c.id === id ? fn(c) : c)) };
  });
  return changed ? next : pages;
}

/** Drops the comment with id `id` from loaded pages (an optimistic comment the server refused). */
export function removeComment(pages: CommentPage[] | undefined, id: number): CommentPage[] | undefined {
  if (!pages) return pages;
  if (!pages.some((p) => p.items.some((c) => c.id === id))) return pages;
  return pages.map((page) => ({ ...page, items: page.items.filter((c) => c.id !== id) }));
}

/** A comment as it shows once deleted: a placeholder without text (SPEC §3 Comment). */
export function deletedComment(comment: Comment): Comment {
  return { ...comment, text: null, isDeleted: true, canEdit: false, canDelete: false };
}

/**
 * The events of `polled` (the newest page, fetched again) that are newer than the top of the
 * loaded feed `loaded` and not in it yet. For an empty loaded feed, every polled event.
 */
export function newEventsAbove(polled: readonly FeedEvent[], loaded: readonly FeedEvent[]): FeedEvent[] {
  const top = loaded[0];
  if (!top) return [...polled];
  const loadedKeys = new Set(loaded.slice(0, polled.length + 1).map(feedEventKey));
  const topTime = Date.parse(top.createdAt);
  return polled.filter((e) => !loadedKeys.has(feedEventKey(e)) && Date.parse(e.createdAt) >= topTime);
}

/** The filter of a `?filter=` value; anything unknown (or missing) is `all`. */
export function parseFeedFilter(raw: string | null | undefined): FeedFilter {
  return FEED_FILTERS.find((f) => f === raw) ?? 'all';
}

/** The event the detail route `/feed/:eventType/:eventId` points at, or null when the params are not a valid event reference. */
export function parseEventRef(eventType: string | undefined, eventId: string | undefined): FeedEventRef | null {
  const type = FEED_EVENT_TYPES.find((t) => t === eventType);
  if (!type || !eventId || !/^[1-9]\d{0,15}$/.test(eventId)) return null;
  const id = Number(eventId);
  return Number.isSafeInteger(id) ? { eventType: type, eventId: id } : null;
}

/** Path of the detail route of an event (its permalink). */
export function feedEventPath(event: { type: FeedEventType; id: number }): string {
  return `/feed/${event.type}/${event.id}`;
}
