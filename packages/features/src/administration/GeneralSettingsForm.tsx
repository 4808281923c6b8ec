import './strings.ts';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BONUS_NAME_MAX_LENGTH, ORGANIZATION_NAME_MAX_LENGTH, pointsWithBonusName, type EconomySettings } from '@gratia/contracts';
import { vars } from '@gratia/tokens';
import { Button, Card, ErrorState, Heading, Skeleton, Stack, Switch, Text, TextField, useToast } from '@gratia/ui';
import { isApiError } from '../api/index.ts';
import { errorMessage, useErrorToast, validationMessage, type ValidationIssue } from '../errors/index.ts';
import { useEconomySettings } from '../organization/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import {
  bonusFormOf,
  changesOf,
  durationParts,
  isDirty,
  isGeneralField,
  readValues,
  valuesOf,
  wholeNumberOf,
  withBonusForm,
  type BonusField,
  type GeneralField,
  type SecondsField,
  type SwitchField,
} from './generalSettings.ts';
import { useUpdateGeneralSettings } from './hooks.ts';
import * as css from './administration.css.ts';

/** Messages by field, and `form` for a refusal that names no field of the form. */
type Errors = Partial<Record<GeneralField | 'form', string>>;

/** Props of {@link GeneralSettingsForm}. */
export interface GeneralSettingsFormProps {
  /** Level of the form's title; default 2 (the settings page has the h1). Section titles are one level below. */
  headingLevel?: 2 | 3;
}

/**
 * The 'general' tab of the organization settings — SPEC §3 Organization settings, on
 * /organization_administration_settings/{id}/general (admins, SPEC §6): the community's general
 * settings read with GET /api/organization/economy and saved with PATCH, in five sections —
 * **Community** (the name, required), **Points** (the bonus name's Russian one/few/many and English
 * one/other forms, each language with a live example such as «1 балл · 3 балла · 5 баллов»; the
 * most points one thanks may carry, empty for no limit; the points handed out so far, read-only,
 * with the bonus name), **Thanks** (the cancel time in seconds with its length in words, «= 5 мин»;
 * anonymous thanks; hidden balances), **Telegram bot** (command and message lifetimes in seconds,
 * 0 never removes) and **Market** (hide the market).
 *
 * One "Save" sends only the changed settings, and is disabled while nothing changed ("Discard
 * changes" puts the saved values back). The form is checked before sending with the contract's
 * rules and messages (`common:validation.*`: required, whole numbers, bounds); the server's
 * VALIDATION_ERROR issues show on their fields (`bonusName.ru.few` on that form), and the first
 * field in error takes the focus; any other failure is an error toast. Saved: a toast, and the
 * whole app takes the new settings ({@link useUpdateGeneralSettings}). Enter in a field saves.
 * `data-state`: loading, error (with retry), idle, saving.
 */
export function GeneralSettingsForm({ headingLevel = 2 }: GeneralSettingsFormProps) {
  const { t } = useTranslation('administration');
  const economy = useEconomySettings();
  const titleId = useId();
  const status = economy.data ? 'ready' : economy.error ? 'error' : 'loading';
  return (
    <Stack as="section" gap="xl" className={css.form} aria-labelledby={titleId} aria-busy={status === 'loading'} data-state={status} data-testid="general-settings">
      <div className={css.intro}>
        <Heading level={headingLevel} size={3} id={titleId}>
          {t('general.title')}
        </Heading>
        <Text tone="muted">{t('general.description')}</Text>
      </div>
      {status === 'loading' ? <Placeholders /> : null}
      {status === 'error' ? <ErrorState title={t('general.loadError')} onRetry={() => economy.mutate()} /> : null}
      {economy.data ? <EditForm latest={economy.data} titleId={titleId} headingLevel={headingLevel === 2 ? 3 : 4} /> : null}
    </Stack>
  );
}

/** The loading face: each section's title beside its fields, drawn as placeholders. */
function Placeholders() {
  return (
    <Stack gap="xl">
      {[1, 3, 3, 2, 1].map((fields, index) => (
        <div key={index} className={css.section}>
          <Stack gap="xs">
            <Skeleton height={vars.size.icon} width="40%" />
            <Skeleton height={vars.size.icon} />
          </Stack>
          <Card>
            {Array.from({ length: fields }, (_, i) => (
              <Skeleton key={i} height={placeholderHeight.field} />
            ))}
          </Card>
        </div>
      ))}
    </Stack>
  );
}

/** A section of the form: its title and description beside (desktop) or above its fields, on a card. */
function Section({ title, description, level, children }: { title: string; description: string; level: 3 | 4; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <div className={css.sectionHead}>
        <Heading level={level} size={4} id={titleId}>
          {title}
        </Heading>
        <Text size="sm" tone="muted">
          {description}
        </Text>
      </div>
      <Card>{children}</Card>
    </section>
  );
}

/** The form over the saved settings (`latest`, followed while nothing is changed). */
function EditForm({ latest, titleId, headingLevel }: { latest: EconomySettings; titleId: string; headingLevel: 3 | 4 }) {
  const { t, i18n } = useTranslation('administration');
  const toast = useToast();
  const showError = useErrorToast();
  const save = useUpdateGeneralSettings();
  const [saved, setSaved] = useState(latest);
  const [values, setValues] = useState(() => valuesOf(latest));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Raised by each refusal: the first field in error (in the form's order) then takes the focus.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const hintIds = { ru: useId(), en: useId(), disbursed: useId(), anonymityAllowed: useId(), hideBalances: useId(), hideMarket: useId() };
  const dirty = isDirty(values, saved);

  // Settings read again (another tab, another admin) replace an untouched form.
  const [seen, setSeen] = useState(latest);
  if (latest !== seen) {
    setSeen(latest);
    if (!dirty) {
      setSaved(latest);
      setValues(valuesOf(latest));
    }
  }

  const clear = (field: GeneralField) => {
    if (errors[field] || errors.form) setErrors(({ [field]: _field, form: _form, ...rest }) => rest);
  };
  const update = (field: Exclude<GeneralField, BonusField>, value: string | boolean) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  };
  const updateBonus = (field: BonusField, text: string) => {
    setValues((v) => withBonusForm(v, field, text));
    clear(field);
  };

  /** Shows `found` and puts the focus on the first field in error. */
  const refuse = (found: Errors) => {
    setErrors(found);
    setRefusals((n) => n + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const read = readValues(values);
    if ('issues' in read) {
      const found: Errors = {};
      for (const [field, issue] of Object.entries(read.issues)) found[field as GeneralField] = validationMessage(issue, t);
      refuse(found);
      return;
    }
    const changes = changesOf(read.body, saved);
    if (Object.keys(changes).length === 0) {
      setValues(valuesOf(saved));
      setErrors({});
      return;
    }
    setSaving(true);
    try {
      const result = await save(changes);
      setSaved(result);
      setValues(valuesOf(result));
      setErrors({});
      toast.show({ tone: 'success', title: t('general.saved'), timeout: 3000 });
    } catch (failure) {
      if (isApiError(failure, 'VALIDATION_ERROR')) refuse(serverErrors(failure.details.issues, failure));
      else showError(failure);
    } finally {
      setSaving(false);
    }
  };

  /** The refusal's issues on their fields; one naming no field of the form (or none at all) above the buttons. */
  const serverErrors = (issues: unknown, failure: unknown): Errors => {
    const found: Errors = {};
    for (const issue of Array.isArray(issues) ? (issues as unknown[]) : []) {
      if (!isIssue(issue)) continue;
      const key = typeof issue.path === 'string' && isGeneralField(issue.path) ? issue.path : 'form';
      found[key] ??= validationMessage(issue, t);
    }
    if (Object.keys(found).length === 0) found.form = errorMessage(failure, t);
    return found;
  };

  const lng = i18n.language === 'en' ? 'en' : 'ru';
  const duration = (seconds: number) => durationParts(seconds).map(({ unit, count }) => t(`general.duration.${unit}`, { count })).join(' ');

  /** A seconds field: its length in words ('= 5 min', or what 0 means) over its hint. */
  const secondsField = (field: SecondsField, key: 'cancelTime' | 'commandLifetime' | 'messageLifetime', zero: string) => {
    const seconds = wholeNumberOf(values[field]);
    const equivalent = seconds === null || Number.isNaN(seconds) || seconds < 0 ? null : seconds === 0 ? zero : t('general.duration.equals', { value: duration(seconds) });
    return (
      <TextField
        label={t(`general.${key}.label`)}
        description={
          <>
            {equivalent ? (
              <span className={css.equivalent} data-testid={`${field}-equivalent`}>
                {equivalent}
              </span>
            ) : null}
            <span className={css.hintLine}>{t(`general.${key}.hint`)}</span>
          </>
        }
        value={values[field]}
        onChange={(text: string) => update(field, text)}
        inputMode="numeric"
        autoComplete="off"
        isRequired
        errorMessage={errors[field]}
      />
    );
  };

  const switchField = (field: SwitchField, key: 'anonymity' | 'hideBalances' | 'hideMarket') => (
    <div className={css.switchRow}>
      <Switch isSelected={values[field]} onChange={(on: boolean) => update(field, on)} aria-describedby={hintIds[field]}>
        {t(`general.${key}.label`)}
      </Switch>
      <Text id={hintIds[field]} size="sm" tone="muted" className={css.switchHint}>
        {t(`general.${key}.hint`)}
      </Text>
    </div>
  );

  const bonusField = (field: BonusField) => {
    const [, language, form] = field.split('.') as ['bonusName', 'ru' | 'en', string];
    return (
      <TextField
        key={field}
        label={t(`general.bonusName.form.${language}.${form}`)}
        value={bonusFormOf(values, field)}
        onChange={(text: string) => updateBonus(field, text)}
        maxLength={BONUS_NAME_MAX_LENGTH}
        autoComplete="off"
        isRequired
        errorMessage={errors[field]}
      />
    );
  };

  /** The typed forms at work: '1 балл · 3 балла · 5 баллов', '1 point · 5 points'. */
  const example = (counts: readonly [number, BonusField][]) =>
    counts.map(([count, field]) => `${count} ${bonusFormOf(values, field).trim() || t('general.bonusName.missing')}`).join(' · ');

  const bonusGroup = (language: 'ru' | 'en', fields: readonly [number, BonusField][], layout: string) => (
    <fieldset className={css.fieldset} aria-describedby={hintIds[language]}>
      <legend className={css.legend}>{t(`general.bonusName.${language}`)}</legend>
      <div className={layout}>{fields.map(([, field]) => bonusField(field))}</div>
      <Stack gap="xxs" id={hintIds[language]}>
        <Text size="sm" tone="muted">
          {t(`general.bonusName.${language}Hint`)}
        </Text>
        <Text size="sm" className={css.example} data-testid={`bonus-example-${language}`}>
          {t('general.bonusName.example', { example: example(fields), interpolation: { escapeValue: false } })}
        </Text>
      </Stack>
    </fieldset>
  );

  const formError = errors.form ?? (Object.keys(errors).length > 0 ? t('general.refused') : undefined);
  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} aria-labelledby={titleId} data-state={saving ? 'saving' : 'idle'} data-testid="general-settings-form">
      <Stack gap="xl">
        <Section title={t('general.sections.community.title')} description={t('general.sections.community.description')} level={headingLevel}>
          <TextField
            label={t('general.name.label')}
            value={values.name}
            onChange={(text: string) => update('name', text)}
            maxLength={ORGANIZATION_NAME_MAX_LENGTH}
            autoComplete="organization"
            isRequired
            errorMessage={errors.name}
          />
        </Section>

        <Section title={t('general.sections.points.title')} description={t('general.sections.points.description')} level={headingLevel}>
          {bonusGroup(
            'ru',
            [
              [1, 'bonusName.ru.one'],
              [3, 'bonusName.ru.few'],
              [5, 'bonusName.ru.many'],
            ],
            css.triple,
          )}
          {bonusGroup(
            'en',
            [
              [1, 'bonusName.en.one'],
              [5, 'bonusName.en.other'],
            ],
            css.pair,
          )}
          <hr className={css.divider} />
          <div className={css.pair}>
            <TextField
              label={t('general.maxTransfer.label')}
              description={t('general.maxTransfer.hint')}
              value={values.maxTransfer}
              onChange={(text: string) => update('maxTransfer', text)}
              inputMode="numeric"
              autoComplete="off"
              errorMessage={errors.maxTransfer}
            />
            <div className={css.readout} role="group" aria-labelledby={`${hintIds.disbursed}-label`} aria-describedby={hintIds.disbursed}>
              <Text size="sm" weight="medium" id={`${hintIds.disbursed}-label`}>
                {t('general.disbursed.label')}
              </Text>
              <Text size="lg" weight="semibold" data-testid="disbursed">
                {pointsWithBonusName(saved.bonusName, saved.disbursedAmount, lng)}
              </Text>
              <Text size="sm" tone="muted" id={hintIds.disbursed}>
                {t('general.disbursed.hint')}
              </Text>
            </div>
          </div>
        </Section>

        <Section title={t('general.sections.thanks.title')} description={t('general.sections.thanks.description')} level={headingLevel}>
          {secondsField('transactionCancelTime', 'cancelTime', t('general.cancelTime.zero'))}
          {switchField('anonymityAllowed', 'anonymity')}
          {switchField('hideBalances', 'hideBalances')}
        </Section>

        <Section title={t('general.sections.bot.title')} description={t('general.sections.bot.description')} level={headingLevel}>
          <div className={css.pair}>
            {secondsField('botCommandLifetime', 'commandLifetime', t('general.neverRemoved'))}
            {secondsField('messageLifetime', 'messageLifetime', t('general.neverRemoved'))}
          </div>
        </Section>

        <Section title={t('general.sections.market.title')} description={t('general.sections.market.description')} level={headingLevel}>
          {switchField('hideMarket', 'hideMarket')}
        </Section>

        <div className={css.actions}>
          <Button type="submit" variant="primary" isLoading={saving} isDisabled={!dirty} className={css.actionButton}>
            {t('general.save')}
          </Button>
          <Button
            variant="secondary"
            isDisabled={!dirty || saving}
            className={css.actionButton}
            onPress={() => {
              setValues(valuesOf(saved));
              setErrors({});
            }}
          >
            {t('general.reset')}
          </Button>
          {formError ? (
            <Text size="sm" tone="critical" role="alert" data-testid="general-settings-error">
              {formError}
            </Text>
          ) : dirty ? (
            <Text size="sm" tone="muted">
              {t('general.unsaved')}
            </Text>
          ) : null}
        </div>
      </Stack>
    </form>
  );
}

/** An issue of a VALIDATION_ERROR as the server sends it: a dotted `path` and a `validation.*` message. */
function isIssue(value: unknown): value is ValidationIssue & { path?: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}
