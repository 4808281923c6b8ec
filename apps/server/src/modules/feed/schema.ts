/**
 * Table of the events feed (SPEC §1 Events feed).
 * Tables only: this file imports drizzle and other modules' schema.ts, so drizzle-kit loads every
 * table without the application (see src/db/schema.ts).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { organizations } from '../organization/schema.ts';
import { users } from '../users/schema.ts';

/** Kinds of feed events (matches FeedEventType of the contracts). */
export type FeedEventKind = 'transaction' | 'challenge' | 'winner' | 'purchase';

/**
 * The events feed (SPEC §1 Events feed): one row per event, written by the feature the event
 * belongs to in the same database transaction as the event itself (`recordFeedEvent`). An event is
 * `(type, subject_id)`: the transaction, challenge, winner entry or order it is about; likes and
 * comments point at that pair. `actor_id` is whoever the event shows as its author, and is null
 * for anonymous thanks so that no query can reveal the sender. `payload` holds what a challenge,
 * winner or purchase event shows (validated by the contracts' *EventPayload schemas).
 */
export const feedEvents = pgTable(
  'feed_events',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    type: text('type').$type<FeedEventKind>().notNull(),
    subjectId: integer('subject_id').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    payload: jsonb('payload').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('feed_events_subject_uq').on(t.organizationId, t.type, t.subjectId),
    index('feed_events_feed_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('feed_events_type_feed_idx').on(t.organizationId, t.type, t.createdAt.desc(), t.id.desc()),
    index('feed_events_actor_idx').on(t.actorId),
    check('feed_events_type_ck', sql`${t.type} in ('transaction', 'challenge', 'winner', 'purchase')`),
  ],
);
