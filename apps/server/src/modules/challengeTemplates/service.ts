/**
 * Changes of challenge templates and their categories (SPEC §1 'templates with categories', §3
 * Template, §5 'Category name is required', 'A category with subcategories cannot be deleted';
 * DOMAIN §1.9; docs/decisions/0044). Each call is one transaction: a refusal writes nothing.
 *
 * Scope rules: a template or category of scope `my` is its owner's (in the community it was made
 * in), `community` one community's (its admins 'A' manage it), `common` everyone's (superusers
 * manage it). One the caller cannot see is 404 (TEMPLATE_NOT_FOUND, CATEGORY_NOT_FOUND); one they
 * see but do not manage, or a scope they may not create in, is 403 FORBIDDEN.
 *
 * Locks: a template is changed under its row lock (`for update`); the categories a template is filed
 * under, and a new category's parent, are read `for share`, and a category is deleted under
 * `for update` — so a category deleted at the same moment is either seen gone (404) or waits, and
 * a parent never gets a child after its delete checked it had none.
 */
import { sql } from 'drizzle-orm';
import type { ChallengeTemplate, CreateTemplateBody, CreateTemplateCategoryBody, TemplateCategory, TemplateStepBody, UpdateTemplateBody } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { withTxRetry } from '../../db/txRetry.ts';
import { AppError } from '../../http/errors.ts';
import { callerOf, getTemplate, inScope, manages, visibleTo, type Caller, type Viewer } from './queries.ts';
import type { TemplateKindCode, TemplateScopeCode } from './schema.ts';

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * The chain rules of a chain template's steps (DOMAIN §1.8, shared with chains): at least one
 * challenge definition (422 CHAIN_EMPTY), and steps 1…n without a gap (422 CHAIN_STEPS_GAP with
 * `details.step`, the first step missing).
 */
export function checkChainSteps(steps: readonly Pick<TemplateStepBody, 'step'>[]): void {
  if (steps.length === 0) throw new AppError('CHAIN_EMPTY', 'The chain is empty, add challenges to create');
  const present = new Set(steps.map((s) => s.step));
  const last = Math.max(...present);
  for (let step = 1; step <= last; step++) {
    if (!present.has(step)) throw new AppError('CHAIN_STEPS_GAP', `Fill in all steps up to step ${step}`, { details: { step } });
  }
}

/**
 * A VALIDATION_ERROR naming `path` of the body, with the schema check's issue shape, but 422: the
 * body is well-formed, the stored template refuses it (steps on a challenge template).
 */
const invalidField = (path: string) =>
  new AppError('VALIDATION_ERROR', 'This template does not take this field', {
    status: 422,
    details: { issues: [{ path, message: 'validation.invalid', location: 'body' }] },
  });

/** 403 FORBIDDEN unless the caller manages `scope` (docs/decisions/0044: member → my; admin → community; superuser → common). */
function requireManages(caller: Caller, scope: TemplateScopeCode): void {
  if (!manages(caller, scope)) throw new AppError('FORBIDDEN', `Only ${scope === 'common' ? 'superusers' : 'administrators'} manage ${scope} templates and categories`);
}

/**
 * Locks (`for share`) the categories `ids` of the caller's tree of `scope`; 404 CATEGORY_NOT_FOUND
 * (`details.field`) unless every one is there. Returns them without duplicates.
 */
async function lockCategories(tx: Executor, viewer: Viewer, scope: TemplateScopeCode, ids: readonly number[], field: string): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select c.id from challenge_template_categories c where c.id = any(${intArray(unique)}) and ${inScope(viewer, scope, 'c')} order by c.id for share`,
  );
  if (rows.length !== unique.length) throw new AppError('CATEGORY_NOT_FOUND', 'A category is not in this tree', { details: { field } });
  return unique;
}

/**
 * 422 IMAGE_NOT_FOUND unless every id is the caller's own photo upload (purpose `thanks`) in their
 * current community, or an image template `keepOf` already shows (an admin editing a colleague's
 * community template keeps its covers).
 */
async function checkImages(tx: Executor, viewer: Viewer, ids: readonly string[], keepOf: number | null): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const kept = keepOf === null ? sql`false` : sql`i.id in (select ti.image_id from challenge_template_images ti where ti.template_id = ${keepOf})`;
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from images i where i.id = any(${uuidArray(unique)})
          and ((i.organization_id = ${viewer.organizationId} and i.owner_id = ${viewer.userId} and i.purpose = 'thanks') or ${kept})`,
  );
  if (Number(row?.n ?? 0) !== unique.length) throw new AppError('IMAGE_NOT_FOUND', 'An image is unknown or not yours');
}

/** Every image of a template's fields. */
function imagesOf(coverIds: readonly string[], thumbnailId: string | null, steps: readonly Pick<TemplateStepBody, 'coverIds'>[]): string[] {
  return [...coverIds, ...(thumbnailId ? [thumbnailId] : []), ...steps.flatMap((s) => s.coverIds)];
}

/** Writes the steps of template `id` (replacing any). */
async function writeSteps(tx: Executor, id: number, steps: readonly TemplateStepBody[]): Promise<void> {
  await tx.execute(sql`delete from challenge_template_steps where template_id = ${id}`);
  for (const s of steps) {
    await tx.execute(
      sql`insert into challenge_template_steps (template_id, step, sort, name, description, cover_ids, winner_rule, multiple_reports, show_participants, anonymous)
          values (${id}, ${s.step}, ${s.sort}, ${s.name}, ${s.description}, ${uuidArray(s.coverIds)}, ${s.winnerRule},
                  ${s.settings.multipleReports}, ${s.settings.showParticipants}, ${s.settings.anonymous})`,
    );
  }
}

/** Rewrites the image rows of template `id` from what it shows now (covers, thumbnail, steps' covers). */
async function syncImages(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`delete from challenge_template_images where template_id = ${id}`);
  await tx.execute(
    sql`insert into challenge_template_images (template_id, image_id)
        select ${id}, x.image_id from (
          select unnest(t.cover_ids) as image_id from challenge_templates t where t.id = ${id}
          union select t.thumbnail_id from challenge_templates t where t.id = ${id} and t.thumbnail_id is not null
          union select unnest(s.cover_ids) from challenge_template_steps s where s.template_id = ${id}) x
        on conflict do nothing`,
  );
}

/** Files template `id` under exactly `categoryIds` (already checked and locked). */
async function writeCategories(tx: Executor, id: number, categoryIds: readonly number[]): Promise<void> {
  await tx.execute(sql`delete from challenge_template_category_links where template_id = ${id}`);
  if (categoryIds.length > 0) {
    await tx.execute(sql`insert into challenge_template_category_links (template_id, category_id) select ${id}, c from unnest(${intArray(categoryIds)}) c`);
  }
}

/**
 * POST /api/challenges/templates: a template in `input.scope` (403 FORBIDDEN unless the caller
 * manages it), filed under `categoryIds` of that scope's tree (404 CATEGORY_NOT_FOUND), showing the
 * caller's own uploads (422 IMAGE_NOT_FOUND); a chain template's steps follow {@link checkChainSteps}.
 */
export async function createTemplate(db: Db, viewer: Viewer, input: CreateTemplateBody, now = new Date()): Promise<ChallengeTemplate> {
  const caller = await callerOf(db, viewer);
  requireManages(caller, input.scope);
  if (input.kind === 'chain') checkChainSteps(input.steps);
  const id = await withTxRetry(db, async (tx) => {
    const categories = await lockCategories(tx, viewer, input.scope, input.categoryIds, 'categoryIds');
    await checkImages(tx, viewer, imagesOf(input.coverIds, input.thumbnailId, input.steps), null);
    const s = input.settings;
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into challenge_templates (kind, scope, organization_id, owner_id, name, description, cover_ids, thumbnail_id, winner_rule,
            multiple_reports, show_participants, anonymous, created_at, updated_at)
          values (${input.kind}, ${input.scope}, ${input.scope === 'common' ? null : viewer.organizationId}, ${viewer.userId}, ${input.name}, ${input.description},
            ${uuidArray(input.coverIds)}, ${input.thumbnailId}, ${input.winnerRule}, ${s.multipleReports}, ${s.showParticipants}, ${s.anonymous},
            ${now.toISOString()}, ${now.toISOString()})
          returning id`,
    );
    if (!row) throw new Error('template not written');
    const templateId = Number(row.id);
    if (input.kind === 'chain') await writeSteps(tx, templateId, input.steps);
    await syncImages(tx, templateId);
    await writeCategories(tx, templateId, categories);
    return templateId;
  });
  return getTemplate(db, viewer, id, caller);
}

/** A template row as the service locks it. */
interface LockedTemplate {
  id: number;
  kind: TemplateKindCode;
  scope: TemplateScopeCode;
  owner_id: number;
}

/** Locks template `id` the caller sees; 404 TEMPLATE_NOT_FOUND otherwise, 403 FORBIDDEN when they see it but do not manage its scope. */
async function lockManagedTemplate(tx: Executor, caller: Caller, id: number): Promise<LockedTemplate> {
  const [t] = await queryRows<LockedTemplate>(tx, sql`select t.id, t.kind, t.scope, t.owner_id from challenge_templates t where t.id = ${id} and ${visibleTo(caller, 't')} for update`);
  if (!t) throw new AppError('TEMPLATE_NOT_FOUND', 'Template not found');
  requireManages(caller, t.scope);
  return t;
}

/**
 * PATCH /api/challenges/templates: changes the fields given. The caller manages the template's
 * scope and, when `scope` changes, the new one (403 FORBIDDEN); moving it to `my` makes it the
 * caller's own, to `common` takes it out of the community. `categoryIds` replaces its categories
 * (of the new scope's tree); a new scope without them files it nowhere. `steps` replaces a chain
 * template's steps ({@link checkChainSteps}); on a challenge template it is a 422 VALIDATION_ERROR on `steps`. New
 * images must be the caller's own uploads; the ones it already shows stay allowed.
 */
export async function updateTemplate(db: Db, viewer: Viewer, input: UpdateTemplateBody, now = new Date()): Promise<ChallengeTemplate> {
  const caller = await callerOf(db, viewer);
  await withTxRetry(db, async (tx) => {
    const t = await lockManagedTemplate(tx, caller, input.id);
    const scope = input.scope ?? t.scope;
    if (scope !== t.scope) requireManages(caller, scope);
    if (input.steps !== undefined) {
      if (t.kind !== 'chain') throw invalidField('steps');
      checkChainSteps(input.steps);
    }
    const categories = input.categoryIds !== undefined ? await lockCategories(tx, viewer, scope, input.categoryIds, 'categoryIds') : null;
    await checkImages(tx, viewer, imagesOf(input.coverIds ?? [], input.thumbnailId ?? null, input.steps ?? []), t.id);
    const sets = [sql`updated_at = ${now.toISOString()}`];
    if (scope !== t.scope) {
      sets.push(sql`scope = ${scope}`, sql`organization_id = ${scope === 'common' ? null : viewer.organizationId}`);
      if (scope === 'my') sets.push(sql`owner_id = ${viewer.userId}`);
    }
    if (input.name !== undefined) sets.push(sql`name = ${input.name}`);
    if (input.description !== undefined) sets.push(sql`description = ${input.description}`);
    if (input.coverIds !== undefined) sets.push(sql`cover_ids = ${uuidArray(input.coverIds)}`);
    if (input.thumbnailId !== undefined) sets.push(sql`thumbnail_id = ${input.thumbnailId}`);
    if (input.winnerRule !== undefined) sets.push(sql`winner_rule = ${input.winnerRule}`);
    const s = input.settings;
    if (s?.multipleReports !== undefined) sets.push(sql`multiple_reports = ${s.multipleReports}`);
    if (s?.showParticipants !== undefined) sets.push(sql`show_participants = ${s.showParticipants}`);
    if (s?.anonymous !== undefined) sets.push(sql`anonymous = ${s.anonymous}`);
    await tx.execute(sql`update challenge_templates set ${sql.join(sets, sql`, `)} where id = ${t.id}`);
    if (input.steps !== undefined) await writeSteps(tx, t.id, input.steps);
    if (input.coverIds !== undefined || input.thumbnailId !== undefined || input.steps !== undefined) await syncImages(tx, t.id);
    if (categories !== null) await writeCategories(tx, t.id, categories);
    else if (scope !== t.scope) await writeCategories(tx, t.id, []);
  });
  return getTemplate(db, viewer, input.id, caller);
}

/** DELETE /api/challenges/templates?id=: deletes a template the caller manages (its steps, images rows and category links with it); 404 TEMPLATE_NOT_FOUND, 403 FORBIDDEN. */
export async function deleteTemplate(db: Db, viewer: Viewer, id: number): Promise<{ ok: true }> {
  const caller = await callerOf(db, viewer);
  await withTxRetry(db, async (tx) => {
    const t = await lockManagedTemplate(tx, caller, id);
    await tx.execute(sql`delete from challenge_templates where id = ${t.id}`);
  });
  return { ok: true };
}

/**
 * POST /api/challenges/template-categories: a category of the caller's tree of `scope` (403
 * FORBIDDEN unless they manage it), under `parentId` of the same tree (404 CATEGORY_NOT_FOUND with
 * `details.field` 'parentId' — one of another scope or community included). A blank name is 422
 * CATEGORY_NAME_REQUIRED (SPEC §5).
 */
export async function createCategory(db: Db, viewer: Viewer, input: CreateTemplateCategoryBody, now = new Date()): Promise<TemplateCategory> {
  const caller = await callerOf(db, viewer);
  requireManages(caller, input.scope);
  if (input.name === '') throw new AppError('CATEGORY_NAME_REQUIRED', 'Category name is required', { details: { field: 'name' } });
  return withTxRetry(db, async (tx) => {
    if (input.parentId !== null) await lockCategories(tx, viewer, input.scope, [input.parentId], 'parentId');
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into challenge_template_categories (scope, organization_id, owner_id, parent_id, name, created_by, created_at)
          values (${input.scope}, ${input.scope === 'common' ? null : viewer.organizationId}, ${input.scope === 'my' ? viewer.userId : null},
                  ${input.parentId}, ${input.name}, ${viewer.userId}, ${now.toISOString()})
          returning id`,
    );
    if (!row) throw new Error('category not written');
    return { id: Number(row.id), name: input.name, parentId: input.parentId, children: [] };
  });
}

/**
 * DELETE /api/challenges/template-categories?id=: deletes a category the caller manages; its
 * templates stay, filed under it no more. 404 CATEGORY_NOT_FOUND (not in the caller's trees), 403
 * FORBIDDEN, 409 CATEGORY_HAS_CHILDREN ('A category with subcategories cannot be deleted', SPEC §5).
 */
export async function deleteCategory(db: Db, viewer: Viewer, id: number): Promise<{ ok: true }> {
  const caller = await callerOf(db, viewer);
  await withTxRetry(db, async (tx) => {
    const [c] = await queryRows<{ id: number; scope: TemplateScopeCode }>(
      tx,
      sql`select c.id, c.scope from challenge_template_categories c where c.id = ${id} and ${visibleTo(viewer, 'c')} for update`,
    );
    if (!c) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found', { details: { field: 'id' } });
    requireManages(caller, c.scope);
    const [child] = await queryRows<{ id: number }>(tx, sql`select id from challenge_template_categories where parent_id = ${id} limit 1`);
    if (child) throw new AppError('CATEGORY_HAS_CHILDREN', 'A category with subcategories cannot be deleted');
    await tx.execute(sql`delete from challenge_template_categories where id = ${id}`);
  });
  return { ok: true };
}
