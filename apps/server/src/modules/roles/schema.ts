/**
 * Table of the privileged entries (SPEC §3, §6 roles): admins, managers and controllers of an organization.
 * Tables only: this file imports drizzle and other modules' schema.ts, so drizzle-kit loads every
 * table without the application (see src/db/schema.ts).
 */
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { organizations } from '../organization/schema.ts';
import { divisions } from '../people/schema.ts';
import { users } from '../users/schema.ts';

/** Privileged entries (SPEC §3, §6): role 'A' admin, 'M' manager, 'C' controller; who granted each (docs/decisions/0021). */
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
    /** A manager's division (and everything under it); null: the whole community (and always for 'A' and 'C'). */
    divisionId: integer('division_id'),
    /** Who granted it; null for grants made before grants were recorded. */
    grantedBy: integer('granted_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('privileged_roles_user_org_role_uq').on(t.userId, t.organizationId, t.role),
    index('privileged_roles_org_idx').on(t.organizationId),
    check('privileged_roles_role_ck', sql`${t.role} in ('A', 'M', 'C')`),
    check('privileged_roles_division_ck', sql`${t.divisionId} is null or ${t.role} = 'M'`),
    foreignKey({ name: 'privileged_roles_division_same_org_fk', columns: [t.divisionId, t.organizationId], foreignColumns: [divisions.id, divisions.organizationId] }),
  ],
);

/**
 * The roles log (SPEC §6; docs/decisions/0021): every grant and revoke — who (`actor_id`) did
 * what to whom, when. Rows are never changed or deleted. Read newest first per organization.
 */
export const roleChanges = pgTable(
  'role_changes',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    action: text('action').$type<'grant' | 'revoke'>().notNull(),
    role: text('role').$type<'A' | 'M' | 'C'>().notNull(),
    /** The manager's division at the time; null once that division is deleted. */
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('role_changes_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    check('role_changes_action_ck', sql`${t.action} in ('grant', 'revoke')`),
    check('role_changes_role_ck', sql`${t.role} in ('A', 'M', 'C')`),
  ],
);
