import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client.ts';
import { checkLedgerInvariants } from '../src/modules/ledger/service.ts';
import { isEmpty, seedDemo, type SeedResult } from '../src/seed/demo.ts';
import { Client, createTestApp, createTestDb } from './helpers.ts';

let db: Db;
let cleanup: () => Promise<void>;
let result: SeedResult;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  expect(await isEmpty(db)).toBe(true);
  result = await seedDemo(db, { members: 50, thanks: 200, now: new Date('2026-03-15T12:00:00Z') });
});
afterAll(async () => cleanup());

describe('demo seed', () => {
  it('creates two communities, ~50 members, values, an active period and ~200 thanks with balanced ledger', async () => {
    const [stats] = await queryRows<{ members: number; values: number; thanks: number; anon: number; with_value: number; colours: number }>(
      db,
      sql`select
            (select count(*)::int from memberships where organization_id = ${result.organizationId}) as members,
            (select count(*)::int from company_values where organization_id = ${result.organizationId}) as values,
            (select count(*)::int from transactions where organization_id = ${result.organizationId}) as thanks,
            (select count(*)::int from transactions where organization_id = ${result.organizationId} and is_anonymous) as anon,
            (select count(*)::int from transactions where organization_id = ${result.organizationId} and value_id is not null) as with_value,
            (select count(*)::int from jsonb_object_keys((select colors_json from organizations where id = ${result.organizationId}))) as colours`,
    );
    expect(stats?.members).toBe(51); // 50 members + the superuser
    expect(stats?.values).toBe(6);
    expect(stats?.thanks).toBeGreaterThan(180);
    expect(stats?.anon).toBeGreaterThan(5);
    expect(stats?.with_value).toBeGreaterThan(100);
    expect(stats?.colours).toBe(17);
    expect(await checkLedgerInvariants(db)).toMatchObject({ ok: true, problems: [] });
    await expect(seedDemo(db)).rejects.toThrow(/not empty/);
  });

  it('its demo sign-ins work and see their community', async () => {
    const { app } = await createTestApp(db);
    try {
      const admin = new Client(app);
      const info = (await admin.signIn(result.logins[0]?.email ?? '')).json();
      expect(info.privileged[0]?.role).toBe('A');
      const su = new Client(app);
      expect((await su.signIn(`@${result.logins[1]?.tgName}`)).json().superuser).toBe(true);
      const feed = (await admin.get('/api/feed?limit=5')).json();
      expect(feed.items).toHaveLength(5);
      expect(feed.nextCursor).not.toBeNull();
    } finally {
      await app.close();
    }
  });
});
