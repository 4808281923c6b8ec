/**
 * The Idempotency-Key header (SPEC §7; contracts `IDEMPOTENCY_HEADER`) of the calls that create
 * movements: POST /api/transfers, POST /api/transfers/additions and POST /api/admin/transfers. A missing or malformed key is a
 * 400 VALIDATION_ERROR with one issue `{ path: 'idempotency-key', message: 'validation.idempotencyKey',
 * location: 'headers' }`, and nothing is written.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { createTransfer } from '../../src/modules/transfers/index.ts';
import { count, createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let org: TestOrg;
/** A thanks of member 1 to member 2 that member 0 adds to. */
let thanksId: number;
const as = memberClients(() => app);

beforeAll(async () => {
  const t = await createTestDb();
  db = t.db;
  cleanup = t.cleanup;
  app = (await createTestApp(db)).app;
  org = await createOrg(db, { name: 'Idem', members: 3, accrual: 50 });
  thanksId = (
    await createTransfer(db, { userId: memberOf(org, 1).id, organizationId: org.id }, { recipientId: memberOf(org, 2).id, amount: 1, message: 'x', valueId: null, isAnonymous: false }, randomUUID())
  ).id;
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

const calls = {
  createTransfer: { member: 1, path: '/api/transfers', body: () => ({ recipientId: memberOf(org, 2).id, amount: 1, message: 'спасибо' }) },
  createAddition: { member: 0, path: '/api/transfers/additions', body: () => ({ transferId: thanksId, amount: 1 }) },
  createAdminTransfer: {
    member: 0,
    path: '/api/admin/transfers',
    body: () => ({ userId: memberOf(org, 2).id, direction: 'credit', account: 'distribution', amount: 1, reason: 'премия' }),
  },
} as const;

describe.each(Object.entries(calls))('%s', (_name, call) => {
  it.each([
    ['missing', undefined],
    ['not a UUID', 'not-a-uuid'],
    ['empty', ''],
  ])('refuses a %s key with the one header issue and writes nothing', async (_label, key) => {
    const c = await as(org, call.member);
    const before = await count(db, 'transactions');
    const res = await c.post(call.path, call.body(), key === undefined ? {} : { headers: { 'idempotency-key': key } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { issues: [{ path: 'idempotency-key', message: 'validation.idempotencyKey', location: 'headers' }] },
    });
    expect(await count(db, 'transactions')).toBe(before);
  });

  it('accepts a UUID in any case and treats it as one key', async () => {
    const c = await as(org, call.member);
    const key = randomUUID();
    const first = await c.post(call.path, call.body(), { headers: { 'idempotency-key': key.toUpperCase() } });
    expect(first.statusCode, first.body).toBe(200);
    const again = await c.post(call.path, call.body(), { headers: { 'idempotency-key': key } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().id).toBe(first.json().id);
  });
});
