/** Routes of challenge templates and their categories (SPEC §2 /challenge_templates, §7 challenges 'templates, sections'; docs/decisions/0044). */
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import type { AuthContext } from '../../http/session.ts';
import { categoryTree, getTemplate, templateOptions, templatesPage } from './queries.ts';
import { createCategory, createTemplate, deleteCategory, deleteTemplate, updateTemplate } from './service.ts';

type TemplateRoute =
  | 'challengeTemplates'
  | 'challengeTemplate'
  | 'challengeTemplateOptions'
  | 'createChallengeTemplate'
  | 'updateChallengeTemplate'
  | 'deleteChallengeTemplate'
  | 'templateCategories'
  | 'createTemplateCategory'
  | 'deleteTemplateCategory';

/**
 * Every route is for members of the caller's current community (403 FORBIDDEN without one); the
 * services apply the scope rules (docs/decisions/0044).
 * GET /api/challenges/templates?scope=&categoryId=&kind=&q=&cursor=&limit= → TemplatesPage;
 * GET /api/challenges/templates/one?id= → ChallengeTemplate (TEMPLATE_NOT_FOUND);
 * GET /api/challenges/templates/options → the scopes the caller may create in;
 * POST|PATCH /api/challenges/templates → ChallengeTemplate (FORBIDDEN, CATEGORY_NOT_FOUND, IMAGE_NOT_FOUND, CHAIN_EMPTY, CHAIN_STEPS_GAP);
 * DELETE /api/challenges/templates?id=; GET /api/challenges/template-categories?scope= → TemplateCategoryTree;
 * POST /api/challenges/template-categories → TemplateCategory (CATEGORY_NAME_REQUIRED, CATEGORY_NOT_FOUND);
 * DELETE /api/challenges/template-categories?id= (CATEGORY_HAS_CHILDREN).
 */
export function challengeTemplateHandlers(db: Db): Pick<Handlers, TemplateRoute> {
  const viewer = (auth: AuthContext) => ({ organizationId: requireOrg(auth), userId: auth.userId });
  return {
    challengeTemplates: async ({ auth, query }) => templatesPage(db, viewer(auth), query),
    challengeTemplate: async ({ auth, query }) => getTemplate(db, viewer(auth), query.id),
    challengeTemplateOptions: async ({ auth }) => templateOptions(db, viewer(auth)),
    createChallengeTemplate: async ({ auth, body }) => createTemplate(db, viewer(auth), body),
    updateChallengeTemplate: async ({ auth, body }) => updateTemplate(db, viewer(auth), body),
    deleteChallengeTemplate: async ({ auth, query }) => deleteTemplate(db, viewer(auth), query.id),
    templateCategories: async ({ auth, query }) => categoryTree(db, viewer(auth), query.scope),
    createTemplateCategory: async ({ auth, body }) => createCategory(db, viewer(auth), body),
    deleteTemplateCategory: async ({ auth, query }) => deleteCategory(db, viewer(auth), query.id),
  };
}
