import './strings.ts';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import {
  MAX_CHALLENGE_COVERS,
  MAX_CHALLENGE_DESCRIPTION,
  MAX_CHALLENGE_NAME,
  MAX_CHALLENGE_PLACES,
  MAX_REFERRAL_MINIMUM,
  type Challenge,
  type ChallengeCreateOptions,
  type ChallengeSettings,
  type Colleague,
  type ProfileInfo,
  type SponsorOption,
} from '@gratia/contracts';
import { Avatar, Button, Combobox, DateInput, Heading, IconButton, RadioGroup, Stack, Stepper, Switch, Text, TextArea, TextField, useToast } from '@gratia/ui';
import { isApiError } from '../api/index.ts';
import { refusalErrors, useErrorToast } from '../errors/index.ts';
import { formatDateTime } from '../i18n/index.ts';
import { useFormatPoints } from '../organization/index.ts';
import { fullName, positionLine, useSearchUsers } from '../people/index.ts';
import { useMe } from '../profile/index.ts';
import { DataPanel } from '../shared/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { useImageUpload, usePhotoUploads } from '../thanks/index.ts';
import { ChallengeCovers, type CoverPhoto } from './ChallengeCovers.tsx';
import { challengePath } from './challengeList.ts';
import {
  CHALLENGE_STEPS,
  STEP_FIELDS,
  clearDraft,
  coverEntries,
  coverItems,
  coversStatus,
  createBody,
  currentThumbnail,
  draftKey,
  emptyChallengeValues,
  firstStepWithError,
  isBlankDraft,
  localInstant,
  moveItem,
  parseDraft,
  parseWhole,
  prizeSplit,
  readDraftText,
  reconcileRule,
  sentSettings,
  sponsorLimit,
  updateBody,
  validateStep,
  valuesFromChallenge,
  winnerRulesFor,
  writeDraft,
  type ChallengeErrors,
  type ChallengeField,
  type ChallengeFormContext,
  type ChallengeFormValues,
  type ChallengeStep,
  type CoverEntry,
  type CoversStatus,
  type EditAccess,
  type FormIssue,
  type Invitee,
} from './challengeForm.ts';
import { challengeKeys, useChallengeCreateOptions, useCreateChallenge, useUpdateChallenge } from './hooks.ts';
import * as css from './ChallengeForm.css.ts';

/** The values but the covers, which the form keeps as an order of entries. */
type FormPart = Omit<ChallengeFormValues, 'covers'>;

/** What the form holds: the values, the covers' order, the wizard's step, and whether it came from the stored draft. */
interface ModelState {
  form: FormPart;
  entries: CoverEntry[];
  step: ChallengeStep;
  fromDraft: boolean;
}

function stateOf(values: ChallengeFormValues, step: ChallengeStep, fromDraft = false): ModelState {
  const { covers, ...form } = values;
  return { form, entries: covers.map((image) => ({ kind: 'image', image })), step, fromDraft };
}

/** The fields whose messages a change of the form's keys makes stale. */
const FIELDS_OF: Partial<Record<keyof FormPart, readonly ChallengeField[]>> = {
  name: ['name'],
  description: ['description'],
  thumbnail: ['covers'],
  fund: ['fund'],
  places: ['places'],
  sponsor: ['sponsor', 'fund', 'winnerRule'],
  startMode: ['startDay', 'startTime', 'endDay'],
  startDay: ['startDay', 'endDay'],
  startTime: ['startTime', 'startDay', 'endDay'],
  endDay: ['endDay'],
  endTime: ['endTime', 'endDay'],
  winnerRule: ['winnerRule', 'referralMinimum'],
  referralMinimum: ['referralMinimum'],
  settings: ['invitees', 'winnerRule'],
  invitees: ['invitees'],
};

/** A message shown on a field or above the buttons: a refusal of the checks, or the server's (already translated). */
type Shown = ChallengeErrors & { form?: FormIssue };

/** The draft is read at each render (after hydration) and written by the form itself: nothing to subscribe to (another tab's draft shows on the next visit). */
const noSubscription = () => () => undefined;

/** The browser's local storage, when there is one. */
const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * The state every challenge form shares: the values (the covers resolved against this visit's
 * uploads, purpose `thanks`), the checks' and the server's messages by field, and the changes.
 * `base` is what is shown until the first change; `recheck` gives the messages to show live after
 * a refused attempt (null before one).
 */
function useChallengeModel(base: ModelState, recheck: (values: ChallengeFormValues, covers: CoversStatus) => ChallengeErrors | null) {
  const upload = useImageUpload('thanks');
  const [own, setOwn] = useState<ModelState | null>(null);
  const current = own ?? base;
  // The latest state, for changes that arrive after an await (a cropped thumbnail's upload) or several in one event.
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
  });
  const imageCount = current.entries.filter((e) => e.kind === 'image').length;
  const uploads = usePhotoUploads(upload, { max: Math.max(0, MAX_CHALLENGE_COVERS - imageCount) });
  const items = coverItems<CoverPhoto>(current.entries, uploads.state.items);
  const values: ChallengeFormValues = { ...current.form, covers: items.flatMap((i) => (i.image ? [i.image] : [])) };
  const covers = coversStatus(items);
  const [checked, setChecked] = useState<ChallengeErrors>({});
  const [server, setServer] = useState<Shown>({});
  // Once the covers were checked (Next on the first step, a save), their uploads' state shows as their message, live.
  const [coversChecked, setCoversChecked] = useState(false);

  const valuesOf = (state: ModelState): ChallengeFormValues => ({
    ...state.form,
    covers: coverItems<CoverPhoto>(state.entries, uploads.state.items).flatMap((i) => (i.image ? [i.image] : [])),
  });

  const commit = (next: ModelState, changed: readonly ChallengeField[]) => {
    latest.current = next;
    setOwn(next);
    if (changed.length > 0) {
      setServer((prev) => {
        const rest: Shown = { ...prev };
        for (const field of changed) delete rest[field];
        delete rest.form;
        return rest;
      });
      const again = recheck(valuesOf(next), covers);
      if (again) setChecked(again);
    }
  };

  return {
    current,
    values,
    items,
    uploads,
    upload,
    covers,
    isChanged: own !== null,
    checked,
    setChecked,
    coversChecked,
    setCoversChecked,
    server,
    setServer,
    /** Changes form values (not the covers). */
    update(patch: Partial<FormPart>) {
      const changed = (Object.keys(patch) as (keyof FormPart)[]).flatMap((k) => FIELDS_OF[k] ?? []);
      const state = latest.current;
      commit({ ...state, form: { ...state.form, ...patch } }, changed);
    },
    /** Moves a cover; the thumbnail follows the first cover ({@link currentThumbnail}). */
    moveCover(from: number, to: number) {
      const state = latest.current;
      commit({ ...state, entries: coverEntries(moveItem(coverItems<CoverPhoto>(state.entries, uploads.state.items), from, to)) }, ['covers']);
    },
    removeCover(index: number) {
      const state = latest.current;
      const list = coverItems<CoverPhoto>(state.entries, uploads.state.items);
      const item = list[index];
      if (item?.upload) uploads.remove(item.upload.key);
      commit({ ...state, entries: coverEntries(list.filter((_, i) => i !== index)) }, ['covers']);
    },
    goTo(step: ChallengeStep) {
      const next = { ...latest.current, step };
      latest.current = next;
      setOwn(next);
    },
    /** Starts over from `state` (a discarded draft): uploads cancelled, messages cleared. */
    reset(state: ModelState) {
      uploads.reset();
      latest.current = state;
      setOwn(state);
      setChecked({});
      setServer({});
      setCoversChecked(false);
    },
  };
}

type Model = ReturnType<typeof useChallengeModel>;

/** The messages of a refused call by field (SPEC §8): the codes a field owns, the validation issues by field, anything else above the buttons. */
function serverMessages(error: unknown, t: ReturnType<typeof useTranslation>['t'], mode: 'create' | 'edit'): Shown {
  const found = refusalErrors<ChallengeField>(error, t, {
    codes: [
      ['INSUFFICIENT_FUNDS', 'fund'],
      ['CHALLENGE_DATES_INVALID', 'endDay'],
      ['IMAGE_NOT_FOUND', 'covers'],
      ['USER_NOT_FOUND', 'invitees'],
      ...(mode === 'create' ? ([['FORBIDDEN', 'sponsor']] as const) : []),
    ],
    fields: {
      name: 'name',
      description: 'description',
      coverIds: 'covers',
      thumbnailId: 'covers',
      fund: 'fund',
      places: 'places',
      sponsor: 'sponsor',
      winnerRule: 'winnerRule',
      referralMinimum: 'referralMinimum',
      settings: 'winnerRule',
      startAt: 'startDay',
      endAt: 'endDay',
      invitedUserIds: 'invitees',
    },
  });
  return Object.fromEntries(Object.entries(found).map(([field, text]) => [field, { key: '', text }])) as Shown;
}

/** Translates the messages of the form: `form.errors.<key>`, points and accounts named. */
function useIssueText() {
  const { t } = useTranslation('challenges');
  const formatPoints = useFormatPoints();
  return (issue: FormIssue | undefined): string | undefined => {
    if (!issue) return undefined;
    if (issue.text !== undefined) return issue.text;
    const params = { ...issue.params };
    if (typeof params.available === 'number') params.available = formatPoints(params.available);
    if (typeof params.points === 'number') params.points = formatPoints(params.points);
    if (typeof params.sponsor === 'string') params.sponsor = t(`sponsor.${params.sponsor}`);
    return t(`form.errors.${issue.key}`, params);
  };
}

/** Props of {@link ChallengeForm}. */
export interface ChallengeFormProps {
  /** The challenge to edit; without it the form creates one. */
  challenge?: Challenge;
  /** Level of the form's title: 1 when it is the page's title (the screens); default 2. */
  headingLevel?: 1 | 2;
  /** Values to start a new challenge with instead of an empty form (a template, a story); a stored draft still wins. */
  initialValues?: Partial<ChallengeFormValues>;
}

/**
 * The challenge form (SPEC §1 Challenges, §3 Challenge, §5 challenge rules; DOMAIN §1.5;
 * docs/decisions/0039, 0040).
 *
 * - **Create** (no `challenge`): a wizard (ui `Stepper`) of five steps — about (name ≤ 255,
 *   description ≤ 5000, up to 10 covers with the card thumbnail: {@link ChallengeCovers}), prize
 *   (the account as a radio group with each balance — the community's, for admins, has no limit —
 *   the fund in points, refused above the account's balance; 1–999 places, capped at the fund; the
 *   prize per place = floor(fund / places) live), dates (start now or on a day and time; the end at
 *   least MIN_CHALLENGE_SECONDS after the start and not in the past), rules (who picks the winners
 *   — the admins only on the community's account or for an admin; "most referrals win" for anyone,
 *   with how many counted referrals a prize needs, SPEC §1 'referral', docs/decisions/0045 — and
 *   the settings; invited-only picks the invitees with a people search), review (everything, each
 *   part with "Change").
 *   "Next" checks the step (messages on the fields, the first refused field focused), "Back" keeps
 *   everything, and the new step's title takes the focus. What is typed is kept as a draft in local
 *   storage per member and community (uploaded covers by reference, files in flight not) and
 *   restored on the next visit with a "Draft restored — discard" notice; a create clears it. Without
 *   an active period the form is replaced by an explanation.
 * - **Edit** (`challenge` with `me.edit`): the same fields on one page; `basic` (someone took part)
 *   edits the name, description and covers only and shows the rest read-only with why; the fund and
 *   account change only for the organizer with an active period. Saves only what changed (PATCH).
 *
 * Success: a toast and /challenge/{id} ({@link challengePath}). Refusals of the server land on their
 * field (validation issues by field, INSUFFICIENT_FUNDS on the fund, CHALLENGE_DATES_INVALID on the
 * end), others above the buttons, each also a toast (SPEC §8). Needs a router.
 * `data-state` = loading | error | no-period | forbidden | idle | sending.
 */
export function ChallengeForm({ challenge, headingLevel = 2, initialValues }: ChallengeFormProps) {
  const { t } = useTranslation('challenges');
  const options = useChallengeCreateOptions();
  const me = useMe();
  const failed = options.error ?? me.error;
  const loading = !options.data || !me.data;
  const noPeriod = !challenge && options.data?.activePeriod === false;
  const forbidden = Boolean(challenge && !challenge.me.edit);
  const state = failed ? 'error' : loading ? 'loading' : noPeriod ? 'no-period' : forbidden ? 'forbidden' : 'ready';
  return (
    <DataPanel
      title={challenge ? t('form.editTitle') : t('form.createTitle')}
      headingLevel={headingLevel}
      state={state}
      status={state === 'loading' || state === 'error' ? state : state === 'ready' ? 'ready' : 'empty'}
      placeholders={[placeholderHeight.field, placeholderHeight.textArea, placeholderHeight.field]}
      error={{
        title: t('form.loadError'),
        onRetry: () => {
          void options.mutate();
          void me.mutate();
        },
      }}
      empty={noPeriod ? { title: t('form.noPeriod.title'), description: t('form.noPeriod.description') } : { title: t('form.edit.forbidden') }}
    >
      {state === 'ready' && options.data && me.data ? (
        challenge ? (
          <ChallengeEditForm challenge={challenge} options={options.data} me={me.data} headingLevel={headingLevel} />
        ) : (
          <ChallengeWizard options={options.data} me={me.data} headingLevel={headingLevel} initialValues={initialValues} onStaleOptions={() => void options.mutate()} />
        )
      ) : null}
    </DataPanel>
  );
}

const isAdminOf = (me: ProfileInfo) => me.privileged.some((p) => p.role === 'A');

/** Focuses the first field that shows a refusal, once the form has re-rendered with it (set `ref.current` before). */
function useFocusFirstInvalid(rootRef: RefObject<HTMLElement | null>, pendingRef: RefObject<boolean>) {
  useEffect(() => {
    if (!pendingRef.current) return;
    pendingRef.current = false;
    const target = rootRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"], [data-invalid] input, [data-invalid] button:not([disabled])');
    target?.focus();
  });
}

interface WizardProps {
  options: ChallengeCreateOptions;
  me: ProfileInfo;
  headingLevel: 1 | 2;
  initialValues: Partial<ChallengeFormValues> | undefined;
  /** The create-options are out of date (the period ended, a balance fell): read them again. */
  onStaleOptions: () => void;
}

function ChallengeWizard({ options, me, headingLevel, initialValues, onStaleOptions }: WizardProps) {
  const { t } = useTranslation('challenges');
  const navigate = useNavigate();
  const toast = useToast();
  const showError = useErrorToast();
  const create = useCreateChallenge();
  const key = draftKey(me.id, me.profile.organizationId);
  const blank = useMemo(() => ({ ...emptyChallengeValues(options), ...initialValues }), [options, initialValues]);
  // The stored draft: none on the server and in the hydrating render, read right after (docs/decisions/0018).
  const storedText = useSyncExternalStore(noSubscription, () => readDraftText(storage(), key), () => null);
  const stored = useMemo(() => parseDraft(storedText), [storedText]);
  const base = useMemo(() => (stored ? stateOf(stored.values, stored.step, true) : stateOf(blank, 'about')), [stored, blank]);
  const [attempted, setAttempted] = useState<ReadonlySet<ChallengeStep>>(new Set());
  const [sending, setSending] = useState(false);
  const [created, setCreated] = useState(false);
  const isAdmin = isAdminOf(me);
  const ctxOf = (now: number, covers: CoversStatus): ChallengeFormContext => ({ now, sponsors: options.sponsors, covers });
  const model = useChallengeModel(base, (values, covers) => {
    if (attempted.size === 0) return null;
    const ctx = ctxOf(Date.now(), covers);
    return Object.assign({}, ...[...attempted].map((s) => validateStep(s, values, ctx))) as ChallengeErrors;
  });
  const { values, current } = model;
  const step = current.step;
  const index = CHALLENGE_STEPS.indexOf(step);
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const focusInvalid = useRef(false);
  const focusTitle = useRef(false);
  useFocusFirstInvalid(formRef, focusInvalid);
  useEffect(() => {
    if (!focusTitle.current) return;
    focusTitle.current = false;
    titleRef.current?.focus();
  });

  // Every change is kept as the draft (a blank form removes it); nothing is written before the first change or after the create.
  const persist = model.isChanged && !created;
  const draftValues = JSON.stringify(values);
  useEffect(() => {
    if (!persist) return;
    const kept = JSON.parse(draftValues) as ChallengeFormValues;
    if (isBlankDraft(kept, blank)) clearDraft(storage(), key);
    else writeDraft(storage(), key, { step, values: kept });
  }, [persist, draftValues, step, key, blank]);

  const offeredRules = winnerRulesFor({ sponsor: values.sponsor, isAdmin });
  const update = (patch: Partial<FormPart>) => {
    const next = reconcileRule({ ...values, ...patch }, winnerRulesFor({ sponsor: patch.sponsor ?? values.sponsor, isAdmin }));
    model.update(next.winnerRule === values.winnerRule ? patch : { ...patch, winnerRule: next.winnerRule });
  };

  const goTo = (to: ChallengeStep) => {
    focusTitle.current = true;
    model.goTo(to);
  };

  const checkStep = (which: ChallengeStep): boolean => {
    const errors = validateStep(which, values, ctxOf(Date.now(), model.covers));
    setAttempted((prev) => new Set(prev).add(which));
    if (which === 'about') model.setCoversChecked(true);
    model.setChecked((prev) => {
      const rest = { ...prev };
      for (const field of STEP_FIELDS[which]) delete rest[field];
      return { ...rest, ...errors };
    });
    const ok = Object.keys(errors).length === 0;
    if (!ok) focusInvalid.current = true;
    return ok;
  };

  const submit = async () => {
    const result = createBody(values, ctxOf(Date.now(), model.covers));
    if ('errors' in result) {
      setAttempted(new Set(CHALLENGE_STEPS));
      model.setCoversChecked(true);
      model.setChecked(result.errors);
      // The first refused field takes the focus, on its step.
      const first = firstStepWithError(result.errors);
      if (first) model.goTo(first);
      focusInvalid.current = true;
      return;
    }
    setSending(true);
    try {
      const made = await create(result.body);
      setCreated(true);
      clearDraft(storage(), key);
      toast.show({ tone: 'success', title: t('form.created'), timeout: 3000 });
      void navigate(challengePath(made.id));
    } catch (error) {
      showError(error);
      const shown = serverMessages(error, t, 'create');
      model.setServer(shown);
      const first = firstStepWithError(shown);
      if (first) model.goTo(first);
      focusInvalid.current = true;
      if (isApiError(error, 'NO_ACTIVE_PERIOD', 'INSUFFICIENT_FUNDS')) onStaleOptions();
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (step === 'review') {
      void submit();
      return;
    }
    if (checkStep(step)) goTo(CHALLENGE_STEPS[index + 1]!);
  };

  const steps = CHALLENGE_STEPS.map((id) => ({ id, label: t(`form.steps.${id}`) }));
  const titleLevel = (headingLevel + 1) as 2 | 3;
  const fields = { model, isDisabled: sending };

  return (
    <form ref={formRef} className={css.form} data-state={sending ? 'sending' : 'idle'} data-step={step} noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <div role="status" className={css.live}>
        {current.fromDraft ? (
          <div className={css.note} data-testid="draft-restored">
            <Stack gap="xs" align="start">
              <Text size="sm">
                <Text as="span" size="sm" weight="semibold">
                  {t('form.draft.restored')}
                </Text>{' '}
                {t('form.draft.restoredHint')}
              </Text>
              <Button
                size="sm"
                variant="secondary"
                onPress={() => {
                  clearDraft(storage(), key);
                  setAttempted(new Set());
                  model.reset(stateOf(blank, 'about'));
                  focusTitle.current = true;
                }}
              >
                {t('form.draft.discard')}
              </Button>
            </Stack>
          </div>
        ) : null}
      </div>
      <Stepper steps={steps} currentStepId={step} aria-label={t('form.stepsLabel')} className={css.progress} />
      <Stack gap="xxs">
        <Heading level={titleLevel} size={3} id={titleId} ref={titleRef} tabIndex={-1} className={css.stepTitle}>
          {t(`form.steps.${step}`)}
        </Heading>
        <Text tone="muted" size="sm">
          {t(`form.stepHint.${step}`)}
        </Text>
      </Stack>
      {step === 'about' ? <AboutFields {...fields} /> : null}
      {step === 'prize' ? <PrizeFields {...fields} update={update} sponsors={options.sponsors} ctx={{ sponsors: options.sponsors }} money /> : null}
      {step === 'dates' ? <DatesFields {...fields} /> : null}
      {step === 'rules' ? <RulesFields {...fields} offeredRules={offeredRules} update={update} meId={me.id} /> : null}
      {step === 'review' ? <ChallengeSummary values={values} sections={['about', 'prize', 'dates', 'rules']} onChange={(to) => goTo(to)} headingLevel={(titleLevel + 1) as 3 | 4} /> : null}
      <FormError issue={model.server.form} />
      <div className={css.actions}>
        {index > 0 ? (
          <Button variant="secondary" isDisabled={sending} onPress={() => goTo(CHALLENGE_STEPS[index - 1]!)}>
            {t('form.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" variant="primary" isLoading={sending}>
          {step === 'review' ? t('form.create') : t('form.next')}
        </Button>
      </div>
    </form>
  );
}

/** The form-level refusal (not of one field), announced. */
function FormError({ issue }: { issue: FormIssue | undefined }) {
  const text = useIssueText()(issue);
  return (
    <div role="alert" className={css.live}>
      {text ? <Text tone="critical">{text}</Text> : null}
    </div>
  );
}

interface FieldsProps {
  model: Model;
  isDisabled: boolean;
  /** Overrides the model's own change (the wizard reconciles the winner rule with the account). */
  update?: (patch: Partial<FormPart>) => void;
}

/** The message of `field`: the checks' (the covers' also from their uploads), else the server's. */
function useFieldError(model: Model) {
  const text = useIssueText();
  return (field: ChallengeField): string | undefined => {
    let issue = model.checked[field] ?? model.server[field];
    if (field === 'covers') {
      // The uploads' state is read live, never from a check made while they ran.
      if (issue?.key === 'coversUploading' || issue?.key === 'coversFailed') issue = model.server.covers;
      if (model.coversChecked && model.covers === 'uploading') issue = { key: 'coversUploading' };
      else if (model.coversChecked && model.covers === 'failed') issue = { key: 'coversFailed' };
    }
    return text(issue);
  };
}

/** Step 1, about: name, description, covers and the card thumbnail. */
function AboutFields({ model, isDisabled }: FieldsProps) {
  const { t } = useTranslation('challenges');
  const error = useFieldError(model);
  const { values } = model;
  return (
    <Stack gap="md">
      <TextField label={t('form.about.name')} value={values.name} onChange={(name: string) => model.update({ name })} maxLength={MAX_CHALLENGE_NAME} isRequired isDisabled={isDisabled} errorMessage={error('name')} autoComplete="off" />
      <TextArea
        label={t('form.about.description')}
        description={t('form.about.descriptionHint')}
        value={values.description}
        onChange={(description: string) => model.update({ description })}
        maxLength={MAX_CHALLENGE_DESCRIPTION}
        rows={5}
        isRequired
        isDisabled={isDisabled}
        errorMessage={error('description')}
      />
      <ChallengeCovers
        items={model.items}
        uploads={model.uploads}
        onMove={model.moveCover}
        onRemove={model.removeCover}
        thumbnail={currentThumbnail(values)}
        onThumbnail={(thumbnail, thumbnailOf) => model.update({ thumbnail, thumbnailOf })}
        uploadThumbnail={model.upload}
        errorMessage={error('covers')}
        isDisabled={isDisabled}
      />
    </Stack>
  );
}

interface PrizeProps extends FieldsProps {
  /** The accounts offered with their balances. */
  sponsors: readonly SponsorOption[];
  /** The limits' context: the accounts, and what an edit gives back first. */
  ctx: Pick<ChallengeFormContext, 'sponsors' | 'refund'>;
  /** Whether the fund and account may change (else shown read-only with `moneyNote`). */
  money: boolean;
  moneyNote?: string;
}

/** Step 2, prize: the account with its balance, the fund, the places, and the prize per place live. */
function PrizeFields({ model, isDisabled, update = model.update, sponsors, ctx, money, moneyNote }: PrizeProps) {
  const { t } = useTranslation('challenges');
  const formatPoints = useFormatPoints();
  const error = useFieldError(model);
  const { values } = model;
  const split = prizeSplit(parseWhole(values.fund), parseWhole(values.places));
  const limit = values.sponsor ? sponsorLimit(values.sponsor, ctx) : undefined;
  const balanceText = (option: SponsorOption) => {
    const available = sponsorLimit(option.sponsor, ctx);
    return available === null || available === undefined ? t('form.prize.noLimit') : t('form.prize.balance', { points: formatPoints(available) });
  };
  return (
    <Stack gap="md">
      {money ? (
        <RadioGroup
          label={t('form.prize.sponsor')}
          description={t('form.prize.sponsorHint')}
          options={sponsors.map((s) => ({ id: s.sponsor, label: t(`sponsor.${s.sponsor}`), description: balanceText(s) }))}
          value={values.sponsor}
          onChange={(sponsor) => update({ sponsor: sponsor as SponsorOption['sponsor'] })}
          isRequired
          isDisabled={isDisabled}
          errorMessage={error('sponsor')}
        />
      ) : null}
      {money ? (
        <TextField
          label={t('form.prize.fund')}
          description={typeof limit === 'number' ? t('form.prize.fundHintLimit', { points: formatPoints(limit) }) : t('form.prize.fundHint')}
          value={values.fund}
          onChange={(fund: string) => model.update({ fund })}
          inputMode="numeric"
          autoComplete="off"
          isRequired
          isDisabled={isDisabled}
          errorMessage={error('fund')}
        />
      ) : (
        <div className={css.note} data-tone="warning">
          <Stack gap="xxs">
            <Text size="sm">
              {t('form.prize.fundFixed', { points: formatPoints(parseWhole(values.fund) as number), sponsor: values.sponsor ? t(`sponsor.${values.sponsor}`) : '' })}
            </Text>
            {moneyNote ? (
              <Text size="sm" tone="muted">
                {moneyNote}
              </Text>
            ) : null}
          </Stack>
        </div>
      )}
      <TextField
        label={t('form.prize.places')}
        description={t('form.prize.placesHint', { max: MAX_CHALLENGE_PLACES })}
        value={values.places}
        onChange={(places: string) => model.update({ places: places.replace(/\D/g, '') })}
        inputMode="numeric"
        maxLength={3}
        autoComplete="off"
        isRequired
        isDisabled={isDisabled}
        errorMessage={error('places')}
      />
      <div role="status" className={css.live}>
        {split ? (
          <div className={css.note} data-tone="positive" data-testid="prize-per-place">
            <Text size="sm">
              <Text as="span" size="sm" weight="semibold">
                {t('form.prize.perPlace', { points: formatPoints(split.prize) })}
              </Text>{' '}
              {split.capped ? t('form.prize.capped', { places: split.places }) : t('form.prize.split', { count: split.places })}
            </Text>
          </div>
        ) : null}
      </div>
    </Stack>
  );
}

/** Step 3, dates: start now or on a day and time, and the end. `startedAt`: a running challenge's start, shown read-only. */
function DatesFields({ model, isDisabled, startedAt }: FieldsProps & { startedAt?: string }) {
  const { t, i18n } = useTranslation('challenges');
  const error = useFieldError(model);
  const { values } = model;
  return (
    <Stack gap="md">
      {startedAt ? (
        <Text>{t('form.dates.startedAt', { when: formatDateTime(startedAt, i18n.language) })}</Text>
      ) : (
        <RadioGroup
          label={t('form.dates.start')}
          options={[
            { id: 'now', label: t('form.dates.startNow') },
            { id: 'later', label: t('form.dates.startLater'), description: t('form.dates.startLaterHint') },
          ]}
          value={values.startMode}
          onChange={(mode) => model.update({ startMode: mode === 'later' ? 'later' : 'now' })}
          isDisabled={isDisabled}
        />
      )}
      {!startedAt && values.startMode === 'later' ? (
        <div className={css.when}>
          <DateInput label={t('form.dates.startDay')} value={values.startDay} onChange={(startDay) => model.update({ startDay })} isRequired isDisabled={isDisabled} errorMessage={error('startDay')} />
          <TextField
            label={t('form.dates.startTime')}
            description={t('form.dates.timeHint')}
            value={values.startTime}
            onChange={(startTime: string) => model.update({ startTime })}
            inputMode="numeric"
            maxLength={5}
            autoComplete="off"
            isRequired
            isDisabled={isDisabled}
            errorMessage={error('startTime')}
          />
        </div>
      ) : null}
      <div className={css.when}>
        <DateInput label={t('form.dates.endDay')} value={values.endDay} onChange={(endDay) => model.update({ endDay })} isRequired isDisabled={isDisabled} errorMessage={error('endDay')} />
        <TextField
          label={t('form.dates.endTime')}
          description={t('form.dates.timeHint')}
          value={values.endTime}
          onChange={(endTime: string) => model.update({ endTime })}
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
          isRequired
          isDisabled={isDisabled}
          errorMessage={error('endTime')}
        />
      </div>
    </Stack>
  );
}

interface RulesProps extends FieldsProps {
  offeredRules: readonly ChallengeFormValues['winnerRule'][];
  /** The caller's member id: not offered as an invitee. */
  meId: number;
  /** The edit form: invitees replace the challenge's list only when some are chosen. */
  isEdit?: boolean;
}

/** A switch of the settings with its hint under it. */
function Setting({ label, hint, isSelected, onChange, isDisabled }: { label: string; hint: string; isSelected: boolean; onChange: (on: boolean) => void; isDisabled: boolean }) {
  const hintId = useId();
  return (
    <div className={css.setting}>
      <Switch isSelected={isSelected} onChange={onChange} isDisabled={isDisabled} aria-describedby={hintId}>
        {label}
      </Switch>
      <Text id={hintId} size="sm" tone="muted" className={css.settingHint}>
        {hint}
      </Text>
    </div>
  );
}

/**
 * Step 4, rules: who picks the winners — on a referral challenge (SPEC §1 'referral';
 * docs/decisions/0045) with how many counted referrals a prize needs — the settings, and the
 * invitees of an invited-only challenge. A referral challenge takes no reports: the switches of
 * several reports and nicknames are not shown (nor sent, `sentSettings`).
 */
function RulesFields({ model, isDisabled, offeredRules, meId, update = model.update, isEdit = false }: RulesProps) {
  const { t } = useTranslation('challenges');
  const error = useFieldError(model);
  const { values } = model;
  const voting = values.winnerRule === 'voting';
  const referral = values.winnerRule === 'referrals';
  const set = (patch: Partial<ChallengeSettings>) => update({ settings: { ...values.settings, ...patch } });
  return (
    <Stack gap="md">
      <RadioGroup
        label={t('form.rules.winnerRule')}
        options={offeredRules.map((rule) => ({ id: rule, label: t(`winnerRule.${rule}`), description: t(`form.rules.ruleHint.${rule}`) }))}
        value={values.winnerRule}
        onChange={(rule) => update({ winnerRule: rule as ChallengeFormValues['winnerRule'] })}
        isDisabled={isDisabled}
        errorMessage={error('winnerRule')}
      />
      {referral ? (
        <TextField
          label={t('form.rules.referralMinimum')}
          description={t('form.rules.referralMinimumHint', { max: MAX_REFERRAL_MINIMUM })}
          value={values.referralMinimum}
          onChange={(referralMinimum: string) => update({ referralMinimum: referralMinimum.replace(/\D/g, '') })}
          inputMode="numeric"
          maxLength={String(MAX_REFERRAL_MINIMUM).length}
          autoComplete="off"
          isRequired
          isDisabled={isDisabled}
          errorMessage={error('referralMinimum')}
        />
      ) : null}
      <Stack gap="sm" role="group" aria-label={t('form.rules.settings')}>
        <Text weight="semibold">{t('form.rules.settings')}</Text>
        <Setting
          label={t('form.rules.showParticipants')}
          hint={voting ? t('form.rules.showParticipantsVoting') : referral ? t('form.rules.showParticipantsReferral') : t('form.rules.showParticipantsHint')}
          isSelected={voting || values.settings.showParticipants}
          onChange={(showParticipants) => set({ showParticipants })}
          isDisabled={isDisabled || voting}
        />
        {referral ? null : (
          <>
            <Setting label={t('form.rules.multipleReports')} hint={t('form.rules.multipleReportsHint')} isSelected={values.settings.multipleReports} onChange={(multipleReports) => set({ multipleReports })} isDisabled={isDisabled} />
            <Setting label={t('form.rules.anonymous')} hint={t('form.rules.anonymousHint')} isSelected={values.settings.anonymous} onChange={(anonymous) => set({ anonymous })} isDisabled={isDisabled} />
          </>
        )}
        <Setting label={t('form.rules.invitedOnly')} hint={referral ? t('form.rules.invitedOnlyReferral') : t('form.rules.invitedOnlyHint')} isSelected={values.settings.invitedOnly} onChange={(invitedOnly) => set({ invitedOnly })} isDisabled={isDisabled} />
      </Stack>
      {values.settings.invitedOnly ? (
        <InviteesPicker invitees={values.invitees} onChange={(invitees) => update({ invitees })} errorMessage={error('invitees')} isDisabled={isDisabled} meId={meId} isEdit={isEdit} />
      ) : null}
    </Stack>
  );
}

/** The invitees: a people search (a ui `Combobox` over /api/users/search) adds one at a time; each chosen one has a Remove button. */
function InviteesPicker({ invitees, onChange, errorMessage, isDisabled, meId, isEdit }: { invitees: Invitee[]; onChange: (next: Invitee[]) => void; errorMessage: string | undefined; isDisabled: boolean; meId: number; isEdit: boolean }) {
  const { t } = useTranslation('challenges');
  const searchUsers = useSearchUsers();
  // A new key per pick empties the search field; the new field takes the focus back.
  const [generation, setGeneration] = useState(0);
  const loadItems = async (query: string, signal: AbortSignal) => (await searchUsers(query, signal)).filter((u) => u.id !== meId && !invitees.some((i) => i.id === u.id));
  return (
    <Stack gap="sm">
      <Combobox<Colleague>
        key={generation}
        autoFocus={generation > 0}
        label={t('form.rules.invitees')}
        description={isEdit ? t('form.rules.inviteesEditHint') : t('form.rules.inviteesHint')}
        placeholder={t('form.rules.inviteesPlaceholder')}
        emptyMessage={t('form.rules.inviteesEmpty')}
        loadItems={loadItems}
        getKey={(u) => String(u.id)}
        getLabel={fullName}
        getDescription={(u) => positionLine(u) || null}
        renderStart={(u) => <Avatar src={u.photo ?? undefined} name={fullName(u)} size="sm" isDecorative />}
        selectedItem={null}
        onSelectionChange={(u) => {
          if (!u) return;
          onChange([...invitees, { id: u.id, firstName: u.firstName, surname: u.surname, nickname: u.nickname, tgName: u.tgName, photo: u.photo }]);
          setGeneration((g) => g + 1);
        }}
        isDisabled={isDisabled}
        errorMessage={errorMessage}
      />
      {invitees.length > 0 ? (
        <ul className={css.invitees} aria-label={t('form.rules.inviteesList', { count: invitees.length })}>
          {invitees.map((u) => (
            <li key={u.id} className={css.invitee}>
              <Avatar src={u.photo ?? undefined} name={fullName(u)} size="sm" isDecorative />
              <Text as="span" className={css.inviteeName}>
                {fullName(u)}
              </Text>
              <IconButton
                size="sm"
                icon={<RemoveIcon />}
                aria-label={t('form.rules.removeInvitee', { name: fullName(u) })}
                isDisabled={isDisabled}
                onPress={() => onChange(invitees.filter((i) => i.id !== u.id))}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}

function RemoveIcon() {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

/** Props of {@link ChallengeSummary}. */
interface SummaryProps {
  values: ChallengeFormValues;
  sections: readonly Exclude<ChallengeStep, 'review'>[];
  /** The wizard: each part has "Change", which opens its step. */
  onChange?: (step: ChallengeStep) => void;
  headingLevel: 3 | 4;
  /** A running challenge's start (instead of "at once"). */
  startedAt?: string;
}

/** Everything the form holds, part by part, as the review step and the locked part of a basic edit show it. */
function ChallengeSummary({ values, sections, onChange, headingLevel, startedAt }: SummaryProps) {
  const { t, i18n } = useTranslation('challenges');
  const formatPoints = useFormatPoints();
  const split = prizeSplit(parseWhole(values.fund), parseWhole(values.places));
  const when = (day: string | null, time: string) => {
    const iso = localInstant(day, time);
    return iso ? formatDateTime(iso, i18n.language) : t('form.summary.none');
  };
  const settings = sentSettings(values);
  const on = (Object.keys(settings) as (keyof ChallengeSettings)[]).filter((k) => settings[k]);
  const rows: Record<Exclude<ChallengeStep, 'review'>, [string, ReactNode][]> = {
    about: [
      [t('form.about.name'), values.name.trim()],
      [t('form.about.description'), <Text as="span" lines={3}>{values.description.trim()}</Text>],
      [
        t('form.covers.label'),
        values.covers.length > 0 ? (
          <ul className={css.summaryCovers} aria-label={t('form.covers.listLabel', { count: values.covers.length })}>
            {values.covers.map((c, i) => (
              <li key={c.id}>
                <img className={css.summaryCover} src={c.thumbUrl} alt={t(i === 0 ? 'form.covers.alt_main' : 'form.covers.alt', { position: i + 1, count: values.covers.length })} />
              </li>
            ))}
          </ul>
        ) : (
          t('form.summary.noCovers')
        ),
      ],
      [t('form.covers.thumbnail'), currentThumbnail(values) ? t('form.summary.thumbnailSet') : t('form.summary.thumbnailNone')],
    ],
    prize: [
      [t('form.prize.sponsor'), values.sponsor ? t(`sponsor.${values.sponsor}`) : t('form.summary.none')],
      [t('form.prize.fund'), typeof parseWhole(values.fund) === 'number' ? formatPoints(parseWhole(values.fund) as number) : t('form.summary.none')],
      [t('form.prize.places'), split ? String(split.places) : t('form.summary.none')],
      [t('form.summary.prize'), split ? formatPoints(split.prize) : t('form.summary.none')],
    ],
    dates: [
      [t('form.dates.start'), startedAt ? formatDateTime(startedAt, i18n.language) : values.startMode === 'now' ? t('form.dates.startNow') : when(values.startDay, values.startTime)],
      [t('form.dates.end'), when(values.endDay, values.endTime)],
    ],
    rules: [
      [t('form.rules.winnerRule'), t(`winnerRule.${values.winnerRule}`)],
      ...(values.winnerRule === 'referrals'
        ? [[t('form.rules.referralMinimum'), typeof parseWhole(values.referralMinimum) === 'number' ? String(parseWhole(values.referralMinimum)) : t('form.summary.none')] as [string, ReactNode]]
        : []),
      [t('form.rules.settings'), on.length > 0 ? on.map((k) => t(`form.summary.setting.${k}`)).join('\n') : t('form.summary.noSettings')],
      ...(values.settings.invitedOnly ? [[t('form.rules.invitees'), values.invitees.length > 0 ? values.invitees.map(fullName).join(', ') : t('form.summary.inviteesKept')] as [string, ReactNode]] : []),
    ],
  };
  return (
    <Stack gap="lg" data-testid="challenge-summary">
      {sections.map((section) => (
        <section key={section} className={css.section} aria-labelledby={`summary-${section}`}>
          <Stack direction="row" gap="sm" align="center">
            <Heading level={headingLevel} size={4} id={`summary-${section}`}>
              {t(`form.steps.${section}`)}
            </Heading>
            {onChange ? (
              <Button size="sm" variant="ghost" aria-label={t('form.summary.changeStep', { step: t(`form.steps.${section}`) })} onPress={() => onChange(section)}>
                {t('form.summary.change')}
              </Button>
            ) : null}
          </Stack>
          <dl className={css.summary}>
            {rows[section].map(([term, value]) => (
              <SummaryRow key={term} term={term} value={value} />
            ))}
          </dl>
        </section>
      ))}
    </Stack>
  );
}

function SummaryRow({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <dt className={css.term}>{term}</dt>
      <dd className={css.definition}>{value}</dd>
    </>
  );
}

interface EditProps {
  challenge: Challenge;
  options: ChallengeCreateOptions;
  me: ProfileInfo;
  headingLevel: 1 | 2;
}

/** The edit form: every part on one page, or the basics with the rest read-only. */
function ChallengeEditForm({ challenge, options, me, headingLevel }: EditProps) {
  const { t } = useTranslation('challenges');
  const navigate = useNavigate();
  const toast = useToast();
  const showError = useErrorToast();
  const save = useUpdateChallenge();
  const { mutate } = useSWRConfig();
  const [sending, setSending] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [unchanged, setUnchanged] = useState(false);
  const base = useMemo(() => stateOf(valuesFromChallenge(challenge), 'about'), [challenge]);
  const access: EditAccess = { level: challenge.me.edit === 'full' ? 'full' : 'basic', money: challenge.me.isOrganizer && options.activePeriod };
  const sponsors: SponsorOption[] = options.sponsors.some((s) => s.sponsor === challenge.sponsor) ? options.sponsors : [...options.sponsors, { sponsor: challenge.sponsor, balance: null }];
  const ctxOf = (now: number, covers: CoversStatus): ChallengeFormContext => ({ now, sponsors, refund: { sponsor: challenge.sponsor, points: challenge.fund }, covers });
  const model = useChallengeModel(base, (values, covers) => {
    if (!submitted) return null;
    const result = updateBody(challenge, values, access, ctxOf(Date.now(), covers));
    return 'errors' in result ? result.errors : {};
  });
  const { values } = model;
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useRef(false);
  useFocusFirstInvalid(formRef, focusInvalid);
  const sectionLevel = (headingLevel + 1) as 2 | 3;
  const offeredRules = winnerRulesFor({ sponsor: values.sponsor, isAdmin: isAdminOf(me), current: challenge.winnerRule });
  const back = () => void navigate(challengePath(challenge.id));
  const moneyNote = access.money ? undefined : !challenge.me.isOrganizer ? t('form.edit.moneyOrganizerOnly') : t('form.edit.moneyNoPeriod');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setUnchanged(false);
    model.setCoversChecked(true);
    const result = updateBody(challenge, values, access, ctxOf(Date.now(), model.covers));
    if ('errors' in result) {
      model.setChecked(result.errors);
      focusInvalid.current = true;
      return;
    }
    model.setChecked({});
    if (Object.keys(result.body).length === 1) {
      setUnchanged(true);
      return;
    }
    setSending(true);
    try {
      await save(result.body);
      toast.show({ tone: 'success', title: t('form.saved'), timeout: 3000 });
      back();
    } catch (error) {
      showError(error);
      model.setServer(serverMessages(error, t, 'edit'));
      focusInvalid.current = true;
      // Someone took part, or it ended, meanwhile: read it again, so the form shows what may still change.
      if (isApiError(error, 'CHALLENGE_FIELDS_LOCKED', 'CHALLENGE_COMPLETED')) void mutate(challengeKeys.one(challenge.id));
    } finally {
      setSending(false);
    }
  };

  const fields = { model, isDisabled: sending };
  const section = (id: string, title: string, children: ReactNode) => (
    <section className={css.section} aria-labelledby={`edit-${id}`} data-section={id}>
      <Heading level={sectionLevel} size={3} id={`edit-${id}`}>
        {title}
      </Heading>
      {children}
    </section>
  );

  return (
    <form ref={formRef} className={css.form} data-state={sending ? 'sending' : 'idle'} data-access={access.level} noValidate onSubmit={(e) => void onSubmit(e)}>
      {section('about', t('form.steps.about'), <AboutFields {...fields} />)}
      {access.level === 'full' ? (
        <>
          {section('prize', t('form.steps.prize'), <PrizeFields {...fields} sponsors={sponsors} ctx={ctxOf(0, 'ready')} money={access.money} moneyNote={moneyNote} />)}
          {section('dates', t('form.steps.dates'), <DatesFields {...fields} startedAt={challenge.status === 'deferred' ? undefined : challenge.startAt} />)}
          {section('rules', t('form.steps.rules'), <RulesFields {...fields} offeredRules={offeredRules} meId={me.id} isEdit />)}
        </>
      ) : (
        section(
          'locked',
          t('form.edit.lockedTitle'),
          <Stack gap="md">
            <div className={css.note} data-tone="warning" data-testid="locked-note">
              <Text size="sm">{t('form.edit.basicNote')}</Text>
            </div>
            <ChallengeSummary values={values} sections={['prize', 'dates', 'rules']} headingLevel={(sectionLevel + 1) as 3 | 4} startedAt={challenge.status === 'deferred' ? undefined : challenge.startAt} />
          </Stack>,
        )
      )}
      <FormError issue={model.server.form} />
      <div role="status" className={css.live}>
        {unchanged ? <Text tone="muted">{t('form.edit.unchanged')}</Text> : null}
      </div>
      <div className={css.endActions}>
        <Button variant="secondary" isDisabled={sending} onPress={back}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" variant="primary" isLoading={sending}>
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}

