/**
 * The roles tab's calls (SPEC §2 Organization settings 'roles', §6; docs/decisions/0021): admins
 * grant and revoke 'A', 'M' (for the community or one division) and 'C'; every change is logged
 * with who made it; a member who is not an admin, and an admin of another community, can do
 * nothing here; an admin cannot take their own administrator role; fired people get no role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RoleChangesPage, RoleGrant, RoleGrantsResponse } from '@gratia/contracts';
import type { Db } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/client.ts';
import { memberships } from '../../src/db/schema.ts';
import { createDivisions } from '../../src/modules/people/index.ts';
import { createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let org: TestOrg;
let other: TestOrg;
let sales: number;
let foreignDivision: number;
const as = memberClients(() => app);
const id = (i: number) => memberOf(org, i).id;

/** The roles list as admin 3 sees it (admin 0 loses the role in the third test). */
const grants = async () => ((await (await as(org, 3)).get('/api/admin/roles')).json() as RoleGrantsResponse).items;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  org = await createOrg(db, { name: 'Acme', members: 6, accrual: 0 });
  other = await createOrg(db, { name: 'Bolt', members: 2, accrual: 0 });
  sales = (await createDivisions(db, org.id, [{ name: 'Продажи' }])).get('Продажи')!;
  foreignDivision = (await createDivisions(db, other.id, [{ name: 'Склад' }])).get('Склад')!;
  await db.update(memberships).set({ firedOn: '2020-01-01' }).where(sql`${memberships.userId} = ${id(5)}`);
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

describe('granting and revoking roles', () => {
  it('grants a controller, a manager of a division and another admin, each logged with its author', async () => {
    const admin = await as(org, 0);
    const granted: RoleGrant[] = [];
    for (const body of [
      { userId: id(1), role: 'C' },
      { userId: id(2), role: 'M', divisionId: sales },
      { userId: id(3), role: 'A' },
    ]) {
      const res = await admin.post('/api/admin/roles', body);
      expect(res.statusCode, res.body).toBe(200);
      granted.push(res.json() as RoleGrant);
    }
    expect(granted.map((g) => [g.user.id, g.role, g.division?.name ?? null, g.grantedBy?.id])).toEqual([
      [id(1), 'C', null, id(0)],
      [id(2), 'M', 'Продажи', id(0)],
      [id(3), 'A', null, id(0)],
    ]);
    // The list: admins first (the org's first admin, granted before grants were recorded, has no author), then controllers, then managers.
    expect((await grants()).map((g) => [g.user.id, g.role])).toEqual([
      [id(0), 'A'],
      [id(3), 'A'],
      [id(1), 'C'],
      [id(2), 'M'],
    ]);
    // The new admin can use admin calls at once; the controller still cannot.
    expect((await (await as(org, 3)).get('/api/admin/roles')).statusCode).toBe(200);
    expect((await (await as(org, 1)).get('/api/admin/roles')).statusCode).toBe(403);
    // The profile of the new admin says so (SPEC §3 Profile info).
    const me = (await (await as(org, 3)).get('/api/profile/me')).json() as { privileged: { role: string }[] };
    expect(me.privileged.map((p) => p.role)).toEqual(['A']);
  });

  it('refuses a role twice, a division for a non-manager, a foreign division, a fired member and a stranger', async () => {
    const admin = await as(org, 0);
    const cases: [unknown, number, string][] = [
      [{ userId: id(1), role: 'C' }, 409, 'ROLE_EXISTS'],
      [{ userId: id(4), role: 'C', divisionId: sales }, 400, 'VALIDATION_ERROR'],
      [{ userId: id(4), role: 'M', divisionId: foreignDivision }, 404, 'NOT_FOUND'],
      [{ userId: id(5), role: 'C' }, 404, 'USER_NOT_FOUND'],
      [{ userId: memberOf(other, 1).id, role: 'A' }, 404, 'USER_NOT_FOUND'],
      [{ userId: id(4), role: 'X' }, 400, 'VALIDATION_ERROR'],
    ];
    const before = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from role_changes`);
    for (const [body, status, code] of cases) {
      const res = await admin.post('/api/admin/roles', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
    expect(await queryRows<{ n: number }>(db, sql`select count(*)::int as n from role_changes`)).toEqual(before);
  });

  it('revokes a role and logs it; an admin cannot take their own administrator role', async () => {
    const admin = await as(org, 0);
    const all = await grants();
    const controller = all.find((g) => g.role === 'C')!;
    const own = all.find((g) => g.user.id === id(0))!;
    expect((await admin.send('DELETE', `/api/admin/roles?id=${controller.id}`)).statusCode).toBe(200);
    const self = await admin.send('DELETE', `/api/admin/roles?id=${own.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.code).toBe('SELF_ACTION');
    // Another admin may take it.
    expect((await (await as(org, 3)).send('DELETE', `/api/admin/roles?id=${own.id}`)).statusCode).toBe(200);
    expect((await admin.get('/api/admin/roles')).statusCode).toBe(403);

    const log = (await (await as(org, 3)).get('/api/admin/roles/log?limit=3')).json() as RoleChangesPage;
    expect(log.items.map((c) => [c.action, c.role, c.user.id, c.actor.id])).toEqual([
      ['revoke', 'A', id(0), id(3)],
      ['revoke', 'C', id(1), id(0)],
      ['grant', 'A', id(3), id(0)],
    ]);
    expect(log.nextCursor).not.toBeNull();
    const rest = (await (await as(org, 3)).get(`/api/admin/roles/log?limit=3&cursor=${log.nextCursor}`)).json() as RoleChangesPage;
    expect(rest.items.map((c) => [c.action, c.role, c.user.id])).toEqual([
      ['grant', 'M', id(2)],
      ['grant', 'C', id(1)],
    ]);
    expect(rest.nextCursor).toBeNull();
  });

  it('gives nothing away to a member or another community’s admin: 403 for every call, and foreign ids are 404', async () => {
    const member = await as(org, 4);
    const foreignAdmin = await as(other, 0);
    const mine = (await grants())[0]!;
    for (const c of [member]) {
      expect((await c.get('/api/admin/roles')).statusCode).toBe(403);
      expect((await c.get('/api/admin/roles/log')).statusCode).toBe(403);
      expect((await c.post('/api/admin/roles', { userId: id(4), role: 'A' })).statusCode).toBe(403);
      expect((await c.send('DELETE', `/api/admin/roles?id=${mine.id}`)).statusCode).toBe(403);
    }
    // The other community's admin sees only their own, and cannot touch ours.
    const theirs = ((await foreignAdmin.get('/api/admin/roles')).json() as RoleGrantsResponse).items;
    expect(theirs.map((g) => g.user.id)).toEqual([memberOf(other, 0).id]);
    expect((await foreignAdmin.send('DELETE', `/api/admin/roles?id=${mine.id}`)).statusCode).toBe(404);
    expect((await foreignAdmin.post('/api/admin/roles', { userId: id(4), role: 'A' })).statusCode).toBe(404);
    expect(((await foreignAdmin.get('/api/admin/roles/log')).json() as RoleChangesPage).items).toEqual([]);
    expect((await grants()).some((g) => g.id === mine.id)).toBe(true);
  });
});
