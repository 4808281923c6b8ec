/** Routes of the events feed (SPEC §1 Events feed). */
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import { feedEvent, feedFilters, feedPage } from './service.ts';

/**
 * GET /api/feed?filter=&cursor=&limit= → FeedPage of the current organization, newest first, of
 * the kinds the filter shows; GET /api/feed/event?eventType=&eventId= → one FeedEvent (404
 * NOT_FOUND outside the organization); GET /api/feed/filters → `{ items }`, the filters worth
 * offering (`all` and the kinds the organization has events of). Anonymous senders are hidden from everyone but themselves.
 * Errors: 400 VALIDATION_ERROR (bad filter, limit or cursor).
 */
export function feedHandlers(db: Db): Pick<Handlers, 'feed' | 'feedEvent' | 'feedFilters'> {
  return {
    feed: async ({ auth, query }) =>
      feedPage(db, { organizationId: requireOrg(auth), viewerId: auth.userId, filter: query.filter, cursor: query.cursor, limit: query.limit }),
    feedFilters: async ({ auth }) => feedFilters(db, requireOrg(auth)),
    feedEvent: async ({ auth, query }) =>
      feedEvent(db, { organizationId: requireOrg(auth), viewerId: auth.userId, eventType: query.eventType, eventId: query.eventId }),
  };
}
