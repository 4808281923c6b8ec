/** Routes of the events feed (SPEC §1 Events feed). */
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import { feedPage } from './service.ts';

/** GET /api/feed?cursor=&limit= → FeedPage of the current organization, newest first; anonymous senders hidden from others. */
export function feedHandlers(db: Db): Pick<Handlers, 'feed'> {
  return {
    feed: async ({ auth, query }) =>
      feedPage(db, { organizationId: requireOrg(auth), viewerId: auth.userId, cursor: query.cursor, limit: query.limit }),
  };
}
