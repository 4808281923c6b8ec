/**
 * Demo additions to thanks (docs/decisions/0014): so that the feed shows "+N from 3 colleagues" on
 * first start. Colleagues who neither sent nor received a recent thanks add a few points to it,
 * through the same service as the app, minutes to hours after it; one of the demo sign-ins'
 * received thanks gets several. Deterministic for a faker seed and `now`.
 */
import { randomUUID } from 'node:crypto';
import { fakerRU } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { createAddition } from '../modules/transfers/index.ts';

const MINUTE = 60_000;

/** Short notes people leave with an addition (most leave none). */
const ADDITION_NOTES = ['Присоединяюсь!', 'Полностью согласна!', '+1, очень помог(ла) и мне', 'Золотые слова', 'И от меня спасибо!'];

/** What {@link seedAdditions} needs of a seeded community. */
export interface AdditionSeedInput {
  organizationId: number;
  /** Every member of the community. */
  userIds: number[];
  /** The demo sign-in whose latest received thanks gets several additions. */
  focus: number;
  now: Date;
}

/**
 * Adds to about a third of the community's 24 latest thanks (and the focus member's latest
 * received one): 1–4 colleagues each, 2–15 points, a note now and then, each between 5 minutes
 * and 3 hours after the thanks and never after `now`. Additions already older than three days
 * count as read in the recipient's bell, like the seed's other notifications. Returns how many
 * additions were made (an adder short of points is skipped).
 */
export async function seedAdditions(db: Db, input: AdditionSeedInput): Promise<number> {
  const { organizationId, userIds, focus, now } = input;
  const recent = await queryRows<{ id: number; sender_id: number; recipient_id: number; created_at: string | Date }>(
    db,
    sql`select id, sender_id, recipient_id, created_at from transactions
        where organization_id = ${organizationId} and type = 'between_users' and status = 'completed' and addition_to_id is null
          and created_at <= ${now.toISOString()}::timestamptz
        order by created_at desc, id desc limit 24`,
  );
  const [focusThanks] = await queryRows<{ id: number }>(
    db,
    sql`select id from transactions
        where organization_id = ${organizationId} and recipient_id = ${focus} and type = 'between_users' and status = 'completed'
          and addition_to_id is null and created_at <= ${now.toISOString()}::timestamptz
        order by created_at desc, id desc limit 1`,
  );
  let made = 0;
  for (const [i, t] of recent.entries()) {
    const isFocus = focusThanks !== undefined && Number(t.id) === Number(focusThanks.id);
    if (!isFocus && i % 3 !== 1) continue;
    const candidates = userIds.filter((u) => u !== Number(t.sender_id) && u !== Number(t.recipient_id));
    const adders = fakerRU.helpers.arrayElements(candidates, isFocus ? 4 : { min: 1, max: 3 });
    const at = (t.created_at instanceof Date ? t.created_at : new Date(t.created_at)).getTime();
    let when = at;
    for (const adder of adders) {
      when = Math.min(when + fakerRU.number.int({ min: 5, max: 60 }) * MINUTE, now.getTime() - MINUTE);
      try {
        await createAddition(
          db,
          { userId: adder, organizationId },
          {
            transferId: Number(t.id),
            amount: fakerRU.number.int({ min: 2, max: 15 }),
            message: fakerRU.datatype.boolean(0.3) ? fakerRU.helpers.arrayElement(ADDITION_NOTES) : '',
          },
          randomUUID(),
          { createdAt: new Date(Math.max(when, at)) },
        );
        made++;
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS')) throw err;
      }
    }
  }
  // What happened more than three days ago was seen on the day.
  await db.execute(
    sql`update notifications set read_at = created_at + interval '1 hour'
        where organization_id = ${organizationId} and kind = 'thanks_addition' and read_at is null
          and created_at < ${new Date(now.getTime() - 72 * 60 * MINUTE).toISOString()}::timestamptz`,
  );
  return made;
}
