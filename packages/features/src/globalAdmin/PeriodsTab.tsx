import './strings.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CreatePeriodBody, MAX_POINTS, type GlobalCommunity, type Period, type PeriodStatus } from '@gratia/contracts';
import {
  Badge,
  Box,
  Button,
  ConfirmDialog,
  DataTable,
  DateInput,
  EmptyState,
  ErrorState,
  Heading,
  NumberField,
  Skeleton,
  Stack,
  Text,
  useToast,
  type BadgeTone,
  type DataTableColumn,
} from '@gratia/ui';
import { isApiError } from '../api/index.ts';
import { errorMessage, useErrorToast, fieldErrorsOf, issuesByField } from '../errors/index.ts';
import { formatDate } from '../i18n/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { ChooseCommunity, CommunityPicker } from './CommunityPicker.tsx';
import { FormDialog } from '../shared/index.ts';
import { useGlobalPeriodActions, useGlobalPeriods } from './hooks.ts';
import * as css from './globalAdmin.css.ts';

/** The badge tone of each period status (SPEC §4 Period). */
const statusTone: Record<PeriodStatus, BadgeTone> = { scheduled: 'info', active: 'positive', completed: 'neutral' };

type PeriodField = 'startDate' | 'endDate' | 'accrualAmount' | 'startingUserBalance' | 'startingCreatorBalance';
type DialogErrors = Partial<Record<PeriodField | 'form', string>>;
const AMOUNTS = ['accrualAmount', 'startingUserBalance', 'startingCreatorBalance'] as const;

/** A refusal of the server on the field it concerns (the periods tab's messages, SPEC §5), else above the buttons. */
function serverErrors(error: unknown, t: TFunction): DialogErrors {
  if (isApiError(error, 'PERIOD_START_IN_PAST')) return { startDate: errorMessage(error, t) };
  if (isApiError(error, 'PERIOD_END_BEFORE_START')) return { endDate: errorMessage(error, t) };
  const byField = fieldErrorsOf(error, t);
  const found: DialogErrors = {};
  for (const field of ['startDate', 'endDate', ...AMOUNTS] as const) if (byField[field]) found[field] = byField[field];
  return Object.keys(found).length > 0 ? found : { form: errorMessage(error, t) };
}

/**
 * The new period dialog of the chosen community (POST /api/global/periods?organizationId=): start
 * and end typed as DD-MM-YYYY, the accrual per member and the starting balances, in points. The
 * contract's checks run before sending (dates required, the end not before the start); the server's
 * refusals (SPEC §5: start in the past, overlap) show on their field or above the buttons.
 */
function CreatePeriodDialog({ community, onClose }: { community: GlobalCommunity; onClose: () => void }) {
  const { t } = useTranslation('globalAdmin');
  const toast = useToast();
  const actions = useGlobalPeriodActions(community.id);
  const [startDate, setStartDate] = useState<string | null>(null);
  const [endDate, setEndDate] = useState<string | null>(null);
  const [amounts, setAmounts] = useState<Record<(typeof AMOUNTS)[number], number | null>>({ accrualAmount: 100, startingUserBalance: 0, startingCreatorBalance: 0 });
  const [errors, setErrors] = useState<DialogErrors>({});
  const [saving, setSaving] = useState(false);
  const clear = (field: PeriodField) => setErrors(({ [field]: _field, form: _form, ...rest }) => rest);

  const submit = async () => {
    const found: DialogErrors = {};
    if (!startDate) found.startDate = t('common:validation.required');
    if (!endDate) found.endDate = t('common:validation.required');
    for (const key of AMOUNTS) if (amounts[key] === null) found[key] = t('common:validation.required');
    const body = { startDate: startDate ?? '', endDate: endDate ?? '', accrualAmount: amounts.accrualAmount ?? 0, startingUserBalance: amounts.startingUserBalance ?? 0, startingCreatorBalance: amounts.startingCreatorBalance ?? 0 };
    const parsed = CreatePeriodBody.safeParse(body);
    if (!parsed.success) for (const [field, message] of Object.entries(issuesByField(parsed.error.issues, t))) found[field as PeriodField] ??= message;
    if (!found.endDate && startDate && endDate && endDate < startDate) found.endDate = t('common:errors.PERIOD_END_BEFORE_START');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await actions.create(body);
      toast.show({ tone: 'success', title: t('periods.created'), description: t('range', { start: formatDate(body.startDate), end: formatDate(body.endDate) }), timeout: 3000 });
      onClose();
    } catch (error) {
      setErrors(serverErrors(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={t('periods.dialog.title')}
      description={t('periods.dialog.description')}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      submitLabel={t('periods.dialog.submit')}
      cancelLabel={t('periods.dialog.cancel')}
      formError={errors.form}
      data-testid="create-period-dialog"
    >
      <Box className={css.pair}>
        <DateInput
          label={t('periods.dialog.startDate')}
          value={startDate}
          onChange={(v) => {
            setStartDate(v);
            clear('startDate');
          }}
          isRequired
          errorMessage={errors.startDate}
        />
        <DateInput
          label={t('periods.dialog.endDate')}
          value={endDate}
          onChange={(v) => {
            setEndDate(v);
            clear('endDate');
          }}
          isRequired
          errorMessage={errors.endDate}
        />
      </Box>
      {AMOUNTS.map((key) => (
        <NumberField
          key={key}
          label={t(`periods.dialog.${key}`)}
          value={amounts[key]}
          onChange={(v) => {
            setAmounts((a) => ({ ...a, [key]: v }));
            clear(key);
          }}
          minValue={0}
          maxValue={MAX_POINTS}
          isRequired
          errorMessage={errors[key]}
        />
      ))}
    </FormDialog>
  );
}

/** Props of {@link PeriodsTab}. */
export interface PeriodsTabProps {
  /** The community chosen in the global admin (shared by its tabs); null for none. */
  community: GlobalCommunity | null;
  onCommunityChange: (community: GlobalCommunity | null) => void;
}

/**
 * The 'periods' tab of /global_admin (SPEC §6 'sets periods'; docs/decisions/0034): choose a
 * community, then its periods newest first (GET /api/global/periods) — dates DD-MM-YYYY, status,
 * accrual — as a table on tablets and desktops and cards on phones; **Create period** opens
 * {@link CreatePeriodDialog}; a scheduled period has **Delete** (DELETE /api/global/periods, after a
 * confirmation; the refusals of the periods module in a toast). `data-state`: none (no community),
 * loading, error, empty, ready.
 */
export function PeriodsTab({ community, onCommunityChange }: PeriodsTabProps) {
  const { t } = useTranslation('globalAdmin');
  const toast = useToast();
  const showError = useErrorToast();
  const titleId = useId();
  const periods = useGlobalPeriods(community?.id ?? null);
  const actions = useGlobalPeriodActions(community?.id ?? 0);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Period | null>(null);
  const items = periods.data?.items ?? [];
  const state = !community ? 'none' : periods.error && !periods.data ? 'error' : !periods.data ? 'loading' : items.length === 0 ? 'empty' : 'ready';
  const range = (p: { startDate: string; endDate: string }) => t('range', { start: formatDate(p.startDate), end: formatDate(p.endDate) });
  const points = (n: number) => t('common:points', { count: n });

  const remove = async (period: Period) => {
    try {
      await actions.remove(period.id);
      toast.show({ tone: 'success', title: t('periods.deleted'), description: range(period), timeout: 3000 });
    } catch (error) {
      showError(error);
      throw error;
    }
  };

  const deleteButton = (p: Period) =>
    p.status === 'scheduled' ? (
      <Button size="sm" variant="ghost" tone="critical" aria-label={t('periods.deleteLabel', { range: range(p) })} onPress={() => setDeleting(p)}>
        {t('periods.delete')}
      </Button>
    ) : null;
  const status = (p: Period) => <Badge tone={statusTone[p.status]}>{t(`periods.status.${p.status}`)}</Badge>;
  const columns: DataTableColumn<Period>[] = [
    { id: 'dates', header: t('periods.column.dates'), isRowHeader: true, render: (p) => <span className={css.nowrap}>{range(p)}</span> },
    { id: 'status', header: t('periods.column.status'), render: status },
    { id: 'accrual', header: t('periods.column.accrual'), align: 'end', render: (p) => <span className={css.nowrap}>{points(p.accrualAmount)}</span> },
    { id: 'actions', header: t('periods.column.actions'), align: 'end', render: (p) => <Box className={css.rowActions}>{deleteButton(p)}</Box> },
  ];

  return (
    <Box as="section" className={css.panel} aria-labelledby={titleId} data-state={state} aria-busy={state === 'loading'} data-testid="periods-tab">
      <Stack gap="lg">
        <Box className={css.header}>
          <Box className={css.intro}>
            <Heading level={2} size={3} id={titleId}>
              {t('periods.title')}
            </Heading>
            <Text tone="muted">{t('periods.description')}</Text>
          </Box>
          {community ? (
            <Button onPress={() => setCreating(true)} isDisabled={state === 'loading'}>
              {t('periods.create')}
            </Button>
          ) : null}
        </Box>
        <Box className={css.filters}>
          <CommunityPicker value={community} onChange={onCommunityChange} />
        </Box>
        {state === 'none' ? <ChooseCommunity /> : null}
        {state === 'loading' ? (
          <Stack gap="sm">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={placeholderHeight.field} />
            ))}
          </Stack>
        ) : null}
        {state === 'error' ? <ErrorState title={t('periods.loadError')} onRetry={() => void periods.mutate()} /> : null}
        {state === 'empty' ? <EmptyState title={t('periods.empty')} /> : null}
        {state === 'ready' && community ? (
          <>
            <Box className={css.table}>
              <DataTable aria-label={t('periods.tableLabel', { community: community.name })} columns={columns} rows={items} getRowId={(p) => p.id} />
            </Box>
            <Box as="ul" className={css.cards} aria-label={t('periods.tableLabel', { community: community.name })}>
              {items.map((p) => (
                <Box as="li" key={p.id} className={css.card} data-testid="period-card">
                  <Box className={css.cardHead}>
                    <Text as="span" weight="semibold" className={css.nowrap}>
                      {range(p)}
                    </Text>
                    {status(p)}
                  </Box>
                  <Text as="span" size="sm">
                    {t('periods.accrualLine', { amount: points(p.accrualAmount) })}
                  </Text>
                  {p.status === 'scheduled' ? <Box className={css.rowActions}>{deleteButton(p)}</Box> : null}
                </Box>
              ))}
            </Box>
          </>
        ) : null}
      </Stack>
      {creating && community ? <CreatePeriodDialog community={community} onClose={() => setCreating(false)} /> : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('periods.deleteTitle')}
        description={deleting && community ? t('periods.deleteDescription', { range: range(deleting), community: community.name }) : undefined}
        confirmLabel={t('periods.deleteConfirm')}
        tone="critical"
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </Box>
  );
}
