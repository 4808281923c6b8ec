/** Routes of the profile area (SPEC §3 Profile info, §7 'GET user profile'). */
import type { Db } from '../../db/client.ts';
import type { Handlers } from '../../http/routing.ts';
import { getProfileInfo } from './service.ts';

/** GET /api/profile/me → ProfileInfo of the caller (privileged entries of the current organization). 401 without a session. */
export function profileHandlers(db: Db): Pick<Handlers, 'me'> {
  return {
    me: async ({ auth }) => getProfileInfo(db, auth.userId, auth.organizationId),
  };
}
