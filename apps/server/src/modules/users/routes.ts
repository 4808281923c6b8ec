/** Routes of the people area. */
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import { searchUsers } from './queries.ts';

/** GET /api/users/search?q=&limit= → `{ items: UserSummary[] }`: colleagues of the current organization, not the caller. */
export function userHandlers(db: Db): Pick<Handlers, 'searchUsers'> {
  return {
    searchUsers: async ({ auth, query }) => ({
      items: await searchUsers(db, {
        organizationId: requireOrg(auth),
        excludeUserId: auth.userId,
        text: query.q,
        limit: query.limit,
      }),
    }),
  };
}
