export { NotificationBell, type NotificationBellProps } from './NotificationBell.tsx';
