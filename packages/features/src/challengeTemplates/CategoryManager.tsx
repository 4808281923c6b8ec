import './strings.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_TEMPLATE_CATEGORY_NAME, type TemplateCategory, type TemplateScope } from '@gratia/contracts';
import { Button, Dialog, EmptyState, ErrorState, IconButton, Select, Skeleton, Stack, Text, TextField, useToast } from '@gratia/ui';
import { isApiError } from '../api/index.ts';
import { errorMessage, refusalErrors } from '../errors/index.ts';
import { StrokeIcon } from '../shared/index.ts';
import { CategoryTree } from './CategoryTree.tsx';
import { useTemplateActions, useTemplateCategories } from './hooks.ts';
import { categoryNameIssue, flattenTree } from './templateForm.ts';
import * as css from './TemplatesView.css.ts';

/** Props of {@link CategoryManager}. */
export interface CategoryManagerProps {
  /** Whose tree: my, community or common (the caller must manage it: `canManage` of the tree). */
  scope: TemplateScope;
  onClose: () => void;
}

/** The parent picker's value for "no parent". */
const ROOT = 'root';

/**
 * Managing a scope's categories (SPEC §3 'category, parent category'; §5 'Category name is
 * required', 'A category with subcategories cannot be deleted'; DOMAIN §1.9; docs/decisions/0044),
 * in a dialog: the tree with a Delete button per category, and a form to add one — its name
 * (trimmed, 1–80 characters: a blank one says 'Введите название категории') under an optional
 * parent of the same tree (the picker shows the tree indented). Deleting a category that has
 * subcategories is refused at once with the SPEC's sentence (the server refuses it too:
 * CATEGORY_HAS_CHILDREN); deleting another unlinks its templates. Toasts say 'Категория успешно
 * создана' / 'удалена'; the server's refusals show on the name or above the tree.
 */
export function CategoryManager({ scope, onClose }: CategoryManagerProps) {
  const { t } = useTranslation('challengeTemplates');
  const { t: tc } = useTranslation('common');
  const tree = useTemplateCategories(scope);
  const actions = useTemplateActions();
  const toast = useToast();
  const [name, setName] = useState('');
  const [parent, setParent] = useState<string>(ROOT);
  const [saving, setSaving] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  const flat = flattenTree(tree.data?.items ?? []);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const issue = categoryNameIssue(name);
    setMessage(undefined);
    if (issue) return setNameError(issue === 'required' ? tc('errors.CATEGORY_NAME_REQUIRED') : t(`categories.errors.${issue}`));
    setNameError(undefined);
    setSaving(true);
    try {
      await actions.createCategory({ name: name.trim(), scope, parentId: parent === ROOT ? null : Number(parent) });
      toast.show({ tone: 'success', title: t('categories.created') });
      setName('');
    } catch (error) {
      if (isApiError(error, 'CATEGORY_NAME_REQUIRED')) setNameError(tc('errors.CATEGORY_NAME_REQUIRED'));
      else {
        const found = refusalErrors(error, tc, { fields: { name: 'name' } });
        setNameError(found.name);
        setMessage(found.form);
      }
    } finally {
      setSaving(false);
    }
  };

  const remove = async (node: TemplateCategory) => {
    if (node.children.length > 0) return setMessage(tc('errors.CATEGORY_HAS_CHILDREN'));
    setMessage(undefined);
    try {
      await actions.removeCategory(scope, node.id);
      if (parent === String(node.id)) setParent(ROOT);
      toast.show({ tone: 'success', title: t('categories.deleted') });
    } catch (error) {
      setMessage(isApiError(error, 'CATEGORY_HAS_CHILDREN') ? tc('errors.CATEGORY_HAS_CHILDREN') : errorMessage(error, tc));
    }
  };

  return (
    <Dialog.Root isOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content data-testid="category-manager" className={css.dialog}>
        <Dialog.Title>{t('categories.title', { scope: t(`scope.${scope}`) })}</Dialog.Title>
        <Dialog.Description>{t('categories.description')}</Dialog.Description>
        <Stack gap="lg">
          <form noValidate onSubmit={add} aria-label={t('categories.add')} data-state={saving ? 'saving' : 'idle'}>
            <Stack gap="md">
              <TextField label={t('categories.name')} value={name} onChange={setName} maxLength={MAX_TEMPLATE_CATEGORY_NAME + 20} errorMessage={nameError} isRequired />
              <Select
                label={t('categories.parent')}
                items={[{ id: ROOT, label: t('categories.noParent') }, ...flat.map((c) => ({ id: String(c.id), label: c.name, depth: c.depth }))]}
                selectedKey={parent}
                onSelectionChange={(key) => setParent(key === null ? ROOT : String(key))}
              />
              <div>
                <Button type="submit" isLoading={saving}>
                  {t('categories.add')}
                </Button>
              </div>
            </Stack>
          </form>
          {message ? (
            <Text tone="critical" role="alert" data-testid="category-manager-error">
              {message}
            </Text>
          ) : null}
          {tree.error && !tree.data ? (
            <ErrorState title={t('filter.error')} onRetry={() => void tree.mutate()} />
          ) : !tree.data ? (
            <Stack gap="sm" role="status" aria-label={t('filter.open')}>
              <Skeleton height={css.skeletonLine} />
              <Skeleton height={css.skeletonLine} />
            </Stack>
          ) : tree.data.items.length === 0 ? (
            <EmptyState title={t('categories.empty')} />
          ) : (
            <CategoryTree
              nodes={tree.data.items}
              aria-label={t('categories.tree')}
              data-testid="category-manager-tree"
              renderAction={(node) => (
                <IconButton
                  size="sm"
                  tone="critical"
                  aria-label={t('categories.delete', { name: node.name })}
                  onPress={() => void remove(node)}
                  icon={
                    <StrokeIcon size="sm">
                      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
                    </StrokeIcon>
                  }
                />
              )}
            />
          )}
          <Dialog.Actions>
            <Button variant="secondary" onPress={onClose}>
              {t('categories.done')}
            </Button>
          </Dialog.Actions>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
