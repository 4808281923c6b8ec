/**
 * Demo roles and their money flows (DOMAIN §6.4; docs/decisions/0023): "Gratia Demo" gets a
 * manager of the development division (with its teams) who has already given some of their points
 * to give to a colleague there, a controller, an approval threshold of {@link DEMO_APPROVAL_THRESHOLD}
 * points, and a few thanks above it — one of them the admin's — waiting for the controller to
 * decide. Through the same services as the app; run after the people's details, so every party is
 * an active member. Deterministic for the seeded data and `now`.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { organizations } from '../db/schema.ts';
import { divisionSubtree } from '../modules/people/index.ts';
import { createRedistribution } from '../modules/redistribution/index.ts';
import { grantRole } from '../modules/roles/index.ts';
import { createTransfer } from '../modules/transfers/index.ts';

/**
 * Points above which a thanks of "Gratia Demo" waits for the controller: half its max transfer, so
 * the seeded everyday thanks (at most 50 points) never wait and the larger ones below do.
 */
export const DEMO_APPROVAL_THRESHOLD = 50;

const HOUR = 3_600_000;

/** What {@link seedRolesAndApprovals} needs of the seeded community. */
export interface ApprovalsSeedInput {
  organizationId: number;
  adminId: number;
  /** Made manager of `managerDivisionId` and everything under it. */
  managerId: number;
  managerDivisionId: number;
  controllerId: number;
  now: Date;
}

/** What {@link seedRolesAndApprovals} made: thanks left waiting and redistributions. */
export interface ApprovalsSeedResult {
  waiting: number;
  redistributions: number;
}

/** Active members of the community in `divisionId`'s subtree (any division when null), by id, without `exclude`. */
async function activeIn(db: Db, organizationId: number, divisionId: number | null, exclude: readonly number[]): Promise<number[]> {
  const inDivision = divisionId === null ? sql`true` : sql`m.division_id in ${divisionSubtree(organizationId, divisionId)}`;
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`select m.user_id from memberships m
        where m.organization_id = ${organizationId} and m.blocked_at is null and (m.fired_on is null or m.fired_on > current_date)
          and ${inDivision}
        order by m.user_id`,
  );
  return rows.map((r) => Number(r.user_id)).filter((id) => !exclude.includes(id));
}

/** Grants the demo manager and controller (logged as the admin's), sets the threshold, redistributes once and leaves three thanks waiting. */
export async function seedRolesAndApprovals(db: Db, input: ApprovalsSeedInput): Promise<ApprovalsSeedResult> {
  const { organizationId, adminId, managerId, controllerId, now } = input;
  const actor = { userId: adminId, organizationId };
  await grantRole(db, actor, { userId: managerId, role: 'M', divisionId: input.managerDivisionId });
  await grantRole(db, actor, { userId: controllerId, role: 'C', divisionId: null });

  // Three days ago the manager gave part of their points to give to a colleague of their division.
  const team = await activeIn(db, organizationId, input.managerDivisionId, [managerId, controllerId, adminId]);
  const colleague = team[Math.floor(team.length / 2)];
  let redistributions = 0;
  if (colleague !== undefined) {
    await createRedistribution(
      db,
      { userId: managerId, organizationId },
      { recipientId: colleague, amount: 40, message: 'На благодарности команде за релиз' },
      randomUUID(),
      new Date(now.getTime() - 72 * HOUR),
    );
    redistributions++;
  }

  await db.update(organizations).set({ approvalThreshold: DEMO_APPROVAL_THRESHOLD }).where(sql`${organizations.id} = ${organizationId}`);
  const others = await activeIn(db, organizationId, null, [adminId, managerId, controllerId, ...(colleague === undefined ? [] : [colleague])]);
  const pick = (i: number) => others[(i * 7) % others.length];
  const waiting = [
    { from: adminId, to: pick(1), amount: 80, message: 'Спасибо за закрытие квартального плана — это было невероятно!', hoursAgo: 5 },
    { from: managerId, to: colleague ?? pick(2), amount: 60, message: 'За ночной релиз и спокойствие всей команды.', hoursAgo: 3 },
    { from: pick(3), to: pick(4), amount: 75, message: 'Спасибо, что взял на себя весь переезд офиса.', hoursAgo: 1 },
  ];
  let made = 0;
  for (const w of waiting) {
    if (w.from === undefined || w.to === undefined || w.from === w.to) continue;
    const t = await createTransfer(
      db,
      { userId: w.from, organizationId },
      { recipientId: w.to, amount: w.amount, message: w.message, valueId: null, isAnonymous: false },
      randomUUID(),
      { createdAt: new Date(now.getTime() - w.hoursAgo * HOUR) },
    );
    if (t.status === 'waiting') made++;
  }
  return { waiting: made, redistributions };
}
