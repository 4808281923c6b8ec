/**
 * Table of the privileged entries (SPEC §3, §6 roles): admins, managers and controllers of an organization.
 * Tables only: this file imports drizzle and other modules' schema.ts, so drizzle-kit loads every
 * table without the application (see src/db/schema.ts).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from '../organization/schema.ts';
import { users } from '../users/schema.ts';

/** Privileged entries (SPEC §3, §6): role 'A' admin, 'M' manager, 'C' controller. */
export const privilegedRoles = pgTable(
  'privileged_roles',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').$type<'A' | 'M' | 'C'>().notNull(),
    roleName: text('role_name').notNull(),
  },
  (t) => [
    uniqueIndex('privileged_roles_user_org_role_uq').on(t.userId, t.organizationId, t.role),
    index('privileged_roles_org_idx').on(t.organizationId),
    check('privileged_roles_role_ck', sql`${t.role} in ('A', 'M', 'C')`),
  ],
);
