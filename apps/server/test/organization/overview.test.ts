/**
 * The organization overview (SPEC §2 /organization_administration/{id}; DOMAIN §6.1) through the
 * API: in a seeded community — members of whom one is fired, one blocked and one leaving later,
 * divisions, an accrual, a completed thanks and a thanks waiting for a controller, a scheduled next
 * period and a subsidiary — every figure matches; a subsidiary names its root; a community without
 * an active period reports none and zero points in circulation; only the community's admins read
 * it (403 for members and controllers), another community's id is 404, a malformed id 400.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OrganizationOverview } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { organizations, periods, privilegedRoles } from '../../src/db/schema.ts';
import { createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let cleanup: () => Promise<void>;
let app: FastifyInstance;
let org: TestOrg;
let sub: TestOrg;
let other: TestOrg;
const as = memberClients(() => app);

/** A calendar day `days` from today (UTC), `YYYY-MM-DD`. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Acme: six members with 100 points each (member 0 admin, member 1 controller); member 4 fired
 * yesterday, member 5 blocked, member 3 leaving in a week; two divisions, two values, a logo, a
 * scheduled period after the active one; member 1 thanks member 2 with 5 points (completed) and
 * member 2 with 20 (above the threshold of 10: waiting). Sub: a subsidiary of Acme with no period
 * and no values. Other: another community.
 */
beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  org = await createOrg(db, { name: 'Acme', members: 6, accrual: 100 });
  sub = await createOrg(db, { name: 'Acme North', members: 2, accrual: 0, values: 1, activePeriod: false });
  other = await createOrg(db, { name: 'Other', members: 2, accrual: 50 });
  await db.update(organizations).set({ parentId: org.id }).where(sql`${organizations.id} = ${sub.id}`);
  await queryRows(db, sql`delete from company_values where organization_id = ${sub.id} returning id`);
  await db.update(organizations).set({ approvalThreshold: 10, photo: '/media/acme-logo.png' }).where(sql`${organizations.id} = ${org.id}`);
  await db.insert(privilegedRoles).values({ organizationId: org.id, userId: memberOf(org, 1).id, role: 'C', roleName: 'Контролёр' });
  await queryRows(db, sql`insert into divisions (organization_id, name) values (${org.id}, 'Продажи'), (${org.id}, 'Разработка') returning id`);
  await queryRows(db, sql`update memberships set fired_on = ${day(-1)} where organization_id = ${org.id} and user_id = ${memberOf(org, 4).id} returning id`);
  await queryRows(db, sql`update memberships set fired_on = ${day(7)} where organization_id = ${org.id} and user_id = ${memberOf(org, 3).id} returning id`);
  await queryRows(db, sql`update memberships set blocked_at = now() where organization_id = ${org.id} and user_id = ${memberOf(org, 5).id} returning id`);
  await db.insert(periods).values({ organizationId: org.id, startDate: day(30), endDate: day(60), status: 'scheduled', accrualAmount: 150 });
  await db.insert(periods).values({ organizationId: org.id, startDate: day(90), endDate: day(120), status: 'scheduled', accrualAmount: 200 });
  const sender = await as(org, 1);
  for (const amount of [5, 20]) {
    const res = await sender.post('/api/transfers', { recipientId: memberOf(org, 2).id, amount, message: 'Спасибо за релиз!' }, { headers: { 'idempotency-key': randomUUID() } });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

const overview = async (o: TestOrg, i: number, id: number | string = o.id) => (await as(o, i)).get(`/api/organization/overview?id=${id}`);

describe('the organization overview', () => {
  it('reports the seeded community: members, divisions, values, periods, points and the waiting thanks', async () => {
    const res = await overview(org, 0);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<OrganizationOverview>();
    const active = await queryRows<{ id: number; start_date: string; end_date: string }>(
      db,
      sql`select id, start_date::text, end_date::text from periods where organization_id = ${org.id} and status = 'active'`,
    );
    expect(body).toEqual<OrganizationOverview>({
      organization: { id: org.id, name: 'Acme', photo: '/media/acme-logo.png', parent: null, subsidiaries: 1 },
      // Six members: the fired (4) and the blocked (5) are not counted; one leaving next week (3) still is.
      members: 4,
      divisions: 2,
      values: 2,
      period: { id: Number(active[0]?.id), startDate: String(active[0]?.start_date), endDate: String(active[0]?.end_date), accrualAmount: 100, thanksSent: 1 },
      nextPeriod: { id: expect.any(Number) as number, startDate: day(30), endDate: day(60), accrualAmount: 150 },
      // 600 accrued; 5 went to member 2's income, 20 wait in member 1's waiting account.
      points: { toGive: 575, received: 5, waiting: 20, disbursed: 600 },
      waitingThanks: 1,
    });
    // The disbursed figure is the general settings' own.
    expect((await (await as(org, 0)).get('/api/organization/economy')).json().disbursedAmount).toBe(600);
  });

  it('names the root of a subsidiary, and reports no period and nothing in circulation without one', async () => {
    const res = await overview(sub, 0);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual<OrganizationOverview>({
      organization: { id: sub.id, name: 'Acme North', photo: null, parent: { id: org.id, name: 'Acme' }, subsidiaries: 0 },
      members: 2,
      divisions: 0,
      values: 0,
      period: null,
      nextPeriod: null,
      points: { toGive: 0, received: 0, waiting: 0, disbursed: 0 },
      waitingThanks: 0,
    });
  });

  it('follows a decision: an approved thanks leaves the waiting figures for the received ones', async () => {
    // The controller sent it, so the admin decides it (a controller never decides their own).
    const admin = await as(org, 0);
    const queue = (await admin.get('/api/approvals')).json() as { items: { id: number }[] };
    const decided = await admin.post('/api/approvals/approve', { ids: queue.items.map((t) => t.id) });
    expect(decided.statusCode, decided.body).toBe(200);
    const body = (await overview(org, 0)).json<OrganizationOverview>();
    expect(body.points).toEqual({ toGive: 575, received: 25, waiting: 0, disbursed: 600 });
    expect(body.waitingThanks).toBe(0);
    expect(body.period?.thanksSent).toBe(2);
  });

  it('is for the admins of the community only: 403 for a member and a controller, 401 without a session', async () => {
    for (const i of [1, 2]) {
      const res = await overview(org, i);
      expect([res.statusCode, res.json().error?.code], `member ${i}`).toEqual([403, 'FORBIDDEN']);
    }
    expect((await app.inject({ method: 'GET', url: `/api/organization/overview?id=${org.id}` })).statusCode).toBe(401);
  });

  it("answers another community's id with 404, and a malformed id with 400", async () => {
    for (const [o, id] of [
      [org, other.id],
      [org, sub.id],
      [other, org.id],
      [sub, org.id],
      [org, 2_147_483_647],
    ] as const) {
      const res = await overview(o, 0, id);
      expect([res.statusCode, res.json().error?.code], `${o.id} → ${id}`).toEqual([404, 'NOT_FOUND']);
    }
    for (const id of ['0', 'abc', '-1', '']) {
      const res = await overview(org, 0, id);
      expect(res.statusCode, id).toBe(400);
    }
    expect((await overview(other, 0)).json().organization.name).toBe('Other');
  });
});
