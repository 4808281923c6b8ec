/**
 * The permission matrix on every route of the table (docs/permissions.md; SPEC §6): without a
 * session every `auth: true` route is 401; each `admin: true` route is 403 for a member, a manager
 * and a controller and passes the check for an admin (whatever the handler then answers); each
 * route marked with `roles` (approvals: controllers and admins; redistribution: managers,
 * docs/decisions/0023) is 403 for every other role and passes the check for its holders; each
 * `superuser: true` route (the global admin) is 403 for a member, an admin and another community's admin; and no
 * route answers a foreign controller or manager with data of this community — their ids are
 * refused, their lists hold only their own. The table (with the employee file routes registered
 * beside it) is read at run time, so a new route is covered as it is added.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminTransactionFileRoutes, analyticsFileRoutes, API_PREFIX, peopleFileRoutes, routes } from '@gratia/contracts';
import type { Db } from '../../src/db/client.ts';
import { organizations, privilegedRoles } from '../../src/db/schema.ts';
import { Client, createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let org: TestOrg;
let far: TestOrg;
const as = memberClients(() => app);

type Def = { method: string; path: string; auth: boolean; admin?: boolean; roles?: readonly string[]; superuser?: boolean };
// The JSON route table and the routes registered beside it (the employee files, the movements and analytics exports: multipart bodies, .xlsx answers).
const table = Object.entries({ ...routes, ...peopleFileRoutes, ...adminTransactionFileRoutes, ...analyticsFileRoutes } as unknown as Record<string, Def>);

/** A request to `def` with an empty body: the role checks run before the body or query is validated. */
async function call(c: Client, def: Def) {
  const url = `${API_PREFIX}${def.path}`;
  if (def.method === 'GET') return c.get(url);
  return c.send(def.method as 'POST' | 'PATCH' | 'PUT' | 'DELETE', url, {}, { 'idempotency-key': '00000000-0000-4000-8000-000000000000' });
}

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  org = await createOrg(db, { name: 'Acme', members: 4, accrual: 10 });
  far = await createOrg(db, { name: 'Far', members: 3, accrual: 10 });
  await db.insert(privilegedRoles).values([
    { organizationId: org.id, userId: memberOf(org, 1).id, role: 'M', roleName: 'Менеджер' },
    { organizationId: org.id, userId: memberOf(org, 2).id, role: 'C', roleName: 'Контролёр' },
    { organizationId: far.id, userId: memberOf(far, 1).id, role: 'M', roleName: 'Менеджер' },
    { organizationId: far.id, userId: memberOf(far, 2).id, role: 'C', roleName: 'Контролёр' },
  ]);
  await db.update(organizations).set({ approvalThreshold: 5 }).where(sql`${organizations.id} = ${org.id}`);
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

describe('the permission matrix on every route', () => {
  it('asks for a session on every auth route', async () => {
    const anonymous = new Client(app);
    await anonymous.get('/api/auth/csrf');
    for (const [name, def] of table.filter(([, d]) => d.auth)) {
      const res = await call(anonymous, def);
      expect(res.statusCode, name).toBe(401);
    }
  });

  it('keeps admin routes from members, managers and controllers, and lets admins through the check', async () => {
    const adminRoutes = table.filter(([, d]) => d.admin);
    expect(adminRoutes.length).toBeGreaterThan(15);
    for (const i of [3, 1, 2]) {
      const c = await as(org, i);
      for (const [name, def] of adminRoutes) {
        const res = await call(c, def);
        expect([res.statusCode, res.json().error?.code], `${name} as member ${i}`).toEqual([403, 'FORBIDDEN']);
      }
    }
    const admin = await as(org, 0);
    for (const [name, def] of adminRoutes) {
      const res = await call(admin, def);
      expect(res.statusCode, `${name} as admin: ${res.body}`).not.toBe(403);
      expect(res.statusCode, `${name} as admin: ${res.body}`).toBeLessThan(500);
    }
  });

  it('keeps each role route for its roles: 403 for every other role, its holders through the check', async () => {
    const roleRoutes = table.filter(([, d]) => d.roles);
    expect(roleRoutes.map(([name]) => name).sort()).toEqual(['approveThanks', 'createRedistribution', 'declineThanks', 'redistributionScope', 'waitingThanks']);
    // Member 0 is an admin, 1 a manager, 2 a controller, 3 holds no role.
    const held: Record<number, string> = { 0: 'A', 1: 'M', 2: 'C', 3: 'user' };
    for (const i of [0, 1, 2, 3]) {
      const c = await as(org, i);
      for (const [name, def] of roleRoutes) {
        const res = await call(c, def);
        if (def.roles?.includes(held[i]!)) {
          expect(res.statusCode, `${name} as ${held[i]}: ${res.body}`).not.toBe(403);
          expect(res.statusCode, `${name} as ${held[i]}: ${res.body}`).toBeLessThan(500);
        } else {
          expect([res.statusCode, res.json().error?.code], `${name} as ${held[i]}`).toEqual([403, 'FORBIDDEN']);
        }
      }
    }
  });

  it('keeps the global admin’s routes for superusers: 403 for a member, an admin and another community’s admin', async () => {
    const superRoutes = table.filter(([, d]) => d.superuser);
    expect(superRoutes.length).toBeGreaterThan(10);
    for (const [o, i, who] of [[org, 3, 'member'], [org, 0, 'admin'], [far, 0, 'another community’s admin']] as const) {
      const c = await as(o, i);
      for (const [name, def] of superRoutes) {
        const res = await call(c, def);
        expect([res.statusCode, res.json().error?.code], `${name} as ${who}`).toEqual([403, 'FORBIDDEN']);
      }
    }
  });

  it('gives another community’s controller and manager nothing of this one', async () => {
    // A thanks above this community's threshold waits here.
    const sender = await as(org, 3);
    const waiting = await sender.post('/api/transfers', { recipientId: memberOf(org, 0).id, amount: 6, message: 'x' }, { headers: { 'idempotency-key': randomUUID() } });
    expect(waiting.json()).toMatchObject({ status: 'waiting' });
    const id = waiting.json().id as number;
    expect((await (await as(org, 2)).get('/api/approvals')).json().items.map((t: { id: number }) => t.id)).toEqual([id]);

    const controller = await as(far, 2);
    expect((await controller.get('/api/approvals')).json()).toEqual({ items: [], nextCursor: null });
    for (const path of ['/api/approvals/approve', '/api/approvals/decline']) {
      expect((await controller.post(path, { ids: [id] })).json().error).toMatchObject({ code: 'THANKS_NOT_WAITING', details: { ids: [id] } });
    }
    const manager = await as(far, 1);
    expect((await manager.get('/api/redistribution/scope')).json()).toMatchObject({ balance: 10, division: null });
    const give = await manager.post('/api/redistribution', { recipientId: memberOf(org, 3).id, amount: 1 }, { headers: { 'idempotency-key': randomUUID() } });
    expect(give.json().error.code).toBe('USER_NOT_FOUND');
    // Still waiting, untouched.
    expect((await (await as(org, 0)).get('/api/approvals')).json().items.map((t: { id: number }) => t.id)).toEqual([id]);
  });
});
