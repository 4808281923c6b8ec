/**
 * Prepared statements (src/db/prepared.ts) on the test database of the project (PGlite in
 * 'server', PostgreSQL in 'server-pg'): the rows are those of an unprepared query, errors keep
 * their SQLSTATE and constraint, and a statement never runs inside another caller's transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client.ts';
import { queryPrepared } from '../../src/db/prepared.ts';
import { sqlConstraint, sqlState } from '../../src/db/sqlState.ts';
import { createTestDb } from '../helpers.ts';

let db: Db;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  await db.execute(sql`create table prepared_probe (id serial primary key, n int not null check (n >= 0))`);
});
afterAll(async () => cleanup());

const probe = (id: number, label: string) =>
  sql`select ${id}::int as id, ${label}::text as label, ${BigInt(2) ** BigInt(40)}::bigint as big, true as yes, null::text as nothing,
             json_build_object('a', 1, 'b', ${label}::text) as doc, '2026-01-02T03:04:05.678Z'::timestamptz as at,
             '7c9e6679-7425-40de-944b-e07fc1f90ae7'::uuid as uid, array[1, 2, 3]::int[] as list`;

describe('queryPrepared', () => {
  it('returns the rows an unprepared query returns, the first time and every time after', async () => {
    for (let i = 0; i < 8; i++) {
      const label = `probe ${i} 'quoted' \\ ${'ё'.repeat(i)}`;
      expect(await queryPrepared(db, probe(i, label))).toEqual(await queryRows(db, probe(i, label)));
    }
  });

  it('keeps the SQLSTATE and the constraint of a refused statement, and the statement stays usable', async () => {
    const insert = (n: number) => sql`insert into prepared_probe (n) values (${n}::int) returning id`;
    const err = await queryPrepared(db, insert(-1)).catch((e: unknown) => e);
    expect(sqlState(err)).toBe('23514');
    expect(sqlConstraint(err)).toBe('prepared_probe_n_check');
    expect(await queryPrepared<{ id: number }>(db, insert(1))).toHaveLength(1);
    expect(await queryRows(db, sql`select count(*)::int as n from prepared_probe`)).toEqual([{ n: 1 }]);
  });

  it('never runs inside a transaction another caller has open', async () => {
    let inserted!: () => void;
    const insertedSignal = new Promise<void>((resolve) => (inserted = resolve));
    const rolledBack = db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into prepared_probe (n) values (100)`);
        inserted();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await insertedSignal;
    // Run in the open transaction, it would count the row that is never committed.
    const [seen] = await queryPrepared<{ n: number }>(db, sql`select count(*)::int as n from prepared_probe where n = 100`);
    expect(seen?.n).toBe(0);
    expect(await rolledBack).toBe('rolled back');
  });
});
