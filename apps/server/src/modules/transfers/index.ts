/**
 * Thanks between members (SPEC §1 Thanks, §3 Transaction): sending one, with its photos, sticker and
 * feed event, in one database transaction with its ledger journal.
 */
export { transferHandlers } from './routes.ts';
export { checkTransferRules, createTransfer, requestHash, type TransferActor, type TransferInput } from './service.ts';
export * from './schema.ts';
