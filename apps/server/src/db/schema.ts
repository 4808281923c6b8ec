/**
 * Drizzle schema of Gratia (PostgreSQL dialect; the same migrations run on PGlite and PostgreSQL).
 * Points are whole numbers stored as `bigint` (read as JS numbers). Times are `timestamptz`.
 * Every foreign key and every query path of the services has an index here.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();

/** A community (SPEC §3 Organization settings). `colors_json` holds the 17 colour keys. */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  bonusName: text('bonus_name').notNull().default('спасибо'),
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
  createdAt: createdAt(),
});

/** A person who can sign in. E-mail and Telegram nickname are unique case-insensitively. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    superuser: boolean('superuser').notNull().default(false),
    currentOrganizationId: integer('current_organization_id').references(() => organizations.id),
    language: text('language').notNull().default('ru'),
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

/** Membership of a user in an organization. */
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('memberships_org_user_uq').on(t.organizationId, t.userId),
    index('memberships_user_idx').on(t.userId),
  ],
);

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

/**
 * Account kinds (ARCHITECTURE "Ledger", SPEC §3 Accounts): a member's distribution (points to give),
 * income (points received), waiting (frozen transactions), challenge (challenge creation) and market
 * (market purchases) accounts, and the organization's treasury per period that accruals and admin
 * credits come from and expiries and admin debits go to. Treasury accounts may go negative.
 */
export type AccountKind = 'distribution' | 'income' | 'waiting' | 'challenge' | 'market' | 'treasury';

/**
 * Ledger accounts, per period. `balance` is a cache of the sum of the account's entries, changed
 * only in the same database transaction as the entries, never negative for member accounts.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    periodId: integer('period_id')
      .notNull()
      .references(() => periods.id),
    userId: integer('user_id').references(() => users.id),
    kind: text('kind').$type<AccountKind>().notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_member_uq').on(t.periodId, t.userId, t.kind).where(sql`${t.userId} is not null`),
    uniqueIndex('accounts_treasury_uq').on(t.periodId, t.kind).where(sql`${t.userId} is null`),
    index('accounts_user_idx').on(t.userId),
    index('accounts_org_idx').on(t.organizationId),
    check('accounts_kind_ck', sql`${t.kind} in ('distribution', 'income', 'waiting', 'challenge', 'market', 'treasury')`),
    check('accounts_owner_ck', sql`(${t.kind} = 'treasury') = (${t.userId} is null)`),
    check('accounts_member_nonneg_ck', sql`${t.kind} = 'treasury' or ${t.balance} >= 0`),
  ],
);

/** Transaction statuses and types as the API names them (SPEC §3 Transaction). */
export type TransactionStatus = 'waiting' | 'completed' | 'canceled';
export type TransactionType =
  | 'between_users'
  | 'challenge_contribution'
  | 'challenge_return'
  | 'admin_manual'
  | 'winnings'
  | 'market_purchase';

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

/**
 * Thanks and other user-visible movements (SPEC §3 Transaction). The points themselves move in
 * `ledger_entries`; this row is what people see. `(sender_id, idempotency_key)` is unique.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    periodId: integer('period_id')
      .notNull()
      .references(() => periods.id),
    senderId: integer('sender_id').references(() => users.id),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    message: text('message').notNull(),
    valueId: integer('value_id').references(() => companyValues.id),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    status: text('status').$type<TransactionStatus>().notNull().default('completed'),
    type: text('type').$type<TransactionType>().notNull().default('between_users'),
    /** The sticker the sender chose (SPEC §1 Thanks); stays shown when the sticker is later deleted. */
    stickerId: integer('sticker_id').references(() => stickers.id),
    idempotencyKey: uuid('idempotency_key'),
    /** Admin manual transfers only: credit or debit of the recipient (SPEC §5). */
    adminDirection: text('admin_direction').$type<'credit' | 'debit'>(),
    /** Admin manual transfers only: the member account touched. */
    accountKind: text('account_kind').$type<'distribution' | 'income'>(),
    /** SHA-256 of the normalized request body, to detect a reused key with a different body. */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    changedAt: timestamp('changed_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transactions_sender_idem_uq').on(t.senderId, t.idempotencyKey),
    index('transactions_feed_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('transactions_sender_idx').on(t.senderId),
    index('transactions_recipient_idx').on(t.recipientId),
    index('transactions_value_idx').on(t.valueId),
    index('transactions_period_idx').on(t.periodId),
    index('transactions_sticker_idx').on(t.stickerId),
    check('transactions_amount_ck', sql`${t.amount} > 0`),
    check('transactions_admin_direction_ck', sql`${t.adminDirection} is null or ${t.adminDirection} in ('credit', 'debit')`),
    check('transactions_account_kind_ck', sql`${t.accountKind} is null or ${t.accountKind} in ('distribution', 'income')`),
    check('transactions_admin_fields_ck', sql`(${t.type} = 'admin_manual') = (${t.adminDirection} is not null)`),
    index('transactions_recipient_created_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    index('transactions_sender_created_idx').on(t.senderId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Journal kinds: what made a balanced group of ledger entries. Points are created (taken from a
 * treasury) only by `accrual` and `admin_credit`, destroyed (returned to a treasury) only by
 * `expiry` and `admin_debit`; `thanks` and `reversal` move points between members.
 */
export type JournalKind = 'accrual' | 'thanks' | 'reversal' | 'expiry' | 'admin_credit' | 'admin_debit';

/** One balanced movement of points: its entries sum to zero. */
export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    kind: text('kind').$type<JournalKind>().notNull(),
    transactionId: integer('transaction_id').references(() => transactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_journals_org_idx').on(t.organizationId),
    index('ledger_journals_tx_idx').on(t.transactionId),
    check('ledger_journals_kind_ck', sql`${t.kind} in ('accrual', 'thanks', 'reversal', 'expiry', 'admin_credit', 'admin_debit')`),
  ],
);

/**
 * Immutable double-entry lines: `amount` is signed points (+ credit, − debit). A trigger in the
 * migrations rejects UPDATE and DELETE.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => ledgerJournals.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_journal_idx').on(t.journalId),
    index('ledger_entries_account_idx').on(t.accountId),
    check('ledger_entries_nonzero_ck', sql`${t.amount} <> 0`),
  ],
);

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
    /** Organization to join on verify (invite sign-in with a shared key). */
    organizationId: integer('organization_id').references(() => organizations.id),
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

/** Kinds of feed events (matches FeedEventType of the contracts). */
export type FeedEventKind = 'transaction' | 'challenge' | 'winner' | 'purchase';

/**
 * The events feed (SPEC §1 Events feed): one row per event, written by the feature the event
 * belongs to in the same database transaction as the event itself (`recordFeedEvent`). An event is
 * `(type, subject_id)`: the transaction, challenge, winner entry or order it is about; likes and
 * comments point at that pair. `actor_id` is whoever the event shows as its author, and is null
 * for anonymous thanks so that no query can reveal the sender. `payload` holds what a challenge,
 * winner or purchase event shows (validated by the contracts' *EventPayload schemas).
 */
export const feedEvents = pgTable(
  'feed_events',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    type: text('type').$type<FeedEventKind>().notNull(),
    subjectId: integer('subject_id').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    payload: jsonb('payload').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('feed_events_subject_uq').on(t.organizationId, t.type, t.subjectId),
    index('feed_events_feed_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('feed_events_type_feed_idx').on(t.organizationId, t.type, t.createdAt.desc(), t.id.desc()),
    index('feed_events_actor_idx').on(t.actorId),
    check('feed_events_type_ck', sql`${t.type} in ('transaction', 'challenge', 'winner', 'purchase')`),
  ],
);

/** What an upload is for (matches UploadPurpose of the contracts). */
export type ImagePurpose = 'thanks' | 'sticker';

/**
 * Uploaded images (SPEC §1 Thanks photos, §3 stickers). The bytes live in the storage
 * (`storage_key`, `<key>.webp` and `<key>_thumb.webp`); this row says who owns them. The id is a
 * random UUID. A `thanks` image becomes attached when a thanks uses it (`transaction_photos`).
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').$type<ImagePurpose>().notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** Full version, px. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Stored bytes of both versions. */
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('images_org_idx').on(t.organizationId),
    index('images_owner_idx').on(t.ownerId, t.createdAt),
    check('images_purpose_ck', sql`${t.purpose} in ('thanks', 'sticker')`),
  ],
);

/** Photos of a thanks, in display order; an image belongs to one thanks at most. */
export const transactionPhotos = pgTable(
  'transaction_photos',
  {
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.transactionId, t.position] }),
    uniqueIndex('transaction_photos_image_uq').on(t.imageId),
  ],
);

/** Sticker packs of an organization (SPEC §3). Deleted packs keep their rows for old thanks. */
export const stickerPacks = pgTable(
  'sticker_packs',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [index('sticker_packs_org_idx').on(t.organizationId)],
);

/** A sticker of a pack (SPEC §3); its image was uploaded with purpose `sticker`. */
export const stickers = pgTable(
  'stickers',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    packId: integer('pack_id')
      .notNull()
      .references(() => stickerPacks.id),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stickers_pack_idx').on(t.packId, t.position),
    index('stickers_org_idx').on(t.organizationId),
    index('stickers_image_idx').on(t.imageId),
  ],
);

/**
 * A like (press-like) of a feed event by a member (SPEC §1 Events feed, §3 likes). One per member
 * and event: `(organization_id, event_type, event_id, user_id)` is unique, which also serves the
 * per-event count and "liked by me".
 */
export const feedLikes = pgTable(
  'feed_likes',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    eventType: text('event_type').$type<FeedEventKind>().notNull(),
    eventId: integer('event_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('feed_likes_event_user_uq').on(t.organizationId, t.eventType, t.eventId, t.userId),
    index('feed_likes_user_idx').on(t.userId),
  ],
);

/**
 * A comment on a feed event (SPEC §3 Comment). Soft-deleted: `deleted_at` set, the text kept
 * only for audit and never returned. Listed oldest first by `(created_at, id)` per event.
 */
export const feedComments = pgTable(
  'feed_comments',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    eventType: text('event_type').$type<FeedEventKind>().notNull(),
    eventId: integer('event_id').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
    deletedBy: integer('deleted_by').references(() => users.id),
  },
  (t) => [
    index('feed_comments_event_idx').on(t.organizationId, t.eventType, t.eventId, t.createdAt, t.id),
    index('feed_comments_author_idx').on(t.authorId),
    index('feed_comments_deleted_by_idx').on(t.deletedBy),
    check('feed_comments_text_ck', sql`char_length(${t.text}) between 1 and 1000`),
  ],
);
