/** SQLSTATE codes and constraint names of database errors, on both drivers (pg and PGlite). */

/** SQLSTATE of a database error (pg and PGlite errors carry `code`; Drizzle wraps them in `cause`). */
export function sqlState(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Name of the constraint a database error names (`constraint` on pg and PGlite errors, possibly in a Drizzle `cause`). */
export function sqlConstraint(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string' && constraint !== '') return constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
