import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationBell } from '@gratia/ui';
import { useUnreadNotifications } from './hooks.ts';
import { NotificationsPanel } from './NotificationsPanel.tsx';

/** Props of {@link NotificationsBell}. */
export interface NotificationsBellProps {
  /** Shown at the top of the panel (the header's period notice). */
  notice?: ReactNode;
  /** Added to the badge for the notice (no active period: 1). Default 0. */
  noticeCount?: number;
  /** Controlled open state of the panel (with `onOpenChange`). */
  isOpen?: boolean;
  /** Initial open state when uncontrolled. Default false. */
  defaultOpen?: boolean;
  /** Called with the new open state: the bell, Escape, a click outside, or opening a notification. */
  onOpenChange?: (isOpen: boolean) => void;
  /** How often the unread count is asked again, ms; 0 = never. Default 20 s (the feed's). */
  pollIntervalMs?: number;
  /** Delay of the first unread-count call, ms. Default 500 (SPEC §9). */
  delayMs?: number;
  /** "Now" for relative times, ms since the epoch (stories pin it). */
  now?: number;
}

/**
 * The notifications bell of the header (SPEC §2 Header 'Notifications bell'): the ui
 * `NotificationBell` with the unread count (plus `noticeCount`) as its badge — the count is asked
 * 500 ms after mount and then polled ({@link useUnreadNotifications}) — toggling the
 * {@link NotificationsPanel}. Keyboard: Enter/Space opens it and moves focus inside, Escape or a
 * click outside closes it and focus returns to the bell; opening a notification closes it too.
 * Controlled (`isOpen` + `onOpenChange`) or uncontrolled.
 */
export function NotificationsBell({ notice, noticeCount = 0, isOpen, defaultOpen = false, onOpenChange, pollIntervalMs, delayMs, now }: NotificationsBellProps) {
  const { t } = useTranslation('notifications');
  const unread = useUnreadNotifications({ pollIntervalMs, delayMs });
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = isOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <NotificationBell label={t('title')} count={unread + noticeCount} isOpen={open} onOpenChange={setOpen}>
      <NotificationsPanel notice={notice} unreadCount={unread} onNavigate={() => setOpen(false)} now={now} />
    </NotificationBell>
  );
}
