/**
 * Thanks between members (SPEC §1 Thanks, §3 Transaction): sending one, with its photos, sticker and
 * feed event, in one database transaction with its ledger journal; adding points to a colleague's
 * thanks (docs/decisions/0014), a transfer of its own linked to the thanks.
 */
export { transferHandlers } from './routes.ts';
export { additionHash, checkAdditionRules, createAddition, type AdditionInput, type AdditionTarget } from './additions.ts';
export { checkTransferRules, createTransfer, requestHash, type TransferActor, type TransferInput } from './service.ts';
export * from './schema.ts';
