/**
 * Tables of the structure of a community (SPEC §3 Employee 'division', 'department'; §2 Organization
 * settings 'structure … divisions'; §7 'departments', 'departments tree'): its divisions, a tree of
 * any depth per organization. Where a member sits in it and their job title are columns of their
 * membership (`memberships.division_id`, `memberships.job_title`, in the users module's schema,
 * which references this table).
 * Tables only: this file imports drizzle and other modules' schema.ts, so drizzle-kit loads every
 * table without the application (see src/db/schema.ts).
 */
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { DIVISION_NAME_MAX_LENGTH } from '@gratia/contracts';
import { createdAt } from '../../db/columns.ts';
import { organizations } from '../organization/schema.ts';

/**
 * A division (department) of an organization. `parent_id` null: a top-level division. A parent is
 * always of the same organization (the foreign key is on `(parent_id, organization_id)`), and so is
 * a member's division (`memberships_division_same_org_fk`), which is why `(id, organization_id)`
 * is unique. Children of a parent are read through `divisions_org_parent_idx`.
 */
export const divisions = pgTable(
  'divisions',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    parentId: integer('parent_id'),
    /** 1 … DIVISION_NAME_MAX_LENGTH characters, not blank. */
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('divisions_id_org_uq').on(t.id, t.organizationId),
    index('divisions_org_parent_idx').on(t.organizationId, t.parentId),
    foreignKey({ name: 'divisions_parent_same_org_fk', columns: [t.parentId, t.organizationId], foreignColumns: [t.id, t.organizationId] }),
    check('divisions_not_own_parent_ck', sql`${t.parentId} <> ${t.id}`),
    check('divisions_name_ck', sql`char_length(btrim(${t.name})) between 1 and ${sql.raw(String(DIVISION_NAME_MAX_LENGTH))}`),
  ],
);
