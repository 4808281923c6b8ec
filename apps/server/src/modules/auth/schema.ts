/**
 * Tables of sign-in (SPEC §2 Login, ARCHITECTURE "Auth"): server-side sessions and one-time codes.
 * Tables only: this file imports drizzle and other modules' schema.ts, so drizzle-kit loads every
 * table without the application (see src/db/schema.ts).
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { organizations } from '../organization/schema.ts';
import { users } from '../users/schema.ts';

/** Server-side sessions; only a SHA-256 of the random cookie value is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time sign-in codes (SPEC §2 Login). Only an HMAC of the code is stored. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    /** Normalized login: lower-case e-mail or Telegram nickname without '@'. */
    login: text('login').notNull(),
    userId: integer('user_id').references(() => users.id),
    /** Organization to join on verify (invite sign-in with a shared key), or to switch to (an organization change code). */
    organizationId: integer('organization_id').references(() => organizations.id),
    /** What an action code confirms besides the organization: the e-mail to add (a contact code); null otherwise. */
    target: text('target'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_login_created_idx').on(t.login, t.createdAt),
    index('one_time_codes_user_idx').on(t.userId),
    index('one_time_codes_org_idx').on(t.organizationId),
  ],
);
