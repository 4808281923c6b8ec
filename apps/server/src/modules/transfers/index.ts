/**
 * Thanks between members (SPEC §1 Thanks, §3 Transaction): sending one, with its photos, sticker and
 * feed event, in one database transaction with its ledger journal; adding points to a colleague's
 * thanks (docs/decisions/0014), a transfer of its own linked to the thanks. A thanks above the
 * community's approval threshold waits for a controller (docs/decisions/0023).
 */
export { transferHandlers } from './routes.ts';
export { additionHash, additionMax, checkAdditionRules, createAddition, type AdditionInput, type AdditionTarget } from './additions.ts';
export { checkTransferRules, createTransfer, needsApproval, requestHash, type TransferActor, type TransferInput } from './service.ts';
export * from './schema.ts';
