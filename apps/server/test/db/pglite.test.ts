/**
 * PGlite under load (src/db/pgliteRemote.ts): it runs one query or transaction at a time, in the
 * order they reach it, on a thread of its own, so the server's event loop reads requests and sends
 * answers while queries are queued instead of after all of them; errors and transactions cross the
 * thread intact. PGlite only (the 'server' project).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbHandle } from '../../src/db/client.ts';
import { queryPrepared } from '../../src/db/prepared.ts';
import { sqlState } from '../../src/db/sqlState.ts';
import { createTestDb } from '../helpers.ts';

let db: Db;
let handle: DbHandle;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ db, handle, cleanup } = await createTestDb());
});
afterAll(async () => cleanup());

describe.skipIf(process.env.GRATIA_TEST_DB === 'postgres')('PGlite under load', () => {
  it('lets the event loop run while queries are queued, and runs them in the order they reached the database', async () => {
    expect(handle.kind).toBe('pglite');
    const finished: number[] = [];
    let finishedWhenIoRan = -1;
    const queries = Array.from({ length: 40 }, (_, i) =>
      (i % 2 === 0 ? queryRows(db, sql`select ${i}::int as i`) : queryPrepared(db, sql`select ${i}::int as i`)).then(() => finished.push(i)),
    );
    setImmediate(() => (finishedWhenIoRan = finished.length));
    await Promise.all(queries);
    // Each kind reaches PGlite's lock in the order it was called (an unprepared query takes a few
    // more promise steps to get there): each finishes in that order.
    expect(finished.filter((i) => i % 2 === 0)).toEqual(Array.from({ length: 20 }, (_, i) => 2 * i));
    expect(finished.filter((i) => i % 2 === 1)).toEqual(Array.from({ length: 20 }, (_, i) => 2 * i + 1));
    expect(finishedWhenIoRan).toBeGreaterThanOrEqual(0);
    expect(finishedWhenIoRan).toBeLessThan(40);
  });

  it('keeps a transaction to itself, rolls it back on an error, and brings errors across with their SQLSTATE', async () => {
    await db.execute(sql`create table thread_probe (id int primary key)`);
    const seenOutside: number[] = [];
    const failed = db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (1)`);
        // A query outside the transaction waits for it: it never sees the row that is rolled back.
        void queryRows<{ n: number }>(db, sql`select count(*)::int as n from thread_probe`).then(([r]) => seenOutside.push(r?.n ?? -1));
        await new Promise((resolve) => setTimeout(resolve, 30));
        await tx.execute(sql`insert into thread_probe values (1)`);
      })
      .catch((err: unknown) => err);
    expect(sqlState(await failed)).toBe('23505');
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (2)`);
    });
    expect(await queryRows(db, sql`select id from thread_probe order by id`)).toEqual([{ id: 2 }]);
    expect(seenOutside).toEqual([0]);
  });
});
