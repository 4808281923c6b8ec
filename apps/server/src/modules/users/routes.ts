/** Routes of the people area. */
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import { searchUsers } from './queries.ts';
import { suggestRecipients } from './service.ts';

/**
 * GET /api/users/search?q=&limit= → `{ items: Colleague[] }`: colleagues of the current
 * organization, not the caller, matching each word of `q` by name or a word of their job title
 * (see {@link searchUsers}). GET /api/users/suggestions?limit= → `{ items: UserSuggestion[] }`:
 * recipients to offer the caller before they type (see {@link suggestRecipients}); `limit`
 * 1 … USER_SUGGESTIONS_MAX, else 400 VALIDATION_ERROR. Each colleague comes with their job title
 * and division in the current organization (SPEC §3 Employee). Both 403 FORBIDDEN without a
 * current organization.
 */
export function userHandlers(db: Db): Pick<Handlers, 'searchUsers' | 'userSuggestions'> {
  return {
    searchUsers: async ({ auth, query }) => ({
      items: await searchUsers(db, {
        organizationId: requireOrg(auth),
        excludeUserId: auth.userId,
        text: query.q,
        limit: query.limit,
      }),
    }),
    userSuggestions: async ({ auth, query }) => ({
      items: await suggestRecipients(db, { organizationId: requireOrg(auth), userId: auth.userId, limit: query.limit }),
    }),
  };
}
