/**
 * Tables of the people of a community (SPEC §3 Profile info, Employee): users, their profiles and
 * their memberships of organizations (with the member's division and job title there; the
 * divisions themselves are the people module's).
 * Tables only: this file imports drizzle and other modules' schema.ts, so drizzle-kit loads every
 * table without the application (see src/db/schema.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, pgTable, pgView, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  EMPLOYEE_STATUSES,
  GENDERS,
  JOB_TITLE_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  VISIBILITY_FIELDS,
  type EmployeeStatus,
  type Gender,
  type VisibilityField,
} from '@gratia/contracts';
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
    /** 'male' | 'female' (SPEC §3 Employee 'gender'); null: not given. */
    gender: text('gender').$type<Gender>(),
    /** Birth date (SPEC §3 Employee); the birthdays calendar reads day and month, the year may be hidden. */
    birthDate: date('birth_date', { mode: 'string' }),
    /** Phone number as typed, up to PHONE_MAX_LENGTH characters (SPEC §3 Employee 'phone'). */
    phone: text('phone'),
    /**
     * Fields the person hides from everyone else (SPEC §5 Profile: surname, name, middle name,
     * Telegram nick and id, e-mail, phone, start date, birth date and birth year). The server
     * leaves them out of every answer that carries this person to someone else.
     */
    hiddenFields: text('hidden_fields').array().$type<VisibilityField[]>().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('profiles_tg_name_ci_uq').on(sql`lower(${t.tgName})`),
    uniqueIndex('profiles_tg_id_uq').on(t.tgId),
    // Infix search (`col ILIKE '%q%'`) of the directory uses these trigram indexes (pg_trgm).
    index('profiles_first_name_trgm_idx').using('gin', sql`lower(${t.firstName}) gin_trgm_ops`),
    index('profiles_surname_trgm_idx').using('gin', sql`lower(${t.surname}) gin_trgm_ops`),
    index('profiles_middle_name_trgm_idx').using('gin', sql`lower(${t.middleName}) gin_trgm_ops`),
    index('profiles_nickname_trgm_idx').using('gin', sql`lower(${t.nickname}) gin_trgm_ops`),
    index('profiles_tg_name_trgm_idx').using('gin', sql`lower(${t.tgName}) gin_trgm_ops`),
    check('profiles_gender_ck', sql`${t.gender} in (${sql.raw(GENDERS.map((g) => `'${g}'`).join(', '))})`),
    check('profiles_phone_ck', sql`char_length(${t.phone}) between 1 and ${sql.raw(String(PHONE_MAX_LENGTH))}`),
    check('profiles_hidden_fields_ck', sql`${t.hiddenFields} <@ array[${sql.raw(VISIBILITY_FIELDS.map((f) => `'${f}'`).join(', '))}]::text[]`),
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
    /** Work status (SPEC §3 Employee 'status'); 'none' when not given. */
    status: text('status').$type<EmployeeStatus>().notNull().default('none'),
    /** Where the member works (SPEC §3 'location'), free text up to LOCATION_MAX_LENGTH characters; null: not given. */
    location: text('location'),
    /** Hire date here (SPEC §3 Employee 'hire date'); null: not given. */
    hiredOn: date('hired_on', { mode: 'string' }),
    /**
     * Fire date (SPEC §4 Employee: fire with a date): from this day on (UTC) the member is fired —
     * cannot sign in to this community, be thanked or be picked; their history stays. Null: not fired.
     */
    firedOn: date('fired_on', { mode: 'string' }),
    /** When an admin blocked the member (SPEC §4 Employee: block); null: not blocked. Same effects as fired, undone by unblocking. */
    blockedAt: timestamp('blocked_at', { withTimezone: true, precision: 3 }),
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
    index('memberships_org_status_idx').on(t.organizationId, t.status),
    check('memberships_status_ck', sql`${t.status} in (${sql.raw(EMPLOYEE_STATUSES.map((v) => `'${v}'`).join(', '))})`),
    check('memberships_location_ck', sql`char_length(btrim(${t.location})) between 1 and ${sql.raw(String(LOCATION_MAX_LENGTH))}`),
    check('memberships_job_title_ck', sql`char_length(btrim(${t.jobTitle})) between 1 and ${sql.raw(String(JOB_TITLE_MAX_LENGTH))}`),
  ],
);

/**
 * A person as everyone else sees them in lists (feed, history, comments, notifications, pickers;
 * docs/decisions/0020): `profiles` with a hidden first name or surname as '', a hidden middle name
 * or Telegram nickname as null. Created by migration 0012 (drizzle-kit leaves it alone: `existing`).
 * Queries that name people to others join this view, never `profiles`.
 */
export const publicProfiles = pgView('public_profiles', {
  userId: integer('user_id').notNull(),
  firstName: text('first_name').notNull(),
  surname: text('surname').notNull(),
  middleName: text('middle_name'),
  nickname: text('nickname'),
  tgName: text('tg_name'),
  photo: text('photo'),
}).existing();
