/**
 * Scale-out, proven (ARCHITECTURE: stateless API processes on one PostgreSQL): two real API
 * processes started together on one empty database migrate it once, one after the other; a session made on one
 * works on the other; a sign-in limit counts the calls of both; an image uploaded through one is
 * served by the other (S3 storage); a period
 * wake-up job that both processes' workers race for credits the accrual and tells each member
 * exactly once.
 * Needs PostgreSQL (TEST_DATABASE_URL): PGlite is one process's own database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PgBoss from 'pg-boss';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { CSRF_COOKIE, CSRF_HEADER, type UploadedImage } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { periods } from '../../src/db/schema.ts';
import { PERIOD_QUEUE } from '../../src/modules/periods/jobs.ts';
import { addDays, utcDay } from '../../src/modules/periods/lifecycle.ts';
import { createOrg, createTestDb, memberOf, TEST_DATABASE_URL, type TestOrg } from '../helpers.ts';
import { multipartBody } from '../multipart.ts';
import { HttpClient, startApiProcess, type ApiProcess } from '../processes.ts';
import { startLocalS3, type LocalS3 } from '../s3.ts';

describe.skipIf(!TEST_DATABASE_URL)('two API processes on one PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  let db: Db;
  let url: string;
  let cleanup: () => Promise<void>;
  let s3: LocalS3;
  let a: ApiProcess;
  let b: ApiProcess;
  let org: TestOrg;

  beforeAll(async () => {
    const created = await createTestDb();
    ({ db, cleanup } = created);
    url = created.url ?? '';
    // Start from an empty database, as a fresh deployment does: both processes want to migrate it.
    await db.execute(sql`drop schema public cascade`);
    await db.execute(sql`drop schema if exists drizzle cascade`);
    await db.execute(sql`create schema public`);
    s3 = await startLocalS3();
    [a, b] = await Promise.all([startApiProcess(url, { s3: s3.config }), startApiProcess(url, { s3: s3.config })]);
    org = await createOrg(db, { name: 'Acme', members: 3, accrual: 100 });
  }, 300_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.stop();
    await cleanup?.();
  }, 60_000);

  it('started together on an empty database, they apply every migration once', async () => {
    const applied = await queryRows<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations`);
    expect(applied.length).toBeGreaterThan(0);
    expect(new Set(applied.map((r) => r.hash)).size).toBe(applied.length);
    for (const p of [a, b]) expect(p.output()).not.toMatch(/already exists|duplicate key|error/i);
  });

  it('a session made on one process works on the other, CSRF included', async () => {
    const client = new HttpClient();
    await client.signIn(a.url, memberOf(org, 1).email);
    const onA = await client.send(a.url, 'GET', '/api/profile/me');
    const onB = await client.send(b.url, 'GET', '/api/profile/me');
    expect(onA.status).toBe(200);
    expect(onB).toEqual(onA);
    const settings = await client.send(b.url, 'PUT', '/api/profile/settings', { body: { details: { language: 'en' } } });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    const out = await client.send(b.url, 'POST', '/api/auth/logout');
    expect(out.status).toBe(200);
    expect((await client.send(a.url, 'GET', '/api/profile/me')).status).toBe(401);
  });

  it('a rate limit counts the calls made to both processes', async () => {
    const client = new HttpClient();
    const login = memberOf(org, 2).email;
    await client.send(a.url, 'GET', '/api/auth/csrf');
    const requested = await client.send(a.url, 'POST', '/api/auth/code', { body: { login } });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    // Five failed checks per login per 15 minutes (FAILED_CHECKS_PER_LOGIN), alternating processes.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await client.send(i % 2 === 0 ? a.url : b.url, 'POST', '/api/auth/verify', { body: { login, code: '000000' } });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('an image uploaded through one process is served by the other', async () => {
    const client = new HttpClient();
    await client.signIn(a.url, memberOf(org, 1).email);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 90 } } }).png().toBuffer();
    const { payload, contentType } = multipartBody([{ data: png, filename: 'p.png' }]);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${a.url}/api/uploads/images`, {
      method: 'POST',
      headers: { cookie, 'content-type': contentType, [CSRF_HEADER]: client.cookies.get(CSRF_COOKIE) ?? '' },
      body: payload,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const photo = (await res.json()) as UploadedImage;
    const served = await fetch(b.url + photo.url, { headers: { cookie } });
    expect(served.status).toBe(200);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 40, height: 30 });
  });

  it('a period-start wake-up raced by both processes credits and notifies every member exactly once', async () => {
    const org = await createOrg(db, { name: 'Race', members: 6, accrual: 0, activePeriod: false });
    const today = utcDay(new Date());
    const [period] = await db
      .insert(periods)
      .values({ organizationId: org.id, startDate: today, endDate: addDays(today, 1), status: 'scheduled', accrualAmount: 70 })
      .returning({ id: periods.id });
    const boss = new PgBoss({ connectionString: url, schema: 'pgboss', migrate: false, supervise: false, schedule: false, max: 2 });
    await boss.start();
    try {
      const ids = await Promise.all(Array.from({ length: 8 }, () => boss.send(PERIOD_QUEUE, { organizationId: org.id })));
      await expect
        .poll(async () => (await Promise.all(ids.map((id) => boss.getJobById(PERIOD_QUEUE, id ?? '')))).every((j) => j?.state === 'completed'), {
          timeout: 60_000,
          interval: 500,
        })
        .toBe(true);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
    const [state] = await queryRows<{ status: string }>(db, sql`select status from periods where id = ${period?.id}`);
    expect(state?.status).toBe('active');
    const [journals] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ledger_journals where organization_id = ${org.id} and kind = 'accrual'`);
    expect(journals?.n).toBe(1);
    const balances = await queryRows<{ balance: string }>(
      db,
      sql`select balance::text from accounts where period_id = ${period?.id} and kind = 'distribution' order by user_id`,
    );
    expect(balances.map((r) => Number(r.balance))).toEqual(Array.from({ length: 6 }, () => 70));
    // Every member is told once that the period started.
    const notices = await queryRows<{ recipient_id: number; n: number }>(
      db,
      sql`select recipient_id, count(*)::int as n from notifications
          where kind = 'period_started' and object_id = ${period?.id} group by recipient_id order by recipient_id`,
    );
    expect(notices.map((r) => r.n)).toEqual(Array.from({ length: 6 }, () => 1));
  });
});
