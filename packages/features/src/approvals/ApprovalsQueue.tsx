import './strings.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DECLINE_REASON_MAX_LENGTH, MAX_DECISION_IDS, type WaitingThanks } from '@gratia/contracts';
import { Avatar, Badge, Button, Checkbox, EmptyState, ErrorState, Heading, Skeleton, Stack, Text, TextArea, useToast, VirtualList } from '@gratia/ui';
import { errorMessage, useErrorToast } from '../errors/index.ts';
import { formatDateTime } from '../i18n/index.ts';
import { useEconomySettings, useFormatPoints } from '../organization/index.ts';
import { fullName } from '../people/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { useDecideThanks, useWaitingThanks } from './hooks.ts';
import { decisionRefusal, keepListed, selectableIds, selectAllState, toggleAll, toggleId } from './selection.ts';
import * as css from './ApprovalsQueue.css.ts';
import { FormDialog } from '../shared/index.ts';

/** Props of {@link ApprovalsQueue}. */
export interface ApprovalsQueueProps {
  /** Level of the title: 1 when the queue is the page (/approvals); default 2. */
  headingLevel?: 1 | 2;
  /** Estimated row height, px (virtualization measures the real one). Default 160. */
  estimateRowSize?: number;
}

/** What one row asks of the queue. */
interface RowProps {
  item: WaitingThanks;
  isSelected: boolean;
  isBusy: boolean;
  onToggle: (id: number) => void;
  onApprove: (item: WaitingThanks) => void;
  onDecline: (item: WaitingThanks) => void;
}

/** One waiting thanks: checkbox, sender → recipient, amount, time, anonymity, value, message, actions (or the note on one's own). */
function QueueRow({ item, isSelected, isBusy, onToggle, onApprove, onDecline }: RowProps) {
  const { t, i18n } = useTranslation('approvals');
  const formatPoints = useFormatPoints();
  const ownNoteId = useId();
  const sender = fullName(item.sender);
  const recipient = fullName(item.recipient);
  const points = formatPoints(item.amount);
  return (
    <article
      className={css.row}
      aria-label={t('rowLabel', { sender, recipient, points })}
      data-selected={isSelected || undefined}
      data-own={!item.canDecide || undefined}
      data-testid="waiting-thanks"
    >
      <span className={css.check}>
        <Checkbox
          aria-label={t('select', { sender, recipient, points })}
          aria-describedby={item.canDecide ? undefined : ownNoteId}
          isSelected={isSelected}
          isDisabled={!item.canDecide || isBusy}
          onChange={() => onToggle(item.id)}
        />
      </span>
      <span className={css.people}>
        <span className={css.person}>
          <Avatar src={item.sender.photo} name={sender} size="sm" isDecorative />
          <Text as="span" weight="semibold" truncate>
            {sender}
          </Text>
        </span>
        <span className={css.arrow} aria-hidden="true">
          →
        </span>
        <span className={css.person}>
          <Avatar src={item.recipient.photo} name={recipient} size="sm" isDecorative />
          <Text as="span" weight="semibold" truncate>
            <span className={css.visuallyHidden}>{t('to')} </span>
            {recipient}
          </Text>
        </span>
      </span>
      <span className={css.amount}>{points}</span>
      <span className={css.details}>
        <Text as="span" size="sm" tone="muted">
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, i18n.language)}</time>
        </Text>
        {item.isAnonymous ? (
          <Badge tone="info" title={t('anonymousHint')}>
            {t('anonymous')}
          </Badge>
        ) : null}
        {item.value ? (
          <Text as="span" size="sm" tone="muted">
            <span aria-hidden="true">· </span>
            {t('value', { name: item.value.name })}
          </Text>
        ) : null}
      </span>
      {item.message ? (
        <Text className={css.message} size="sm">
          {item.message}
        </Text>
      ) : null}
      <span className={css.actions}>
        {item.canDecide ? (
          <>
            <Button size="sm" variant="primary" isDisabled={isBusy} aria-label={t('approveOne', { sender, recipient })} onPress={() => onApprove(item)}>
              {t('approve')}
            </Button>
            <Button size="sm" variant="secondary" tone="critical" isDisabled={isBusy} aria-label={t('declineOne', { sender, recipient })} onPress={() => onDecline(item)}>
              {t('decline')}
            </Button>
          </>
        ) : (
          <Text as="span" size="sm" tone="muted" id={ownNoteId} data-testid="own-note">
            {t('own')}
          </Text>
        )}
      </span>
    </article>
  );
}

/** Props of {@link DeclineDialog}. */
interface DeclineDialogProps {
  count: number;
  onDecline: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** Asks for the optional reason of a decline (≤ DECLINE_REASON_MAX_LENGTH characters, shown to the senders). */
function DeclineDialog({ count, onDecline, onClose }: DeclineDialogProps) {
  const { t } = useTranslation('approvals');
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const title = t('declineTitle', { count });
  const submit = async () => {
    setSaving(true);
    try {
      await onDecline(reason.trim());
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog
      title={title}
      description={t('declineDescription')}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      submitLabel={t('declineConfirm')}
      submitTone="critical"
      cancelLabel={t('cancel')}
    >
      <TextArea label={t('reason')} description={t('reasonHint')} value={reason} onChange={setReason} maxLength={DECLINE_REASON_MAX_LENGTH} rows={3} />
    </FormDialog>
  );
}

/**
 * The controller's queue (DOMAIN §6.4; SPEC §3 Transaction status 'waiting'; docs/decisions/0023),
 * for roles C and A: the thanks of the community above the approval threshold, newest first, as a
 * virtualized list loaded page by page (GET /api/approvals, 20 a page, "Show more"). Each row shows
 * sender → recipient (photos and names; the sender of an anonymous thanks too, with an "Anonymous"
 * badge), the amount with the bonus name, when it was sent, the company value and the message, and
 * "Approve" / "Decline" of its own. Rows are chosen with checkboxes (Space); "Select all" takes the
 * loaded rows the caller may decide, at most MAX_DECISION_IDS, and the bar approves or declines the
 * choice in one request. Decline asks for an optional reason (≤ 500 characters) in a dialog. The
 * caller's own thanks (`canDecide: false`) are listed with a note and cannot be chosen. A refusal
 * (APPROVAL_DUPLICATE_IDS, THANKS_NOT_WAITING, APPROVAL_OWN_THANKS: nothing was decided) shows a
 * translated toast and the list reloads; a success shows "N thanks approved/declined", and the
 * queue, balance, history and feed are fetched again ({@link useDecideThanks}).
 * `data-state` = loading | error | empty | ready.
 */
export function ApprovalsQueue({ headingLevel = 2, estimateRowSize = 160 }: ApprovalsQueueProps) {
  const { t } = useTranslation('approvals');
  const toast = useToast();
  const showError = useErrorToast();
  const formatPoints = useFormatPoints();
  const economy = useEconomySettings();
  const queue = useWaitingThanks();
  const { approve, decline } = useDecideThanks();
  const titleId = useId();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  // The ids the decline dialog is about (the selection, or one row's); null while it is closed.
  const [declining, setDeclining] = useState<number[] | null>(null);

  // What was chosen and is still listed and decidable (a reload drops the rest).
  const chosen = keepListed(selected, queue.items);
  const selectable = selectableIds(queue.items);
  const allState = selectAllState(selectable, chosen);
  const state = queue.error && queue.items.length === 0 ? 'error' : queue.isLoading ? 'loading' : queue.items.length === 0 ? 'empty' : 'ready';
  const threshold = economy.data?.approvalThreshold ?? null;

  const decide = async (kind: 'approve' | 'decline', ids: number[], reason = '') => {
    setBusy(true);
    try {
      const decision = kind === 'approve' ? await approve(ids) : await decline(ids, reason);
      setSelected((current) => new Set([...current].filter((id) => !decision.ids.includes(id))));
      toast.show({ tone: 'success', title: t(kind === 'approve' ? 'approved' : 'declined', { count: decision.ids.length }), timeout: 3000 });
    } catch (error) {
      const refusal = decisionRefusal(error);
      if (refusal) {
        setSelected((current) => new Set([...current].filter((id) => !refusal.ids.includes(id))));
        const title =
          refusal.code === 'THANKS_NOT_WAITING' ? t('refused.THANKS_NOT_WAITING', { count: Math.max(1, refusal.ids.length) }) : t(`refused.${refusal.code}`);
        toast.show({ tone: 'critical', title, timeout: 5000 });
      } else {
        showError(error);
      }
    } finally {
      setBusy(false);
    }
  };

  const count = chosen.size;
  return (
    <section className={css.root} aria-labelledby={titleId} data-state={state} aria-busy={state === 'loading' || queue.isLoadingMore}>
      <Stack gap="md">
        <Stack gap="xs">
          <Heading level={headingLevel} id={titleId}>
            {t('title')}
          </Heading>
          <Text tone="muted">{threshold !== null ? t('intro', { threshold: formatPoints(threshold) }) : t('introNoThreshold')}</Text>
        </Stack>
        {state === 'loading' && (
          <Stack gap="sm">
            <Skeleton height={placeholderHeight.card} />
            <Skeleton height={placeholderHeight.card} />
            <Skeleton height={placeholderHeight.card} />
          </Stack>
        )}
        {state === 'error' && <ErrorState title={t('error')} description={errorMessage(queue.error, t)} onRetry={queue.reload} />}
        {state === 'empty' && <EmptyState title={t('empty')} description={t('emptyDescription')} />}
        {state === 'ready' && (
          <>
            <div className={css.toolbar} role="group" aria-label={t('toolbarLabel')}>
              <Checkbox
                isSelected={allState === 'all'}
                isIndeterminate={allState === 'some'}
                isDisabled={selectable.length === 0 || busy}
                onChange={() => setSelected(toggleAll(selectable, allState))}
              >
                {t('selectAll')}
              </Checkbox>
              <Text as="span" size="sm" tone="muted" className={css.toolbarStatus} role="status" data-testid="selected-count">
                {count > 0 ? t('selected', { count }) : t('noneSelected')}
                {selectable.length > MAX_DECISION_IDS && allState === 'all' ? ` · ${t('selectAllLimit', { max: MAX_DECISION_IDS })}` : ''}
              </Text>
              <span className={css.toolbarActions}>
                <Button
                  size="sm"
                  variant="primary"
                  isDisabled={count === 0}
                  isLoading={busy && declining === null}
                  aria-label={t('approveSelectedLabel', { count })}
                  onPress={() => void decide('approve', [...chosen])}
                >
                  {t('approveSelected')}
                </Button>
                <Button size="sm" variant="secondary" tone="critical" isDisabled={count === 0 || busy} aria-label={t('declineSelectedLabel', { count })} onPress={() => setDeclining([...chosen])}>
                  {t('declineSelected')}
                </Button>
              </span>
            </div>
            <VirtualList
              items={queue.items}
              getKey={(item) => item.id}
              estimateSize={estimateRowSize}
              scroll="window"
              aria-label={t('listLabel')}
              hasMore={queue.hasMore}
              isLoadingMore={queue.isLoadingMore}
              onEndReached={queue.loadMore}
              loadMoreLabel={t('loadMore')}
              onLoadMore={queue.loadMore}
              endMessage={t('end')}
              renderItem={(item) => (
                <div className={css.rowGap}>
                  <QueueRow
                    item={item}
                    isSelected={chosen.has(item.id)}
                    isBusy={busy}
                    onToggle={(id) => setSelected(toggleId(chosen, id))}
                    onApprove={(row) => void decide('approve', [row.id])}
                    onDecline={(row) => setDeclining([row.id])}
                  />
                </div>
              )}
            />
          </>
        )}
      </Stack>
      {declining ? (
        <DeclineDialog
          count={declining.length}
          onClose={() => setDeclining(null)}
          onDecline={async (reason) => {
            await decide('decline', declining, reason);
            setDeclining(null);
          }}
        />
      ) : null}
    </section>
  );
}
