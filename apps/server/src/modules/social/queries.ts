/**
 * Reads of likes and comments on feed events (SPEC §1 Events feed, §3 Comment and likes, §7).
 * Every query carries `organization_id`, so no call reaches another organization's data.
 * Query paths: `feed_likes_event_user_uq` (like, unlike, counts, liked by me) and
 * `feed_comments_event_idx` (list, counts); comments by id use the primary key.
 */
import { sql } from 'drizzle-orm';
import type { Comment, CommentPage, CommentTargetType, EventLikes, FeedEventType, LikersPage } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { queryPrepared } from '../../db/prepared.ts';
import { decodeCursor, encodeCursor } from '../../db/cursor.ts';
import { AppError } from '../../http/errors.ts';
import { isAdmin } from '../roles/index.ts';

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

/** What comments are on: a feed event, or a challenge report (`report`). */
export interface CommentRef {
  eventType: CommentTargetType;
  eventId: number;
}

/** Resolves when `viewer` may see comment target `id` of their organization; throws 404 NOT_FOUND otherwise. */
export type CommentTargetCheck = (db: Executor, viewer: Viewer, id: number) => Promise<void>;

/**
 * The checks of comment targets that are not feed events, given by the modules that own them
 * (a challenge report: the challenges module) when the handlers are put together — social imports
 * no such module.
 */
export interface CommentTargets {
  report: CommentTargetCheck;
}

/** 404 NOT_FOUND unless `viewer` may comment on and read the comments of `ref`: a feed event of the organization, or a target checked by `targets`. */
export async function requireCommentTarget(db: Executor, viewer: Viewer, ref: CommentRef, targets: CommentTargets): Promise<void> {
  if (ref.eventType === 'report') return targets.report(db, viewer, ref.eventId);
  return requireEvent(db, viewer.organizationId, { eventType: ref.eventType, eventId: ref.eventId });
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

/**
 * GET /api/feed/likes: who liked an event, newest like first (keyset on the like's time and id).
 * `q`: every word must occur in the first name, surname or nickname (case-insensitive); words are
 * matched as plain text (`%` and `_` escaped). 404 NOT_FOUND for an event outside the organization.
 */
export async function listLikers(db: Executor, viewer: Viewer, q: EventRef & { q?: string | undefined; cursor?: string | undefined; limit: number }): Promise<LikersPage> {
  await requireEvent(db, viewer.organizationId, q);
  const after = q.cursor ? decodeCursor(q.cursor) : undefined;
  const words = (q.q ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  const like = (w: string) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await queryRows<{ id: number; user_id: number; created_at: string | Date; first_name: string | null; surname: string | null; nickname: string | null; tg_name: string | null; photo: string | null }>(
    db,
    sql`select l.id, l.user_id, l.created_at, p.first_name, p.surname, p.nickname, p.tg_name, p.photo
        from feed_likes l join public_profiles p on p.user_id = l.user_id
        where l.organization_id = ${viewer.organizationId} and l.event_type = ${q.eventType} and l.event_id = ${q.eventId}
          ${sql.join(
            words.map((w) => sql`and lower(concat_ws(' ', p.first_name, p.surname, p.nickname)) like ${like(w)}`),
            sql` `,
          )}
          ${after ? sql`and (l.created_at, l.id) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})` : sql``}
        order by l.created_at desc, l.id desc
        limit ${q.limit + 1}`,
  );
  const items = rows.slice(0, q.limit);
  const last = items[items.length - 1];
  return {
    items: items.map((r) => ({
      user: { id: Number(r.user_id), firstName: r.first_name ?? '', surname: r.surname ?? '', nickname: r.nickname, tgName: r.tg_name, photo: r.photo },
      likedAt: iso(r.created_at),
    })),
    nextCursor: rows.length > q.limit && last ? encodeCursor(new Date(last.created_at), last.id) : null,
  };
}

/** The key of an event in {@link socialSummary}'s map: `<type>:<id>` (feedEventKey of the contracts). */
export const eventKey = (ref: EventRef): string => `${ref.eventType}:${ref.eventId}`;

/**
 * Likes and live comment counts of many events of any kinds, for a feed page: one prepared
 * statement whatever the number and kinds of events (two index probes per event). Keyed by
 * {@link eventKey}; every ref gets an entry.
 */
export async function socialSummary(
  db: Executor,
  viewer: Viewer,
  refs: readonly EventRef[],
): Promise<Map<string, { likes: EventLikes; commentsCount: number }>> {
  const out = new Map<string, { likes: EventLikes; commentsCount: number }>();
  for (const ref of refs) out.set(eventKey(ref), { likes: { count: 0, likedByMe: false }, commentsCount: 0 });
  if (refs.length === 0) return out;
  const rows = await queryPrepared<{ event_type: FeedEventType; event_id: number; likes: number; mine: boolean; comments: number }>(
    db,
    sql`select r.event_type, r.event_id, l.likes, l.mine, c.comments
        from unnest(${sql.param(refs.map((r) => r.eventType))}::text[], ${sql.param(refs.map((r) => r.eventId))}::int[]) as r(event_type, event_id)
        cross join lateral (
          select count(*)::int as likes, coalesce(bool_or(fl.user_id = ${viewer.userId}::int), false) as mine from feed_likes fl
          where fl.organization_id = ${viewer.organizationId}::int and fl.event_type = r.event_type and fl.event_id = r.event_id) l
        cross join lateral (
          select count(*)::int as comments from feed_comments fc
          where fc.organization_id = ${viewer.organizationId}::int and fc.event_type = r.event_type and fc.event_id = r.event_id
            and fc.deleted_at is null) c`,
  );
  for (const r of rows) {
    const e = out.get(eventKey({ eventType: r.event_type, eventId: Number(r.event_id) }));
    if (e) {
      e.likes = { count: Number(r.likes), likedByMe: r.mine === true };
      e.commentsCount = Number(r.comments);
    }
  }
  return out;
}

/** A comment row with its author's profile. */
export interface CommentRow {
  id: number;
  event_type: CommentTargetType;
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

/** A timestamp column (a Date or an ISO string) as an ISO string. */
const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

/** A comment as `viewerId` sees it: text hidden when deleted, edit for its author, delete for its author or an admin. */
export function toComment(r: CommentRow, viewerId: number, admin: boolean): Comment {
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

/** Comment `id` of the organization, deleted or not; 404 NOT_FOUND otherwise. */
export async function loadComment(db: Executor, organizationId: number, id: number): Promise<CommentRow> {
  const [row] = await queryRows<CommentRow>(
    db,
    sql`select ${COMMENT_COLUMNS} from feed_comments c join public_profiles p on p.user_id = c.author_id
        where c.id = ${id} and c.organization_id = ${organizationId}`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'No such comment');
  return row;
}

/** GET /api/feed/comments: a page of an event's comments, oldest first (deleted ones as placeholders). */
export async function listComments(
  db: Executor,
  viewer: Viewer,
  q: CommentRef & { cursor?: string | undefined; limit: number },
  targets: CommentTargets,
): Promise<CommentPage> {
  await requireCommentTarget(db, viewer, q, targets);
  const after = q.cursor ? decodeCursor(q.cursor) : undefined;
  const rows = await queryRows<CommentRow>(
    db,
    sql`select ${COMMENT_COLUMNS} from feed_comments c join public_profiles p on p.user_id = c.author_id
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
