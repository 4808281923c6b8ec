import { useTranslation } from 'react-i18next';
import type { FeedEvent } from '@gratia/contracts';
import { Avatar, Badge, Tag, Text } from '@gratia/ui';
import { formatDateTime, formatRelativeTime } from '../i18n/format.ts';
import { useFormatPoints } from '../i18n/useFormatPoints.ts';
import { fullName } from '../thanks/userName.ts';
import * as css from './FeedCard.css.ts';

/** Props of {@link FeedCard}. */
export interface FeedCardProps {
  /** The event (SPEC §3 Transaction inside a feed event). */
  event: FeedEvent;
  /** "Now" for the relative time, ms since the epoch (tests and stories pin it). */
  now?: number;
}

/**
 * One thanks in the events feed (SPEC §1 Events feed): sender avatar and name — or
 * 'Анонимно'/'Anonymous' when the sender is hidden —, recipient, amount with the organization's
 * bonus name, message, company value tag, and the time (relative under a week, else absolute; the
 * full date in the tooltip) in the current language. `data-status` = transaction status,
 * `data-anonymous` when anonymous.
 */
export function FeedCard({ event, now }: FeedCardProps) {
  const { t, i18n } = useTranslation('feed');
  const formatPoints = useFormatPoints();
  const tx = event.transaction;
  const senderName = tx.sender ? fullName(tx.sender) : t('anonymous');
  return (
    <article
      className={css.card}
      data-status={tx.status}
      data-anonymous={tx.sender ? undefined : ''}
      aria-label={t('label', { sender: senderName, recipient: fullName(tx.recipient), points: formatPoints(tx.amount) })}
    >
      <Avatar src={tx.sender?.photo ?? undefined} name={senderName} size="md" />
      <div className={css.body}>
        <div className={css.headline}>
          <Text weight="semibold">{senderName}</Text>
          <span aria-hidden="true">→</span>
          <Text weight="semibold">{fullName(tx.recipient)}</Text>
          <span className={css.amount}>+{formatPoints(tx.amount)}</span>
        </div>
        {tx.message && <p className={css.message}>{tx.message}</p>}
        <div className={css.meta}>
          {tx.status === 'canceled' && <Badge>{t('canceled')}</Badge>}
          {tx.value && <Tag title={tx.value.name}>{tx.value.name}</Tag>}
          <time className={css.time} dateTime={event.createdAt} title={formatDateTime(event.createdAt, i18n.language)}>
            {formatRelativeTime(event.createdAt, i18n.language, now)}
          </time>
        </div>
      </div>
    </article>
  );
}
