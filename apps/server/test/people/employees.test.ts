/**
 * The admins' employee table (SPEC §2 Organization settings 'structure … employees', §3 Employee,
 * §4 fire, block, move, §5 employee rules; docs/decisions/0020): every route is for admins of the
 * organization (403 for members, 404 for another tenant's ids, with nothing written); hiring makes
 * an account or joins an existing one (EMPLOYEE_EXISTS, CONTACT_TAKEN, the sign-in rule); the table
 * searches every field, sorts, filters and pages with a total; fire, block and their undoing;
 * nobody fires or blocks themself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminEmployee, AdminEmployeesPage } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { createDivisions } from '../../src/modules/people/index.ts';
import { balanceOf, Client, createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let a: TestOrg;
let b: TestOrg;
let aDivisions: Map<string, number>;
let bDivisions: Map<string, number>;
const as = memberClients(() => app);
const id = (org: TestOrg, i: number) => memberOf(org, i).id;

async function table(c: Client, query = ''): Promise<AdminEmployeesPage> {
  const res = await c.get(`/api/admin/employees${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminEmployeesPage;
}
const hire = (c: Client, body: Record<string, unknown>) => c.post('/api/admin/employees', { firstName: 'Новый', surname: 'Сотрудник', ...body });
const membershipOf = async (org: TestOrg, userId: number) =>
  (
    await queryRows<{ division_id: number | null; job_title: string | null; fired_on: string | null; blocked: boolean; status: string }>(
      db,
      sql`select division_id, job_title, fired_on::text, blocked_at is not null as blocked, status from memberships where organization_id = ${org.id} and user_id = ${userId}`,
    )
  )[0];

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  a = await createOrg(db, { name: 'Acme', members: 6, accrual: 100 });
  b = await createOrg(db, { name: 'Bolt', members: 3, accrual: 50 });
  aDivisions = await createDivisions(db, a.id, [{ name: 'Разработка', children: [{ name: 'Backend' }] }, { name: 'Продажи' }]);
  bDivisions = await createDivisions(db, b.id, [{ name: 'Склад' }]);
  const names: [number, string, string, string | null, string | null, string | null][] = [
    // member, surname, first name, job title, status, hire date
    [0, 'Яковлев', 'Ян', null, 'none', null],
    [1, 'Абрамов', 'Борис', 'Инженер', 'office', '2021-05-01'],
    [2, 'Воронина', 'Галина', 'Дизайнер', 'remotely', '2019-01-10'],
    [3, 'Абрамов', 'Андрей', null, 'office', null],
    [4, 'Егорова', 'Жанна', 'Аналитик', 'vacation', '2023-09-09'],
    [5, 'Зуев', 'Игорь', 'Инженер', 'none', '2020-03-03'],
  ];
  for (const [i, surname, first, job, status, hired] of names) {
    await db.execute(sql`update profiles set surname = ${surname}, first_name = ${first} where user_id = ${id(a, i)}`);
    await db.execute(sql`update memberships set job_title = ${job}, status = ${status}, hired_on = ${hired} where user_id = ${id(a, i)} and organization_id = ${a.id}`);
  }
  await db.execute(sql`update memberships set division_id = ${aDivisions.get('Разработка/Backend')} where user_id in (${id(a, 1)}, ${id(a, 2)}) and organization_id = ${a.id}`);
  await db.execute(sql`update memberships set division_id = ${aDivisions.get('Продажи')} where user_id = ${id(a, 4)} and organization_id = ${a.id}`);
  // Member 5 hides their surname: admins still see and find it.
  await db.execute(sql`update profiles set hidden_fields = array['surname', 'email']::text[] where user_id = ${id(a, 5)}`);
  await db.execute(sql`update profiles set tg_id = '5550002' where user_id = ${id(b, 0)}`);
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

describe('who may call the employee routes', () => {
  it('answers 403 to a member on every admin route and writes nothing', async () => {
    const member = await as(a, 2);
    const target = id(a, 3);
    const calls = [
      () => member.get('/api/admin/employees'),
      () => hire(member, { email: 'sneaky@example.com' }),
      () => member.send('PATCH', `/api/admin/employees?id=${target}`, { jobTitle: 'Директор' }),
      () => member.post(`/api/admin/employees/fire?id=${target}`, { firedOn: '2020-01-01' }),
      () => member.post(`/api/admin/employees/block?id=${target}`, { blocked: true }),
      () => member.post('/api/divisions', { name: 'Моё' }),
      () => member.send('PATCH', `/api/divisions?id=${aDivisions.get('Продажи')}`, { name: 'Моё' }),
      () => member.send('DELETE', `/api/divisions?id=${aDivisions.get('Продажи')}`),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    }
    expect(await membershipOf(a, target)).toMatchObject({ job_title: null, fired_on: null, blocked: false });
    expect((await queryRows(db, sql`select 1 from users where email = 'sneaky@example.com'`)).length).toBe(0);
  });

  it('answers 404 to another organization’s admin for this organization’s ids and leaks nothing', async () => {
    const stranger = await as(b, 0);
    const target = id(a, 3);
    const backend = aDivisions.get('Разработка/Backend');
    const calls = [
      () => stranger.send('PATCH', `/api/admin/employees?id=${target}`, { jobTitle: 'Шпион' }),
      () => stranger.post(`/api/admin/employees/fire?id=${target}`, { firedOn: '2020-01-01' }),
      () => stranger.post(`/api/admin/employees/block?id=${target}`, { blocked: true }),
      () => stranger.get(`/api/admin/employees?divisionId=${backend}`),
      () => stranger.get(`/api/employees?divisionId=${backend}`),
      () => stranger.get(`/api/employees/profile?id=${target}`),
      () => hire(stranger, { email: 'x@example.com', divisionId: backend }),
      () => stranger.send('PATCH', `/api/admin/employees?id=${id(b, 1)}`, { divisionId: backend }),
      () => stranger.post('/api/divisions', { name: 'Шпион', parentId: backend }),
      () => stranger.send('PATCH', `/api/divisions?id=${backend}`, { name: 'Шпион' }),
      () => stranger.send('DELETE', `/api/divisions?id=${backend}`),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      expect(res.body).not.toContain('Абрамов');
    }
    expect(await membershipOf(a, target)).toMatchObject({ job_title: null, fired_on: null, blocked: false });
    expect(await membershipOf(b, id(b, 1))).toMatchObject({ division_id: null });
    const ids = (await table(stranger, 'pageSize=100')).items.map((e) => e.id);
    expect(ids.sort()).toEqual(b.members.map((m) => m.id).sort());
    expect((await queryRows(db, sql`select 1 from users where email = 'x@example.com'`)).length).toBe(0);
  });
});

describe('GET /api/admin/employees', () => {
  it('lists every field, hidden ones too, sorted by name with a total', async () => {
    const page = await table(await as(a, 0));
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 25 });
    expect(page.items.slice(0, 2).map((e) => [e.surname, e.firstName])).toEqual([
      ['Абрамов', 'Андрей'],
      ['Абрамов', 'Борис'],
    ]);
    const zuev = page.items.find((e) => e.id === id(a, 5));
    expect(zuev).toMatchObject({ surname: 'Зуев', email: memberOf(a, 5).email, state: 'active', language: 'ru', hiredOn: '2020-03-03', jobTitle: 'Инженер' });
    const boris = page.items.find((e) => e.id === id(a, 1));
    expect(boris?.division).toEqual({ id: aDivisions.get('Разработка/Backend'), name: 'Backend' });
  });

  it('searches every field — hidden ones, e-mail, job title — each word anywhere', async () => {
    const admin = await as(a, 0);
    const find = async (q: string) => (await table(admin, `q=${encodeURIComponent(q)}`)).items.map((e) => e.id).sort();
    expect(await find('зуе')).toEqual([id(a, 5)]);
    expect(await find(memberOf(a, 4).email.slice(0, 6))).toContain(id(a, 4));
    expect(await find(memberOf(a, 4).email)).toEqual([id(a, 4)]);
    expect(await find('инжен')).toEqual([id(a, 1), id(a, 5)].sort());
    expect(await find('инжен абрам')).toEqual([id(a, 1)]);
    expect(await find('нет такого')).toEqual([]);
  });

  it('sorts by every key both ways, ties by id, nulls last', async () => {
    const admin = await as(a, 0);
    const order = async (query: string) => (await table(admin, query)).items.map((e) => e.id);
    const byName = await order('sort=name');
    expect(await order('sort=name&order=desc')).toEqual([...byName].reverse());
    const hired = await order('sort=hiredOn');
    expect(hired.slice(0, 4)).toEqual([id(a, 2), id(a, 5), id(a, 1), id(a, 4)]);
    expect((await order('sort=hiredOn&order=desc')).slice(0, 4)).toEqual([id(a, 4), id(a, 1), id(a, 5), id(a, 2)]);
    const byDivision = await order('sort=division');
    expect(byDivision.slice(0, 3)).toEqual([id(a, 1), id(a, 2), id(a, 4)]);
    const byJob = (await table(admin, 'sort=jobTitle')).items.map((e) => e.jobTitle);
    expect(byJob).toEqual(['Аналитик', 'Дизайнер', 'Инженер', 'Инженер', null, null]);
    const byStatus = (await table(admin, 'sort=status&order=desc')).items.map((e) => e.status);
    expect(byStatus).toEqual([...byStatus].sort().reverse());
    expect((await admin.get('/api/admin/employees?sort=salary')).statusCode).toBe(400);
  });

  it('pages with the same total and no gaps or repeats', async () => {
    const admin = await as(a, 0);
    const all = (await table(admin, 'sort=name&pageSize=100')).items.map((e) => e.id);
    const paged: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const p = await table(admin, `sort=name&pageSize=2&page=${page}`);
      expect(p).toMatchObject({ total: 6, page, pageSize: 2 });
      paged.push(...p.items.map((e) => e.id));
    }
    expect(paged).toEqual(all);
    expect((await table(admin, 'pageSize=2&page=9')).items).toEqual([]);
  });

  it('filters by division with its sub-divisions, by work status and by state', async () => {
    const admin = await as(a, 0);
    const ids = async (query: string) => (await table(admin, query)).items.map((e) => e.id).sort();
    expect(await ids(`divisionId=${aDivisions.get('Разработка')}`)).toEqual([id(a, 1), id(a, 2)].sort());
    expect(await ids(`divisionId=${aDivisions.get('Продажи')}`)).toEqual([id(a, 4)]);
    expect(await ids('status=office')).toEqual([id(a, 1), id(a, 3)].sort());
    const page = await table(admin, 'status=office&pageSize=1');
    expect(page.total).toBe(2);
    expect(await ids('state=active')).toHaveLength(6);
    expect(await ids('state=blocked')).toEqual([]);
    expect((await admin.get(`/api/admin/employees?divisionId=${bDivisions.get('Склад')}`)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/employees', () => {
  it('hires a new person: account, profile and membership; they can sign in and get the period’s accrual', async () => {
    const admin = await as(a, 0);
    const res = await hire(admin, {
      email: 'New.Person@Example.com',
      middleName: '',
      jobTitle: 'Стажёр',
      divisionId: aDivisions.get('Продажи'),
      status: 'office',
      hiredOn: '2024-06-01',
      birthDate: '2000-01-02',
      phone: '+7 911 111-11-11',
      language: 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    const hired = res.json() as AdminEmployee;
    expect(hired).toMatchObject({
      firstName: 'Новый',
      surname: 'Сотрудник',
      middleName: null,
      email: 'New.Person@Example.com',
      jobTitle: 'Стажёр',
      division: { id: aDivisions.get('Продажи'), name: 'Продажи' },
      status: 'office',
      state: 'active',
      hiredOn: '2024-06-01',
      birthDate: '2000-01-02',
      language: 'en',
      firedOn: null,
      blockedAt: null,
    });
    expect(await balanceOf(db, hired.id, 'distribution')).toBe(100);
    const client = new Client(app);
    await client.signIn('new.person@example.com');
    const me = await client.get(`/api/employees/profile?id=${hired.id}`);
    expect(me.json()).toMatchObject({ isSelf: true, jobTitle: 'Стажёр' });
  });

  it('joins a person whose e-mail already has an account, keeping their own profile', async () => {
    const admin = await as(a, 0);
    const person = memberOf(b, 2);
    const [before] = await queryRows<{ first_name: string; surname: string }>(db, sql`select first_name, surname from profiles where user_id = ${person.id}`);
    const res = await hire(admin, { email: person.email.toUpperCase(), jobTitle: 'Совместитель', divisionId: aDivisions.get('Разработка') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: person.id, firstName: before?.first_name, surname: before?.surname, jobTitle: 'Совместитель', email: person.email });
    expect(await membershipOf(b, person.id)).toMatchObject({ job_title: null, division_id: null });
    // By the Telegram nickname too.
    const other = memberOf(b, 1);
    const byTg = await hire(admin, { tgName: `@${other.tgName}`, tgId: '5550001', email: null });
    expect(byTg.statusCode, byTg.body).toBe(200);
    expect(byTg.json()).toMatchObject({ id: other.id });
  });

  it('answers 409 EMPLOYEE_EXISTS for a member and CONTACT_TAKEN for contacts of two accounts', async () => {
    const admin = await as(a, 0);
    const exists = await hire(admin, { email: memberOf(a, 3).email });
    expect(exists.statusCode).toBe(409);
    expect(exists.json()).toMatchObject({ error: { code: 'EMPLOYEE_EXISTS' } });
    const two = await hire(admin, { email: 'somebody.new@example.com', tgName: memberOf(a, 3).tgName, tgId: '777' });
    expect(two.statusCode).toBe(409);
    const mixed = await hire(admin, { email: memberOf(b, 0).email, tgName: memberOf(a, 2).tgName });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json()).toMatchObject({ error: { code: 'CONTACT_TAKEN', details: { field: 'tgName' } } });
    const tgId = await hire(admin, { email: 'third.new@example.com', tgName: 'brand_new_nick', tgId: '5550002' });
    expect(tgId.json()).toMatchObject({ error: { code: 'CONTACT_TAKEN', details: { field: 'tgId' } } });
    expect((await queryRows(db, sql`select 1 from users where email in ('somebody.new@example.com', 'third.new@example.com')`)).length).toBe(0);
  });

  it('needs a way to sign in: an e-mail, or a Telegram nickname and id (400 on `email`)', async () => {
    const admin = await as(a, 0);
    for (const body of [{}, { tgName: 'only_nick_here' }, { tgId: '42' }, { email: '' }]) {
      const res = await hire(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', details: { issues: [{ path: 'email', message: 'validation.signInWay' }] } } });
    }
    const tg = await hire(admin, { tgName: '@Telegram_Only', tgId: '99887766', firstName: 'Телега' });
    expect(tg.statusCode, tg.body).toBe(200);
    expect(tg.json()).toMatchObject({ email: null, tgName: 'Telegram_Only', tgId: '99887766' });
    expect((await hire(admin, { email: 'not-an-email' })).statusCode).toBe(400);
    expect((await hire(admin, { email: 'fine@example.com', firstName: '' })).statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/employees', () => {
  it('edits and moves a member, hidden fields included', async () => {
    const admin = await as(a, 0);
    const res = await admin.send('PATCH', `/api/admin/employees?id=${id(a, 5)}`, {
      surname: 'Зуев-Новый',
      divisionId: aDivisions.get('Разработка/Backend'),
      jobTitle: '',
      status: 'illness',
      location: 'Пермь',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ surname: 'Зуев-Новый', division: { name: 'Backend' }, jobTitle: null, status: 'illness', location: 'Пермь' });
    const moved = await admin.send('PATCH', `/api/admin/employees?id=${id(a, 5)}`, { divisionId: null });
    expect(moved.json()).toMatchObject({ division: null, surname: 'Зуев-Новый' });
  });

  it('answers CONTACT_TAKEN for someone else’s contacts, 400 without a way to sign in, 404 for a foreign division', async () => {
    const admin = await as(a, 0);
    const target = id(a, 4);
    const taken = await admin.send('PATCH', `/api/admin/employees?id=${target}`, { email: memberOf(b, 0).email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: { code: 'CONTACT_TAKEN', details: { field: 'email' } } });
    const tg = await admin.send('PATCH', `/api/admin/employees?id=${target}`, { tgName: memberOf(a, 1).tgName });
    expect(tg.json()).toMatchObject({ error: { code: 'CONTACT_TAKEN', details: { field: 'tgName' } } });
    // Their own contacts again are fine.
    expect((await admin.send('PATCH', `/api/admin/employees?id=${target}`, { email: memberOf(a, 4).email, tgName: memberOf(a, 4).tgName })).statusCode).toBe(200);
    // The e-mail may go only while a Telegram nickname and id remain.
    const noWay = await admin.send('PATCH', `/api/admin/employees?id=${target}`, { email: null });
    expect(noWay.statusCode).toBe(400);
    expect(noWay.json()).toMatchObject({ error: { details: { issues: [{ path: 'email', message: 'validation.signInWay' }] } } });
    const ok = await admin.send('PATCH', `/api/admin/employees?id=${target}`, { email: null, tgId: '31337' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ email: null, tgId: '31337' });
    expect((await admin.send('PATCH', `/api/admin/employees?id=${target}`, { divisionId: bDivisions.get('Склад') })).statusCode).toBe(404);
    expect((await admin.send('PATCH', `/api/admin/employees?id=${id(b, 0)}`, { jobTitle: 'x' })).statusCode).toBe(404);
  });
});

describe('fire and block', () => {
  it('fires from a date, takes it back, and a future date changes nothing yet', async () => {
    const admin = await as(a, 0);
    const target = id(a, 3);
    const fired = await admin.post(`/api/admin/employees/fire?id=${target}`, { firedOn: new Date().toISOString().slice(0, 10) });
    expect(fired.statusCode, fired.body).toBe(200);
    expect(fired.json()).toMatchObject({ state: 'fired' });
    expect((await table(admin, 'state=fired')).items.map((e) => e.id)).toEqual([target]);
    const directory = (await (await as(a, 1)).get('/api/employees?limit=100')).json() as { items: { id: number }[] };
    expect(directory.items.map((e) => e.id)).not.toContain(target);
    const planned = await admin.post(`/api/admin/employees/fire?id=${target}`, { firedOn: '2999-12-31' });
    expect(planned.json()).toMatchObject({ state: 'active', firedOn: '2999-12-31' });
    const back = await admin.post(`/api/admin/employees/fire?id=${target}`, { firedOn: null });
    expect(back.json()).toMatchObject({ state: 'active', firedOn: null });
  });

  it('blocks and unblocks; blocking wins over firing', async () => {
    const admin = await as(a, 0);
    const target = id(a, 2);
    const blocked = await admin.post(`/api/admin/employees/block?id=${target}`, { blocked: true });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const first = blocked.json() as AdminEmployee;
    expect(first.state).toBe('blocked');
    expect(first.blockedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const again = (await admin.post(`/api/admin/employees/block?id=${target}`, { blocked: true })).json() as AdminEmployee;
    expect(again.blockedAt).toBe(first.blockedAt);
    await admin.post(`/api/admin/employees/fire?id=${target}`, { firedOn: '2000-01-01' });
    expect((await table(admin, 'state=blocked')).items.map((e) => e.id)).toEqual([target]);
    expect((await table(admin, 'state=fired')).items.map((e) => e.id)).toEqual([]);
    expect((await (await as(a, 1)).get(`/api/employees/profile?id=${target}`)).statusCode).toBe(404);
    const unblocked = await admin.post(`/api/admin/employees/block?id=${target}`, { blocked: false });
    expect(unblocked.json()).toMatchObject({ state: 'fired', blockedAt: null });
    await admin.post(`/api/admin/employees/fire?id=${target}`, { firedOn: null });
    expect((await membershipOf(a, target))).toMatchObject({ blocked: false, fired_on: null });
  });

  it('refuses to fire or block oneself (409 SELF_ACTION) and 404s for a non-member', async () => {
    const admin = await as(a, 0);
    const self = id(a, 0);
    for (const [path, body] of [['fire', { firedOn: '2020-01-01' }], ['block', { blocked: true }]] as const) {
      const res = await admin.post(`/api/admin/employees/${path}?id=${self}`, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: { code: 'SELF_ACTION' } });
      expect((await admin.post(`/api/admin/employees/${path}?id=999999`, body)).statusCode).toBe(404);
    }
    expect(await membershipOf(a, self)).toMatchObject({ fired_on: null, blocked: false });
  });
});
