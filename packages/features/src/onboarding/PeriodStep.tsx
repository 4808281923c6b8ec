import './strings.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_POINTS } from '@gratia/contracts';
import { Button, Card, DateInput, Heading, Stack, Text, TextField, useToast } from '@gratia/ui';
import { usePeriodActions, usePeriods } from '../administration/index.ts';
import { isApiError } from '../api/index.ts';
import { errorMessage, useErrorToast, fieldErrorsOf } from '../errors/index.ts';
import { currentNow, formatNumber } from '../i18n/index.ts';
import { useDraft } from './hooks.ts';
import { firstPeriodValues, readFirstPeriod, utcToday, type FirstPeriodField, type FirstPeriodValues, type PeriodIssue } from './steps.ts';
import * as css from './onboarding.css.ts';

/** Props of {@link PeriodStep}. */
export interface PeriodStepProps {
  /** Called when the period is set, or the creator chose to set it later: on to education. */
  onDone: () => void;
}

/** 'YYYY-MM-DD' as SPEC §5 writes dates: DD-MM-YYYY. */
const dmy = (iso: string) => iso.split('-').reverse().join('-');

/**
 * Step 3 of the onboarding, for the community's creator only (SPEC §2, §5 period rules; DOMAIN
 * §6.6 'Period settings'): the first period's start and end (DD-MM-YYYY, prefilled from today to
 * the end of next month), the accrual amount (points each member gets to give) and the owner's
 * balance (extra points to give of the administrator) → POST /api/periods with the periods
 * module's rules; a period starting today starts at once. The date rules are checked before
 * sending with the server's own messages (PERIOD_START_IN_PAST, PERIOD_END_BEFORE_START), and any
 * refusal of the server shows on its field (PERIOD_OVERLAP on the end date); **Set up later** goes
 * on without one (the bell then offers to launch a period). When a period already exists (back
 * from education, or a reload), it is named and the step only goes on. What was typed survives a
 * reload. `data-state`: loading | form | exists.
 */
export function PeriodStep({ onDone }: PeriodStepProps) {
  const { t, i18n } = useTranslation('onboarding');
  const periods = usePeriods();
  const actions = usePeriodActions();
  const toast = useToast();
  const showError = useErrorToast();
  const today = utcToday(currentNow());
  const [values, setValues] = useDraft<FirstPeriodValues>('period', firstPeriodValues(today));
  const [errors, setErrors] = useState<Partial<Record<FirstPeriodField, string>>>({});
  const [saving, setSaving] = useState(false);

  const existing = periods.data?.items.find((p) => p.status !== 'completed');
  if (!periods.data && !periods.error) return <Card data-state="loading" aria-busy="true" data-testid="onboarding-period" />;
  if (existing) {
    return (
      <Card data-state="exists" data-testid="onboarding-period">
        <Text role="status">{t('period.exists', { start: dmy(existing.startDate), end: dmy(existing.endDate) })}</Text>
      </Card>
    );
  }

  const issueText = (issue: PeriodIssue) => ('code' in issue ? t(`common:errors.${issue.code}`) : t(`period.issues.${issue.key}`, { max: formatNumber(MAX_POINTS, i18n.language) }));
  const set = (field: FirstPeriodField, change: Partial<FirstPeriodValues>) => {
    setValues({ ...values, ...change });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readFirstPeriod(values, today);
    if ('issues' in read) {
      setErrors(Object.fromEntries(Object.entries(read.issues).map(([field, issue]) => [field, issueText(issue)])));
      return;
    }
    setSaving(true);
    try {
      const period = await actions.create({ ...read, startingUserBalance: 0 });
      toast.show({ tone: 'success', title: period.status === 'active' ? t('period.started') : t('period.scheduled'), timeout: 3000 });
      onDone();
    } catch (error) {
      if (isApiError(error, 'VALIDATION_ERROR')) setErrors(fieldErrorsOf(error, t));
      else if (isApiError(error, 'PERIOD_START_IN_PAST')) setErrors({ startDate: errorMessage(error, t) });
      else if (isApiError(error, 'PERIOD_END_BEFORE_START', 'PERIOD_OVERLAP')) setErrors({ endDate: errorMessage(error, t) });
      else showError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card data-state="form" data-testid="onboarding-period">
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="onboarding-period-title" data-state={saving ? 'saving' : 'idle'}>
        <Stack gap="md">
          <Heading level={2} size={3} id="onboarding-period-title">
            {t('period.title')}
          </Heading>
          <Text tone="muted">{t('period.text')}</Text>
          <div className={css.pair}>
            <DateInput label={t('period.start')} value={values.startDate} onChange={(startDate) => set('startDate', { startDate })} isRequired errorMessage={errors.startDate} />
            <DateInput label={t('period.end')} value={values.endDate} onChange={(endDate) => set('endDate', { endDate })} isRequired errorMessage={errors.endDate} />
          </div>
          <div className={css.pair}>
            <TextField
              label={t('period.accrual')}
              description={t('period.accrualHint')}
              value={values.accrual}
              onChange={(accrual: string) => set('accrualAmount', { accrual })}
              inputMode="numeric"
              autoComplete="off"
              isRequired
              errorMessage={errors.accrualAmount}
            />
            <TextField
              label={t('period.owner')}
              description={t('period.ownerHint')}
              value={values.ownerBalance}
              onChange={(ownerBalance: string) => set('startingCreatorBalance', { ownerBalance })}
              inputMode="numeric"
              autoComplete="off"
              errorMessage={errors.startingCreatorBalance}
            />
          </div>
          <div className={css.actions}>
            <Button variant="ghost" onPress={onDone} isDisabled={saving}>
              {t('period.later')}
            </Button>
            <Button type="submit" variant="primary" isLoading={saving}>
              {t('period.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
