/** Routes of in-app notifications (SPEC §2 Header 'Notifications bell'); each reaches only the caller's own notifications of their current organization. */
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import type { AuthContext } from '../../http/session.ts';
import { listNotifications, unreadCount } from './queries.ts';
import { markAllRead, markRead } from './service.ts';

type NotificationRoute = 'notifications' | 'unreadNotifications' | 'markNotificationRead' | 'markAllNotificationsRead';

/**
 * GET /api/notifications?cursor=&limit= → NotificationPage (newest first); GET
 * /api/notifications/unread → `{ count }`; POST /api/notifications/read `{ id }` → the notification;
 * POST /api/notifications/read-all → `{ marked }`. Errors: 404 NOT_FOUND for an id that is not the
 * caller's in their current organization, 400 VALIDATION_ERROR for a bad id, limit or cursor, 403
 * FORBIDDEN without a current organization.
 */
export function notificationHandlers(db: Db): Pick<Handlers, NotificationRoute> {
  const viewer = (auth: AuthContext) => ({ organizationId: requireOrg(auth), userId: auth.userId });
  return {
    notifications: async ({ auth, query }) => listNotifications(db, viewer(auth), query),
    unreadNotifications: async ({ auth }) => unreadCount(db, viewer(auth)),
    markNotificationRead: async ({ auth, body }) => markRead(db, viewer(auth), body.id),
    markAllNotificationsRead: async ({ auth }) => markAllRead(db, viewer(auth)),
  };
}
