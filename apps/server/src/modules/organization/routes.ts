/** Routes of the organization area (SPEC §7 'GET organization settings'). */
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import { getOrganizationSettings, listValues } from './service.ts';

/**
 * GET /api/organization/settings → OrganizationSettings of the current organization (isActivePeriod, period dates).
 * GET /api/values → `{ items: CompanyValue[] }` of the current organization.
 * 401 without a session, 403 FORBIDDEN without a current organization.
 */
export function organizationHandlers(db: Db): Pick<Handlers, 'organizationSettings' | 'values'> {
  return {
    organizationSettings: async ({ auth }) => getOrganizationSettings(db, requireOrg(auth)),
    values: async ({ auth }) => ({ items: await listValues(db, requireOrg(auth)) }),
  };
}
