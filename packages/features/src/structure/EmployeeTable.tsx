import './strings.ts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_STATES, EMPLOYEE_STATUSES, type AdminEmployee, type EmployeeSort, type EmployeeState, type EmployeeStatus } from '@gratia/contracts';
import {
  Avatar,
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  DateInput,
  
  ErrorState,
  Heading,
  Menu,
  Pagination,
  Select,
  Stack,
  Text,
  TextField,
  useToast,
  type DataTableColumn,
  type SortDescriptor,
} from '@gratia/ui';
import { useErrorToast } from '../errors/index.ts';
import { currentNow, formatDate, formatNumber, isLanguage } from '../i18n/index.ts';
import { fullName, StatusBadge, useDivisions, useStatusLabel } from '../people/index.ts';
import { MoreIcon } from './DivisionTree.tsx';
import { DivisionPicker } from './DivisionPicker.tsx';
import { EmployeeForm } from './EmployeeForm.tsx';
import { DownloadLink, FormDialog } from '../shared/index.ts';
import { EMPLOYEE_PAGE_SIZE, employeesExportPath, useAdminEmployees, useEmployeeActions } from './hooks.ts';
import { ImportDialog } from './ImportDialog.tsx';
import { divisionIdOf, divisionOptions, isoDay, NO_DIVISION } from './options.ts';
import * as css from './structure.css.ts';

const ANY = 'all';
const SORTABLE: readonly EmployeeSort[] = ['name', 'division', 'jobTitle', 'status', 'hiredOn'];

/** What a row's action opened. */
type Action = { kind: 'edit' | 'move' | 'fire'; employee: AdminEmployee } | { kind: 'create' | 'import' };
/** What a confirmation asks about. */
type Confirm = { kind: 'rehire' | 'block' | 'unblock'; employee: AdminEmployee };

/** The name of an employee as the table shows it: first name and surname (the admins see every part). */
function nameOf(e: AdminEmployee): string {
  return fullName(e) || e.email || '';
}

/** State badge: active (nothing but a planned leave), fired (with the date), blocked. */
function StateCell({ employee }: { employee: AdminEmployee }) {
  const { t } = useTranslation('structure');
  if (employee.state === 'blocked') return <Badge tone="critical">{t('employees.stateValue.blocked')}</Badge>;
  if (employee.state === 'fired') {
    return (
      <span className={css.nowrap}>
        <Badge tone="neutral">{t('employees.stateValue.fired')}</Badge>{' '}
        {employee.firedOn ? (
          <Text as="span" size="sm" tone="muted">
            {t('employees.firedOn', { date: formatDate(employee.firedOn) })}
          </Text>
        ) : null}
      </span>
    );
  }
  if (employee.firedOn) return <Badge tone="warning">{t('employees.leavesOn', { date: formatDate(employee.firedOn) })}</Badge>;
  return (
    <Text as="span" size="sm">
      {t('employees.stateValue.active')}
    </Text>
  );
}

/** Move an employee: a tree select of the new division. */
function MoveDialog({ employee, onClose }: { employee: AdminEmployee; onClose: () => void }) {
  const { t } = useTranslation('structure');
  const toast = useToast();
  const showError = useErrorToast();
  const actions = useEmployeeActions();
  const divisions = useDivisions();
  const [divisionId, setDivisionId] = useState<number | null>(employee.division?.id ?? null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    setSaving(true);
    try {
      await actions.update(employee.id, { divisionId });
      toast.show({ tone: 'success', title: t('employees.moved'), timeout: 3000 });
      onClose();
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={t('employees.moveTitle')}
      description={t('employees.moveDescription', { name: nameOf(employee) })}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      submitLabel={t('employees.save')}
      cancelLabel={t('employees.cancel')}
      data-testid="move-dialog"
    >
      <DivisionPicker label={t('employees.division')} noneLabel={t('employees.noDivision')} divisions={divisions.data?.items ?? []} value={divisionId} onChange={setDivisionId} />
    </FormDialog>
  );
}

/** Fire an employee from a date (today by default; a future date plans the leave). */
function FireDialog({ employee, onClose }: { employee: AdminEmployee; onClose: () => void }) {
  const { t } = useTranslation('structure');
  const toast = useToast();
  const showError = useErrorToast();
  const actions = useEmployeeActions();
  const [date, setDate] = useState<string | null>(() => isoDay(currentNow()));
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!date) {
      setError(t('common:validation.required'));
      return;
    }
    setSaving(true);
    try {
      await actions.fire(employee.id, date);
      toast.show({ tone: 'success', title: t('employees.fired'), timeout: 3000 });
      onClose();
    } catch (failure) {
      showError(failure);
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={t('employees.fireTitle')}
      description={`${t('employees.fireConfirm')} ${nameOf(employee)}`}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      submitLabel={t('employees.fire')}
      submitTone="critical"
      cancelLabel={t('employees.cancel')}
      data-testid="fire-dialog"
    >
      <DateInput
        label={t('employees.fireDate')}
        description={t('employees.fireDateHint')}
        value={date}
        onChange={(value: string | null) => {
          setDate(value);
          setError(undefined);
        }}
        isRequired
        hasCalendar={false}
        errorMessage={error}
      />
    </FormDialog>
  );
}

/** Props of {@link EmployeeTable}. */
export interface EmployeeTableProps {
  /** The division chosen in the tree (with the divisions under it); undefined for all. */
  divisionId: number | undefined;
  onDivisionChange: (id: number | undefined) => void;
  /** Pause after the last keystroke before the search runs, ms. Default 300. */
  searchDelayMs?: number;
  /** Level of the title; default 2. */
  headingLevel?: 2 | 3;
}

/**
 * The admins' employee table (SPEC §2 Organization settings 'structure … employees', §4 Employee
 * fire, block, move): ui `DataTable` sorted on the server by name, division, job title, status or
 * hire date, pages of 25 (ui `Pagination`; only the shown page is fetched, so 5,000 people cost
 * one page), a search field (applied `searchDelayMs` after typing stops), and filters — work
 * status, state (active, fired, blocked, all) and division (the tree's choice, with the divisions
 * under it). Columns: photo, name and e-mail; job title; division; status badge; state (a planned
 * leave shows its date); hire date (DD-MM-YYYY). Each row's menu: Edit (the {@link EmployeeForm}),
 * Move (a division picker), Fire (a date, "Вы уверены, что вы хотите уволить сотрудника?") or, once
 * fired or planned, "Вернуть на работу" (fire date cleared), Block / Unblock (a confirmation).
 * Failures — SELF_ACTION for oneself among them — show as an error toast. "Add employee" opens
 * the form with the chosen division; "Import" the {@link ImportDialog} (.xlsx or .csv with a
 * preview); "Export to Excel" is a download link of the table as it is filtered and sorted
 * (docs/decisions/0024). States (`data-state`): loading, error, empty, ready.
 */
export function EmployeeTable({ divisionId, onDivisionChange, searchDelayMs = 300, headingLevel = 2 }: EmployeeTableProps) {
  const { t, i18n } = useTranslation('structure');
  const statusLabel = useStatusLabel();
  const toast = useToast();
  const showError = useErrorToast();
  const actions = useEmployeeActions();
  const divisions = useDivisions();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<EmployeeStatus | undefined>();
  const [stateFilter, setStateFilter] = useState<EmployeeState | undefined>();
  const [sort, setSort] = useState<{ column: EmployeeSort; order: 'asc' | 'desc' }>({ column: 'name', order: 'asc' });
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<Action | null>(null);
  // The confirmation keeps its text while it closes.
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const ask = (kind: Confirm['kind'], employee: AdminEmployee) => {
    setConfirm({ kind, employee });
    setConfirmOpen(true);
  };

  // The page goes back to the first whenever what is listed changes.
  const [listed, setListed] = useState({ q, status, stateFilter, divisionId, sort });
  if (listed.q !== q || listed.status !== status || listed.stateFilter !== stateFilter || listed.divisionId !== divisionId || listed.sort !== sort) {
    setListed({ q, status, stateFilter, divisionId, sort });
    setPage(1);
  }

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => setQ(text.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, q, searchDelayMs]);

  const employees = useAdminEmployees({ q, divisionId, status, state: stateFilter, sort: sort.column, order: sort.order, page });
  const data = employees.data;
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / EMPLOYEE_PAGE_SIZE));
  const filtered = q !== '' || status !== undefined || stateFilter !== undefined || divisionId !== undefined;
  const tableState = employees.error && !data ? 'error' : !data ? 'loading' : data.items.length === 0 ? 'empty' : 'ready';

  const reset = () => {
    setText('');
    setQ('');
    setStatus(undefined);
    setStateFilter(undefined);
    onDivisionChange(undefined);
  };

  const confirmToggle = async ({ kind, employee }: Confirm) => {
    try {
      if (kind === 'rehire') await actions.fire(employee.id, null);
      else await actions.block(employee.id, kind === 'block');
      toast.show({ tone: 'success', title: t(kind === 'rehire' ? 'employees.rehired' : kind === 'block' ? 'employees.blocked' : 'employees.unblocked'), timeout: 3000 });
    } catch (error) {
      // SELF_ACTION and any other refusal: the toast says why; the confirmation closes.
      showError(error);
    }
  };

  const columns = useMemo<DataTableColumn<AdminEmployee>[]>(
    () => [
      {
        id: 'name',
        header: t('employees.column.name'),
        allowsSorting: true,
        isRowHeader: true,
        render: (e) => (
          <span className={css.person}>
            <Avatar src={e.photo} name={nameOf(e)} size="sm" isDecorative />
            <span className={css.personText}>
              <Text as="span" weight="semibold" truncate>
                {nameOf(e)}
              </Text>
              {e.email ? (
                <Text as="span" size="sm" tone="muted" truncate>
                  {e.email}
                </Text>
              ) : e.tgName ? (
                <Text as="span" size="sm" tone="muted" truncate>
                  @{e.tgName}
                </Text>
              ) : null}
            </span>
          </span>
        ),
      },
      { id: 'jobTitle', header: t('employees.column.jobTitle'), allowsSorting: true, render: (e) => e.jobTitle ?? '' },
      { id: 'division', header: t('employees.column.division'), allowsSorting: true, render: (e) => e.division?.name ?? '' },
      { id: 'status', header: t('employees.column.status'), allowsSorting: true, render: (e) => <StatusBadge status={e.status} /> },
      { id: 'state', header: t('employees.column.state'), render: (e) => <StateCell employee={e} /> },
      {
        id: 'hiredOn',
        header: t('employees.column.hiredOn'),
        allowsSorting: true,
        render: (e) => <span className={css.nowrap}>{e.hiredOn ? formatDate(e.hiredOn) : ''}</span>,
      },
      {
        id: 'actions',
        header: t('employees.column.actions'),
        align: 'end',
        render: (e) => (
          <Menu
            label={t('employees.actions', { name: nameOf(e) })}
            isLabelHidden
            icon={<MoreIcon />}
            placement="bottom end"
            items={[
              { id: 'edit', label: t('employees.edit'), onAction: () => setAction({ kind: 'edit', employee: e }) },
              { id: 'move', label: t('employees.move'), onAction: () => setAction({ kind: 'move', employee: e }) },
              e.firedOn
                ? { id: 'rehire', label: t('employees.rehire'), onAction: () => ask('rehire', e) }
                : { id: 'fire', label: t('employees.fire'), onAction: () => setAction({ kind: 'fire', employee: e }) },
              e.blockedAt
                ? { id: 'unblock', label: t('employees.unblock'), onAction: () => ask('unblock', e) }
                : { id: 'block', label: t('employees.block'), onAction: () => ask('block', e) },
            ]}
          />
        ),
      },
    ],
    // The columns follow the language only; rows come through `render`.
    [t],
  );

  const sortDescriptor: SortDescriptor = { column: sort.column, direction: sort.order === 'asc' ? 'ascending' : 'descending' };

  return (
    <section className={css.root} data-state={tableState} aria-busy={tableState === 'loading' || employees.isValidating} aria-label={t('employees.title')}>
      <Stack gap="md">
        <div className={css.sectionHeader}>
          <Heading level={headingLevel} size={3}>
            {t('employees.title')}
          </Heading>
          <div className={css.headerActions}>
            <Button size="sm" variant="secondary" onPress={() => setAction({ kind: 'import' })}>
              {t('employees.import')}
            </Button>
            <DownloadLink
              href={employeesExportPath({ q, divisionId, status, state: stateFilter, sort: sort.column, order: sort.order }, isLanguage(i18n.language) ? i18n.language : 'ru')}
              data-testid="employees-export"
            >
              {t('employees.export')}
            </DownloadLink>
            <Button size="sm" onPress={() => setAction({ kind: 'create' })}>
              {t('employees.add')}
            </Button>
          </div>
        </div>
        <div className={css.filters}>
          <TextField className={css.filtersSearch} type="search" label={t('employees.search')} placeholder={t('employees.searchPlaceholder')} value={text} onChange={setText} autoComplete="off" />
          <Select
            label={t('employees.status')}
            items={[{ id: ANY, label: t('employees.anyStatus') }, ...EMPLOYEE_STATUSES.map((s) => ({ id: s, label: statusLabel(s) }))]}
            selectedKey={status ?? ANY}
            onSelectionChange={(key: string | number | null) => setStatus(EMPLOYEE_STATUSES.find((s) => s === key))}
          />
          <Select
            label={t('employees.state')}
            items={[{ id: ANY, label: t('employees.stateValue.all') }, ...EMPLOYEE_STATES.map((s) => ({ id: s, label: t(`employees.stateValue.${s}`) }))]}
            selectedKey={stateFilter ?? ANY}
            onSelectionChange={(key: string | number | null) => setStateFilter(EMPLOYEE_STATES.find((s) => s === key))}
          />
          <Select
            label={t('employees.division')}
            items={divisionOptions(divisions.data?.items ?? [], i18n.language, t('divisions.all'))}
            selectedKey={divisionId ?? NO_DIVISION}
            onSelectionChange={(key: string | number | null) => onDivisionChange(divisionIdOf(key) ?? undefined)}
          />
        </div>
        {tableState === 'error' ? (
          <ErrorState title={t('employees.error')} onRetry={() => employees.mutate()} />
        ) : (
          <DataTable
            aria-label={t('employees.tableLabel')}
            columns={columns}
            rows={data?.items ?? []}
            getRowId={(e) => e.id}
            sortDescriptor={sortDescriptor}
            onSortChange={(next) => {
              const column = SORTABLE.find((c) => c === next.column);
              if (column) setSort({ column, order: next.direction === 'descending' ? 'desc' : 'asc' });
            }}
            isLoading={tableState === 'loading' || employees.isValidating}
            emptyState={
              filtered ? (
                <Stack gap="sm" align="center">
                  <span>{t('employees.emptyFiltered')}</span>
                  <Button size="sm" variant="secondary" onPress={reset}>
                    {t('employees.resetFilters')}
                  </Button>
                </Stack>
              ) : (
                t('employees.empty')
              )
            }
          />
        )}
        {data && tableState !== 'error' ? (
          <div className={css.footer}>
            <Text as="span" tone="muted" role="status" data-testid="employees-total">
              {t('employees.total', { count: total, n: formatNumber(total, i18n.language) })}
            </Text>
            {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} /> : null}
          </div>
        ) : null}
      </Stack>
      {action?.kind === 'import' ? <ImportDialog onClose={() => setAction(null)} /> : null}
      {action?.kind === 'create' ? <EmployeeForm defaultDivisionId={divisionId ?? null} onClose={() => setAction(null)} /> : null}
      {action?.kind === 'edit' ? <EmployeeForm key={action.employee.id} employee={action.employee} onClose={() => setAction(null)} /> : null}
      {action?.kind === 'move' ? <MoveDialog employee={action.employee} onClose={() => setAction(null)} /> : null}
      {action?.kind === 'fire' ? <FireDialog employee={action.employee} onClose={() => setAction(null)} /> : null}
      <ConfirmDialog
        isOpen={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={confirm ? t(confirm.kind === 'rehire' ? 'employees.rehireConfirm' : confirm.kind === 'block' ? 'employees.blockConfirm' : 'employees.unblockConfirm') : ''}
        description={confirm ? (confirm.kind === 'block' ? t('employees.blockDescription', { name: nameOf(confirm.employee) }) : nameOf(confirm.employee)) : undefined}
        confirmLabel={confirm ? t(`employees.${confirm.kind}`) : undefined}
        tone={confirm?.kind === 'block' ? 'critical' : 'neutral'}
        onConfirm={() => (confirm ? confirmToggle(confirm) : undefined)}
      />
    </section>
  );
}
