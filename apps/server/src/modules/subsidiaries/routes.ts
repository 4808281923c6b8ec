/** Routes of the subsidiaries (SPEC §2 Organization settings 'structure … subsidiaries'; docs/decisions/0027). */
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import type { PeriodJobs } from '../periods/index.ts';
import { listSubsidiaries } from './queries.ts';
import { createSubsidiary, renameSubsidiary } from './service.ts';

/**
 * Every route `admin: true` in the table (role 'A' of the caller's organization; 403 before the input is read).
 * GET /api/subsidiaries → SubsidiariesResponse {parent, items}.
 * POST /api/subsidiaries {name, adminId?, copyBranding} → Subsidiary; 409 SUBSIDIARY_OF_SUBSIDIARY,
 *   404 USER_NOT_FOUND, 409 ORGANIZATION_NAME_TAKEN, 400 VALIDATION_ERROR.
 * PATCH /api/subsidiaries?id= {name} → Subsidiary; 404 NOT_FOUND, 409 ORGANIZATION_NAME_TAKEN, 400 VALIDATION_ERROR.
 */
export function subsidiaryHandlers(db: Db, jobs?: PeriodJobs): Pick<Handlers, 'subsidiaries' | 'createSubsidiary' | 'updateSubsidiary'> {
  return {
    subsidiaries: async ({ auth }) => listSubsidiaries(db, requireOrg(auth), auth.userId),
    createSubsidiary: async ({ auth, body }) => createSubsidiary(db, { userId: auth.userId, organizationId: requireOrg(auth) }, body, jobs),
    updateSubsidiary: async ({ auth, query, body }) => renameSubsidiary(db, { userId: auth.userId, organizationId: requireOrg(auth) }, query.id, body),
  };
}
