/**
 * The global admin (SPEC §1, §2 /global_admin, §6; DOMAIN §6.5; docs/decisions/0034) through the
 * API: only a superuser passes — a member, a community admin and another community's admin are 403
 * on every route before the input is read, and nothing is written or logged; a superuser lists and
 * searches every community, creates a root community with a first admin (found by e-mail or a new
 * person), hires into any community and division, sets and deletes periods, emits points to one
 * member or everyone (balanced in the ledger, idempotent, refused without an active period) and
 * assigns Telegram groups; an unknown community is 404, another community's object too; each action
 * writes one audit line in its transaction and a refusal writes none; the log reads filtered.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, routes, type AuditPage, type GlobalCommunitiesPage } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import type { Client } from '../helpers.ts';
import { checkLedgerInvariants } from '../../src/modules/ledger/index.ts';
import { users } from '../../src/db/schema.ts';
import { balanceOf, count, createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let hub: TestOrg;
let acme: TestOrg;
let far: TestOrg;
const as = memberClients(() => app);
let su: Client;

type Def = { method: string; path: string; superuser?: boolean };
const superRoutes = Object.entries(routes as unknown as Record<string, Def>).filter(([, d]) => d.superuser);
const key = () => ({ headers: { 'idempotency-key': randomUUID() } });
const audits = () => count(db, 'global_admin_audit');

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  hub = await createOrg(db, { name: 'Hub', members: 1, accrual: 0 });
  acme = await createOrg(db, { name: 'Acme', members: 3, accrual: 10 });
  far = await createOrg(db, { name: 'Far', members: 2, accrual: 10, activePeriod: false });
  await db.update(users).set({ superuser: true }).where(sql`${users.id} = ${memberOf(hub, 0).id}`);
  su = await as(hub, 0);
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

async function call(c: Client, def: Def) {
  const url = `${API_PREFIX}${def.path}`;
  if (def.method === 'GET') return c.get(url);
  return c.send(def.method as 'POST', url, {}, { 'idempotency-key': randomUUID() });
}

describe('who may call the global admin', () => {
  it('refuses every superuser route to a member, a community admin and another community’s admin, writing nothing', async () => {
    expect(superRoutes.length).toBe(14);
    const before = await audits();
    for (const [org, i] of [[acme, 1], [acme, 0], [far, 0]] as const) {
      const c = await as(org, i);
      for (const [name, def] of superRoutes) {
        const res = await call(c, def);
        expect([res.statusCode, res.json().error?.code], `${name} as ${org.id}/${i}`).toEqual([403, 'FORBIDDEN']);
      }
    }
    // Even with a valid body.
    const admin = await as(acme, 0);
    const res = await admin.post('/api/global/communities', { name: 'Sneaky', admin: { email: memberOf(acme, 0).email } });
    expect(res.statusCode).toBe(403);
    expect(await audits()).toBe(before);
  });

  it('lets the superuser through every check', async () => {
    for (const [name, def] of superRoutes) {
      const res = await call(su, def);
      expect(res.statusCode, `${name}: ${res.body}`).not.toBe(403);
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(500);
    }
  });
});

describe('communities', () => {
  it('lists every community with members, admins and the active period, and searches by part of the name', async () => {
    const page = (await su.get('/api/global/communities?pageSize=100')).json() as GlobalCommunitiesPage;
    const acmeRow = page.items.find((c) => c.id === acme.id);
    expect(acmeRow).toMatchObject({ name: 'Acme', parent: null, members: 3, admins: [{ id: memberOf(acme, 0).id }] });
    expect(acmeRow?.activePeriod).not.toBeNull();
    expect(page.items.find((c) => c.id === far.id)?.activePeriod).toBeNull();
    const found = (await su.get('/api/global/communities?q=CM')).json() as GlobalCommunitiesPage;
    expect(found.items.map((c) => c.name)).toEqual(['Acme']);
    expect(found.total).toBe(1);
    const paged = (await su.get('/api/global/communities?pageSize=1&page=2')).json() as GlobalCommunitiesPage;
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBe(page.total);
  });

  it('creates a root community with an existing person as its first admin, and logs it', async () => {
    const before = await audits();
    const res = await su.post('/api/global/communities', { name: 'Северный филиал', admin: { email: memberOf(acme, 2).email.toUpperCase() } });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({ name: 'Северный филиал', parent: null, members: 1, admins: [{ id: memberOf(acme, 2).id }], activePeriod: null });
    expect(await audits()).toBe(before + 1);
    const log = (await su.get(`/api/global/audit?organizationId=${created.id}`)).json() as AuditPage;
    expect(log.items).toMatchObject([{ action: 'community_created', organization: { id: created.id }, targetId: created.id, actor: { id: memberOf(hub, 0).id } }]);
    // The new admin is an admin there.
    const grants = await queryRows<{ role: string }>(db, sql`select role from privileged_roles where organization_id = ${created.id} and user_id = ${memberOf(acme, 2).id}`);
    expect(grants.map((g) => g.role)).toEqual(['A']);
  });

  it('creates one with a new person, who needs both names', async () => {
    const before = await audits();
    const orgsBefore = await count(db, 'organizations');
    const missing = await su.post('/api/global/communities', { name: 'Южный филиал', admin: { email: 'new.admin@example.test', firstName: 'Анна' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.issues).toMatchObject([{ path: 'admin.surname', message: 'validation.required' }]);
    expect(await count(db, 'organizations')).toBe(orgsBefore);
    const ok = await su.post('/api/global/communities', { name: 'Южный филиал', admin: { email: 'new.admin@example.test', firstName: 'Анна', surname: 'Петрова' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().admins).toMatchObject([{ firstName: 'Анна', surname: 'Петрова' }]);
    expect(await audits()).toBe(before + 1);
  });

  it('refuses a root name taken in any case (409 on the name), writing nothing', async () => {
    const before = await audits();
    const orgsBefore = await count(db, 'organizations');
    const res = await su.post('/api/global/communities', { name: 'acme', admin: { email: memberOf(acme, 1).email } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'ORGANIZATION_NAME_TAKEN', details: { field: 'name' } });
    expect(await count(db, 'organizations')).toBe(orgsBefore);
    expect(await audits()).toBe(before);
  });
});

describe('employees, periods and Telegram groups of any community', () => {
  it('hires into a chosen community and division with the structure tab’s rules', async () => {
    const [division] = await queryRows<{ id: number }>(db, sql`insert into divisions (organization_id, name) values (${far.id}, 'Склад') returning id`);
    const before = await audits();
    const res = await su.post(`/api/global/employees?organizationId=${far.id}`, { firstName: 'Игорь', surname: 'Смирнов', email: 'igor@example.test', divisionId: division!.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Игорь', division: { id: division!.id, name: 'Склад' } });
    expect(await audits()).toBe(before + 1);
    // Same rules: already a member; a sign-in way; another community's division; unknown community.
    const again = await su.post(`/api/global/employees?organizationId=${far.id}`, { firstName: 'Игорь', surname: 'Смирнов', email: 'igor@example.test' });
    expect(again.json().error.code).toBe('EMPLOYEE_EXISTS');
    const noWay = await su.post(`/api/global/employees?organizationId=${far.id}`, { firstName: 'Игорь', surname: 'Смирнов' });
    expect(noWay.json().error.details.issues).toMatchObject([{ path: 'email', message: 'validation.signInWay' }]);
    const foreign = await su.post(`/api/global/employees?organizationId=${acme.id}`, { firstName: 'Ира', surname: 'Ли', email: 'ira@example.test', divisionId: division!.id });
    expect([foreign.statusCode, foreign.json().error.code]).toEqual([404, 'NOT_FOUND']);
    const unknown = await su.post('/api/global/employees?organizationId=999999', { firstName: 'Ира', surname: 'Ли', email: 'ira@example.test' });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'NOT_FOUND']);
    expect(await audits()).toBe(before + 1);
    expect((await su.get(`/api/global/divisions?organizationId=${far.id}`)).json().items).toMatchObject([{ name: 'Склад' }]);
  });

  it('creates and deletes a scheduled period with the periods’ rules', async () => {
    const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const before = await audits();
    const past = await su.post(`/api/global/periods?organizationId=${far.id}`, { startDate: day(-3), endDate: day(10), accrualAmount: 0 });
    expect(past.json().error.code).toBe('PERIOD_START_IN_PAST');
    const res = await su.post(`/api/global/periods?organizationId=${far.id}`, { startDate: day(3), endDate: day(30), accrualAmount: 50 });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id as number;
    expect((await su.get(`/api/global/periods?organizationId=${far.id}`)).json().items.map((p: { id: number }) => p.id)).toContain(id);
    // Another community's period is unknown here; the active one stays.
    expect((await su.send('DELETE', `/api/global/periods?organizationId=${acme.id}&id=${id}`)).json().error.code).toBe('NOT_FOUND');
    const active = await su.send('DELETE', `/api/global/periods?organizationId=${acme.id}&id=${acme.periodId}`);
    expect([active.statusCode, active.json().error.code]).toEqual([409, 'ACTIVE_PERIOD_LOCKED']);
    expect((await su.send('DELETE', `/api/global/periods?organizationId=${far.id}&id=${id}`)).statusCode).toBe(200);
    expect(await count(db, 'periods')).toBeGreaterThan(0);
    const log = (await su.get(`/api/global/audit?organizationId=${far.id}&action=period_deleted`)).json() as AuditPage;
    expect(log.items).toMatchObject([{ action: 'period_deleted', targetId: id }]);
    expect(await audits()).toBe(before + 2);
  });

  it('assigns, renames and removes Telegram groups of a community', async () => {
    const before = await audits();
    const made = await su.post(`/api/global/telegram-groups?organizationId=${far.id}`, { name: 'Склад', chatId: '-1001234567890' });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().id as number;
    const dup = await su.post(`/api/global/telegram-groups?organizationId=${far.id}`, { name: 'Склад 2', chatId: '-1001234567890' });
    expect(dup.json().error).toMatchObject({ code: 'TELEGRAM_GROUP_TAKEN', details: { field: 'chatId' } });
    expect((await su.send('PATCH', `/api/global/telegram-groups?organizationId=${acme.id}&id=${id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await su.send('PATCH', `/api/global/telegram-groups?organizationId=${far.id}&id=${id}`, { name: 'Склад и логистика' })).json().name).toBe('Склад и логистика');
    expect((await su.get(`/api/global/telegram-groups?organizationId=${far.id}`)).json().items).toHaveLength(1);
    expect((await su.send('DELETE', `/api/global/telegram-groups?organizationId=${far.id}&id=${id}`)).statusCode).toBe(200);
    expect(await audits()).toBe(before + 3);
  });
});

describe('emission', () => {
  it('emits to one member: points created into their received points, a visible row, one audit line, idempotent', async () => {
    const member = memberOf(acme, 1);
    const income = await balanceOf(db, member.id, 'income');
    const before = await audits();
    const body = { organizationId: acme.id, userId: member.id, amount: 25, reason: 'За запуск проекта' };
    const k = key();
    const res = await su.post('/api/global/emissions', body, k);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ organizationId: acme.id, userId: member.id, recipients: 1, amount: 25, total: 25 });
    expect(await balanceOf(db, member.id, 'income')).toBe(income + 25);
    const again = await su.post('/api/global/emissions', body, k);
    expect(again.json()).toEqual(res.json());
    expect(await balanceOf(db, member.id, 'income')).toBe(income + 25);
    const conflict = await su.post('/api/global/emissions', { ...body, amount: 26 }, k);
    expect(conflict.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await audits()).toBe(before + 1);
    const [row] = await queryRows<{ type: string; sender_id: number; message: string }>(
      db,
      sql`select type, sender_id, message from transactions where recipient_id = ${member.id} and type = 'emission'`,
    );
    expect(row).toMatchObject({ type: 'emission', sender_id: memberOf(hub, 0).id, message: 'За запуск проекта' });
    // The member's history shows it received.
    const history = (await (await as(acme, 1)).get('/api/history')).json();
    expect(history.items.find((t: { type: string }) => t.type === 'emission')).toMatchObject({ amount: 25, direction: 'received' });
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);
  });

  it('emits to every active member', async () => {
    const incomes = await Promise.all(acme.members.map((m) => balanceOf(db, m.id, 'income')));
    const res = await su.post('/api/global/emissions', { organizationId: acme.id, amount: 10, reason: 'Новогодний бонус' }, key());
    expect(res.json()).toMatchObject({ userId: null, recipients: 3, total: 30 });
    for (const [i, m] of acme.members.entries()) expect(await balanceOf(db, m.id, 'income')).toBe(incomes[i]! + 10);
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);
  });

  it('refuses without an active period, for a stranger and an unknown community, writing nothing', async () => {
    const before = await audits();
    const tx = await count(db, 'transactions');
    const none = await su.post('/api/global/emissions', { organizationId: far.id, amount: 10, reason: 'x' }, key());
    expect([none.statusCode, none.json().error.code]).toEqual([409, 'NO_ACTIVE_PERIOD']);
    const stranger = await su.post('/api/global/emissions', { organizationId: acme.id, userId: memberOf(far, 0).id, amount: 10, reason: 'x' }, key());
    expect([stranger.statusCode, stranger.json().error.code]).toEqual([404, 'USER_NOT_FOUND']);
    const unknown = await su.post('/api/global/emissions', { organizationId: 999999, amount: 10, reason: 'x' }, key());
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'NOT_FOUND']);
    const noKey = await su.post('/api/global/emissions', { organizationId: acme.id, amount: 10, reason: 'x' });
    expect(noKey.statusCode).toBe(400);
    const bad = await su.post('/api/global/emissions', { organizationId: acme.id, amount: 0, reason: '' }, key());
    expect(bad.json().error.details.issues.map((i: { path: string }) => i.path).sort()).toEqual(['amount', 'reason']);
    expect(await audits()).toBe(before);
    expect(await count(db, 'transactions')).toBe(tx);
  });
});

describe('the audit log', () => {
  it('reads newest first in pages, filtered by action', async () => {
    const first = (await su.get('/api/global/audit?limit=2')).json() as AuditPage;
    expect(first.items).toHaveLength(2);
    expect(first.items[0]!.action).toBe('emission');
    const next = (await su.get(`/api/global/audit?limit=2&cursor=${first.nextCursor}`)).json() as AuditPage;
    expect(next.items[0]!.id).toBeLessThan(first.items[1]!.id);
    const emissions = (await su.get('/api/global/audit?action=emission')).json() as AuditPage;
    expect(emissions.items.every((e) => e.action === 'emission')).toBe(true);
    expect(emissions.items[0]!.details).toMatchObject({ amount: 10, recipients: 3, reason: 'Новогодний бонус' });
    expect((await su.get('/api/global/audit?action=nope')).statusCode).toBe(400);
  });
});
