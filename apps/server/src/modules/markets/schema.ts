/**
 * Table of the benefit markets (SPEC §1 Benefit cafe market).
 * Tables only: this file imports drizzle and other modules' schema.ts, so drizzle-kit loads every
 * table without the application (see src/db/schema.ts).
 */
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { organizations } from '../organization/schema.ts';

/**
 * A benefit market of an organization (SPEC §1 Benefit cafe market, §7 'GET markets available').
 * Only what the app shell needs so far: a market exists and is active. The market feature adds
 * offers, categories, carts and orders on top of it.
 */
export const markets = pgTable(
  'markets',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('markets_org_idx').on(t.organizationId)],
);
