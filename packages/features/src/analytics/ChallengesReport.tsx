import './strings.ts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_CHALLENGE_STATES, ANALYTICS_EXPORT_MAX_ROWS, ANALYTICS_SEARCH_MAX_LENGTH, type AnalyticsChallengeState, type ChallengesReportRow, type ChallengesReportSummary } from '@gratia/contracts';
import {
  Avatar,
  Badge,
  Button,
  Checkbox,
  DataTable,
  DateInput,
  EmptyState,
  ErrorState,
  FieldLabel,
  Heading,
  Link,
  Popover,
  Skeleton,
  Stack,
  Text,
  TextField,
  type BadgeTone,
  type DataTableColumn,
} from '@gratia/ui';
import { formatNumber, isLanguage, zonedParts } from '../i18n/index.ts';
import { useFormatPoints, useOrganizationSettings } from '../organization/index.ts';
import { fullName } from '../people/index.ts';
import { DownloadLink, StrokeIcon } from '../shared/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { challengesReportExportPath, isFiltered, NO_CHALLENGE_FILTERS, useChallengesReport, type ChallengesReportFilters, type ChallengesReportKind } from './hooks.ts';
import * as css from './ChallengesReport.css.ts';

/** Badge tone of each analytics state (SPEC §4 'Analytics challenge states'): the text says it too. */
const STATE_TONE: Record<AnalyticsChallengeState, BadgeTone> = {
  deferred: 'info',
  published: 'accent',
  reports: 'positive',
  finalizing: 'warning',
  ended: 'neutral',
  deleted: 'critical',
};

/** The page of a challenge (SPEC §2 /challenge/{id}). */
const challengeHref = (id: number) => `/challenge/${id}`;

/** DD-MM-YYYY (SPEC §9) of an instant, in the time zone dates are shown in. */
function dayOf(iso: string): string {
  const { year, month, day } = zonedParts(new Date(iso));
  return `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${year}`;
}

/** Props of {@link ChallengesReport}. */
export interface ChallengesReportProps {
  /** Level of the report's title; default 2 (the analytics page has the h1). */
  headingLevel?: 2 | 3;
  /** Pause after the last keystroke before the name search runs, ms. Default 300. */
  searchDelayMs?: number;
  /** `referrals`: the referral challenges report — only referral challenges, with the people each brought in, joined and counted (docs/decisions/0045). Default `all`. */
  kind?: ChallengesReportKind;
}

/**
 * The challenges report of admin analytics — SPEC §1 'admin analytics: … challenges', §2 /analytics,
 * §4 'Analytics challenge states', DOMAIN §5.3, docs/decisions/0041 — on /analytics?report=challenges
 * (admins): every challenge of the community, the deleted ones too, newest first, with its author
 * (a member, or the community for the community's challenges), analytics state, prize fund and
 * prizes paid (points), participants, prize places, winners and dates; filtered on the server by
 * states (any of them), the period overlapping two days (DD-MM-YYYY) and a name search (after a
 * pause in typing), with the totals of everything the filters match (count, fund, paid out,
 * participants), "Show more" for the next page, and an .xlsx export of the same filters (none above
 * ANALYTICS_EXPORT_MAX_ROWS, said so). A table on tablets and desktops (scrolling sideways when
 * narrow), cards on phones. `data-state`: loading, error (with retry), empty, ready.
 */
export function ChallengesReport({ headingLevel = 2, searchDelayMs = 300, kind = 'all' }: ChallengesReportProps) {
  const { t, i18n } = useTranslation('analytics');
  const [filters, setFilters] = useState<ChallengesReportFilters>(NO_CHALLENGE_FILTERS);
  const [text, setText] = useState('');
  const report = useChallengesReport(filters, kind);
  // The referral report's own title, description and empty texts; the rest is shared.
  const own = (key: string) => t(kind === 'referrals' ? `referrals.${key}` : `challenges.${key}`);
  const titleId = useId();
  const lang = isLanguage(i18n.language) ? i18n.language : 'ru';

  // The name search runs once typing pauses.
  useEffect(() => {
    const q = text.trim();
    if (q === (filters.q ?? '')) return;
    const timer = setTimeout(() => setFilters((f) => ({ ...f, q: q || undefined })), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, filters.q, searchDelayMs]);

  const filtered = isFiltered(filters);
  const state = report.error && report.items.length === 0 ? 'error' : report.isLoading ? 'loading' : report.items.length === 0 ? 'empty' : 'ready';
  const reset = () => {
    setText('');
    setFilters(NO_CHALLENGE_FILTERS);
  };
  const tooMany = (report.summary?.count ?? 0) > ANALYTICS_EXPORT_MAX_ROWS;

  return (
    <section className={css.root} data-state={state} data-kind={kind} aria-busy={state === 'loading'} aria-labelledby={titleId} data-testid="challenges-report">
      <Stack gap="lg">
        <div className={css.header}>
          <div className={css.intro}>
            <Heading level={headingLevel} size={3} id={titleId}>
              {own('title')}
            </Heading>
            <Text tone="muted">{own('description')}</Text>
          </div>
          {tooMany ? (
            <Text tone="muted" size="sm" className={css.exportNote} data-testid="challenges-export-too-many">
              {t('challenges.exportTooMany', { max: formatNumber(ANALYTICS_EXPORT_MAX_ROWS, lang) })}
            </Text>
          ) : (
            <DownloadLink href={challengesReportExportPath(filters, lang, kind)} data-testid="challenges-export">
              {t('challenges.export')}
            </DownloadLink>
          )}
        </div>
        <div className={css.filters} role="group" aria-label={t('challenges.filters.label')}>
          <StateFilter value={filters.states} onChange={(states) => setFilters((f) => ({ ...f, states }))} />
          <DateInput
            label={t('challenges.filters.from')}
            value={filters.from ?? null}
            onChange={(from) => setFilters((f) => ({ ...f, from: from ?? undefined }))}
            {...(filters.to ? { maxValue: filters.to } : {})}
          />
          <DateInput
            label={t('challenges.filters.to')}
            value={filters.to ?? null}
            onChange={(to) => setFilters((f) => ({ ...f, to: to ?? undefined }))}
            {...(filters.from ? { minValue: filters.from } : {})}
          />
          <TextField
            type="search"
            label={t('challenges.filters.search')}
            placeholder={t('challenges.filters.searchPlaceholder')}
            value={text}
            onChange={setText}
            maxLength={ANALYTICS_SEARCH_MAX_LENGTH}
            autoComplete="off"
          />
          <div className={css.filtersReset}>
            <Button variant="ghost" isDisabled={!filtered && text === ''} onPress={reset}>
              {t('challenges.filters.reset')}
            </Button>
          </div>
        </div>
        <Summary summary={report.summary} isLoading={state === 'loading'} />
        {state === 'loading' ? (
          <Stack gap="sm">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={placeholderHeight.field} />
            ))}
          </Stack>
        ) : null}
        {state === 'error' ? <ErrorState title={t('challenges.loadError')} onRetry={report.reload} /> : null}
        {state === 'empty' ? (
          filtered ? (
            <EmptyState
              title={t('challenges.emptyFiltered')}
              description={t('challenges.emptyFilteredDescription')}
              action={
                <Button variant="secondary" onPress={reset}>
                  {t('challenges.filters.reset')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={own('empty')} description={own('emptyDescription')} />
          )
        ) : null}
        {state === 'ready' ? <ReportRows items={report.items} kind={kind} /> : null}
        {state === 'ready' && report.hasMore ? (
          <div>
            <Button variant="secondary" onPress={report.loadMore} isLoading={report.isLoadingMore}>
              {t('challenges.more')}
            </Button>
          </div>
        ) : null}
      </Stack>
    </section>
  );
}

/**
 * The states filter: a field-wide button naming the chosen states ("Все", up to two names, else
 * "Выбрано: 3") that opens the states as checkboxes, any of them, and "Все состояния", which clears them and closes.
 */
function StateFilter({ value, onChange }: { value: readonly AnalyticsChallengeState[]; onChange: (next: AnalyticsChallengeState[]) => void }) {
  const { t } = useTranslation('analytics');
  const labelId = useId();
  const triggerId = useId();
  const chosen = ANALYTICS_CHALLENGE_STATES.filter((s) => value.includes(s));
  const shown =
    chosen.length === 0
      ? t('challenges.filters.anyState')
      : chosen.length <= 2
        ? chosen.map((s) => t(`challenges.state.${s}`)).join(', ')
        : t('challenges.filters.manyStates', { count: chosen.length });
  return (
    <div className={css.statePicker}>
      <FieldLabel id={labelId} elementType="span">
        {t('challenges.filters.state')}
      </FieldLabel>
      <Popover
        placement="bottom start"
        title={t('challenges.filters.stateTitle')}
        trigger={
          <Button id={triggerId} variant="secondary" fullWidth aria-labelledby={`${labelId} ${triggerId}`} className={css.stateTrigger} data-testid="challenges-state-filter">
            <span className={css.stateTriggerText}>{shown}</span>
            <StrokeIcon size="sm">
              <path d="M6 9l6 6 6-6" />
            </StrokeIcon>
          </Button>
        }
      >
        {(close) => (
          <Stack gap="md">
            <div className={css.stateList}>
              {ANALYTICS_CHALLENGE_STATES.map((s) => (
                <Checkbox key={s} isSelected={chosen.includes(s)} onChange={(on) => onChange(on ? [...chosen, s] : chosen.filter((x) => x !== s))}>
                  {t(`challenges.state.${s}`)}
                </Checkbox>
              ))}
            </div>
            <div>
              <Button
                variant="ghost"
                size="sm"
                isDisabled={chosen.length === 0}
                onPress={() => {
                  onChange([]);
                  close();
                }}
              >
                {t('challenges.filters.allStates')}
              </Button>
            </div>
          </Stack>
        )}
      </Popover>
    </div>
  );
}

/** The totals of the filtered challenges: how many, their prize funds, what the winners were paid, their participants. */
function Summary({ summary, isLoading }: { summary: ChallengesReportSummary | undefined; isLoading: boolean }) {
  const { t, i18n } = useTranslation('analytics');
  const formatPoints = useFormatPoints();
  const figures: [string, string | null][] = [
    ['count', summary ? formatNumber(summary.count, i18n.language) : null],
    ['fund', summary ? formatPoints(summary.fund) : null],
    ['paidOut', summary ? formatPoints(summary.paidOut) : null],
    ['participants', summary ? formatNumber(summary.participants, i18n.language) : null],
    ...(summary?.referrals
      ? ([
          ['joined', formatNumber(summary.referrals.joined, i18n.language)],
          ['counted', formatNumber(summary.referrals.counted, i18n.language)],
        ] as [string, string][])
      : []),
  ];
  if (!summary && !isLoading) return null;
  return (
    <dl className={css.summary} aria-label={t('challenges.summary.label')} data-testid="challenges-summary">
      {figures.map(([key, value]) => (
        <div key={key} className={css.figure}>
          <dt className={css.figureLabel}>{t(`challenges.summary.${key}`)}</dt>
          <dd className={css.figureValue}>{value ?? <Skeleton height={css.figureValueHeight} />}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The state of a challenge as a badge. */
function StateBadge({ state }: { state: AnalyticsChallengeState }) {
  const { t } = useTranslation('analytics');
  return (
    <Badge tone={STATE_TONE[state]} className={css.nowrap}>
      {t(`challenges.state.${state}`)}
    </Badge>
  );
}

/** The name: a link to the challenge's page, plain text for a deleted one (its page is gone). */
function NameOf({ row }: { row: ChallengesReportRow }) {
  return row.state === 'deleted' ? <span className={css.name}>{row.name}</span> : <Link href={challengeHref(row.id)} className={css.name}>{row.name}</Link>;
}

/** The author: the community ("Сообщество «Acme»") for its challenges, else the organizer with their photo. */
function AuthorOf({ row }: { row: ChallengesReportRow }) {
  const { t } = useTranslation('analytics');
  const community = useOrganizationSettings().data?.name;
  if (row.fromOrganization) return <span className={css.authorName}>{community ? t('challenges.community', { name: community }) : t('challenges.communityUnnamed')}</span>;
  return (
    <span className={css.author}>
      <Avatar src={row.organizer.photo} name={fullName(row.organizer)} size="sm" isDecorative />
      <span className={css.authorName}>{fullName(row.organizer)}</span>
    </span>
  );
}

/** "10-03-2026 – 20-03-2026", and "завершён 15-03-2026" under it once completed. */
function DatesOf({ row }: { row: ChallengesReportRow }) {
  const { t } = useTranslation('analytics');
  return (
    <span className={css.dates}>
      <span>
        {dayOf(row.startAt)} – {dayOf(row.endAt)}
      </span>
      {row.completedAt ? (
        <Text as="span" size="sm" tone="muted">
          {t('challenges.completedOn', { date: dayOf(row.completedAt) })}
        </Text>
      ) : null}
    </span>
  );
}

/** The rows as a table (tablets, desktops) and as cards (phones). */
function ReportRows({ items, kind }: { items: ChallengesReportRow[]; kind: ChallengesReportKind }) {
  const { t, i18n } = useTranslation('analytics');
  const formatPoints = useFormatPoints();
  const count = (n: number) => formatNumber(n, i18n.language);
  const columns: DataTableColumn<ChallengesReportRow>[] = [
    { id: 'name', header: t('challenges.column.name'), isRowHeader: true, render: (r) => <NameOf row={r} /> },
    { id: 'author', header: t('challenges.column.author'), render: (r) => <AuthorOf row={r} /> },
    { id: 'state', header: t('challenges.column.state'), render: (r) => <StateBadge state={r.state} /> },
    { id: 'fund', header: t('challenges.column.fund'), align: 'end', render: (r) => <span className={css.nowrap}>{formatPoints(r.fund)}</span> },
    { id: 'participants', header: t('challenges.column.participants'), align: 'end', render: (r) => count(r.participants) },
    { id: 'places', header: t('challenges.column.places'), align: 'end', render: (r) => count(r.places) },
    { id: 'winners', header: t('challenges.column.winners'), align: 'end', render: (r) => count(r.winners) },
    { id: 'paidOut', header: t('challenges.column.paidOut'), align: 'end', render: (r) => <span className={css.nowrap}>{formatPoints(r.paidOut)}</span> },
    ...(kind === 'referrals'
      ? ([
          { id: 'joined', header: t('referrals.column.joined'), align: 'end', render: (r) => count(r.referrals?.joined ?? 0) },
          { id: 'counted', header: t('referrals.column.counted'), align: 'end', render: (r) => count(r.referrals?.counted ?? 0) },
        ] satisfies DataTableColumn<ChallengesReportRow>[])
      : []),
    { id: 'dates', header: t('challenges.column.dates'), render: (r) => <DatesOf row={r} /> },
  ];
  const facts = (r: ChallengesReportRow): [string, string][] => [
    [t('challenges.column.fund'), formatPoints(r.fund)],
    [t('challenges.column.paidOut'), formatPoints(r.paidOut)],
    [t('challenges.column.participants'), count(r.participants)],
    [t('challenges.winnersOfPlaces'), `${count(r.winners)} / ${count(r.places)}`],
    ...(r.referrals
      ? ([
          [t('referrals.column.joined'), count(r.referrals.joined)],
          [t('referrals.column.counted'), count(r.referrals.counted)],
        ] as [string, string][])
      : []),
  ];
  return (
    <>
      <div className={css.table}>
        <DataTable aria-label={t('challenges.tableLabel')} columns={columns} rows={items} getRowId={(r) => r.id} />
      </div>
      <ul className={css.cards} aria-label={t('challenges.tableLabel')}>
        {items.map((r) => (
          <li key={r.id} className={css.card} data-testid="challenge-report-card">
            <span className={css.cardHead}>
              <span className={css.cardName}>
                <NameOf row={r} />
              </span>
              <StateBadge state={r.state} />
            </span>
            <Text as="span" size="sm">
              <AuthorOf row={r} />
            </Text>
            <dl className={css.cardFacts}>
              {facts(r).map(([label, value]) => (
                <div key={label} className={css.cardFact}>
                  <dt className={css.cardFactLabel}>{label}</dt>
                  <dd className={css.cardFactValue}>{value}</dd>
                </div>
              ))}
            </dl>
            <Text as="span" size="sm" tone="muted">
              <DatesOf row={r} />
            </Text>
          </li>
        ))}
      </ul>
    </>
  );
}
