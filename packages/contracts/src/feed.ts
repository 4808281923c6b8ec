import { z } from 'zod';
import { FEED_EVENT_TYPES, FEED_FILTERS } from './feedKinds.ts';
import { Id, IdParam, PageQuery, Points, PointsTotal, Timestamp, page } from './common.ts';
import { Transfer } from './transfer.ts';
import { UserSummary } from './profile.ts';

/**
 * Event kinds of the feed (SPEC §1 Events feed): thanks (`transaction`), challenge events, winners
 * and purchases. An event is identified by its kind and `id`, the id of its subject (the
 * transaction, challenge, winner entry or order); likes and comments point at that pair.
 */
export const FeedEventType = z.enum(FEED_EVENT_TYPES);
export type FeedEventType = z.infer<typeof FeedEventType>;

/** Feed filters (SPEC §1): all, thanks, challenges, winners, purchases. Lives in the URL as `?filter=`. */
export const FeedFilter = z.enum(FEED_FILTERS);
export type FeedFilter = z.infer<typeof FeedFilter>;
/**
 * GET /api/feed/filters — the filters that can show something in the caller's organization: `all`,
 * then each filter whose kinds have at least one event (SPEC §1 Events feed: a filter for a kind
 * the community has never had, like purchases without a market, is not offered).
 */
export const FeedFiltersResponse = z.object({ items: z.array(FeedFilter) });
export type FeedFiltersResponse = z.infer<typeof FeedFiltersResponse>;

/** Likes of an event for the caller. */
const Likes = z.object({ count: z.number().int().nonnegative(), likedByMe: z.boolean() });

/** What every event carries. `likes` and `commentsCount` (comments not deleted) are for the caller. */
const EventBase = z.object({
  id: Id,
  createdAt: Timestamp,
  likes: Likes,
  commentsCount: z.number().int().nonnegative(),
});

/** A challenge as feed events show it (the challenges feature owns the rest). */
export const FeedChallenge = z.object({ id: Id, title: z.string(), photo: z.string().nullable() });
export type FeedChallenge = z.infer<typeof FeedChallenge>;
/** A market offer as a purchase event shows it (the market feature owns the rest). */
export const FeedOffer = z.object({ id: Id, name: z.string(), photo: z.string().nullable() });
export type FeedOffer = z.infer<typeof FeedOffer>;

/** A thanks between members. Anonymity is applied per viewer inside `transaction`. */
export const TransactionEvent = EventBase.extend({ type: z.literal('transaction'), transaction: Transfer }).meta({ id: 'TransactionEvent' });
/** A challenge was published; `organizer` is null for challenges with an anonymous header (SPEC §2). */
export const ChallengeEvent = EventBase.extend({
  type: z.literal('challenge'),
  challenge: FeedChallenge,
  organizer: UserSummary.nullable(),
}).meta({ id: 'ChallengeEvent' });
/** A member won a challenge; `amount` is the points won (null for a prize without points). */
export const WinnerEvent = EventBase.extend({
  type: z.literal('winner'),
  challenge: FeedChallenge,
  winner: UserSummary,
  amount: PointsTotal.nullable(),
}).meta({ id: 'WinnerEvent' });
/** A member bought an offer in a benefit market. */
export const PurchaseEvent = EventBase.extend({
  type: z.literal('purchase'),
  buyer: UserSummary,
  offer: FeedOffer,
}).meta({ id: 'PurchaseEvent' });

/**
 * One feed event: one model the features write into (server: `recordFeedEvent`). Challenge,
 * winner and purchase events carry what their feature recorded when the event happened.
 */
export const FeedEvent = z
  .discriminatedUnion('type', [TransactionEvent, ChallengeEvent, WinnerEvent, PurchaseEvent])
  .meta({ id: 'FeedEvent' });
export type FeedEvent = z.infer<typeof FeedEvent>;
export type TransactionEvent = z.infer<typeof TransactionEvent>;
export type ChallengeEvent = z.infer<typeof ChallengeEvent>;
export type WinnerEvent = z.infer<typeof WinnerEvent>;
export type PurchaseEvent = z.infer<typeof PurchaseEvent>;


/** GET /api/feed?filter=&cursor=&limit= — newest first. */
export const FeedQuery = PageQuery.extend({ filter: FeedFilter.default('all') });
export type FeedQuery = z.infer<typeof FeedQuery>;
export const FeedPage = page(FeedEvent).meta({ id: 'FeedPage' });
export type FeedPage = z.infer<typeof FeedPage>;

/** GET /api/feed/event?eventType=&eventId= — one event (the thanks detail deep link); 404 NOT_FOUND outside the organization. */
export const FeedEventQuery = z.object({ eventType: FeedEventType, eventId: IdParam });
export type FeedEventQuery = z.infer<typeof FeedEventQuery>;

/**
 * Payloads the challenge, winner and purchase features store with their events (the server checks
 * them when recording). Users are stored by id and shown as they are now.
 */
export const ChallengeEventPayload = z.object({ challenge: FeedChallenge, anonymousOrganizer: z.boolean().default(false) });
export type ChallengeEventPayload = z.infer<typeof ChallengeEventPayload>;
export const WinnerEventPayload = z.object({ challenge: FeedChallenge, amount: Points.nullable() });
export type WinnerEventPayload = z.infer<typeof WinnerEventPayload>;
export const PurchaseEventPayload = z.object({ offer: FeedOffer });
export type PurchaseEventPayload = z.infer<typeof PurchaseEventPayload>;
