/**
 * Tables of the ledger (ARCHITECTURE "Ledger", SPEC §3 Accounts and Transaction): accounts per period,
 * the visible transactions, and the balanced journals of immutable entries that move the points.
 * Points are whole numbers stored as `bigint` (read as JS numbers).
 * Tables only: this file imports drizzle and other modules' schema.ts, so drizzle-kit loads every
 * table without the application (see src/db/schema.ts).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { companyValues, organizations, periods } from '../organization/schema.ts';
import { stickers } from '../stickers/schema.ts';
import { users } from '../users/schema.ts';

/**
 * Account kinds (ARCHITECTURE "Ledger", SPEC §3 Accounts): a member's distribution (points to give),
 * income (points received), waiting (frozen transactions), challenge (challenge creation) and market
 * (market purchases) accounts, the organization's treasury per period that accruals and admin
 * credits come from and expiries and admin debits go to, and a challenge's own `escrow` account that
 * holds its prize fund (owned by the challenge, not by a member: `challenges.escrow_account_id`;
 * docs/decisions/0039). Treasury accounts may go negative; every other kind never does.
 */
export type AccountKind = 'distribution' | 'income' | 'waiting' | 'challenge' | 'market' | 'treasury' | 'escrow';

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
    // One treasury per period; escrow accounts (also without a member) are one per challenge.
    uniqueIndex('accounts_treasury_uq').on(t.periodId, t.kind).where(sql`${t.kind} = 'treasury'`),
    index('accounts_user_idx').on(t.userId),
    index('accounts_org_idx').on(t.organizationId),
    check('accounts_kind_ck', sql`${t.kind} in ('distribution', 'income', 'waiting', 'challenge', 'market', 'treasury', 'escrow')`),
    check('accounts_owner_ck', sql`(${t.kind} in ('treasury', 'escrow')) = (${t.userId} is null)`),
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
  | 'market_purchase'
  | 'redistribution'
  | 'emission';

/**
 * Where a thanks above the community's approval threshold stands (docs/decisions/0023): `waiting`
 * for a controller (status waiting, its points in the sender's waiting account), `approved` (they
 * reached the recipient), `declined` (by a controller, or at the end of its period when undecided)
 * or `withdrawn` by its sender — both canceled, the points back with the sender. Null on every
 * other transaction. Only `waiting` ever changes, once.
 */
export type ApprovalState = 'waiting' | 'approved' | 'declined' | 'withdrawn';

/**
 * Thanks and other user-visible movements (SPEC §3 Transaction). The points themselves move in
 * `ledger_entries`; this row is what people see. `(sender_id, idempotency_key)` is unique. An
 * addition to a thanks is a `between_users` row of its own with `addition_to_id` set.
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
    /**
     * Admin manual transfers made as part of a batch (docs/decisions/0033): the two halves of an
     * account-to-account move, or one recipient of a transfer from the community to many people.
     */
    batchId: integer('batch_id').references((): AnyPgColumn => adminTransferBatches.id),
    /** SHA-256 of the normalized request body, to detect a reused key with a different body. */
    requestHash: text('request_hash'),
    /**
     * An addition only (docs/decisions/0014): the original thanks whose recipient this transfer
     * adds points to. Never another addition; canceled together with its original.
     */
    additionToId: integer('addition_to_id').references((): AnyPgColumn => transactions.id),
    /** A thanks above the approval threshold only (docs/decisions/0023); null on every other transaction. */
    approval: text('approval').$type<ApprovalState>(),
    /** The controller or admin who approved or declined it; null while waiting, when withdrawn, and when declined at the end of its period. */
    decidedBy: integer('decided_by').references(() => users.id),
    /** When it was approved, declined or withdrawn. */
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }),
    /** The controller's reason for a decline ('' is stored as null). */
    declineReason: text('decline_reason'),
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
    index('transactions_addition_to_idx').on(t.additionToId).where(sql`${t.additionToId} is not null`),
    check('transactions_addition_ck', sql`${t.additionToId} is null or (${t.type} = 'between_users' and ${t.additionToId} <> ${t.id})`),
    // Only a thanks itself (not an addition) waits for approval; `waiting` is both its approval
    // state and its status, a declined or withdrawn one is canceled.
    check(
      'transactions_approval_ck',
      sql`${t.approval} is null or (${t.approval} in ('waiting', 'approved', 'declined', 'withdrawn') and ${t.type} = 'between_users' and ${t.additionToId} is null and (${t.approval} = 'waiting') = (${t.status} = 'waiting') and (${t.approval} not in ('declined', 'withdrawn') or ${t.status} = 'canceled'))`,
    ),
    // The controllers' queue: the waiting thanks of an organization, newest first.
    index('transactions_waiting_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()).where(sql`${t.status} = 'waiting'`),
    index('transactions_decided_by_idx').on(t.decidedBy).where(sql`${t.decidedBy} is not null`),
    index('transactions_batch_idx').on(t.batchId).where(sql`${t.batchId} is not null`),
    // The admins' movements list filtered by type, newest first.
    index('transactions_org_type_created_idx').on(t.organizationId, t.type, t.createdAt.desc(), t.id.desc()),
  ],
);

/** What an admin transfer batch is (docs/decisions/0033): an account-to-account move, or a transfer from the community to many people. */
export type AdminBatchKind = 'move' | 'bulk';
/** Who a bulk transfer reaches: every active member, only the listed ones, or every active member but the listed ones. */
export type AdminBatchMode = 'all' | 'only' | 'except';
/** A batch's state: waiting for its date (`scheduled`), `done`, `canceled` by an admin before it ran, or `failed` when it could not run (the reason kept). */
export type AdminBatchStatus = 'scheduled' | 'done' | 'canceled' | 'failed';

/**
 * Admin transfers made together (SPEC §1 'Administrators manage … transactions', DOMAIN §6.2,
 * docs/decisions/0033). A `move` takes points from one member account and gives them to another
 * (its debit and credit are admin transfer rows of this batch). A `bulk` transfer credits `amount`
 * points from the community to each chosen member, at once or at `execute_at` (a job); the rows it
 * made point back here. `(admin_id, idempotency_key)` is unique.
 */
export const adminTransferBatches = pgTable(
  'admin_transfer_batches',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<AdminBatchKind>().notNull(),
    mode: text('mode').$type<AdminBatchMode>(),
    /** The listed members of an `only` or `except` bulk transfer (user ids). */
    userIds: integer('user_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Points per recipient. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The member account credited (`bulk`), or the recipient's account (`move`). */
    account: text('account').$type<'distribution' | 'income'>().notNull(),
    reason: text('reason').notNull(),
    executeAt: timestamp('execute_at', { withTimezone: true, precision: 3 }),
    status: text('status').$type<AdminBatchStatus>().notNull(),
    /** How many members it credited (0 until done). */
    recipients: integer('recipients').notNull().default(0),
    failure: text('failure'),
    idempotencyKey: uuid('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    executedAt: timestamp('executed_at', { withTimezone: true, precision: 3 }),
    canceledBy: integer('canceled_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('admin_transfer_batches_idem_uq').on(t.adminId, t.idempotencyKey),
    index('admin_transfer_batches_org_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('admin_transfer_batches_scheduled_idx').on(t.executeAt).where(sql`${t.status} = 'scheduled'`),
    check('admin_transfer_batches_kind_ck', sql`${t.kind} in ('move', 'bulk')`),
    check('admin_transfer_batches_mode_ck', sql`(${t.kind} = 'bulk') = (${t.mode} is not null) and (${t.mode} is null or ${t.mode} in ('all', 'only', 'except'))`),
    check('admin_transfer_batches_status_ck', sql`${t.status} in ('scheduled', 'done', 'canceled', 'failed')`),
    check('admin_transfer_batches_account_ck', sql`${t.account} in ('distribution', 'income')`),
    check('admin_transfer_batches_amount_ck', sql`${t.amount} > 0`),
  ],
);

/**
 * Journal kinds: what made a balanced group of ledger entries. Points are created (taken from a
 * treasury) only by `accrual`, `starting_balance` (a period's starting balances: each member's
 * income and each administrator's extra points to give, docs/decisions/0029), `admin_credit` and
 * `emission` (a superuser's points created from nothing for a member, SPEC §1 'emits thanks'),
 * destroyed (returned to a treasury) only by
 * `expiry` and `admin_debit`; the others move points between members' accounts: `thanks`
 * (distribution → income), `reversal` (back to the sender's distribution), `hold` (a thanks above
 * the approval threshold: distribution → the sender's waiting account), `approval` (waiting → the
 * recipient's income), `decline` (waiting → the sender's distribution) and `redistribution` (a
 * manager's distribution → a colleague's distribution) (docs/decisions/0023). Challenges
 * (docs/decisions/0039) move a prize fund into the challenge's escrow (`challenge_contribution`,
 * from a member's account or — a community challenge — from the treasury), pay one prize from it
 * into a winner's income (`winnings`) and give the rest back (`challenge_return`, to the account
 * that paid, or to its period's treasury when that was points to give of a period that has ended).
 * A challenge journal from or to a treasury brings community points into circulation or takes
 * them out, and counts as created or destroyed in the invariant check. The benefit market
 * (docs/decisions/0046) holds an order's total at checkout (`market_hold`: the buyer's income → their
 * waiting account), settles it when paid (`market_purchase`: waiting → the buyer's market account),
 * gives it back when rejected or canceled before payment (`market_release`: waiting → income) or
 * after it (`market_refund`: market → income).
 */
export type JournalKind =
  | 'accrual'
  | 'starting_balance'
  | 'thanks'
  | 'reversal'
  | 'expiry'
  | 'admin_credit'
  | 'admin_debit'
  | 'hold'
  | 'approval'
  | 'decline'
  | 'redistribution'
  | 'emission'
  | 'challenge_contribution'
  | 'winnings'
  | 'challenge_return'
  | 'market_hold'
  | 'market_purchase'
  | 'market_release'
  | 'market_refund';

/** Every {@link JournalKind}, as the journals' CHECK lists them. */
export const JOURNAL_KINDS = ['accrual', 'starting_balance', 'thanks', 'reversal', 'expiry', 'admin_credit', 'admin_debit', 'hold', 'approval', 'decline', 'redistribution', 'emission', 'challenge_contribution', 'winnings', 'challenge_return', 'market_hold', 'market_purchase', 'market_release', 'market_refund'] as const satisfies readonly JournalKind[];

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
    check('ledger_journals_kind_ck', sql`${t.kind} in (${sql.raw(JOURNAL_KINDS.map((k) => `'${k}'`).join(', '))})`),
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
