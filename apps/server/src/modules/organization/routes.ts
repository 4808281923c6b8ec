/** Routes of the organization area (SPEC §3 Organization settings, §7 'GET organization settings'). */
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import { getOrganizationOverview } from './overview.ts';
import { getCommunityStats } from './stats.ts';
import { getEconomySettings, getOrganizationSettings, listValues } from './queries.ts';
import { updateEconomySettings } from './service.ts';

type OrganizationRoute = 'organizationSettings' | 'values' | 'organizationOverview' | 'communityStats' | 'economySettings' | 'updateEconomySettings';

/**
 * GET /api/organization/settings → OrganizationSettings of the current organization (isActivePeriod, period dates).
 * GET /api/values → `{ items: CompanyValue[] }` of the current organization.
 * GET /api/organization/overview?id= → OrganizationOverview (admins, `admin: true` in the table):
 *   the community, its periods, the points in circulation (points) and the waiting thanks; an `id`
 *   other than the caller's current organization is 404 NOT_FOUND, as if it did not exist.
 * GET /api/organization/stats → CommunityStats of the current organization (every member): thanks,
 *   points moved, people thanked and the most named value since the first period (SPEC §2 Main page).
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
    organizationOverview: async ({ auth, query }) => {
      const organizationId = requireOrg(auth);
      if (query.id !== organizationId) throw new AppError('NOT_FOUND', 'Organization not found');
      return getOrganizationOverview(db, organizationId);
    },
    communityStats: async ({ auth }) => getCommunityStats(db, requireOrg(auth)),
    economySettings: async ({ auth }) => getEconomySettings(db, requireOrg(auth)),
    updateEconomySettings: async ({ auth, body }) => updateEconomySettings(db, requireOrg(auth), body),
  };
}
