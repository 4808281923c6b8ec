import type { Notification, NotificationPage } from '@gratia/contracts';
import { users } from './fixtures.ts';
import type { MockRequest } from './mockFetch.ts';

/**
 * Notification fixtures for stories and tests: every kind, grouped likes, anonymous, read and
 * unread. Times are fixed before {@link NOTIFICATIONS_NOW}, which stories pass as `now`, so a
 * relative time ('вчера, 10:00') reads the same whatever the day and hour of the run.
 */

/** "Now" of the notification fixtures: 20 November 2025, 12:00 UTC (ms since the epoch). */
export const NOTIFICATIONS_NOW = Date.parse('2025-11-20T12:00:00.000Z');
/** An ISO timestamp `minutes` before {@link NOTIFICATIONS_NOW}. */
const minutesAgo = (minutes: number) => new Date(NOTIFICATIONS_NOW - minutes * 60_000).toISOString();

const [anna, ivan, maria, longName] = [users[0]!, users[1]!, users[2]!, users[3]!];
const read = (minutes: number) => ({ readAt: minutesAgo(minutes) });
const unread = { readAt: null };

/** One of each kind, newest first: the first four unread. */
export const everyKind: Notification[] = [
  { id: 10, kind: 'thanks_received', createdAt: minutesAgo(3), ...unread, actor: ivan, transactionId: 501, amount: 15, isAnonymous: false },
  { id: 9, kind: 'thanks_like', createdAt: minutesAgo(12), ...unread, actor: maria, transactionId: 498, likes: 5, role: 'recipient' },
  { id: 8, kind: 'thanks_comment', createdAt: minutesAgo(40), ...unread, actor: ivan, transactionId: 497, commentId: 31, role: 'sender' },
  { id: 7, kind: 'thanks_received', createdAt: minutesAgo(95), ...unread, actor: null, transactionId: 490, amount: 7, isAnonymous: true },
  { id: 6, kind: 'thanks_like', createdAt: minutesAgo(60 * 5), ...read(60 * 4), actor: anna, transactionId: 480, likes: 1, role: 'sender' },
  { id: 11, kind: 'thanks_addition', createdAt: minutesAgo(60 * 8), ...read(60 * 7), actor: maria, transactionId: 475, additionId: 476, amount: 4 },
  { id: 5, kind: 'thanks_cancelled', createdAt: minutesAgo(60 * 26), ...read(60 * 25), actor: maria, transactionId: 470, amount: 3, isAnonymous: false },
  { id: 4, kind: 'period_ends_soon', createdAt: minutesAgo(60 * 30), ...read(60 * 29), actor: null, periodId: 7, endDate: '2025-11-30' },
  { id: 3, kind: 'period_started', createdAt: minutesAgo(60 * 24 * 12), ...read(60 * 24 * 11), actor: null, periodId: 7, startDate: '2025-11-01', endDate: '2025-11-30', accrualAmount: 500 },
];

/** Likes grouped per thanks: 1, 2, 3 and 22 likers (ru plural forms one/few/many of the others). */
export const groupedLikes: Notification[] = [1, 2, 3, 22].map((likes, i) => ({
  id: 20 + i,
  kind: 'thanks_like',
  createdAt: minutesAgo(5 + i * 10),
  readAt: null,
  actor: [maria, ivan, anna, maria][i]!,
  transactionId: 600 + i,
  likes,
  role: i % 2 === 0 ? 'recipient' : 'sender',
}));

/** Anonymous thanks and an anonymous thanks taken back: no name, a picture for the avatar. */
export const anonymousOnly: Notification[] = [
  { id: 30, kind: 'thanks_received', createdAt: minutesAgo(2), readAt: null, actor: null, transactionId: 700, amount: 25, isAnonymous: true },
  { id: 31, kind: 'thanks_cancelled', createdAt: minutesAgo(80), readAt: null, actor: null, transactionId: 699, amount: 4, isAnonymous: true },
];

/**
 * The approvals and the managers' notices (docs/decisions/0023): a controller declined with a reason,
 * declined without one, the period ended before anyone decided, and points a manager gave.
 */
export const approvalKinds: Notification[] = [
  { id: 50, kind: 'thanks_declined', createdAt: minutesAgo(4), readAt: null, actor: maria, transactionId: 900, amount: 80, reason: 'Сумма выше лимита отдела, давай обсудим' },
  { id: 51, kind: 'thanks_declined', createdAt: minutesAgo(30), readAt: null, actor: anna, transactionId: 901, amount: 60, reason: null },
  { id: 52, kind: 'thanks_declined', createdAt: minutesAgo(60 * 20), ...read(60 * 19), actor: null, transactionId: 902, amount: 75, reason: null },
  { id: 53, kind: 'points_redistributed', createdAt: minutesAgo(60 * 3), readAt: null, actor: ivan, transactionId: 903, amount: 40 },
];

/**
 * The challenge notices (docs/decisions/0039): a report sent to the member's challenge, a report
 * accepted with its prize, one that won the vote, one rejected with a reason, the end within a day,
 * and a new community challenge with its fund. Every one leads to `/challenge/{challengeId}`.
 */
export const challengeKinds: Notification[] = [
  { id: 60, kind: 'challenge_report_sent', createdAt: minutesAgo(6), readAt: null, actor: ivan, challengeId: 31, challengeName: 'Лучшая идея квартала', reportId: 410 },
  { id: 61, kind: 'challenge_report_accepted', createdAt: minutesAgo(25), readAt: null, actor: maria, challengeId: 32, challengeName: 'Фото с субботника', reportId: 411, prize: 50 },
  { id: 62, kind: 'challenge_report_accepted', createdAt: minutesAgo(60 * 2), readAt: null, actor: null, challengeId: 33, challengeName: 'Самый полезный совет', reportId: 412, prize: 20 },
  { id: 63, kind: 'challenge_report_rejected', createdAt: minutesAgo(60 * 4), readAt: null, actor: maria, challengeId: 32, challengeName: 'Фото с субботника', reportId: 413, reason: 'На фото не видно результата' },
  { id: 64, kind: 'challenge_ends_soon', createdAt: minutesAgo(60 * 6), ...read(60 * 5), actor: null, challengeId: 34, challengeName: '10 000 шагов', endAt: '2025-11-21T09:00:00.000Z' },
  { id: 65, kind: 'challenge_published', createdAt: minutesAgo(60 * 9), readAt: null, actor: null, challengeId: 35, challengeName: 'Идея для корпоратива', fund: 300 },
];

/**
 * The order notices (docs/decisions/0046): a market administrator paid an order, another rejected
 * one, an order moved by nobody named, and a status the app does not know. Each leads to `/market_orders`.
 */
export const orderKinds: Notification[] = [
  { id: 70, kind: 'order_status', createdAt: minutesAgo(8), readAt: null, actor: maria, orderId: 105, offerName: 'Капучино в кофейне на первом этаже', status: 'paid', total: 100 },
  { id: 71, kind: 'order_status', createdAt: minutesAgo(60 * 3), readAt: null, actor: ivan, orderId: 102, offerName: 'Худи с логотипом', status: 'rejected', total: 800 },
  { id: 72, kind: 'order_status', createdAt: minutesAgo(60 * 7), ...read(60 * 6), actor: null, orderId: 99, offerName: 'Бизнес-ланч в столовой', status: 'issued', total: 450 },
  { id: 73, kind: 'order_status', createdAt: minutesAgo(60 * 20), ...read(60 * 19), actor: maria, orderId: 98, offerName: 'Кружка', status: 'on_hold', total: 300 },
];

/** A person with a very long name, 1,000,000 points and many likers: the sentence wraps. */
export const longText: Notification[] = [
  { id: 40, kind: 'thanks_received', createdAt: minutesAgo(1), readAt: null, actor: longName, transactionId: 800, amount: 1_000_000, isAnonymous: false },
  { id: 41, kind: 'thanks_like', createdAt: minutesAgo(7), readAt: null, actor: longName, transactionId: 801, likes: 1234, role: 'recipient' },
  { id: 42, kind: 'thanks_comment', createdAt: minutesAgo(9), readAt: null, actor: longName, transactionId: 801, commentId: 9, role: 'recipient' },
];

/** `count` thanks notifications, newest first, ids from `count` down. */
export function manyNotifications(count: number): Notification[] {
  return Array.from({ length: count }, (_, i) => ({
    id: count - i,
    kind: 'thanks_received' as const,
    createdAt: minutesAgo(10 + i * 30),
    readAt: i < 3 ? null : minutesAgo(i * 30),
    actor: users[i % 3]!,
    transactionId: 900 + i,
    amount: (i % 9) + 1,
    isAnonymous: false,
  }));
}

/** When the mock server marks a notification read. */
const READ_AT = minutesAgo(0);
/** Every mock server's reset, so a story starts from its fixtures ({@link resetNotificationServers}). */
const resets = new Set<() => void>();

/**
 * A mock notifications API over `all`, as the server behaves: pages by `limit` and the cursor (the
 * id after which to go on), the unread count, marking one or all read (remembered until
 * {@link resetNotificationServers}), and PATCH /api/profile/settings. `calls` records the writes.
 */
export function notificationServer(all: Notification[]) {
  const readIds = new Set<number>();
  const calls = { read: [] as number[], readAll: 0, settings: [] as unknown[] };
  const view = (n: Notification): Notification => (n.readAt === null && readIds.has(n.id) ? { ...n, readAt: READ_AT } : n);
  const reset = () => {
    readIds.clear();
    calls.read.length = 0;
    calls.readAll = 0;
    calls.settings.length = 0;
  };
  resets.add(reset);
  const handlers = {
    'GET /api/notifications': (req: MockRequest): NotificationPage => {
      const limit = Number(req.query.get('limit') ?? 20);
      const cursor = req.query.get('cursor');
      const start = cursor ? all.findIndex((n) => String(n.id) === cursor) + 1 : 0;
      const items = all.slice(start, start + limit).map(view);
      const last = items[items.length - 1];
      return { items, nextCursor: start + limit < all.length && last ? String(last.id) : null };
    },
    'GET /api/notifications/unread': () => ({ count: all.map(view).filter((n) => n.readAt === null).length }),
    'POST /api/notifications/read': (req: MockRequest) => {
      const id = (req.body as { id: number }).id;
      calls.read.push(id);
      readIds.add(id);
      return view(all.find((n) => n.id === id) ?? all[0]!);
    },
    'POST /api/notifications/read-all': () => {
      calls.readAll += 1;
      const marked = all.map(view).filter((n) => n.readAt === null).length;
      for (const n of all) readIds.add(n.id);
      return { marked };
    },
    'PATCH /api/profile/settings': (req: MockRequest) => {
      calls.settings.push(req.body);
      return { details: { language: 'ru', emailOnThanks: true, ...(req.body as { details: object }).details } };
    },
  };
  return { handlers, calls, reset };
}

/** The handlers of a {@link notificationServer} over `all`. */
export function notificationHandlers(all: Notification[]) {
  return notificationServer(all).handlers;
}

/** Puts every mock notifications server back to its fixtures (stories' `beforeEach`). */
export function resetNotificationServers(): void {
  for (const reset of resets) reset();
}
