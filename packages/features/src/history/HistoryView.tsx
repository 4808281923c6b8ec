import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryFilter, HistoryGroup, HistoryItem } from '@gratia/contracts';
import { Avatar, Box, Button, ConfirmDialog, EmptyState, ErrorState, Heading, Inline, Skeleton, Stack, Text, useToast, VirtualList } from '@gratia/ui';
import { useBalance } from '../balance/index.ts';
import { useErrorToast } from '../errors/index.ts';
import { formatNumber } from '../i18n/index.ts';
import { useBonusNameFor, useFormatPoints, useOrganizationSettings } from '../organization/index.ts';
import { fullName } from '../people/index.ts';
import { StrokeIcon } from '../shared/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { useCancelTransfer, useHistory, useHistoryGroups } from './hooks.ts';
import { HistoryRow } from './HistoryRow.tsx';
import * as css from './HistoryView.css.ts';

/** How the history is shown: every movement, or one row per counterpart. */
export type HistoryMode = 'list' | 'groups';

/** Props of {@link HistoryView}: controlled by the route (the screen keeps them in the URL). */
export interface HistoryViewProps {
  filter: HistoryFilter;
  onFilterChange: (filter: HistoryFilter) => void;
  mode: HistoryMode;
  onModeChange: (mode: HistoryMode) => void;
  /** Narrow the list to one colleague (chosen from a group row). */
  counterpartId?: number | undefined;
  onCounterpartChange: (id: number | undefined) => void;
  /** "Now", ms since the epoch (stories pin it); the cancel windows are measured against it. Default: the clock, re-read every 15 s. */
  now?: number;
  /** Estimated row height, px (virtualization measures the real one). Default 112. */
  estimateRowSize?: number;
  /**
   * Scroll the list in a box of this height (a CSS length) instead of scrolling the page. By
   * default the page scrolls, as on the events feed.
   */
  listHeight?: string;
}

const FILTERS: HistoryFilter[] = ['all', 'received', 'sent'];
const MODES: HistoryMode[] = ['list', 'groups'];

/** The clock, re-read every `ms` (cancel buttons disappear when their window closes). */
function useNow(fixed: number | undefined, ms = 15_000): number {
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    if (fixed !== undefined) return;
    const id = setInterval(() => setClock(Date.now()), ms);
    return () => clearInterval(id);
  }, [fixed, ms]);
  return fixed ?? clock;
}

/** A labelled group of toggle buttons (the pressed one is the current choice). */
function Toggle<T extends string>({ label, options, value, onChange, labelOf }: { label: string; options: T[]; value: T; onChange: (v: T) => void; labelOf: (v: T) => string }) {
  return (
    <Inline gap="xs" role="group" aria-label={label}>
      {options.map((o) => (
        <Button key={o} size="sm" variant={o === value ? 'primary' : 'secondary'} aria-pressed={o === value} onPress={() => onChange(o)}>
          {labelOf(o)}
        </Button>
      ))}
    </Inline>
  );
}

function GroupRow({ group, hideAmount, onOpen }: { group: HistoryGroup; hideAmount: boolean; onOpen?: () => void }) {
  const { t } = useTranslation('history');
  const formatPoints = useFormatPoints();
  const name = group.counterpart ? fullName(group.counterpart) : t('anonymous');
  const body = (
    <>
      <Avatar name={name} src={group.counterpart?.photo ?? null} isAnonymous={!group.counterpart} isDecorative />
      <span className={css.main}>
        <Text as="span" weight="bold" truncate>
          {name}
        </Text>
        <Text as="span" size="sm" tone="muted">
          {t('groupCount', { count: group.count })}
        </Text>
      </span>
      {!hideAmount && (
        <span className={css.side}>
          <Text as="span" size="sm">
            {t('groupReceived', { amount: formatPoints(group.received) })}
          </Text>
          <Text as="span" size="sm">
            {t('groupSent', { amount: formatPoints(group.sent) })}
          </Text>
        </span>
      )}
    </>
  );
  if (!onOpen) return <Box className={css.row}>{body}</Box>;
  // The whole row opens that colleague's transfers; the chevron says so.
  return (
    <button type="button" className={css.groupButton} onClick={onOpen} title={t('groupOpen', { name })}>
      {body}
      <span className={css.chevron}>
        <StrokeIcon size="sm">
          <path d="M9 6l6 6-6 6" />
        </StrokeIcon>
      </span>
    </button>
  );
}

/**
 * The member's history (SPEC §2 History, route /history): all, received or sent; as a list of
 * movements or grouped by counterpart (a group opens that colleague's movements); cursor pages of
 * 50 loaded as the ui `VirtualList` scrolls (only visible rows are rendered), a 'Show more'
 * button too. Each row shows status, type, amount, counterpart (anonymity respected),
 * date; within the organization's cancel time the sender gets 'Cancel', confirmed in a
 * ConfirmDialog, after which the balance, history and feed are revalidated and a toast confirms
 * (a thanks waiting for a controller's approval is "withdrawn": its recipient learns nothing).
 * Amounts are hidden when the organization hides balances. States (`data-state`): loading, error,
 * empty, ready.
 */
export function HistoryView({ filter, onFilterChange, mode, onModeChange, counterpartId, onCounterpartChange, now: fixedNow, estimateRowSize = 112, listHeight }: HistoryViewProps) {
  const { t, i18n } = useTranslation('history');
  const now = useNow(fixedNow);
  const balance = useBalance();
  const settings = useOrganizationSettings();
  const bonusWord = useBonusNameFor();
  const hideAmount = Boolean(balance.data?.hidden ?? settings.data?.hideBalances);
  const showList = mode === 'list' || counterpartId !== undefined;
  const history = useHistory({ filter, counterpartId });
  const groups = useHistoryGroups(filter);
  const cancel = useCancelTransfer();
  const toast = useToast();
  const showError = useErrorToast();
  const [confirming, setConfirming] = useState<HistoryItem | null>(null);
  // A thanks still waiting for approval is withdrawn: its recipient never learns of it (docs/decisions/0023).
  const withdrawing = confirming?.status === 'waiting';
  const { hasMore, isLoadingMore, loadMore } = history;

  const listState = history.error && history.items.length === 0 ? 'error' : history.isLoading ? 'loading' : history.items.length === 0 ? 'empty' : 'ready';
  const groupState = groups.error ? 'error' : !groups.data ? 'loading' : groups.data.items.length === 0 ? 'empty' : 'ready';
  const state = showList ? listState : groupState;
  const person = counterpartId !== undefined ? groups.data?.items.find((g) => g.counterpart?.id === counterpartId)?.counterpart : undefined;
  const lng = i18n.language;

  return (
    <section className={css.root} data-state={state} data-mode={showList ? 'list' : 'groups'} aria-busy={state === 'loading' || isLoadingMore} aria-label={t('title')}>
      <Stack gap="md">
        <Heading level={1}>{t('title')}</Heading>
        <Inline gap="md" justify="between">
          <Toggle label={t('filterLabel')} options={FILTERS} value={filter} onChange={onFilterChange} labelOf={(f) => t(`filter.${f}`)} />
          <Toggle label={t('viewLabel')} options={MODES} value={mode} onChange={onModeChange} labelOf={(m) => t(`view.${m}`)} />
        </Inline>
        {counterpartId !== undefined && (
          <Inline gap="sm">
            <Button variant="ghost" size="sm" onPress={() => onCounterpartChange(undefined)}>
              {t('backToAll')}
            </Button>
            {person && <Text weight="semibold">{t('withPerson', { name: fullName(person) })}</Text>}
          </Inline>
        )}
        {state === 'loading' && (
          <Stack gap="sm">
            <Skeleton height={placeholderHeight.row} />
            <Skeleton height={placeholderHeight.row} />
            <Skeleton height={placeholderHeight.row} />
          </Stack>
        )}
        {state === 'error' && <ErrorState title={t('error')} onRetry={() => (showList ? history.reload() : void groups.mutate())} />}
        {state === 'empty' && (showList ? <EmptyState title={counterpartId !== undefined ? t('emptyFiltered') : t('empty')} description={t('emptyDescription')} /> : <EmptyState title={t('groupsEmpty')} description={t('emptyDescription')} />)}
        {state === 'ready' && showList && (
          <>
            <VirtualList
              items={history.items}
              getKey={(item) => item.id}
              estimateSize={estimateRowSize}
              scroll={listHeight ? 'element' : 'window'}
              height={listHeight}
              aria-label={t('listLabel')}
              // A failed next page leaves "show more" there as its retry; auto-loading does not retry.
              hasMore={hasMore}
              isLoadingMore={isLoadingMore}
              onEndReached={loadMore}
              loadMoreLabel={t('loadMore')}
              onLoadMore={loadMore}
              endMessage={t('end')}
              renderItem={(item) => (
                <Box paddingBottom="sm">
                  <HistoryRow item={item} now={now} hideAmount={hideAmount} onCancel={setConfirming} />
                </Box>
              )}
            />
          </>
        )}
        {state === 'ready' && !showList && groups.data && (
          <Stack as="ul" gap="sm" aria-label={t('view.groups')}>
            {groups.data.items.map((g) => (
              <li key={g.counterpart?.id ?? 'anonymous'}>
                <GroupRow group={g} hideAmount={hideAmount} onOpen={g.counterpart ? () => onCounterpartChange(g.counterpart?.id) : undefined} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        tone="critical"
        title={t(withdrawing ? 'cancelWaitingTitle' : 'cancelTitle')}
        description={
          confirming
            ? t(withdrawing ? 'cancelWaitingDescription' : 'cancelDescription', {
                amount: formatNumber(confirming.amount, lng),
                bonus: bonusWord(confirming.amount),
                name: confirming.counterpart ? fullName(confirming.counterpart) : t('anonymous'),
              })
            : undefined
        }
        confirmLabel={t(withdrawing ? 'cancelWaitingConfirm' : 'cancelConfirm')}
        cancelLabel={t('cancelKeep')}
        onConfirm={async () => {
          if (!confirming) return;
          try {
            await cancel(confirming.id);
            history.reload();
            toast.show({ tone: 'success', title: t(withdrawing ? 'withdrawnToast' : 'canceledToast'), timeout: 3000 });
          } catch (err) {
            showError(err);
            setConfirming(null);
          }
        }}
      />
    </section>
  );
}
