/**
 * Where colleagues work, in the people pickers (SPEC §3 Employee 'job title', 'division'; §2 New
 * thanks form): GET /api/users/suggestions and GET /api/users/search answer each colleague's job
 * title and division in the current organization, search also matches a word of the job title,
 * and a person who belongs to two communities shows each community only its own division and
 * title — another organization's division never shows up, nor can it be given to a member.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Colleague, UserSuggestion } from '@gratia/contracts';
import type { Db } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/client.ts';
import { divisions, memberships } from '../../src/db/schema.ts';
import { createDivisions, listDivisions, setMemberPosition } from '../../src/modules/people/index.ts';
import { createOrg, createTestApp, createTestDb, memberClients, memberOf, type Client, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
/** The caller's organization: member 1 is the caller. */
let a: TestOrg;
/** Another tenant; Acme's member 2 belongs to it too, with another job there. */
let b: TestOrg;
let aDivisions: Map<string, number>;
let bDivisions: Map<string, number>;
const as = memberClients(() => app);
const id = (org: TestOrg, i: number) => memberOf(org, i).id;

const search = async (c: Client, q: string) => {
  const res = await c.get(`/api/users/search?q=${encodeURIComponent(q)}&limit=50`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: Colleague[] }).items;
};
const suggestions = async (c: Client) => {
  const res = await c.get('/api/users/suggestions?limit=30');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: UserSuggestion[] }).items;
};
const positions = (items: Colleague[]) => items.map((u) => [u.id, u.jobTitle, u.division?.name ?? null]);

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  a = await createOrg(db, { name: 'Acme', members: 7, accrual: 100 });
  b = await createOrg(db, { name: 'Bolt', members: 3, accrual: 100 });
  aDivisions = await createDivisions(db, a.id, [
    { name: 'Разработка', children: [{ name: 'Backend' }, { name: 'Frontend' }] },
    { name: 'Продукт и дизайн' },
  ]);
  bDivisions = await createDivisions(db, b.id, [{ name: 'Склад', children: [{ name: 'Приёмка' }] }]);
  const place = (org: TestOrg, i: number, division: string | null, jobTitle: string | null, ids: Map<string, number>) =>
    setMemberPosition(db, { organizationId: org.id, userId: id(org, i), divisionId: division === null ? null : (ids.get(division) ?? -1), jobTitle });
  await place(a, 1, 'Разработка/Backend', 'Backend-разработчик', aDivisions);
  await place(a, 2, 'Продукт и дизайн', 'Продуктовый дизайнер', aDivisions);
  await place(a, 3, null, 'Ведущий дизайнер интерфейсов', aDivisions);
  await place(a, 4, 'Разработка', null, aDivisions);
  await place(a, 5, 'Разработка/Frontend', '  Frontend-разработчик  ', aDivisions);
  // Member 6 has neither; member 0 (the admin) neither.
  await place(b, 1, 'Склад/Приёмка', 'Кладовщик', bDivisions);
  // Acme's member 2 works in Bolt's warehouse too.
  await db.insert(memberships).values({ organizationId: b.id, userId: id(a, 2) });
  await setMemberPosition(db, { organizationId: b.id, userId: id(a, 2), divisionId: bDivisions.get('Склад') ?? -1, jobTitle: 'Начальник склада' });

  const caller = await as(a, 1);
  for (const i of [5, 2]) {
    const res = await caller.post('/api/transfers', { recipientId: id(a, i), amount: 1, message: 'Спасибо!' }, { headers: { 'idempotency-key': randomUUID() } });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

describe('job title and division of colleagues', () => {
  it('suggestions carry each colleague’s job title and division, recent recipients and colleagues alike', async () => {
    const items = await suggestions(await as(a, 1));
    expect(items.map((s) => [s.id, s.reason, s.jobTitle, s.division])).toEqual([
      [id(a, 2), 'recent', 'Продуктовый дизайнер', { id: aDivisions.get('Продукт и дизайн'), name: 'Продукт и дизайн' }],
      [id(a, 5), 'recent', 'Frontend-разработчик', { id: aDivisions.get('Разработка/Frontend'), name: 'Frontend' }],
      [id(a, 0), 'colleague', null, null],
      [id(a, 3), 'colleague', 'Ведущий дизайнер интерфейсов', null],
      [id(a, 4), 'colleague', null, { id: aDivisions.get('Разработка'), name: 'Разработка' }],
      [id(a, 6), 'colleague', null, null],
    ]);
  });

  it('search results carry them too, sorted by surname as before', async () => {
    const items = await search(await as(a, 1), '');
    expect(positions(items)).toEqual([
      [id(a, 0), null, null],
      [id(a, 2), 'Продуктовый дизайнер', 'Продукт и дизайн'],
      [id(a, 3), 'Ведущий дизайнер интерфейсов', null],
      [id(a, 4), null, 'Разработка'],
      [id(a, 5), 'Frontend-разработчик', 'Frontend'],
      [id(a, 6), null, null],
    ]);
    expect(items[0]).toEqual({
      id: id(a, 0),
      firstName: 'Имя0',
      surname: 'Acmeов0',
      nickname: null,
      tgName: memberOf(a, 0).tgName,
      photo: null,
      jobTitle: null,
      division: null,
    });
    // By name, as before: the job title and division come along.
    expect(positions(await search(await as(a, 1), 'Имя2'))).toEqual([[id(a, 2), 'Продуктовый дизайнер', 'Продукт и дизайн']]);
  });

  it('search finds colleagues by any word of their job title, from its start, in any case', async () => {
    const caller = await as(a, 1);
    const ids = async (q: string) => (await search(caller, q)).map((u) => u.id);
    expect(await ids('дизайнер')).toEqual([id(a, 2), id(a, 3)]);
    expect(await ids('ДИЗАЙН')).toEqual([id(a, 2), id(a, 3)]);
    expect(await ids('интерф')).toEqual([id(a, 3)]);
    expect(await ids('ведущий дизайнер')).toEqual([id(a, 3)]);
    // Parts of a hyphenated title, and the whole of it.
    expect(await ids('разработчик')).toEqual([id(a, 5)]);
    expect(await ids('frontend-разработчик')).toEqual([id(a, 5)]);
    // A name and a job title together: both must match.
    expect(await ids('дизайнер Имя2')).toEqual([id(a, 2)]);
    expect(await ids('дизайнер Имя4')).toEqual([]);
    // The middle of a word is no match, nor is the division's name, nor the caller's own title.
    expect(await ids('зайнер')).toEqual([]);
    expect(await ids('Backend')).toEqual([]);
    expect(await ids('Разработка')).toEqual([]);
    // Punctuation only, or query syntax, matches nothing by the title and fails nothing.
    for (const q of ['-', '&', "'", ':*', '!дизайнер', 'дизайнер:*|a', '(', '%', '\\']) {
      const res = await caller.get(`/api/users/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      if (!q.includes('дизайнер')) expect(res.json().items, q).toEqual([]);
    }
  });

  it('a member of two communities shows each only its own job title and division', async () => {
    const fromA = (await search(await as(a, 1), 'Имя2')).find((u) => u.id === id(a, 2));
    expect(fromA).toMatchObject({ jobTitle: 'Продуктовый дизайнер', division: { id: aDivisions.get('Продукт и дизайн'), name: 'Продукт и дизайн' } });

    const bolt = await as(b, 0);
    const fromB = await search(bolt, '');
    expect(positions(fromB)).toEqual([
      [id(a, 2), 'Начальник склада', 'Склад'],
      [id(b, 1), 'Кладовщик', 'Приёмка'],
      [id(b, 2), null, null],
    ]);
    const raw = (await bolt.get('/api/users/search?q=&limit=50')).body + (await bolt.get('/api/users/suggestions?limit=30')).body;
    for (const name of ['Продукт и дизайн', 'Продуктовый дизайнер', 'Разработка', 'Frontend']) expect(raw).not.toContain(name);
    for (const divisionId of aDivisions.values()) expect(fromB.some((u) => u.division?.id === divisionId)).toBe(false);

    // Searching by a title finds it only where the person has it.
    expect((await search(bolt, 'дизайнер')).map((u) => u.id)).toEqual([]);
    expect((await search(bolt, 'склада')).map((u) => u.id)).toEqual([id(a, 2)]);
    expect((await search(await as(a, 1), 'склада')).map((u) => u.id)).toEqual([]);
    expect((await search(await as(a, 1), 'кладовщик')).map((u) => u.id)).toEqual([]);
  });

  it('never gives a member, or a sub-division, a division of another organization', async () => {
    const foreign = bDivisions.get('Склад') ?? -1;
    await expect(setMemberPosition(db, { organizationId: a.id, userId: id(a, 6), divisionId: foreign, jobTitle: 'Шпион' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    // Nothing was written.
    const [row] = await queryRows<{ division_id: number | null; job_title: string | null }>(
      db,
      sql`select division_id, job_title from memberships where organization_id = ${a.id} and user_id = ${id(a, 6)}`,
    );
    expect(row).toEqual({ division_id: null, job_title: null });
    // The database refuses it written directly too, and a parent of another organization.
    await expect(db.execute(sql`update memberships set division_id = ${foreign} where organization_id = ${a.id} and user_id = ${id(a, 6)}`)).rejects.toThrow();
    await expect(db.insert(divisions).values({ organizationId: a.id, parentId: foreign, name: 'Филиал' })).rejects.toThrow();
    await expect(createDivisions(db, a.id, [{ name: 'Филиал' }], foreign)).rejects.toThrow();
    // Nor is someone who is not a member placed.
    await expect(setMemberPosition(db, { organizationId: a.id, userId: id(b, 1), divisionId: null, jobTitle: 'Гость' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps divisions a tree of any depth per organization, with bounded names and job titles', async () => {
    const deep = await createDivisions(db, b.id, [{ name: 'Регионы', children: [{ name: 'Сибирь', children: [{ name: 'Новосибирск', children: [{ name: 'Склад №2' }] }] }] }]);
    expect([...deep.keys()]).toEqual(['Регионы', 'Регионы/Сибирь', 'Регионы/Сибирь/Новосибирск', 'Регионы/Сибирь/Новосибирск/Склад №2']);
    const tree = await listDivisions(db, b.id);
    const byId = new Map(tree.map((d) => [d.id, d]));
    const path = (divisionId: number): string => {
      const d = byId.get(divisionId);
      return d ? (d.parentId === null ? d.name : `${path(d.parentId)}/${d.name}`) : '?';
    };
    expect(tree.map((d) => path(d.id)).sort()).toEqual(['Регионы', 'Регионы/Сибирь', 'Регионы/Сибирь/Новосибирск', 'Регионы/Сибирь/Новосибирск/Склад №2', 'Склад', 'Склад/Приёмка']);
    expect(tree.every((d) => !aDivisions.has(d.name))).toBe(true);

    await expect(createDivisions(db, b.id, [{ name: '   ' }])).rejects.toThrow();
    await expect(createDivisions(db, b.id, [{ name: 'д'.repeat(101) }])).rejects.toThrow();
    await expect(setMemberPosition(db, { organizationId: b.id, userId: id(b, 2), divisionId: null, jobTitle: 'т'.repeat(101) })).rejects.toThrow();
    await setMemberPosition(db, { organizationId: b.id, userId: id(b, 2), divisionId: null, jobTitle: 'т'.repeat(100) });
    await setMemberPosition(db, { organizationId: b.id, userId: id(b, 2), divisionId: null, jobTitle: '   ' });
    expect((await search(await as(b, 0), 'Имя2')).find((u) => u.id === id(b, 2))).toMatchObject({ jobTitle: null, division: null });
  });
});
