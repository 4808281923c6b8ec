import { z } from 'zod';
import {
  ChallengeTemplate,
  CreateTemplateBody,
  CreateTemplateCategoryBody,
  TemplateCategoriesQuery,
  TemplateCategory,
  TemplateCategoryIdQuery,
  TemplateCategoryTree,
  TemplateIdQuery,
  TemplateOptions,
  TemplatesPage,
  TemplatesQuery,
  UpdateTemplateBody,
} from './challengeTemplates.ts';

/**
 * Routes of challenge templates and their categories (SPEC §2 /challenge_templates, §7 challenges
 * 'templates, sections'; DOMAIN §1.9; docs/decisions/0044), spread into `routes`. Every member of
 * the caller's community may call them; the server checks per scope who sees and who manages a
 * template or a category (403 FORBIDDEN), and answers 404 TEMPLATE_NOT_FOUND / CATEGORY_NOT_FOUND
 * for one the caller cannot see (another member's `my`, another community's `my` or `community`).
 */
export const challengeTemplateRoutes = {
  challengeTemplates: { method: 'GET', path: '/challenges/templates', auth: true, query: TemplatesQuery, response: TemplatesPage },
  challengeTemplate: { method: 'GET', path: '/challenges/templates/one', auth: true, query: TemplateIdQuery, response: ChallengeTemplate },
  challengeTemplateOptions: { method: 'GET', path: '/challenges/templates/options', auth: true, response: TemplateOptions },
  createChallengeTemplate: { method: 'POST', path: '/challenges/templates', auth: true, body: CreateTemplateBody, response: ChallengeTemplate },
  updateChallengeTemplate: { method: 'PATCH', path: '/challenges/templates', auth: true, body: UpdateTemplateBody, response: ChallengeTemplate },
  deleteChallengeTemplate: { method: 'DELETE', path: '/challenges/templates', auth: true, query: TemplateIdQuery, response: z.object({ ok: z.literal(true) }) },
  templateCategories: { method: 'GET', path: '/challenges/template-categories', auth: true, query: TemplateCategoriesQuery, response: TemplateCategoryTree },
  createTemplateCategory: { method: 'POST', path: '/challenges/template-categories', auth: true, body: CreateTemplateCategoryBody, response: TemplateCategory },
  deleteTemplateCategory: { method: 'DELETE', path: '/challenges/template-categories', auth: true, query: TemplateCategoryIdQuery, response: z.object({ ok: z.literal(true) }) },
} as const;
