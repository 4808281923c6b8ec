import './strings.ts';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DirectoryEntry, DirectoryStatusFilter } from '@gratia/contracts';
import { Avatar, Badge, Box, Button, EmptyState, ErrorState, Heading, Link as UiLink, Select, Skeleton, Stack, Text, TextField, VirtualList, type SelectItem } from '@gratia/ui';
import { formatNumber } from '../i18n/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { divisionTree } from './divisions.ts';
import { useDirectory, useDivisions } from './hooks.ts';
import { fullName, handle, positionLine } from './person.ts';
import { DIRECTORY_STATUSES } from './status.ts';
import { StatusBadge } from './StatusBadge.tsx';
import * as css from './DirectoryView.css.ts';

/** The profile route of a person (SPEC §2 /other_profile/{id}). */
export function profilePath(id: number): string {
  return `/other_profile/${id}`;
}

/** Props of {@link DirectoryView}: controlled by the route (the screen keeps them in the URL). */
export interface DirectoryViewProps {
  /** The search text as applied to the list ('' for everyone). */
  query: string;
  /** Called with the typed text once typing pauses for `searchDelayMs`. */
  onQueryChange: (query: string) => void;
  /** The chosen statuses (any of them); empty for every active member. */
  statuses: readonly DirectoryStatusFilter[];
  onStatusesChange: (statuses: DirectoryStatusFilter[]) => void;
  /** The chosen division (with every division under it); undefined for all. */
  divisionId: number | undefined;
  onDivisionChange: (id: number | undefined) => void;
  /** Pause after the last keystroke before the search runs, ms. Default 300. */
  searchDelayMs?: number;
  /** Estimated row height, px (virtualization measures the real one). Default 80. */
  estimateRowSize?: number;
  /** Scroll the list in a box of this height (a CSS length) instead of scrolling the page. */
  listHeight?: string;
  /** For admins: the route of the structure settings, shown as a "Manage structure" link beside the title. */
  manageHref?: string;
}

const ALL_DIVISIONS = 'all';

function DirectoryRow({ entry }: { entry: DirectoryEntry }) {
  const { t } = useTranslation('people');
  const name = fullName(entry);
  // Where they work; for someone with neither, the handle (unless the name already is it).
  const nick = handle(entry);
  const line = positionLine(entry) || (nick && nick !== name && nick.slice(1) !== name ? nick : '');
  return (
    <Link to={profilePath(entry.id)} className={css.row} data-fired={entry.fired || undefined} data-status={entry.status}>
      <Avatar className={css.avatar} src={entry.photo} name={name.replace(/^@/, '')} isDecorative />
      <span className={css.main}>
        <Text as="span" weight="bold" truncate>
          {name}
        </Text>
        {line ? (
          <Text as="span" size="sm" tone="muted" truncate>
            {line}
          </Text>
        ) : null}
      </span>
      <span className={css.side}>
        {entry.fired ? <Badge tone="critical">{t('fired')}</Badge> : <StatusBadge status={entry.status} />}
      </span>
    </Link>
  );
}

/**
 * The participants directory (SPEC §1 participants directory, §2 /employees 'Participants list
 * with status filter'): a search field (applied `searchDelayMs` after typing stops; the server
 * matches any part of a visible name, nickname or Telegram nickname), the status filter (toggle
 * buttons, any of office, remote, vacation, sick leave, working, not set, former employees), the
 * division filter (a tree select: a division includes the ones under it), the number of matches
 * ("N участников", announced politely), and the people as a virtualized list (ui `VirtualList`,
 * cursor pages of 50 loaded while scrolling or with 'Show more'). Each row — photo, name (hidden
 * parts left out, else the nickname or @telegram), "Job title · Division", status badge or
 * "Former employee" — links to the person's profile (/other_profile/{id}). States (`data-state`):
 * loading, error (with retry), empty (with filters: a reset), ready. Admins get a "Manage
 * structure" link (`manageHref`) to the organization settings.
 */
export function DirectoryView({
  query,
  onQueryChange,
  statuses,
  onStatusesChange,
  divisionId,
  onDivisionChange,
  searchDelayMs = 300,
  estimateRowSize = 80,
  listHeight,
  manageHref,
}: DirectoryViewProps) {
  const { t, i18n } = useTranslation('people');
  const statusGroupId = useId();
  const directory = useDirectory({ q: query, statuses, divisionId });
  const divisions = useDivisions();

  // What is typed; it becomes `query` once typing pauses. A new `query` from outside (back, a link) replaces it.
  const [text, setText] = useState(query);
  const [appliedQuery, setAppliedQuery] = useState(query);
  if (query !== appliedQuery) {
    setAppliedQuery(query);
    setText(query);
  }
  useEffect(() => {
    if (text.trim() === query.trim()) return;
    const timer = setTimeout(() => onQueryChange(text.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, query, searchDelayMs, onQueryChange]);

  const divisionItems = useMemo<SelectItem[]>(
    () => [
      { id: ALL_DIVISIONS, label: t('allDivisions') },
      ...divisionTree(divisions.data?.items ?? [], i18n.language).map(({ division, depth }) => ({ id: division.id, label: division.name, depth })),
    ],
    [divisions.data, t, i18n.language],
  );

  const filtered = query.trim() !== '' || statuses.length > 0 || divisionId !== undefined;
  const state = directory.error && directory.items.length === 0 ? 'error' : directory.isLoading ? 'loading' : directory.items.length === 0 ? 'empty' : 'ready';
  const toggle = (status: DirectoryStatusFilter) =>
    onStatusesChange(DIRECTORY_STATUSES.filter((s) => (s === status ? !statuses.includes(s) : statuses.includes(s))));
  const reset = () => {
    setText('');
    if (query !== '') onQueryChange('');
    if (statuses.length > 0) onStatusesChange([]);
    if (divisionId !== undefined) onDivisionChange(undefined);
  };

  return (
    <section className={css.root} data-state={state} aria-busy={state === 'loading' || directory.isLoadingMore} aria-label={t('title')}>
      <Stack gap="md">
        <div className={css.header}>
          <Heading level={1}>{t('title')}</Heading>
          <Text as="span" tone="muted" role="status" data-testid="directory-total">
            {directory.total !== undefined && state !== 'error' ? t('total', { count: directory.total, n: formatNumber(directory.total, i18n.language) }) : null}
          </Text>
          {manageHref ? (
            <UiLink href={manageHref} className={css.manage}>
              {t('manageStructure')}
            </UiLink>
          ) : null}
        </div>
        <div className={css.filters}>
          <TextField type="search" label={t('search')} placeholder={t('searchPlaceholder')} value={text} onChange={setText} autoComplete="off" />
          <Select
            label={t('division')}
            items={divisionItems}
            selectedKey={divisionId ?? ALL_DIVISIONS}
            onSelectionChange={(key: string | number | null) => onDivisionChange(typeof key === 'number' ? key : undefined)}
          />
        </div>
        <div className={css.statuses} role="group" aria-labelledby={statusGroupId}>
          <Text as="span" size="sm" weight="semibold" id={statusGroupId}>
            {t('statusFilter')}
          </Text>
          {DIRECTORY_STATUSES.map((status) => (
            <Button key={status} size="sm" variant={statuses.includes(status) ? 'primary' : 'secondary'} aria-pressed={statuses.includes(status)} onPress={() => toggle(status)}>
              {t(`status.${status}`)}
            </Button>
          ))}
          {filtered ? (
            <Button size="sm" variant="ghost" onPress={reset}>
              {t('resetFilters')}
            </Button>
          ) : null}
        </div>
        {state === 'loading' && (
          <Stack gap="sm">
            <Skeleton height={placeholderHeight.row} />
            <Skeleton height={placeholderHeight.row} />
            <Skeleton height={placeholderHeight.row} />
          </Stack>
        )}
        {state === 'error' && <ErrorState title={t('error')} onRetry={directory.reload} />}
        {state === 'empty' &&
          (filtered ? (
            <EmptyState
              title={t('emptyFiltered')}
              description={t('emptyFilteredDescription')}
              action={
                <Button variant="secondary" onPress={reset}>
                  {t('resetFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={t('empty')} description={t('emptyDescription')} />
          ))}
        {state === 'ready' && (
          <VirtualList
            items={directory.items}
            getKey={(entry) => entry.id}
            estimateSize={estimateRowSize}
            scroll={listHeight ? 'element' : 'window'}
            height={listHeight}
            aria-label={t('listLabel')}
            hasMore={directory.hasMore}
            isLoadingMore={directory.isLoadingMore}
            onEndReached={directory.loadMore}
            loadMoreLabel={t('loadMore')}
            onLoadMore={directory.loadMore}
            endMessage={t('end')}
            renderItem={(entry) => (
              <Box paddingBottom="sm">
                <DirectoryRow entry={entry} />
              </Box>
            )}
          />
        )}
      </Stack>
    </section>
  );
}
