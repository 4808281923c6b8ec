/**
 * Recipient suggestions of the thanks form (SPEC §2 New thanks form): GET /api/users/suggestions
 * answers the caller's recent recipients (newest first), then the frequent ones, then the other
 * colleagues — computed from the caller's own thanks in the current organization, cancelled ones
 * left out; never the caller, never someone who is not a member now, never another tenant's
 * user; `limit` bounded, a bad one a 400 with a translatable key.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { USER_SUGGESTIONS_MAX, VALIDATION_MESSAGES, type UserSuggestion } from '@gratia/contracts';
import type { Db } from '../../src/db/client.ts';
import { memberships, transactions } from '../../src/db/schema.ts';
import { Client, createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
/** The caller's organization: member 1 is the caller, 0 the admin, 10 moves to the other one after being thanked. */
let a: TestOrg;
/** Another tenant. */
let b: TestOrg;
const as = memberClients(() => app);
const id = (org: TestOrg, i: number) => memberOf(org, i).id;

const thank = async (c: Client, recipientId: number) => {
  const res = await c.post('/api/transfers', { recipientId, amount: 1, message: 'Спасибо!' }, { headers: { 'idempotency-key': randomUUID() } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number };
};
const suggestions = async (c: Client, query = '') => {
  const res = await c.get(`/api/users/suggestions${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: UserSuggestion[] }).items;
};
const ids = (items: UserSuggestion[]) => items.map((s) => s.id);

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  a = await createOrg(db, { name: 'Acme', members: 11, accrual: 100 });
  b = await createOrg(db, { name: 'Bolt', members: 3, accrual: 100 });

  const caller = await as(a, 1);
  // Oldest first: member 9 three times, 8 twice, 7 once, 10 twice (who then leaves), then 6, 5, 4, 3, 2.
  for (const i of [9, 9, 9, 8, 8, 10, 7, 10, 6, 5, 4, 3, 2]) await thank(caller, id(a, i));
  // Member 10 moves to the other organization; member 2 belongs to both.
  await db.insert(memberships).values([
    { organizationId: b.id, userId: id(a, 10) },
    { organizationId: b.id, userId: id(a, 2) },
  ]);
  await db.delete(memberships).where(sql`${memberships.userId} = ${id(a, 10)} and ${memberships.organizationId} = ${a.id}`);
  // The newest thanks, to the admin, is cancelled within the cancel window: it does not count.
  const admin = await as(a, 0);
  expect((await admin.send('PATCH', '/api/organization/economy', { transactionCancelTime: 600 })).statusCode).toBe(200);
  const cancelled = await thank(caller, id(a, 0));
  expect((await caller.post('/api/transfers/cancel', { id: cancelled.id })).statusCode).toBe(200);
  // Rows the API would refuse, written directly: a thanks of the caller to themself, and one of
  // theirs in the other organization to its member 1 (the caller made a member there too).
  await db.insert(memberships).values({ organizationId: b.id, userId: id(a, 1) });
  await db.insert(transactions).values([
    { organizationId: a.id, periodId: a.periodId!, senderId: id(a, 1), recipientId: id(a, 1), amount: 1, message: 'себе' },
    { organizationId: b.id, periodId: b.periodId!, senderId: id(a, 1), recipientId: id(b, 1), amount: 1, message: 'в другой компании' },
    { organizationId: b.id, periodId: b.periodId!, senderId: id(a, 1), recipientId: id(b, 1), amount: 1, message: 'в другой компании' },
  ]);
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

describe('recipient suggestions', () => {
  it('lists recent recipients newest first, then frequent ones, then the other colleagues alphabetically, with names and photos', async () => {
    const items = await suggestions(await as(a, 1));
    expect(items.map((s) => [s.id, s.reason])).toEqual([
      [id(a, 2), 'recent'],
      [id(a, 3), 'recent'],
      [id(a, 4), 'recent'],
      [id(a, 5), 'recent'],
      [id(a, 6), 'recent'],
      [id(a, 9), 'frequent'],
      [id(a, 8), 'frequent'],
      // Thanked once only (7) and the cancelled thanks' recipient (0): colleagues, by surname.
      [id(a, 0), 'colleague'],
      [id(a, 7), 'colleague'],
    ]);
    expect(items[0]).toEqual({ id: id(a, 2), firstName: 'Имя2', surname: 'Acmeов2', nickname: null, tgName: memberOf(a, 2).tgName, photo: null, jobTitle: null, division: null, reason: 'recent' });
  });

  it('never suggests the caller, someone who is no longer a member, or another tenant’s user', async () => {
    const fromA = ids(await suggestions(await as(a, 1), `?limit=${USER_SUGGESTIONS_MAX}`));
    expect(fromA).not.toContain(id(a, 1));
    expect(fromA).not.toContain(id(a, 10));
    for (const m of b.members) expect(fromA).not.toContain(m.id);
    expect(new Set(fromA).size).toBe(fromA.length);

    // The other tenant sees its own members only (some came from Acme), and nothing of the thanks in Acme.
    const fromB = await suggestions(await as(b, 0));
    expect(fromB.map((s) => [s.id, s.reason])).toEqual([
      [id(a, 1), 'colleague'],
      [id(a, 10), 'colleague'],
      [id(a, 2), 'colleague'],
      [id(b, 1), 'colleague'],
      [id(b, 2), 'colleague'],
    ]);
  });

  it('counts only the thanks of the current organization: switched to the other one, the caller gets its recent recipient', async () => {
    const caller = new Client(app);
    await caller.signIn(memberOf(a, 1).email);
    await db.execute(sql`update users set current_organization_id = ${b.id} where id = ${id(a, 1)}`);
    try {
      const items = await suggestions(caller);
      // Two thanks to Bolt's member 1 there: the most recent, not frequent twice over. Members 10
      // and 2, thanked in Acme, are only colleagues here.
      expect(items.map((s) => [s.id, s.reason])).toEqual([
        [id(b, 1), 'recent'],
        [id(a, 10), 'colleague'],
        [id(a, 2), 'colleague'],
        [id(b, 0), 'colleague'],
        [id(b, 2), 'colleague'],
      ]);
    } finally {
      await db.execute(sql`update users set current_organization_id = ${a.id} where id = ${id(a, 1)}`);
    }
  });

  it('returns at most `limit`, filling from the top', async () => {
    const caller = await as(a, 1);
    expect((await suggestions(caller, '?limit=3')).map((s) => [s.id, s.reason])).toEqual([
      [id(a, 2), 'recent'],
      [id(a, 3), 'recent'],
      [id(a, 4), 'recent'],
    ]);
    expect((await suggestions(caller, '?limit=6')).map((s) => s.reason)).toEqual(['recent', 'recent', 'recent', 'recent', 'recent', 'frequent']);
    expect(await suggestions(caller, '?limit=1')).toHaveLength(1);
    // The default is 12; there are 9 to suggest.
    expect(await suggestions(caller)).toHaveLength(9);
  });

  it('refuses a limit out of bounds or not a number with a 400 naming the field and a translatable key', async () => {
    const caller = await as(a, 1);
    const cases: [string, string][] = [
      ['0', 'validation.tooSmall'],
      [String(USER_SUGGESTIONS_MAX + 1), 'validation.tooBig'],
      ['-1', 'validation.integer'],
      ['2.5', 'validation.integer'],
      ['abc', 'validation.integer'],
    ];
    for (const [limit, key] of cases) {
      const res = await caller.get(`/api/users/suggestions?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      const error = res.json().error as { code: string; details: { issues: { path: string; message: string }[] } };
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.details.issues.map((i) => [i.path, i.message]), limit).toEqual([['limit', key]]);
      expect(VALIDATION_MESSAGES).toContain(key);
    }
  });

  it('needs a session, and is in the OpenAPI document', async () => {
    const res = await new Client(app).get('/api/users/suggestions');
    expect(res.statusCode).toBe(401);
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(doc.paths).toHaveProperty('/api/users/suggestions');
  });
});
