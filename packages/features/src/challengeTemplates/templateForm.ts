/**
 * The pure logic of the template widgets (SPEC §2 /challenge_templates, §3 Template, §5 category
 * rules; DOMAIN §1.9; docs/decisions/0044): the form's values and checks, the bodies it sends, the
 * chain's steps edited by button (add, remove, earlier, later), the category trees flattened for
 * lists and pickers, the list's URL parameters, and what a template gives a new challenge.
 */
import {
  DEFAULT_TEMPLATE_SETTINGS,
  MAX_CHALLENGE_DESCRIPTION,
  MAX_CHALLENGE_NAME,
  MAX_TEMPLATE_CATEGORY_NAME,
  TEMPLATE_SCOPES,
  type ChallengeSettings,
  type ChallengeTemplate,
  type CreateTemplateBody,
  type ImageRef,
  type TemplateCategory,
  type TemplateKind,
  type TemplateScope,
  type TemplateSettings,
  type UpdateTemplateBody,
  type WinnerRule,
} from '@gratia/contracts';

/** One challenge of a chain template's step, as the form edits it. `key` tells the rows apart. */
export interface StepChallengeValues {
  key: string;
  name: string;
  description: string;
  winnerRule: WinnerRule;
  settings: TemplateSettings;
}

/** What the template form edits. `steps[i]` are the challenges of step i + 1, in order (a chain template only). */
export interface TemplateFormValues {
  kind: TemplateKind;
  scope: TemplateScope;
  name: string;
  description: string;
  /** Covers kept from the template (or the ones chosen before), in order; new uploads follow them. */
  covers: ImageRef[];
  /** The card image, kept only while the first cover stays first. */
  thumbnail: ImageRef | null;
  winnerRule: WinnerRule;
  settings: TemplateSettings;
  categoryIds: number[];
  steps: StepChallengeValues[][];
}

/** Keys of `form.errors` a check can answer. */
export type TemplateIssue = 'nameRequired' | 'tooLong' | 'chainEmpty' | 'stepNameRequired';

/** The refusals of the form: `name`, `description`, `steps` (the chain as a whole) and each step challenge's name by its key. */
export interface TemplateErrors {
  name?: TemplateIssue;
  description?: TemplateIssue;
  steps?: TemplateIssue;
  /** By {@link StepChallengeValues.key}. */
  stepNames?: Record<string, TemplateIssue>;
}

let keySeq = 0;
/** A new row key for a step challenge. */
export const newStepKey = (): string => `step-${++keySeq}`;

/** A blank step challenge: the organizer judges, several reports allowed. */
export function blankStepChallenge(): StepChallengeValues {
  return { key: newStepKey(), name: '', description: '', winnerRule: 'organizer', settings: { ...DEFAULT_TEMPLATE_SETTINGS } };
}

/** A blank form for a new template in `scope`, of `kind` (a chain starts with one empty step). */
export function emptyTemplateValues(scope: TemplateScope, kind: TemplateKind = 'challenge'): TemplateFormValues {
  return {
    kind,
    scope,
    name: '',
    description: '',
    covers: [],
    thumbnail: null,
    winnerRule: 'organizer',
    settings: { ...DEFAULT_TEMPLATE_SETTINGS },
    categoryIds: [],
    steps: kind === 'chain' ? [[blankStepChallenge()]] : [],
  };
}

/** The form's values of an existing template (its steps grouped by step number, in order). */
export function valuesFromTemplate(template: ChallengeTemplate): TemplateFormValues {
  const steps: StepChallengeValues[][] = [];
  for (const s of template.steps) {
    const row: StepChallengeValues = { key: newStepKey(), name: s.name, description: s.description, winnerRule: s.winnerRule, settings: { ...s.settings } };
    (steps[s.step - 1] ??= []).push(row);
  }
  return {
    kind: template.kind,
    scope: template.scope,
    name: template.name,
    description: template.description,
    covers: template.covers,
    thumbnail: template.thumbnail,
    winnerRule: template.winnerRule,
    settings: { ...template.settings },
    categoryIds: template.categories.map((c) => c.id),
    steps: steps.filter((s) => s.length > 0),
  };
}

/**
 * Checks the form as the server would (SPEC §3 Template; DOMAIN §1.8 chain rules): a name (≤ 255),
 * a description ≤ 5000, and for a chain at least one challenge ('chainEmpty', the server's
 * CHAIN_EMPTY sentence), each with a name. Empty when everything is fine.
 */
export function validateTemplate(values: TemplateFormValues): TemplateErrors {
  const errors: TemplateErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length > MAX_CHALLENGE_NAME) errors.name = 'tooLong';
  if (values.description.trim().length > MAX_CHALLENGE_DESCRIPTION) errors.description = 'tooLong';
  if (values.kind === 'chain') {
    const rows = values.steps.flat();
    if (rows.length === 0) errors.steps = 'chainEmpty';
    const stepNames: Record<string, TemplateIssue> = {};
    for (const row of rows) {
      const n = row.name.trim();
      if (!n) stepNames[row.key] = 'stepNameRequired';
      else if (n.length > MAX_CHALLENGE_NAME) stepNames[row.key] = 'tooLong';
    }
    if (Object.keys(stepNames).length > 0) errors.stepNames = stepNames;
  }
  return errors;
}

/** True when {@link validateTemplate} found nothing. */
export const isValid = (errors: TemplateErrors): boolean => Object.keys(errors).length === 0;

/** The steps as the API takes them: step numbers from 1 without gaps, the order within each step from 0. */
export function stepsBody(steps: readonly StepChallengeValues[][]): CreateTemplateBody['steps'] {
  return steps
    .filter((s) => s.length > 0)
    .flatMap((challenges, i) =>
      challenges.map((c, sort) => ({ step: i + 1, sort, name: c.name.trim(), description: c.description.trim(), winnerRule: c.winnerRule, settings: { ...c.settings }, coverIds: [] })),
    );
}

/** The covers in order: the kept ones, then the new uploads. The thumbnail counts while the first cover is still the one it was cropped from. */
function coversOf(values: TemplateFormValues, uploadedIds: readonly string[], firstCoverId: string | null): { coverIds: string[]; thumbnailId: string | null } {
  const coverIds = [...values.covers.map((c) => c.id), ...uploadedIds];
  const thumbnailId = values.thumbnail && coverIds[0] !== undefined && coverIds[0] === firstCoverId ? values.thumbnail.id : null;
  return { coverIds, thumbnailId };
}

/** POST /api/challenges/templates body of a new template (`uploadedIds`: the covers uploaded in the form, after the kept ones). */
export function createTemplateBody(values: TemplateFormValues, uploadedIds: readonly string[] = []): CreateTemplateBody {
  const covers = coversOf(values, uploadedIds, null);
  return {
    kind: values.kind,
    scope: values.scope,
    name: values.name.trim(),
    description: values.description.trim(),
    coverIds: covers.coverIds,
    thumbnailId: null,
    winnerRule: values.winnerRule,
    settings: { ...values.settings },
    categoryIds: [...values.categoryIds],
    steps: values.kind === 'chain' ? stepsBody(values.steps) : [],
  };
}

const sameList = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** PATCH /api/challenges/templates body: only what changed against `template` (categories of a new scope always go along). */
export function updateTemplateBody(template: ChallengeTemplate, values: TemplateFormValues, uploadedIds: readonly string[] = []): UpdateTemplateBody {
  const body: UpdateTemplateBody = { id: template.id };
  const name = values.name.trim();
  const description = values.description.trim();
  if (values.scope !== template.scope) body.scope = values.scope;
  if (name !== template.name) body.name = name;
  if (description !== template.description) body.description = description;
  const covers = coversOf(values, uploadedIds, template.covers[0]?.id ?? null);
  if (!sameList(covers.coverIds, template.covers.map((c) => c.id))) body.coverIds = covers.coverIds;
  if (covers.thumbnailId !== (template.thumbnail?.id ?? null)) body.thumbnailId = covers.thumbnailId;
  if (values.winnerRule !== template.winnerRule) body.winnerRule = values.winnerRule;
  const settings: NonNullable<UpdateTemplateBody['settings']> = {};
  for (const k of ['multipleReports', 'showParticipants', 'anonymous'] as const) if (values.settings[k] !== template.settings[k]) settings[k] = values.settings[k];
  if (Object.keys(settings).length > 0) body.settings = settings;
  const categories = [...values.categoryIds].sort((a, b) => a - b);
  const before = template.categories.map((c) => c.id).sort((a, b) => a - b);
  if (body.scope !== undefined || !sameList(categories, before)) body.categoryIds = categories;
  if (template.kind === 'chain') {
    const steps = stepsBody(values.steps);
    const old = template.steps.map(({ covers: _covers, ...s }) => ({ ...s, coverIds: [] as string[] }));
    if (JSON.stringify(steps) !== JSON.stringify(old)) body.steps = steps;
  }
  return body;
}

// ---- The chain's steps, edited by button ----

/** Where a step challenge is: its step (0-based) and its place in the step. */
export interface StepPosition {
  step: number;
  index: number;
}

const dropEmpty = (steps: StepChallengeValues[][]) => steps.filter((s) => s.length > 0);

/** Adds a step at the end with one blank challenge. */
export function addStep(steps: readonly StepChallengeValues[][]): StepChallengeValues[][] {
  return [...steps.map((s) => [...s]), [blankStepChallenge()]];
}

/** Adds a blank challenge at the end of step `step` (0-based). */
export function addToStep(steps: readonly StepChallengeValues[][], step: number): StepChallengeValues[][] {
  return steps.map((s, i) => (i === step ? [...s, blankStepChallenge()] : [...s]));
}

/** Removes the challenge at `at`; a step left empty goes, so the steps stay without gaps. */
export function removeStepChallenge(steps: readonly StepChallengeValues[][], at: StepPosition): StepChallengeValues[][] {
  return dropEmpty(steps.map((s, i) => (i === at.step ? s.filter((_, j) => j !== at.index) : [...s])));
}

/** True when the challenge at `at` can go earlier: before the one above it, or to the end of the previous step. */
export const canMoveEarlier = (_steps: readonly StepChallengeValues[][], at: StepPosition): boolean => at.step > 0 || at.index > 0;

/** True when the challenge at `at` can go later: after the one below it, into the next step, or — the only challenge of its step — never past the last step; else into a new step of its own. */
export function canMoveLater(steps: readonly StepChallengeValues[][], at: StepPosition): boolean {
  const row = steps[at.step] ?? [];
  return at.index < row.length - 1 || at.step < steps.length - 1 || row.length > 1;
}

/**
 * Moves the challenge at `at` one place earlier: above its neighbour within the step, or, first of
 * its step, to the end of the previous step (a step left empty goes). Returns the new steps and
 * where the challenge is now.
 */
export function moveEarlier(steps: readonly StepChallengeValues[][], at: StepPosition): { steps: StepChallengeValues[][]; at: StepPosition } {
  const next = steps.map((s) => [...s]);
  const row = next[at.step];
  const item = row?.[at.index];
  if (!row || !item || !canMoveEarlier(steps, at)) return { steps: next, at };
  if (at.index > 0) {
    [row[at.index - 1], row[at.index]] = [item, row[at.index - 1]!];
    return { steps: next, at: { step: at.step, index: at.index - 1 } };
  }
  row.splice(at.index, 1);
  const previous = next[at.step - 1]!;
  previous.push(item);
  return { steps: dropEmpty(next), at: { step: at.step - 1, index: previous.length - 1 } };
}

/**
 * Moves the challenge at `at` one place later: below its neighbour within the step, or, last of its
 * step, to the start of the next step; the last challenge of the last step (with others beside it)
 * opens a new step. A step left empty goes. Returns the new steps and where the challenge is now.
 */
export function moveLater(steps: readonly StepChallengeValues[][], at: StepPosition): { steps: StepChallengeValues[][]; at: StepPosition } {
  const next = steps.map((s) => [...s]);
  const row = next[at.step];
  const item = row?.[at.index];
  if (!row || !item || !canMoveLater(steps, at)) return { steps: next, at };
  if (at.index < row.length - 1) {
    [row[at.index + 1], row[at.index]] = [item, row[at.index + 1]!];
    return { steps: next, at: { step: at.step, index: at.index + 1 } };
  }
  row.splice(at.index, 1);
  if (at.step === next.length - 1) {
    next.push([item]);
    return { steps: next, at: { step: at.step + 1, index: 0 } };
  }
  next[at.step + 1]!.unshift(item);
  const emptied = row.length === 0;
  return { steps: dropEmpty(next), at: { step: emptied ? at.step : at.step + 1, index: 0 } };
}

// ---- Category trees ----

/** One category of a flattened tree: its depth (0 for a root) and whether it has children. */
export interface FlatCategory {
  id: number;
  name: string;
  parentId: number | null;
  depth: number;
  hasChildren: boolean;
}

/** The tree in reading order (each category followed by its children), with depths. */
export function flattenTree(nodes: readonly TemplateCategory[], depth = 0): FlatCategory[] {
  return nodes.flatMap((n) => [{ id: n.id, name: n.name, parentId: n.parentId, depth, hasChildren: n.children.length > 0 }, ...flattenTree(n.children, depth + 1)]);
}

/** The ids of every category in the tree. */
export const treeIds = (nodes: readonly TemplateCategory[]): Set<number> => new Set(flattenTree(nodes).map((c) => c.id));

/** A category name as the server takes it (trimmed; blank is CATEGORY_NAME_REQUIRED, longer than 80 `validation.tooLong`). */
export function categoryNameIssue(name: string): 'required' | 'tooLong' | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  return trimmed.length > MAX_TEMPLATE_CATEGORY_NAME ? 'tooLong' : null;
}

// ---- The list's URL ----

/** The list's state in the URL: `?scope=` (my by default), repeated `?category=`, `?q=`. */
export interface TemplateListParams {
  scope: TemplateScope;
  categoryIds: number[];
  q: string;
}

/** Reads {@link TemplateListParams} (an unknown scope is `my`; category ids other than positive whole numbers are dropped). */
export function parseTemplateParams(params: URLSearchParams): TemplateListParams {
  const raw = params.get('scope');
  const scope = (TEMPLATE_SCOPES as readonly string[]).includes(raw ?? '') ? (raw as TemplateScope) : 'my';
  const categoryIds = [...new Set(params.getAll('category').filter((v) => /^[1-9][0-9]{0,9}$/.test(v)).map(Number))];
  return { scope, categoryIds, q: params.get('q') ?? '' };
}

/** The search of `next` over `params`, keeping anything else there: `scope` left out when `my`, categories repeated, `q` left out when empty. */
export function templateSearch(params: URLSearchParams, next: TemplateListParams): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const key of ['scope', 'category', 'q']) out.delete(key);
  if (next.scope !== 'my') out.set('scope', next.scope);
  for (const id of next.categoryIds) out.append('category', String(id));
  if (next.q.trim()) out.set('q', next.q.trim());
  return out;
}

// ---- Starting from a template ----

/** Where a template's card leads: a new challenge from it, or a new chain from a chain template (the chains' form). */
export function templateStartPath(template: Pick<ChallengeTemplate, 'id' | 'kind'>): string {
  return template.kind === 'chain' ? `/challenge_chains/new?template=${template.id}` : `/challenges/new?template=${template.id}`;
}

/** The challenge settings a template gives a new challenge (not invited-only). */
export function challengeSettingsOf(settings: TemplateSettings): ChallengeSettings {
  return { ...settings, invitedOnly: false };
}
