import { IdempotencyHeaders } from './idempotency.ts';
import {
  AdminAccountsQuery,
  AdminBatch,
  AdminBatchBody,
  AdminBatchesPage,
  AdminBatchesQuery,
  AdminMemberAccounts,
  AdminMoveBody,
  CancelAdminBatchBody,
  MovementsExportQuery,
  MovementsPage,
  MovementsQuery,
} from './adminTransactions.ts';
import { AdminTransfer } from './history.ts';

/**
 * Routes of the 'transactions' tab (SPEC §1, §5; DOMAIN §6.2; docs/decisions/0033), spread into
 * `routes`; all for admins (role 'A') of the caller's organization. The .xlsx export
 * (`GET /api/admin/movements/export`, {@link MovementsExportQuery}) is registered beside the table,
 * as the employee files are.
 */
export const adminTransactionRoutes = {
  adminMovements: { method: 'GET', path: '/admin/movements', auth: true, admin: true, query: MovementsQuery, response: MovementsPage },
  adminAccounts: { method: 'GET', path: '/admin/accounts', auth: true, admin: true, query: AdminAccountsQuery, response: AdminMemberAccounts },
  createAdminMove: {
    method: 'POST',
    path: '/admin/transfers/move',
    auth: true,
    admin: true,
    headers: IdempotencyHeaders,
    body: AdminMoveBody,
    response: AdminTransfer.array(),
  },
  adminBatches: { method: 'GET', path: '/admin/transfer-batches', auth: true, admin: true, query: AdminBatchesQuery, response: AdminBatchesPage },
  createAdminBatch: {
    method: 'POST',
    path: '/admin/transfer-batches',
    auth: true,
    admin: true,
    headers: IdempotencyHeaders,
    body: AdminBatchBody,
    response: AdminBatch,
  },
  cancelAdminBatch: { method: 'POST', path: '/admin/transfer-batches/cancel', auth: true, admin: true, body: CancelAdminBatchBody, response: AdminBatch },
} as const;

/** The movements export (a file, not JSON), registered beside the route table. */
export const adminTransactionFileRoutes = {
  exportMovements: { method: 'GET', path: '/admin/movements/export', auth: true, admin: true, query: MovementsExportQuery },
} as const;
