/**
 * Admin manual transfers and the 'transactions' tab (SPEC §1, §5; docs/decisions/0033): credits and
 * debits by an admin, never edited or deleted; every movement of the community; moves between
 * accounts; transfers from the community to many, at once or scheduled; the .xlsx export.
 */
export { adminTransferHandlers } from './routes.ts';
export { registerMovementsExport, type MovementsExportDeps } from './fileRoutes.ts';
export { adminBatchWorker, ADMIN_BATCH_QUEUE } from './jobs.ts';
export { createAdminMove, createAdminBatch, cancelAdminBatch, runDueBatches } from './batches.ts';
