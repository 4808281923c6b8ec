import { IdempotencyHeaders } from './idempotency.ts';
import {
  AdminTransfer,
  AdminTransferBody,
  AdminTransferIdQuery,
  AdminTransfersPage,
  AdminTransfersQuery,
  CancelTransferBody,
  EconomySettings,
  HistoryGroupsQuery,
  HistoryGroupsResponse,
  HistoryItem,
  HistoryPage,
  HistoryQuery,
  UpdateEconomySettingsBody,
} from './history.ts';
import {
  CreatePeriodBody,
  OkResponse,
  Period,
  PeriodByDateQuery,
  PeriodIdQuery,
  PeriodsResponse,
  UpdatePeriodBody,
} from './period.ts';

/**
 * Routes of the points economy (SPEC §1 Balance per period, §2 History, §3 Period/Transaction/
 * Accounts, §4 Period states, §5 period rules and admin transfers), spread into `routes`.
 * `admin: true` marks calls for role 'A' of the caller's organization (403 FORBIDDEN otherwise);
 * creating an admin transfer requires the Idempotency-Key header ({@link IdempotencyHeaders}).
 */
export const economyRoutes = {
  periods: { method: 'GET', path: '/periods', auth: true, admin: true, response: PeriodsResponse },
  createPeriod: { method: 'POST', path: '/periods', auth: true, admin: true, body: CreatePeriodBody, response: Period },
  updatePeriod: { method: 'PATCH', path: '/periods', auth: true, admin: true, query: PeriodIdQuery, body: UpdatePeriodBody, response: Period },
  deletePeriod: { method: 'DELETE', path: '/periods', auth: true, admin: true, query: PeriodIdQuery, response: OkResponse },
  periodByDate: { method: 'GET', path: '/periods/by-date', auth: true, query: PeriodByDateQuery, response: Period },
  history: { method: 'GET', path: '/history', auth: true, query: HistoryQuery, response: HistoryPage },
  historyGroups: { method: 'GET', path: '/history/groups', auth: true, query: HistoryGroupsQuery, response: HistoryGroupsResponse },
  cancelTransfer: { method: 'POST', path: '/transfers/cancel', auth: true, body: CancelTransferBody, response: HistoryItem },
  adminTransfers: { method: 'GET', path: '/admin/transfers', auth: true, admin: true, query: AdminTransfersQuery, response: AdminTransfersPage },
  createAdminTransfer: {
    method: 'POST',
    path: '/admin/transfers',
    auth: true,
    admin: true,
    headers: IdempotencyHeaders,
    body: AdminTransferBody,
    response: AdminTransfer,
  },
  updateAdminTransfer: { method: 'PATCH', path: '/admin/transfers', auth: true, admin: true, query: AdminTransferIdQuery, response: AdminTransfer },
  deleteAdminTransfer: { method: 'DELETE', path: '/admin/transfers', auth: true, admin: true, query: AdminTransferIdQuery, response: OkResponse },
  economySettings: { method: 'GET', path: '/organization/economy', auth: true, response: EconomySettings },
  updateEconomySettings: { method: 'PATCH', path: '/organization/economy', auth: true, admin: true, body: UpdateEconomySettingsBody, response: EconomySettings },
} as const;
