import { describe, expect, it } from 'vitest';
import {
  CreateTemplateBody,
  CreateTemplateCategoryBody,
  ERROR_CODES,
  MAX_TEMPLATE_CATEGORY_NAME,
  TemplatesQuery,
  UpdateTemplateBody,
  VALIDATION_MESSAGES,
  challengeTemplateRoutes,
  routes,
} from './index.ts';

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('CreateTemplateBody (docs/decisions/0044)', () => {
  it('fills the defaults: no covers, the organizer judges, several reports allowed, no categories, no steps', () => {
    expect(CreateTemplateBody.parse({ kind: 'challenge', scope: 'my', name: '  Зарядка  ' })).toEqual({
      kind: 'challenge',
      scope: 'my',
      name: 'Зарядка',
      description: '',
      coverIds: [],
      thumbnailId: null,
      winnerRule: 'organizer',
      settings: { multipleReports: true, showParticipants: false, anonymous: false },
      categoryIds: [],
      steps: [],
    });
  });

  it('keeps steps for chains only, each (step, sort) once, and speaks in translated keys', () => {
    expect(issues(CreateTemplateBody.safeParse({ kind: 'challenge', scope: 'my', name: 'x', steps: [{ step: 1, name: 'a' }] }))).toEqual([['steps', 'validation.invalid']]);
    expect(issues(CreateTemplateBody.safeParse({ kind: 'chain', scope: 'my', name: 'x', steps: [{ step: 1, name: 'a' }, { step: 1, name: 'b' }] }))).toEqual([
      ['steps.1.sort', 'validation.duplicate'],
    ]);
    expect(issues(CreateTemplateBody.safeParse({ kind: 'chain', scope: 'my', name: 'x', steps: [{ step: 0, name: 'a' }] }))).toEqual([['steps.0.step', 'validation.tooSmall']]);
    const chain = CreateTemplateBody.parse({ kind: 'chain', scope: 'common', name: 'x', steps: [{ step: 2, name: 'b' }, { step: 1, sort: 3, name: 'a' }] });
    expect(chain.steps.map((s) => [s.step, s.sort, s.winnerRule, s.settings.multipleReports])).toEqual([
      [2, 0, 'organizer', true],
      [1, 3, 'organizer', true],
    ]);
    const bad = CreateTemplateBody.safeParse({ kind: 'quest', scope: 'all', name: '' });
    for (const i of bad.error?.issues ?? []) expect(VALIDATION_MESSAGES as readonly string[]).toContain(i.message);
    expect(issues(CreateTemplateBody.safeParse({ scope: 'my', name: 'x' }))).toEqual([['kind', 'validation.required']]);
  });

  it('takes a partial update', () => {
    expect(UpdateTemplateBody.parse({ id: 3, name: 'Новое' })).toEqual({ id: 3, name: 'Новое' });
    expect(UpdateTemplateBody.parse({ id: 3, settings: { anonymous: true } })).toEqual({ id: 3, settings: { anonymous: true } });
  });
});

describe('categories and the list query', () => {
  it('leaves a blank category name to the server (CATEGORY_NAME_REQUIRED) and bounds its length', () => {
    expect(CreateTemplateCategoryBody.parse({ scope: 'my' })).toEqual({ name: '', scope: 'my', parentId: null });
    expect(CreateTemplateCategoryBody.parse({ scope: 'community', name: '   ', parentId: 4 })).toEqual({ name: '', scope: 'community', parentId: 4 });
    expect(issues(CreateTemplateCategoryBody.safeParse({ scope: 'my', name: 'x'.repeat(MAX_TEMPLATE_CATEGORY_NAME + 1) }))).toEqual([['name', 'validation.tooLong']]);
  });

  it('reads one or several categoryId values as a list of ids', () => {
    expect(TemplatesQuery.parse({ scope: 'my', categoryId: '3' })).toEqual({ scope: 'my', categoryId: [3], limit: 20 });
    expect(TemplatesQuery.parse({ scope: 'common', categoryId: ['3', '5'], kind: 'chain', q: ' бег ' })).toEqual({ scope: 'common', categoryId: [3, 5], kind: 'chain', q: 'бег', limit: 20 });
    expect(issues(TemplatesQuery.safeParse({ scope: 'my', categoryId: 'x' }))).toEqual([['categoryId', 'validation.id']]);
    expect(issues(TemplatesQuery.safeParse({ scope: 'my', categoryId: ['3', 'x'] }))).toEqual([['categoryId.1', 'validation.id']]);
    expect(issues(TemplatesQuery.safeParse({}))).toEqual([['scope', 'validation.required']]);
  });
});

describe('template routes and codes', () => {
  it('are in the route table under /challenges/templates and /challenges/template-categories, for signed-in members', () => {
    for (const [name, r] of Object.entries(challengeTemplateRoutes)) {
      expect(routes[name as keyof typeof routes]).toBe(r);
      expect(r.auth).toBe(true);
      expect(r.path).toMatch(/^\/challenges\/template(s|-categories)(\/|$)/);
    }
    expect(Object.keys(challengeTemplateRoutes)).toHaveLength(9);
  });
  it('name the template errors', () => {
    for (const code of ['TEMPLATE_NOT_FOUND', 'CATEGORY_NOT_FOUND', 'CATEGORY_NAME_REQUIRED', 'CATEGORY_HAS_CHILDREN', 'CHAIN_EMPTY', 'CHAIN_STEPS_GAP']) expect(ERROR_CODES).toContain(code);
  });
});
