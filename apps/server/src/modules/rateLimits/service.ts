/**
 * Request limits kept in the database (README "Security", docs/decisions/0011-sign-in-limits.md):
 * the rows live in PostgreSQL (or PGlite), so every API process on one database sees the same
 * counts. Two ways in: {@link takeLimit} / {@link returnLimit} for limits a service keys itself
 * (a login), and {@link rateLimitStore}, the store of @fastify/rate-limit for limits keyed by the
 * request (the client address, everyone).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db, Executor } from '../../db/client.ts';
import { countHit, deleteStaleLimits, uncountHit, type LimitRule } from './queries.ts';

/** Every this many counted requests, a process deletes the rows that limit nothing any more. */
const PRUNE_EVERY = 500;
let counted = 0;

/** Counts one request of `key` (and now and then deletes stale rows); see {@link countHit}. */
async function count(db: Executor, key: string, rule: LimitRule): Promise<{ hits: number; ttlMs: number }> {
  counted += 1;
  if (counted % PRUNE_EVERY === 0) await deleteStaleLimits(db);
  return countHit(db, key, rule);
}

/** The outcome of {@link takeLimit}: allowed, or refused for `retryAfter` seconds; `left` requests remain in the window. */
export interface LimitResult {
  allowed: boolean;
  /** Seconds until the window or the lockout ends (at least 1). */
  retryAfter: number;
  /** Requests left before the limit (0 when refused). */
  left: number;
}

/**
 * Counts one request of `key` under `rule`: allowed while the window holds at most `rule.max`;
 * a refused request (with `rule.backoff`) lengthens the key's lockout. Give the request back with
 * {@link returnLimit} when it should not count after all.
 */
export async function takeLimit(db: Executor, key: string, rule: LimitRule): Promise<LimitResult> {
  const { hits, ttlMs } = await count(db, key, rule);
  return { allowed: hits <= rule.max, retryAfter: Math.max(1, Math.ceil(ttlMs / 1000)), left: Math.max(0, rule.max - hits) };
}

/** Gives back one request counted by {@link takeLimit} for `key` (no-op once its window ended). */
export async function returnLimit(db: Executor, key: string): Promise<void> {
  await uncountHit(db, key);
}

/** What the store reads of the options @fastify/rate-limit hands it (its own, merged with a route's or a `createRateLimit` call's). */
type StoreOptions = object & {
  /** @fastify/rate-limit's option: renew the limitation, growing exponentially, while requests keep coming. */
  exponentialBackoff?: boolean;
};

/**
 * The custom store of @fastify/rate-limit on the `rate_limits` table of `db` (pass the class as the
 * plugin's `store`). `incr(key, cb, timeWindow ms, max)` counts with {@link takeLimit}'s SQL;
 * `exponentialBackoff: true` in the plugin's or a limiter's options turns on the growing lockout
 * (see {@link LimitRule.backoff}); `child` serves per-route and `createRateLimit` options.
 */
export function rateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly backoff: boolean;
    constructor(options: object) {
      this.backoff = (options as StoreOptions).exponentialBackoff === true;
    }

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number, max: number): void {
      count(db, key, { max, windowSeconds: timeWindow / 1000, backoff: this.backoff }).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(options: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(options);
    }
  };
}
