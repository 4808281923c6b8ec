/**
 * The demo's subsidiaries (docs/decisions/0027): «Gratia Demo» runs a regional office in Kazan —
 * its own local admin, divisions, six colleagues who belong to both communities (the organization
 * switch offers them both) and a few thanks of its own — and has just opened one in Novosibirsk,
 * with only its admin so far and the plain default colours.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { memberships } from '../db/schema.ts';
import { activeMembership, createDivisions, setMemberPosition } from '../modules/people/index.ts';
import { onMembersJoined } from '../modules/periods/index.ts';
import { createSubsidiary } from '../modules/subsidiaries/index.ts';
import { createTransfer } from '../modules/transfers/index.ts';

/** Who the subsidiaries are made by and of. */
export interface SubsidiarySeedInput {
  rootId: number;
  /** The root's admin, who creates both. */
  adminId: number;
  /** Members left out (the demo's sign-ins keep their single community); of the other active members, the first becomes Kazan's local admin, the next six join Kazan. */
  exclude: readonly number[];
  now: Date;
}

const HOUR = 3_600_000;

const KAZAN_THANKS = [
  { from: 1, to: 2, amount: 15, message: 'Спасибо, что встретила гостей из головного офиса и всё показала!', hoursAgo: 30 },
  { from: 3, to: 0, amount: 20, message: 'За быстрый запуск офиса в Казани — без тебя бы не успели.', hoursAgo: 20 },
  { from: 4, to: 5, amount: 10, message: 'Спасибо за помощь с первым клиентом региона.', hoursAgo: 6 },
  { from: 0, to: 6, amount: 25, message: 'За идеальную подготовку к открытию: всё работало с первого дня.', hoursAgo: 2 },
];

/** Creates «Gratia Казань» (with people, divisions and thanks) and «Gratia Новосибирск»; returns how many subsidiaries and Kazan's members. */
export async function seedSubsidiaries(db: Db, input: SubsidiarySeedInput): Promise<{ subsidiaries: number; kazanMembers: number }> {
  const { rootId, adminId, now } = input;
  const active = await queryRows<{ user_id: number }>(
    db,
    sql`select m.user_id from memberships m where m.organization_id = ${rootId} and ${activeMembership('m')} order by m.user_id`,
  );
  const [localAdmin, ...rest] = active.map((r) => Number(r.user_id)).filter((id) => !input.exclude.includes(id)).slice(3);
  if (localAdmin === undefined) throw new Error('no member to lead the Kazan office');
  const joiners = rest.slice(0, 6);
  const caller = { userId: adminId, organizationId: rootId };
  const kazan = await createSubsidiary(db, caller, { name: 'Gratia Казань', adminId: localAdmin, copyBranding: true }, undefined, now);
  await createSubsidiary(db, caller, { name: 'Gratia Новосибирск', copyBranding: false }, undefined, now);

  const divisions = await createDivisions(db, kazan.id, [{ name: 'Офис продаж' }, { name: 'Поддержка клиентов' }]);
  await db.transaction(async (tx) => {
    await tx.insert(memberships).values(joiners.map((userId) => ({ organizationId: kazan.id, userId })));
    await onMembersJoined(tx, kazan.id, joiners);
  });
  const titles = ['Руководитель офиса', 'Менеджер по продажам', 'Менеджер по продажам', 'Специалист поддержки', 'Специалист поддержки', 'Аккаунт-менеджер', 'Офис-менеджер'];
  const people = [localAdmin, ...joiners];
  for (const [i, userId] of people.entries()) {
    const division = divisions.get(i >= 3 && i <= 4 ? 'Поддержка клиентов' : 'Офис продаж') ?? null;
    await setMemberPosition(db, { organizationId: kazan.id, userId, divisionId: division, jobTitle: titles[i] ?? null });
  }
  for (const t of KAZAN_THANKS) {
    const from = people[t.from];
    const to = people[t.to];
    if (from === undefined || to === undefined) continue;
    await createTransfer(
      db,
      { userId: from, organizationId: kazan.id },
      { recipientId: to, amount: t.amount, message: t.message, valueId: null, isAnonymous: false },
      randomUUID(),
      { createdAt: new Date(now.getTime() - t.hoursAgo * HOUR) },
    );
  }
  return { subsidiaries: 2, kazanMembers: people.length + (people.includes(adminId) ? 0 : 1) };
}
