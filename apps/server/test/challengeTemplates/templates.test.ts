/**
 * Challenge templates and their categories through the API (docs/decisions/0044; SPEC §1, §2
 * /challenge_templates, §3 Template, §5 category rules, §7 'templates, sections'; DOMAIN §1.9): who
 * may create, edit and delete in each scope (member, admin, superuser, superuser and admin, another
 * community), what each scope shows to whom, the category trees (name required, the parent in the
 * same tree, subcategories block a delete, a delete unlinks templates), the filter by several
 * categories with their descendants, the search and kind filters, keyset pages, the chain
 * template's steps, images (own uploads; a common template's images readable in every community),
 * every error code, and nothing written by a refusal.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, type ChallengeTemplate, type TemplateCategory, type TemplateCategoryTree, type TemplateOptions, type TemplatesPage, type UploadedImage } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { privilegedRoles, users } from '../../src/db/schema.ts';
import { count, createOrg, createTestApp, createTestDb, memberClients, memberOf, type Client, type TestOrg } from '../helpers.ts';
import { insertImage } from '../mediaRows.ts';
import { multipartBody } from '../multipart.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let dataDir: string;
let org: TestOrg;
let other: TestOrg;
const as = memberClients(() => app);

/** In `org`: 0 admin, 1 and 2 members, 3 a superuser (a plain member here), 4 a superuser who is also an admin. In `other`: 0 admin, 1 member, 2 superuser. */
const ADMIN = 0;
const MEMBER = 1;
const MEMBER2 = 2;
const SUPER = 3;
const SUPER_ADMIN = 4;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gratia-templates-'));
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db, { dataDir }));
  org = await createOrg(db, { name: 'Tpl', members: 6, accrual: 10 });
  other = await createOrg(db, { name: 'Other', members: 3, accrual: 10 });
  await db.update(users).set({ superuser: true }).where(sql`${users.id} in (${memberOf(org, SUPER).id}, ${memberOf(org, SUPER_ADMIN).id}, ${memberOf(other, 2).id})`);
  await db.insert(privilegedRoles).values({ organizationId: org.id, userId: memberOf(org, SUPER_ADMIN).id, role: 'A', roleName: 'Администратор' });
});
afterAll(async () => {
  await app.close();
  await cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Res = Awaited<ReturnType<Client['get']>>;
const code = (res: Res) => res.json<{ error: { code: string } }>().error.code;
const details = (res: Res) => res.json<{ error: { details: Record<string, unknown> } }>().error.details;
const issues = (res: Res) => (details(res).issues as { path: string; message: string }[]).map((i) => [i.path, i.message]);

let seq = 0;
/** POST /api/challenges/templates as member `i` of `o`. */
async function create(o: TestOrg, i: number, body: Record<string, unknown> = {}) {
  seq++;
  return (await as(o, i)).post('/api/challenges/templates', { kind: 'challenge', scope: 'my', name: `Шаблон ${seq}`, ...body });
}
async function created(o: TestOrg, i: number, body: Record<string, unknown> = {}): Promise<ChallengeTemplate> {
  const res = await create(o, i, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChallengeTemplate>();
}
async function category(o: TestOrg, i: number, body: Record<string, unknown>) {
  return (await as(o, i)).post('/api/challenges/template-categories', body);
}
async function madeCategory(o: TestOrg, i: number, body: Record<string, unknown>): Promise<TemplateCategory> {
  const res = await category(o, i, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TemplateCategory>();
}
async function list(o: TestOrg, i: number, query: string): Promise<TemplatesPage> {
  const res = await (await as(o, i)).get(`/api/challenges/templates?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TemplatesPage>();
}
async function getOne(o: TestOrg, i: number, id: number) {
  return (await as(o, i)).get(`/api/challenges/templates/one?id=${id}`);
}
async function patch(o: TestOrg, i: number, body: Record<string, unknown>) {
  return (await as(o, i)).send('PATCH', '/api/challenges/templates', body);
}
async function remove(o: TestOrg, i: number, id: number) {
  return (await as(o, i)).send('DELETE', `/api/challenges/templates?id=${id}`);
}
async function tree(o: TestOrg, i: number, scope: string): Promise<TemplateCategoryTree> {
  const res = await (await as(o, i)).get(`/api/challenges/template-categories?scope=${scope}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TemplateCategoryTree>();
}
const ids = (page: TemplatesPage) => page.items.map((t) => t.id);
const written = async () => ({
  templates: await count(db, 'challenge_templates'),
  steps: await count(db, 'challenge_template_steps'),
  categories: await count(db, 'challenge_template_categories'),
  links: await count(db, 'challenge_template_category_links'),
  images: await count(db, 'challenge_template_images'),
});

describe('scopes by role', () => {
  it('offers my to members, community to admins, common to superusers, all three to a superuser who is an admin', async () => {
    const scopes = async (o: TestOrg, i: number) => (await (await as(o, i)).get('/api/challenges/templates/options')).json<TemplateOptions>().scopes;
    expect(await scopes(org, MEMBER)).toEqual(['my']);
    expect(await scopes(org, ADMIN)).toEqual(['my', 'community']);
    expect(await scopes(org, SUPER)).toEqual(['my', 'common']);
    expect(await scopes(org, SUPER_ADMIN)).toEqual(['my', 'community', 'common']);
    expect((await (await as(org, MEMBER)).get('/api/challenges/templates/options')).json<TemplateOptions>().defaults).toEqual({
      multipleReports: true,
      showParticipants: false,
      anonymous: false,
    });
  });

  it('lets each role create only in the scopes it manages (403 FORBIDDEN otherwise), writing nothing on a refusal', async () => {
    const before = await written();
    for (const [i, scope] of [
      [MEMBER, 'community'],
      [MEMBER, 'common'],
      [ADMIN, 'common'],
      [SUPER, 'community'],
    ] as const) {
      const res = await create(org, i, { scope });
      expect(res.statusCode, `${i} ${scope}`).toBe(403);
      expect(code(res)).toBe('FORBIDDEN');
      const cat = await category(org, i, { name: 'Нельзя', scope });
      expect(cat.statusCode).toBe(403);
    }
    expect(await written()).toEqual(before);
    for (const [i, scope] of [
      [MEMBER, 'my'],
      [ADMIN, 'community'],
      [SUPER, 'common'],
      [SUPER_ADMIN, 'community'],
      [SUPER_ADMIN, 'common'],
    ] as const) {
      const t = await created(org, i, { scope });
      expect(t).toMatchObject({ scope, kind: 'challenge', me: { canEdit: true, canDelete: true }, steps: [], categories: [] });
      expect(t.settings).toEqual({ multipleReports: true, showParticipants: false, anonymous: false });
    }
  });
});

describe('visibility', () => {
  it('shows my to its owner in its community only, community to its members, common to everyone; 404 TEMPLATE_NOT_FOUND for the rest', async () => {
    const mine = await created(org, MEMBER, { name: 'Мой личный' });
    const ours = await created(org, ADMIN, { scope: 'community', name: 'Наш общий' });
    const common = await created(org, SUPER, { scope: 'common', name: 'Для всех' });
    const foreignCommunity = await created(other, 0, { scope: 'community', name: 'Чужой общинный' });
    const foreignMine = await created(other, 1, { name: 'Чужой личный' });

    expect(ids(await list(org, MEMBER, 'scope=my'))).toContain(mine.id);
    expect(ids(await list(org, MEMBER2, 'scope=my'))).not.toContain(mine.id);
    expect(ids(await list(org, ADMIN, 'scope=my'))).not.toContain(mine.id);
    for (const i of [MEMBER, MEMBER2, ADMIN, SUPER]) {
      const community = ids(await list(org, i, 'scope=community'));
      expect(community).toContain(ours.id);
      expect(community).not.toContain(foreignCommunity.id);
    }
    for (const [o, i] of [
      [org, MEMBER],
      [other, 1],
      [other, 0],
    ] as const) {
      const all = await list(o, i, 'scope=common');
      expect(ids(all)).toContain(common.id);
      expect(all.items.find((t) => t.id === common.id)?.me).toEqual({ canEdit: false, canDelete: false });
    }
    // The superuser of the other community manages common templates from there.
    expect((await list(other, 2, 'scope=common')).items.find((t) => t.id === common.id)?.me).toEqual({ canEdit: true, canDelete: true });
    expect(ids(await list(other, 1, 'scope=community'))).toEqual([foreignCommunity.id]);

    expect((await getOne(org, MEMBER, mine.id)).statusCode).toBe(200);
    expect((await getOne(org, MEMBER2, ours.id)).json<ChallengeTemplate>().me).toEqual({ canEdit: false, canDelete: false });
    expect((await getOne(org, ADMIN, ours.id)).json<ChallengeTemplate>().me).toEqual({ canEdit: true, canDelete: true });
    expect((await getOne(other, 1, common.id)).statusCode).toBe(200);
    for (const [o, i, id] of [
      [org, MEMBER2, mine.id],
      [org, ADMIN, mine.id],
      [other, 0, ours.id],
      [other, 2, ours.id],
      [org, ADMIN, foreignCommunity.id],
      [org, SUPER_ADMIN, foreignMine.id],
      [org, MEMBER, 2_000_000],
    ] as const) {
      const res = await getOne(o, i, id);
      expect(res.statusCode).toBe(404);
      expect(code(res)).toBe('TEMPLATE_NOT_FOUND');
    }
  });
});

describe('editing and deleting', () => {
  it('lets only the scope’s managers edit and delete: 403 for who sees it, 404 for who does not', async () => {
    const ours = await created(org, ADMIN, { scope: 'community', name: 'Было' });
    const mine = await created(org, MEMBER, { name: 'Моё' });
    const common = await created(org, SUPER, { scope: 'common', name: 'Общее' });

    for (const [o, i, id, status, c] of [
      [org, MEMBER, ours.id, 403, 'FORBIDDEN'],
      [org, SUPER, ours.id, 403, 'FORBIDDEN'],
      [other, 0, ours.id, 404, 'TEMPLATE_NOT_FOUND'],
      [org, MEMBER2, mine.id, 404, 'TEMPLATE_NOT_FOUND'],
      [org, ADMIN, mine.id, 404, 'TEMPLATE_NOT_FOUND'],
      [org, ADMIN, common.id, 403, 'FORBIDDEN'],
      [other, 1, common.id, 403, 'FORBIDDEN'],
    ] as const) {
      const edit = await patch(o, i, { id, name: 'Изменено' });
      expect(edit.statusCode, `${i} ${id}`).toBe(status);
      expect(code(edit)).toBe(c);
      const del = await remove(o, i, id);
      expect(del.statusCode).toBe(status);
      expect(code(del)).toBe(c);
    }
    for (const id of [ours.id, mine.id, common.id]) expect((await getOne(org, id === mine.id ? MEMBER : ADMIN, id)).json<ChallengeTemplate>().name).not.toBe('Изменено');

    // Another admin edits a colleague's community template; a superuser of another community edits a common one.
    const edited = await patch(org, SUPER_ADMIN, { id: ours.id, name: 'Стало', description: 'Новое описание', winnerRule: 'voting', settings: { anonymous: true, multipleReports: false } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<ChallengeTemplate>()).toMatchObject({ name: 'Стало', description: 'Новое описание', winnerRule: 'voting', settings: { multipleReports: false, anonymous: true } });
    // Only the flags given change.
    const flag = await patch(org, ADMIN, { id: ours.id, settings: { showParticipants: true } });
    expect(flag.json<ChallengeTemplate>().settings).toEqual({ multipleReports: false, showParticipants: true, anonymous: true });
    expect((await patch(other, 2, { id: common.id, name: 'Общее 2' })).json<ChallengeTemplate>().name).toBe('Общее 2');
    expect((await patch(org, MEMBER, { id: mine.id, name: 'Моё 2' })).json<ChallengeTemplate>().name).toBe('Моё 2');

    expect((await remove(org, MEMBER, mine.id)).json()).toEqual({ ok: true });
    expect((await remove(other, 2, common.id)).statusCode).toBe(200);
    expect((await remove(org, SUPER_ADMIN, ours.id)).statusCode).toBe(200);
    for (const id of [mine.id, common.id, ours.id]) expect(code(await getOne(org, SUPER_ADMIN, id))).toBe('TEMPLATE_NOT_FOUND');
    expect(code(await remove(org, ADMIN, ours.id))).toBe('TEMPLATE_NOT_FOUND');
  });

  it('moves a template between scopes the caller manages both of, dropping categories of the old tree', async () => {
    const mineCat = await madeCategory(org, ADMIN, { name: 'Личная категория', scope: 'my' });
    const communityCat = await madeCategory(org, ADMIN, { name: 'Категория сообщества', scope: 'community' });
    const t = await created(org, ADMIN, { name: 'Переезд', categoryIds: [mineCat.id] });
    expect(t.categories).toEqual([{ id: mineCat.id, name: 'Личная категория' }]);
    // A member cannot publish their own template to the community.
    const memberT = await created(org, MEMBER);
    expect(code(await patch(org, MEMBER, { id: memberT.id, scope: 'community' }))).toBe('FORBIDDEN');
    expect((await getOne(org, MEMBER, memberT.id)).json<ChallengeTemplate>().scope).toBe('my');
    // Categories of another tree are refused with the scope change, nothing changes.
    const wrong = await patch(org, ADMIN, { id: t.id, scope: 'community', categoryIds: [mineCat.id] });
    expect(wrong.statusCode).toBe(404);
    expect(code(wrong)).toBe('CATEGORY_NOT_FOUND');
    expect(details(wrong)).toEqual({ field: 'categoryIds' });
    expect((await getOne(org, ADMIN, t.id)).json<ChallengeTemplate>()).toMatchObject({ scope: 'my', categories: [{ id: mineCat.id }] });

    const moved = (await patch(org, ADMIN, { id: t.id, scope: 'community' })).json<ChallengeTemplate>();
    expect(moved).toMatchObject({ scope: 'community', categories: [] });
    expect(ids(await list(org, MEMBER2, 'scope=community'))).toContain(t.id);
    const filed = (await patch(org, ADMIN, { id: t.id, categoryIds: [communityCat.id] })).json<ChallengeTemplate>();
    expect(filed.categories).toEqual([{ id: communityCat.id, name: 'Категория сообщества' }]);
    // Another admin takes it back to 'my': it becomes theirs.
    const taken = (await patch(org, SUPER_ADMIN, { id: t.id, scope: 'my' })).json<ChallengeTemplate>();
    expect(taken).toMatchObject({ scope: 'my', categories: [] });
    expect(ids(await list(org, SUPER_ADMIN, 'scope=my'))).toContain(t.id);
    expect(code(await getOne(org, ADMIN, t.id))).toBe('TEMPLATE_NOT_FOUND');
  });
});

describe('categories', () => {
  it('needs a name (422 CATEGORY_NAME_REQUIRED), at most 80 characters (400 naming the field), writing nothing', async () => {
    const before = await written();
    for (const body of [{ scope: 'my' }, { scope: 'my', name: '' }, { scope: 'my', name: '   ' }]) {
      const res = await category(org, MEMBER, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(code(res)).toBe('CATEGORY_NAME_REQUIRED');
      expect(details(res)).toEqual({ field: 'name' });
    }
    const long = await category(org, MEMBER, { scope: 'my', name: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(issues(long)).toEqual([['name', 'validation.tooLong']]);
    const scope = await category(org, MEMBER, { scope: 'everyone', name: 'Спорт' });
    expect(issues(scope)).toEqual([['scope', 'validation.invalid']]);
    expect(await written()).toEqual(before);
    expect((await madeCategory(org, MEMBER, { scope: 'my', name: '  Спорт  ' })).name).toBe('Спорт');
  });

  it('keeps one tree per scope (my: per owner and community), nested and sorted by name; a parent only from the same tree', async () => {
    const root = await madeCategory(org, SUPER_ADMIN, { name: 'Здоровье', scope: 'common' });
    const sport = await madeCategory(org, SUPER_ADMIN, { name: 'Спорт', scope: 'common', parentId: root.id });
    const bike = await madeCategory(other, 2, { name: 'Велосипед', scope: 'common', parentId: sport.id });
    const food = await madeCategory(org, SUPER, { name: 'Еда', scope: 'common', parentId: root.id });
    const art = await madeCategory(org, SUPER, { name: 'Арт', scope: 'common' });
    expect(sport).toEqual({ id: sport.id, name: 'Спорт', parentId: root.id, children: [] });

    const common = await tree(other, 1, 'common');
    expect(common.canManage).toBe(false);
    const names = (nodes: TemplateCategory[]): unknown[] => nodes.map((n) => (n.children.length ? [n.name, names(n.children)] : n.name));
    const ours = names(common.items.filter((n) => [root.id, art.id].includes(n.id)));
    expect(ours).toEqual(['Арт', ['Здоровье', ['Еда', ['Спорт', ['Велосипед']]]]]);
    expect(common.items.find((n) => n.id === root.id)?.children[1]?.children[0]).toEqual({ id: bike.id, name: 'Велосипед', parentId: sport.id, children: [] });
    expect(food.parentId).toBe(root.id);
    expect((await tree(org, SUPER, 'common')).canManage).toBe(true);

    // Community trees are per community; my trees per owner.
    const team = await madeCategory(org, ADMIN, { name: 'Команда', scope: 'community' });
    expect((await tree(org, MEMBER, 'community')).items.map((n) => n.id)).toContain(team.id);
    expect((await tree(other, 0, 'community')).items.map((n) => n.id)).not.toContain(team.id);
    expect((await tree(org, MEMBER, 'community')).canManage).toBe(false);
    const myCat = await madeCategory(org, MEMBER, { name: 'Мои идеи', scope: 'my' });
    expect((await tree(org, MEMBER, 'my')).items.map((n) => n.id)).toContain(myCat.id);
    expect((await tree(org, MEMBER2, 'my')).items.map((n) => n.id)).not.toContain(myCat.id);
    expect((await tree(org, MEMBER2, 'my')).canManage).toBe(true);

    // A parent of another scope, another community's tree, or another member's: 404 CATEGORY_NOT_FOUND on parentId.
    const before = await written();
    for (const [o, i, body] of [
      [org, ADMIN, { name: 'X', scope: 'community', parentId: root.id }],
      [org, SUPER_ADMIN, { name: 'X', scope: 'common', parentId: team.id }],
      [other, 0, { name: 'X', scope: 'community', parentId: team.id }],
      [org, MEMBER2, { name: 'X', scope: 'my', parentId: myCat.id }],
      [org, MEMBER, { name: 'X', scope: 'my', parentId: 2_000_000 }],
    ] as const) {
      const res = await category(o, i, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(code(res)).toBe('CATEGORY_NOT_FOUND');
      expect(details(res)).toEqual({ field: 'parentId' });
    }
    expect(await written()).toEqual(before);
  });

  it('refuses to delete a category with subcategories (409 CATEGORY_HAS_CHILDREN); a delete unlinks its templates', async () => {
    const parent = await madeCategory(org, ADMIN, { name: 'Обучение', scope: 'community' });
    const child = await madeCategory(org, ADMIN, { name: 'Курсы', scope: 'community', parentId: parent.id });
    const t = await created(org, ADMIN, { scope: 'community', categoryIds: [child.id, parent.id] });
    expect(t.categories.map((c) => c.name)).toEqual(['Курсы', 'Обучение']);

    const blocked = await (await as(org, ADMIN)).send('DELETE', `/api/challenges/template-categories?id=${parent.id}`);
    expect(blocked.statusCode).toBe(409);
    expect(code(blocked)).toBe('CATEGORY_HAS_CHILDREN');
    // Who sees it but does not manage it: 403; another community: 404.
    expect(code(await (await as(org, MEMBER)).send('DELETE', `/api/challenges/template-categories?id=${child.id}`))).toBe('FORBIDDEN');
    const foreign = await (await as(other, 0)).send('DELETE', `/api/challenges/template-categories?id=${child.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(code(foreign)).toBe('CATEGORY_NOT_FOUND');

    expect((await (await as(org, ADMIN)).send('DELETE', `/api/challenges/template-categories?id=${child.id}`)).json()).toEqual({ ok: true });
    expect((await getOne(org, MEMBER, t.id)).json<ChallengeTemplate>().categories).toEqual([{ id: parent.id, name: 'Обучение' }]);
    expect((await (await as(org, SUPER_ADMIN)).send('DELETE', `/api/challenges/template-categories?id=${parent.id}`)).statusCode).toBe(200);
    expect((await getOne(org, MEMBER, t.id)).json<ChallengeTemplate>().categories).toEqual([]);
    expect((await tree(org, ADMIN, 'community')).items.map((n) => n.id)).not.toContain(parent.id);
    expect(code(await (await as(org, ADMIN)).send('DELETE', `/api/challenges/template-categories?id=${parent.id}`))).toBe('CATEGORY_NOT_FOUND');
  });

  it('files a template only under categories of its own scope tree (404 CATEGORY_NOT_FOUND), writing nothing', async () => {
    const communityCat = await madeCategory(org, ADMIN, { name: 'Чужое дерево', scope: 'community' });
    const foreign = await madeCategory(other, 0, { name: 'Другое сообщество', scope: 'community' });
    const before = await written();
    for (const [scope, categoryIds] of [
      ['my', [communityCat.id]],
      ['community', [foreign.id]],
      ['community', [communityCat.id, 2_000_000]],
    ] as const) {
      const res = await create(org, ADMIN, { scope, categoryIds });
      expect(res.statusCode).toBe(404);
      expect(code(res)).toBe('CATEGORY_NOT_FOUND');
      expect(details(res)).toEqual({ field: 'categoryIds' });
    }
    expect(await written()).toEqual(before);
  });
});

describe('at the same moment', () => {
  it('a category deleted while a child and a template come to it: each call answers a code, never a 5xx, and the tree stays whole', async () => {
    for (let round = 0; round < 5; round++) {
      const victim = await madeCategory(org, ADMIN, { name: `Удаляемая ${round}`, scope: 'community' });
      const admin = await as(org, ADMIN);
      const [del, child, tpl] = await Promise.all([
        admin.send('DELETE', `/api/challenges/template-categories?id=${victim.id}`),
        category(org, SUPER_ADMIN, { name: `Дочерняя ${round}`, scope: 'community', parentId: victim.id }),
        create(org, SUPER_ADMIN, { scope: 'community', categoryIds: [victim.id] }),
      ]);
      for (const res of [del, child, tpl]) expect(res.statusCode, res.body).toBeLessThan(500);
      const deleted = del.statusCode === 200;
      // Either the delete won (the child and the filing see it gone) or the child did (the delete is refused).
      if (deleted) expect(child.statusCode).toBe(404);
      else expect([del.statusCode, code(del), child.statusCode]).toEqual([409, 'CATEGORY_HAS_CHILDREN', 200]);
      const [orphans] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from challenge_template_categories c
            where c.parent_id is not null and not exists (select 1 from challenge_template_categories p where p.id = c.parent_id)`,
      );
      expect(orphans?.n).toBe(0);
    }
  });
});

describe('the list', () => {
  it('filters by several categories with their descendants, by kind and by any part of the name', async () => {
    const a = await madeCategory(org, MEMBER2, { name: 'A', scope: 'my' });
    const a1 = await madeCategory(org, MEMBER2, { name: 'A1', scope: 'my', parentId: a.id });
    const a1a = await madeCategory(org, MEMBER2, { name: 'A1a', scope: 'my', parentId: a1.id });
    const b = await madeCategory(org, MEMBER2, { name: 'B', scope: 'my' });
    const c = await madeCategory(org, MEMBER2, { name: 'C', scope: 'my' });
    const t1 = await created(org, MEMBER2, { name: 'Забег по лестнице', categoryIds: [a1a.id] });
    const t2 = await created(org, MEMBER2, { name: 'Книжный клуб', categoryIds: [b.id] });
    const t3 = await created(org, MEMBER2, { name: 'Идея 100%_', categoryIds: [c.id, b.id] });
    const t4 = await created(org, MEMBER2, { kind: 'chain', name: 'Онбординг', steps: [{ step: 1, name: 'Знакомство' }] });
    const of = async (query: string) => ids(await list(org, MEMBER2, `scope=my&${query}`));

    expect(await of(`categoryId=${a.id}`)).toEqual([t1.id]);
    expect(await of(`categoryId=${a1a.id}`)).toEqual([t1.id]);
    expect(await of(`categoryId=${a.id}&categoryId=${b.id}`)).toEqual([t3.id, t2.id, t1.id]);
    expect(await of(`categoryId=${c.id}`)).toEqual([t3.id]);
    // Ids outside the caller's tree select nothing.
    expect(await of('categoryId=2000000')).toEqual([]);
    expect(ids(await list(org, MEMBER, `scope=my&categoryId=${a.id}`))).toEqual([]);
    expect(await of('kind=chain')).toEqual([t4.id]);
    expect((await of('kind=challenge')).slice(0, 3)).toEqual([t3.id, t2.id, t1.id]);
    expect(await of(`q=${encodeURIComponent('КНИЖ')}`)).toEqual([t2.id]);
    expect(await of(`q=${encodeURIComponent('%_')}`)).toEqual([t3.id]);
    expect(await of(`q=${encodeURIComponent('лестн')}&categoryId=${b.id}`)).toEqual([]);

    const bad = await (await as(org, MEMBER2)).get('/api/challenges/templates?scope=my&categoryId=abc');
    expect(bad.statusCode).toBe(400);
    expect(issues(bad).map(([p]) => p)).toEqual(['categoryId']);
    const noScope = await (await as(org, MEMBER2)).get('/api/challenges/templates');
    expect(issues(noScope)).toEqual([['scope', 'validation.required']]);
  });

  it('pages newest first by keyset cursor', async () => {
    const made: number[] = [];
    for (let i = 0; i < 5; i++) made.push((await created(other, 1, { name: `Страница ${i}` })).id);
    const first = await list(other, 1, 'scope=my&limit=2');
    expect(ids(first)).toEqual([made[4], made[3]]);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(other, 1, `scope=my&limit=2&cursor=${first.nextCursor}`);
    expect(ids(second)).toEqual([made[2], made[1]]);
    const third = await list(other, 1, `scope=my&limit=2&cursor=${second.nextCursor}`);
    expect(ids(third)).toContain(made[0]);
    const all = await list(other, 1, 'scope=my&limit=100');
    expect(all.nextCursor).toBeNull();
    const bad = await (await as(other, 1)).get('/api/challenges/templates?scope=my&cursor=bm90LWEtY3Vyc29y');
    expect(bad.statusCode).toBe(400);
    expect(issues(bad)).toEqual([['cursor', 'validation.cursor']]);
  });
});

describe('chain templates', () => {
  it('keeps ordered steps; refuses an empty chain (CHAIN_EMPTY), a gap (CHAIN_STEPS_GAP with the step), steps on a challenge template', async () => {
    const before = await written();
    const empty = await create(org, MEMBER, { kind: 'chain' });
    expect(empty.statusCode).toBe(422);
    expect(code(empty)).toBe('CHAIN_EMPTY');
    const gap = await create(org, MEMBER, { kind: 'chain', steps: [{ step: 1, name: 'Один' }, { step: 3, name: 'Три' }] });
    expect(gap.statusCode).toBe(422);
    expect(code(gap)).toBe('CHAIN_STEPS_GAP');
    expect(details(gap)).toEqual({ step: 2 });
    expect(code(await create(org, MEMBER, { kind: 'chain', steps: [{ step: 2, name: 'Два' }] }))).toBe('CHAIN_STEPS_GAP');
    const onChallenge = await create(org, MEMBER, { kind: 'challenge', steps: [{ step: 1, name: 'Один' }] });
    expect(onChallenge.statusCode).toBe(400);
    expect(issues(onChallenge)).toEqual([['steps', 'validation.invalid']]);
    const twice = await create(org, MEMBER, { kind: 'chain', steps: [{ step: 1, name: 'Один' }, { step: 1, name: 'Снова', sort: 0 }] });
    expect(issues(twice)).toEqual([['steps.1.sort', 'validation.duplicate']]);
    const noName = await create(org, MEMBER, { kind: 'chain', steps: [{ step: 1 }] });
    expect(issues(noName)).toEqual([['steps.0.name', 'validation.required']]);
    expect(await written()).toEqual(before);

    const chain = await created(org, MEMBER, {
      kind: 'chain',
      name: 'Онбординг новичка',
      steps: [
        { step: 2, sort: 1, name: 'Обед с командой', winnerRule: 'voting' },
        { step: 1, name: 'Знакомство', description: 'Расскажите о себе', settings: { anonymous: true } },
        { step: 2, sort: 0, name: 'Первый коммит' },
        { step: 3, name: 'Итоги месяца' },
      ],
    });
    expect(chain.steps.map((s) => [s.step, s.sort, s.name])).toEqual([
      [1, 0, 'Знакомство'],
      [2, 0, 'Первый коммит'],
      [2, 1, 'Обед с командой'],
      [3, 0, 'Итоги месяца'],
    ]);
    expect(chain.steps[0]).toMatchObject({ description: 'Расскажите о себе', winnerRule: 'organizer', settings: { multipleReports: true, anonymous: true }, covers: [] });

    const gapEdit = await patch(org, MEMBER, { id: chain.id, steps: [{ step: 1, name: 'A' }, { step: 4, name: 'B' }] });
    expect(code(gapEdit)).toBe('CHAIN_STEPS_GAP');
    expect(details(gapEdit)).toEqual({ step: 2 });
    expect(code(await patch(org, MEMBER, { id: chain.id, steps: [] }))).toBe('CHAIN_EMPTY');
    expect((await getOne(org, MEMBER, chain.id)).json<ChallengeTemplate>().steps).toHaveLength(4);
    const replaced = (await patch(org, MEMBER, { id: chain.id, steps: [{ step: 1, name: 'Только один' }] })).json<ChallengeTemplate>();
    expect(replaced.steps.map((s) => s.name)).toEqual(['Только один']);

    const plain = await created(org, MEMBER);
    const stepsOnPlain = await patch(org, MEMBER, { id: plain.id, steps: [{ step: 1, name: 'A' }] });
    expect(stepsOnPlain.statusCode).toBe(422);
    expect(issues(stepsOnPlain)).toEqual([['steps', 'validation.invalid']]);
    expect(await count(db, 'challenge_template_steps')).toBe(before.steps + 1);
    expect((await remove(org, MEMBER, chain.id)).statusCode).toBe(200);
    expect(await count(db, 'challenge_template_steps')).toBe(before.steps);
  });
});

describe('images', () => {
  /** Uploads a small PNG as member `i` of `o` (a photo, purpose `thanks`). */
  async function upload(o: TestOrg, i: number): Promise<UploadedImage> {
    const c = await as(o, i);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } } }).png().toBuffer();
    const body = multipartBody([{ data: png, filename: 'cover.png' }]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/uploads/images?purpose=thanks',
      headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '), [CSRF_HEADER]: c.cookies.get(CSRF_COOKIE) ?? '', 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<UploadedImage>();
  }

  it('takes the caller’s own uploads (IMAGE_NOT_FOUND for another’s), keeps a colleague’s covers on edit, and serves a common template’s images in every community', async () => {
    const own = await insertImage(db, org.id, memberOf(org, ADMIN).id);
    const theirs = await insertImage(db, org.id, memberOf(org, MEMBER).id);
    const before = await written();
    const refused = await create(org, ADMIN, { scope: 'community', coverIds: [own, theirs] });
    expect(refused.statusCode).toBe(422);
    expect(code(refused)).toBe('IMAGE_NOT_FOUND');
    expect(code(await create(org, ADMIN, { kind: 'chain', steps: [{ step: 1, name: 'A', coverIds: [theirs] }] }))).toBe('IMAGE_NOT_FOUND');
    expect(await written()).toEqual(before);

    const t = await created(org, ADMIN, { scope: 'community', coverIds: [own], thumbnailId: own });
    expect(t.covers.map((c) => c.id)).toEqual([own]);
    expect(t.thumbnail?.id).toBe(own);
    // Another admin keeps the covers and adds their own; someone else's upload is still refused.
    const mineToo = await insertImage(db, org.id, memberOf(org, SUPER_ADMIN).id);
    const kept = await patch(org, SUPER_ADMIN, { id: t.id, coverIds: [mineToo, own] });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<ChallengeTemplate>().covers.map((c) => c.id)).toEqual([mineToo, own]);
    expect(code(await patch(org, SUPER_ADMIN, { id: t.id, coverIds: [theirs] }))).toBe('IMAGE_NOT_FOUND');

    // A common template's images are readable by members of every community; other images stay in theirs.
    const cover = await upload(org, SUPER);
    const stepCover = await upload(org, SUPER);
    const private_ = await upload(org, SUPER);
    const common = await created(org, SUPER, { scope: 'common', kind: 'chain', coverIds: [cover.id], steps: [{ step: 1, name: 'Шаг', coverIds: [stepCover.id] }] });
    expect(common.steps[0]?.covers.map((c) => c.id)).toEqual([stepCover.id]);
    const outsider = await as(other, 1);
    expect((await outsider.get(`/api/images/${cover.id}`)).statusCode).toBe(200);
    expect((await outsider.get(`/api/images/${stepCover.id}?size=thumb`)).statusCode).toBe(200);
    expect((await outsider.get(`/api/images/${private_.id}`)).statusCode).toBe(404);
    // Once it is no longer common (or no longer shows the image), the image is its community's again.
    await patch(org, SUPER, { id: common.id, coverIds: [] });
    expect((await outsider.get(`/api/images/${cover.id}`)).statusCode).toBe(404);
    expect((await outsider.get(`/api/images/${stepCover.id}`)).statusCode).toBe(200);
    expect((await remove(org, SUPER, common.id)).statusCode).toBe(200);
    expect((await outsider.get(`/api/images/${stepCover.id}`)).statusCode).toBe(404);
    expect((await (await as(org, MEMBER)).get(`/api/images/${stepCover.id}`)).statusCode).toBe(200);
  });
});

describe('input', () => {
  it('names the field of every malformed value and writes nothing', async () => {
    const before = await written();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: 'quest' }, 'kind', 'validation.invalid'],
      [{ scope: 'all' }, 'scope', 'validation.invalid'],
      [{ name: '  ' }, 'name', 'validation.required'],
      [{ name: 'x'.repeat(256) }, 'name', 'validation.tooLong'],
      [{ description: 'x'.repeat(5001) }, 'description', 'validation.tooLong'],
      [{ coverIds: ['not-a-uuid'] }, 'coverIds.0', 'validation.invalid'],
      [{ categoryIds: [0] }, 'categoryIds.0', 'validation.id'],
      [{ categoryIds: Array.from({ length: 21 }, (_, i) => i + 1) }, 'categoryIds', 'validation.tooMany'],
      [{ winnerRule: 'luck' }, 'winnerRule', 'validation.invalid'],
      [{ settings: { anonymous: 'yes' } }, 'settings.anonymous', 'validation.invalid'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(org, MEMBER, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(issues(res)).toContainEqual([field, message]);
    }
    const noId = await patch(org, MEMBER, { name: 'x' });
    expect(issues(noId)).toEqual([['id', 'validation.required']]);
    expect(await written()).toEqual(before);
  });
});
