/**
 * PGlite under load (src/db/client.ts): it runs one query or transaction at a time, in the order
 * they reach it, and turns the event loop before each, so the server reads requests and sends
 * answers between queued queries instead of after all of them. PGlite only (the 'server' project).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbHandle } from '../../src/db/client.ts';
import { queryPrepared } from '../../src/db/prepared.ts';
import { createTestDb } from '../helpers.ts';

let db: Db;
let handle: DbHandle;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ db, handle, cleanup } = await createTestDb());
});
afterAll(async () => cleanup());

describe.skipIf(process.env.GRATIA_TEST_DB === 'postgres')('PGlite under load', () => {
  it('turns the event loop between queued queries and runs them in the order they reached the database', async () => {
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
});
