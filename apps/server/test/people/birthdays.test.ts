/**
 * GET /api/employees/birthdays (SPEC §1 main page 'birthdays (calendar and range)';
 * docs/decisions/0020): birthdays of the caller's community in a range — across the new year, 29
 * February on the 28th in other years, a hidden birth date left out and a hidden year answered as
 * null, fired and blocked members and other communities never — and bad ranges refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BirthdayEntry } from '@gratia/contracts';
import type { Db } from '../../src/db/client.ts';
import { memberships, profiles } from '../../src/db/schema.ts';
import { createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let org: TestOrg;
let other: TestOrg;
const as = memberClients(() => app);

const birthdays = async (from: string, to: string, caller = 0) => {
  const res = await (await as(org, caller)).get(`/api/employees/birthdays?from=${from}&to=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: BirthdayEntry[] }).items.map((e) => [e.person.id, e.date, e.year]);
};
const born = (userId: number, birthDate: string | null, hiddenFields: string[] = []) =>
  db.update(profiles).set({ birthDate, hiddenFields: hiddenFields as never }).where(eq(profiles.userId, userId));

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  org = await createOrg(db, { name: 'Acme', members: 8, accrual: 0 });
  other = await createOrg(db, { name: 'Bolt', members: 2, accrual: 0 });
  const id = (i: number) => memberOf(org, i).id;
  await born(id(1), '1990-12-30');
  await born(id(2), '1985-01-02', ['birthYear']);
  await born(id(3), '1992-02-29');
  await born(id(4), '1991-12-31', ['birthDate']);
  await born(id(5), '1980-12-31');
  await born(id(6), '1979-12-31');
  await born(id(7), '1999-06-15');
  await born(memberOf(other, 1).id, '1990-12-30');
  // Member 5 left, member 6 is blocked.
  await db.update(memberships).set({ firedOn: '2020-01-01' }).where(sql`${memberships.userId} = ${id(5)}`);
  await db.update(memberships).set({ blockedAt: new Date() }).where(sql`${memberships.userId} = ${id(6)}`);
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

describe('birthdays', () => {
  it('lists a range across the new year by date, with the year unless hidden', async () => {
    const id = (i: number) => memberOf(org, i).id;
    expect(await birthdays('2026-12-28', '2027-01-05')).toEqual([
      [id(1), '2026-12-30', 1990],
      [id(2), '2027-01-02', null],
    ]);
  });

  it('puts 29 February on the 28th in other years, and on the 29th in leap years', async () => {
    const id = memberOf(org, 3).id;
    expect(await birthdays('2026-02-27', '2026-03-01')).toEqual([[id, '2026-02-28', 1992]]);
    expect(await birthdays('2028-02-27', '2028-03-01')).toEqual([[id, '2028-02-29', 1992]]);
  });

  it('never lists a hidden birth date, a fired or blocked member, or another community', async () => {
    const ids = (await birthdays('2026-01-01', '2026-12-31')).map(([userId]) => userId);
    for (const i of [4, 5, 6]) expect(ids).not.toContain(memberOf(org, i).id);
    expect(ids).not.toContain(memberOf(other, 1).id);
    expect(ids).toContain(memberOf(org, 7).id);
  });

  it('refuses a range that ends before it starts or is longer than a year, and a date that does not exist', async () => {
    const c = await as(org, 0);
    for (const q of ['from=2026-05-02&to=2026-05-01', 'from=2026-01-01&to=2027-01-02', 'from=2026-02-30&to=2026-03-02', 'from=2026-01-01']) {
      const res = await c.get(`/api/employees/birthdays?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    // 366 days, a leap year's worth, is the most.
    expect((await c.get('/api/employees/birthdays?from=2026-01-01&to=2027-01-01')).statusCode).toBe(200);
  });
});
