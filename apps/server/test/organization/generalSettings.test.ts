/**
 * The general settings (SPEC §3 Organization settings; the settings' 'general' tab) through the
 * API: an admin changes the community name, the bot lifetimes and hiding the market; members read
 * them and the app's settings follow; every bad value is refused naming its field and changes
 * nothing; `marketsExist` follows the community's open markets and the hide-market switch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MAX_LIFETIME_SECONDS, type EconomySettings } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { createOrg, createTestApp, createTestDb, memberClients, type TestOrg } from '../helpers.ts';

let db: Db;
let cleanup: () => Promise<void>;
let app: FastifyInstance;
let org: TestOrg;
let other: TestOrg;
const as = memberClients(() => app);

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  org = await createOrg(db, { name: 'General', members: 3, accrual: 100 });
  other = await createOrg(db, { name: 'Other', members: 2, accrual: 100 });
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

const issueOf = (body: { error?: { code: string; details?: { issues?: { path: string; message: string }[] } } }) => body.error?.details?.issues?.[0];

describe('general settings', () => {
  it('an admin changes the name, lifetimes and the hidden market; members read them, another community keeps its own', async () => {
    const admin = await as(org, 0);
    const res = await admin.send('PATCH', '/api/organization/economy', { name: '  Ромашка Холдинг ', botCommandLifetime: 120, messageLifetime: 3600, hideMarket: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject<Partial<EconomySettings>>({ name: 'Ромашка Холдинг', botCommandLifetime: 120, messageLifetime: 3600, hideMarket: true });
    const member = await as(org, 1);
    expect((await member.get('/api/organization/economy')).json()).toMatchObject({ name: 'Ромашка Холдинг', hideMarket: true });
    expect((await member.get('/api/organization/settings')).json()).toMatchObject({ name: 'Ромашка Холдинг', marketsExist: false });
    expect((await (await as(other, 0)).get('/api/organization/economy')).json()).toMatchObject({ name: 'Other', botCommandLifetime: 0, hideMarket: false });
  });

  it('refuses a bad value naming its field, and changes nothing', async () => {
    const admin = await as(org, 0);
    const before = (await admin.get('/api/organization/economy')).json();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', 'validation.required'],
      [{ name: 'x'.repeat(101) }, 'name', 'validation.tooLong'],
      [{ botCommandLifetime: -1 }, 'botCommandLifetime', 'validation.tooSmall'],
      [{ messageLifetime: MAX_LIFETIME_SECONDS + 1 }, 'messageLifetime', 'validation.tooBig'],
      [{ messageLifetime: 1.5 }, 'messageLifetime', 'validation.integer'],
      [{ hideMarket: 'yes' }, 'hideMarket', 'validation.invalid'],
    ];
    for (const [body, path, message] of cases) {
      const res = await admin.send('PATCH', '/api/organization/economy', { ...body, botCommandLifetime: body.botCommandLifetime ?? 5 });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(issueOf(res.json()), JSON.stringify(body)).toMatchObject({ path, message });
    }
    expect((await admin.get('/api/organization/economy')).json()).toEqual(before);
    // Members cannot change them.
    expect((await (await as(org, 1)).send('PATCH', '/api/organization/economy', { name: 'Захват' })).statusCode).toBe(403);
  });

  it('reports a market to members only while one is open and the market is not hidden', async () => {
    const admin = await as(org, 0);
    const settings = async () => (await (await as(org, 1)).get('/api/organization/settings')).json().marketsExist as boolean;
    await admin.send('PATCH', '/api/organization/economy', { hideMarket: false });
    expect(await settings()).toBe(false);
    await queryRows(db, sql`insert into markets (organization_id, name) values (${org.id}, 'Бенефит-кафе') returning id`);
    expect(await settings()).toBe(true);
    await admin.send('PATCH', '/api/organization/economy', { hideMarket: true });
    expect(await settings()).toBe(false);
    expect((await (await as(other, 1)).get('/api/organization/settings')).json().marketsExist).toBe(false);
  });
});
