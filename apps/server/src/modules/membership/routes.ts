/** Routes of the caller's communities and the organization change flow (SPEC §4, §7). */
import type { Db } from '../../db/client.ts';
import type { Handlers } from '../../http/routing.ts';
import type { AuthDeps } from '../auth/index.ts';
import { listUserOrganizations, requestOrganizationChange, verifyOrganizationChange } from './service.ts';

/**
 * GET /api/organizations/mine → `{ items: {id, name, isCurrent}[] }` (works without a current organization too).
 * POST /api/organizations/change {organizationId} → `{ status: 'code_sent', channel, expiresIn }` (seconds);
 *   403 FORBIDDEN when not a member, 400 VALIDATION_ERROR when already current, 429 RATE_LIMITED.
 * POST /api/organizations/change/verify {code} → `{ organizationId }`, now current;
 *   400 INVALID_CODE (details.attemptsLeft), 400 CODE_EXPIRED, 403 FORBIDDEN.
 */
export function membershipHandlers(db: Db, deps: AuthDeps): Pick<Handlers, 'userOrganizations' | 'changeOrganization' | 'changeOrganizationVerify'> {
  return {
    userOrganizations: async ({ auth }) => ({ items: await listUserOrganizations(db, auth.userId, auth.organizationId) }),
    changeOrganization: async ({ auth, body }) => requestOrganizationChange(db, deps, auth.userId, auth.organizationId, body.organizationId),
    changeOrganizationVerify: async ({ auth, body }) => verifyOrganizationChange(db, deps, auth.userId, body.code),
  };
}
