/**
 * Reads of challenge templates and their categories (SPEC §2 /challenge_templates, §3 Template;
 * DOMAIN §1.9; docs/decisions/0044): who the caller is for the scope rules, the template list of a
 * scope with its filters and keyset pages, one template with what the caller may do with it, and a
 * scope's category tree. Every query carries the caller's scope condition, so no call reaches
 * another member's `my` template or another community's `my` or `community` ones (404
 * TEMPLATE_NOT_FOUND / CATEGORY_NOT_FOUND).
 * Query paths: `challenge_templates_my_idx`, `_community_idx`, `_common_idx` (the lists, newest
 * first), `challenge_templates_name_trgm_idx` (the search), `challenge_template_category_links`'
 * primary key (the category filter), `challenge_template_categories_tree_idx` (a tree) and
 * `_parent_idx` (descendants).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ChallengeTemplate, ImageRef, TemplateCategory, TemplateCategoryTree, TemplateOptions, TemplateScope, TemplatesPage, TemplatesQuery, WinnerRule } from '@gratia/contracts';
import { DEFAULT_TEMPLATE_SETTINGS } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../db/cursor.ts';
import { AppError } from '../../http/errors.ts';
import { imageRef } from '../media/index.ts';
import { isAdmin } from '../roles/index.ts';
import type { TemplateKindCode, TemplateScopeCode } from './schema.ts';

/** The caller: organization and user. */
export interface Viewer {
  organizationId: number;
  userId: number;
}

/** The caller with the roles the scope rules read: an admin 'A' of the current community, a superuser. */
export interface Caller extends Viewer {
  admin: boolean;
  superuser: boolean;
}

/** The caller's roles for the scope rules (docs/decisions/0044 'Who may do what'). */
export async function callerOf(db: Executor, viewer: Viewer): Promise<Caller> {
  const [u] = await queryRows<{ superuser: boolean }>(db, sql`select superuser from users where id = ${viewer.userId}`);
  return { ...viewer, admin: await isAdmin(db, viewer.userId, viewer.organizationId), superuser: u?.superuser === true };
}

/** The scopes the caller manages (creates, edits, deletes templates and categories in): member → my; admin → community too; superuser → common too. */
export function managedScopes(caller: Pick<Caller, 'admin' | 'superuser'>): TemplateScope[] {
  return ['my', ...(caller.admin ? (['community'] as const) : []), ...(caller.superuser ? (['common'] as const) : [])];
}

/** True when the caller manages `scope` (see {@link managedScopes}). */
export function manages(caller: Pick<Caller, 'admin' | 'superuser'>, scope: TemplateScopeCode): boolean {
  return managedScopes(caller).includes(scope);
}

/** Rows of `alias` (a template or a category) in the caller's tree of `scope`: `my` — theirs in this community; `community` — this community's; `common` — everyone's. */
export function inScope(viewer: Viewer, scope: TemplateScopeCode, alias: string): SQL {
  const a = sql.raw(alias);
  if (scope === 'common') return sql`${a}.scope = 'common'`;
  if (scope === 'community') return sql`(${a}.scope = 'community' and ${a}.organization_id = ${viewer.organizationId})`;
  return sql`(${a}.scope = 'my' and ${a}.organization_id = ${viewer.organizationId} and ${a}.owner_id = ${viewer.userId})`;
}

/** Rows of `alias` the caller sees in any scope. */
export function visibleTo(viewer: Viewer, alias: string): SQL {
  return sql`(${inScope(viewer, 'my', alias)} or ${inScope(viewer, 'community', alias)} or ${inScope(viewer, 'common', alias)})`;
}

/** An instant from the driver (Date or text) as ISO 8601. */
const iso = (v: string | Date): string => (v instanceof Date ? v : new Date(v)).toISOString();

interface ImageJson {
  id: string;
  width: number;
  height: number;
}
const toImage = (i: ImageJson): ImageRef => imageRef({ id: i.id, purpose: 'thanks', width: Number(i.width), height: Number(i.height) });

/** Names sort as people read them (the same order on PGlite and PostgreSQL, whatever the database's collation). */
const byName = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

/** The covers of `column` (a uuid[] of the row in scope) in order, as one JSON array. */
const coversJson = (column: string) =>
  sql.raw(
    `(select coalesce(json_agg(json_build_object('id', i.id, 'width', i.width, 'height', i.height) order by x.ord), '[]'::json)
       from unnest(${column}) with ordinality x(id, ord) join images i on i.id = x.id)`,
  );

interface StepJson {
  step: number;
  sort: number;
  name: string;
  description: string;
  winnerRule: WinnerRule;
  multipleReports: boolean;
  showParticipants: boolean;
  anonymous: boolean;
  covers: ImageJson[];
}

/** A template row with its covers, categories and steps. */
interface TemplateRow {
  id: number;
  kind: TemplateKindCode;
  scope: TemplateScopeCode;
  name: string;
  description: string;
  covers: ImageJson[];
  thumbnail: ImageJson | null;
  winner_rule: WinnerRule;
  multiple_reports: boolean;
  show_participants: boolean;
  anonymous: boolean;
  categories: { id: number; name: string }[];
  steps: StepJson[];
  created_at: string | Date;
  updated_at: string | Date;
}

/** The select of templates (alias `t`) for {@link toTemplate}. */
const templateSelect = sql`select t.id, t.kind, t.scope, t.name, t.description, ${coversJson('t.cover_ids')} as covers,
    (select json_build_object('id', i.id, 'width', i.width, 'height', i.height) from images i where i.id = t.thumbnail_id) as thumbnail,
    t.winner_rule, t.multiple_reports, t.show_participants, t.anonymous, t.created_at, t.updated_at,
    (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name)), '[]'::json)
       from challenge_template_category_links l join challenge_template_categories c on c.id = l.category_id where l.template_id = t.id) as categories,
    (select coalesce(json_agg(json_build_object('step', s.step, 'sort', s.sort, 'name', s.name, 'description', s.description, 'winnerRule', s.winner_rule,
              'multipleReports', s.multiple_reports, 'showParticipants', s.show_participants, 'anonymous', s.anonymous, 'covers', ${coversJson('s.cover_ids')})
              order by s.step, s.sort, s.id), '[]'::json)
       from challenge_template_steps s where s.template_id = t.id) as steps
  from challenge_templates t`;

/** The API shape of a template row for `caller`. */
function toTemplate(r: TemplateRow, caller: Caller): ChallengeTemplate {
  const mayManage = manages(caller, r.scope);
  return {
    id: Number(r.id),
    kind: r.kind,
    scope: r.scope,
    name: r.name,
    description: r.description,
    covers: r.covers.map(toImage),
    thumbnail: r.thumbnail ? toImage(r.thumbnail) : null,
    winnerRule: r.winner_rule,
    settings: { multipleReports: r.multiple_reports, showParticipants: r.show_participants, anonymous: r.anonymous },
    categories: r.categories.map((c) => ({ id: Number(c.id), name: c.name })).sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id),
    steps: r.steps.map((s) => ({
      step: Number(s.step),
      sort: Number(s.sort),
      name: s.name,
      description: s.description,
      winnerRule: s.winnerRule,
      settings: { multipleReports: s.multipleReports, showParticipants: s.showParticipants, anonymous: s.anonymous },
      covers: s.covers.map(toImage),
    })),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    me: { canEdit: mayManage, canDelete: mayManage },
  };
}

/** GET /api/challenges/templates/one?id=: one template the caller sees, with what they may do with it; else 404 TEMPLATE_NOT_FOUND. */
export async function getTemplate(db: Executor, viewer: Viewer, id: number, known?: Caller): Promise<ChallengeTemplate> {
  const [row] = await queryRows<TemplateRow>(db, sql`${templateSelect} where t.id = ${id} and ${visibleTo(viewer, 't')}`);
  if (!row) throw new AppError('TEMPLATE_NOT_FOUND', 'Template not found');
  return toTemplate(row, known ?? (await callerOf(db, viewer)));
}

/** Escapes LIKE wildcards so a search matches literally. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The ids of `ids` that are categories of the caller's tree of `scope`, with all their descendants (recursive over `challenge_template_categories_parent_idx`). */
export async function categoriesWithDescendants(db: Executor, viewer: Viewer, scope: TemplateScopeCode, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive sel(id) as (
          select c.id from challenge_template_categories c where c.id = any(${`{${[...new Set(ids)].join(',')}}`}::int[]) and ${inScope(viewer, scope, 'c')}
          union
          select c.id from challenge_template_categories c join sel on c.parent_id = sel.id)
        select id from sel`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * GET /api/challenges/templates?scope=&categoryId=&kind=&q=&cursor=&limit=: the caller's templates
 * of `scope`, newest first, a keyset page on (created_at, id). `categoryId` keeps the templates
 * filed under any selected category of the scope's tree or any of its descendants (ids outside the
 * tree select nothing: a filter of only such ids lists nothing); `kind` one kind; `q` any part of
 * the name, case-insensitively.
 */
export async function templatesPage(db: Executor, viewer: Viewer, q: TemplatesQuery): Promise<TemplatesPage> {
  const where: SQL[] = [inScope(viewer, q.scope, 't')];
  if (q.kind) where.push(sql`t.kind = ${q.kind}`);
  if (q.q) where.push(sql`lower(t.name) like ${`%${escapeLike(q.q.toLowerCase())}%`}`);
  if (q.categoryId && q.categoryId.length > 0) {
    const ids = await categoriesWithDescendants(db, viewer, q.scope, q.categoryId);
    where.push(
      sql`exists (select 1 from challenge_template_category_links l where l.template_id = t.id and l.category_id = any(${`{${ids.join(',')}}`}::int[]))`,
    );
  }
  if (q.cursor) {
    const c = decodeCursor(q.cursor);
    where.push(sql`(t.created_at, t.id) < (${c.createdAt.toISOString()}::timestamptz, ${c.id})`);
  }
  const rows = await queryRows<TemplateRow>(db, sql`${templateSelect} where ${sql.join(where, sql` and `)} order by t.created_at desc, t.id desc limit ${q.limit + 1}`);
  const caller = await callerOf(db, viewer);
  const items = rows.slice(0, q.limit).map((r) => toTemplate(r, caller));
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > q.limit && last ? encodeCursor(new Date(last.createdAt), last.id) : null };
}

/** GET /api/challenges/templates/options: the scopes the caller may create templates and categories in, and the form's defaults. */
export async function templateOptions(db: Executor, viewer: Viewer): Promise<TemplateOptions> {
  return { scopes: managedScopes(await callerOf(db, viewer)), defaults: DEFAULT_TEMPLATE_SETTINGS };
}

/** Builds the nested tree of `rows` (any order): roots and every list of children sorted by name, then id. */
export function buildTree(rows: readonly { id: number; name: string; parent_id: number | null }[]): TemplateCategory[] {
  const nodes = new Map<number, TemplateCategory>();
  for (const r of rows) nodes.set(Number(r.id), { id: Number(r.id), name: r.name, parentId: r.parent_id === null ? null : Number(r.parent_id), children: [] });
  const roots: TemplateCategory[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: TemplateCategory[]) => {
    list.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
    for (const n of list) sort(n.children);
  };
  sort(roots);
  return roots;
}

/** GET /api/challenges/template-categories?scope=: the caller's whole tree of `scope` (children nested, sorted by name) and whether they manage it. */
export async function categoryTree(db: Executor, viewer: Viewer, scope: TemplateScopeCode): Promise<TemplateCategoryTree> {
  const rows = await queryRows<{ id: number; name: string; parent_id: number | null }>(
    db,
    sql`select c.id, c.name, c.parent_id from challenge_template_categories c where ${inScope(viewer, scope, 'c')}`,
  );
  return { scope, items: buildTree(rows), canManage: manages(await callerOf(db, viewer), scope) };
}
