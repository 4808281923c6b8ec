/** Routes of self-serve onboarding (SPEC §2 /onboarding; DOMAIN §6.6; docs/decisions/0035). */
import type { Db } from '../../db/client.ts';
import type { Handlers } from '../../http/routing.ts';
import { getProfileInfo } from '../profile/index.ts';
import { countCreation } from './limits.ts';
import { createCommunity, joinCommunity } from './service.ts';

/**
 * Both `auth: true` (any signed-in person, with or without a community); both answer the caller's
 * ProfileInfo in the community they now are in, and the session follows at once (the current
 * community is read on every request).
 * POST /api/onboarding/community {name} → ProfileInfo (role 'A' in the new community); 409
 *   ORGANIZATION_NAME_TAKEN (`details.field` 'name'), 409 ALREADY_IN_COMMUNITY, 429 RATE_LIMITED
 *   (limits.ts), 400 VALIDATION_ERROR.
 * POST /api/onboarding/join {token} → ProfileInfo; 404 INVITE_NOT_FOUND, 410 INVITE_EXPIRED,
 *   INVITE_USED_UP, INVITE_REVOKED, 403 MEMBERSHIP_SUSPENDED, 400 VALIDATION_ERROR.
 */
export function onboardingHandlers(db: Db): Pick<Handlers, 'createCommunity' | 'joinCommunity'> {
  return {
    createCommunity: async ({ auth, body, req }) => {
      await countCreation(db, auth.userId, req);
      const organizationId = await createCommunity(db, auth.userId, body.name);
      return getProfileInfo(db, auth.userId, organizationId);
    },
    joinCommunity: async ({ auth, body }) => {
      const organizationId = await joinCommunity(db, auth.userId, body.token);
      return getProfileInfo(db, auth.userId, organizationId);
    },
  };
}
