import { z } from 'zod';
import { Id, PageQuery, Timestamp, page } from './common.ts';
import { Transfer } from './transfer.ts';

/** Event kinds of the feed (SPEC §1 Events feed). Only `transaction` exists so far. */
export const FeedEventType = z.enum(['transaction']);
export type FeedEventType = z.infer<typeof FeedEventType>;

/** One feed event. Later features add members to this union (challenge, winner, purchase). */
export const FeedEvent = z
  .object({
    id: Id,
    type: z.literal('transaction'),
    createdAt: Timestamp,
    transaction: Transfer,
    /** Likes of the event for the caller. Always filled by the server; optional only for older clients' fixtures. */
    likes: z.object({ count: z.number().int().nonnegative(), likedByMe: z.boolean() }).optional(),
    /** Comments that are not deleted. Always filled by the server. */
    commentsCount: z.number().int().nonnegative().optional(),
  })
  .meta({ id: 'FeedEvent' });
export type FeedEvent = z.infer<typeof FeedEvent>;

/** GET /api/feed?cursor=&limit= — newest first. */
export const FeedQuery = PageQuery;
export type FeedQuery = z.infer<typeof FeedQuery>;
export const FeedPage = page(FeedEvent).meta({ id: 'FeedPage' });
export type FeedPage = z.infer<typeof FeedPage>;
