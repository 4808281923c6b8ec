/**
 * Subsidiaries (SPEC §2 Organization settings 'structure … subsidiaries'; docs/decisions/0027),
 * through the API: a root's admin lists, creates and renames them; a new one takes the root's
 * settings, values and (when asked) branding, its two first admins with the roles log, and a
 * period in step with the root's that credits them at once; its invite key brings members in;
 * every refusal has its code and changes nothing; nobody reaches another root's subsidiaries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Subsidiary, SubsidiariesResponse } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { memberships, organizations, users } from '../../src/db/schema.ts';
import { checkLedgerInvariants } from '../../src/modules/ledger/index.ts';
import { Client, count, createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let root: TestOrg;
let far: TestOrg;
const as = memberClients(() => app);

/** Acme: 0 admin, 1 and 2 members, 3 fired. Far: another root with its admin 0. */
beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  root = await createOrg(db, { name: 'Acme', members: 4, accrual: 70, values: 3, maxTransfer: 40 });
  far = await createOrg(db, { name: 'Far', members: 2, accrual: 10 });
  await db
    .update(organizations)
    .set({ colorsJson: { brand: '#123456' }, transactionCancelTime: 900, approvalThreshold: 25 })
    .where(sql`${organizations.id} = ${root.id}`);
  await db.update(memberships).set({ firedOn: '2020-01-01' }).where(sql`${memberships.userId} = ${memberOf(root, 3).id}`);
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

const create = async (c: Client, body: Record<string, unknown>) => c.post('/api/subsidiaries', body);
const list = async (c: Client): Promise<SubsidiariesResponse> => (await c.get('/api/subsidiaries')).json();
const nameIssue = (body: { error?: { details?: { issues?: { path: string; message: string }[] } } }) =>
  body.error?.details?.issues?.find((i) => i.path === 'name')?.message;

async function expectLedgerOk() {
  const report = await checkLedgerInvariants(db);
  expect(report.problems).toEqual([]);
}

let kazan: Subsidiary;

describe('creating a subsidiary', () => {
  it('starts with none; members other than admins are refused', async () => {
    expect(await list(await as(root, 0))).toEqual({ parent: null, items: [] });
    expect((await (await as(root, 1)).get('/api/subsidiaries')).statusCode).toBe(403);
    expect((await create(await as(root, 1), { name: 'Сбоку' })).statusCode).toBe(403);
  });

  it('makes a community with the root settings, values, branding, two admins and a period in step', async () => {
    const admin = memberOf(root, 0).id;
    const named = memberOf(root, 1).id;
    const res = await create(await as(root, 0), { name: '  Acme Казань ', adminId: named });
    expect(res.statusCode).toBe(200);
    kazan = res.json();
    expect(kazan).toMatchObject({ name: 'Acme Казань', members: 2, isMember: true, photo: null });
    expect(kazan.admins.map((a) => a.id).sort()).toEqual([admin, named].sort());
    expect(kazan.sharedKey).toMatch(/^[\w-]{16}$/);

    const [row] = await queryRows<{ parent_id: number; max_transfer: number; transaction_cancel_time: number; approval_threshold: number; colors_json: unknown; bonus_name: unknown }>(
      db,
      sql`select parent_id, max_transfer, transaction_cancel_time, approval_threshold, colors_json, bonus_name from organizations where id = ${kazan.id}`,
    );
    expect(row).toMatchObject({ parent_id: root.id, max_transfer: 40, transaction_cancel_time: 900, approval_threshold: 25, colors_json: { brand: '#123456' } });
    const values = await queryRows<{ name: string }>(db, sql`select name from company_values where organization_id = ${kazan.id} order by id`);
    expect(values.map((v) => v.name)).toEqual(['Acme value 0', 'Acme value 1', 'Acme value 2']);

    // The period mirrors the root's and is active: both admins got its accrual in the subsidiary.
    const [rootPeriod] = await queryRows<{ start_date: string; end_date: string }>(db, sql`select start_date::text, end_date::text from periods where id = ${root.periodId}`);
    const [subPeriod] = await queryRows<{ id: number; start_date: string; end_date: string; status: string; accrual_amount: number }>(
      db,
      sql`select id, start_date::text, end_date::text, status, accrual_amount from periods where organization_id = ${kazan.id}`,
    );
    expect(subPeriod).toMatchObject({ start_date: rootPeriod!.start_date, end_date: rootPeriod!.end_date, status: 'active', accrual_amount: 70 });
    const credited = await queryRows<{ user_id: number; balance: string }>(
      db,
      sql`select user_id, balance::text from accounts where period_id = ${subPeriod!.id} and kind = 'distribution' order by user_id`,
    );
    expect(credited.map((a) => [a.user_id, Number(a.balance)])).toEqual([admin, named].sort((a, b) => a - b).map((id) => [id, 70]));

    // The roles log says who made them admins.
    const log = await queryRows<{ actor_id: number; user_id: number; action: string; role: string }>(
      db,
      sql`select actor_id, user_id, action, role from role_changes where organization_id = ${kazan.id} order by user_id`,
    );
    expect(log).toEqual([admin, named].sort((a, b) => a - b).map((user_id) => ({ actor_id: admin, user_id, action: 'grant', role: 'A' })));
    await expectLedgerOk();
  });

  it('lists it for the root admin, and not for another root', async () => {
    const mine = await list(await as(root, 0));
    expect(mine.items.map((s) => s.id)).toEqual([kazan.id]);
    expect(await list(await as(far, 0))).toEqual({ parent: null, items: [] });
  });

  it('defaults the first admin to the caller and copies no branding when told not to', async () => {
    const res = await create(await as(root, 0), { name: 'Acme Омск', copyBranding: false });
    expect(res.statusCode).toBe(200);
    const omsk: Subsidiary = res.json();
    expect(omsk.admins.map((a) => a.id)).toEqual([memberOf(root, 0).id]);
    expect(omsk.members).toBe(1);
    const [row] = await queryRows<{ colors_json: unknown }>(db, sql`select colors_json from organizations where id = ${omsk.id}`);
    expect(row?.colors_json).toEqual({});
    expect((await list(await as(root, 0))).items.map((s) => s.name)).toEqual(['Acme Казань', 'Acme Омск']);
  });

  it('refuses a taken name (a conflict), an outsider or a fired first admin, and writes nothing', async () => {
    const c = await as(root, 0);
    const before = await count(db, 'organizations');
    for (const name of ['acme', 'ACME КАЗАНЬ']) {
      const res = await create(c, { name });
      expect([res.statusCode, res.json().error]).toEqual([409, expect.objectContaining({ code: 'ORGANIZATION_NAME_TAKEN', details: { field: 'name' } })]);
    }
    for (const adminId of [memberOf(far, 1).id, memberOf(root, 3).id, 999_999]) {
      const res = await create(c, { name: 'Acme Тверь', adminId });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('USER_NOT_FOUND');
    }
    const blank = await create(c, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(nameIssue(blank.json())).toBe('validation.required');
    expect(await count(db, 'organizations')).toBe(before);
  });

  it('lets exactly one of two same-named creations through', async () => {
    const c = await as(root, 0);
    const results = await Promise.all([create(c, { name: 'Acme Сочи' }), create(c, { name: 'acme сочи' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from organizations where lower(name) = 'acme сочи'`);
    expect(rows[0]?.n).toBe(1);
  });
});

describe('inside a subsidiary', () => {
  it('its invite key brings a new member in, credited in its period', async () => {
    const newcomer = new Client(app);
    await newcomer.signIn('newcomer@kazan.test', undefined, kazan.sharedKey);
    const [u] = await queryRows<{ id: number; current_organization_id: number }>(db, sql`select id, current_organization_id from users where email = 'newcomer@kazan.test'`);
    expect(u?.current_organization_id).toBe(kazan.id);
    expect((await list(await as(root, 0))).items.find((s) => s.id === kazan.id)?.members).toBe(3);
    await expectLedgerOk();
  });

  it('shows its admin the root and refuses subsidiaries of its own', async () => {
    const named = memberOf(root, 1);
    await db.update(users).set({ currentOrganizationId: kazan.id }).where(sql`${users.id} = ${named.id}`);
    try {
      const c = new Client(app);
      await c.signIn(named.email);
      expect(await list(c)).toEqual({ parent: { id: root.id, name: 'Acme' }, items: [] });
      const res = await create(c, { name: 'Acme Казань Юг' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('SUBSIDIARY_OF_SUBSIDIARY');
      // Its own structure is its own: the root's divisions and people are not here.
      const people = (await c.get('/api/admin/employees?limit=50')).json() as { items: { id: number }[] };
      expect(people.items.map((p) => p.id)).toHaveLength(3);
      expect(people.items.map((p) => p.id)).not.toContain(memberOf(root, 2).id);
    } finally {
      await db.update(users).set({ currentOrganizationId: root.id }).where(sql`${users.id} = ${named.id}`);
    }
  });
});

describe('renaming', () => {
  it('renames its own, refuses a taken name and another root\'s subsidiary', async () => {
    const c = await as(root, 0);
    const res = await c.send('PATCH', `/api/subsidiaries?id=${kazan.id}`, { name: 'Acme Казань-Центр' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: kazan.id, name: 'Acme Казань-Центр' });
    const taken = await c.send('PATCH', `/api/subsidiaries?id=${kazan.id}`, { name: 'Acme Омск' });
    expect([taken.statusCode, taken.json().error.code]).toEqual([409, 'ORGANIZATION_NAME_TAKEN']);
    // Renaming to its own name in another case is no clash with itself.
    expect((await c.send('PATCH', `/api/subsidiaries?id=${kazan.id}`, { name: 'acme казань-центр' })).statusCode).toBe(200);
    const foreign = await (await as(far, 0)).send('PATCH', `/api/subsidiaries?id=${kazan.id}`, { name: 'Захват' });
    expect(foreign.statusCode).toBe(404);
    // The root itself is not one of its subsidiaries.
    expect((await c.send('PATCH', `/api/subsidiaries?id=${root.id}`, { name: 'Acme 2' })).statusCode).toBe(404);
    const [row] = await queryRows<{ name: string }>(db, sql`select name from organizations where id = ${kazan.id}`);
    expect(row?.name).toBe('acme казань-центр');
  });
});
