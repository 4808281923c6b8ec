/**
 * Table of the invite links of a community (SPEC §2 /community/invite; docs/decisions/0032).
 * Tables only: this file imports drizzle and other modules' schema.ts, so drizzle-kit loads every
 * table without the application (see src/db/schema.ts).
 */
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MAX_INVITE_USES } from '@gratia/contracts';
import { createdAt } from '../../db/columns.ts';
import { organizations } from '../organization/schema.ts';
import { divisions } from '../people/schema.ts';
import { users } from '../users/schema.ts';

/**
 * An invite link: whoever signs in with its `token` joins `organization_id` (in `division_id` when
 * set) while it is not revoked, not expired and not used up. `uses` counts the people it admitted;
 * the sign-in adds one in the transaction that makes the membership, with a conditional update, so
 * `uses` never passes `max_uses` (the check constraint holds it too). The division is one of the
 * same organization (`invite_links_division_same_org_fk` on `(division_id, organization_id)`); when
 * that division is deleted the link stays and places people in none (`ON DELETE SET NULL
 * (division_id)`, written into the migration: drizzle-kit would null both columns).
 */
export const inviteLinks = pgTable(
  'invite_links',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** 32 random bytes in base64url (43 characters): the secret of the link. */
    token: text('token').notNull(),
    /** The admin who made it. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    /** When it stops admitting; null: never. */
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }),
    /** How many people it may admit; null: no limit. */
    maxUses: integer('max_uses'),
    /** How many people it admitted. */
    uses: integer('uses').notNull().default(0),
    /** The division it places people in; null: none. */
    divisionId: integer('division_id'),
    /**
     * `community`: an admin's link (the invite links panel); `referral`: a participant's personal
     * link of a referral challenge (docs/decisions/0045), made and listed by the challenges module.
     */
    kind: text('kind').$type<'community' | 'referral'>().notNull().default('community'),
    /** When an admin revoked it; null: not revoked. */
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('invite_links_token_uq').on(t.token),
    index('invite_links_org_created_idx').on(t.organizationId, t.createdAt).where(sql`${t.kind} = 'community'`),
    index('invite_links_division_idx').on(t.divisionId).where(sql`${t.divisionId} is not null`),
    index('invite_links_created_by_idx').on(t.createdBy),
    foreignKey({
      name: 'invite_links_division_same_org_fk',
      columns: [t.divisionId, t.organizationId],
      foreignColumns: [divisions.id, divisions.organizationId],
    }).onDelete('set null'),
    check('invite_links_max_uses_ck', sql`${t.maxUses} is null or ${t.maxUses} between 1 and ${sql.raw(String(MAX_INVITE_USES))}`),
    check('invite_links_uses_ck', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
    check('invite_links_token_ck', sql`char_length(${t.token}) between 16 and 64`),
    check('invite_links_kind_ck', sql`${t.kind} in ('community', 'referral')`),
  ],
);
