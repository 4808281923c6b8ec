/**
 * Tables of the people of a community (SPEC §3 Profile info, Employee): users, their profiles and
 * their memberships of organizations (with the member's division and job title there; the
 * divisions themselves are the people module's).
 * Tables only: this file imports drizzle and other modules' schema.ts, so drizzle-kit loads every
 * table without the application (see src/db/schema.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { JOB_TITLE_MAX_LENGTH } from '@gratia/contracts';
import { createdAt } from '../../db/columns.ts';
import { organizations } from '../organization/schema.ts';
import { divisions } from '../people/schema.ts';

/** A person who can sign in. E-mail and Telegram nickname are unique case-insensitively. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    superuser: boolean('superuser').notNull().default(false),
    currentOrganizationId: integer('current_organization_id').references(() => organizations.id),
    language: text('language').notNull().default('ru'),
    /** E-mail the user when they are thanked (profile settings `emailOnThanks`; the notifications module reads it). */
    emailOnThanks: boolean('email_on_thanks').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_ci_uq').on(sql`lower(${t.email})`),
    index('users_current_org_idx').on(t.currentOrganizationId),
    check('users_language_ck', sql`${t.language} in ('ru', 'en')`),
  ],
);

/** Names and contacts of a user (SPEC §3 Profile info, Employee). One row per user. */
export const profiles = pgTable(
  'profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    middleName: text('middle_name'),
    nickname: text('nickname'),
    /** Telegram nickname without '@'. */
    tgName: text('tg_name'),
    tgId: text('tg_id'),
    photo: text('photo'),
  },
  (t) => [
    uniqueIndex('profiles_tg_name_ci_uq').on(sql`lower(${t.tgName})`),
    // Prefix search (`lower(col) LIKE 'q%'`) uses these pattern-ops indexes.
    index('profiles_first_name_prefix_idx').on(sql`lower(${t.firstName}) text_pattern_ops`),
    index('profiles_surname_prefix_idx').on(sql`lower(${t.surname}) text_pattern_ops`),
    index('profiles_nickname_prefix_idx').on(sql`lower(${t.nickname}) text_pattern_ops`),
    index('profiles_tg_name_prefix_idx').on(sql`lower(${t.tgName}) text_pattern_ops`),
  ],
);

/**
 * Membership of a user in an organization, with where they work there (SPEC §3 Employee 'division',
 * 'job title'): a person may belong to several communities, each with its own division and title.
 * The division is always one of the same organization (`memberships_division_same_org_fk` on
 * `(division_id, organization_id)`); the job title is searched word by word
 * (`memberships_job_title_words_idx`, `to_tsvector('simple', job_title)`).
 */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The member's division in this organization; null: none set. */
    divisionId: integer('division_id'),
    /** The member's job title here, 1 … JOB_TITLE_MAX_LENGTH characters; null: none set. */
    jobTitle: text('job_title'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('memberships_org_user_uq').on(t.organizationId, t.userId),
    index('memberships_user_idx').on(t.userId),
    foreignKey({
      name: 'memberships_division_same_org_fk',
      columns: [t.divisionId, t.organizationId],
      foreignColumns: [divisions.id, divisions.organizationId],
    }),
    index('memberships_division_idx').on(t.divisionId).where(sql`${t.divisionId} is not null`),
    index('memberships_job_title_words_idx').using('gin', sql`to_tsvector('simple', ${t.jobTitle})`),
    check('memberships_job_title_ck', sql`char_length(btrim(${t.jobTitle})) between 1 and ${sql.raw(String(JOB_TITLE_MAX_LENGTH))}`),
  ],
);
