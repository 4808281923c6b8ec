import {
  MarkAllNotificationsReadResponse,
  MarkNotificationReadBody,
  Notification,
  NotificationPage,
  NotificationsQuery,
  UnreadNotifications,
} from './notifications.ts';

/**
 * In-app notifications of the caller (SPEC §2 Header 'Notifications bell'), spread into `routes`.
 * Every call sees only the caller's own notifications of their current organization: another
 * member's or organization's notification answers 404 NOT_FOUND.
 */
export const notificationRoutes = {
  /** The caller's notifications, newest first, cursor-paged. */
  notifications: { method: 'GET', path: '/notifications', auth: true, query: NotificationsQuery, response: NotificationPage },
  /** How many are unread (the bell's badge). */
  unreadNotifications: { method: 'GET', path: '/notifications/unread', auth: true, response: UnreadNotifications },
  /** Mark one read → the notification. 404 NOT_FOUND for an id that is not the caller's. */
  markNotificationRead: { method: 'POST', path: '/notifications/read', auth: true, body: MarkNotificationReadBody, response: Notification },
  /** Mark every unread notification read → how many were. */
  markAllNotificationsRead: { method: 'POST', path: '/notifications/read-all', auth: true, response: MarkAllNotificationsReadResponse },
} as const;
