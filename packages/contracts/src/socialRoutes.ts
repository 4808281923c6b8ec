import { z } from 'zod';
import { FeedEvent, FeedEventQuery, FeedFiltersResponse } from './feed.ts';
import { CommentIdQuery, CommentPage, CommentsQuery, Comment, CreateCommentBody, EventLikes, LikeBody, LikeQuery, LikersPage, LikersQuery, UpdateCommentBody } from './social.ts';

/**
 * Likes (press-like) and comments on feed events (SPEC §1 Events feed, §7 press-like, comments,
 * likes). Every call is scoped to the caller's organization: an event or comment of another
 * organization answers 404 NOT_FOUND.
 */
export const socialRoutes = {
  /** The feed filters worth offering: `all` and those whose kinds the organization has events of. */
  feedFilters: { method: 'GET', path: '/feed/filters', auth: true, response: FeedFiltersResponse },
  /** One event as the caller sees it (the thanks detail view). */
  feedEvent: { method: 'GET', path: '/feed/event', auth: true, query: FeedEventQuery, response: FeedEvent },
  /** Like an event (idempotent per member) → the event's likes. */
  likeEvent: { method: 'POST', path: '/feed/likes', auth: true, body: LikeBody, response: EventLikes },
  /** Who liked an event, newest like first, searchable by name (a challenge's 'grades' tab). */
  eventLikers: { method: 'GET', path: '/feed/likes', auth: true, query: LikersQuery, response: LikersPage },
  /** Take the like back (fine when not liked) → the event's likes. */
  unlikeEvent: { method: 'DELETE', path: '/feed/likes', auth: true, query: LikeQuery, response: EventLikes },
  /** Comments of an event, oldest first, cursor-paged. */
  comments: { method: 'GET', path: '/feed/comments', auth: true, query: CommentsQuery, response: CommentPage },
  /** Comment on an event. */
  createComment: { method: 'POST', path: '/feed/comments', auth: true, body: CreateCommentBody, response: Comment },
  /** Change the text of an own comment (403 FORBIDDEN for others' comments). */
  updateComment: { method: 'PATCH', path: '/feed/comments', auth: true, query: CommentIdQuery, body: UpdateCommentBody, response: Comment },
  /** Delete an own comment, or any comment as an admin (role 'A'); 403 FORBIDDEN otherwise. */
  deleteComment: { method: 'DELETE', path: '/feed/comments', auth: true, query: CommentIdQuery, response: z.object({ ok: z.literal(true) }) },
} as const;
