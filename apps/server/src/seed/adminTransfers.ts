/**
 * The demo's 'transactions' tab (docs/decisions/0033): five days ago the admin gave three mentors
 * extra points to give, three days ago moved points one member had been credited by mistake to the
 * colleague they were meant for, and a holiday bonus for everyone is scheduled for next week — so
 * the movements list, the transfers to many and a cancellable scheduled one are there on first start.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { createAdminBatch, createAdminMove } from '../modules/adminTransfers/index.ts';

const DAY = 86_400_000;

/** Writes the demo admin transfers of `organizationId` by `adminId` among `memberIds` (at least five); returns how many batches. */
export async function seedAdminTransfers(db: Db, input: { organizationId: number; adminId: number; memberIds: number[]; now: Date }): Promise<number> {
  const actor = { adminId: input.adminId, organizationId: input.organizationId };
  const mentors = input.memberIds.slice(0, 3);
  await createAdminBatch(
    db,
    actor,
    { mode: 'only', userIds: mentors, account: 'distribution', amount: 50, reason: 'Наставникам стажёров — больше баллов для благодарностей' },
    randomUUID(),
    new Date(input.now.getTime() - 5 * DAY),
  );
  // The member with the most received points among the rest gives 20 back to the colleague they were meant for.
  const rest = input.memberIds.slice(3);
  const [richest] = await queryRows<{ user_id: number }>(
    db,
    sql`select a.user_id from accounts a join periods p on p.id = a.period_id and p.status = 'active'
        where p.organization_id = ${input.organizationId} and a.kind = 'income' and a.balance >= 20
          and a.user_id in (${sql.join(rest.map((id) => sql`${id}`), sql`, `)})
        order by a.balance desc, a.user_id limit 1`,
  );
  let batches = 1;
  const to = rest.find((id) => id !== Number(richest?.user_id));
  if (richest && to !== undefined) {
    await createAdminMove(
      db,
      actor,
      { fromUserId: Number(richest.user_id), fromAccount: 'income', toUserId: to, toAccount: 'income', amount: 20, reason: 'Исправление: премия за релиз ушла однофамильцу' },
      randomUUID(),
      new Date(input.now.getTime() - 3 * DAY),
    );
    batches++;
  }
  const nextWeek = new Date(input.now.getTime() + 6 * DAY);
  nextWeek.setUTCHours(6, 0, 0, 0);
  await createAdminBatch(db, actor, { mode: 'all', userIds: [], account: 'income', amount: 100, reason: 'С Днём компании! Подарок от сообщества', executeAt: nextWeek.toISOString() }, randomUUID(), input.now);
  return batches + 1;
}
