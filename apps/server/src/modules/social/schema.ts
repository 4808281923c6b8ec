/**
 * Tables of likes and comments on feed events (SPEC §1 Events feed, §3 Comment and likes).
 * Tables only: this file imports drizzle and other modules' schema.ts, so drizzle-kit loads every
 * table without the application (see src/db/schema.ts).
 */
import type { FeedEventType } from '@gratia/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { organizations } from '../organization/schema.ts';
import { users } from '../users/schema.ts';

/**
 * A like (press-like) of a feed event by a member (SPEC §1 Events feed, §3 likes). One per member
 * and event: `(organization_id, event_type, event_id, user_id)` is unique, which also serves the
 * per-event count and "liked by me".
 */
export const feedLikes = pgTable(
  'feed_likes',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    eventType: text('event_type').$type<FeedEventType>().notNull(),
    eventId: integer('event_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('feed_likes_event_user_uq').on(t.organizationId, t.eventType, t.eventId, t.userId),
    index('feed_likes_user_idx').on(t.userId),
  ],
);

/**
 * A comment on a feed event (SPEC §3 Comment). Soft-deleted: `deleted_at` set, the text kept
 * only for audit and never returned. Listed oldest first by `(created_at, id)` per event.
 */
export const feedComments = pgTable(
  'feed_comments',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    eventType: text('event_type').$type<FeedEventType>().notNull(),
    eventId: integer('event_id').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
    deletedBy: integer('deleted_by').references(() => users.id),
  },
  (t) => [
    index('feed_comments_event_idx').on(t.organizationId, t.eventType, t.eventId, t.createdAt, t.id),
    index('feed_comments_author_idx').on(t.authorId),
    index('feed_comments_deleted_by_idx').on(t.deletedBy),
    check('feed_comments_text_ck', sql`char_length(${t.text}) between 1 and 1000`),
  ],
);
