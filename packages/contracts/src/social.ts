import { z } from 'zod';
import { Id, IdParam, PageQuery, SafeText, Timestamp, page } from './common.ts';
import { FeedEventType } from './feed.ts';
import { FEED_EVENT_TYPES } from './feedKinds.ts';
import { UserSummary } from './profile.ts';

/** Max characters of a feed comment (after trimming). */
export const COMMENT_MAX_LENGTH = 1000;

/** Points at one feed event in a JSON body: its kind and id (SPEC §7 press-like, comments, likes). */
export const FeedEventRef = z.object({
  eventType: FeedEventType,
  eventId: Id,
});
export type FeedEventRef = z.infer<typeof FeedEventRef>;
/** The same in a query string (`?eventType=&eventId=`; the id as strict decimal digits). */
export const FeedEventRefQuery = z.object({
  eventType: FeedEventType,
  eventId: IdParam,
});

/** Likes of one feed event as the caller sees them: how many members liked it and whether the caller did. */
export const EventLikes = z
  .object({
    count: z.number().int().nonnegative(),
    likedByMe: z.boolean(),
  })
  .meta({ id: 'EventLikes' });
export type EventLikes = z.infer<typeof EventLikes>;

/** POST /api/feed/likes (like; liking twice is one like) and DELETE /api/feed/likes?eventType=&eventId= (unlike; fine when not liked). */
export const LikeBody = FeedEventRef;
export type LikeBody = z.infer<typeof LikeBody>;
export const LikeQuery = FeedEventRefQuery;
export type LikeQuery = z.infer<typeof LikeQuery>;

/** Longest search text of the likers list, characters. */
export const MAX_LIKERS_QUERY = 100;

/**
 * GET /api/feed/likes?eventType=&eventId=&q=&cursor=&limit= — who liked an event, newest like
 * first (a challenge's 'grades' tab, SPEC §2; DOMAIN §1.2). `q` keeps those whose name, surname or
 * nickname contains every word of it (case-insensitive).
 */
export const LikersQuery = FeedEventRefQuery.extend({ q: SafeText(MAX_LIKERS_QUERY, { min: 0 }).optional(), ...PageQuery.shape });
export type LikersQuery = z.infer<typeof LikersQuery>;
/** One member who liked an event, and when. */
export const Liker = z.object({ user: UserSummary, likedAt: Timestamp }).meta({ id: 'Liker' });
export type Liker = z.infer<typeof Liker>;
export const LikersPage = page(Liker).meta({ id: 'LikersPage' });
export type LikersPage = z.infer<typeof LikersPage>;

/**
 * What a comment can be on: a feed event (its type), or a challenge report (`report`: the report's
 * id; SPEC §1 challenges 'likes and comments on reports', docs/decisions/0039).
 */
export const COMMENT_TARGET_TYPES = [...FEED_EVENT_TYPES, 'report'] as const;
export const CommentTargetType = z.enum(COMMENT_TARGET_TYPES);
export type CommentTargetType = z.infer<typeof CommentTargetType>;
/** Points at what comments are on, in a JSON body. */
export const CommentTargetRef = z.object({ eventType: CommentTargetType, eventId: Id });
export type CommentTargetRef = z.infer<typeof CommentTargetRef>;
/** The same in a query string. */
export const CommentTargetRefQuery = z.object({ eventType: CommentTargetType, eventId: IdParam });

/** Comment text: trimmed, 1..{@link COMMENT_MAX_LENGTH} characters, no NUL. */
export const CommentText = SafeText(COMMENT_MAX_LENGTH);

/**
 * A comment on a feed event (SPEC §3 Comment). A deleted comment stays in the list as a
 * placeholder: `isDeleted: true` and `text: null`; it no longer counts in `commentsCount`.
 * `canEdit`: the caller wrote it; `canDelete`: the caller wrote it or is an admin (role 'A').
 */
export const Comment = z
  .object({
    id: Id,
    eventType: CommentTargetType,
    eventId: Id,
    author: UserSummary,
    text: z.string().nullable(),
    isDeleted: z.boolean(),
    canEdit: z.boolean(),
    canDelete: z.boolean(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof Comment>;

/** GET /api/feed/comments?eventType=&eventId=&cursor=&limit= — oldest first (a feed event's, or a report's with `eventType=report`). */
export const CommentsQuery = CommentTargetRefQuery.extend(PageQuery.shape);
export type CommentsQuery = z.infer<typeof CommentsQuery>;
/** A page of comments, oldest first; `nextCursor` null on the last page. */
export const CommentPage = page(Comment).meta({ id: 'CommentPage' });
export type CommentPage = z.infer<typeof CommentPage>;

/** POST /api/feed/comments — comment on an event (or a report the caller may see) of the caller's organization. */
export const CreateCommentBody = CommentTargetRef.extend({ text: CommentText });
export type CreateCommentBody = z.infer<typeof CreateCommentBody>;

/** PATCH /api/feed/comments?id= (own comments only) and DELETE /api/feed/comments?id= (own; admins any). */
export const CommentIdQuery = z.object({ id: IdParam });
export type CommentIdQuery = z.infer<typeof CommentIdQuery>;
export const UpdateCommentBody = z.object({ text: CommentText });
export type UpdateCommentBody = z.infer<typeof UpdateCommentBody>;
