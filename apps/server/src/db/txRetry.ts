/**
 * Database transactions that survive PostgreSQL's concurrency errors (ARCHITECTURE "Ledger": every
 * movement of points is one transaction; under concurrency PostgreSQL may abort one of two).
 */
import type { Db, Tx } from './client.ts';
import { sqlState } from './sqlState.ts';

/** SQLSTATEs worth retrying: serialization failure and deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);

/**
 * Runs `fn` (one statement, or a whole transaction), running it again up to `attempts` times in all
 * (with a short random backoff) when PostgreSQL reports a serialization failure (40001) or a
 * deadlock (40P01). A single statement is its own transaction: a failed one wrote nothing.
 */
export async function withRetry<T>(fn: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      const state = sqlState(err);
      if (attempt >= attempts || !state || !RETRYABLE.has(state)) throw err;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20));
    }
  }
}

/**
 * Runs `fn` in a database transaction, retrying up to `attempts` times (with a short random backoff)
 * when PostgreSQL reports a serialization failure (40001) or a deadlock (40P01).
 */
export async function withTxRetry<T>(db: Db, fn: (tx: Tx) => Promise<T>, attempts = 5): Promise<T> {
  return withRetry(() => db.transaction(fn), attempts);
}
