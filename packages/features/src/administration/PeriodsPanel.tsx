import './strings.ts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { MAX_POINTS, type Period, type PeriodStatus } from '@gratia/contracts';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  DateInput,
  EmptyState,
  ErrorState,
  Heading,
  Skeleton,
  Stack,
  Text,
  TextField,
  useToast,
  type BadgeTone,
  type DataTableColumn,
} from '@gratia/ui';

import { useErrorToast, refusalErrors } from '../errors/index.ts';
import { currentNow, formatDate, formatNumber } from '../i18n/index.ts';
import { useFormatPoints } from '../organization/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { usePeriodActions, usePeriods } from './hooks.ts';
import { newPeriodValues, periodChanges, periodValuesOf, readPeriodValues, utcToday, type PeriodField, type PeriodIssue, type PeriodValues } from './periods.ts';
import * as css from './administration.css.ts';
import { FormDialog } from '../shared/index.ts';

/** The query of the header bell's "launch a period" link (shell `launchPeriodPath`): the create dialog opens at once. */
export const OPEN_PERIOD_CREATION = 'openPeriodCreation';

/** The badge tone of each period status (SPEC §4 Period): scheduled info, active positive, completed neutral. */
const statusTone: Record<PeriodStatus, BadgeTone> = { scheduled: 'info', active: 'positive', completed: 'neutral' };

/** Messages of the period dialog by field; `form` for a refusal of no field (above the buttons). */
type DialogErrors = Partial<Record<PeriodField | 'form', string>>;

/** The text of a client-side issue: the server's own message for a SPEC §5 rule (`errors.<CODE>`), else the tab's. */
function issueText(issue: PeriodIssue, t: TFunction, lng: string): string {
  return 'code' in issue ? t(`common:errors.${issue.code}`) : t(`administration:periods.issues.${issue.key}`, { max: formatNumber(issue.max ?? MAX_POINTS, lng) });
}

/** A refusal of the server on the field it concerns (dates, accrual, starting balances), else above the buttons. */
function serverErrors(error: unknown, t: TFunction): DialogErrors {
  return refusalErrors(error, t, {
    codes: [
      ['PERIOD_START_IN_PAST', 'startDate'],
      ['PERIOD_END_BEFORE_START', 'endDate'],
      ['PERIOD_SAME_END_DATE', 'endDate'],
    ],
    fields: ['startDate', 'endDate', 'accrualAmount', 'startingUserBalance', 'startingCreatorBalance'],
  });
}

/** '01-03-2026 — 31-03-2026': a period's days as DD-MM-YYYY (SPEC §5). */
function useRange(): (p: { startDate: string; endDate: string }) => string {
  const { t } = useTranslation('administration');
  return (p) => t('periods.range', { start: formatDate(p.startDate), end: formatDate(p.endDate) });
}

/** What the period dialog is doing: creating, or editing a scheduled period. */
type PeriodEdit = { mode: 'create' } | { mode: 'edit'; period: Period };

/**
 * The create / edit dialog of a period (SPEC §3 Period, §5): start and end typed as DD-MM-YYYY
 * (ui `DateInput`), the accrual per member and the starting balances (a member's, an administrator's;
 * docs/decisions/0029), all in points. The SPEC §5 checks run before sending, with the
 * server's messages; the server's refusals show on their field or above the buttons.
 */
function PeriodDialog({ edit, initial, onClose }: { edit: PeriodEdit; initial: PeriodValues; onClose: () => void }) {
  const { t, i18n } = useTranslation('administration');
  const toast = useToast();
  const actions = usePeriodActions();
  const formatPoints = useFormatPoints();
  const range = useRange();
  const [values, setValues] = useState<PeriodValues>(initial);
  const [errors, setErrors] = useState<DialogErrors>({});
  const [saving, setSaving] = useState(false);
  const creating = edit.mode === 'create';
  const title = creating ? t('periods.dialog.createTitle') : t('periods.dialog.editTitle');

  const set = (field: PeriodField, change: Partial<PeriodValues>) => {
    setValues((v) => ({ ...v, ...change }));
    if (errors[field] || errors.form) setErrors(({ [field]: _field, form: _form, ...rest }) => rest);
  };

  const submit = async () => {
    const read = readPeriodValues(values, utcToday(currentNow()));
    if ('issues' in read) {
      const found: DialogErrors = {};
      for (const [field, issue] of Object.entries(read.issues)) found[field as PeriodField] = issueText(issue, t, i18n.language);
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      if (edit.mode === 'create') {
        const created = await actions.create(read);
        const amount = formatPoints(created.accrualAmount);
        toast.show({
          tone: 'success',
          title: t('periods.created'),
          description: created.status === 'active' ? t('periods.startedDescription', { amount }) : t('periods.createdDescription', { range: range(created), amount }),
          timeout: 3000,
        });
      } else {
        const changes = periodChanges(read, edit.period);
        if (Object.keys(changes).length > 0) {
          await actions.update(edit.period.id, changes);
          toast.show({ tone: 'success', title: t('periods.saved'), timeout: 3000 });
        }
      }
      onClose();
    } catch (error) {
      setErrors(serverErrors(error, t));
    } finally {
      setSaving(false);
    }
  };

  const maxText = formatNumber(MAX_POINTS, i18n.language);
  return (
    <FormDialog
      title={title}
      description={creating ? t('periods.dialog.createDescription') : t('periods.dialog.editDescription')}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      submitLabel={creating ? t('periods.dialog.submitCreate') : t('periods.dialog.submitEdit')}
      cancelLabel={t('periods.dialog.cancel')}
      formError={errors.form}
      data-testid="period-dialog"
    >
      <div className={css.pair}>
        <DateInput
          label={t('periods.dialog.start')}
          value={values.startDate}
          onChange={(startDate) => set('startDate', { startDate })}
          isRequired
          autoFocus
          errorMessage={errors.startDate}
        />
        <DateInput
          label={t('periods.dialog.end')}
          value={values.endDate}
          onChange={(endDate) => set('endDate', { endDate })}
          isRequired
          errorMessage={errors.endDate}
        />
      </div>
      <TextField
        label={t('periods.dialog.accrual')}
        description={t('periods.dialog.accrualHint', { max: maxText })}
        value={values.accrual}
        onChange={(accrual: string) => set('accrualAmount', { accrual })}
        inputMode="numeric"
        autoComplete="off"
        isRequired
        errorMessage={errors.accrualAmount}
      />
      <div className={css.pair}>
        <TextField
          label={t('periods.dialog.startingUser')}
          description={t('periods.dialog.startingUserHint')}
          value={values.startingUser}
          onChange={(startingUser: string) => set('startingUserBalance', { startingUser })}
          inputMode="numeric"
          autoComplete="off"
          errorMessage={errors.startingUserBalance}
        />
        <TextField
          label={t('periods.dialog.startingCreator')}
          description={t('periods.dialog.startingCreatorHint')}
          value={values.startingCreator}
          onChange={(startingCreator: string) => set('startingCreatorBalance', { startingCreator })}
          inputMode="numeric"
          autoComplete="off"
          errorMessage={errors.startingCreatorBalance}
        />
      </div>
    </FormDialog>
  );
}

/** Edit and Delete of a scheduled period; for an active or completed one, why it cannot change (SPEC §4). */
function RowActions({ period, onEdit, onDelete }: { period: Period; onEdit: (p: Period) => void; onDelete: (p: Period) => void }) {
  const { t } = useTranslation('administration');
  const range = useRange();
  if (period.status !== 'scheduled') {
    return (
      <Text as="span" size="sm" tone="muted" className={css.lockedNote} data-testid="period-locked">
        {t(`periods.locked.${period.status}`)}
      </Text>
    );
  }
  return (
    <span className={css.periodActions}>
      <Button size="sm" variant="secondary" aria-label={t('periods.editLabel', { range: range(period) })} onPress={() => onEdit(period)}>
        {t('periods.edit')}
      </Button>
      <Button size="sm" variant="ghost" tone="critical" aria-label={t('periods.deleteLabel', { range: range(period) })} onPress={() => onDelete(period)}>
        {t('periods.delete')}
      </Button>
    </span>
  );
}

/** A period's status as a badge: Запланирован / Идёт / Завершён. */
function PeriodStatusBadge({ status }: { status: PeriodStatus }) {
  const { t } = useTranslation('administration');
  return (
    <Badge tone={statusTone[status]} data-status={status}>
      {t(`periods.status.${status}`)}
    </Badge>
  );
}

/** A period's starting balances (docs/decisions/0029): a member's and an administrator's, or a dash when it has none. */
function StartingBalances({ period }: { period: Period }) {
  const { t } = useTranslation('administration');
  const formatPoints = useFormatPoints();
  if (period.startingUserBalance === 0 && period.startingCreatorBalance === 0) {
    return (
      <Text as="span" tone="muted" aria-label={t('periods.startingNone')}>
        —
      </Text>
    );
  }
  return (
    <span className={css.startingCell}>
      <span className={css.nowrap}>{t('periods.startingUser', { amount: formatPoints(period.startingUserBalance) })}</span>
      <span className={css.nowrap}>{t('periods.startingCreator', { amount: formatPoints(period.startingCreatorBalance) })}</span>
    </span>
  );
}

/** Props of {@link PeriodsPanel}. */
export interface PeriodsPanelProps {
  /** Level of the title; default 2 (the settings page has the h1). */
  headingLevel?: 2 | 3;
}

/**
 * The 'periods' tab of the organization settings — SPEC §2 /organization_administration_settings/{id}/periods
 * (admins), SPEC §3 Period, §4 Period states, §5 period rules: the organization's accrual periods
 * from GET /api/periods, newest first, as a table on tablets and desktops and as cards on phones —
 * dates (DD-MM-YYYY), status badge (scheduled / active / completed), accrual per member with the
 * bonus name, thanks sent, and for a scheduled period **Edit** (PATCH /api/periods?id=, a dialog
 * like creation, prefilled) and **Delete** (DELETE /api/periods?id=, after a confirmation); an
 * active or completed period says instead why it cannot change.
 *
 * **Create period** (POST /api/periods) opens a dialog prefilled with the day after the latest
 * period (today when none or past), a month long, with the latest accrual; `?openPeriodCreation`
 * in the URL (the header bell's launch link) opens it at once, and closing it drops the query.
 * The SPEC §5 checks (start not in the past, end later than start, whole points 0 … MAX_POINTS)
 * run before sending with the server's messages (`errors.<CODE>`); refusals (PERIOD_OVERLAP…) show
 * on their field or above the buttons. Each change: a toast, and the list, current period, balance
 * and organization settings are read again ({@link usePeriodActions}).
 *
 * `data-state`: loading (placeholders, `aria-busy`), error (with retry), empty (what a period is,
 * and the create button), ready.
 */
export function PeriodsPanel({ headingLevel = 2 }: PeriodsPanelProps) {
  const { t, i18n } = useTranslation('administration');
  const toast = useToast();
  const showError = useErrorToast();
  const periods = usePeriods();
  const actions = usePeriodActions();
  const formatPoints = useFormatPoints();
  const range = useRange();
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const [edit, setEdit] = useState<PeriodEdit | null>(null);
  const [deleting, setDeleting] = useState<Period | null>(null);
  const data = periods.data;
  const items = useMemo(() => data?.items ?? [], [data]);
  const state = periods.error && !data ? 'error' : !data ? 'loading' : items.length === 0 ? 'empty' : 'ready';
  const fromBell = params.has(OPEN_PERIOD_CREATION);
  // The bell's link opens "Create period" once the periods are known (they give its prefill).
  const dialog: PeriodEdit | null = edit ?? (fromBell && state !== 'loading' ? { mode: 'create' } : null);

  const closeDialog = () => {
    setEdit(null);
    if (fromBell) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(OPEN_PERIOD_CREATION);
          return next;
        },
        { replace: true },
      );
    }
  };

  const remove = async (period: Period) => {
    try {
      await actions.remove(period.id);
      toast.show({ tone: 'success', title: t('periods.deleted'), description: range(period), timeout: 3000 });
    } catch (error) {
      showError(error);
      throw error;
    }
  };

  // startingCreatorBalance / startingUserBalance are not shown or sent: they come with the ledger flow that credits them.
  const columns: DataTableColumn<Period>[] = [
    {
      id: 'dates',
      header: t('periods.column.dates'),
      isRowHeader: true,
      render: (p) => (
        <span className={css.nowrap}>
          <time dateTime={p.startDate}>{formatDate(p.startDate)}</time> — <time dateTime={p.endDate}>{formatDate(p.endDate)}</time>
        </span>
      ),
    },
    { id: 'status', header: t('periods.column.status'), render: (p) => <PeriodStatusBadge status={p.status} /> },
    { id: 'accrual', header: t('periods.column.accrual'), align: 'end', render: (p) => <span className={css.nowrap}>{formatPoints(p.accrualAmount)}</span> },
    {
      id: 'starting',
      header: t('periods.column.starting'),
      align: 'end',
      render: (p) => <StartingBalances period={p} />,
    },
    { id: 'thanks', header: t('periods.column.thanks'), align: 'end', render: (p) => <span className={css.nowrap}>{formatNumber(p.thanksSent, i18n.language)}</span> },
    { id: 'actions', header: t('periods.column.actions'), align: 'end', render: (p) => <RowActions period={p} onEdit={(period) => setEdit({ mode: 'edit', period })} onDelete={setDeleting} /> },
  ];

  const createButton = (
    <Button onPress={() => setEdit({ mode: 'create' })} isDisabled={state === 'loading'}>
      {t('periods.create')}
    </Button>
  );

  return (
    <section className={css.periods} data-state={state} aria-busy={state === 'loading'} aria-labelledby={titleId} data-testid="periods-panel">
      <Stack gap="lg">
        <div className={css.periodsHeader}>
          <div className={css.intro}>
            <Heading level={headingLevel} size={3} id={titleId}>
              {t('periods.title')}
            </Heading>
            <Text tone="muted">{t('periods.description')}</Text>
          </div>
          {state === 'ready' || state === 'loading' ? createButton : null}
        </div>
        {state === 'loading' ? (
          <Stack gap="sm">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={placeholderHeight.field} />
            ))}
          </Stack>
        ) : null}
        {state === 'error' ? <ErrorState title={t('periods.loadError')} onRetry={() => periods.mutate()} /> : null}
        {state === 'empty' ? <EmptyState title={t('periods.empty')} description={t('periods.emptyDescription')} action={createButton} /> : null}
        {state === 'ready' ? (
          <>
            <div className={css.periodsTable}>
              <DataTable aria-label={t('periods.tableLabel')} columns={columns} rows={items} getRowId={(p) => p.id} />
            </div>
            <ul className={css.periodCards} aria-label={t('periods.tableLabel')}>
              {items.map((p) => (
                <li key={p.id} className={css.periodCard} data-testid="period-card">
                  <span className={css.periodCardHead}>
                    <Text as="span" weight="semibold" className={css.nowrap}>
                      {range(p)}
                    </Text>
                    <PeriodStatusBadge status={p.status} />
                  </span>
                  <Text as="span" size="sm">
                    {t('periods.accrualLine', { amount: formatPoints(p.accrualAmount) })} · {t('periods.thanksLine', { count: p.thanksSent })}
                  </Text>
                  {p.startingUserBalance > 0 || p.startingCreatorBalance > 0 ? (
                    <Text as="span" size="sm" tone="muted">
                      {t('periods.startingLine', { user: formatPoints(p.startingUserBalance), creator: formatPoints(p.startingCreatorBalance) })}
                    </Text>
                  ) : null}
                  <RowActions period={p} onEdit={(period) => setEdit({ mode: 'edit', period })} onDelete={setDeleting} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Stack>
      {dialog ? (
        <PeriodDialog
          key={dialog.mode === 'edit' ? dialog.period.id : 'create'}
          edit={dialog}
          initial={dialog.mode === 'edit' ? periodValuesOf(dialog.period) : newPeriodValues(items, utcToday(currentNow()))}
          onClose={closeDialog}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('periods.deleteTitle')}
        description={deleting ? t('periods.deleteDescription', { range: range(deleting) }) : undefined}
        confirmLabel={t('periods.deleteConfirm')}
        tone="critical"
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </section>
  );
}
