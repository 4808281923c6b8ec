/**
 * The table of request limits (README "Security", docs/decisions/0011-sign-in-limits.md): one row
 * per limited key (a client address, a login, or everyone), shared by every API process on the
 * database, so a limit holds however many processes answer.
 * Tables only: this file imports drizzle, so drizzle-kit loads it without the application
 * (see src/db/schema.ts).
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A fixed-window counter with a growing lockout: `hits` requests since the window began, counted
 * until `resetAt` (the end of the window, or of the lockout once the limit was passed). `strikes`
 * counts the lockouts of the key, remembered a day after the last one (`struckAt`), and doubles
 * each new lockout.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** What is limited, e.g. `signin:verify:addr:203.0.113.9` or `signin:fail:anna@example.com`. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, precision: 3 }).notNull(),
    strikes: integer('strikes').notNull().default(0),
    struckAt: timestamp('struck_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);
