import { useTranslation } from 'react-i18next';
import type { HistoryItem, ThanksApproval } from '@gratia/contracts';
import { Avatar, Badge, Button, Inline, Stack, Text, type BadgeTone } from '@gratia/ui';
import { formatDateTime } from '../i18n/index.ts';
import { useFormatPoints } from '../organization/index.ts';
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
/** Tones of the approval states a thanks above the threshold shows instead of its status (docs/decisions/0023). */
const APPROVAL_TONE: Record<ThanksApproval['state'], BadgeTone> = { waiting: 'warning', approved: 'positive', declined: 'neutral', withdrawn: 'neutral' };

/**
 * The badge of a row's state: a thanks that needed a controller's approval says where that stands
 * (`approval.waiting` … `approval.withdrawn`; an approved one is an ordinary completed thanks, no
 * badge); any other row its status when it is not completed; null when there is nothing to say.
 */
export function stateBadge(item: Pick<HistoryItem, 'status' | 'approval'>): { key: string; tone: BadgeTone } | null {
  const approval = item.approval ?? null;
  if (approval && approval.state !== 'approved') return { key: `approval.${approval.state}`, tone: APPROVAL_TONE[approval.state] };
  if (item.status === 'completed') return null;
  return { key: `status.${item.status}`, tone: STATUS_TONE[item.status] };
}

/** Translation key of the row's type (an admin debit has its own name). */
export function historyTypeKey(item: Pick<HistoryItem, 'type' | 'adminDirection'>): string {
  return item.type === 'admin_manual' && item.adminDirection === 'debit' ? 'type.admin_manual_debit' : `type.${item.type}`;
}

/** Whole minutes left of a cancel window that ends at `until` (ISO), from `now` (ms); 0 under a minute. */
export function cancelMinutesLeft(until: string, now: number): number {
  return Math.floor((Date.parse(until) - now) / 60_000);
}

/**
 * One movement of the member's history (SPEC §2 History, §3 Transaction): counterpart (or
 * 'Anonymous' for an anonymous thanks received, 'Organization' when there is none); the type only
 * when it is not a plain thanks (an admin credit, a challenge contribution…) and the status only
 * when it is not completed, so an ordinary row carries no badge; the signed amount with the
 * organization's bonus name (+ received, − sent; hidden when balances are hidden), date and time,
 * for an addition the thanks it was added to ("Addition to the thanks from X to Y", docs/decisions/0014),
 * message, for a thanks that needed a controller's approval (`approval`, docs/decisions/0023) where
 * that stands — "Waiting for approval" (the recipient sees it once approved), approved, declined
 * with the controller's reason, withdrawn — and — while the cancel window is open — how long it
 * stays open and a 'Cancel' button on the details line, so the amount column never moves. A
 * manager's `redistribution` row is named by its type. `data-status`, `data-direction`, `data-type`,
 * `data-approval`.
 */
export function HistoryRow({ item, hideAmount = false, now, onCancel }: HistoryRowProps) {
  const { t, i18n } = useTranslation('history');
  const formatPoints = useFormatPoints();
  const lng = i18n.language;
  const name = item.counterpart ? fullName(item.counterpart) : item.type === 'between_users' ? t('anonymous') : t('organization');
  const received = item.direction === 'received';
  const badge = stateBadge(item);
  const approval = item.approval ?? null;
  const minutesLeft = onCancel && item.cancellableUntil && Date.parse(item.cancellableUntil) > now ? cancelMinutesLeft(item.cancellableUntil, now) : null;
  return (
    <article className={css.row} data-status={item.status} data-direction={item.direction} data-type={item.type} data-approval={approval?.state} aria-label={`${t(historyTypeKey(item))}: ${name}`}>
      <Avatar name={name} src={item.counterpart?.photo ?? null} isAnonymous={!item.counterpart && item.type === 'between_users'} isDecorative />
      <Stack gap="xxs">
        <Text weight="bold" truncate>
          {t(received ? 'from' : 'to', { name })}
        </Text>
        <Inline gap="xs">
          {item.type !== 'between_users' && <Badge tone="info">{t(historyTypeKey(item))}</Badge>}
          {badge && (
            <Badge tone={badge.tone} data-testid="state-badge">
              {t(badge.key)}
            </Badge>
          )}
          <Text as="span" tone="muted" size="sm">
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, lng)}</time>
          </Text>
        </Inline>
        {item.additionTo && (
          <Text size="sm" tone="muted" data-testid="addition-to">
            {received
              ? t('additionToYou', { sender: item.additionTo.sender ? fullName(item.additionTo.sender) : t('anonymous') })
              : t('additionTo', {
                  sender: item.additionTo.sender ? fullName(item.additionTo.sender) : t('anonymous'),
                  recipient: fullName(item.additionTo.recipient),
                })}
          </Text>
        )}
        {item.message && (
          <Text size="sm" tone="muted" lines={3}>
            {item.message}
          </Text>
        )}
        {approval && (
          <Text size="sm" tone={approval.state === 'declined' && approval.reason ? 'default' : 'muted'} data-testid="approval-note">
            {approval.state === 'declined' && approval.reason ? t('approval.declinedReason', { reason: approval.reason }) : t(`approval.${approval.state}Hint`)}
          </Text>
        )}
        {minutesLeft !== null && (
          <Inline gap="sm" align="center">
            <Text as="span" size="sm" tone="muted" data-testid="cancel-left">
              {minutesLeft > 0 ? t('cancelLeft', { count: minutesLeft }) : t('cancelLastMinute')}
            </Text>
            <Button variant="secondary" size="sm" onPress={() => onCancel?.(item)} aria-label={`${t('cancel')}: ${name}, ${formatPoints(item.amount)}`}>
              {t('cancel')}
            </Button>
          </Inline>
        )}
      </Stack>
      {hideAmount ? (
        <Text as="span" tone="muted" size="sm">
          {t('hiddenAmount')}
        </Text>
      ) : (
        <span className={css.amount} data-direction={item.direction} data-status={item.status}>
          {t(received ? 'amountReceived' : 'amountSent', { amount: formatPoints(item.amount) })}
        </span>
      )}
    </article>
  );
}
