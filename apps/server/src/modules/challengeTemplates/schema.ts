/**
 * Tables of challenge templates and their categories (SPEC §3 Template; DOMAIN §1.9;
 * docs/decisions/0044): the templates, a chain template's challenge definitions, the images every
 * template shows (so the media module can serve a common template's images in every community),
 * the categories of each scope's tree and the templates filed under them.
 * Tables only: this file imports drizzle and other modules' schema.ts, so drizzle-kit loads every
 * table without the application (see src/db/schema.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { images } from '../media/schema.ts';
import { organizations } from '../organization/schema.ts';
import { users } from '../users/schema.ts';

/** Who sees a template or a category (contracts TemplateScope). */
export type TemplateScopeCode = 'my' | 'community' | 'common';
/** What a template starts (contracts TemplateKind). */
export type TemplateKindCode = 'challenge' | 'chain';
/** Who chooses the winners (contracts WinnerRule). */
type WinnerRuleCode = 'organizer' | 'admins' | 'voting';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A category ("section") of one scope's tree: `my` — of `owner_id` in `organization_id`;
 * `community` — of `organization_id`; `common` — one global tree (no organization, no owner). At
 * most one parent, in the same tree (the service checks it; a tree, never a graph). A category with
 * children is never deleted (CATEGORY_HAS_CHILDREN); deleting one unlinks its templates.
 */
export const challengeTemplateCategories = pgTable(
  'challenge_template_categories',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').$type<TemplateScopeCode>().notNull(),
    organizationId: integer('organization_id').references(() => organizations.id),
    ownerId: integer('owner_id').references(() => users.id),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ name: 'challenge_template_categories_parent_fk', columns: [t.parentId], foreignColumns: [t.id] }),
    // One scope's tree: common (scope), community (scope, organization), my (scope, organization, owner).
    index('challenge_template_categories_tree_idx').on(t.scope, t.organizationId, t.ownerId),
    // Children of a category (the delete check, the descendants of a filter, the parent's foreign key).
    index('challenge_template_categories_parent_idx').on(t.parentId),
    index('challenge_template_categories_org_idx').on(t.organizationId),
    index('challenge_template_categories_owner_idx').on(t.ownerId),
    index('challenge_template_categories_created_by_idx').on(t.createdBy),
    check('challenge_template_categories_scope_ck', sql`${t.scope} in ('my', 'community', 'common')`),
    check(
      'challenge_template_categories_tree_ck',
      sql`(${t.scope} = 'common') = (${t.organizationId} is null) and (${t.scope} = 'my') = (${t.ownerId} is not null)`,
    ),
    check('challenge_template_categories_name_ck', sql`char_length(${t.name}) between 1 and 80`),
    check('challenge_template_categories_parent_ck', sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
  ],
);

/**
 * A template: a challenge (or, `kind = 'chain'`, a chain of challenge definitions in
 * {@link challengeTemplateSteps}) without fund, places, dates or sponsor. `organization_id` is the
 * community of a `my` or `community` template, null for a `common` one; `owner_id` is its owner
 * (who sees a `my` one), else who made it.
 */
export const challengeTemplates = pgTable(
  'challenge_templates',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<TemplateKindCode>().notNull(),
    scope: text('scope').$type<TemplateScopeCode>().notNull(),
    organizationId: integer('organization_id').references(() => organizations.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Cover images in order. */
    coverIds: uuid('cover_ids').array().notNull().default(sql`'{}'::uuid[]`),
    thumbnailId: uuid('thumbnail_id').references(() => images.id),
    winnerRule: text('winner_rule').$type<WinnerRuleCode>().notNull(),
    multipleReports: boolean('multiple_reports').notNull().default(true),
    showParticipants: boolean('show_participants').notNull().default(false),
    anonymous: boolean('anonymous').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The lists, newest first (keyset on created_at, id): my, community, common.
    index('challenge_templates_my_idx').on(t.ownerId, t.organizationId, t.createdAt.desc(), t.id.desc()).where(sql`${t.scope} = 'my'`),
    index('challenge_templates_community_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()).where(sql`${t.scope} = 'community'`),
    index('challenge_templates_common_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.scope} = 'common'`),
    // The search by any part of the name (`lower(name) like '%q%'`, pg_trgm).
    index('challenge_templates_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('challenge_templates_org_idx').on(t.organizationId),
    index('challenge_templates_owner_idx').on(t.ownerId),
    index('challenge_templates_thumbnail_idx').on(t.thumbnailId),
    check('challenge_templates_scope_ck', sql`${t.scope} in ('my', 'community', 'common')`),
    check('challenge_templates_org_ck', sql`(${t.scope} = 'common') = (${t.organizationId} is null)`),
    check('challenge_templates_kind_ck', sql`${t.kind} in ('challenge', 'chain')`),
    check('challenge_templates_rule_ck', sql`${t.winnerRule} in ('organizer', 'admins', 'voting')`),
  ],
);

/** One challenge definition of a chain template: its step (from 1, no gaps), its order in the step, and the challenge's fields. */
export const challengeTemplateSteps = pgTable(
  'challenge_template_steps',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => challengeTemplates.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    sort: integer('sort').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    coverIds: uuid('cover_ids').array().notNull().default(sql`'{}'::uuid[]`),
    winnerRule: text('winner_rule').$type<WinnerRuleCode>().notNull(),
    multipleReports: boolean('multiple_reports').notNull().default(true),
    showParticipants: boolean('show_participants').notNull().default(false),
    anonymous: boolean('anonymous').notNull().default(false),
  },
  (t) => [
    uniqueIndex('challenge_template_steps_order_uq').on(t.templateId, t.step, t.sort),
    check('challenge_template_steps_step_ck', sql`${t.step} >= 1 and ${t.sort} >= 0`),
    check('challenge_template_steps_rule_ck', sql`${t.winnerRule} in ('organizer', 'admins', 'voting')`),
  ],
);

/**
 * Every image a template shows (its covers, its thumbnail, its steps' covers), one row each. The
 * media module reads it to serve the images of a `common` template to members of every community
 * (docs/decisions/0044); an image leaves with the template or when the template stops using it.
 */
export const challengeTemplateImages = pgTable(
  'challenge_template_images',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => challengeTemplates.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.imageId] }), index('challenge_template_images_image_idx').on(t.imageId, t.templateId)],
);

/** A template filed under a category of its scope's tree; deleting either removes the row. */
export const challengeTemplateCategoryLinks = pgTable(
  'challenge_template_category_links',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => challengeTemplates.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => challengeTemplateCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.categoryId] }), index('challenge_template_category_links_category_idx').on(t.categoryId, t.templateId)],
);
