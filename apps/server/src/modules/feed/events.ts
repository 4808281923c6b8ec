/**
 * Writing the events feed (SPEC §1 Events feed): every feature that makes an event records it with
 * {@link recordFeedEvent}, inside the database transaction of the event itself, so the feed never
 * shows an event that was rolled back and never misses one that was committed.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ChallengeEventPayload, PurchaseEventPayload, WinnerEventPayload, type FeedEventType } from '@gratia/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

/** The payload schema of each event kind; thanks (`transaction`) carry none, their subject is the transaction row. */
export const FEED_EVENT_PAYLOADS = {
  transaction: null,
  challenge: ChallengeEventPayload,
  winner: WinnerEventPayload,
  purchase: PurchaseEventPayload,
} as const satisfies Record<FeedEventType, z.ZodType | null>;

/** What each kind stores in `feed_events.payload` (the parsed output of its contracts schema). */
export interface FeedEventPayloads {
  transaction: undefined;
  challenge: z.input<typeof ChallengeEventPayload>;
  winner: z.input<typeof WinnerEventPayload>;
  purchase: z.input<typeof PurchaseEventPayload>;
}

/** One event to record; `T` is its kind. */
export interface FeedEventInput<T extends FeedEventType = FeedEventType> {
  organizationId: number;
  type: T;
  /** Id of the subject: the transaction, challenge, winner entry or order the event is about. */
  subjectId: number;
  /**
   * Who the event shows as its author: the sender of a thanks, the organizer of a challenge, the
   * winner, the buyer. Null for an anonymous thanks (so the sender cannot be derived from the feed).
   */
  actorId: number | null;
  /** Required for challenge, winner and purchase events; absent for thanks. */
  payload?: FeedEventPayloads[T];
  /** When the event happened; defaults to the database's now(). Pass the subject's own timestamp. */
  createdAt?: Date;
}

/** The validated payload and shown actor of `event` (see {@link recordFeedEvent}). */
function checkedEvent(event: Omit<FeedEventInput, 'subjectId'>): { payload: Record<string, unknown>; actorId: number | null } {
  const schema = FEED_EVENT_PAYLOADS[event.type];
  if (schema === null) {
    if (event.payload !== undefined) throw new Error(`feed events of type ${event.type} take no payload`);
    return { payload: {}, actorId: event.actorId };
  }
  const payload = schema.parse(event.payload) as Record<string, unknown>;
  return { payload, actorId: event.type === 'challenge' && payload.anonymousOrganizer === true ? null : event.actorId };
}

/**
 * An `insert into feed_events … select …` that records the event `event` for each row of
 * `subjects` (the name of a common table expression, or a parenthesized query, with an `id`
 * column: the subjects' ids), for a caller that writes the event in the same SQL statement as its
 * subject — a subject that was not written gives no event. Checks the payload as
 * {@link recordFeedEvent} does.
 */
export function feedEventsInsert<T extends FeedEventType>(event: Omit<FeedEventInput<T>, 'subjectId'>, subjects: SQL): SQL {
  const { payload, actorId } = checkedEvent(event);
  return sql`insert into feed_events (organization_id, type, subject_id, actor_id, payload, created_at)
      select ${event.organizationId}::int, ${event.type}, s.id, ${actorId}::int, ${JSON.stringify(payload)}::jsonb,
             ${event.createdAt ? sql`${event.createdAt.toISOString()}::timestamptz` : sql`now()`}
      from ${subjects} s`;
}

/**
 * Records one feed event with `tx` (call it inside the transaction that creates the subject).
 * The payload is checked with the contracts schema of its kind (ChallengeEventPayload,
 * WinnerEventPayload, PurchaseEventPayload; thanks take none) and stored as parsed, so readers can
 * trust it. A challenge with `anonymousOrganizer` is stored without an actor, like an anonymous
 * thanks. Throws a ZodError for a bad payload, an Error for a payload on a thanks, and the unique
 * violation of `feed_events_subject_uq` when the subject already has its event.
 *
 * Later features (challenges when published, winners when chosen, market purchases when paid)
 * call it the same way; a thanks writes its event in its own statement ({@link feedEventsInsert}).
 * Returns the feed_events id.
 */
export async function recordFeedEvent<T extends FeedEventType>(tx: Executor, event: FeedEventInput<T>): Promise<number> {
  const [row] = await queryRows<{ id: number }>(tx, sql`${feedEventsInsert(event, sql`(select ${event.subjectId}::int as id)`)} returning id`);
  if (!row) throw new Error('feed event not recorded');
  return Number(row.id);
}

/**
 * Withdraws the event of a subject from the feed (with `tx`, inside the transaction that withdraws
 * the subject): a canceled thanks leaves the feed for everyone at once, so it can no longer be
 * liked, commented or opened by its link (each of those answers 404 NOT_FOUND, as for any event
 * that does not exist). Its likes and comments stay stored but are reachable only through the
 * event, so they go with it. Returns whether an event was withdrawn.
 */
export async function withdrawFeedEvent(tx: Executor, ref: { organizationId: number; type: FeedEventType; subjectId: number }): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`delete from feed_events where organization_id = ${ref.organizationId} and type = ${ref.type} and subject_id = ${ref.subjectId}
        returning id`,
  );
  return rows.length > 0;
}
