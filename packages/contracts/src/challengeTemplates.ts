/**
 * Challenge templates with categories (SPEC §1 'templates with categories', §2 /challenge_templates,
 * §3 Template — visibility me, community or all; category and parent category —, §5 'Category name
 * is required', 'A category with subcategories cannot be deleted', §7 challenges 'templates,
 * sections'; DOMAIN §1.9; docs/decisions/0044). A template is a challenge (or a chain of challenge
 * definitions) without fund, places, dates or sponsor, kept to start new challenges from. Its
 * scope says who sees it: `my` (its owner, in the community it was made in), `community` (every
 * member of that community) or `common` (everyone in every community). Each scope has its own tree
 * of categories ("sections").
 */
import { z } from 'zod';
import { Cursor, Id, IdParam, IntParam, SafeText, Timestamp, page, typeError } from './common.ts';
import { ImageId, ImageRef } from './media.ts';
import { MAX_CHALLENGE_COVERS, MAX_CHALLENGE_DESCRIPTION, MAX_CHALLENGE_NAME, WinnerRule } from './challenges.ts';

/**
 * Who sees a template or a category tree (SPEC §3 'visibility me, community or all'; DOMAIN §1.9
 * scopes 0/1/2): `my` — its owner only, in the community it was made in; `community` — every member
 * of that community (admins manage it); `common` — everyone in every community (superusers manage it).
 */
export const TEMPLATE_SCOPES = ['my', 'community', 'common'] as const;
export const TemplateScope = z.enum(TEMPLATE_SCOPES, { error: typeError('validation.invalid') });
export type TemplateScope = z.infer<typeof TemplateScope>;

/** What a template starts (DOMAIN §1.9 'type'): one challenge ('Челлендж') or a chain of challenges ('Цепочка заданий'). */
export const TemplateKind = z.enum(['challenge', 'chain'], { error: typeError('validation.invalid') });
export type TemplateKind = z.infer<typeof TemplateKind>;

/** Longest category name, characters. */
export const MAX_TEMPLATE_CATEGORY_NAME = 80;
/** Most categories one template is filed under. */
export const MAX_TEMPLATE_CATEGORIES = 20;
/** Most categories one list filter selects. */
export const MAX_TEMPLATE_FILTER_CATEGORIES = 50;
/** Most challenge definitions of a chain template (as a chain holds at most 50 challenges). */
export const MAX_TEMPLATE_STEP_ITEMS = 50;
/** Longest search text of the template list, characters. */
export const MAX_TEMPLATE_SEARCH = 100;

/** The settings a template carries (DOMAIN §1.9: `multiple_reports` on by default, `show_contenders` off, anonymous off). */
export const TemplateSettings = z
  .object({
    /** A participant may send several reports (on by default, DOMAIN §1.9). */
    multipleReports: z.boolean().default(true),
    /** Participants see the candidates and the participants. */
    showParticipants: z.boolean().default(false),
    /** Participants appear under nicknames to everyone but the organizer. */
    anonymous: z.boolean().default(false),
  })
  .meta({ id: 'TemplateSettings' });
export type TemplateSettings = z.infer<typeof TemplateSettings>;

/** The settings of a new template when none are given. */
export const DEFAULT_TEMPLATE_SETTINGS: TemplateSettings = { multipleReports: true, showParticipants: false, anonymous: false };

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: typeError('validation.integer') })
    .int({ message: 'validation.integer' })
    .min(min, { message: 'validation.tooSmall' })
    .max(max, { message: 'validation.tooBig' });

const CoverIds = z.array(ImageId).max(MAX_CHALLENGE_COVERS, { message: 'validation.tooManyPhotos' });

/**
 * One challenge definition of a chain template: its step (from 1; steps have no gaps — else
 * CHAIN_STEPS_GAP), its order within the step, and the challenge's own fields (no fund, places,
 * dates or sponsor: those are chosen when a chain is started from the template).
 */
export const TemplateStepBody = z
  .object({
    step: wholeNumber(1, MAX_TEMPLATE_STEP_ITEMS),
    sort: wholeNumber(0, MAX_TEMPLATE_STEP_ITEMS).default(0),
    name: SafeText(MAX_CHALLENGE_NAME),
    description: SafeText(MAX_CHALLENGE_DESCRIPTION, { min: 0 }).default(''),
    winnerRule: WinnerRule.default('organizer'),
    settings: TemplateSettings.default(DEFAULT_TEMPLATE_SETTINGS),
    coverIds: CoverIds.default([]),
  })
  .meta({ id: 'TemplateStepBody' });
export type TemplateStepBody = z.infer<typeof TemplateStepBody>;

const StepsInput = z.array(TemplateStepBody).max(MAX_TEMPLATE_STEP_ITEMS, { message: 'validation.tooMany' });
const CategoryIds = z.array(Id).max(MAX_TEMPLATE_CATEGORIES, { message: 'validation.tooMany' });

/** `validation.duplicate` on the `sort` of a step item whose (step, sort) an earlier item already has. */
function checkStepOrder(steps: readonly { step: number; sort: number }[] | undefined, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  steps?.forEach((s, i) => {
    const key = `${s.step}:${s.sort}`;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', message: 'validation.duplicate', path: ['steps', i, 'sort'] });
    seen.add(key);
  });
}

/**
 * POST /api/challenges/templates — a new template in `scope` (the caller's role must allow it:
 * member → my; admin → community too; superuser → common too; else 403 FORBIDDEN). `categoryIds`
 * are categories of the same scope tree (else 404 CATEGORY_NOT_FOUND with `details.field`); covers
 * and the thumbnail are the caller's uploads (purpose `thanks`; else 422 IMAGE_NOT_FOUND). A chain
 * template needs `steps` (CHAIN_EMPTY) without gaps (CHAIN_STEPS_GAP, `details.step` the first
 * step missing); a challenge template takes none (`validation.invalid` on `steps`).
 */
export const CreateTemplateBody = z
  .object({
    kind: TemplateKind,
    scope: TemplateScope,
    name: SafeText(MAX_CHALLENGE_NAME),
    description: SafeText(MAX_CHALLENGE_DESCRIPTION, { min: 0 }).default(''),
    /** Cover images in order. */
    coverIds: CoverIds.default([]),
    /** The cropped card image, or null (then the first cover's thumbnail). */
    thumbnailId: ImageId.nullable().default(null),
    winnerRule: WinnerRule.default('organizer'),
    settings: TemplateSettings.default(DEFAULT_TEMPLATE_SETTINGS),
    categoryIds: CategoryIds.default([]),
    /** The challenge definitions of a chain template, in any order (kept sorted by step, then sort). */
    steps: StepsInput.default([]),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'challenge' && b.steps.length > 0) ctx.addIssue({ code: 'custom', message: 'validation.invalid', path: ['steps'] });
    checkStepOrder(b.steps, ctx);
  })
  .meta({ id: 'CreateTemplateBody' });
export type CreateTemplateBody = z.infer<typeof CreateTemplateBody>;

/**
 * PATCH /api/challenges/templates — changes the fields given (the kind never changes). The caller
 * must manage the template's scope, and the new one when `scope` changes; moving it to `my` makes
 * it the caller's own. `categoryIds` replaces the categories; a new scope without `categoryIds`
 * drops them (they belong to the old scope's tree). `steps` replaces the whole chain (chain
 * templates only: on a challenge template it is a 422 VALIDATION_ERROR naming `steps`).
 */
export const UpdateTemplateBody = z
  .object({
    id: Id,
    scope: TemplateScope.optional(),
    name: SafeText(MAX_CHALLENGE_NAME).optional(),
    description: SafeText(MAX_CHALLENGE_DESCRIPTION, { min: 0 }).optional(),
    coverIds: CoverIds.optional(),
    thumbnailId: ImageId.nullable().optional(),
    winnerRule: WinnerRule.optional(),
    /** Only the flags given change (no defaults here: a missing flag keeps its value). */
    settings: z.object({ multipleReports: z.boolean().optional(), showParticipants: z.boolean().optional(), anonymous: z.boolean().optional() }).optional(),
    categoryIds: CategoryIds.optional(),
    steps: StepsInput.optional(),
  })
  .superRefine((b, ctx) => checkStepOrder(b.steps, ctx))
  .meta({ id: 'UpdateTemplateBody' });
export type UpdateTemplateBody = z.infer<typeof UpdateTemplateBody>;

/** A category as a template names it. */
export const TemplateCategoryRef = z.object({ id: Id, name: z.string() }).meta({ id: 'TemplateCategoryRef' });
export type TemplateCategoryRef = z.infer<typeof TemplateCategoryRef>;

/** One challenge definition of a chain template, as the API shows it. */
export const TemplateStep = z
  .object({
    step: z.number().int().min(1),
    sort: z.number().int().nonnegative(),
    name: z.string(),
    description: z.string(),
    winnerRule: WinnerRule,
    settings: TemplateSettings,
    covers: z.array(ImageRef),
  })
  .meta({ id: 'TemplateStep' });
export type TemplateStep = z.infer<typeof TemplateStep>;

/** What the caller may do with a template (its scope's managers: the owner of a `my` one, admins of a `community` one, superusers of a `common` one). */
export const TemplateAbilities = z.object({ canEdit: z.boolean(), canDelete: z.boolean() }).meta({ id: 'TemplateAbilities' });
export type TemplateAbilities = z.infer<typeof TemplateAbilities>;

/** A template (SPEC §3 Template; DOMAIN §1.9 fields). */
export const ChallengeTemplate = z
  .object({
    id: Id,
    kind: TemplateKind,
    scope: TemplateScope,
    name: z.string(),
    description: z.string(),
    covers: z.array(ImageRef),
    thumbnail: ImageRef.nullable(),
    winnerRule: WinnerRule,
    settings: TemplateSettings,
    /** Its categories, by name. */
    categories: z.array(TemplateCategoryRef),
    /** A chain template's challenge definitions by step, then sort; empty for a challenge template. */
    steps: z.array(TemplateStep),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    me: TemplateAbilities,
  })
  .meta({ id: 'ChallengeTemplate' });
export type ChallengeTemplate = z.infer<typeof ChallengeTemplate>;

/** Repeatable ids of a query (`?categoryId=1&categoryId=2`): one value or several, at most {@link MAX_TEMPLATE_FILTER_CATEGORIES}. */
const RepeatedIdParam = z
  .union([IdParam, z.array(IdParam).max(MAX_TEMPLATE_FILTER_CATEGORIES, { message: 'validation.tooMany' })], { error: 'validation.id' })
  .transform((v) => (Array.isArray(v) ? v : [v]));

/**
 * GET /api/challenges/templates?scope=&categoryId=&kind=&q=&cursor=&limit= — the templates of a
 * scope the caller sees, newest first, keyset-paged. `categoryId` (repeatable) keeps the templates
 * filed under any selected category or any of its descendants (ids outside the scope's tree select
 * nothing); `q` matches any part of the name, case-insensitively.
 */
export const TemplatesQuery = z.object({
  scope: TemplateScope,
  categoryId: RepeatedIdParam.optional(),
  kind: TemplateKind.optional(),
  q: SafeText(MAX_TEMPLATE_SEARCH, { min: 0 }).optional(),
  cursor: Cursor.optional(),
  limit: IntParam(1, 100).default(20),
});
export type TemplatesQuery = z.infer<typeof TemplatesQuery>;
export const TemplatesPage = page(ChallengeTemplate).meta({ id: 'TemplatesPage' });
export type TemplatesPage = z.infer<typeof TemplatesPage>;

/** `?id=` of one template. */
export const TemplateIdQuery = z.object({ id: IdParam });
export type TemplateIdQuery = z.infer<typeof TemplateIdQuery>;

/** GET /api/challenges/templates/options — the scopes the caller may create templates and categories in (by role), and the defaults of the form. */
export const TemplateOptions = z
  .object({
    scopes: z.array(TemplateScope),
    defaults: TemplateSettings,
  })
  .meta({ id: 'TemplateOptions' });
export type TemplateOptions = z.infer<typeof TemplateOptions>;

/** A category with its subcategories (sorted by name): one node of a scope's tree. */
export interface TemplateCategory {
  id: number;
  name: string;
  parentId: number | null;
  children: TemplateCategory[];
}
export const TemplateCategory: z.ZodType<TemplateCategory> = z
  .object({
    id: Id,
    name: z.string(),
    parentId: Id.nullable(),
    get children(): z.ZodArray<z.ZodType<TemplateCategory>> {
      return z.array(TemplateCategory);
    },
  })
  .meta({ id: 'TemplateCategory' });

/** GET /api/challenges/template-categories?scope= — the caller's tree of a scope. */
export const TemplateCategoriesQuery = z.object({ scope: TemplateScope });
export type TemplateCategoriesQuery = z.infer<typeof TemplateCategoriesQuery>;

/** The whole category tree of a scope (roots sorted by name, children nested) and whether the caller manages it. */
export const TemplateCategoryTree = z
  .object({
    scope: TemplateScope,
    items: z.array(TemplateCategory),
    canManage: z.boolean(),
  })
  .meta({ id: 'TemplateCategoryTree' });
export type TemplateCategoryTree = z.infer<typeof TemplateCategoryTree>;

/**
 * POST /api/challenges/template-categories — a category in `scope` (who may: as for templates of
 * that scope, else 403 FORBIDDEN) under `parentId` of the same tree (else 404 CATEGORY_NOT_FOUND,
 * `details.field` 'parentId'). A blank name is 422 CATEGORY_NAME_REQUIRED ('Category name is
 * required', SPEC §5); longer than {@link MAX_TEMPLATE_CATEGORY_NAME} is `validation.tooLong`.
 */
export const CreateTemplateCategoryBody = z
  .object({
    name: SafeText(MAX_TEMPLATE_CATEGORY_NAME, { min: 0 }).default(''),
    scope: TemplateScope,
    parentId: Id.nullable().default(null),
  })
  .meta({ id: 'CreateTemplateCategoryBody' });
export type CreateTemplateCategoryBody = z.infer<typeof CreateTemplateCategoryBody>;

/** `?id=` of one category. */
export const TemplateCategoryIdQuery = z.object({ id: IdParam });
export type TemplateCategoryIdQuery = z.infer<typeof TemplateCategoryIdQuery>;
