import './strings.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TransactionType, type Colleague, type Movement, type MovementAccount } from '@gratia/contracts';
import { Avatar, Button, Combobox, DataTable, DateInput, EmptyState, ErrorState, Heading, Select, Skeleton, Stack, Text, type DataTableColumn } from '@gratia/ui';
import { formatDateTime, formatDayRange, isLanguage } from '../i18n/index.ts';
import { useFormatPoints } from '../organization/index.ts';
import { fullName, handle, positionLine, useSearchUsers } from '../people/index.ts';
import { DownloadLink } from '../shared/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { usePeriods } from './hooks.ts';
import { TransferBatches } from './TransferBatches.tsx';
import { BulkTransferDialog, TransferDialog } from './TransferDialogs.tsx';
import { movementsExportPath, useMovements, type MovementFilters } from './transactionsHooks.ts';
import * as css from './administration.css.ts';
import * as tx from './transactions.css.ts';

/** Props of {@link TransactionsPanel}. */
export interface TransactionsPanelProps {
  /** Level of the title; default 2 (the settings page has the h1). */
  headingLevel?: 2 | 3;
}

/**
 * The 'transactions' tab of the organization settings — SPEC §1 'Administrators manage …
 * transactions', §5 admin transfers, DOMAIN §6.2, docs/decisions/0033 — on
 * /organization_administration_settings/{id}/transactions (admins): every movement of the community
 * (sender and recipient with the account each side touched, points, message, the admin of a manual
 * one), filtered by type, person, period and days and paged on the server, exported to .xlsx with
 * the same filters; "New transfer" from account to account (a member's or the community's) and
 * "To many" from the community to everyone, a list or all but a list, at once or on a date; the
 * transfers to many with their state, a scheduled one cancellable until it runs. A table on tablets
 * and desktops, cards on phones. `data-state`: loading, error (with retry), empty, ready.
 */
export function TransactionsPanel({ headingLevel = 2 }: TransactionsPanelProps) {
  const { t, i18n } = useTranslation('administration');
  const [filters, setFilters] = useState<MovementFilters>({});
  const movements = useMovements(filters);
  const [dialog, setDialog] = useState<'transfer' | 'bulk' | null>(null);
  const titleId = useId();
  const filtered = Object.values(filters).some((v) => v !== undefined);
  const state = movements.error && movements.items.length === 0 ? 'error' : movements.isLoading ? 'loading' : movements.items.length === 0 ? 'empty' : 'ready';
  const lang = isLanguage(i18n.language) ? i18n.language : 'ru';
  return (
    <section className={css.periods} data-state={state} aria-busy={state === 'loading'} aria-labelledby={titleId} data-testid="transactions-panel">
      <Stack gap="lg">
        <div className={css.periodsHeader}>
          <div className={css.intro}>
            <Heading level={headingLevel} size={3} id={titleId}>
              {t('transactions.title')}
            </Heading>
            <Text tone="muted">{t('transactions.description')}</Text>
          </div>
          <div className={tx.actions}>
            <Button onPress={() => setDialog('transfer')}>{t('transactions.create')}</Button>
            <Button variant="secondary" onPress={() => setDialog('bulk')}>
              {t('transactions.createBulk')}
            </Button>
            <DownloadLink href={movementsExportPath(filters, lang)} data-testid="movements-export">
              {t('transactions.export')}
            </DownloadLink>
          </div>
        </div>
        <TransferBatches />
        <Filters value={filters} onChange={setFilters} />
        {state === 'loading' ? (
          <Stack gap="sm">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={placeholderHeight.field} />
            ))}
          </Stack>
        ) : null}
        {state === 'error' ? <ErrorState title={t('transactions.loadError')} onRetry={movements.reload} /> : null}
        {state === 'empty' ? (
          filtered ? (
            <EmptyState title={t('transactions.emptyFiltered')} description={t('transactions.emptyFilteredDescription')} action={<Button variant="secondary" onPress={() => setFilters({})}>{t('transactions.filters.reset')}</Button>} />
          ) : (
            <EmptyState title={t('transactions.empty')} description={t('transactions.emptyDescription')} action={<Button onPress={() => setDialog('transfer')}>{t('transactions.create')}</Button>} />
          )
        ) : null}
        {state === 'ready' ? <MovementsList items={movements.items} /> : null}
        {state === 'ready' && movements.hasMore ? (
          <div>
            <Button variant="secondary" onPress={movements.loadMore} isLoading={movements.isLoadingMore}>
              {t('transactions.more')}
            </Button>
          </div>
        ) : null}
      </Stack>
      {dialog === 'transfer' ? <TransferDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'bulk' ? <BulkTransferDialog onClose={() => setDialog(null)} /> : null}
    </section>
  );
}

const ALL = 'all';

/** The filters: type, person (a colleague picker), period, and the first and last day. */
function Filters({ value, onChange }: { value: MovementFilters; onChange: (next: MovementFilters) => void }) {
  const { t, i18n } = useTranslation('administration');
  const search = useSearchUsers();
  const periods = usePeriods();
  const [person, setPerson] = useState<Colleague | null>(null);
  const set = (change: Partial<MovementFilters>) => onChange({ ...value, ...change });
  const typeItems = [{ id: ALL, label: t('transactions.filters.anyType') }, ...TransactionType.options.map((type) => ({ id: type, label: t(`transactions.type.${type}`) }))];
  const periodItems = [
    { id: ALL, label: t('transactions.filters.anyPeriod') },
    ...(periods.data?.items ?? []).map((p) => ({ id: String(p.id), label: formatDayRange(p.startDate, p.endDate, i18n.language) })),
  ];
  return (
    <div className={tx.filters} role="group" aria-label={t('transactions.filters.label')}>
      <Select label={t('transactions.filters.type')} items={typeItems} selectedKey={value.type ?? ALL} onSelectionChange={(key) => set({ type: key === ALL || key === null ? undefined : (key as TransactionType) })} />
      <Combobox<Colleague>
        menuTrigger="input"
        label={t('transactions.filters.person')}
        placeholder={t('transactions.dialog.memberPlaceholder')}
        emptyMessage={t('transactions.dialog.memberEmpty')}
        loadItems={search}
        getKey={(u) => String(u.id)}
        getLabel={fullName}
        getDescription={(u) => positionLine(u) || handle(u) || null}
        renderStart={(u) => <Avatar src={u.photo} name={fullName(u)} size="sm" isDecorative />}
        selectedItem={person}
        onSelectionChange={(chosen) => {
          setPerson(chosen);
          set({ userId: chosen?.id });
        }}
      />
      <Select label={t('transactions.filters.period')} items={periodItems} selectedKey={value.periodId === undefined ? ALL : String(value.periodId)} onSelectionChange={(key) => set({ periodId: key === ALL || key === null ? undefined : Number(key) })} />
      <DateInput label={t('transactions.filters.from')} value={value.from ?? null} onChange={(from) => set({ from: from ?? undefined })} {...(value.to ? { maxValue: value.to } : {})} />
      <DateInput label={t('transactions.filters.to')} value={value.to ?? null} onChange={(to) => set({ to: to ?? undefined })} {...(value.from ? { minValue: value.from } : {})} />
      <div className={tx.filtersReset}>
        <Button
          variant="ghost"
          isDisabled={!Object.values(value).some((v) => v !== undefined)}
          onPress={() => {
            setPerson(null);
            onChange({});
          }}
        >
          {t('transactions.filters.reset')}
        </Button>
      </div>
    </div>
  );
}

/** "Иван Смирнов · личный счёт", "Сообщество · счёт сообщества", "Аноним · баллы к раздаче". */
function useSide(): (who: Movement['sender'], account: MovementAccount, anonymous?: boolean) => string {
  const { t } = useTranslation('administration');
  return (who, account, anonymous = false) => `${who ? fullName(who) : anonymous ? t('transactions.anonymous') : t('transactions.community')} · ${t(`transactions.accountOf.${account}`)}`;
}

/** The movements as a table (tablets, desktops) and as cards (phones). */
function MovementsList({ items }: { items: Movement[] }) {
  const { t, i18n } = useTranslation('administration');
  const formatPoints = useFormatPoints();
  const side = useSide();
  const typeOf = (m: Movement) => `${t(`transactions.type.${m.type}`)}${m.status === 'completed' ? '' : ` · ${t(`transactions.status.${m.status}`)}`}`;
  const columns: DataTableColumn<Movement>[] = [
    { id: 'when', header: t('transactions.column.when'), render: (r) => <span className={css.nowrap}>{formatDateTime(r.createdAt, i18n.language)}</span> },
    { id: 'type', header: t('transactions.column.type'), render: typeOf },
    { id: 'sender', header: t('transactions.column.sender'), isRowHeader: true, render: (r) => side(r.sender, r.senderAccount, r.anonymous) },
    { id: 'recipient', header: t('transactions.column.recipient'), render: (r) => side(r.recipient, r.recipientAccount) },
    { id: 'amount', header: t('transactions.column.amount'), align: 'end', render: (r) => <span className={css.nowrap}>{formatPoints(r.amount)}</span> },
    { id: 'message', header: t('transactions.column.message'), render: (r) => (r.admin ? `${r.message} — ${fullName(r.admin)}` : r.message) },
  ];
  return (
    <>
      <div className={css.periodsTable}>
        <DataTable aria-label={t('transactions.tableLabel')} columns={columns} rows={items} getRowId={(r) => r.id} />
      </div>
      <ul className={css.periodCards} aria-label={t('transactions.tableLabel')}>
        {items.map((r) => (
          <li key={r.id} className={css.periodCard} data-testid="movement-card">
            <span className={css.periodCardHead}>
              <Text as="span" weight="semibold">
                {typeOf(r)}
              </Text>
              <Text as="span" weight="semibold" className={css.nowrap}>
                {formatPoints(r.amount)}
              </Text>
            </span>
            <Text as="span" size="sm">
              {side(r.sender, r.senderAccount, r.anonymous)} → {side(r.recipient, r.recipientAccount)}
            </Text>
            <Text as="span" size="sm" tone="muted">
              {formatDateTime(r.createdAt, i18n.language)} · {r.admin ? `${r.message} — ${fullName(r.admin)}` : r.message}
            </Text>
          </li>
        ))}
      </ul>
    </>
  );
}
