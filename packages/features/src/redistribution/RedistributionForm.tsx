import './strings.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REDISTRIBUTION_MESSAGE_MAX_LENGTH, type DirectoryEntry } from '@gratia/contracts';
import { Avatar, Button, Combobox, Inline, Stack, Text, TextArea, TextField, useToast } from '@gratia/ui';
import { isApiError, type ApiErrorCode } from '../api/index.ts';
import { errorMessage, useErrorToast } from '../errors/index.ts';
import { formatNumber } from '../i18n/index.ts';
import { useBonusNameFor, useFormatPoints } from '../organization/index.ts';
import { fullName, handle, positionLine } from '../people/index.ts';
import { useMe } from '../profile/index.ts';
import { DataPanel } from '../shared/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { useGiveRedistribution, useRedistributionScope, useScopeSearch } from './hooks.ts';
import { redistributionErrorText, validateRedistribution, validateRedistributionAmount, type RedistributionErrors } from './validateRedistribution.ts';
import * as css from './RedistributionForm.css.ts';

/** Props of {@link RedistributionForm}. */
export interface RedistributionFormProps {
  /** Level of the title: 1 when the form is the page (/redistribution); default 2. */
  headingLevel?: 1 | 2;
}

/** The refusals of a redistribution that have a sentence of their own in this area, and the field each belongs to. */
const REFUSALS: Partial<Record<ApiErrorCode, 'recipient' | 'amount' | null>> = {
  REDISTRIBUTION_OUT_OF_SCOPE: 'recipient',
  RECIPIENT_INACTIVE: 'recipient',
  SELF_ACTION: 'recipient',
  USER_NOT_FOUND: 'recipient',
  INSUFFICIENT_FUNDS: 'amount',
  NO_ACTIVE_PERIOD: null,
};

interface FormState {
  recipient: DirectoryEntry | null;
  amount: string;
  message: string;
}
const empty: FormState = { recipient: null, amount: '', message: '' };

/**
 * A manager's form giving part of their points to give to a colleague (DOMAIN §6.4 'M';
 * docs/decisions/0023), for role M: what they can give (GET /api/redistribution/scope — the
 * balance with the bonus name, or "hidden") and to whom ("Your team: «Разработка» and the divisions
 * under it", or the whole community); the colleague — a Combobox over the directory limited to
 * that division (GET /api/employees?divisionId=&q=, {@link useScopeSearch}), the manager left out —,
 * the amount (a whole number from 1 to the balance, refused in the field saying why and which
 * limit, checked when the field is left and live after that), an optional note (≤ 500
 * characters) and "Give points", sent with an Idempotency-Key ({@link useGiveRedistribution}).
 * Success: a toast ("Points given: 40 points → Мария Кузнецова"), the form resets, the scope and
 * the balance are fetched again. Refusals are translated — in the field they concern
 * (REDISTRIBUTION_OUT_OF_SCOPE, RECIPIENT_INACTIVE, SELF_ACTION, USER_NOT_FOUND on the colleague;
 * INSUFFICIENT_FUNDS on the amount) and as a toast. No active period: an explanatory empty state.
 * `data-state` = loading | error | no-period | idle | sending.
 */
export function RedistributionForm({ headingLevel = 2 }: RedistributionFormProps) {
  const { t, i18n } = useTranslation('redistribution');
  const toast = useToast();
  const showError = useErrorToast();
  const formatPoints = useFormatPoints();
  const bonus = useBonusNameFor();
  const scope = useRedistributionScope();
  const me = useMe();
  const search = useScopeSearch(scope.data?.division?.id, me.data?.id);
  const { give, isGiving } = useGiveRedistribution();
  const [form, setForm] = useState<FormState>(empty);
  const [errors, setErrors] = useState<RedistributionErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [amountChecked, setAmountChecked] = useState(false);
  // A new key per reset remounts the Combobox so its text clears too.
  const [generation, setGeneration] = useState(0);

  const available = scope.data && !scope.data.hidden ? scope.data.balance : null;
  const values = (f: FormState) => ({ recipientId: f.recipient?.id ?? null, amount: f.amount, message: f.message });

  const update = (patch: Partial<FormState>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (submitted) {
      const result = validateRedistribution(values(next), available);
      setErrors('errors' in result ? result.errors : {});
    } else if ('amount' in patch && amountChecked) {
      setErrors({ ...errors, amount: validateRedistributionAmount(next.amount, available) ?? undefined });
    } else if ('recipient' in patch && errors.recipient) {
      setErrors({ ...errors, recipient: undefined });
    }
  };

  const checkAmount = () => {
    if (submitted || form.amount.trim() === '') return;
    setAmountChecked(true);
    setErrors({ ...errors, amount: validateRedistributionAmount(form.amount, available) ?? undefined });
  };

  const fieldError = (field: keyof RedistributionErrors) => {
    const e = errors[field];
    return e ? redistributionErrorText(e, t, formatPoints) : undefined;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validateRedistribution(values(form), available);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      const given = await give(result.body);
      toast.show({ tone: 'success', title: t('given', { points: formatPoints(given.amount), name: fullName(given.recipient) }), timeout: 3000 });
      setForm(empty);
      setSubmitted(false);
      setAmountChecked(false);
      setGeneration((g) => g + 1);
    } catch (error) {
      const code = Object.keys(REFUSALS).find((c) => isApiError(error, c as ApiErrorCode)) as ApiErrorCode | undefined;
      if (!code) {
        showError(error);
        return;
      }
      const text = t(`errors.${code}`);
      toast.show({ tone: 'critical', title: text, timeout: 3000 });
      const field = REFUSALS[code];
      if (field) setErrors({ [field]: { key: '', text } });
    }
  };

  const noPeriod = Boolean(scope.data && !scope.data.period);
  const state = scope.error && !scope.data ? 'error' : !scope.data ? 'loading' : noPeriod ? 'no-period' : isGiving ? 'sending' : 'idle';
  const division = scope.data?.division ?? null;

  return (
    <DataPanel
      title={t('title')}
      headingLevel={headingLevel}
      state={state}
      status={state === 'loading' || state === 'error' ? state : state === 'no-period' ? 'empty' : 'ready'}
      placeholders={[placeholderHeight.tile, placeholderHeight.field, placeholderHeight.field, placeholderHeight.textArea]}
      error={{ title: t('error'), description: errorMessage(scope.error, t), onRetry: () => scope.mutate() }}
      empty={{ title: t('noPeriod'), description: t('noPeriodDescription') }}
    >
      <Stack gap="md">
        <Text tone="muted">{t('intro')}</Text>
        <div className={css.summary}>
          <div className={css.summaryBox} data-kind="balance">
            <Text tone="muted" size="sm">
              {t('available')}
            </Text>
            {available === null ? (
              <Text>{t('hiddenBalance')}</Text>
            ) : (
              <>
                <span className={css.figure} data-testid="redistribution-balance">
                  {formatNumber(available, i18n.language)}
                </span>
                <Text size="sm">{bonus(available)}</Text>
              </>
            )}
          </div>
          <div className={css.summaryBox} data-kind="scope">
            <Text tone="muted" size="sm">
              {t('scopeLabel')}
            </Text>
            <Text weight="semibold" data-testid="redistribution-scope">
              {division ? t('scopeDivision', { division: division.name }) : t('scopeAll')}
            </Text>
          </div>
        </div>
        {available === 0 ? <Text role="note">{t('nothingLeft')}</Text> : null}
        <form className={css.form} data-state={state} noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('title')}>
          <Stack gap="md">
            <Combobox<DirectoryEntry>
              key={generation}
              menuTrigger="focus"
              label={t('recipient')}
              placeholder={t('recipientPlaceholder')}
              emptyMessage={t('recipientEmpty')}
              loadItems={search}
              getKey={(u) => String(u.id)}
              getLabel={fullName}
              getDescription={(u) => positionLine(u) || handle(u) || null}
              renderStart={(u) => <Avatar src={u.photo} name={fullName(u)} size="sm" isDecorative />}
              selectedItem={form.recipient}
              onSelectionChange={(recipient) => update({ recipient })}
              isRequired
              errorMessage={fieldError('recipient')}
            />
            <TextField
              label={t('amount')}
              value={form.amount}
              onChange={(amount: string) => update({ amount })}
              onBlur={checkAmount}
              inputMode="numeric"
              autoComplete="off"
              isRequired
              description={available === null ? t('amountHidden') : t('amountLimits', { available: formatPoints(available) })}
              errorMessage={fieldError('amount')}
            />
            <TextArea
              label={t('message')}
              description={t('messageHint')}
              value={form.message}
              onChange={(message: string) => update({ message })}
              maxLength={REDISTRIBUTION_MESSAGE_MAX_LENGTH}
              rows={3}
              errorMessage={fieldError('message')}
            />
            <Inline gap="sm" justify="end">
              <Button type="submit" variant="primary" isLoading={isGiving}>
                {t('submit')}
              </Button>
            </Inline>
          </Stack>
        </form>
      </Stack>
    </DataPanel>
  );
}
