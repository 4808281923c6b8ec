/**
 * challengeTemplates — challenge templates with categories (SPEC §1 'templates with categories';
 * §2 /challenge_templates; §3 Template; §5 category rules; §7 challenges 'templates, sections';
 * DOMAIN §1.9; docs/decisions/0044): the templates page with its scope tabs, category filter and
 * cards, the template form (challenges and chains), the category manager, the new challenge form
 * started from a template, and the hooks over the templates API.
 */
export {
  TEMPLATES_PAGE_SIZE,
  templateKeys,
  useChallengeFromTemplate,
  useTemplate,
  useTemplateActions,
  useTemplateCategories,
  useTemplateOptions,
  useTemplates,
  type ChallengeFromTemplate as ChallengeFromTemplateState,
  type TemplateActions,
  type TemplatesState,
} from './hooks.ts';
export { TEMPLATE_SEARCH_DELAY_MS, TemplatesView, type TemplatesViewProps } from './TemplatesView.tsx';
export { TemplateCard, type TemplateCardProps } from './TemplateCard.tsx';
export { TemplateForm, type TemplateFormProps } from './TemplateForm.tsx';
export { CategoryManager, type CategoryManagerProps } from './CategoryManager.tsx';
export { CategoryTree, type CategoryTreeProps } from './CategoryTree.tsx';
export { ChallengeFromTemplate, type ChallengeFromTemplateProps } from './ChallengeFromTemplate.tsx';
export {
  createTemplateBody,
  emptyTemplateValues,
  flattenTree as flattenTemplateCategories,
  parseTemplateParams,
  templateSearch,
  templateStartPath,
  updateTemplateBody,
  validateTemplate,
  valuesFromTemplate,
  type TemplateFormValues,
  type TemplateListParams,
} from './templateForm.ts';
