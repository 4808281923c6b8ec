/**
 * notifications — the member's in-app notifications (SPEC §2 Header 'Notifications bell'): the
 * bell with its unread badge and panel, one notification's row and sentence, and the swr hooks
 * (list, unread count polled like the feed, mark read).
 */
export { NotificationsBell, type NotificationsBellProps } from './NotificationsBell.tsx';
export { NotificationsPanel, type NotificationsPanelProps } from './NotificationsPanel.tsx';
export { NotificationItem, type NotificationItemProps } from './NotificationItem.tsx';
export { notificationMessage, notificationPath, type MessageFormat, type NotificationMessage } from './message.ts';
export {
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATIONS_POLL_INTERVAL_MS,
  notificationKeys,
  notificationsKey,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useUnreadNotifications,
  type NotificationsList,
} from './hooks.ts';
