/** Routes of the history area (SPEC §2 History: all, received, sent; group by user; cancel transfer). */
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import { historyGroups, historyPage } from './queries.ts';
import { cancelTransfer } from './service.ts';

/**
 * GET /api/history → HistoryPage of the caller's movements, newest first (cursor-paged).
 * GET /api/history/groups → the movements grouped by counterpart.
 * POST /api/transfers/cancel {id} → the canceled HistoryItem; 404 NOT_FOUND, 409 TRANSFER_NOT_CANCELLABLE.
 */
export function historyHandlers(db: Db): Pick<Handlers, 'history' | 'historyGroups' | 'cancelTransfer'> {
  return {
    history: async ({ auth, query }) => historyPage(db, { userId: auth.userId, organizationId: requireOrg(auth) }, query),
    historyGroups: async ({ auth, query }) => ({
      items: await historyGroups(db, { userId: auth.userId, organizationId: requireOrg(auth) }, query),
    }),
    cancelTransfer: async ({ auth, body }) => cancelTransfer(db, { userId: auth.userId, organizationId: requireOrg(auth) }, body.id),
  };
}
