import type { AdditionsSummary, ChallengeEvent, Comment, FeedEvent, PurchaseEvent, UserSummary, WinnerEvent } from '@gratia/contracts';
import { feedEvent, users } from '../testing/fixtures.ts';
import { photos, stickers } from '../testing/media.ts';
import { minutesAgo } from '../testing/clock.ts';

/** Feed fixtures for stories and tests: every event kind, photos, comments. Times are relative to the real clock. */


/** Five photos for the 1–5 photo stories (the three fixture photos and two more of them). */
export const fivePhotos = [
  ...photos,
  { ...photos[0]!, id: '5d0c5f7e-1f7b-4a55-9a3e-0f3b6a3c1a04' },
  { ...photos[1]!, id: '5d0c5f7e-1f7b-4a55-9a3e-0f3b6a3c1a05' },
];

/** A challenge was published (organizer shown, or `anonymous`). */
export function challengeEvent(id: number, opts: { minutesAgo?: number; anonymous?: boolean; photo?: boolean } = {}): ChallengeEvent {
  return {
    id,
    type: 'challenge',
    createdAt: minutesAgo(opts.minutesAgo ?? 15),
    likes: { count: 2, likedByMe: false },
    commentsCount: 1,
    challenge: { id: 7, title: 'Лучшая идея квартала', photo: opts.photo === false ? null : photos[0]!.url },
    organizer: opts.anonymous ? null : users[2]!,
  };
}

/** A member won a challenge (`amount` null: a prize without points). */
export function winnerEvent(id: number, opts: { minutesAgo?: number; amount?: number | null } = {}): WinnerEvent {
  return {
    id,
    type: 'winner',
    createdAt: minutesAgo(opts.minutesAgo ?? 45),
    likes: { count: 12, likedByMe: true },
    commentsCount: 4,
    challenge: { id: 7, title: 'Лучшая идея квартала', photo: null },
    winner: users[1]!,
    amount: opts.amount === undefined ? 50 : opts.amount,
  };
}

/** A member bought an offer. */
export function purchaseEvent(id: number, opts: { minutesAgo?: number } = {}): PurchaseEvent {
  return {
    id,
    type: 'purchase',
    createdAt: minutesAgo(opts.minutesAgo ?? 120),
    likes: { count: 0, likedByMe: false },
    commentsCount: 0,
    buyer: users[0]!,
    offer: { id: 3, name: 'Кружка с логотипом', photo: null },
  };
}

/** A thanks with a sticker, a value, two photos and some likes and comments. */
export const richThanks = feedEvent(30, {
  minutesAgo: 8,
  photos: photos.slice(0, 2),
  sticker: stickers[0]!,
  likes: { count: 3, likedByMe: false },
  commentsCount: 2,
  message: 'Спасибо за помощь с переездом офиса — без тебя мы бы не успели!',
});

/** One of every kind, newest first. */
export const mixedEvents: FeedEvent[] = [
  richThanks,
  challengeEvent(31, { minutesAgo: 20 }),
  winnerEvent(32, { minutesAgo: 50 }),
  feedEvent(33, { minutesAgo: 90, sender: null, isAnonymous: true, value: null, message: 'Ты лучшая!' }),
  purchaseEvent(34, { minutesAgo: 200 }),
];

/** `n` generated thanks, newest first (the 10,000-event story). */
export function manyEvents(n: number, startId = 10_000): FeedEvent[] {
  return Array.from({ length: n }, (_, i) =>
    feedEvent(startId + i, { minutesAgo: 1 + i * 3, amount: 1 + (i % 30), sender: users[i % 3]!, recipient: users[(i + 1) % 3]!, message: `Спасибо №${i + 1}` }),
  );
}

/** A comment on `eventId` (thanks) by `author`, written `age` minutes ago; `edited` moves `updatedAt` later. */
export function comment(id: number, opts: Partial<Comment> & { age?: number; edited?: boolean } = {}): Comment {
  const { age = 60 - id, edited = false, ...rest } = opts;
  const createdAt = minutesAgo(age);
  return {
    id,
    eventType: 'transaction',
    eventId: 30,
    author: users[1]!,
    text: `Комментарий ${id}`,
    isDeleted: false,
    canEdit: false,
    canDelete: false,
    createdAt,
    updatedAt: edited ? minutesAgo(Math.max(0, age - 5)) : createdAt,
    ...rest,
  };
}

/** A short thread: someone else's comment, an own edited one, and a deleted one. */
export const thread: Comment[] = [
  comment(1, { age: 40, text: 'Присоединяюсь к благодарности!' }),
  comment(2, { age: 30, author: users[0]!, text: 'Спасибо всем, было весело.', canEdit: true, canDelete: true, edited: true }),
  comment(3, { age: 20, text: null, isDeleted: true }),
];

/** Colleagues who add to thanks in the stories (besides the fixtures' users). */
export const adders: UserSummary[] = [
  { id: 5, firstName: 'Пётр', surname: 'Соколов', nickname: null, tgName: null, photo: null },
  { id: 6, firstName: 'Ольга', surname: 'Новикова', nickname: null, tgName: null, photo: null },
];

/**
 * What colleagues added to a thanks (docs/decisions/0014): `shown` are the first adders (at most
 * three), `total` points; `count` colleagues (default: as many as shown), `byMe` the viewer's points.
 */
export function additions(shown: UserSummary[], total: number, opts: { count?: number; byMe?: number } = {}): AdditionsSummary {
  return { total, count: opts.count ?? shown.length, adders: shown.slice(0, 3), byMe: opts.byMe ?? 0 };
}

/** A thanks Иван → Мария: the fixtures' viewer (Анна) neither sent nor received it, so she may add to it. */
export function othersThanks(id: number, opts: Parameters<typeof feedEvent>[1] = {}) {
  return feedEvent(id, { sender: users[1]!, recipient: users[2]!, minutesAgo: 20, ...opts });
}
