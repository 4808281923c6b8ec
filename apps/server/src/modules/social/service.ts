/**
 * Likes (press-like) and comments on feed events (SPEC §1 Events feed, §3 Comment and likes, §7).
 * Every call first resolves the event inside the caller's organization (404 NOT_FOUND otherwise),
 * and every query carries `organization_id`, so no call reaches another organization's data.
 * Query paths: `feed_likes_event_user_uq` (like, unlike, counts, liked by me) and
 * `feed_comments_event_idx` (list, counts); comments by id use the primary key.
 */
import { sql } from 'drizzle-orm';
import type { Comment, CommentPage, EventLikes, FeedEventType } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { isAdmin } from '../../http/roles.ts';
import { decodeCursor, encodeCursor } from '../feed/service.ts';

/** The caller: organization and user. */
export interface Viewer {
  organizationId: number;
  userId: number;
}

/** One event of the feed, as the API names it. */
export interface EventRef {
  eventType: FeedEventType;
  eventId: number;
}

/**
 * 404 NOT_FOUND unless the organization has this feed event: a row of `feed_events` with
 * (organization, type, subject) — thanks, challenges, winners and purchases alike (admin manual
 * transfers are not events). Uses `feed_events_subject_uq`.
 */
export async function requireEvent(db: Executor, organizationId: number, ref: EventRef): Promise<void> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from feed_events
        where organization_id = ${organizationId} and type = ${ref.eventType} and subject_id = ${ref.eventId} limit 1`,
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such event');
}

/** Likes of one event as `viewer` sees them. */
export async function eventLikes(db: Executor, viewer: Viewer, ref: EventRef): Promise<EventLikes> {
  const [row] = await queryRows<{ n: number; mine: boolean | null }>(
    db,
    sql`select count(*)::int as n, coalesce(bool_or(user_id = ${viewer.userId}), false) as mine from feed_likes
        where organization_id = ${viewer.organizationId} and event_type = ${ref.eventType} and event_id = ${ref.eventId}`,
  );
  return { count: row?.n ?? 0, likedByMe: row?.mine === true };
}

/** POST /api/feed/likes: like once per member (a repeated or concurrent like changes nothing). */
export async function likeEvent(db: Executor, viewer: Viewer, ref: EventRef): Promise<EventLikes> {
  await requireEvent(db, viewer.organizationId, ref);
  await db.execute(
    sql`insert into feed_likes (organization_id, event_type, event_id, user_id)
        values (${viewer.organizationId}, ${ref.eventType}, ${ref.eventId}, ${viewer.userId})
        on conflict (organization_id, event_type, event_id, user_id) do nothing`,
  );
  return eventLikes(db, viewer, ref);
}

/** DELETE /api/feed/likes: remove the caller's like; fine when there was none. */
export async function unlikeEvent(db: Executor, viewer: Viewer, ref: EventRef): Promise<EventLikes> {
  await requireEvent(db, viewer.organizationId, ref);
  await db.execute(
    sql`delete from feed_likes where organization_id = ${viewer.organizationId} and event_type = ${ref.eventType}
        and event_id = ${ref.eventId} and user_id = ${viewer.userId}`,
  );
  return eventLikes(db, viewer, ref);
}

/** The key of an event in {@link socialSummary}'s map: `<type>:<id>` (feedEventKey of the contracts). */
export const eventKey = (ref: EventRef): string => `${ref.eventType}:${ref.eventId}`;

/**
 * Likes and live comment counts of many events of any kinds, for a feed page: two grouped queries
 * whatever the number and kinds of events. Keyed by {@link eventKey}; every ref gets an entry.
 */
export async function socialSummary(
  db: Executor,
  viewer: Viewer,
  refs: readonly EventRef[],
): Promise<Map<string, { likes: EventLikes; commentsCount: number }>> {
  const out = new Map<string, { likes: EventLikes; commentsCount: number }>();
  for (const ref of refs) out.set(eventKey(ref), { likes: { count: 0, likedByMe: false }, commentsCount: 0 });
  if (refs.length === 0) return out;
  const pairs = sql.join(refs.map((r) => sql`(${r.eventType}, ${r.eventId}::int)`), sql`, `);
  const likes = await queryRows<{ event_type: FeedEventType; event_id: number; n: number; mine: boolean }>(
    db,
    sql`select event_type, event_id, count(*)::int as n, bool_or(user_id = ${viewer.userId}) as mine from feed_likes
        where organization_id = ${viewer.organizationId} and (event_type, event_id) in (${pairs})
        group by event_type, event_id`,
  );
  for (const r of likes) {
    const e = out.get(eventKey({ eventType: r.event_type, eventId: Number(r.event_id) }));
    if (e) e.likes = { count: r.n, likedByMe: r.mine === true };
  }
  const comments = await queryRows<{ event_type: FeedEventType; event_id: number; n: number }>(
    db,
    sql`select event_type, event_id, count(*)::int as n from feed_comments
        where organization_id = ${viewer.organizationId} and (event_type, event_id) in (${pairs})
          and deleted_at is null
        group by event_type, event_id`,
  );
  for (const r of comments) {
    const e = out.get(eventKey({ eventType: r.event_type, eventId: Number(r.event_id) }));
    if (e) e.commentsCount = r.n;
  }
  return out;
}

interface CommentRow {
  id: number;
  event_type: FeedEventType;
  event_id: number;
  author_id: number;
  text: string;
  created_at: string | Date;
  updated_at: string | Date;
  deleted_at: string | Date | null;
  first_name: string;
  surname: string;
  nickname: string | null;
  tg_name: string | null;
  photo: string | null;
}

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

function toComment(r: CommentRow, viewerId: number, admin: boolean): Comment {
  const deleted = r.deleted_at !== null;
  const mine = r.author_id === viewerId;
  return {
    id: r.id,
    eventType: r.event_type,
    eventId: r.event_id,
    author: { id: r.author_id, firstName: r.first_name, surname: r.surname, nickname: r.nickname, tgName: r.tg_name, photo: r.photo },
    text: deleted ? null : r.text,
    isDeleted: deleted,
    canEdit: mine && !deleted,
    canDelete: !deleted && (mine || admin),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

const COMMENT_COLUMNS = sql`c.id, c.event_type, c.event_id, c.author_id, c.text, c.created_at, c.updated_at, c.deleted_at,
  p.first_name, p.surname, p.nickname, p.tg_name, p.photo`;

async function loadComment(db: Executor, organizationId: number, id: number): Promise<CommentRow> {
  const [row] = await queryRows<CommentRow>(
    db,
    sql`select ${COMMENT_COLUMNS} from feed_comments c join profiles p on p.user_id = c.author_id
        where c.id = ${id} and c.organization_id = ${organizationId}`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'No such comment');
  return row;
}

/** GET /api/feed/comments: a page of an event's comments, oldest first (deleted ones as placeholders). */
export async function listComments(
  db: Executor,
  viewer: Viewer,
  q: EventRef & { cursor?: string | undefined; limit: number },
): Promise<CommentPage> {
  await requireEvent(db, viewer.organizationId, q);
  const after = q.cursor ? decodeCursor(q.cursor) : undefined;
  const rows = await queryRows<CommentRow>(
    db,
    sql`select ${COMMENT_COLUMNS} from feed_comments c join profiles p on p.user_id = c.author_id
        where c.organization_id = ${viewer.organizationId} and c.event_type = ${q.eventType} and c.event_id = ${q.eventId}
          ${after ? sql`and (c.created_at, c.id) > (${after.createdAt.toISOString()}::timestamptz, ${after.id})` : sql``}
        order by c.created_at, c.id
        limit ${q.limit + 1}`,
  );
  const admin = await isAdmin(db, viewer.userId, viewer.organizationId);
  const items = rows.slice(0, q.limit);
  const last = items[items.length - 1];
  return {
    items: items.map((r) => toComment(r, viewer.userId, admin)),
    nextCursor: rows.length > q.limit && last ? encodeCursor(new Date(last.created_at), last.id) : null,
  };
}

/** POST /api/feed/comments: comment on an event of the caller's organization. `text` is already trimmed. */
export async function createComment(db: Executor, viewer: Viewer, q: EventRef & { text: string }): Promise<Comment> {
  await requireEvent(db, viewer.organizationId, q);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into feed_comments (organization_id, event_type, event_id, author_id, text)
        values (${viewer.organizationId}, ${q.eventType}, ${q.eventId}, ${viewer.userId}, ${q.text}) returning id`,
  );
  if (!row) throw new AppError('INTERNAL', 'Comment not created');
  return toComment(await loadComment(db, viewer.organizationId, row.id), viewer.userId, await isAdmin(db, viewer.userId, viewer.organizationId));
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
