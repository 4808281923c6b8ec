/**
 * Table of in-app notifications (SPEC §2 Header 'Notifications bell').
 * Tables only: this file imports drizzle and other modules' schema.ts, so drizzle-kit loads every
 * table without the application (see src/db/schema.ts).
 */
import type { NotificationKind, ThanksRole } from '@gratia/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { organizations } from '../organization/schema.ts';
import { users } from '../users/schema.ts';

/**
 * What a notification is about: a thanks (its transaction id, = the feed event id), a period, a
 * challenge, or a report of a challenge (docs/decisions/0039).
 */
export type NotificationObjectType = 'transaction' | 'period' | 'challenge' | 'challenge_report' | 'market_order';

/** What each kind keeps in `notifications.payload` (the list reads it back into the contract's shape). */
export interface NotificationPayloads {
  thanks_received: { amount: number; isAnonymous: boolean };
  thanks_cancelled: { amount: number; isAnonymous: boolean };
  thanks_addition: { amount: number; additionId: number };
  thanks_comment: { commentId: number; role: ThanksRole };
  thanks_like: { role: ThanksRole };
  period_started: { startDate: string; endDate: string; accrualAmount: number };
  period_ends_soon: { endDate: string };
  thanks_declined: { amount: number; reason: string | null };
  points_redistributed: { amount: number };
  challenge_report_sent: { challengeId: number; challengeName: string };
  challenge_report_accepted: { challengeId: number; challengeName: string; prize: number };
  challenge_report_rejected: { challengeId: number; challengeName: string; reason: string };
  challenge_ends_soon: { challengeName: string; endAt: string };
  challenge_published: { challengeName: string; fund: number };
  order_status: { offerName: string; status: string; total: number };
}

/**
 * Kinds that happen at most once per recipient and object (a thanks is received or canceled once, a
 * period starts and ends once, a report is sent and decided once, a challenge ends and is published
 * once): `notifications_once_uq` makes their inserts idempotent, so a repeated or raced job writes
 * each of them once.
 */
export const ONCE_KINDS = [
  'thanks_received',
  'thanks_cancelled',
  'period_started',
  'period_ends_soon',
  'thanks_declined',
  'points_redistributed',
  'challenge_report_sent',
  'challenge_report_accepted',
  'challenge_report_rejected',
  'challenge_ends_soon',
  'challenge_published',
] as const satisfies readonly NotificationKind[];

/** The predicate of `notifications_once_uq`, as `on conflict … where` must repeat it. */
export const ONCE_KINDS_PREDICATE = sql.raw(`kind in (${ONCE_KINDS.map((k) => `'${k}'`).join(', ')})`);
/** The predicate of `notifications_like_group_uq`: the one unread like notification per recipient and thanks. */
export const LIKE_GROUP_PREDICATE = sql.raw(`kind = 'thanks_like' and read_at is null`);

/**
 * A notification of one member in one organization, written in the database transaction of what it
 * announces. `actor_id` is who did it — null for an anonymous thanks (so no query can reveal the
 * sender) and for period notifications. `actor_ids` groups the likers of a `thanks_like`
 * notification, oldest first (`actor_id` is the latest); it is empty for every other kind.
 * `payload` holds what the sentence needs (points, dates, the comment id, the recipient's side of
 * the thanks; see the module's `NotificationPayloads`). `emailed_at` marks a `thanks_received`
 * e-mail as sent (or being sent).
 *
 * Query paths: the list (`notifications_list_idx`), the unread count
 * (`notifications_unread_idx`, partial), the one unread like notification per recipient and thanks
 * (`notifications_like_group_uq`, partial unique, the target of the grouping upsert), and the
 * once-only kinds (`notifications_once_uq`, partial unique; its prefix also answers "was this
 * period's notice sent").
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<NotificationKind>().notNull(),
    actorId: integer('actor_id').references(() => users.id),
    actorIds: integer('actor_ids').array().notNull().default(sql`'{}'::integer[]`),
    objectType: text('object_type').$type<NotificationObjectType>().notNull(),
    objectId: integer('object_id').notNull(),
    payload: jsonb('payload').notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
    emailedAt: timestamp('emailed_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_list_idx').on(t.recipientId, t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.recipientId, t.organizationId).where(sql`read_at is null`),
    uniqueIndex('notifications_like_group_uq').on(t.recipientId, t.objectType, t.objectId).where(LIKE_GROUP_PREDICATE),
    uniqueIndex('notifications_once_uq').on(t.organizationId, t.kind, t.objectType, t.objectId, t.recipientId).where(ONCE_KINDS_PREDICATE),
    index('notifications_organization_idx').on(t.organizationId),
    index('notifications_actor_idx').on(t.actorId),
    check(
      'notifications_kind_ck',
      sql`${t.kind} in ('thanks_received', 'thanks_cancelled', 'thanks_addition', 'thanks_comment', 'thanks_like', 'period_started', 'period_ends_soon',
                        'thanks_declined', 'points_redistributed', 'challenge_report_sent', 'challenge_report_accepted', 'challenge_report_rejected',
                        'challenge_ends_soon', 'challenge_published', 'order_status')`,
    ),
    check('notifications_object_type_ck', sql`${t.objectType} in ('transaction', 'period', 'challenge', 'challenge_report', 'market_order')`),
    check('notifications_like_actors_ck', sql`${t.kind} <> 'thanks_like' or cardinality(${t.actorIds}) > 0`),
  ],
);
