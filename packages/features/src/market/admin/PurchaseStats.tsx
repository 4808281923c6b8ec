import './strings.ts';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { MemberStatsRow, OfferStatsRow } from '@gratia/contracts';
import { Avatar, Button, DataTable, DateInput, EmptyState, ErrorState, Heading, Pagination, SegmentedControl, Skeleton, Stack, Text, TextField, type DataTableColumn } from '@gratia/ui';
import { formatNumber, isLanguage } from '../../i18n/index.ts';
import { useFormatPoints } from '../../organization/index.ts';
import { fullName, profilePath } from '../../people/index.ts';
import { DownloadLink } from '../../shared/index.ts';
import { placeholderHeight } from '../../sizes/index.ts';
import { MARKET_ADMIN_PAGE_SIZE, statsExportPath, useMarketStats, type StatsBy } from './hooks.ts';
import * as css from './marketAdmin.css.ts';

/** Props of {@link PurchaseStats}. */
export interface PurchaseStatsProps {
  marketId: number;
  /** Level of the title; default 2 (the page has the h1). */
  headingLevel?: 2 | 3;
  /** Pause after the last keystroke before the search runs, ms. Default 300. */
  searchDelayMs?: number;
}

/**
 * Purchase statistics of a market (DOMAIN §2.5; SPEC §2 'purchase statistics', Analytics →
 * Reports 'market'; docs/decisions/0046), on /admin_market_purchases and /analytics?report=market:
 * by offer (offer, price, remainder, categories, orders, under consideration, issued, returned,
 * units, points spent) or by member (the member — a link to /other_profile/{id} — orders, points
 * spent, units received, orders returned), over the orders created from … to (two days,
 * DD-MM-YYYY), searched by name (after typing stops), with the totals of everything matched
 * (orders, units, points), server pages of 25 and "Выгрузить в Excel" (stats.xlsx with the same
 * view, days and search). `data-state`: loading, error, empty, ready; `data-by`: offer or member.
 */
export function PurchaseStats({ marketId, headingLevel = 2, searchDelayMs = 300 }: PurchaseStatsProps) {
  const { t, i18n } = useTranslation('marketAdmin');
  const formatPoints = useFormatPoints();
  const titleId = useId();
  const [by, setBy] = useState<StatsBy>('offer');
  const [from, setFrom] = useState<string | undefined>();
  const [to, setTo] = useState<string | undefined>();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const lang = isLanguage(i18n.language) ? i18n.language : 'ru';
  const lng = i18n.language;

  const [listed, setListed] = useState({ by, from, to, q, marketId });
  if (listed.by !== by || listed.from !== from || listed.to !== to || listed.q !== q || listed.marketId !== marketId) {
    setListed({ by, from, to, q, marketId });
    setPage(1);
  }

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => setQ(text.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, q, searchDelayMs]);

  const stats = useMarketStats({ marketId, by, q, from, to, page });
  const data = stats.data;
  const rows = by === 'offer' ? (data?.offers ?? []) : (data?.members ?? []);
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / MARKET_ADMIN_PAGE_SIZE));
  const filtered = q !== '' || from !== undefined || to !== undefined;
  const state = stats.error && !data ? 'error' : !data ? 'loading' : rows.length === 0 ? 'empty' : 'ready';
  const reset = () => {
    setText('');
    setQ('');
    setFrom(undefined);
    setTo(undefined);
  };

  const offerColumns = useMemo<DataTableColumn<OfferStatsRow>[]>(
    () => [
      {
        id: 'offer',
        header: t('stats.column.offer'),
        isRowHeader: true,
        render: (r) => (
          <Text as="span" weight="semibold" className={css.nameCell}>
            {r.offer.name}
          </Text>
        ),
      },
      { id: 'price', header: t('stats.column.price'), align: 'end', render: (r) => <span className={css.nowrap}>{formatPoints(r.price)}</span> },
      {
        id: 'remainder',
        header: t('stats.column.remainder'),
        align: 'end',
        render: (r) =>
          r.remainder === null ? (
            <Text as="span" size="sm" tone="muted" className={css.nowrap}>
              {t('stats.notTracked')}
            </Text>
          ) : (
            formatNumber(r.remainder, lng)
          ),
      },
      {
        id: 'categories',
        header: t('stats.column.categories'),
        render: (r) =>
          r.categories.length > 0 ? (
            <ul className={css.categoryList}>
              {r.categories.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          ) : null,
      },
      { id: 'orders', header: t('stats.column.orders'), align: 'end', render: (r) => formatNumber(r.orders, lng) },
      { id: 'considered', header: t('stats.column.considered'), align: 'end', render: (r) => formatNumber(r.considered, lng) },
      { id: 'issued', header: t('stats.column.issued'), align: 'end', render: (r) => formatNumber(r.issued, lng) },
      { id: 'returned', header: t('stats.column.returned'), align: 'end', render: (r) => formatNumber(r.returned, lng) },
      { id: 'units', header: t('stats.column.units'), align: 'end', render: (r) => formatNumber(r.units, lng) },
      { id: 'spent', header: t('stats.column.spent'), align: 'end', render: (r) => <span className={css.nowrap}>{formatPoints(r.spent)}</span> },
    ],
    [t, lng, formatPoints],
  );

  const memberColumns = useMemo<DataTableColumn<MemberStatsRow>[]>(
    () => [
      {
        id: 'member',
        header: t('stats.column.member'),
        isRowHeader: true,
        render: (r) => (
          <RouterLink to={profilePath(r.user.id)} className={css.personLink}>
            <Avatar src={r.user.photo} name={fullName(r.user)} size="sm" isDecorative />
            <span className={css.personName}>{fullName(r.user)}</span>
          </RouterLink>
        ),
      },
      { id: 'orders', header: t('stats.column.orders'), align: 'end', render: (r) => formatNumber(r.orders, lng) },
      { id: 'spent', header: t('stats.column.spent'), align: 'end', render: (r) => <span className={css.nowrap}>{formatPoints(r.spent)}</span> },
      { id: 'received', header: t('stats.column.received'), align: 'end', render: (r) => formatNumber(r.received, lng) },
      { id: 'returned', header: t('stats.column.returned'), align: 'end', render: (r) => formatNumber(r.returned, lng) },
    ],
    [t, lng, formatPoints],
  );

  const empty = (
    <Stack gap="sm" align="center">
      <span>{t('stats.emptyFiltered')}</span>
      <Text as="span" size="sm" tone="muted">
        {t('stats.emptyFilteredDescription')}
      </Text>
      <Button size="sm" variant="secondary" onPress={reset}>
        {t('stats.reset')}
      </Button>
    </Stack>
  );

  return (
    <section className={css.panel} data-state={state} data-by={by} aria-busy={state === 'loading' || stats.isValidating} aria-labelledby={titleId} data-testid="purchase-stats">
      <div className={css.header}>
        <div className={css.intro}>
          <Heading level={headingLevel} size={3} id={titleId}>
            {t('stats.title')}
          </Heading>
          <Text tone="muted">{t('stats.description')}</Text>
        </div>
        <DownloadLink href={statsExportPath({ marketId, by, q, from, to }, lang)} data-testid="stats-export">
          {t('stats.export')}
        </DownloadLink>
      </div>
      <SegmentedControl
        label={t('stats.by')}
        items={(['offer', 'member'] as const).map((id) => ({ id, label: t(`stats.byValue.${id}`) }))}
        value={by}
        onChange={(id) => setBy(id === 'member' ? 'member' : 'offer')}
      />
      <div className={css.statsFilters} role="group" aria-label={t('stats.filters')}>
        <DateInput label={t('stats.from')} value={from ?? null} onChange={(value) => setFrom(value ?? undefined)} {...(to ? { maxValue: to } : {})} />
        <DateInput label={t('stats.to')} value={to ?? null} onChange={(value) => setTo(value ?? undefined)} {...(from ? { minValue: from } : {})} />
        <TextField
          type="search"
          label={t('stats.search')}
          placeholder={by === 'offer' ? t('stats.searchPlaceholderOffer') : t('stats.searchPlaceholderMember')}
          value={text}
          onChange={setText}
          maxLength={100}
          autoComplete="off"
        />
        <div className={css.filtersReset}>
          <Button variant="ghost" isDisabled={!filtered && text === ''} onPress={reset}>
            {t('stats.reset')}
          </Button>
        </div>
      </div>
      <dl className={css.totals} aria-label={t('stats.totals')} data-testid="stats-totals">
        {(
          [
            ['totalOrders', data ? formatNumber(data.totals.orders, lng) : null],
            ['totalUnits', data ? formatNumber(data.totals.units, lng) : null],
            ['totalSpent', data ? formatPoints(data.totals.spent) : null],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className={css.figure}>
            <dt className={css.figureLabel}>{t(`stats.${key}`)}</dt>
            <dd className={css.figureValue}>{value ?? <Skeleton height={placeholderHeight.field} />}</dd>
          </div>
        ))}
      </dl>
      {state === 'error' ? (
        <ErrorState title={t('stats.loadError')} onRetry={() => stats.mutate()} />
      ) : state === 'empty' && !filtered ? (
        <EmptyState title={t('feed:empty.purchases')} description={t('stats.emptyDescription')} />
      ) : by === 'offer' ? (
        <DataTable
          aria-label={t('stats.offerTable')}
          columns={offerColumns}
          rows={data?.offers ?? []}
          getRowId={(r) => r.offer.id}
          isLoading={state === 'loading' || stats.isValidating}
          emptyState={empty}
        />
      ) : (
        <DataTable
          aria-label={t('stats.memberTable')}
          columns={memberColumns}
          rows={data?.members ?? []}
          getRowId={(r) => r.user.id}
          isLoading={state === 'loading' || stats.isValidating}
          emptyState={empty}
        />
      )}
      {pageCount > 1 && state === 'ready' ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} /> : null}
    </section>
  );
}
