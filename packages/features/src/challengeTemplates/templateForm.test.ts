import { describe, expect, it } from 'vitest';
import { photos } from '../testing/media.ts';
import { chainTemplate, commonTree, template } from './fixtures.ts';
import {
  addStep,
  addToStep,
  blankStepChallenge,
  canMoveEarlier,
  canMoveLater,
  categoryNameIssue,
  createTemplateBody,
  emptyTemplateValues,
  flattenTree,
  moveEarlier,
  moveLater,
  parseTemplateParams,
  removeStepChallenge,
  stepsBody,
  templateSearch,
  templateStartPath,
  updateTemplateBody,
  validateTemplate,
  valuesFromTemplate,
  type StepChallengeValues,
} from './templateForm.ts';

const named = (name: string): StepChallengeValues => ({ ...blankStepChallenge(), name });
const names = (steps: StepChallengeValues[][]) => steps.map((s) => s.map((c) => c.name));

describe('the template form (docs/decisions/0044)', () => {
  it('starts blank in a scope, a chain with one empty step', () => {
    expect(emptyTemplateValues('community')).toMatchObject({ kind: 'challenge', scope: 'community', name: '', steps: [], settings: { multipleReports: true, showParticipants: false, anonymous: false } });
    expect(emptyTemplateValues('my', 'chain').steps).toHaveLength(1);
  });

  it('needs a name, and for a chain at least one challenge, each named', () => {
    expect(validateTemplate(emptyTemplateValues('my'))).toEqual({ name: 'nameRequired' });
    expect(validateTemplate({ ...emptyTemplateValues('my'), name: 'x'.repeat(256) })).toEqual({ name: 'tooLong' });
    const chain = { ...emptyTemplateValues('my', 'chain'), name: 'Цепочка' };
    const row = chain.steps[0]![0]!;
    expect(validateTemplate(chain)).toEqual({ stepNames: { [row.key]: 'stepNameRequired' } });
    expect(validateTemplate({ ...chain, steps: [] })).toEqual({ steps: 'chainEmpty' });
    expect(validateTemplate({ ...chain, steps: [[named('Первый')]] })).toEqual({});
  });

  it('sends steps numbered from 1 without gaps, ordered within each step', () => {
    expect(stepsBody([[named('a')], [], [named('b'), named('c')]]).map((s) => [s.step, s.sort, s.name])).toEqual([
      [1, 0, 'a'],
      [2, 0, 'b'],
      [2, 1, 'c'],
    ]);
  });

  it('builds the create body with the kept covers first, then the uploads', () => {
    const values = { ...emptyTemplateValues('common'), name: '  Зарядка  ', covers: [photos[0]!], categoryIds: [6] };
    expect(createTemplateBody(values, ['new-1'])).toEqual({
      kind: 'challenge',
      scope: 'common',
      name: 'Зарядка',
      description: '',
      coverIds: [photos[0]!.id, 'new-1'],
      thumbnailId: null,
      winnerRule: 'organizer',
      settings: { multipleReports: true, showParticipants: false, anonymous: false },
      categoryIds: [6],
      steps: [],
    });
  });

  it('patches only what changed; a new scope takes its categories along (none by default)', () => {
    const t = template({ me: { canEdit: true, canDelete: true }, thumbnail: photos[0]! });
    const values = valuesFromTemplate(t);
    expect(updateTemplateBody(t, values)).toEqual({ id: 1 });
    expect(updateTemplateBody(t, { ...values, name: 'Новое', settings: { ...values.settings, anonymous: true } })).toEqual({ id: 1, name: 'Новое', settings: { anonymous: true } });
    expect(updateTemplateBody(t, { ...values, scope: 'my', categoryIds: [] })).toEqual({ id: 1, scope: 'my', categoryIds: [] });
    // A new first cover drops the card image cropped from the old one.
    expect(updateTemplateBody(t, { ...values, covers: [] }, ['up-1'])).toEqual({ id: 1, coverIds: ['up-1'], thumbnailId: null });
    const chain = valuesFromTemplate(chainTemplate);
    expect(names(chain.steps)).toEqual([['Познакомься с командой'], ['Первая задача', 'Обед с наставником'], ['Отзыв о первом месяце']]);
    expect(updateTemplateBody(chainTemplate, chain)).toEqual({ id: 13 });
    const moved = moveLater(chain.steps, { step: 1, index: 0 }).steps;
    expect(updateTemplateBody(chainTemplate, { ...chain, steps: moved }).steps?.map((s) => [s.step, s.sort, s.name])).toEqual([
      [1, 0, 'Познакомься с командой'],
      [2, 0, 'Обед с наставником'],
      [2, 1, 'Первая задача'],
      [3, 0, 'Отзыв о первом месяце'],
    ]);
  });
});

describe('the chain steps by button', () => {
  const steps = () => [[named('a')], [named('b'), named('c')], [named('d')]];

  it('moves within a step, then across to the neighbouring step; an emptied step goes', () => {
    let s = steps();
    expect(canMoveEarlier(s, { step: 0, index: 0 })).toBe(false);
    let r = moveEarlier(s, { step: 1, index: 1 });
    expect(names(r.steps)).toEqual([['a'], ['c', 'b'], ['d']]);
    expect(r.at).toEqual({ step: 1, index: 0 });
    r = moveEarlier(r.steps, r.at);
    expect(names(r.steps)).toEqual([['a', 'c'], ['b'], ['d']]);
    expect(r.at).toEqual({ step: 0, index: 1 });
    s = steps();
    r = moveEarlier(s, { step: 2, index: 0 });
    expect(names(r.steps)).toEqual([['a'], ['b', 'c', 'd']]);
    expect(r.at).toEqual({ step: 1, index: 2 });
    r = moveLater(steps(), { step: 0, index: 0 });
    expect(names(r.steps)).toEqual([['a', 'b', 'c'], ['d']]);
    expect(r.at).toEqual({ step: 0, index: 0 });
  });

  it('opens a new step for the last challenge of the last step when others share it; never for one alone', () => {
    const s = [[named('a')], [named('b'), named('c')]];
    expect(canMoveLater(s, { step: 1, index: 1 })).toBe(true);
    const r = moveLater(s, { step: 1, index: 1 });
    expect(names(r.steps)).toEqual([['a'], ['b'], ['c']]);
    expect(r.at).toEqual({ step: 2, index: 0 });
    expect(canMoveLater(r.steps, r.at)).toBe(false);
    expect(moveLater(r.steps, r.at).steps).toEqual(r.steps);
  });

  it('adds and removes without leaving a gap', () => {
    let s = addStep([[named('a')]]);
    expect(s).toHaveLength(2);
    s = addToStep(s, 0);
    expect(s[0]).toHaveLength(2);
    s = removeStepChallenge(s, { step: 1, index: 0 });
    expect(s).toHaveLength(1);
    expect(names(removeStepChallenge(steps(), { step: 0, index: 0 }))).toEqual([['b', 'c'], ['d']]);
  });
});

describe('categories, the URL, the card link', () => {
  it('flattens a tree in reading order with depths', () => {
    expect(flattenTree(commonTree).map((c) => `${'·'.repeat(c.depth)}${c.name}${c.hasChildren ? '+' : ''}`)).toEqual([
      'Волонтёрство',
      'Здоровье+',
      '·Питание',
      '·Спорт+',
      '··Бег',
      'Идеи',
      'Команда',
      'Обучение',
    ]);
  });

  it('checks a category name as the server does', () => {
    expect(categoryNameIssue('  ')).toBe('required');
    expect(categoryNameIssue('x'.repeat(81))).toBe('tooLong');
    expect(categoryNameIssue(' Спорт ')).toBeNull();
  });

  it('keeps the scope, the categories and the search in the URL', () => {
    expect(parseTemplateParams(new URLSearchParams('scope=common&category=3&category=x&category=3&category=5&q=бег'))).toEqual({ scope: 'common', categoryIds: [3, 5], q: 'бег' });
    expect(parseTemplateParams(new URLSearchParams('scope=everyone'))).toEqual({ scope: 'my', categoryIds: [], q: '' });
    expect(templateSearch(new URLSearchParams('x=1&category=9'), { scope: 'my', categoryIds: [1, 2], q: ' ' }).toString()).toBe('x=1&category=1&category=2');
    expect(templateSearch(new URLSearchParams(), { scope: 'community', categoryIds: [], q: 'бег' }).toString()).toBe('scope=community&q=%D0%B1%D0%B5%D0%B3');
  });

  it('starts a challenge from a challenge template, a chain from a chain template', () => {
    expect(templateStartPath(template())).toBe('/challenges/new?template=1');
    expect(templateStartPath(chainTemplate)).toBe('/challenge_chains/new?template=13');
  });
});
