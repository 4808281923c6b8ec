/**
 * The divisions tree (SPEC §2 Organization settings 'structure … divisions', §7 'departments
 * tree'; docs/decisions/0020 'Divisions'): GET /api/divisions lists it parents first with sizes;
 * admins create, rename and move divisions (never under themselves or a descendant, never under
 * another organization's) and delete only empty ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Division } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { createDivisions, setMemberPosition } from '../../src/modules/people/index.ts';
import { createOrg, createTestApp, createTestDb, memberClients, memberOf, type Client, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let a: TestOrg;
let b: TestOrg;
let bDivisions: Map<string, number>;
const as = memberClients(() => app);
const id = (org: TestOrg, i: number) => memberOf(org, i).id;

async function tree(c: Client): Promise<Division[]> {
  const res = await c.get('/api/divisions');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: Division[] }).items;
}
async function create(c: Client, name: string, parentId: number | null = null): Promise<Division> {
  const res = await c.post('/api/divisions', { name, parentId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Division;
}
const names = (items: Division[]) => items.map((d) => d.name);
const divisionRow = async (divisionId: number) =>
  (await queryRows<{ name: string; parent_id: number | null }>(db, sql`select name, parent_id from divisions where id = ${divisionId}`))[0];

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  a = await createOrg(db, { name: 'Acme', members: 6, accrual: 0 });
  b = await createOrg(db, { name: 'Bolt', members: 2, accrual: 0 });
  bDivisions = await createDivisions(db, b.id, [{ name: 'Склад' }]);
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

describe('divisions', () => {
  it('creates divisions and lists them parents first, siblings by name, with members and children counted', async () => {
    const admin = await as(a, 0);
    const dev = await create(admin, '  Разработка ');
    expect(dev).toMatchObject({ name: 'Разработка', parentId: null, memberCount: 0, childCount: 0 });
    const sales = await create(admin, 'Продажи');
    const front = await create(admin, 'Frontend', dev.id);
    const back = await create(admin, 'Backend', dev.id);
    const pay = await create(admin, 'Платежи', back.id);
    for (const [i, division] of [[1, back.id], [2, back.id], [3, back.id], [4, dev.id]] as const) {
      await setMemberPosition(db, { organizationId: a.id, userId: id(a, i), divisionId: division, jobTitle: null });
    }
    // A fired and a blocked member still sit in Backend, but are not counted as its members.
    await db.execute(sql`update memberships set fired_on = current_date where user_id = ${id(a, 2)} and organization_id = ${a.id}`);
    await db.execute(sql`update memberships set blocked_at = now() where user_id = ${id(a, 3)} and organization_id = ${a.id}`);

    const items = await tree(await as(a, 5));
    expect(names(items)).toEqual(['Продажи', 'Разработка', 'Backend', 'Платежи', 'Frontend']);
    const byId = new Map(items.map((d) => [d.id, d]));
    expect(byId.get(dev.id)).toMatchObject({ parentId: null, memberCount: 1, childCount: 2 });
    expect(byId.get(back.id)).toMatchObject({ parentId: dev.id, memberCount: 1, childCount: 1 });
    expect(byId.get(pay.id)).toMatchObject({ parentId: back.id, memberCount: 0, childCount: 0 });
    expect(byId.get(front.id)).toMatchObject({ memberCount: 0, childCount: 0 });
    expect(byId.get(sales.id)).toMatchObject({ memberCount: 0, childCount: 0 });
    // Another tenant's divisions never show.
    expect(names(items)).not.toContain('Склад');
  });

  it('refuses a blank or too long name, and a parent of another organization (404)', async () => {
    const admin = await as(a, 0);
    expect((await admin.post('/api/divisions', { name: '   ' })).statusCode).toBe(400);
    expect((await admin.post('/api/divisions', { name: 'x'.repeat(101) })).statusCode).toBe(400);
    const foreign = await admin.post('/api/divisions', { name: 'Шпион', parentId: bDivisions.get('Склад') });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(names(await tree(admin))).not.toContain('Шпион');
  });

  it('renames and moves a division, to the top too', async () => {
    const admin = await as(a, 0);
    const items = await tree(admin);
    const front = items.find((d) => d.name === 'Frontend')!;
    const sales = items.find((d) => d.name === 'Продажи')!;
    const moved = await admin.send('PATCH', `/api/divisions?id=${front.id}`, { name: 'Веб', parentId: sales.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: front.id, name: 'Веб', parentId: sales.id });
    const top = await admin.send('PATCH', `/api/divisions?id=${front.id}`, { parentId: null });
    expect(top.json()).toMatchObject({ name: 'Веб', parentId: null });
    expect(names(await tree(admin))).toEqual(['Веб', 'Продажи', 'Разработка', 'Backend', 'Платежи']);
  });

  it('refuses to move a division under itself or a descendant (409 DIVISION_CYCLE) and writes nothing', async () => {
    const admin = await as(a, 0);
    const items = await tree(admin);
    const dev = items.find((d) => d.name === 'Разработка')!;
    const pay = items.find((d) => d.name === 'Платежи')!;
    for (const parentId of [dev.id, pay.id]) {
      const res = await admin.send('PATCH', `/api/divisions?id=${dev.id}`, { name: 'Петля', parentId });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: { code: 'DIVISION_CYCLE' } });
    }
    expect(await divisionRow(dev.id)).toEqual({ name: 'Разработка', parent_id: null });
  });

  it('answers 404 for another organization’s parent or division', async () => {
    const admin = await as(a, 0);
    const dev = (await tree(admin)).find((d) => d.name === 'Разработка')!;
    const sklad = bDivisions.get('Склад') ?? -1;
    expect((await admin.send('PATCH', `/api/divisions?id=${dev.id}`, { parentId: sklad })).statusCode).toBe(404);
    expect((await admin.send('PATCH', `/api/divisions?id=${sklad}`, { name: 'Мой склад' })).statusCode).toBe(404);
    expect((await admin.send('DELETE', `/api/divisions?id=${sklad}`)).statusCode).toBe(404);
    expect(await divisionRow(sklad)).toEqual({ name: 'Склад', parent_id: null });
    expect((await divisionRow(dev.id))?.parent_id).toBeNull();
  });

  it('deletes only an empty division: members (fired and blocked too) and children block it with DIVISION_NOT_EMPTY', async () => {
    const admin = await as(a, 0);
    const items = await tree(admin);
    const dev = items.find((d) => d.name === 'Разработка')!;
    const back = items.find((d) => d.name === 'Backend')!;
    const pay = items.find((d) => d.name === 'Платежи')!;
    const full = await admin.send('DELETE', `/api/divisions?id=${back.id}`);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ error: { code: 'DIVISION_NOT_EMPTY', details: { members: 3, children: 1 } } });
    expect((await admin.send('DELETE', `/api/divisions?id=${dev.id}`)).json()).toMatchObject({ error: { details: { members: 1, children: 1 } } });
    const ok = await admin.send('DELETE', `/api/divisions?id=${pay.id}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    expect(await divisionRow(pay.id)).toBeUndefined();
    // Only fired and blocked members left in it: still not empty.
    await setMemberPosition(db, { organizationId: a.id, userId: id(a, 1), divisionId: null, jobTitle: null });
    expect((await admin.send('DELETE', `/api/divisions?id=${back.id}`)).json()).toMatchObject({ error: { details: { members: 2, children: 0 } } });
    expect((await admin.send('DELETE', `/api/divisions?id=${pay.id}`)).statusCode).toBe(404);
  });

  it('is for admins: a member gets 403 on every change', async () => {
    const member = await as(a, 5);
    const dev = (await tree(member)).find((d) => d.name === 'Разработка')!;
    expect((await member.post('/api/divisions', { name: 'Моё' })).statusCode).toBe(403);
    expect((await member.send('PATCH', `/api/divisions?id=${dev.id}`, { name: 'Моё' })).statusCode).toBe(403);
    expect((await member.send('DELETE', `/api/divisions?id=${dev.id}`)).statusCode).toBe(403);
    expect((await divisionRow(dev.id))?.name).toBe('Разработка');
  });
});
