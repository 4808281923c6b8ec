/** Routes of the organization area (SPEC §3 Organization settings, §7 'GET organization settings'). */
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import { getEconomySettings, getOrganizationSettings, listValues } from './queries.ts';
import { updateEconomySettings } from './service.ts';

type OrganizationRoute = 'organizationSettings' | 'values' | 'economySettings' | 'updateEconomySettings';

/**
 * GET /api/organization/settings → OrganizationSettings of the current organization (isActivePeriod, period dates).
 * GET /api/values → `{ items: CompanyValue[] }` of the current organization.
 * GET /api/organization/economy → EconomySettings (bonus name, max transfer in points, cancel time in
 *   seconds, anonymity, hidden balances, approval threshold in points or null, disbursed points);
 *   PATCH (admins, `admin: true` in the table) changes the given ones and returns them all (400
 *   VALIDATION_ERROR naming the field of a bad value, e.g. `approvalThreshold` 0 or 1.5).
 * 401 without a session, 403 FORBIDDEN without a current organization.
 */
export function organizationHandlers(db: Db): Pick<Handlers, OrganizationRoute> {
  return {
    organizationSettings: async ({ auth }) => getOrganizationSettings(db, requireOrg(auth)),
    values: async ({ auth }) => ({ items: await listValues(db, requireOrg(auth)) }),
    economySettings: async ({ auth }) => getEconomySettings(db, requireOrg(auth)),
    updateEconomySettings: async ({ auth, body }) => updateEconomySettings(db, requireOrg(auth), body),
  };
}
