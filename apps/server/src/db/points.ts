/**
 * Reading points sums from SQL (SPEC §1 bonus points). PostgreSQL adds `bigint` points exactly (a
 * `sum` is `numeric`), and queries hand the result over as text; JavaScript numbers and JSON hold
 * integers exactly only up to 2^53 − 1. With amounts bounded by contracts' MAX_POINTS, balances and
 * per-period sums stay far below that; a sum over all periods, or a ledger written before the
 * bounds, may not, and is reported saturated rather than failing the response.
 */

/**
 * The points of `value` (decimal text of a SQL `bigint`/`numeric`, a number or a bigint) as a JSON
 * number: exact when within ±`Number.MAX_SAFE_INTEGER`, else that bound (saturated). null or
 * undefined reads as 0. Throws on text that is not an integer.
 */
export function pointsFromSql(value: string | number | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const exact = BigInt(typeof value === 'number' ? Math.trunc(value) : value);
  const max = BigInt(Number.MAX_SAFE_INTEGER);
  if (exact > max) return Number.MAX_SAFE_INTEGER;
  if (exact < -max) return -Number.MAX_SAFE_INTEGER;
  return Number(exact);
}

/** Exact points of decimal text of a SQL `bigint`/`numeric` (0 for null): for checks that compare sums. */
export function exactPoints(value: string | null | undefined): bigint {
  return value === null || value === undefined ? 0n : BigInt(value);
}
