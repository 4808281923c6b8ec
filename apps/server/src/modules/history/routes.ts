/** Routes of the history area and the economy (SPEC §2 History, §3, §5). Admin routes are role-checked in app.ts. */
import { IDEMPOTENCY_HEADER } from '@gratia/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import { adminTransfersPage, createAdminTransfer, refuseAdminTransferChange } from '../adminTransfers/service.ts';
import { getEconomySettings, updateEconomySettings } from '../organization/economy.ts';
import { createPeriod, deletePeriod, listPeriods, periodByDate, updatePeriod, type PeriodJobs } from '../periods/service.ts';
import { cancelTransfer, historyGroups, historyPage } from './service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type EconomyRoute =
  | 'periods'
  | 'createPeriod'
  | 'updatePeriod'
  | 'deletePeriod'
  | 'periodByDate'
  | 'history'
  | 'historyGroups'
  | 'cancelTransfer'
  | 'adminTransfers'
  | 'createAdminTransfer'
  | 'updateAdminTransfer'
  | 'deleteAdminTransfer'
  | 'economySettings'
  | 'updateEconomySettings';

/**
 * Handlers of the economy routes (contracts `economyRoutes`): periods CRUD (admins) and by date,
 * history and its groups, cancel of a thanks, admin manual transfers (create, list; edit and delete
 * always refused with 409 ADMIN_TRANSFER_IMMUTABLE) and the economy settings. `jobs` schedules the
 * period lifecycle on the job queue (absent in most tests).
 */
export function economyHandlers(db: Db, jobs?: PeriodJobs): Pick<Handlers, EconomyRoute> {
  return {
    periods: async ({ auth }) => ({ items: await listPeriods(db, requireOrg(auth)) }),
    createPeriod: async ({ auth, body }) => createPeriod(db, requireOrg(auth), body, jobs),
    updatePeriod: async ({ auth, body, query }) => updatePeriod(db, requireOrg(auth), query.id, body, jobs),
    deletePeriod: async ({ auth, query }) => {
      await deletePeriod(db, requireOrg(auth), query.id);
      return { ok: true as const };
    },
    periodByDate: async ({ auth, query }) => periodByDate(db, requireOrg(auth), query.date),
    history: async ({ auth, query }) => historyPage(db, { userId: auth.userId, organizationId: requireOrg(auth) }, query),
    historyGroups: async ({ auth, query }) => ({
      items: await historyGroups(db, { userId: auth.userId, organizationId: requireOrg(auth) }, query),
    }),
    cancelTransfer: async ({ auth, body }) => cancelTransfer(db, { userId: auth.userId, organizationId: requireOrg(auth) }, body.id),
    adminTransfers: async ({ auth, query }) => adminTransfersPage(db, requireOrg(auth), query),
    createAdminTransfer: async ({ auth, body, req }) => {
      const key = req.headers[IDEMPOTENCY_HEADER];
      if (typeof key !== 'string' || !UUID.test(key)) {
        throw new AppError('VALIDATION_ERROR', 'Idempotency-Key header (UUID) is required', {
          details: { issues: [{ path: IDEMPOTENCY_HEADER, message: 'validation.idempotencyKey', location: 'headers' }] },
        });
      }
      return createAdminTransfer(db, { adminId: auth.userId, organizationId: requireOrg(auth) }, body, key.toLowerCase());
    },
    updateAdminTransfer: async ({ auth, query }) => refuseAdminTransferChange(db, requireOrg(auth), query.id),
    deleteAdminTransfer: async ({ auth, query }) => refuseAdminTransferChange(db, requireOrg(auth), query.id),
    economySettings: async ({ auth }) => getEconomySettings(db, requireOrg(auth)),
    updateEconomySettings: async ({ auth, body }) => updateEconomySettings(db, requireOrg(auth), body),
  };
}
