/**
 * The ledger (ARCHITECTURE "Ledger", SPEC §3 Accounts and Transaction): balanced journals of
 * immutable entries on accounts per period, the visible transactions they belong to, and the
 * invariants checkable on a live database. Periods, thanks, history and admin transfers move
 * points only through it.
 */
export { checkLedgerInvariants, type LedgerReport } from './queries.ts';
export {
  accrue,
  ensureAccountsOf,
  ensureMemberAccountOfKind,
  ensureMemberAccounts,
  ensureTreasury,
  ensureWaitingAccountsOf,
  isInsufficientFunds,
  journalCtes,
  lockAccountsInOrder,
  postJournal,
  type JournalInput,
  type JournalLine,
  type MemberAccounts,
  type StatementJournal,
  type StatementJournalLine,
} from './service.ts';
export * from './schema.ts';
