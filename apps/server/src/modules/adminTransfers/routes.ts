/** Routes of admin manual transfers (SPEC §1 'Administrators manage … transactions', §5). */
import { IDEMPOTENCY_HEADER } from '@gratia/contracts';
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import { adminTransfersPage } from './queries.ts';
import { createAdminTransfer, refuseAdminTransferChange } from './service.ts';

type AdminTransferRoute = 'adminTransfers' | 'createAdminTransfer' | 'updateAdminTransfer' | 'deleteAdminTransfer';

/**
 * All `admin: true` in the table (403 FORBIDDEN for members).
 * GET /api/admin/transfers → the organization's admin transfers, newest first (cursor-paged).
 * POST /api/admin/transfers (header `Idempotency-Key: <uuid>`, required and validated by the route
 *   table) → the AdminTransfer; 404 USER_NOT_FOUND, 409 NO_ACTIVE_PERIOD, 422 INSUFFICIENT_FUNDS,
 *   409 IDEMPOTENCY_CONFLICT.
 * PATCH/DELETE /api/admin/transfers?id= → always 409 ADMIN_TRANSFER_IMMUTABLE (404 NOT_FOUND for another organization's).
 */
export function adminTransferHandlers(db: Db): Pick<Handlers, AdminTransferRoute> {
  return {
    adminTransfers: async ({ auth, query }) => adminTransfersPage(db, requireOrg(auth), query),
    createAdminTransfer: async ({ auth, body, headers }) =>
      createAdminTransfer(db, { adminId: auth.userId, organizationId: requireOrg(auth) }, body, headers[IDEMPOTENCY_HEADER].toLowerCase()),
    updateAdminTransfer: async ({ auth, query }) => refuseAdminTransferChange(db, requireOrg(auth), query.id),
    deleteAdminTransfer: async ({ auth, query }) => refuseAdminTransferChange(db, requireOrg(auth), query.id),
  };
}
