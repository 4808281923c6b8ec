import './chainStrings.ts';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  MAX_CHALLENGE_DESCRIPTION,
  MAX_CHALLENGE_NAME,
  MAX_CHALLENGE_PLACES,
  type ChainDetail,
  type ChallengeSponsor,
  type ChallengeTemplate,
  type CreateChainWithChallengesBody,
  type ImageRef,
} from '@gratia/contracts';
import { Button, DateInput, EmptyState, ErrorState, Heading, NumberField, Select, Skeleton, Stack, Text, TextArea, TextField, useToast } from '@gratia/ui';
import { useErrorToast } from '../errors/index.ts';
import { useFormatPoints } from '../organization/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { useImageUpload, usePhotoUploads } from '../thanks/index.ts';
import { ChallengeCovers, type CoverPhoto } from './ChallengeCovers.tsx';
import { chainPath } from './ChainCard.tsx';
import { useChainActions, useChainCandidates } from './chainHooks.ts';
import { fromChainSteps, toStepItems, type Steps } from './chainSteps.ts';
import { coverEntries, coverItems, coversStatus, currentThumbnail, instantFields, localInstant, moveItem, type CoverEntry } from './challengeForm.ts';
import { useChallengeCreateOptions } from './hooks.ts';
import { StepsEditor } from './StepsEditor.tsx';
import * as css from './Chains.css.ts';

/** The chain's own fields as the form holds them: days are `YYYY-MM-DD` (the chain runs from the start of the first to the end of the last). */
interface AboutValues {
  name: string;
  description: string;
  startDay: string | null;
  endDay: string | null;
}

type AboutErrors = Partial<Record<keyof AboutValues | 'steps', string>>;

/** The covers of the form: images kept from the chain, uploads of this visit, and the card thumbnail cropped from the first. */
function useCovers(initial: readonly ImageRef[], initialThumbnail: ImageRef | null) {
  const upload = useImageUpload('thanks');
  const [entries, setEntries] = useState<CoverEntry[]>(() => initial.map((image) => ({ kind: 'image', image })));
  const [thumb, setThumb] = useState<{ image: ImageRef | null; of: string | null }>(() => ({ image: initialThumbnail, of: initialThumbnail ? (initial[0]?.id ?? null) : null }));
  const uploads = usePhotoUploads(upload, { max: Math.max(0, 10 - entries.filter((e) => e.kind === 'image').length) });
  const items = coverItems<CoverPhoto>(entries, uploads.state.items);
  const images = items.flatMap((i) => (i.image ? [i.image] : []));
  const thumbnail = currentThumbnail({ covers: images, thumbnail: thumb.image, thumbnailOf: thumb.of });
  return {
    upload,
    uploads,
    items,
    images,
    thumbnail,
    status: coversStatus(items),
    move: (from: number, to: number) => setEntries(coverEntries(moveItem(items, from, to))),
    remove: (index: number) => {
      const item = items[index];
      if (item?.upload) uploads.remove(item.upload.key);
      setEntries(coverEntries(items.filter((_, i) => i !== index)));
    },
    setThumbnail: (image: ImageRef | null, of: string | null) => setThumb({ image, of }),
  };
}

/** Checks the chain's own fields; a message per field (empty when fine). */
function checkAbout(values: AboutValues, t: (key: string) => string): AboutErrors {
  const errors: AboutErrors = {};
  if (!values.name.trim()) errors.name = t('common:validation.required');
  if (!values.description.trim()) errors.description = t('common:validation.required');
  if (!values.startDay) errors.startDay = t('common:validation.required');
  if (!values.endDay) errors.endDay = t('common:validation.required');
  if (values.startDay && values.endDay && values.endDay < values.startDay) errors.endDay = t('common:errors.CHALLENGE_DATES_INVALID');
  return errors;
}

/** The instants of the chain's days: the start of the first day and the end of the last, with the viewer's offset. */
function chainInstants(values: AboutValues): { startAt: string; endAt: string } {
  return { startAt: localInstant(values.startDay, '00:00') ?? '', endAt: localInstant(values.endDay, '23:59') ?? '' };
}

/** Name, description, covers and the two days. */
function AboutFields({ values, onChange, errors, covers, isDisabled }: { values: AboutValues; onChange: (patch: Partial<AboutValues>) => void; errors: AboutErrors; covers: ReturnType<typeof useCovers>; isDisabled: boolean }) {
  const { t } = useTranslation('challengeChains');
  return (
    <Stack gap="md">
      <TextField label={t('form.name')} value={values.name} onChange={(name) => onChange({ name })} maxLength={MAX_CHALLENGE_NAME} isRequired isDisabled={isDisabled} errorMessage={errors.name} autoComplete="off" />
      <TextArea label={t('form.description')} value={values.description} onChange={(description) => onChange({ description })} maxLength={MAX_CHALLENGE_DESCRIPTION} rows={4} isRequired isDisabled={isDisabled} errorMessage={errors.description} />
      <ChallengeCovers
        items={covers.items}
        uploads={covers.uploads}
        onMove={covers.move}
        onRemove={covers.remove}
        thumbnail={covers.thumbnail}
        onThumbnail={covers.setThumbnail}
        uploadThumbnail={covers.upload}
        isDisabled={isDisabled}
      />
      <div className={css.pair}>
        <DateInput label={t('form.startDay')} value={values.startDay} onChange={(startDay) => onChange({ startDay })} isRequired isDisabled={isDisabled} errorMessage={errors.startDay} />
        <DateInput label={t('form.endDay')} value={values.endDay} onChange={(endDay) => onChange({ endDay })} isRequired isDisabled={isDisabled} errorMessage={errors.endDay} />
      </div>
    </Stack>
  );
}

/** The picker of challenges to add: the caller's challenges that may go in (searched on the server), each with "Add". */
function CandidatePicker({ chainId, added, onAdd, isDisabled }: { chainId: number | null; added: ReadonlySet<number>; onAdd: (id: number, name: string) => void; isDisabled: boolean }) {
  const { t } = useTranslation('challengeChains');
  const [q, setQ] = useState('');
  const candidates = useChainCandidates(chainId, q);
  return (
    <Stack gap="sm" data-testid="chain-candidates">
      <Heading level={3} size={4}>
        {t('form.addChallenges')}
      </Heading>
      <TextField label={t('form.candidatesSearch')} type="search" value={q} onChange={setQ} isDisabled={isDisabled} />
      {candidates.error && candidates.items.length === 0 ? (
        <ErrorState title={t('form.candidatesError')} onRetry={candidates.reload} />
      ) : candidates.isLoading ? (
        <Skeleton height={placeholderHeight.card} />
      ) : candidates.items.length === 0 ? (
        <Text size="sm" tone="muted">
          {t('form.candidatesEmpty')}
        </Text>
      ) : (
        <Stack gap="none" as="ul" className={css.plainList} aria-label={t('form.candidatesLabel')}>
          {candidates.items.map((c) => (
            <li key={c.id} className={css.candidate}>
              <span className={css.rowName}>{c.name}</span>
              <Button size="sm" variant="secondary" isDisabled={isDisabled || added.has(c.id)} onPress={() => onAdd(c.id, c.name)} aria-label={`${added.has(c.id) ? t('form.added') : t('form.add')}: ${c.name}`}>
                {added.has(c.id) ? t('form.added') : t('form.add')}
              </Button>
            </li>
          ))}
        </Stack>
      )}
      {candidates.hasMore ? (
        <Button variant="ghost" size="sm" onPress={candidates.loadMore} isLoading={candidates.isLoadingMore}>
          {t('list.loadMore')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** Props of {@link ChainForm}. */
export interface ChainFormProps {
  /** The chain to edit; without it the form makes a new one. */
  chain?: ChainDetail;
}

/**
 * The chain form (SPEC §1 chains; DOMAIN §1.8 'create a chain from existing challenges';
 * docs/decisions/0043): name, description, covers and days, then the steps — challenges picked
 * from the caller's own that may go in (searched), arranged by dragging or by buttons in
 * {@link StepsEditor}. Checked before sending (required fields, the end not before the start, a
 * chain not empty: DOMAIN's sentence); the server's refusals are toasted in words (a gap names the
 * step). Editing sends only what changed; once someone took part the steps are read-only. Saved →
 * the chain's page.
 */
export function ChainForm({ chain }: ChainFormProps) {
  const { t } = useTranslation('challengeChains');
  const navigate = useNavigate();
  const toast = useToast();
  const toastError = useErrorToast();
  const actions = useChainActions();
  const covers = useCovers(chain?.covers ?? [], chain?.thumbnail ?? null);
  const [values, setValues] = useState<AboutValues>(() => ({
    name: chain?.name ?? '',
    description: chain?.description ?? '',
    startDay: chain ? instantFields(chain.startAt).day : null,
    endDay: chain ? instantFields(chain.endAt).day : null,
  }));
  const [steps, setSteps] = useState<Steps>(() => (chain ? fromChainSteps(chain.steps) : [[]]));
  const [names, setNames] = useState<Map<number, string>>(() => new Map(chain?.steps.flatMap((s) => s.challenges.map((c) => [c.id, c.name] as const)) ?? []));
  const [errors, setErrors] = useState<AboutErrors>({});
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const stepsLocked = chain?.me.edit === 'basic';
  const added = useMemo(() => new Set(steps.flat()), [steps]);
  const submitted = useRef(false);

  const change = (patch: Partial<AboutValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted.current) setErrors((prev) => ({ ...checkAbout(next, t), ...(prev.steps ? { steps: prev.steps } : {}) }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const found = checkAbout(values, t);
    const items = toStepItems(steps);
    if (items.length === 0) found.steps = t('common:errors.CHAIN_EMPTY');
    setErrors(found);
    if (Object.keys(found).length > 0 || covers.status !== 'ready') return;
    setBusy(true);
    try {
      const instants = chainInstants(values);
      const body = {
        name: values.name.trim(),
        description: values.description.trim(),
        coverIds: covers.images.map((i) => i.id),
        thumbnailId: covers.thumbnail?.id ?? null,
        ...instants,
      };
      const saved = chain
        ? await actions.update({ id: chain.id, ...body, ...(stepsLocked ? {} : { steps: items }) })
        : await actions.create({ ...body, steps: items });
      toast.show({ tone: 'success', title: t(chain ? 'form.saved' : 'form.created'), timeout: 3000 });
      navigate(chainPath(saved.id), { replace: true });
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={css.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="chain-form-title" data-testid="chain-form">
      <Heading level={1} id="chain-form-title">
        {chain ? t('form.titleEdit') : t('form.titleNew')}
      </Heading>
      <AboutFields values={values} onChange={change} errors={errors} covers={covers} isDisabled={busy} />
      <Stack gap="sm">
        <Heading level={2} size={3}>
          {t('form.steps')}
        </Heading>
        <Text size="sm" tone="muted">
          {stepsLocked ? t('form.stepsLocked') : t('form.stepsHint')}
        </Text>
        <StepsEditor
          steps={steps}
          names={names}
          onChange={(next) => {
            setSteps(next);
            if (submitted.current) setErrors((prev) => ({ ...prev, steps: toStepItems(next).length === 0 ? t('common:errors.CHAIN_EMPTY') : undefined }));
          }}
          announce={setAnnouncement}
          isDisabled={busy || stepsLocked}
        />
        {errors.steps ? (
          <Text tone="critical" role="alert" data-testid="steps-error">
            {errors.steps}
          </Text>
        ) : null}
        {!stepsLocked ? (
          <CandidatePicker
            chainId={chain?.id ?? null}
            added={added}
            isDisabled={busy}
            onAdd={(id, name) => {
              setNames((prev) => new Map(prev).set(id, name));
              const last = steps.length - 1;
              setSteps(steps.map((s, i) => (i === last ? [...s, id] : s)));
              setAnnouncement(t('form.moved', { name, step: last + 1 }));
              if (submitted.current) setErrors((prev) => ({ ...prev, steps: undefined }));
            }}
          />
        ) : null}
      </Stack>
      <span role="status" className={css.visuallyHidden} data-testid="chain-announce">
        {announcement}
      </span>
      <div className={css.header}>
        <Button variant="ghost" onPress={() => navigate(-1)} isDisabled={busy}>
          {t('form.back')}
        </Button>
        <Button type="submit" isLoading={busy}>
          {chain ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}

/** One challenge of a chain template as the form holds it: what the template gives, and the fund, places and end day the user sets. */
interface TemplateItemValues {
  fund: number | null;
  places: number | null;
  endDay: string | null;
}

/** Props of {@link ChainTemplateForm}. */
export interface ChainTemplateFormProps {
  /** A chain template (`kind: 'chain'`) with its steps of challenge definitions. */
  template: ChallengeTemplate;
}

/**
 * A chain started from a chain template (DOMAIN §1.9 'chain from a chain template';
 * docs/decisions/0043, 0044): the chain's name and description prefilled from the template, its
 * covers and days blank; then each challenge of the template with its name, rule and flags as the
 * template has them, and its prize fund, places and end day for the user to set (blank, as the
 * original left them); one account pays every fund, its balance shown with the total. Sent once
 * (POST /api/challenges/chains/new-challenges): every fund is paid, or nothing is made.
 */
export function ChainTemplateForm({ template }: ChainTemplateFormProps) {
  const { t } = useTranslation('challengeChains');
  const tc = useTranslation('challenges').t;
  const navigate = useNavigate();
  const toast = useToast();
  const toastError = useErrorToast();
  const formatPoints = useFormatPoints();
  const actions = useChainActions();
  const options = useChallengeCreateOptions();
  const covers = useCovers([], null);
  const [values, setValues] = useState<AboutValues>({ name: template.name, description: template.description, startDay: null, endDay: null });
  const [sponsor, setSponsor] = useState<ChallengeSponsor>('distribution');
  const [items, setItems] = useState<TemplateItemValues[]>(() => template.steps.map(() => ({ fund: null, places: 1, endDay: null })));
  const [errors, setErrors] = useState<AboutErrors>({});
  const [itemErrors, setItemErrors] = useState<Partial<Record<keyof TemplateItemValues, string>>[]>([]);
  const [busy, setBusy] = useState(false);
  const total = items.reduce((sum, i) => sum + (i.fund ?? 0), 0);
  const sponsors = options.data?.sponsors ?? [];
  const balance = sponsors.find((s) => s.sponsor === sponsor)?.balance ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkAbout(values, t);
    const perItem = items.map((item) => {
      const e: Partial<Record<keyof TemplateItemValues, string>> = {};
      if (!item.fund || item.fund < 1) e.fund = t('common:validation.required');
      if (!item.places || item.places < 1) e.places = t('common:validation.required');
      const end = item.endDay ?? values.endDay;
      if (!end) e.endDay = t('common:validation.required');
      return e;
    });
    setErrors(found);
    setItemErrors(perItem);
    if (Object.keys(found).length > 0 || perItem.some((e) => Object.keys(e).length > 0) || covers.status !== 'ready') return;
    setBusy(true);
    try {
      const body: CreateChainWithChallengesBody = {
        name: values.name.trim(),
        description: values.description.trim(),
        coverIds: covers.images.map((i) => i.id),
        thumbnailId: covers.thumbnail?.id ?? null,
        ...chainInstants(values),
        challenges: template.steps.map((step, i) => ({
          name: step.name,
          description: step.description,
          coverIds: [],
          thumbnailId: null,
          fund: items[i]!.fund!,
          places: Math.min(items[i]!.places!, items[i]!.fund!),
          sponsor,
          winnerRule: step.winnerRule,
          referralMinimum: null,
          settings: { ...step.settings, invitedOnly: false },
          startAt: null,
          endAt: localInstant(items[i]!.endDay ?? values.endDay, '23:59') ?? '',
          invitedUserIds: [],
          step: step.step,
          sort: step.sort,
        })),
      };
      const made = await actions.createWithChallenges(body);
      toast.show({ tone: 'success', title: t('form.created'), timeout: 3000 });
      navigate(chainPath(made.id), { replace: true });
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={css.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="chain-template-title" data-testid="chain-template-form">
      <Heading level={1} id="chain-template-title">
        {t('form.titleTemplate', { name: template.name })}
      </Heading>
      <AboutFields values={values} onChange={(patch) => setValues({ ...values, ...patch })} errors={errors} covers={covers} isDisabled={busy} />
      <Select
        label={t('form.sponsor')}
        items={sponsors.map((s) => ({ id: s.sponsor, label: s.balance === null ? tc(`sponsor.${s.sponsor}`) : `${tc(`sponsor.${s.sponsor}`)} · ${formatPoints(s.balance)}` }))}
        selectedKey={sponsor}
        onSelectionChange={(key) => key && setSponsor(key as ChallengeSponsor)}
        isDisabled={busy || sponsors.length === 0}
      />
      <Stack gap="sm">
        <Heading level={2} size={3}>
          {t('form.templateSteps')}
        </Heading>
        <Text size="sm" tone="muted">
          {t('form.templateStepsHint')}
        </Text>
        {template.steps.map((step, i) => (
          <section key={`${step.step}-${step.sort}`} className={css.templateItem} aria-labelledby={`template-item-${i}`} data-testid="template-item">
            <Text size="sm" tone="muted">
              {t('form.step', { step: step.step })}
            </Text>
            <Heading level={3} size={4} id={`template-item-${i}`}>
              {step.name}
            </Heading>
            <Text size="sm" tone="muted">
              {tc(`winnerRule.${step.winnerRule}`)}
            </Text>
            <div className={css.triple}>
              <NumberField
                label={t('form.fund')}
                value={items[i]!.fund}
                onChange={(fund) => setItems(items.map((x, j) => (j === i ? { ...x, fund } : x)))}
                minValue={1}
                isRequired
                isDisabled={busy}
                errorMessage={itemErrors[i]?.fund}
              />
              <NumberField
                label={t('form.places')}
                value={items[i]!.places}
                onChange={(places) => setItems(items.map((x, j) => (j === i ? { ...x, places } : x)))}
                minValue={1}
                maxValue={MAX_CHALLENGE_PLACES}
                isRequired
                isDisabled={busy}
                errorMessage={itemErrors[i]?.places}
              />
              <DateInput
                label={t('form.challengeEnd')}
                value={items[i]!.endDay ?? values.endDay}
                onChange={(endDay) => setItems(items.map((x, j) => (j === i ? { ...x, endDay } : x)))}
                isRequired
                isDisabled={busy}
                errorMessage={itemErrors[i]?.endDay}
              />
            </div>
          </section>
        ))}
        <Text weight="semibold" data-testid="template-total">
          {t('form.total', { amount: formatPoints(total) })}
          {balance !== null ? ` / ${formatPoints(balance)}` : ''}
        </Text>
      </Stack>
      <div className={css.header}>
        <Button variant="ghost" onPress={() => navigate(-1)} isDisabled={busy}>
          {t('form.back')}
        </Button>
        <Button type="submit" isLoading={busy}>
          {t('form.create')}
        </Button>
      </div>
    </form>
  );
}

/** Shown while a chain template loads or when it cannot be used. */
export function ChainTemplateState({ state, onRetry }: { state: 'loading' | 'error' | 'not-chain'; onRetry?: () => void }) {
  const { t } = useTranslation('challengeChains');
  if (state === 'loading') return <Skeleton height={placeholderHeight.card} aria-label={t('form.templateLoading')} />;
  if (state === 'error') return <ErrorState title={t('form.templateError')} onRetry={onRetry} />;
  return <EmptyState title={t('form.templateError')} />;
}
