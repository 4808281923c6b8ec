/** Routes of admin manual transfers and the 'transactions' tab (SPEC §1 'Administrators manage … transactions', §5; docs/decisions/0033). */
import { IDEMPOTENCY_HEADER } from '@gratia/contracts';
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import type { AuthContext } from '../../http/session.ts';
import { adminBatchesPage, cancelAdminBatch, createAdminBatch, createAdminMove } from './batches.ts';
import { memberAccounts } from './accounts.ts';
import { movementsPage } from './movements.ts';
import { adminTransfersPage } from './queries.ts';
import { createAdminTransfer, refuseAdminTransferChange } from './service.ts';

type AdminTransferRoute =
  | 'adminTransfers'
  | 'createAdminTransfer'
  | 'updateAdminTransfer'
  | 'deleteAdminTransfer'
  | 'adminMovements'
  | 'adminAccounts'
  | 'createAdminMove'
  | 'adminBatches'
  | 'createAdminBatch'
  | 'cancelAdminBatch';

/**
 * All `admin: true` in the table (403 FORBIDDEN for members).
 * GET /api/admin/transfers → the organization's admin transfers, newest first (cursor-paged).
 * POST /api/admin/transfers (header `Idempotency-Key: <uuid>`, required and validated by the route
 *   table) → the AdminTransfer; 404 USER_NOT_FOUND, 409 NO_ACTIVE_PERIOD, 422 INSUFFICIENT_FUNDS,
 *   409 IDEMPOTENCY_CONFLICT.
 * PATCH/DELETE /api/admin/transfers?id= → always 409 ADMIN_TRANSFER_IMMUTABLE (404 NOT_FOUND for another organization's).
 * GET /api/admin/movements?type=&userId=&periodId=&from=&to=&timeZone=&cursor=&limit= → every movement, newest first.
 * GET /api/admin/accounts?userId= → a member's two balances in the active period (404 USER_NOT_FOUND).
 * POST /api/admin/transfers/move (Idempotency-Key) → the debit and the credit rows.
 * GET /api/admin/transfer-batches?status= → transfers to many; POST … (Idempotency-Key) makes one,
 *   POST …/cancel cancels a scheduled one (409 BATCH_NOT_CANCELLABLE).
 */
export function adminTransferHandlers(db: Db): Pick<Handlers, AdminTransferRoute> {
  const actorOf = (auth: AuthContext) => ({ adminId: auth.userId, organizationId: requireOrg(auth) });
  return {
    adminTransfers: async ({ auth, query }) => adminTransfersPage(db, requireOrg(auth), query),
    createAdminTransfer: async ({ auth, body, headers }) =>
      createAdminTransfer(db, { adminId: auth.userId, organizationId: requireOrg(auth) }, body, headers[IDEMPOTENCY_HEADER].toLowerCase()),
    updateAdminTransfer: async ({ auth, query }) => refuseAdminTransferChange(db, requireOrg(auth), query.id),
    deleteAdminTransfer: async ({ auth, query }) => refuseAdminTransferChange(db, requireOrg(auth), query.id),
    adminMovements: async ({ auth, query }) => movementsPage(db, requireOrg(auth), query),
    adminAccounts: async ({ auth, query }) => memberAccounts(db, requireOrg(auth), query.userId),
    createAdminMove: async ({ auth, body, headers }) => createAdminMove(db, actorOf(auth), body, headers[IDEMPOTENCY_HEADER].toLowerCase()),
    adminBatches: async ({ auth, query }) => adminBatchesPage(db, requireOrg(auth), query),
    createAdminBatch: async ({ auth, body, headers }) => createAdminBatch(db, actorOf(auth), body, headers[IDEMPOTENCY_HEADER].toLowerCase()),
    cancelAdminBatch: async ({ auth, body }) => cancelAdminBatch(db, actorOf(auth), body.id),
  };
}
