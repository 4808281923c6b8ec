import { describe, expect, it } from 'vitest';
import type { Comment, CommentPage, FeedPage } from '@gratia/contracts';
import { feedEvent, users } from '../testing/fixtures.ts';
import { challengeEvent } from './fixtures.ts';
import {
  appendComment,
  newEventsAbove,
  deletedComment,
  mapCommentInPages,
  mapEventInPages,
  parseEventRef,
  parseFeedFilter,
  removeComment,
  toggledLikes,
  withAdditions,
  withCommentsDelta,
} from './cache.ts';

const comment = (id: number, text = `c${id}`): Comment => ({
  id,
  eventType: 'transaction',
  eventId: 1,
  author: users[0]!,
  text,
  isDeleted: false,
  canEdit: true,
  canDelete: true,
  createdAt: '2025-11-21T10:00:00.000Z',
  updatedAt: '2025-11-21T10:00:00.000Z',
});

describe('feed cache helpers', () => {
  it('replaces what colleagues added to a thanks, and leaves other kinds of events alone', () => {
    const summary = { total: 9, count: 2, adders: [users[1]!, users[2]!], byMe: 0 };
    const thanks = feedEvent(1, { message: 'x' });
    const added = withAdditions(thanks, summary);
    expect(added.type === 'transaction' && added.transaction).toEqual({ ...thanks.transaction, additions: summary });
    expect(thanks.transaction.additions.total).toBe(0);
    const challenge = challengeEvent(5);
    expect(withAdditions(challenge, summary)).toBe(challenge);
  });

  it('toggles likes both ways and never goes below zero', () => {
    expect(toggledLikes({ count: 3, likedByMe: false })).toEqual({ count: 4, likedByMe: true });
    expect(toggledLikes({ count: 4, likedByMe: true })).toEqual({ count: 3, likedByMe: false });
    expect(toggledLikes({ count: 0, likedByMe: true })).toEqual({ count: 0, likedByMe: false });
  });

  it('updates one event in every page and keeps the others (and unchanged pages) as they were', () => {
    const pages: FeedPage[] = [
      { items: [feedEvent(1), feedEvent(2)], nextCursor: 'a' },
      { items: [feedEvent(3)], nextCursor: null },
    ];
    const next = mapEventInPages(pages, { eventType: 'transaction', eventId: 2 }, (e) => ({ ...e, likes: toggledLikes(e.likes) }))!;
    expect(next[0]!.items[1]!.likes).toEqual({ count: 1, likedByMe: true });
    expect(next[0]!.items[0]).toBe(pages[0]!.items[0]);
    expect(next[1]).toBe(pages[1]);
    // Another kind with the same id is another event.
    expect(mapEventInPages(pages, { eventType: 'winner', eventId: 2 }, (e) => ({ ...e, commentsCount: 9 }))).toBe(pages);
    expect(mapEventInPages(undefined, { eventType: 'transaction', eventId: 2 }, (e) => e)).toBeUndefined();
  });

  it('moves the comments count and never below zero', () => {
    expect(withCommentsDelta(feedEvent(1, { commentsCount: 2 }), 1).commentsCount).toBe(3);
    expect(withCommentsDelta(feedEvent(1, { commentsCount: 0 }), -1).commentsCount).toBe(0);
  });

  it('appends, replaces, deletes and removes comments in loaded pages', () => {
    const pages: CommentPage[] = [
      { items: [comment(1), comment(2)], nextCursor: 'x' },
      { items: [comment(3)], nextCursor: null },
    ];
    const appended = appendComment(pages, comment(-1, 'new'));
    expect(appended[1]!.items.map((c) => c.id)).toEqual([3, -1]);
    expect(appendComment(undefined, comment(5))).toEqual([{ items: [comment(5)], nextCursor: null }]);

    const edited = mapCommentInPages(pages, 2, (c) => ({ ...c, text: 'edited' }))!;
    expect(edited[0]!.items[1]!.text).toBe('edited');
    expect(edited[1]).toBe(pages[1]);
    expect(mapCommentInPages(pages, 42, (c) => c)).toBe(pages);

    const deleted = deletedComment(comment(3));
    expect(deleted).toMatchObject({ id: 3, text: null, isDeleted: true, canEdit: false, canDelete: false });

    expect(removeComment(appended, -1)![1]!.items.map((c) => c.id)).toEqual([3]);
    expect(removeComment(pages, 99)).toBe(pages);
  });

  it('counts polled events newer than the loaded top', () => {
    const loaded = [feedEvent(3, { minutesAgo: 10 }), feedEvent(2, { minutesAgo: 20 })];
    expect(newEventsAbove(loaded, loaded)).toHaveLength(0);
    expect(newEventsAbove([feedEvent(5, { minutesAgo: 1 }), feedEvent(4, { minutesAgo: 2 }), ...loaded], loaded)).toHaveLength(2);
    expect(newEventsAbove([feedEvent(5, { minutesAgo: 1 })], [])).toHaveLength(1);
    // An older event that is not loaded (e.g. filtered out before) is not "new".
    expect(newEventsAbove([feedEvent(9, { minutesAgo: 50 })], loaded)).toHaveLength(0);
  });

  it('parses the filter and the detail route params', () => {
    expect(parseFeedFilter('winners')).toBe('winners');
    expect(parseFeedFilter('bogus')).toBe('all');
    expect(parseFeedFilter(null)).toBe('all');
    expect(parseEventRef('transaction', '12')).toEqual({ eventType: 'transaction', eventId: 12 });
    expect(parseEventRef('purchase', '1')).toEqual({ eventType: 'purchase', eventId: 1 });
    expect(parseEventRef('thanks', '12')).toBeNull();
    expect(parseEventRef('transaction', '0')).toBeNull();
    expect(parseEventRef('transaction', '1e3')).toBeNull();
    expect(parseEventRef('transaction', undefined)).toBeNull();
  });
});
