/**
 * The request-limit counters themselves (modules/rateLimits): the growing lockout doubles up to
 * its cap and stays there however many requests keep coming — it never overflows into an error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { countHit, MAX_LOCKOUT_SECONDS } from '../../src/modules/rateLimits/queries.ts';
import { createTestDb } from '../helpers.ts';

let db: Db;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
});
afterAll(async () => cleanup());

describe('countHit with a growing lockout', () => {
  it('doubles the lockout with each refused request, caps it at a day, and keeps answering after 200 refusals', async () => {
    const rule = { max: 1, windowSeconds: 600, backoff: true };
    const first = await countHit(db, 'test:hammer', rule);
    expect(first.hits).toBe(1);
    const lockouts: number[] = [];
    for (let i = 0; i < 200; i++) {
      const hit = await countHit(db, 'test:hammer', rule);
      expect(hit.hits).toBeGreaterThan(rule.max);
      lockouts.push(Math.round(hit.ttlMs / 1000));
    }
    // 600 s, 1200 s, 2400 s, … then the cap.
    expect(lockouts.slice(0, 3).map((s) => Math.round(s / 100) * 100)).toEqual([600, 1200, 2400]);
    expect(Math.max(...lockouts)).toBeLessThanOrEqual(MAX_LOCKOUT_SECONDS);
    expect(lockouts.at(-1)).toBeGreaterThan(MAX_LOCKOUT_SECONDS - 60);
  });
});
