import { useTranslation } from 'react-i18next';
import type { HistoryItem } from '@gratia/contracts';
import { Avatar, Badge, Button, Inline, Stack, Text, type BadgeTone } from '@gratia/ui';
import { formatDateTime, formatNumber } from '../i18n/index.ts';
import { fullName } from '../people/index.ts';
import * as css from './HistoryView.css.ts';

/** Props of {@link HistoryRow}. */
export interface HistoryRowProps {
  item: HistoryItem;
  /** Hide the amount (the organization hides balances). */
  hideAmount?: boolean;
  /** "Now", ms since the epoch: the cancel action shows while `now` < `item.cancellableUntil`. */
  now: number;
  /** Asks to cancel this row (the parent confirms with a ConfirmDialog). Absent = no action. */
  onCancel?: (item: HistoryItem) => void;
}

const STATUS_TONE: Record<HistoryItem['status'], BadgeTone> = { completed: 'positive', waiting: 'warning', canceled: 'neutral' };

/** Translation key of the row's type (an admin debit has its own name). */
export function historyTypeKey(item: Pick<HistoryItem, 'type' | 'adminDirection'>): string {
  return item.type === 'admin_manual' && item.adminDirection === 'debit' ? 'type.admin_manual_debit' : `type.${item.type}`;
}

/**
 * One movement of the member's history (SPEC §2 History, §3 Transaction): counterpart (or
 * 'Anonymous' for an anonymous thanks received, 'Organization' when there is none), type, status,
 * signed amount (+ received, − sent; hidden when balances are hidden), date and time, message, and
 * — while the cancel window is open — a 'Cancel' button. `data-status`, `data-direction`, `data-type`.
 */
export function HistoryRow({ item, hideAmount = false, now, onCancel }: HistoryRowProps) {
  const { t, i18n } = useTranslation('history');
  const lng = i18n.language;
  const name = item.counterpart ? fullName(item.counterpart) : item.type === 'between_users' ? t('anonymous') : t('organization');
  const received = item.direction === 'received';
  const cancellable = Boolean(onCancel && item.cancellableUntil && Date.parse(item.cancellableUntil) > now);
  return (
    <article className={css.row} data-status={item.status} data-direction={item.direction} data-type={item.type} aria-label={`${t(historyTypeKey(item))}: ${name}`}>
      <Avatar name={name} src={item.counterpart?.photo ?? null} isDecorative />
      <Stack gap="xxs">
        <Text weight="bold" truncate>
          {t(received ? 'from' : 'to', { name })}
        </Text>
        <Inline gap="xs">
          <Badge tone="info">{t(historyTypeKey(item))}</Badge>
          <Badge tone={STATUS_TONE[item.status]}>{t(`status.${item.status}`)}</Badge>
          <Text as="span" tone="muted" size="sm">
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, lng)}</time>
          </Text>
        </Inline>
        {item.message && (
          <Text size="sm" tone="muted" truncate>
            {item.message}
          </Text>
        )}
      </Stack>
      <Stack gap="xs" align="end">
        {hideAmount ? (
          <Text as="span" tone="muted" size="sm">
            {t('hiddenAmount')}
          </Text>
        ) : (
          <span className={css.amount} data-direction={item.direction} data-status={item.status}>
            {t(received ? 'amountReceived' : 'amountSent', { amount: formatNumber(item.amount, lng) })}
          </span>
        )}
        {cancellable && (
          <Button variant="secondary" size="sm" onPress={() => onCancel?.(item)} aria-label={`${t('cancel')}: ${name}, ${formatNumber(item.amount, lng)}`}>
            {t('cancel')}
          </Button>
        )}
      </Stack>
    </article>
  );
}
