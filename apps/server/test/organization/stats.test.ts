/**
 * The community's statistics since the project start (SPEC §2 Main page): counted from completed
 * thanks between members only — canceled and waiting ones do not count, additions add points but
 * are not thanks of their own — for every member, and never another community's.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { organizations } from '../../src/db/schema.ts';
import { cancelTransfer } from '../../src/modules/history/service.ts';
import { createAddition, createTransfer } from '../../src/modules/transfers/index.ts';
import { Client, createOrg, createTestApp, createTestDb } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

describe('community statistics', () => {
  it('counts completed thanks, their points with additions, the people thanked and the most named value', async () => {
    const org = await createOrg(db, { name: 'Stats', members: 4, accrual: 100, values: 2 });
    const other = await createOrg(db, { name: 'Elsewhere', members: 2, accrual: 100 });
    await db.update(organizations).set({ transactionCancelTime: 600, approvalThreshold: 40 }).where(sql`${organizations.id} = ${org.id}`);
    const [a, b, c, d] = org.members.map((m) => ({ userId: m.id, organizationId: org.id }));
    const [v0, v1] = org.valueIds;
    const thanks = (from: typeof a, to: number, amount: number, valueId: number | null) =>
      createTransfer(db, from!, { recipientId: to, amount, message: 'Спасибо!', valueId, isAnonymous: false }, randomUUID());

    const member = new Client(app);
    await member.signIn(org.members[3]!.email);
    expect((await member.get('/api/organization/stats')).json()).toMatchObject({ thanksSent: 0, pointsMoved: 0, peopleThanked: 0, topValue: null });

    const first = await thanks(a, b!.userId, 10, v1!);
    await thanks(b, c!.userId, 5, v1!);
    await thanks(c, b!.userId, 7, v0!);
    await thanks(d, a!.userId, 3, null);
    await createAddition(db, d!, { transferId: first.id, amount: 4, message: '+' }, randomUUID());
    // Not counted: a canceled thanks and one waiting for a controller.
    const canceled = await thanks(a, c!.userId, 20, v0!);
    await cancelTransfer(db, a!, canceled.id);
    await thanks(b, d!.userId, 50, v0!);
    // Another community's thanks never count here.
    const [x, y] = other.members;
    await createTransfer(db, { userId: x!.id, organizationId: other.id }, { recipientId: y!.id, amount: 9, message: 'x', valueId: null, isAnonymous: false }, randomUUID());

    const stats = (await member.get('/api/organization/stats')).json();
    expect(stats).toEqual({
      since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      thanksSent: 4,
      pointsMoved: 10 + 5 + 7 + 3 + 4,
      peopleThanked: 3,
      topValue: { id: v1, name: 'Stats value 1', thanks: 2 },
    });
  });

  it('needs a session and a community', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/organization/stats' })).statusCode).toBe(401);
  });
});
