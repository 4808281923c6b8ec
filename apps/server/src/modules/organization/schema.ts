/**
 * Tables of the organization area (SPEC §3 Organization settings: general, values, periods): the
 * community itself, its company values and its accrual periods. Every other area's tables point at
 * `organizations`; the ledger's accounts and transactions point at `periods`.
 * Tables only: this file imports drizzle and other modules' schema.ts, so drizzle-kit loads every
 * table without the application (see src/db/schema.ts).
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { type BonusName, DEFAULT_BONUS_NAME } from '@gratia/contracts';
import { createdAt } from '../../db/columns.ts';

/** A community (SPEC §3 Organization settings). `colors_json` holds the 17 colour keys. */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** What points are called, per language with plural forms (contracts `BonusName`); a new community gets DEFAULT_BONUS_NAME. */
  bonusName: jsonb('bonus_name').$type<BonusName>().notNull().$defaultFn(() => DEFAULT_BONUS_NAME),
  colorsJson: jsonb('colors_json').$type<Record<string, string>>().notNull().default({}),
  photo: text('photo'),
  photo2: text('photo2'),
  sharedKey: text('shared_key').notNull().unique(),
  /** Max points in one thanks; null = only the balance limits it. */
  maxTransfer: integer('max_transfer'),
  /** Seconds a thanks stays cancellable. */
  transactionCancelTime: integer('transaction_cancel_time').notNull().default(0),
  botCommandLifetime: integer('bot_command_lifetime').notNull().default(0),
  messageLifetime: integer('message_lifetime').notNull().default(0),
  hideBalances: boolean('hide_balances').notNull().default(false),
  hideMarket: boolean('hide_market').notNull().default(false),
  anonymityAllowed: boolean('anonymity_allowed').notNull().default(true),
  /**
   * A thanks of more points than this waits for a controller's approval (docs/decisions/0023); a
   * thanks of exactly this many does not. Null: off, nothing waits.
   */
  approvalThreshold: integer('approval_threshold'),
  /**
   * The root community of a subsidiary (docs/decisions/0027); null: a root community. One level:
   * the service never makes a subsidiary the parent of another.
   */
  parentId: integer('parent_id').references((): AnyPgColumn => organizations.id),
  createdAt: createdAt(),
}, (t) => [
  check('organizations_approval_threshold_ck', sql`${t.approvalThreshold} is null or ${t.approvalThreshold} >= 1`),
  check('organizations_parent_not_self_ck', sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
  index('organizations_parent_idx').on(t.parentId),
  // Names are unique among a root's subsidiaries (the root's own name is checked by the service).
  uniqueIndex('organizations_parent_name_uq').on(t.parentId, sql`lower(${t.name})`).where(sql`${t.parentId} is not null`),
]);

/** Period statuses (SPEC §4). */
export type PeriodStatus = 'scheduled' | 'active' | 'completed';

/** An accrual period (SPEC §3 Period). At most one active period per organization. */
export const periods = pgTable(
  'periods',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    status: text('status').$type<PeriodStatus>().notNull().default('scheduled'),
    /** Points credited to every member's distribution account when the period starts. */
    accrualAmount: integer('accrual_amount').notNull().default(0),
    startingCreatorBalance: integer('starting_creator_balance').notNull().default(0),
    startingUserBalance: integer('starting_user_balance').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('periods_one_active_per_org_uq').on(t.organizationId).where(sql`${t.status} = 'active'`),
    index('periods_org_start_idx').on(t.organizationId, t.startDate),
    check('periods_status_ck', sql`${t.status} in ('scheduled', 'active', 'completed')`),
    check('periods_dates_ck', sql`${t.endDate} > ${t.startDate}`),
    check('periods_accrual_ck', sql`${t.accrualAmount} >= 0`),
  ],
);

/** Company values (SPEC §1 Thanks). */
export const companyValues = pgTable(
  'company_values',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('company_values_org_idx').on(t.organizationId)],
);
