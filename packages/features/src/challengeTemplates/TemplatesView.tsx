import './strings.ts';
import { useCallback, useEffect, useId, useState, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { MAX_TEMPLATE_SEARCH, TEMPLATE_SCOPES, type ChallengeTemplate, type TemplateCategoryTree } from '@gratia/contracts';
import { Box, Button, ConfirmDialog, EmptyState, ErrorState, Heading, Popover, SegmentedControl, Skeleton, Stack, Text, TextField, VirtualList, useToast } from '@gratia/ui';
import { useErrorToast } from '../errors/index.ts';
import { CategoryManager } from './CategoryManager.tsx';
import { CategoryTree } from './CategoryTree.tsx';
import { useTemplateActions, useTemplateCategories, useTemplates } from './hooks.ts';
import { TemplateCard } from './TemplateCard.tsx';
import { TemplateForm } from './TemplateForm.tsx';
import { parseTemplateParams, templateSearch, treeIds, type TemplateListParams } from './templateForm.ts';
import * as css from './TemplatesView.css.ts';

/** How long the search waits after the last key before it asks the server, ms. */
export const TEMPLATE_SEARCH_DELAY_MS = 300;

/** Props of {@link TemplatesView}. */
export interface TemplatesViewProps {
  /** Load the next page as the end of the list comes near; default true. 'Show more' is always there too. */
  autoLoad?: boolean;
  /** Scroll the list in a box of this height (a CSS length) instead of the page. */
  listHeight?: string;
  /** Estimated height of a row of cards, px, before measuring. Default 420. */
  estimateSize?: number;
}

const templateKey = (template: ChallengeTemplate) => template.id;

/** The number of columns of a CSS grid template as the browser computed it (`300px 300px` → 2). */
function countTracks(template: string): number {
  const value = template.trim();
  if (value === '' || value === 'none') return 1;
  return Math.max(1, value.replace(/\[[^\]]*\]/g, ' ').trim().split(/\s+/).filter(Boolean).length);
}

/** A ref for a grid element and its measured column count (null until it is measured: the server's render, hydration). */
function useGridColumns(): [RefCallback<HTMLElement>, number | null] {
  const [columns, setColumns] = useState<number | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const measure = () => setColumns(countTracks(getComputedStyle(element).gridTemplateColumns));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, columns];
}

/** Props of {@link CategoryFilter}. */
interface CategoryFilterProps {
  tree: { data?: TemplateCategoryTree | undefined; error?: unknown; mutate: () => unknown };
  selected: number[];
  onChange: (ids: number[]) => void;
  onManage: (() => void) | null;
}

/** The category filter (DOMAIN §1.9 'Filters by categories', 'Reset'): the tree as checkboxes, Reset, and Manage for who manages the tree. */
function CategoryFilter({ tree, selected, onChange, onManage }: CategoryFilterProps) {
  const { t } = useTranslation('challengeTemplates');
  return (
    <>
      {tree.error && !tree.data ? (
        <ErrorState title={t('filter.error')} onRetry={() => void tree.mutate()} />
      ) : !tree.data ? (
        <Stack gap="sm" role="status" aria-label={t('filter.open')}>
          <Skeleton height={css.skeletonLine} />
          <Skeleton height={css.skeletonLine} />
          <Skeleton height={css.skeletonLine} />
        </Stack>
      ) : tree.data.items.length === 0 ? (
        <Text size="sm" tone="muted">
          {t('filter.empty')}
        </Text>
      ) : (
        <CategoryTree nodes={tree.data.items} selected={selected} onChange={onChange} aria-label={t('filter.title')} data-testid="template-category-filter" />
      )}
      <div className={css.filterActions}>
        <Button size="sm" variant="secondary" isDisabled={selected.length === 0} onPress={() => onChange([])}>
          {t('filter.reset')}
        </Button>
        {onManage ? (
          <Button size="sm" variant="ghost" onPress={onManage}>
            {t('filter.manage')}
          </Button>
        ) : null}
      </div>
    </>
  );
}

/**
 * The challenge templates page (SPEC §2 /challenge_templates; §3 Template; DOMAIN §1.9;
 * docs/decisions/0044): a link back to the challenges, the title and 'New template' (the
 * {@link TemplateForm} in a dialog), the scope tabs 'My' / 'Ours' / 'Common' bound to `?scope=`
 * (my by default), a search by name (`?q=`, asked {@link TEMPLATE_SEARCH_DELAY_MS} ms after the
 * last key), the scope's category tree as multi-select checkboxes with 'Reset' (`?category=`,
 * repeated; a category selects its subcategories' templates too) — a sidebar from tablet width
 * up, a popover behind 'Categories' on a phone — and 'Manage categories' ({@link CategoryManager})
 * for who manages the tree; then the templates newest first in cursor pages of 20 as
 * {@link TemplateCard}s on the ui `VirtualList`, as many per row as the width holds (1–3). A card
 * starts a challenge (or a chain) from its template; Edit and Delete (with a confirmation) are
 * there for who may. States (`data-state`): loading, error (retry), empty (a text per scope, or
 * for a filter that finds nothing), ready; `data-scope` is the scope.
 */
export function TemplatesView({ autoLoad = true, listHeight, estimateSize = 420 }: TemplatesViewProps) {
  const { t } = useTranslation('challengeTemplates');
  const [params, setParams] = useSearchParams();
  const current = parseTemplateParams(params);
  const { scope, categoryIds, q } = current;
  const tree = useTemplateCategories(scope);
  const known = tree.data ? treeIds(tree.data.items) : null;
  // Ids of the URL that are not in this scope's tree select nothing on the server: they are not shown as selected either.
  const selected = known ? categoryIds.filter((id) => known.has(id)) : categoryIds;
  const templates = useTemplates(scope, selected, q);
  const actions = useTemplateActions();
  const toast = useToast();
  const showError = useErrorToast();
  const [probe, measuredColumns] = useGridColumns();
  const [search, setSearch] = useState(q);
  const [editing, setEditing] = useState<ChallengeTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ChallengeTemplate | null>(null);
  const [managing, setManaging] = useState(false);
  const filterHeadingId = useId();

  const go = useCallback((next: Partial<TemplateListParams>) => setParams((prev) => templateSearch(prev, { ...parseTemplateParams(prev), ...next })), [setParams]);

  // The URL's `q` (back, a link, Reset) fills the field: adjusted while rendering, when it changes.
  const [searchOf, setSearchOf] = useState(q);
  if (searchOf !== q) {
    setSearchOf(q);
    setSearch(q);
  }
  // The search asks the server a moment after the last key.
  useEffect(() => {
    if (search.trim() === q.trim()) return;
    const timer = setTimeout(() => go({ q: search }), TEMPLATE_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, q, go]);

  const { items, hasMore, isLoadingMore, loadMore } = templates;
  const state = templates.error && items.length === 0 ? 'error' : templates.isLoading ? 'loading' : items.length === 0 ? 'empty' : 'ready';
  const filtered = selected.length > 0 || q.trim() !== '';
  const canManage = tree.data?.canManage === true;

  const renderCard = useCallback(
    (template: ChallengeTemplate) => (
      <div className={css.cell}>
        <TemplateCard template={template} onEdit={setEditing} onDelete={setDeleting} />
      </div>
    ),
    [],
  );

  const filter = (
    <CategoryFilter tree={tree} selected={selected} onChange={(ids) => go({ categoryIds: ids })} onManage={canManage ? () => setManaging(true) : null} />
  );

  return (
    <section className={css.root} data-state={state} data-scope={scope} aria-busy={state === 'loading' || isLoadingMore} aria-label={t('title')}>
      <Stack gap="lg">
        <div className={css.header}>
          <div className={css.titleBlock}>
            <Link to="/challenges" className={css.backLink}>
              {`← ${t('back')}`}
            </Link>
            <Heading level={1}>{t('title')}</Heading>
          </div>
          <Button onPress={() => setEditing('new')}>{t('new')}</Button>
        </div>
        <div className={css.controls}>
          <div className={css.scopes}>
            <SegmentedControl label={t('scope.label')} items={TEMPLATE_SCOPES.map((id) => ({ id, label: t(`scope.${id}`) }))} value={scope} onChange={(id) => go({ scope: TEMPLATE_SCOPES.find((s) => s === id) ?? 'my', categoryIds: [] })} />
          </div>
          <div className={css.search}>
            <TextField type="search" label={t('search.label')} isLabelHidden placeholder={t('search.placeholder')} value={search} onChange={setSearch} maxLength={MAX_TEMPLATE_SEARCH} />
          </div>
        </div>
        <div className={css.layout}>
          <aside className={css.sidebar} aria-labelledby={filterHeadingId} data-testid="template-sidebar">
            <h2 id={filterHeadingId} className={css.filterHeading}>
              {t('filter.title')}
            </h2>
            {filter}
          </aside>
          <Stack gap="md">
            <div className={css.phoneFilter}>
              <Popover
                title={t('filter.title')}
                trigger={
                  <Button variant="secondary" size="sm">
                    {selected.length > 0 ? t('filter.openCount', { count: selected.length }) : t('filter.open')}
                  </Button>
                }
              >
                <div className={css.popoverFilter}>
                  <CategoryFilter tree={tree} selected={selected} onChange={(ids) => go({ categoryIds: ids })} onManage={canManage ? () => setManaging(true) : null} />
                </div>
              </Popover>
            </div>
            {state === 'loading' && (
              <div className={css.skeletonGrid} role="status" aria-label={t('list.loading')}>
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} height={css.skeletonCardHeight} radius="lg" />
                ))}
              </div>
            )}
            {state === 'error' && <ErrorState title={t('list.error')} onRetry={templates.reload} />}
            {state === 'empty' && (
              <EmptyState
                title={filtered ? t('list.empty.filtered') : t(`list.empty.${scope}`)}
                description={filtered ? t('list.emptyDescription.filtered') : t(`list.emptyDescription.${scope}`)}
                action={
                  filtered ? (
                    <Button variant="secondary" onPress={() => go({ categoryIds: [], q: '' })}>
                      {t('filter.reset')}
                    </Button>
                  ) : scope === 'my' ? (
                    <Button onPress={() => setEditing('new')}>{t('new')}</Button>
                  ) : undefined
                }
              />
            )}
            {state === 'ready' && (
              <Box className={css.listBox}>
                <div ref={probe} className={css.columnsProbe} aria-hidden="true" />
                <VirtualList
                  items={items}
                  getKey={templateKey}
                  estimateSize={estimateSize}
                  scroll={listHeight ? 'element' : 'window'}
                  height={listHeight}
                  aria-label={t('list.label')}
                  columns={measuredColumns ?? 1}
                  columnGap={css.cardGap}
                  columnsTemplate={css.gridColumnsTemplate}
                  hasMore={hasMore}
                  isLoadingMore={isLoadingMore}
                  onEndReached={autoLoad ? loadMore : undefined}
                  loadMoreLabel={t('list.loadMore')}
                  onLoadMore={loadMore}
                  endMessage={t('list.end')}
                  renderItem={renderCard}
                />
              </Box>
            )}
          </Stack>
        </div>
      </Stack>
      {editing ? <TemplateForm template={editing === 'new' ? undefined : editing} scope={scope} onClose={() => setEditing(null)} /> : null}
      {managing ? <CategoryManager scope={scope} onClose={() => setManaging(false)} /> : null}
      {deleting ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && setDeleting(null)}
          title={t('delete.title', { name: deleting.name })}
          description={t('delete.description')}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          tone="critical"
          onConfirm={async () => {
            try {
              await actions.remove(deleting.id);
              toast.show({ tone: 'success', title: t('delete.done') });
            } catch (error) {
              showError(error);
              throw error;
            }
          }}
        />
      ) : null}
    </section>
  );
}
