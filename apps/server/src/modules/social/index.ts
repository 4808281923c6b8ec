/**
 * Likes (press-like) and comments on feed events (SPEC §1 Events feed, §3 Comment and likes, §7).
 * The feed reads each event's likes and comment count through {@link socialSummary}; the demo seed
 * likes and comments through {@link likeEvent} and {@link createComment}.
 */
export { socialHandlers } from './routes.ts';
export { socialSummary, type CommentTargetCheck, type CommentTargets, type EventRef } from './queries.ts';
export { createComment, likeEvent } from './service.ts';
export * from './schema.ts';
