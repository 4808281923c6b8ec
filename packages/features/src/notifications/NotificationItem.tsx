import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Notification } from '@gratia/contracts';
import { Avatar } from '@gratia/ui';
import { formatDateTime, formatDay, formatRelativeTime } from '../i18n/index.ts';
import { useFormatPoints } from '../organization/index.ts';
import { fullName } from '../people/index.ts';
import { AnonymousIcon, BagIcon, CalendarIcon, TrophyIcon } from './icons.tsx';
import { notificationMessage, notificationPath } from './message.ts';
import * as css from './notifications.css.ts';

/** Props of {@link NotificationItem}. */
export interface NotificationItemProps {
  /** The notification (SPEC §2 Header 'Notifications bell'). */
  notification: Notification;
  /** Called when the member opens it (before the app navigates to it): mark it read, close the panel. */
  onOpen: (notification: Notification) => void;
  /** "Now" for the relative time, ms since the epoch (stories pin it). */
  now?: number;
}

/**
 * One notification as a row of the bell's panel: the actor's avatar (an anonymous thanks, the
 * period notices, the challenge and order notices without a person get a picture instead), the sentence in the member's language
 * ({@link notificationMessage}: who did what, points with the organization's bonus name, plural
 * likers), the relative time (the exact one as a tooltip), and for an unread one a dot named
 * 'Unread'. The row is a link to what it is about (`notificationPath`: the thanks' feed card, the
 * history, the thanks form, the challenge, the order history); opening it calls `onOpen` first. `data-kind`, `data-unread` describe it.
 */
export function NotificationItem({ notification: n, onOpen, now }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const formatPoints = useFormatPoints();
  const message = notificationMessage(n, {
    name: fullName,
    points: formatPoints,
    date: (day) => formatDay(day, i18n.language),
    anonymous: t('anonymous'),
    orderStatus: (status) => t(i18n.exists(`notifications:orderStatus.${status}`) ? `orderStatus.${status}` : 'orderStatus.unknown'),
  });
  const unread = n.readAt === null;
  return (
    <li>
      <Link to={notificationPath(n)} className={css.item} data-kind={n.kind} data-unread={unread ? '' : undefined} onClick={() => onOpen(n)}>
        <NotificationAvatar notification={n} />
        <span className={css.body}>
          <span className={css.sentence}>{t(message.key, message.values)}</span>
          <time className={css.time} dateTime={n.createdAt} title={formatDateTime(n.createdAt, i18n.language)}>
            {formatRelativeTime(n.createdAt, i18n.language, now)}
          </time>
        </span>
        {unread ? <span className={css.dot} role="img" aria-label={t('unread')} /> : <span />}
      </Link>
    </li>
  );
}

/** The actor's photo or initials; for a notification without a person, a picture of what it is. */
function NotificationAvatar({ notification: n }: { notification: Notification }) {
  if (n.actor) return <Avatar src={n.actor.photo} name={fullName(n.actor)} size="md" isDecorative />;
  // Without a person: a challenge's notice — a cup; an order's — a bag; a period's notice, or a thanks the period's end declined — a calendar; else an anonymous sender.
  if (n.kind === 'order_status') {
    return (
      <span className={css.iconAvatar} data-avatar="order">
        <BagIcon />
      </span>
    );
  }
  if (n.kind.startsWith('challenge')) {
    return (
      <span className={css.iconAvatar} data-avatar="challenge">
        <TrophyIcon />
      </span>
    );
  }
  const period = n.kind.startsWith('period') || n.kind === 'thanks_declined';
  return (
    <span className={css.iconAvatar} data-avatar={period ? 'period' : 'anonymous'}>
      {period ? <CalendarIcon /> : <AnonymousIcon />}
    </span>
  );
}
