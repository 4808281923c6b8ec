import './strings.ts';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKET_CATEGORY_NAME_MAX_LENGTH } from '@gratia/contracts';
import { Button, ConfirmDialog, EmptyState, ErrorState, Heading, Menu, Select, Skeleton, Stack, Text, TextField, useToast } from '@gratia/ui';
import { isApiError } from '../../api/index.ts';
import { CategoryTree } from '../../challengeTemplates/index.ts';
import { errorMessage, refusalErrors } from '../../errors/index.ts';
import { FormDialog, StrokeIcon } from '../../shared/index.ts';
import { useCategoryActions, useAdminCategories } from './hooks.ts';
import { categoryTree, flattenCategories, subtreeIds, type MarketCategoryNode } from './marketAdmin.ts';
import * as css from './marketAdmin.css.ts';

/** The parent picker's value for "no parent". */
const ROOT = 'root';

/** Props of {@link CategoriesPanel}. */
export interface CategoriesPanelProps {
  marketId: number;
}

/** What a category's menu opened. */
type Action = { kind: 'rename' | 'move' | 'delete'; node: MarketCategoryNode };

/** The messages of the category calls the SPEC names (§5, §8), in the 'common' namespace. */
const CATEGORY_CODES = ['CATEGORY_NAME_REQUIRED', 'CATEGORY_HAS_CHILDREN', 'CATEGORY_CYCLE', 'CATEGORY_NOT_FOUND'] as const;

/**
 * The 'Категории / Categories' tab of /admin_market_goods (SPEC §3 Offer 'category'; §5 'Category
 * name is required', 'A category with subcategories cannot be deleted'; docs/decisions/0046): the
 * market's tree (the challenge templates' `CategoryTree`, each level indented), each category with
 * its offer count and a menu — Rename, Move (under another category or to the top; not under
 * itself or its subcategories: CATEGORY_CYCLE), Delete (confirmed; its offers lose it). A category
 * with subcategories is refused at once with the SPEC's sentence (the server refuses it too:
 * CATEGORY_HAS_CHILDREN). Above the tree, the form adding a category (its name, 1 … 60 characters,
 * under an optional parent). Successes are toasts; refusals show under the name or above the tree.
 */
export function CategoriesPanel({ marketId }: CategoriesPanelProps) {
  const { t } = useTranslation('marketAdmin');
  const { t: tc } = useTranslation('common');
  const toast = useToast();
  const list = useAdminCategories(marketId);
  const actions = useCategoryActions(marketId);
  const [name, setName] = useState('');
  const [parent, setParent] = useState<string>(ROOT);
  const [saving, setSaving] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  const [action, setAction] = useState<Action | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const titleId = useId();
  const flat = list.data?.items ?? [];
  const tree = useMemo(() => categoryTree(list.data?.items ?? []), [list.data]);
  const byId = useMemo(() => new Map(flattenNodes(tree).map((n) => [n.id, n])), [tree]);
  const options = flattenCategories(tree);
  const state = list.error && !list.data ? 'error' : !list.data ? 'loading' : tree.length === 0 ? 'empty' : 'ready';

  const failure = (error: unknown) => (isApiError(error, ...CATEGORY_CODES) ? tc(`errors.${error.code}`) : errorMessage(error, tc));

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setMessage(undefined);
    if (!name.trim()) return setNameError(t('common:errors.CATEGORY_NAME_REQUIRED'));
    setNameError(undefined);
    setSaving(true);
    try {
      await actions.create({ name: name.trim(), parentId: parent === ROOT ? null : Number(parent) });
      toast.show({ tone: 'success', title: t('categories.created'), timeout: 3000 });
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

  const open = (kind: Action['kind'], node: MarketCategoryNode) => {
    setMessage(undefined);
    if (kind === 'delete' && node.children.length > 0) return setMessage(tc('errors.CATEGORY_HAS_CHILDREN'));
    setAction({ kind, node });
    if (kind === 'delete') setConfirmOpen(true);
  };

  const remove = async (node: MarketCategoryNode) => {
    try {
      await actions.remove(node.id);
      if (parent === String(node.id)) setParent(ROOT);
      toast.show({ tone: 'success', title: t('categories.deleted'), timeout: 3000 });
    } catch (error) {
      setMessage(failure(error));
    }
  };

  return (
    <section className={css.panel} data-state={state} aria-busy={state === 'loading'} aria-labelledby={titleId} data-testid="categories-panel">
      <Stack gap="xs">
        <Heading level={2} size={3} id={titleId}>
          {t('categories.title')}
        </Heading>
        <Text tone="muted">{t('categories.description')}</Text>
      </Stack>
      <form noValidate onSubmit={add} aria-label={t('categories.add')} data-state={saving ? 'saving' : 'idle'} className={css.categoryAdd}>
        <TextField
          label={t('categories.name')}
          value={name}
          onChange={(value) => {
            setName(value);
            setNameError(undefined);
          }}
          maxLength={MARKET_CATEGORY_NAME_MAX_LENGTH}
          errorMessage={nameError}
          isRequired
        />
        <Select
          label={t('categories.parent')}
          items={[{ id: ROOT, label: t('categories.noParent') }, ...options.map((c) => ({ id: String(c.id), label: c.name, depth: c.depth }))]}
          selectedKey={parent}
          onSelectionChange={(key) => setParent(key === null ? ROOT : String(key))}
        />
        <div className={css.filtersReset}>
          <Button type="submit" isLoading={saving}>
            {t('categories.add')}
          </Button>
        </div>
      </form>
      {message ? (
        <Text tone="critical" role="alert" data-testid="categories-error">
          {message}
        </Text>
      ) : null}
      {state === 'error' ? <ErrorState title={t('categories.loadError')} onRetry={() => list.mutate()} /> : null}
      {state === 'loading' ? (
        <Stack gap="sm" role="status" aria-label={t('categories.tree')}>
          <Skeleton height={css.skeletonLine} />
          <Skeleton height={css.skeletonLine} />
          <Skeleton height={css.skeletonLine} />
        </Stack>
      ) : null}
      {state === 'empty' ? <EmptyState title={t('categories.empty')} description={t('categories.emptyDescription')} /> : null}
      {state === 'ready' ? (
        <div className={css.treeBox}>
          <CategoryTree
            nodes={tree}
            aria-label={t('categories.tree')}
            data-testid="categories-tree"
            renderAction={(shown) => {
              const node = byId.get(shown.id);
              if (!node) return null;
              return (
                <span className={css.categoryEnd}>
                  <Text as="span" size="sm" tone="muted" className={css.nowrap}>
                    {t('categories.offers', { count: node.offers })}
                  </Text>
                  <Menu
                    label={t('categories.menu', { name: node.name })}
                    isLabelHidden
                    placement="bottom end"
                    icon={
                      <StrokeIcon size="sm">
                        <path d="M5 12h.01M12 12h.01M19 12h.01" />
                      </StrokeIcon>
                    }
                    items={[
                      { id: 'rename', label: t('categories.rename'), onAction: () => open('rename', node) },
                      { id: 'move', label: t('categories.move'), onAction: () => open('move', node) },
                      { id: 'delete', label: t('categories.delete'), onAction: () => open('delete', node) },
                    ]}
                  />
                </span>
              );
            }}
          />
        </div>
      ) : null}
      {action?.kind === 'rename' ? <RenameDialog key={action.node.id} node={action.node} marketId={marketId} onClose={() => setAction(null)} /> : null}
      {action?.kind === 'move' ? (
        <MoveDialog
          key={action.node.id}
          node={action.node}
          marketId={marketId}
          options={options.filter((o) => !subtreeIds(flat, action.node.id).has(o.id))}
          onClose={() => setAction(null)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={confirmOpen}
        onOpenChange={(isOpen) => {
          setConfirmOpen(isOpen);
          if (!isOpen) setAction(null);
        }}
        title={t('categories.deleteTitle')}
        description={action?.kind === 'delete' ? t('categories.deleteDescription', { name: action.node.name }) : undefined}
        confirmLabel={t('categories.deleteConfirm')}
        tone="critical"
        onConfirm={() => (action?.kind === 'delete' ? remove(action.node) : undefined)}
      />
    </section>
  );
}

function flattenNodes(nodes: readonly MarketCategoryNode[]): MarketCategoryNode[] {
  return nodes.flatMap((n) => [n, ...flattenNodes(n.children)]);
}

/** Renames a category: its name (required, at most 60 characters). */
function RenameDialog({ node, marketId, onClose }: { node: MarketCategoryNode; marketId: number; onClose: () => void }) {
  const { t } = useTranslation('marketAdmin');
  const { t: tc } = useTranslation('common');
  const toast = useToast();
  const actions = useCategoryActions(marketId);
  const [name, setName] = useState(node.name);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'name' | 'form', string>>>({});
  const submit = async () => {
    if (!name.trim()) return setErrors({ name: t('common:errors.CATEGORY_NAME_REQUIRED') });
    setSaving(true);
    try {
      await actions.update({ id: node.id, name: name.trim() });
      toast.show({ tone: 'success', title: t('categories.renamed'), timeout: 3000 });
      onClose();
    } catch (error) {
      setErrors(isApiError(error, 'CATEGORY_NAME_REQUIRED') ? { name: tc('errors.CATEGORY_NAME_REQUIRED') } : refusalErrors(error, tc, { fields: { name: 'name' } }));
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog title={t('categories.renameTitle')} onSubmit={submit} onClose={onClose} saving={saving} submitLabel={t('categories.save')} cancelLabel={t('categories.cancel')} formError={errors.form} data-testid="category-rename">
      <TextField label={t('categories.name')} value={name} onChange={setName} maxLength={MARKET_CATEGORY_NAME_MAX_LENGTH} isRequired errorMessage={errors.name} autoFocus />
    </FormDialog>
  );
}

/** Moves a category under another one (not itself or its subcategories) or to the top level. */
function MoveDialog({ node, marketId, options, onClose }: { node: MarketCategoryNode; marketId: number; options: { id: number; name: string; depth: number }[]; onClose: () => void }) {
  const { t } = useTranslation('marketAdmin');
  const { t: tc } = useTranslation('common');
  const toast = useToast();
  const actions = useCategoryActions(marketId);
  const [parent, setParent] = useState<string>(node.parentId === null ? ROOT : String(node.parentId));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    setSaving(true);
    try {
      await actions.update({ id: node.id, parentId: parent === ROOT ? null : Number(parent) });
      toast.show({ tone: 'success', title: t('categories.moved'), timeout: 3000 });
      onClose();
    } catch (failure) {
      setError(isApiError(failure, 'CATEGORY_CYCLE', 'CATEGORY_NOT_FOUND') ? tc(`errors.${failure.code}`) : errorMessage(failure, tc));
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog title={t('categories.moveTitle', { name: node.name })} onSubmit={submit} onClose={onClose} saving={saving} submitLabel={t('categories.save')} cancelLabel={t('categories.cancel')} formError={error} data-testid="category-move">
      <Select
        label={t('categories.parent')}
        items={[{ id: ROOT, label: t('categories.noParent') }, ...options.map((c) => ({ id: String(c.id), label: c.name, depth: c.depth }))]}
        selectedKey={parent}
        onSelectionChange={(key) => setParent(key === null ? ROOT : String(key))}
      />
    </FormDialog>
  );
}
