/**
 * The SQL of request limits (README "Security"): each statement is one atomic upsert or update on
 * the key's row, so concurrent requests of any number of API processes count exactly.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';

/** A limit: at most `max` requests per `windowSeconds`; with `backoff`, passing it locks the key out for a growing time. */
export interface LimitRule {
  max: number;
  windowSeconds: number;
  /**
   * Growing lockout: every refused request locks the key for `windowSeconds × 2^strikes` from now
   * (at most {@link MAX_LOCKOUT_SECONDS}) and adds a strike; strikes are forgotten a day after the
   * last one. Without it the key is refused until its window ends.
   */
  backoff: boolean;
}

/** The longest lockout, seconds (a day). */
export const MAX_LOCKOUT_SECONDS = 86_400;

/**
 * Strikes counted at most: 2^30 windows are far past any lockout cap, and the doubling is computed
 * on this bounded exponent in float seconds, so no number of refused requests overflows an interval.
 */
export const MAX_STRIKES = 30;

/** How long strikes are remembered after the last one, seconds (a day). */
export const STRIKE_MEMORY_SECONDS = 86_400;

/**
 * Counts one request of `key` under `rule` and returns the count of its window (`hits`; above
 * `rule.max` means refused) and the milliseconds until the window or the lockout ends.
 */
export async function countHit(db: Executor, key: string, rule: LimitRule): Promise<{ hits: number; ttlMs: number }> {
  const window = sql`make_interval(secs => ${rule.windowSeconds}::float8)`;
  const live = sql`r.reset_at > now()`;
  const refused = sql`(${live} and r.hits + 1 > ${rule.max}::int and ${rule.backoff}::boolean)`;
  const strikes = sql`(case when r.struck_at is null or r.struck_at < now() - make_interval(secs => ${STRIKE_MEMORY_SECONDS}) then 0 else r.strikes end)`;
  const [row] = await queryRows<{ hits: number; ttl_ms: number }>(
    db,
    sql`insert into rate_limits as r (key, hits, reset_at, strikes)
        values (${key}, 1, now() + ${window}, 0)
        on conflict (key) do update set
          hits = case when ${live} then r.hits + 1 else 1 end,
          reset_at = case
            when not ${live} then now() + ${window}
            when ${refused} then now() + make_interval(secs => least(${rule.windowSeconds}::float8 * power(2::float8, least(${strikes}, ${MAX_STRIKES}::int)), ${MAX_LOCKOUT_SECONDS}::float8))
            else r.reset_at end,
          strikes = case when ${refused} then least(${strikes} + 1, ${MAX_STRIKES}::int) else ${strikes} end,
          struck_at = case when ${refused} then now() else r.struck_at end
        returning r.hits, greatest(0, ceil(extract(epoch from (r.reset_at - now())) * 1000))::float8 as ttl_ms`,
  );
  if (!row) throw new Error('rate limit upsert returned nothing');
  return { hits: Number(row.hits), ttlMs: Number(row.ttl_ms) };
}

/** Takes back one counted request of `key` (a sign-in check that turned out right), within its live window. */
export async function uncountHit(db: Executor, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set hits = greatest(hits - 1, 0) where key = ${key} and reset_at > now()`);
}

/** Deletes the rows that limit nothing any more: window over and no strike remembered. */
export async function deleteStaleLimits(db: Executor): Promise<void> {
  await db.execute(
    sql`delete from rate_limits
        where reset_at < now() - make_interval(secs => ${STRIKE_MEMORY_SECONDS})
          and (struck_at is null or struck_at < now() - make_interval(secs => ${STRIKE_MEMORY_SECONDS}))`,
  );
}
