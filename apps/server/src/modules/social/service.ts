/**
 * Likes (press-like) and comments on feed events (SPEC §1 Events feed, §3 Comment and likes, §7):
 * the writes. Every call first resolves the event inside the caller's organization (404 NOT_FOUND
 * otherwise), and every statement carries `organization_id`, so no call reaches another
 * organization's data. A like, an unlike and a new comment on a thanks update the notifications of
 * its sender and recipient in the same database transaction.
 */
import { sql } from 'drizzle-orm';
import type { Comment, EventLikes } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { notifyThanksComment, notifyThanksLiked, withdrawThanksLike } from '../notifications/index.ts';
import { isAdmin } from '../roles/index.ts';
import { eventLikes, loadComment, requireCommentTarget, requireEvent, toComment, type CommentRef, type CommentTargets, type EventRef, type Viewer } from './queries.ts';

/**
 * POST /api/feed/likes: like once per member (a repeated or concurrent like changes nothing). A new
 * like of a thanks joins the like notifications of its sender and recipient (not the liker's own).
 */
export async function likeEvent(db: Db, viewer: Viewer, ref: EventRef): Promise<EventLikes> {
  await requireEvent(db, viewer.organizationId, ref);
  await withTxRetry(db, async (tx) => {
    const inserted = await queryRows<{ id: number }>(
      tx,
      sql`insert into feed_likes (organization_id, event_type, event_id, user_id)
          values (${viewer.organizationId}, ${ref.eventType}, ${ref.eventId}, ${viewer.userId})
          on conflict (organization_id, event_type, event_id, user_id) do nothing
          returning id`,
    );
    if (inserted.length > 0 && ref.eventType === 'transaction') {
      await notifyThanksLiked(tx, { organizationId: viewer.organizationId, transactionId: ref.eventId, likerId: viewer.userId });
    }
  });
  return eventLikes(db, viewer, ref);
}

/**
 * DELETE /api/feed/likes: remove the caller's like; fine when there was none. A like taken back
 * from a thanks leaves the unread like notifications it was counted in.
 */
export async function unlikeEvent(db: Db, viewer: Viewer, ref: EventRef): Promise<EventLikes> {
  await requireEvent(db, viewer.organizationId, ref);
  await withTxRetry(db, async (tx) => {
    const deleted = await queryRows<{ id: number }>(
      tx,
      sql`delete from feed_likes where organization_id = ${viewer.organizationId} and event_type = ${ref.eventType}
          and event_id = ${ref.eventId} and user_id = ${viewer.userId}
          returning id`,
    );
    if (deleted.length > 0 && ref.eventType === 'transaction') {
      await withdrawThanksLike(tx, { organizationId: viewer.organizationId, transactionId: ref.eventId, likerId: viewer.userId });
    }
  });
  return eventLikes(db, viewer, ref);
}

/**
 * POST /api/feed/comments: comment on an event of the caller's organization, or a report they may
 * see (checked by `targets`). `text` is already trimmed. A comment on a thanks notifies its sender and recipient (not the commenter) in the same
 * database transaction.
 */
export async function createComment(db: Db, viewer: Viewer, q: CommentRef & { text: string }, targets: CommentTargets): Promise<Comment> {
  await requireCommentTarget(db, viewer, q, targets);
  const id = await withTxRetry(db, async (tx) => {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into feed_comments (organization_id, event_type, event_id, author_id, text)
          values (${viewer.organizationId}, ${q.eventType}, ${q.eventId}, ${viewer.userId}, ${q.text}) returning id`,
    );
    if (!row) throw new AppError('INTERNAL', 'Comment not created');
    const commentId = Number(row.id);
    if (q.eventType === 'transaction') {
      await notifyThanksComment(tx, { organizationId: viewer.organizationId, transactionId: q.eventId, commentId, authorId: viewer.userId });
    }
    return commentId;
  });
  return toComment(await loadComment(db, viewer.organizationId, id), viewer.userId, await isAdmin(db, viewer.userId, viewer.organizationId));
}

/** PATCH /api/feed/comments?id=: the author changes the text; 403 FORBIDDEN for others, 404 when deleted or unknown. */
export async function updateComment(db: Executor, viewer: Viewer, id: number, text: string): Promise<Comment> {
  const current = await loadComment(db, viewer.organizationId, id);
  if (current.deleted_at !== null) throw new AppError('NOT_FOUND', 'The comment was deleted');
  if (current.author_id !== viewer.userId) throw new AppError('FORBIDDEN', 'Only the author can edit a comment');
  await db.execute(
    sql`update feed_comments set text = ${text}, updated_at = now()
        where id = ${id} and organization_id = ${viewer.organizationId} and author_id = ${viewer.userId} and deleted_at is null`,
  );
  return toComment(await loadComment(db, viewer.organizationId, id), viewer.userId, await isAdmin(db, viewer.userId, viewer.organizationId));
}

/**
 * DELETE /api/feed/comments?id=: soft delete by the author or an admin (role 'A') of the
 * organization; 403 FORBIDDEN for anyone else. Deleting a deleted comment again is a no-op.
 */
export async function deleteComment(db: Executor, viewer: Viewer, id: number): Promise<{ ok: true }> {
  const current = await loadComment(db, viewer.organizationId, id);
  if (current.author_id !== viewer.userId && !(await isAdmin(db, viewer.userId, viewer.organizationId))) {
    throw new AppError('FORBIDDEN', 'Only the author or an administrator can delete a comment');
  }
  await db.execute(
    sql`update feed_comments set deleted_at = now(), deleted_by = ${viewer.userId}
        where id = ${id} and organization_id = ${viewer.organizationId} and deleted_at is null`,
  );
  return { ok: true };
}
