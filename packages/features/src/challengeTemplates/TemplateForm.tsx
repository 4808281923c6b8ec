import './strings.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_CHALLENGE_COVERS,
  MAX_CHALLENGE_DESCRIPTION,
  MAX_CHALLENGE_NAME,
  type ChallengeTemplate,
  type TemplateKind,
  type TemplateOptions,
  type TemplateScope,
  type TemplateSettings,
  type WinnerRule,
} from '@gratia/contracts';
import { Button, Checkbox, Dialog, ErrorState, RadioGroup, Select, Skeleton, Stack, Text, TextArea, TextField, useToast } from '@gratia/ui';
import { refusalErrors, useErrorToast } from '../errors/index.ts';
import { FormDialog } from '../shared/index.ts';
import { PhotoAttachments, useImageUpload, usePhotoUploads } from '../thanks/index.ts';
import { CategoryTree } from './CategoryTree.tsx';
import { useTemplateActions, useTemplateCategories, useTemplateOptions } from './hooks.ts';
import {
  addStep,
  addToStep,
  blankStepChallenge,
  canMoveEarlier,
  canMoveLater,
  createTemplateBody,
  emptyTemplateValues,
  isValid,
  moveEarlier,
  moveLater,
  removeStepChallenge,
  updateTemplateBody,
  validateTemplate,
  valuesFromTemplate,
  type StepChallengeValues,
  type StepPosition,
  type TemplateErrors,
  type TemplateFormValues,
} from './templateForm.ts';
import * as css from './TemplateForm.css.ts';
import * as viewCss from './TemplatesView.css.ts';

const WINNER_RULES: readonly WinnerRule[] = ['organizer', 'admins', 'voting'];
const SETTINGS: readonly (keyof TemplateSettings)[] = ['multipleReports', 'showParticipants', 'anonymous'];

/** Props of {@link TemplateForm}. */
export interface TemplateFormProps {
  /** The template to edit; without it the form creates one. */
  template?: ChallengeTemplate;
  /** The scope a new template starts in (the list's tab), if the member may create there; else `my`. */
  scope?: TemplateScope;
  onClose: () => void;
  /** Called with the saved template (the dialog closes itself through `onClose`). */
  onSaved?: (template: ChallengeTemplate) => void;
}

/**
 * The template form (SPEC §3 Template; DOMAIN §1.9 template fields; docs/decisions/0044), in a
 * dialog: loads the scopes the member may choose (GET /api/challenges/templates/options) first.
 * See {@link TemplateFormFields} for the fields.
 */
export function TemplateForm(props: TemplateFormProps) {
  const { t } = useTranslation('challengeTemplates');
  const options = useTemplateOptions();
  if (options.data) return <TemplateFormFields {...props} options={options.data} />;
  return (
    <Dialog.Root isOpen onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Content data-testid="template-form" aria-describedby={undefined}>
        <Dialog.Title>{props.template ? t('form.editTitle') : t('form.createTitle')}</Dialog.Title>
        {options.error ? (
          <ErrorState title={t('form.loadError')} onRetry={() => void options.mutate()} />
        ) : (
          <Stack gap="sm" role="status" aria-label={t('form.loading')}>
            <Skeleton height={viewCss.skeletonLine} />
            <Skeleton height={viewCss.skeletonLine} />
          </Stack>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The form's fields, once the member's scopes are known. */
interface FieldsProps extends TemplateFormProps {
  options: TemplateOptions;
}

/**
 * The fields: what the template creates (a challenge or a chain of tasks; chosen when it is made),
 * the name (≤ 255) and description (≤ 5000), the covers (the kept ones reordered and removed by
 * button; new ones upload as they are picked, thanks' photo uploads), for a challenge who picks
 * the winners and its settings (several reports — on by default —, participants see each other,
 * anonymous), for a chain its steps ({@link StepsEditor}), the categories of the chosen
 * visibility's tree (several), and the visibility — only the scopes the member's role allows
 * ('Visible only to me', '… to my community' for admins, '… to all' for superusers); another
 * visibility clears the categories. Checks on submit with the messages on the fields (a chain
 * without challenges: 'The chain is empty, add challenges to create'); the server's refusals land
 * on their fields or above the buttons. Editing sends only what changed (PATCH). A toast says it
 * was saved.
 */
function TemplateFormFields({ template, scope: startScope, options, onClose, onSaved }: FieldsProps) {
  const { t } = useTranslation('challengeTemplates');
  const { t: tc } = useTranslation('common');
  const actions = useTemplateActions();
  const toast = useToast();
  const showError = useErrorToast();
  const [values, setValues] = useState<TemplateFormValues>(() =>
    template ? valuesFromTemplate(template) : emptyTemplateValues(startScope && options.scopes.includes(startScope) ? startScope : 'my'),
  );
  const [errors, setErrors] = useState<TemplateErrors>({});
  const [checked, setChecked] = useState(false);
  const [server, setServer] = useState<Partial<Record<'name' | 'description' | 'covers' | 'categories' | 'steps' | 'scope' | 'form', string>>>({});
  const [saving, setSaving] = useState(false);
  const photos = usePhotoUploads(useImageUpload('thanks'), { max: Math.max(0, MAX_CHALLENGE_COVERS - values.covers.length) });
  const tree = useTemplateCategories(values.scope);
  const scopes = template && !options.scopes.includes(template.scope) ? [template.scope, ...options.scopes] : options.scopes;

  const update = (patch: Partial<TemplateFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (checked) setErrors(validateTemplate(next));
  };

  const issue = (key: string | undefined) => (key === 'chainEmpty' ? tc('errors.CHAIN_EMPTY') : key ? t(`form.errors.${key}`) : undefined);

  const submit = async () => {
    const found = validateTemplate(values);
    setChecked(true);
    setErrors(found);
    setServer({});
    if (!isValid(found)) return;
    if (photos.status === 'uploading') return setServer({ form: t('form.errors.uploading') });
    const uploaded = photos.state.items.flatMap((i) => (i.status === 'done' ? [i.image.id] : []));
    setSaving(true);
    try {
      const saved = template ? await actions.update(updateTemplateBody(template, values, uploaded)) : await actions.create(createTemplateBody(values, uploaded));
      toast.show({ tone: 'success', title: template ? t('form.saved') : t('form.created') });
      photos.reset();
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const refused = refusalErrors(error, tc, {
        codes: [
          ['CHAIN_EMPTY', 'steps'],
          ['CHAIN_STEPS_GAP', 'steps'],
          ['IMAGE_NOT_FOUND', 'covers'],
          ['CATEGORY_NOT_FOUND', 'categories'],
        ],
        fields: { name: 'name', description: 'description', coverIds: 'covers', thumbnailId: 'covers', categoryIds: 'categories', steps: 'steps', scope: 'scope' },
      });
      setServer(refused);
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  const moveCover = (from: number, to: number) => {
    const covers = [...values.covers];
    const [item] = covers.splice(from, 1);
    if (!item) return;
    covers.splice(to, 0, item);
    update({ covers });
  };

  return (
    <FormDialog
      title={template ? t('form.editTitle') : t('form.createTitle')}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      submitLabel={template ? t('form.save') : t('form.create')}
      cancelLabel={t('form.cancel')}
      formError={server.form ?? (errors.steps ? issue(errors.steps) : server.steps)}
      className={viewCss.dialog}
      data-testid="template-form"
    >
      {!template ? (
        <RadioGroup
          label={t('form.kind')}
          orientation="horizontal"
          options={(['challenge', 'chain'] as const).map((k) => ({ id: k, label: t(`kind.${k}`) }))}
          value={values.kind}
          onChange={(kind) => update({ kind: kind as TemplateKind, steps: kind === 'chain' && values.steps.length === 0 ? [[blankStepChallenge()]] : values.steps })}
        />
      ) : null}
      <TextField label={t('form.name')} value={values.name} onChange={(name) => update({ name })} maxLength={MAX_CHALLENGE_NAME} isRequired errorMessage={issue(errors.name) ?? server.name} />
      <TextArea label={t('form.description')} value={values.description} onChange={(description) => update({ description })} maxLength={MAX_CHALLENGE_DESCRIPTION} rows={4} errorMessage={issue(errors.description) ?? server.description} />
      <fieldset className={css.group} data-testid="template-covers">
        <legend className={css.groupTitle}>{t('form.covers')}</legend>
        <p className={css.hint}>{t('form.coversHint')}</p>
        {values.covers.length > 0 ? (
          <ol className={css.covers}>
            {values.covers.map((cover, i) => (
              <li key={cover.id} className={css.coverRow}>
                <img className={css.coverThumb} src={cover.thumbUrl} alt="" />
                <span className={css.coverName}>{t('form.cover', { n: i + 1 })}</span>
                <span className={css.buttons}>
                  <Button size="sm" variant="secondary" isDisabled={i === 0} onPress={() => moveCover(i, i - 1)} aria-label={`${t('form.earlier')}: ${t('form.cover', { n: i + 1 })}`}>
                    {t('form.earlier')}
                  </Button>
                  <Button size="sm" variant="secondary" isDisabled={i === values.covers.length - 1} onPress={() => moveCover(i, i + 1)} aria-label={`${t('form.later')}: ${t('form.cover', { n: i + 1 })}`}>
                    {t('form.later')}
                  </Button>
                  <Button size="sm" variant="secondary" tone="critical" onPress={() => update({ covers: values.covers.filter((c) => c.id !== cover.id) })} aria-label={t('form.removeCover', { n: i + 1 })}>
                    {t('form.removeCoverShort')}
                  </Button>
                </span>
              </li>
            ))}
          </ol>
        ) : null}
        <PhotoAttachments photos={photos} errorMessage={server.covers} isDisabled={saving} />
      </fieldset>
      {values.kind === 'challenge' ? (
        <>
          <RadioGroup
            label={t('form.winnerRule')}
            options={WINNER_RULES.map((r) => ({ id: r, label: t(`winnerRule.${r}`) }))}
            value={values.winnerRule}
            onChange={(rule) => update({ winnerRule: rule as WinnerRule })}
          />
          <fieldset className={css.group}>
            <legend className={css.groupTitle}>{t('form.settings')}</legend>
            {SETTINGS.map((k) => (
              <Checkbox key={k} isSelected={values.settings[k]} onChange={(on) => update({ settings: { ...values.settings, [k]: on } })}>
                {t(`form.${k}`)}
              </Checkbox>
            ))}
          </fieldset>
        </>
      ) : (
        <StepsEditor steps={values.steps} onChange={(steps) => update({ steps })} errors={errors.stepNames ?? {}} />
      )}
      <fieldset className={css.group} data-testid="template-categories-picker">
        <legend className={css.groupTitle}>{t('form.categories')}</legend>
        {tree.data && tree.data.items.length > 0 ? (
          <CategoryTree nodes={tree.data.items} selected={values.categoryIds} onChange={(categoryIds) => update({ categoryIds })} aria-label={t('form.categories')} />
        ) : tree.data ? (
          <p className={css.hint}>{t('form.noCategories')}</p>
        ) : (
          <Skeleton height={viewCss.skeletonLine} />
        )}
        {server.categories ? (
          <Text tone="critical" size="sm">
            {server.categories}
          </Text>
        ) : null}
      </fieldset>
      <RadioGroup
        label={t('form.scope')}
        description={scopes.length > 1 ? t('form.scopeHint') : undefined}
        options={scopes.map((s) => ({ id: s, label: t(`form.scopes.${s}`), isDisabled: !options.scopes.includes(s) }))}
        value={values.scope}
        onChange={(scope) => update({ scope: scope as TemplateScope, categoryIds: scope === values.scope ? values.categoryIds : [] })}
        errorMessage={server.scope}
      />
    </FormDialog>
  );
}

/** Props of {@link StepsEditor}. */
interface StepsEditorProps {
  steps: StepChallengeValues[][];
  onChange: (steps: StepChallengeValues[][]) => void;
  /** Name refusals by row key. */
  errors: Record<string, string>;
}

type RowButton = 'earlier' | 'later' | 'remove';

/**
 * A chain template's steps (DOMAIN §1.8–1.9): each step a group of challenges in order, each
 * challenge with its name, description, winner rule and settings, and the buttons Earlier and Later
 * (within the step, then across to the neighbouring step; the last challenge of the last step
 * opens a new step) and Remove (an emptied step goes, so the steps never have gaps). 'Add a
 * challenge to step N' and 'Add a step' add blank ones. A move keeps the focus on the moved
 * challenge's button and is announced.
 */
function StepsEditor({ steps, onChange, errors }: StepsEditorProps) {
  const { t } = useTranslation('challengeTemplates');
  const titleId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<{ key: string; button: RowButton } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const wanted = buttons.current.get(`${target.key}:${target.button}`);
    const fallback = buttons.current.get(`${target.key}:${target.button === 'earlier' ? 'later' : 'earlier'}`);
    (wanted && !wanted.disabled ? wanted : fallback)?.focus();
  });

  const setRow = (at: StepPosition, patch: Partial<StepChallengeValues>) =>
    onChange(steps.map((s, i) => (i === at.step ? s.map((c, j) => (j === at.index ? { ...c, ...patch } : c)) : s)));

  const move = (at: StepPosition, direction: 'earlier' | 'later') => {
    const row = steps[at.step]?.[at.index];
    if (!row) return;
    const moved = direction === 'earlier' ? moveEarlier(steps, at) : moveLater(steps, at);
    pendingFocus.current = { key: row.key, button: direction };
    setAnnouncement(t('form.moved', { name: row.name.trim() || t('form.stepChallenge', { index: at.index + 1, step: at.step + 1 }), index: moved.at.index + 1, step: moved.at.step + 1 }));
    onChange(moved.steps);
  };

  const ref = (key: string, button: RowButton) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(`${key}:${button}`, el);
    else buttons.current.delete(`${key}:${button}`);
  };

  return (
    <section className={css.group} aria-labelledby={titleId} data-testid="template-steps-editor">
      <h3 id={titleId} className={css.groupTitle}>
        {t('form.steps')}
      </h3>
      <p className={css.hint}>{t('form.stepsHint')}</p>
      {steps.map((challenges, s) => (
        <fieldset key={challenges[0]?.key ?? s} className={css.step} data-step={s + 1}>
          <legend className={css.stepLegend}>{t('form.step', { n: s + 1 })}</legend>
          {challenges.map((c, i) => {
            const at = { step: s, index: i };
            const label = t('form.stepChallenge', { index: i + 1, step: s + 1 });
            return (
              <div key={c.key} className={css.stepChallenge} role="group" aria-label={label} data-testid="template-step-challenge">
                <p className={css.stepChallengeTitle} aria-hidden="true">
                  {label}
                </p>
                <TextField label={t('form.stepName')} value={c.name} onChange={(name) => setRow(at, { name })} maxLength={MAX_CHALLENGE_NAME} isRequired errorMessage={errors[c.key] ? t(`form.errors.${errors[c.key]}`) : undefined} />
                <TextArea label={t('form.stepDescription')} value={c.description} onChange={(description) => setRow(at, { description })} maxLength={MAX_CHALLENGE_DESCRIPTION} rows={2} />
                <Select
                  label={t('form.winnerRule')}
                  items={WINNER_RULES.map((r) => ({ id: r, label: t(`winnerRule.${r}`) }))}
                  selectedKey={c.winnerRule}
                  onSelectionChange={(key) => key !== null && setRow(at, { winnerRule: key as WinnerRule })}
                />
                {SETTINGS.map((k) => (
                  <Checkbox key={k} isSelected={c.settings[k]} onChange={(on) => setRow(at, { settings: { ...c.settings, [k]: on } })}>
                    {t(`form.${k}`)}
                  </Checkbox>
                ))}
                <div className={css.buttons}>
                  <Button ref={ref(c.key, 'earlier')} size="sm" variant="secondary" isDisabled={!canMoveEarlier(steps, at)} onPress={() => move(at, 'earlier')} aria-label={t('form.moveEarlier', { index: i + 1, step: s + 1 })}>
                    {t('form.earlierShort')}
                  </Button>
                  <Button ref={ref(c.key, 'later')} size="sm" variant="secondary" isDisabled={!canMoveLater(steps, at)} onPress={() => move(at, 'later')} aria-label={t('form.moveLater', { index: i + 1, step: s + 1 })}>
                    {t('form.laterShort')}
                  </Button>
                  <Button ref={ref(c.key, 'remove')} size="sm" variant="secondary" tone="critical" onPress={() => onChange(removeStepChallenge(steps, at))} aria-label={t('form.removeStepChallenge', { index: i + 1, step: s + 1 })}>
                    {t('form.removeShort')}
                  </Button>
                </div>
              </div>
            );
          })}
          <div>
            <Button size="sm" variant="secondary" onPress={() => onChange(addToStep(steps, s))}>
              {t('form.addToStep', { n: s + 1 })}
            </Button>
          </div>
        </fieldset>
      ))}
      <div data-testid="template-add-step">
        <Button size="sm" variant="secondary" onPress={() => onChange(addStep(steps))}>
          {t('form.addStep')}
        </Button>
      </div>
      <span role="status" className={css.liveRegion}>
        {announcement}
      </span>
    </section>
  );
}
