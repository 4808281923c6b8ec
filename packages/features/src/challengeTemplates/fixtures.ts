import type {
  ChallengeTemplate,
  CreateTemplateBody,
  CreateTemplateCategoryBody,
  TemplateCategory,
  TemplateOptions,
  TemplateScope,
  TemplateStep,
  UpdateTemplateBody,
} from '@gratia/contracts';
import { DEFAULT_TEMPLATE_SETTINGS } from '@gratia/contracts';
import { minutesAgo } from '../testing/clock.ts';
import { photos } from '../testing/media.ts';
import { errorReply, reply, type MockRequest } from '../testing/mockFetch.ts';

/** Demo templates and category trees of the community «Ромашка», and a small in-memory templates server (stories and tests). */

const HOUR = 60;

/** A category node. */
export const node = (id: number, name: string, parentId: number | null, children: TemplateCategory[] = []): TemplateCategory => ({ id, name, parentId, children });

/** The common tree: Здоровье → Спорт (→ Бег), Питание; Команда; Обучение; Идеи; Волонтёрство (sorted by name). */
export const commonTree: TemplateCategory[] = [
  node(5, 'Волонтёрство', null),
  node(1, 'Здоровье', null, [node(7, 'Питание', 1), node(6, 'Спорт', 1, [node(8, 'Бег', 6)])]),
  node(4, 'Идеи', null),
  node(2, 'Команда', null),
  node(3, 'Обучение', null),
];
/** The community's tree. */
export const communityTree: TemplateCategory[] = [node(21, 'Корпоративная жизнь', null), node(20, 'Продукт', null, [node(22, 'Релизы', 20)])];
/** The member's own tree. */
export const myTree: TemplateCategory[] = [node(31, 'Для HR', null)];

/** The scopes each role may create in. */
export const optionsOf = (role: 'member' | 'admin' | 'superuser' | 'all'): TemplateOptions => ({
  scopes: role === 'member' ? ['my'] : role === 'admin' ? ['my', 'community'] : role === 'superuser' ? ['my', 'common'] : ['my', 'community', 'common'],
  defaults: DEFAULT_TEMPLATE_SETTINGS,
});

const ref = (id: number, tree: TemplateCategory[]) => {
  const all = (nodes: TemplateCategory[]): TemplateCategory[] => nodes.flatMap((n) => [n, ...all(n.children)]);
  const found = all(tree).find((n) => n.id === id);
  return { id, name: found?.name ?? `#${id}` };
};

/** A template: a common challenge template («Зарядка каждое утро») unless `changes` say otherwise. */
export function template(changes: Partial<ChallengeTemplate> = {}): ChallengeTemplate {
  return {
    id: 1,
    kind: 'challenge',
    scope: 'common',
    name: 'Зарядка каждое утро',
    description: 'Две недели делайте зарядку по 10 минут каждое утро и присылайте короткий отчёт или фото.',
    covers: [photos[0]!],
    thumbnail: null,
    winnerRule: 'organizer',
    settings: { ...DEFAULT_TEMPLATE_SETTINGS },
    categories: [ref(6, commonTree)],
    steps: [],
    createdAt: minutesAgo(10 * HOUR),
    updatedAt: minutesAgo(10 * HOUR),
    me: { canEdit: false, canDelete: false },
    ...changes,
  };
}

const step = (n: number, sort: number, name: string, description = ''): TemplateStep => ({ step: n, sort, name, description, winnerRule: 'organizer', settings: { ...DEFAULT_TEMPLATE_SETTINGS }, covers: [] });

/** The onboarding chain template: three steps, two challenges in the second. */
export const chainTemplate = template({
  id: 13,
  kind: 'chain',
  name: 'Адаптация новичка',
  description: 'Цепочка первого месяца: знакомство с командой, первая задача и обед с наставником, отзыв.',
  covers: [],
  categories: [ref(2, commonTree), ref(3, commonTree)],
  steps: [step(1, 0, 'Познакомься с командой'), step(2, 0, 'Первая задача'), step(2, 1, 'Обед с наставником'), step(3, 0, 'Отзыв о первом месяце')],
  createdAt: minutesAgo(30 * HOUR),
});

/** Common templates (newest first). */
export const commonTemplates: ChallengeTemplate[] = [
  template(),
  template({ id: 2, name: '10 000 шагов', description: 'Пройдите 10 000 шагов за день и пришлите скриншот шагомера. Победителей выберут лайками коллег.', winnerRule: 'voting', covers: [photos[1]!], categories: [ref(6, commonTree)], createdAt: minutesAgo(12 * HOUR) }),
  template({ id: 3, name: 'Полезный обед', description: 'Сфотографируйте самый полезный обед недели.', winnerRule: 'voting', covers: [photos[2]!], categories: [ref(7, commonTree)], createdAt: minutesAgo(14 * HOUR) }),
  template({ id: 4, name: 'Лучшая идея квартала', description: 'Предложите, что улучшить в процессах, продукте или офисе.', winnerRule: 'admins', covers: [], categories: [ref(4, commonTree)], createdAt: minutesAgo(16 * HOUR) }),
  template({ id: 5, name: 'Поделись книгой', description: 'Пара абзацев о книге, которая изменила ваш подход к работе.', covers: [], categories: [ref(3, commonTree)], createdAt: minutesAgo(20 * HOUR) }),
  chainTemplate,
];
/** The community's templates (the admin may edit them). */
export const communityTemplates: ChallengeTemplate[] = [
  template({ id: 20, scope: 'community', name: 'Баг-хант перед релизом', description: 'Найдите как можно больше ошибок в новой версии.', winnerRule: 'admins', covers: [photos[2]!], categories: [ref(22, communityTree)], createdAt: minutesAgo(2 * HOUR) }),
  template({ id: 21, scope: 'community', name: 'Костюм на Хэллоуин', description: 'Придите в костюме и пришлите фото.', winnerRule: 'voting', covers: [], categories: [ref(21, communityTree)], createdAt: minutesAgo(40 * HOUR) }),
];
/** The member's own templates. */
export const myTemplates: ChallengeTemplate[] = [
  template({ id: 30, scope: 'my', name: 'Приветствие новичков месяца', description: 'Напишите приветствие новым коллегам.', covers: [], categories: [ref(31, myTree)], me: { canEdit: true, canDelete: true }, createdAt: minutesAgo(HOUR) }),
];

/** A long name and description, for the wrapping stories. */
export const longTemplate = template({
  id: 40,
  name: 'Очень длинное название шаблона челленджа, которое не помещается ни в одну строку карточки и должно аккуратно обрезаться многоточием',
  description:
    'Описание тоже длинное: участники присылают отчёты каждый день в течение месяца, организатор отбирает лучшие, а в конце все вместе обсуждают, что получилось и что стоит повторить в следующий раз. '.repeat(3),
  categories: [ref(5, commonTree), ref(1, commonTree), ref(4, commonTree), ref(2, commonTree), ref(3, commonTree)],
});

/** A call the templates server received. */
export interface TemplateCall {
  route: string;
  body: unknown;
}

/** Options of {@link templatesServer}. */
export interface TemplatesServerOptions {
  /** The member's role for who manages what (default member). */
  role?: 'member' | 'admin' | 'superuser' | 'all';
  templates?: ChallengeTemplate[];
  trees?: Partial<Record<TemplateScope, TemplateCategory[]>>;
}

/**
 * A small templates server (stories and tests): lists a scope newest first with cursor pages of
 * `limit`, filtered by categories (with their subcategories), kind and a name search; one template;
 * the options of the role; create, update, delete (`me` by the role); the trees, adding a category
 * (CATEGORY_NAME_REQUIRED for a blank name) and deleting one (CATEGORY_HAS_CHILDREN with children).
 * `log` records every write.
 */
export function templatesServer(options: TemplatesServerOptions = {}) {
  const role = options.role ?? 'member';
  const opts = optionsOf(role);
  const manages = (scope: TemplateScope) => opts.scopes.includes(scope);
  const withMe = (t: ChallengeTemplate): ChallengeTemplate => ({ ...t, me: { canEdit: manages(t.scope), canDelete: manages(t.scope) } });
  let items = (options.templates ?? [...myTemplates, ...communityTemplates, ...commonTemplates]).map(withMe);
  const trees: Record<TemplateScope, TemplateCategory[]> = {
    my: structuredClone(options.trees?.my ?? myTree),
    community: structuredClone(options.trees?.community ?? communityTree),
    common: structuredClone(options.trees?.common ?? commonTree),
  };
  const log: TemplateCall[] = [];
  let nextId = 500;
  const all = (nodes: TemplateCategory[]): TemplateCategory[] => nodes.flatMap((n) => [n, ...all(n.children)]);
  const scopeOf = (id: number) => (Object.keys(trees) as TemplateScope[]).find((s) => all(trees[s]).some((n) => n.id === id));
  const descendants = (scope: TemplateScope, ids: number[]) => {
    const chosen = all(trees[scope]).filter((n) => ids.includes(n.id));
    return new Set(chosen.flatMap((n) => all([n]).map((x) => x.id)));
  };
  const byName = (a: TemplateCategory, b: TemplateCategory) => a.name.localeCompare(b.name, 'ru');
  const sortTree = (nodes: TemplateCategory[]) => {
    nodes.sort(byName);
    for (const n of nodes) sortTree(n.children);
  };
  const categoriesOf = (scope: TemplateScope, ids: number[]) => all(trees[scope]).filter((n) => ids.includes(n.id)).map((n) => ({ id: n.id, name: n.name }));
  const bodySteps = (steps: CreateTemplateBody['steps'] | undefined): TemplateStep[] =>
    (steps ?? []).map((s) => ({ step: s.step, sort: s.sort ?? 0, name: s.name, description: s.description ?? '', winnerRule: s.winnerRule ?? 'organizer', settings: { ...DEFAULT_TEMPLATE_SETTINGS, ...s.settings }, covers: [] }));
  const find = (id: number) => items.find((t) => t.id === id);

  const handlers = {
    'GET /api/challenges/templates': (req: MockRequest) => {
      const scope = (req.query.get('scope') ?? 'my') as TemplateScope;
      const wanted = req.query.getAll('categoryId').map(Number);
      const within = wanted.length > 0 ? descendants(scope, wanted) : null;
      const q = (req.query.get('q') ?? '').toLowerCase();
      const kind = req.query.get('kind');
      const list = items
        .filter((t) => t.scope === scope)
        .filter((t) => !within || t.categories.some((c) => within.has(c.id)))
        .filter((t) => !q || t.name.toLowerCase().includes(q))
        .filter((t) => !kind || t.kind === kind)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const limit = Number(req.query.get('limit') ?? 20);
      const start = Number(req.query.get('cursor') ?? 0);
      const end = start + limit;
      return { items: list.slice(start, end), nextCursor: end < list.length ? String(end) : null };
    },
    'GET /api/challenges/templates/one': (req: MockRequest) => find(Number(req.query.get('id'))) ?? errorReply('TEMPLATE_NOT_FOUND', 404),
    'GET /api/challenges/templates/options': opts,
    'POST /api/challenges/templates': (req: MockRequest) => {
      const body = req.body as CreateTemplateBody;
      log.push({ route: 'create', body });
      if (!manages(body.scope)) return errorReply('FORBIDDEN', 403);
      if (body.kind === 'chain' && (body.steps ?? []).length === 0) return errorReply('CHAIN_EMPTY', 422);
      const made: ChallengeTemplate = withMe(
        template({
          id: nextId++,
          kind: body.kind,
          scope: body.scope,
          name: body.name,
          description: body.description ?? '',
          covers: (body.coverIds ?? []).map((id, i) => ({ ...photos[i % photos.length]!, id })),
          winnerRule: body.winnerRule ?? 'organizer',
          settings: { ...DEFAULT_TEMPLATE_SETTINGS, ...body.settings },
          categories: categoriesOf(body.scope, body.categoryIds ?? []),
          steps: bodySteps(body.steps),
          createdAt: new Date(Date.now()).toISOString(),
        }),
      );
      items = [made, ...items];
      return reply(201, made);
    },
    'PATCH /api/challenges/templates': (req: MockRequest) => {
      const body = req.body as UpdateTemplateBody;
      log.push({ route: 'update', body });
      const current = find(body.id);
      if (!current) return errorReply('TEMPLATE_NOT_FOUND', 404);
      if (!manages(current.scope)) return errorReply('FORBIDDEN', 403);
      const scope = body.scope ?? current.scope;
      const saved = withMe({
        ...current,
        scope,
        name: body.name ?? current.name,
        description: body.description ?? current.description,
        covers: body.coverIds ? body.coverIds.map((id) => current.covers.find((c) => c.id === id) ?? { ...photos[0]!, id }) : current.covers,
        winnerRule: body.winnerRule ?? current.winnerRule,
        settings: { ...current.settings, ...body.settings },
        categories: body.categoryIds ? categoriesOf(scope, body.categoryIds) : scope === current.scope ? current.categories : [],
        steps: body.steps ? bodySteps(body.steps) : current.steps,
        updatedAt: new Date(Date.now()).toISOString(),
      });
      items = items.map((t) => (t.id === saved.id ? saved : t));
      return saved;
    },
    'DELETE /api/challenges/templates': (req: MockRequest) => {
      const id = Number(req.query.get('id'));
      log.push({ route: 'delete', body: { id } });
      items = items.filter((t) => t.id !== id);
      return { ok: true };
    },
    'GET /api/challenges/template-categories': (req: MockRequest) => {
      const scope = (req.query.get('scope') ?? 'my') as TemplateScope;
      return { scope, items: trees[scope], canManage: manages(scope) };
    },
    'POST /api/challenges/template-categories': (req: MockRequest) => {
      const body = req.body as CreateTemplateCategoryBody;
      log.push({ route: 'createCategory', body });
      const name = (body.name ?? '').trim();
      if (!name) return errorReply('CATEGORY_NAME_REQUIRED', 422, { field: 'name' });
      const parentId = body.parentId ?? null;
      const made = node(nextId++, name, parentId);
      if (parentId === null) trees[body.scope] = [...trees[body.scope], made];
      else {
        const parent = all(trees[body.scope]).find((n) => n.id === parentId);
        if (!parent) return errorReply('CATEGORY_NOT_FOUND', 404, { field: 'parentId' });
        parent.children.push(made);
      }
      sortTree(trees[body.scope]);
      trees[body.scope] = [...trees[body.scope]];
      return made;
    },
    'DELETE /api/challenges/template-categories': (req: MockRequest) => {
      const id = Number(req.query.get('id'));
      log.push({ route: 'deleteCategory', body: { id } });
      const scope = scopeOf(id);
      if (!scope) return errorReply('CATEGORY_NOT_FOUND', 404);
      const target = all(trees[scope]).find((n) => n.id === id)!;
      if (target.children.length > 0) return errorReply('CATEGORY_HAS_CHILDREN', 409);
      const prune = (nodes: TemplateCategory[]): TemplateCategory[] => nodes.filter((n) => n.id !== id).map((n) => ({ ...n, children: prune(n.children) }));
      trees[scope] = prune(trees[scope]);
      items = items.map((t) => ({ ...t, categories: t.categories.filter((c) => c.id !== id) }));
      return { ok: true };
    },
  };
  return { handlers, log, get items() { return items; } };
}

/**
 * A {@link templatesServer} that a story's `beforeEach` can `reset()` to its first state (stories
 * that write — add, delete — run more than once: screenshots, the theme matrix). `server` is the
 * current one (its `log`); `handlers` always answer from it.
 */
export function resettableTemplatesServer(options: TemplatesServerOptions = {}) {
  let server = templatesServer(options);
  const handlers = Object.fromEntries(
    Object.keys(server.handlers).map((key) => [
      key,
      (req: MockRequest) => {
        const handler = (server.handlers as Record<string, unknown>)[key];
        return typeof handler === 'function' ? (handler as (r: MockRequest) => unknown)(req) : handler;
      },
    ]),
  );
  return {
    handlers,
    get server() {
      return server;
    },
    reset: () => {
      server = templatesServer(options);
    },
  };
}
