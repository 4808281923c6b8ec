/**
 * Demo notifications (SPEC §2 Header 'Notifications bell'): so that a demo sign-in opens a bell
 * that is alive. The thanks of the seed already wrote their `thanks_received` notifications; this
 * adds, through the same services, the period's start, a fresh thanks to each demo sign-in (one of
 * them anonymous), and likes and comments on their recent thanks, spread over the last day; then
 * everything older than three days counts as read.
 */
import { randomUUID } from 'node:crypto';
import { fakerRU } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { notifyPeriodStarted } from '../modules/notifications/index.ts';
import { requireVisibleReport } from '../modules/challenges/index.ts';
import { createComment, likeEvent } from '../modules/social/index.ts';
import { createTransfer } from '../modules/transfers/index.ts';
import { COMMENTS, MESSAGES } from './data.ts';

const HOUR = 3_600_000;

/** What {@link seedNotifications} needs of a seeded community. */
export interface NotificationSeedInput {
  organizationId: number;
  period: { id: number; startDate: string; endDate: string; accrualAmount: number; startedAt: Date };
  /** Every member of the community. */
  userIds: number[];
  /** The demo sign-ins whose bells get the fresh activity (admin, members). */
  focus: number[];
  now: Date;
}

/** The database's clock now (what `now()` of the next statements will be at least). */
async function dbClock(db: Db): Promise<string> {
  const [row] = await queryRows<{ t: string }>(db, sql`select date_trunc('milliseconds', clock_timestamp())::text as t`);
  return row?.t ?? new Date().toISOString();
}

/**
 * Moves what a like or comment step wrote since `since` (the database clock before it: its
 * notifications, comment and like) to `at`, so the demo reads as a day of activity before `now`.
 */
async function stamp(db: Db, organizationId: number, since: string, at: Date): Promise<void> {
  const when = at.toISOString();
  await db.execute(
    sql`update notifications set created_at = ${when}::timestamptz
        where organization_id = ${organizationId} and kind in ('thanks_like', 'thanks_comment') and created_at >= ${since}::timestamptz`,
  );
  await db.execute(
    sql`update feed_comments set created_at = ${when}::timestamptz, updated_at = ${when}::timestamptz
        where organization_id = ${organizationId} and created_at >= ${since}::timestamptz`,
  );
  await db.execute(sql`update feed_likes set created_at = ${when}::timestamptz where organization_id = ${organizationId} and created_at >= ${since}::timestamptz`);
}

/** Seeds the demo notifications of one community (deterministic for a faker seed and `now`). Returns how many notifications it has. */
export async function seedNotifications(db: Db, input: NotificationSeedInput): Promise<number> {
  const { organizationId, period, userIds, focus, now } = input;
  await notifyPeriodStarted(db, { organizationId, periodId: period.id, startDate: period.startDate, endDate: period.endDate, accrualAmount: period.accrualAmount });
  await db.execute(
    sql`update notifications set created_at = ${period.startedAt.toISOString()}::timestamptz
        where organization_id = ${organizationId} and kind = 'period_started' and object_id = ${period.id}`,
  );
  const others = (userId: number) => userIds.filter((u) => u !== userId);

  // A fresh thanks to each demo sign-in, hours ago; the second one anonymous.
  for (const [i, userId] of focus.entries()) {
    try {
      await createTransfer(
        db,
        { userId: fakerRU.helpers.arrayElement(others(userId)), organizationId },
        { recipientId: userId, amount: fakerRU.number.int({ min: 5, max: 30 }), message: fakerRU.helpers.arrayElement(MESSAGES), valueId: null, isAnonymous: i === 1 },
        randomUUID(),
        { createdAt: new Date(now.getTime() - fakerRU.number.int({ min: 2, max: 20 }) * HOUR) },
      );
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS')) throw err;
    }
  }

  // Likes and a comment on the latest thanks each demo sign-in sent or received, spread over the last day.
  let minutesAgo = 26 * 60;
  for (const userId of focus) {
    const recent = await queryRows<{ id: number }>(
      db,
      sql`select id from transactions
          where organization_id = ${organizationId} and type = 'between_users' and status = 'completed'
            and (sender_id = ${userId} or recipient_id = ${userId})
          order by created_at desc limit 2`,
    );
    for (const { id } of recent) {
      const ref = { eventType: 'transaction' as const, eventId: Number(id) };
      const likers = fakerRU.helpers.arrayElements(others(userId), { min: 1, max: 5 });
      for (const likerId of likers) {
        const since = await dbClock(db);
        await likeEvent(db, { organizationId, userId: likerId }, ref);
        minutesAgo -= fakerRU.number.int({ min: 10, max: 60 });
        await stamp(db, organizationId, since, new Date(now.getTime() - Math.max(minutesAgo, 5) * 60_000));
      }
      const since = await dbClock(db);
      await createComment(db, { organizationId, userId: fakerRU.helpers.arrayElement(others(userId)) }, { ...ref, text: fakerRU.helpers.arrayElement(COMMENTS) }, { report: requireVisibleReport });
      minutesAgo -= fakerRU.number.int({ min: 10, max: 60 });
      await stamp(db, organizationId, since, new Date(now.getTime() - Math.max(minutesAgo, 5) * 60_000));
    }
  }

  // What happened more than three days ago was seen on the day.
  await db.execute(
    sql`update notifications set read_at = created_at + interval '1 hour'
        where organization_id = ${organizationId} and read_at is null and created_at < ${new Date(now.getTime() - 72 * HOUR).toISOString()}::timestamptz`,
  );
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from notifications where organization_id = ${organizationId}`);
  return row?.n ?? 0;
}
