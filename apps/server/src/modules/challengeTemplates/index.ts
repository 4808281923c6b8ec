/**
 * Challenge templates with categories (SPEC §1 'templates with categories', §2 /challenge_templates,
 * §3 Template, §5 category rules, §7 challenges 'templates, sections'; DOMAIN §1.9;
 * docs/decisions/0044): templates of challenges and chains in three scopes (my, community, common),
 * each scope with its own tree of categories, and who may see and manage which.
 */
export { challengeTemplateHandlers } from './routes.ts';
export { checkChainSteps, createCategory, createTemplate, deleteCategory, deleteTemplate, updateTemplate } from './service.ts';
export { callerOf, categoryTree, getTemplate, managedScopes, templateOptions, templatesPage, type Caller, type Viewer as TemplateViewer } from './queries.ts';
export * from './schema.ts';
