/**
 * Events feed (SPEC §1 Events feed): the organization's events — thanks, challenges, winners and
 * purchases — newest first. The page is read from `feed_events` keyset-paginated by
 * (created_at desc, id desc) (queries.ts), then each event's subject is loaded in batch per kind. An
 * anonymous thanks shows `sender: null` to everyone except its sender; its feed event has no actor.
 */
import {
  ChallengeEventPayload,
  PurchaseEventPayload,
  WinnerEventPayload,
  FEED_FILTER_TYPES,
  FeedFilter,
  type FeedEvent,
  type FeedPage,
} from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../db/cursor.ts';
import { AppError } from '../../http/errors.ts';
import { socialSummary, type EventRef } from '../social/index.ts';
import { eventKinds, loadEventRow, loadEventRows, loadTransfers, loadUsers, toDate, type EventRow } from './queries.ts';

/** pg returns jsonb parsed; PGlite too, but a string is accepted for safety. */
function json(v: unknown): unknown {
  return typeof v === 'string' ? (JSON.parse(v) as unknown) : v;
}

/**
 * Turns feed_events rows into FeedEvents as `viewerId` sees them, in the rows' order: thanks through
 * {@link loadTransfers} (one batch), challenge/winner/purchase from their payload and the actor's
 * current profile (one batch), likes and comment counts for all (one statement). An event whose
 * subject is gone (or whose winner/buyer is unknown) is left out.
 */
async function hydrate(db: Executor, viewer: { organizationId: number; viewerId: number }, rows: EventRow[]): Promise<FeedEvent[]> {
  const txIds = rows.filter((r) => r.type === 'transaction').map((r) => Number(r.subject_id));
  const actorIds = rows.filter((r) => r.type !== 'transaction' && r.actor_id !== null).map((r) => Number(r.actor_id));
  const [transfers, users, social] = await Promise.all([
    loadTransfers(db, { organizationId: viewer.organizationId, viewerId: viewer.viewerId, ids: txIds }),
    loadUsers(db, actorIds),
    socialSummary(
      db,
      { organizationId: viewer.organizationId, userId: viewer.viewerId },
      rows.map((r) => ({ eventType: r.type, eventId: Number(r.subject_id) })),
    ),
  ]);
  const byId = new Map(transfers.map((t) => [t.id, t]));
  const out: FeedEvent[] = [];
  for (const r of rows) {
    const id = Number(r.subject_id);
    const s = social.get(`${r.type}:${id}`);
    const base = {
      id,
      createdAt: toDate(r.created_at).toISOString(),
      likes: s?.likes ?? { count: 0, likedByMe: false },
      commentsCount: s?.commentsCount ?? 0,
    };
    const actor = r.actor_id === null ? null : (users.get(Number(r.actor_id)) ?? null);
    if (r.type === 'transaction') {
      const transaction = byId.get(id);
      if (transaction) out.push({ ...base, type: 'transaction', transaction });
    } else if (r.type === 'challenge') {
      const p = ChallengeEventPayload.safeParse(json(r.payload));
      if (p.success) out.push({ ...base, type: 'challenge', challenge: p.data.challenge, organizer: p.data.anonymousOrganizer ? null : actor });
    } else if (r.type === 'winner') {
      const p = WinnerEventPayload.safeParse(json(r.payload));
      if (p.success && actor) out.push({ ...base, type: 'winner', challenge: p.data.challenge, winner: actor, amount: p.data.amount });
    } else {
      const p = PurchaseEventPayload.safeParse(json(r.payload));
      if (p.success && actor) out.push({ ...base, type: 'purchase', buyer: actor, offer: p.data.offer });
    }
  }
  return out;
}

/**
 * GET /api/feed?filter=&cursor=&limit=: a page of the organization's events, newest first, of the
 * kinds `filter` shows (FEED_FILTER_TYPES). `cursor` is opaque (base64url of the last event's
 * created_at and feed_events id); malformed → 400 VALIDATION_ERROR. `nextCursor` is null on the
 * last page. A page may hold fewer than `limit` items when a subject vanished; paging still never
 * skips or repeats an event.
 */
export async function feedPage(
  db: Executor,
  q: { organizationId: number; viewerId: number; filter?: FeedFilter; cursor?: string | undefined; limit: number },
): Promise<FeedPage> {
  const before = q.cursor ? decodeCursor(q.cursor) : undefined;
  const rows = await loadEventRows(db, { organizationId: q.organizationId, filter: q.filter ?? 'all', before, limit: q.limit + 1 });
  const pageRows = rows.slice(0, q.limit);
  const last = pageRows[pageRows.length - 1];
  return {
    items: await hydrate(db, q, pageRows),
    nextCursor: rows.length > q.limit && last ? encodeCursor(toDate(last.created_at), Number(last.id)) : null,
  };
}

/**
 * GET /api/feed/event?eventType=&eventId=: one event as `viewerId` sees it (the thanks detail deep
 * link). 404 NOT_FOUND when the organization has no such event (another organization's, an admin
 * manual transfer, or an unknown id).
 */
export async function feedEvent(db: Executor, q: { organizationId: number; viewerId: number } & EventRef): Promise<FeedEvent> {
  const rows = await loadEventRow(db, q);
  const [event] = await hydrate(db, q, rows);
  if (!event) throw new AppError('NOT_FOUND', 'No such event');
  return event;
}

/**
 * GET /api/feed/filters: `all`, then each filter (in the contracts' order) all of whose kinds the
 * organization has events of — a filter that could only ever be empty is not offered.
 */
export async function feedFilters(db: Executor, organizationId: number): Promise<{ items: FeedFilter[] }> {
  const kinds = new Set<string>(await eventKinds(db, organizationId));
  const items = FeedFilter.options.filter((f) => f === 'all' || FEED_FILTER_TYPES[f].every((k) => kinds.has(k)));
  return { items };
}
