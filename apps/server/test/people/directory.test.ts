/**
 * The participants directory (SPEC §2 /employees, §7.3 colleagues; docs/decisions/0020): GET
 * /api/employees finds any part of a visible name (never a hidden one, which comes back as ''),
 * lists fired people only under `status=fired` and blocked people never, filters by work status
 * and by a division with everything under it, and pages by cursor without gaps or repeats.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DirectoryEntry, DirectoryPage } from '@gratia/contracts';
import type { Db } from '../../src/db/client.ts';
import { createDivisions } from '../../src/modules/people/index.ts';
import { createOrg, createTestApp, createTestDb, memberClients, memberOf, type Client, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let a: TestOrg;
let b: TestOrg;
let divisions: Map<string, number>;
let bDivision: number;
const as = memberClients(() => app);
const id = (org: TestOrg, i: number) => memberOf(org, i).id;

/** Sets columns of a member's profile and membership in `org`. */
async function person(org: TestOrg, i: number, p: Record<string, unknown>, m: Record<string, unknown> = {}) {
  const set = (values: Record<string, unknown>) => sql.join(Object.entries(values).map(([k, v]) => sql`${sql.identifier(k)} = ${v}`), sql`, `);
  if (Object.keys(p).length > 0) await db.execute(sql`update profiles set ${set(p)} where user_id = ${id(org, i)}`);
  if (Object.keys(m).length > 0) await db.execute(sql`update memberships set ${set(m)} where user_id = ${id(org, i)} and organization_id = ${org.id}`);
}

async function list(c: Client, query: string): Promise<DirectoryPage> {
  const res = await c.get(`/api/employees${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DirectoryPage;
}
const ids = (page: DirectoryPage) => page.items.map((e) => e.id);
const search = async (c: Client, q: string, more = '') => ids(await list(c, `q=${encodeURIComponent(q)}&limit=100${more}`));

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  a = await createOrg(db, { name: 'Acme', members: 10, accrual: 0 });
  b = await createOrg(db, { name: 'Bolt', members: 2, accrual: 0 });
  divisions = await createDivisions(db, a.id, [{ name: 'Разработка', children: [{ name: 'Backend', children: [{ name: 'Платежи' }] }, { name: 'Frontend' }] }, { name: 'Продажи' }]);
  bDivision = (await createDivisions(db, b.id, [{ name: 'Склад' }])).get('Склад') ?? -1;
  const div = (path: string) => divisions.get(path) ?? -1;
  await person(a, 1, { surname: 'Иванов', first_name: 'Пётр', tg_name: 'petr_iv' });
  await person(a, 2, { surname: 'Петрова', first_name: 'Мария', middle_name: 'Ивановна' }, { status: 'office', division_id: div('Разработка/Backend/Платежи') });
  // Hides the surname and the Telegram nickname; neither may be found or shown.
  await person(a, 3, { surname: 'Сиваненко', first_name: 'Ольга', tg_name: 'olga_secret', hidden_fields: sql`array['surname', 'tgName']::text[]` });
  await person(a, 4, { surname: 'Уволенный', first_name: 'Иван' }, { fired_on: sql`current_date - 1`, status: 'office' });
  await person(a, 5, { surname: 'Блокированный', first_name: 'Иван' }, { blocked_at: sql`now()` });
  await person(a, 6, { surname: 'Смирнов', first_name: 'Олег' }, { status: 'office', division_id: div('Разработка/Backend') });
  await person(a, 7, { surname: 'Смирнов', first_name: 'Олег' }, { status: 'remotely', division_id: div('Разработка') });
  // Leaves tomorrow: still active today.
  await person(a, 8, { surname: 'Завтрашний', first_name: 'Анна' }, { fired_on: sql`current_date + 1`, division_id: div('Продажи') });
  // Fired and blocked: never listed.
  await person(a, 9, { surname: 'Дважды', first_name: 'Иван' }, { fired_on: sql`current_date - 3`, blocked_at: sql`now()` });
  await person(b, 1, { surname: 'Иванова', first_name: 'Чужая' });
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

describe('GET /api/employees', () => {
  it('lists the active members of the caller’s organization only, by surname, with status and fired flag', async () => {
    const page = await list(await as(a, 1), 'limit=100');
    const active = [0, 1, 2, 3, 6, 7, 8].map((i) => id(a, i)).sort((x, y) => x - y);
    expect([...ids(page)].sort((x, y) => x - y)).toEqual(active);
    expect(page.total).toBe(active.length);
    expect(page.nextCursor).toBeNull();
    expect(page.items.every((e) => !e.fired)).toBe(true);
    expect(ids(page)).not.toContain(id(b, 1));
    const petrova = page.items.find((e) => e.id === id(a, 2));
    expect(petrova).toMatchObject({ status: 'office', division: { id: divisions.get('Разработка/Backend/Платежи'), name: 'Платежи' }, jobTitle: null });
    // Sorted by the visible surname, ties by first name then id.
    const keys = page.items.map((e) => [e.surname, e.firstName, e.id] as const);
    const sorted = [...keys].sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : x[2] - y[2]));
    expect(keys).toEqual(sorted);
  });

  it('finds any part of a visible name, case-insensitively, every word of the query', async () => {
    const c = await as(a, 1);
    // 'ван' is inside Иванов (surname) and Ивановна (middle name); not inside the hidden Сиваненко.
    expect((await search(c, 'ван')).sort()).toEqual([id(a, 1), id(a, 2)].sort());
    expect((await search(c, 'ВАН')).sort()).toEqual([id(a, 1), id(a, 2)].sort());
    expect(await search(c, 'ван пётр')).toEqual([id(a, 1)]);
    expect(await search(c, 'ван нет-такого')).toEqual([]);
    expect(await search(c, '@petr_')).toEqual([id(a, 1)]);
    expect(await search(c, 'etr_i')).toEqual([id(a, 1)]);
    // LIKE wildcards match literally.
    expect(await search(c, '%')).toEqual([]);
    expect(await search(c, 'о_г')).toEqual([]);
  });

  it('never matches a hidden field and answers a hidden surname as "" and a hidden Telegram nickname as null', async () => {
    const c = await as(a, 1);
    expect(await search(c, 'сиваненко')).toEqual([]);
    expect(await search(c, 'olga_secret')).toEqual([]);
    expect(await search(c, 'ольга')).toEqual([id(a, 3)]);
    const [olga] = (await list(c, 'q=ольга')).items;
    expect(olga).toMatchObject({ id: id(a, 3), surname: '', firstName: 'Ольга', tgName: null });
    expect(JSON.stringify(await list(c, 'limit=100'))).not.toContain('Сиваненко');
  });

  it('lists fired members only under status=fired, and blocked members never', async () => {
    const c = await as(a, 1);
    const fired = await list(c, 'status=fired');
    expect(ids(fired)).toEqual([id(a, 4)]);
    expect(fired.items[0]).toMatchObject({ fired: true, status: 'office' });
    expect(fired.total).toBe(1);
    expect((await search(c, 'иван')).sort()).toEqual([id(a, 1), id(a, 2)].sort());
    expect(await search(c, 'иван', '&status=fired')).toEqual([id(a, 4)]);
    // A leave planned for tomorrow changes nothing today.
    expect(await search(c, 'завтрашний')).toEqual([id(a, 8)]);
  });

  it('filters by work statuses, any of them', async () => {
    const c = await as(a, 1);
    expect((await search(c, '', '&status=office')).sort()).toEqual([id(a, 2), id(a, 6)].sort());
    expect((await search(c, '', '&status=office,remotely')).sort()).toEqual([id(a, 2), id(a, 6), id(a, 7)].sort());
    expect((await search(c, '', '&status=office,fired')).sort()).toEqual([id(a, 2), id(a, 4), id(a, 6)].sort());
    expect((await c.get('/api/employees?status=office,boss')).statusCode).toBe(400);
  });

  it('filters by a division with every division under it; another tenant’s division is 404', async () => {
    const c = await as(a, 1);
    const div = (path: string) => divisions.get(path) ?? -1;
    expect((await search(c, '', `&divisionId=${div('Разработка')}`)).sort()).toEqual([id(a, 2), id(a, 6), id(a, 7)].sort());
    expect((await search(c, '', `&divisionId=${div('Разработка/Backend')}`)).sort()).toEqual([id(a, 2), id(a, 6)].sort());
    expect(await search(c, '', `&divisionId=${div('Разработка/Frontend')}`)).toEqual([]);
    expect(await search(c, 'смирнов', `&divisionId=${div('Разработка/Backend')}`)).toEqual([id(a, 6)]);
    expect((await c.get(`/api/employees?divisionId=${bDivision}`)).statusCode).toBe(404);
  });

  it('pages by cursor without gaps or repeats, with the same total on every page', async () => {
    const c = await as(a, 1);
    const all = await list(c, 'limit=100');
    for (const limit of [1, 2, 3]) {
      const seen: DirectoryEntry[] = [];
      let cursor: string | null = null;
      for (let guard = 0; guard < 20; guard++) {
        const page: DirectoryPage = await list(c, `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.items.length).toBeLessThanOrEqual(limit);
        expect(page.total).toBe(all.total);
        seen.push(...page.items);
        cursor = page.nextCursor;
        if (!cursor) break;
      }
      expect(seen.map((e) => e.id)).toEqual(ids(all));
    }
  });

  it('refuses a malformed cursor with 400 at `cursor`', async () => {
    const c = await as(a, 1);
    for (const cursor of ['abc', Buffer.from('d0').toString('base64url'), Buffer.from('x12').toString('base64url')]) {
      const res = await c.get(`/api/employees?cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', details: { issues: [{ path: 'cursor', message: 'validation.cursor' }] } } });
    }
  });

  it('needs a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/employees' });
    expect(res.statusCode).toBe(401);
  });
});
