/*
 * The feed's event kinds and filters as plain lists (SPEC §1 Events feed), without zod: the feed
 * screen reads them; `FeedEventType` and `FeedFilter` (feed.ts) are the schemas over them.
 */

/** Event kinds of the feed: thanks (`transaction`), challenge events, winners and purchases. */
export const FEED_EVENT_TYPES = ['transaction', 'challenge', 'winner', 'purchase'] as const;

/** Feed filters: all, thanks, challenges, winners, purchases. Lives in the URL as `?filter=`. */
export const FEED_FILTERS = ['all', 'thanks', 'challenges', 'winners', 'purchases'] as const;

/** The event kind each filter shows (`all`: every kind). */
export const FEED_FILTER_TYPES: Record<(typeof FEED_FILTERS)[number], readonly (typeof FEED_EVENT_TYPES)[number][]> = {
  all: FEED_EVENT_TYPES,
  thanks: ['transaction'],
  challenges: ['challenge'],
  winners: ['winner'],
  purchases: ['purchase'],
};

/** The stable key of an event in lists and caches: `<type>:<id>`. */
export function feedEventKey(e: { type: (typeof FEED_EVENT_TYPES)[number]; id: number }): string {
  return `${e.type}:${e.id}`;
}
