/**
 * Period notifications (SPEC §2 Header 'Notifications bell', §4 Period states): a period that
 * starts tells every member once, and two days before its end every member is told it ends soon —
 * once, however often the lifecycle runs, from one process or raced by two job queues (the last on
 * PostgreSQL only, skipped without TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Notification } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { periods } from '../../src/db/schema.ts';
import { addDays, endsSoonDay, reconcileAll, reconcileOrganization, utcDay } from '../../src/modules/periods/lifecycle.ts';
import { PERIOD_QUEUE, startJobQueue, type JobQueue } from '../../src/modules/periods/jobs.ts';
import { createOrg, createTestApp, createTestDb, memberClients, TEST_DATABASE_URL, type TestOrg } from '../helpers.ts';

let db: Db;
let url: string | undefined;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
const as = memberClients(() => app);
const today = utcDay(new Date());

beforeAll(async () => {
  ({ db, cleanup, url } = await createTestDb());
  ({ app } = await createTestApp(db));
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

/** Notifications of `kind` about period `periodId`, per recipient. */
async function perMember(kind: string, periodId: number): Promise<Map<number, number>> {
  const rows = await queryRows<{ recipient_id: number; n: number }>(
    db,
    sql`select recipient_id, count(*)::int as n from notifications
        where kind = ${kind} and object_type = 'period' and object_id = ${periodId} group by recipient_id`,
  );
  return new Map(rows.map((r) => [Number(r.recipient_id), r.n]));
}
const everyoneOnce = (org: TestOrg) => new Map(org.members.map((m) => [m.id, 1]));

async function scheduledPeriod(org: TestOrg, startDate: string, endDate: string, accrualAmount = 20): Promise<number> {
  const [p] = await db
    .insert(periods)
    .values({ organizationId: org.id, startDate, endDate, status: 'scheduled', accrualAmount })
    .returning({ id: periods.id });
  return p!.id;
}

describe('ends-soon day (pure)', () => {
  it('is the day before the last one, and none for a two-day period', () => {
    expect(endsSoonDay({ startDate: '2026-03-01', endDate: '2026-03-31' })).toBe('2026-03-30');
    expect(endsSoonDay({ startDate: '2026-03-01', endDate: '2026-03-03' })).toBe('2026-03-02');
    expect(endsSoonDay({ startDate: '2026-03-01', endDate: '2026-03-02' })).toBeNull();
  });
});

describe('period started', () => {
  it('tells every member once with the dates and the accrual, however often the lifecycle runs', async () => {
    const org = await createOrg(db, { name: 'Start', members: 4, accrual: 0, activePeriod: false });
    const id = await scheduledPeriod(org, today, addDays(today, 10), 25);
    await Promise.all([reconcileOrganization(db, org.id), reconcileOrganization(db, org.id), reconcileAll(db)]);
    await reconcileOrganization(db, org.id);
    expect(await perMember('period_started', id)).toEqual(everyoneOnce(org));
    const items = (await (await as(org, 1)).get('/api/notifications')).json().items as Notification[];
    expect(items.filter((n) => n.kind === 'period_started')).toEqual([
      expect.objectContaining({ periodId: id, startDate: today, endDate: addDays(today, 10), accrualAmount: 25, actor: null, readAt: null }),
    ]);
    // Not yet ending soon.
    expect(await perMember('period_ends_soon', id)).toEqual(new Map());
  });

  it('a period that has not started tells nobody', async () => {
    const org = await createOrg(db, { name: 'Later', members: 2, accrual: 0, activePeriod: false });
    const id = await scheduledPeriod(org, addDays(today, 3), addDays(today, 10));
    await reconcileOrganization(db, org.id);
    expect(await perMember('period_started', id)).toEqual(new Map());
  });
});

describe('period ends soon', () => {
  it('tells every member once in the last two days, from the periodic catch-up too', async () => {
    const org = await createOrg(db, { name: 'Soon', members: 3, accrual: 0, activePeriod: false });
    const id = await scheduledPeriod(org, addDays(today, -20), addDays(today, 1));
    await reconcileOrganization(db, org.id, new Date(`${addDays(today, -20)}T08:00:00Z`)); // starts
    await reconcileOrganization(db, org.id, new Date(`${addDays(today, -1)}T23:59:00Z`)); // the day before the notice
    expect(await perMember('period_ends_soon', id)).toEqual(new Map());
    await Promise.all([reconcileAll(db), reconcileAll(db), reconcileOrganization(db, org.id)]);
    await reconcileAll(db);
    expect(await perMember('period_ends_soon', id)).toEqual(everyoneOnce(org));
    const items = (await (await as(org, 2)).get('/api/notifications')).json().items as Notification[];
    expect(items[0]).toMatchObject({ kind: 'period_ends_soon', periodId: id, endDate: addDays(today, 1), actor: null });
  });

  it('a two-day period sends no ends-soon notice, only the started one', async () => {
    const org = await createOrg(db, { name: 'Short', members: 2, accrual: 0, activePeriod: false });
    const id = await scheduledPeriod(org, today, addDays(today, 1));
    await reconcileOrganization(db, org.id);
    await reconcileAll(db);
    expect(await perMember('period_started', id)).toEqual(everyoneOnce(org));
    expect(await perMember('period_ends_soon', id)).toEqual(new Map());
  });
});

describe.skipIf(!TEST_DATABASE_URL)('raced by two job queues on one PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  it('a period-start wake-up worked by both tells every member exactly once', async () => {
    const org = await createOrg(db, { name: 'Race', members: 6, accrual: 0, activePeriod: false });
    const queues: JobQueue[] = [];
    let id: number | undefined;
    try {
      // Two pg-boss instances with pools of their own, as two API processes have; the period is
      // due once both run (their boot pass has passed), so only the queued wake-ups start it.
      for (let i = 0; i < 2; i++) queues.push(await startJobQueue(db, { databaseUrl: url ?? '' }, { pollingIntervalSeconds: 0.5, cron: false }));
      id = await scheduledPeriod(org, today, addDays(today, 1), 30);
      const ids = await Promise.all(Array.from({ length: 8 }, () => queues[0]!.boss.send(PERIOD_QUEUE, { organizationId: org.id })));
      await expect
        .poll(async () => (await Promise.all(ids.map((j) => queues[1]!.boss.getJobById(PERIOD_QUEUE, j ?? '')))).every((j) => j?.state === 'completed'), {
          timeout: 60_000,
          interval: 500,
        })
        .toBe(true);
    } finally {
      for (const q of queues) await q.stop();
    }
    expect(id).toBeDefined();
    expect(await perMember('period_started', id!)).toEqual(everyoneOnce(org));
  });
});
