/** Routes of the profile area (SPEC §3 Profile info, §7 'GET user profile'). */
import type { Db } from '../../db/client.ts';
import type { Handlers } from '../../http/routing.ts';
import { getProfileInfo, getProfileSettings, updateProfileSettings } from './service.ts';

/**
 * GET /api/profile/me → ProfileInfo of the caller (privileged entries of the current organization).
 * GET /api/profile/settings → `{ details: { language, emailOnThanks } }`; PUT saves the language
 * (and `emailOnThanks` when given), PATCH saves whichever of the two it is given (400
 * VALIDATION_ERROR for a language other than ru/en or a non-boolean `emailOnThanks`, and nothing is
 * saved). 401 without a session.
 */
export function profileHandlers(db: Db): Pick<Handlers, 'me' | 'profileSettings' | 'updateProfileSettings' | 'patchProfileSettings'> {
  return {
    me: async ({ auth }) => getProfileInfo(db, auth.userId, auth.organizationId),
    profileSettings: async ({ auth }) => getProfileSettings(db, auth.userId),
    updateProfileSettings: async ({ auth, body }) => updateProfileSettings(db, auth.userId, body.details),
    patchProfileSettings: async ({ auth, body }) => updateProfileSettings(db, auth.userId, body.details),
  };
}
