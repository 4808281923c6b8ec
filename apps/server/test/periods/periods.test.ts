/**
 * Periods (SPEC §3 Period, §4 states, §5 rules): admin CRUD with translated error codes, the
 * lifecycle (accrual at the start, expiry at the end, joiners get the accrual) with an injected
 * clock, and the real pg-boss queue waking the lifecycle on this database (PGlite or PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import { queryRows, type Db, type DbHandle } from '../../src/db/client.ts';
import { memberships, periods, profiles, users } from '../../src/db/schema.ts';
import { checkLedgerInvariants } from '../../src/modules/ledger/index.ts';
import { addDays, onMemberJoined, reconcileOrganization, utcDay } from '../../src/modules/periods/lifecycle.ts';
import { createPeriod, checkPeriodDates } from '../../src/modules/periods/service.ts';
import { startJobQueue } from '../../src/modules/periods/jobs.ts';
import { createTransfer } from '../../src/modules/transfers/service.ts';
import { Client, createOrg, createTestApp, createTestDb } from '../helpers.ts';

let db: Db;
let handle: DbHandle;
let url: string | undefined;
let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ db, handle, cleanup, url } = await createTestDb());
  ({ app } = await createTestApp(db));
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

const today = utcDay(new Date());

async function accountBalance(userId: number, periodId: number, kind: string): Promise<number> {
  const [row] = await queryRows<{ b: string }>(
    db,
    sql`select balance::text as b from accounts where user_id = ${userId} and period_id = ${periodId} and kind = ${kind}`,
  );
  return Number(row?.b ?? 0);
}

describe('period rules (pure)', () => {
  it('refuses a start in the past and an end not after the start', () => {
    expect(() => checkPeriodDates('2026-01-01', '2026-01-10', '2026-01-02')).toThrow(expect.objectContaining({ code: 'PERIOD_START_IN_PAST' }));
    expect(() => checkPeriodDates('2026-01-05', '2026-01-05', '2026-01-01')).toThrow(expect.objectContaining({ code: 'PERIOD_END_BEFORE_START' }));
    expect(() => checkPeriodDates('2026-01-05', '2026-01-04', '2026-01-01')).toThrow(expect.objectContaining({ code: 'PERIOD_END_BEFORE_START' }));
    expect(() => checkPeriodDates('2026-01-01', '2026-01-02', '2026-01-01')).not.toThrow();
  });
});

describe('periods API', () => {
  it('lets only admins list, create, change and delete; members may read by date', async () => {
    const org = await createOrg(db, { name: 'Rules', members: 3, accrual: 10 });
    const admin = new Client(app);
    await admin.signIn(org.members[0]!.email);
    const member = new Client(app);
    await member.signIn(org.members[1]!.email);

    expect((await member.get('/api/periods')).json().error.code).toBe('FORBIDDEN');
    const body = { startDate: addDays(today, 10), endDate: addDays(today, 20), accrualAmount: 50 };
    const refused = await member.post('/api/periods', body);
    expect(refused.statusCode).toBe(403);

    const list = await admin.get('/api/periods');
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0]).toMatchObject({ status: 'active', accrualAmount: 10, thanksSent: 0 });

    // SPEC §5 rules, each with its code, and nothing written.
    const codes = async (b: Record<string, unknown>) => (await admin.post('/api/periods', b)).json().error?.code;
    expect(await codes({ ...body, startDate: addDays(today, -1) })).toBe('PERIOD_START_IN_PAST');
    expect(await codes({ ...body, endDate: body.startDate })).toBe('PERIOD_END_BEFORE_START');
    expect(await codes({ startDate: today, endDate: addDays(today, 2), accrualAmount: 5 })).toBe('PERIOD_OVERLAP');
    expect(await codes({ ...body, accrualAmount: -1 })).toBe('VALIDATION_ERROR');
    expect((await admin.get('/api/periods')).json().items).toHaveLength(1);

    const created = await admin.post('/api/periods', body);
    expect(created.statusCode).toBe(200);
    const p = created.json();
    expect(p).toMatchObject({ status: 'scheduled', startDate: body.startDate, endDate: body.endDate, accrualAmount: 50 });

    // Same end date, then a real change.
    const same = await admin.send('PATCH', `/api/periods?id=${p.id}`, { endDate: body.endDate });
    expect(same.json().error.code).toBe('PERIOD_SAME_END_DATE');
    const moved = await admin.send('PATCH', `/api/periods?id=${p.id}`, { endDate: addDays(today, 25), accrualAmount: 60 });
    expect(moved.json()).toMatchObject({ endDate: addDays(today, 25), accrualAmount: 60 });

    // The active period cannot be changed or deleted.
    const activeId = org.periodId!;
    const patchActive = await admin.send('PATCH', `/api/periods?id=${activeId}`, { accrualAmount: 1 });
    expect(patchActive.statusCode).toBe(409);
    expect(patchActive.json().error.code).toBe('ACTIVE_PERIOD_LOCKED');
    const delActive = await admin.send('DELETE', `/api/periods?id=${activeId}`);
    expect(delActive.json().error).toMatchObject({ code: 'ACTIVE_PERIOD_LOCKED', message: 'Cannot delete active period' });

    // By date, for members too.
    const byDate = await member.get(`/api/periods/by-date?date=${addDays(today, 12)}`);
    expect(byDate.json()).toMatchObject({ id: p.id, status: 'scheduled' });
    expect((await member.get(`/api/periods/by-date?date=${addDays(today, 400)}`)).statusCode).toBe(404);

    // Another organization's period is invisible and untouchable.
    const other = await createOrg(db, { name: 'Other', members: 1, accrual: 0 });
    const otherAdmin = new Client(app);
    await otherAdmin.signIn(other.members[0]!.email);
    expect((await otherAdmin.send('DELETE', `/api/periods?id=${p.id}`)).statusCode).toBe(404);

    const deleted = await admin.send('DELETE', `/api/periods?id=${p.id}`);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await admin.get('/api/periods')).json().items).toHaveLength(1);
  });
});

describe('period lifecycle', () => {
  it('credits the accrual at the start, to joiners too, and expires unspent points at the end', async () => {
    const org = await createOrg(db, { name: 'Cycle', members: 4, accrual: 0, activePeriod: false });
    const start = addDays(today, 3);
    const end = addDays(today, 9);
    const p = await createPeriod(db, org.id, { startDate: start, endDate: end, accrualAmount: 100, startingCreatorBalance: 0, startingUserBalance: 0 });
    expect(p.status).toBe('scheduled');

    // Not yet due: nothing happens.
    const early = await reconcileOrganization(db, org.id, new Date(`${addDays(start, -1)}T23:59:59Z`));
    expect(early).toEqual({ activated: [], completed: [] });

    const atStart = new Date(`${start}T00:00:01Z`);
    expect((await reconcileOrganization(db, org.id, atStart)).activated).toEqual([p.id]);
    // Idempotent: a second wake-up does nothing more.
    expect(await reconcileOrganization(db, org.id, atStart)).toEqual({ activated: [], completed: [] });
    for (const m of org.members) expect(await accountBalance(m.id, p.id, 'distribution')).toBe(100);

    const [a, b] = org.members;
    await createTransfer(db, { userId: a!.id, organizationId: org.id }, { recipientId: b!.id, amount: 30, message: 'x', valueId: null, isAnonymous: false }, randomUUID());

    // A member who joins now (shared-key sign-in) gets the accrual.
    const joiner = new Client(app);
    const [orgRow] = await queryRows<{ shared_key: string }>(db, sql`select shared_key from organizations where id = ${org.id}`);
    await joiner.signIn(`newbie-${randomUUID().slice(0, 8)}@cycle.test`, undefined, orgRow!.shared_key);
    const me = (await joiner.get('/api/profile/me')).json();
    expect(await accountBalance(me.id, p.id, 'distribution')).toBe(100);
    expect((await joiner.get('/api/balance')).json()).toMatchObject({ distribute: 100, received: 0 });

    // End: after end_date is over, unspent distribution expires; income stays.
    expect(await reconcileOrganization(db, org.id, new Date(`${end}T23:59:59Z`))).toEqual({ activated: [], completed: [] });
    const done = await reconcileOrganization(db, org.id, new Date(`${addDays(end, 1)}T00:00:00Z`));
    expect(done.completed).toEqual([p.id]);
    for (const m of org.members) expect(await accountBalance(m.id, p.id, 'distribution')).toBe(0);
    expect(await accountBalance(b!.id, p.id, 'income')).toBe(30);
    const [expiry] = await queryRows<{ n: number; total: string }>(
      db,
      sql`select count(distinct j.id)::int as n, sum(e.amount)::text as total from ledger_journals j
          join ledger_entries e on e.journal_id = j.id join accounts a on a.id = e.account_id and a.kind = 'treasury'
          where j.organization_id = ${org.id} and j.kind = 'expiry'`,
    );
    // 5 members × 100 accrued − 30 given = 470 expired, in one journal visible in the ledger.
    expect(expiry).toEqual({ n: 1, total: '470' });
    const [row] = await db.select({ status: periods.status }).from(periods).where(sql`${periods.id} = ${p.id}`);
    expect(row?.status).toBe('completed');

    // No active period: thanks are refused with the SPEC message.
    const sender = new Client(app);
    await sender.signIn(a!.email);
    const res = await sender.post('/api/transfers', { recipientId: b!.id, amount: 1, message: 'x' }, { headers: { 'idempotency-key': randomUUID() } });
    expect(res.json().error).toMatchObject({ code: 'NO_ACTIVE_PERIOD', message: 'No active period, sending thanks is temporarily unavailable' });

    const report = await checkLedgerInvariants(db);
    expect(report.problems).toEqual([]);
  });

  it('completes an overdue period and activates the next one in one pass (gaps allowed)', async () => {
    const org = await createOrg(db, { name: 'Chain', members: 2, accrual: 0, activePeriod: false });
    const p1 = await createPeriod(db, org.id, { startDate: addDays(today, 1), endDate: addDays(today, 2), accrualAmount: 10, startingCreatorBalance: 0, startingUserBalance: 0 });
    const p2 = await createPeriod(db, org.id, { startDate: addDays(today, 5), endDate: addDays(today, 6), accrualAmount: 20, startingCreatorBalance: 0, startingUserBalance: 0 });
    // In the gap between them: p1 ran and completed, p2 not yet started.
    const gap = await reconcileOrganization(db, org.id, new Date(`${addDays(today, 4)}T12:00:00Z`));
    expect(gap).toEqual({ activated: [p1.id], completed: [p1.id] });
    const later = await reconcileOrganization(db, org.id, new Date(`${addDays(today, 5)}T00:00:00Z`));
    expect(later.activated).toEqual([p2.id]);
    expect(await accountBalance(org.members[0]!.id, p2.id, 'distribution')).toBe(20);
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);
  });
});

describe('starting balances (docs/decisions/0029)', () => {
  it('credits the user balance to every member and the creator balance to administrators at the start, once; joiners get the user balance', async () => {
    const org = await createOrg(db, { name: 'Start', members: 3, accrual: 0, activePeriod: false });
    const [admin, , other] = org.members;
    const start = addDays(today, 2);
    const end = addDays(today, 6);
    const p = await createPeriod(db, org.id, { startDate: start, endDate: end, accrualAmount: 50, startingCreatorBalance: 200, startingUserBalance: 25 });
    // Nothing before the start.
    expect(await accountBalance(admin!.id, p.id, 'income')).toBe(0);
    const atStart = new Date(`${start}T00:00:01Z`);
    expect((await reconcileOrganization(db, org.id, atStart)).activated).toEqual([p.id]);
    expect(await reconcileOrganization(db, org.id, atStart)).toEqual({ activated: [], completed: [] });
    expect(await accountBalance(admin!.id, p.id, 'distribution')).toBe(250);
    expect(await accountBalance(admin!.id, p.id, 'income')).toBe(25);
    expect(await accountBalance(other!.id, p.id, 'distribution')).toBe(50);
    expect(await accountBalance(other!.id, p.id, 'income')).toBe(25);

    // A joiner gets the accrual and the user balance, once however often the join is replayed.
    const [u] = await db.insert(users).values({ email: `start-${randomUUID().slice(0, 8)}@start.test`, currentOrganizationId: org.id }).returning({ id: users.id });
    await db.insert(profiles).values({ userId: u!.id, firstName: 'Новенький', surname: 'Стартов' });
    await db.transaction(async (tx) => {
      await tx.insert(memberships).values({ organizationId: org.id, userId: u!.id });
      await onMemberJoined(tx, org.id, u!.id);
    });
    await db.transaction((tx) => onMemberJoined(tx, org.id, u!.id));
    expect(await accountBalance(u!.id, p.id, 'distribution')).toBe(50);
    expect(await accountBalance(u!.id, p.id, 'income')).toBe(25);
    const joinerBalance = new Client(app);
    await joinerBalance.signIn((await queryRows<{ email: string }>(db, sql`select email from users where id = ${u!.id}`))[0]!.email);
    expect((await joinerBalance.get('/api/balance')).json()).toMatchObject({ distribute: 50, received: 25 });

    // One journal of its own kind at the start, one more for the joiner; created points count them.
    const [journals] = await queryRows<{ n: number; total: string }>(
      db,
      sql`select count(distinct j.id)::int as n, sum(e.amount)::text as total from ledger_journals j
          join ledger_entries e on e.journal_id = j.id join accounts a on a.id = e.account_id and a.kind <> 'treasury'
          where j.organization_id = ${org.id} and j.kind = 'starting_balance'`,
    );
    expect(journals).toEqual({ n: 2, total: String(200 + 25 * 4) });

    // At the end the creator balance expires with the rest of the points to give; received points stay.
    const done = await reconcileOrganization(db, org.id, new Date(`${addDays(end, 1)}T00:00:00Z`));
    expect(done.completed).toEqual([p.id]);
    expect(await accountBalance(admin!.id, p.id, 'distribution')).toBe(0);
    expect(await accountBalance(admin!.id, p.id, 'income')).toBe(25);
    const settings = new Client(app);
    await settings.signIn(admin!.email);
    expect((await settings.get('/api/organization/economy')).json().disbursedAmount).toBe(50 * 4 + 200 + 25 * 4);
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);
  });
});

describe('joins racing the period start', () => {
  it('every member gets the accrual and the starting balances exactly once, whether they joined before, during or after the start', async () => {
    const org = await createOrg(db, { name: 'Race', members: 2, accrual: 0, activePeriod: false });
    const [p] = await db
      .insert(periods)
      .values({ organizationId: org.id, startDate: today, endDate: addDays(today, 3), status: 'scheduled', accrualAmount: 9, startingUserBalance: 4, startingCreatorBalance: 15 })
      .returning({ id: periods.id });
    const joiners: number[] = [];
    for (let i = 0; i < 12; i++) {
      const [u] = await db.insert(users).values({ email: `race${i}-${randomUUID().slice(0, 6)}@race.test`, currentOrganizationId: org.id }).returning({ id: users.id });
      await db.insert(profiles).values({ userId: u!.id, firstName: `Race${i}`, surname: 'Racer' });
      joiners.push(u!.id);
    }
    const join = (userId: number) =>
      db.transaction(async (tx) => {
        await tx.insert(memberships).values({ organizationId: org.id, userId });
        await onMemberJoined(tx, org.id, userId);
      });
    await Promise.all([
      ...joiners.slice(0, 6).map(join),
      reconcileOrganization(db, org.id),
      reconcileOrganization(db, org.id),
      ...joiners.slice(6).map(join),
    ]);
    const everyone = [...org.members.map((m) => m.id), ...joiners];
    // The administrator (member 0) has the creator balance on top; every member the user balance received.
    for (const id of everyone) expect(await accountBalance(id, p!.id, 'distribution')).toBe(id === org.members[0]!.id ? 9 + 15 : 9);
    for (const id of everyone) expect(await accountBalance(id, p!.id, 'income')).toBe(4);
    const [accruals] = await queryRows<{ total: string }>(
      db,
      sql`select sum(e.amount)::text as total from ledger_entries e join ledger_journals j on j.id = e.journal_id and j.kind = 'accrual'
          join accounts a on a.id = e.account_id and a.kind = 'distribution' where a.period_id = ${p!.id}`,
    );
    expect(Number(accruals?.total)).toBe(9 * everyone.length);
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);
  });
});

describe('job queue (pg-boss on this database)', () => {
  it('a queued wake-up activates a due period and credits the accrual', async () => {
    const org = await createOrg(db, { name: 'Boss', members: 2, accrual: 0, activePeriod: false });
    const source = url ? { databaseUrl: url } : { pglite: (handle.db as unknown as { $client: PGlite }).$client };
    const jobs = await startJobQueue(db, source, { pollingIntervalSeconds: 0.5, cron: false });
    try {
      // Inserted directly (as if created yesterday for today), so only the job can start it.
      const [p] = await db
        .insert(periods)
        .values({ organizationId: org.id, startDate: today, endDate: addDays(today, 3), status: 'scheduled', accrualAmount: 7 })
        .returning({ id: periods.id });
      const at = new Date(Date.now() + 300);
      await jobs.schedule(org.id, at);
      await jobs.schedule(org.id, at); // the same wake-up twice is one job
      let status = 'scheduled';
      for (let i = 0; i < 60 && status !== 'active'; i++) {
        await new Promise((r) => setTimeout(r, 250));
        const [row] = await db.select({ status: periods.status }).from(periods).where(sql`${periods.id} = ${p!.id}`);
        status = row?.status ?? 'missing';
      }
      expect(status).toBe('active');
      expect(await accountBalance(org.members[1]!.id, p!.id, 'distribution')).toBe(7);
      const [jobsRow] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from pgboss.job where name = 'period-lifecycle'`);
      expect(jobsRow?.n).toBe(1);
    } finally {
      await jobs.stop();
    }
  });
});
