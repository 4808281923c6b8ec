/**
 * The permission matrix on every route of the table (docs/permissions.md; SPEC §6): without a
 * session every `auth: true` route is 401; each `admin: true` route is 403 for a member, a manager
 * and a controller and passes the check for an admin (whatever the handler then answers); and no
 * route answers a foreign admin with data of this community — their ids are 404, their lists
 * hold only their own. The table is read at run time, so a new route is covered as it is added.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, routes } from '@gratia/contracts';
import type { Db } from '../../src/db/client.ts';
import { privilegedRoles } from '../../src/db/schema.ts';
import { Client, createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let org: TestOrg;
const as = memberClients(() => app);

type Def = { method: string; path: string; auth: boolean; admin?: boolean };
const table = Object.entries(routes as unknown as Record<string, Def>);

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
  await db.insert(privilegedRoles).values([
    { organizationId: org.id, userId: memberOf(org, 1).id, role: 'M', roleName: 'Менеджер' },
    { organizationId: org.id, userId: memberOf(org, 2).id, role: 'C', roleName: 'Контролёр' },
  ]);
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
});
