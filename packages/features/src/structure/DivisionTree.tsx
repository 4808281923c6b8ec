import './strings.ts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateDivisionBody, DIVISION_NAME_MAX_LENGTH, type Division } from '@gratia/contracts';
import { Button, ConfirmDialog, EmptyState, ErrorState, GridList, GridListItem, Heading, IconButton, Menu, Skeleton, Stack, Text, TextField, useToast, type Selection } from '@gratia/ui';
import { isApiError } from '../api/index.ts';
import { errorMessage, useErrorToast, fieldErrorsOf, issuesByField } from '../errors/index.ts';
import { divisionTree, useDivisions, type DivisionNode } from '../people/index.ts';
import { StrokeIcon, FormDialog } from '../shared/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { DivisionPicker } from './DivisionPicker.tsx';
import { useDivisionActions } from './hooks.ts';
import { subtreeOf } from './options.ts';
import * as css from './structure.css.ts';

/** The GridList key of "all divisions" (a division id is a number). */
const ALL = 'all';
/** Deepest indentation step of a row. */
const MAX_INDENT = 8;

/** Three dots: the trigger of a row's actions. */
export function MoreIcon() {
  return (
    <StrokeIcon size="sm">
      <path d="M5 12h.01M12 12h.01M19 12h.01" />
    </StrokeIcon>
  );
}

/** What the division dialog is doing. */
type DivisionEdit = { mode: 'create'; parentId: number | null } | { mode: 'rename'; division: Division } | { mode: 'move'; division: Division };

/** The rows shown: nodes under a collapsed division are left out. */
function visibleNodes(nodes: readonly DivisionNode[], collapsed: ReadonlySet<number>): DivisionNode[] {
  const out: DivisionNode[] = [];
  let hideBelow: number | null = null;
  for (const node of nodes) {
    if (hideBelow !== null && node.depth > hideBelow) continue;
    hideBelow = null;
    out.push(node);
    if (collapsed.has(node.division.id)) hideBelow = node.depth;
  }
  return out;
}

/** Create, rename or move a division: a dialog with the name and/or the parent. */
function DivisionDialog({ edit, divisions, onClose }: { edit: DivisionEdit; divisions: readonly Division[]; onClose: () => void }) {
  const { t } = useTranslation('structure');
  const toast = useToast();
  const actions = useDivisionActions();
  const [name, setName] = useState(edit.mode === 'create' ? '' : edit.division.name);
  const [parentId, setParentId] = useState<number | null>(edit.mode === 'create' ? edit.parentId : edit.division.parentId);
  const [errors, setErrors] = useState<{ name?: string; parentId?: string; form?: string }>({});
  const [saving, setSaving] = useState(false);
  const showName = edit.mode !== 'move';
  const showParent = edit.mode !== 'rename';
  const disabled = useMemo(() => (edit.mode === 'move' ? subtreeOf(divisions, edit.division.id) : new Set<number>()), [edit, divisions]);
  const title = edit.mode === 'create' ? t('divisions.createTitle') : edit.mode === 'rename' ? t('divisions.renameTitle') : t('divisions.moveTitle', { name: edit.division.name });

  const submit = async () => {
    const found: typeof errors = {};
    if (showName) {
      const parsed = CreateDivisionBody.safeParse({ name, parentId });
      if (!parsed.success) Object.assign(found, issuesByField(parsed.error.issues, t));
      if (!name.trim()) found.name = t('common:validation.required');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      if (edit.mode === 'create') await actions.create({ name: name.trim(), parentId });
      else if (edit.mode === 'rename') await actions.update(edit.division.id, { name: name.trim() });
      else await actions.update(edit.division.id, { parentId });
      toast.show({ tone: 'success', title: t(edit.mode === 'create' ? 'divisions.created' : edit.mode === 'move' ? 'divisions.moved' : 'divisions.saved'), timeout: 3000 });
      onClose();
    } catch (error) {
      const byField = fieldErrorsOf(error, t);
      setErrors(Object.keys(byField).length > 0 ? byField : { form: errorMessage(error, t) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={title}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      submitLabel={edit.mode === 'create' ? t('divisions.create') : t('divisions.save')}
      cancelLabel={t('divisions.cancel')}
      formError={errors.form}
      data-testid="division-dialog"
    >
      {showName ? (
        <TextField label={t('divisions.name')} value={name} onChange={setName} maxLength={DIVISION_NAME_MAX_LENGTH} isRequired autoFocus errorMessage={errors.name} />
      ) : null}
      {showParent ? (
        <DivisionPicker
          label={t('divisions.parent')}
          noneLabel={t('divisions.topLevel')}
          divisions={divisions}
          value={parentId}
          onChange={setParentId}
          disabled={disabled}
          errorMessage={errors.parentId}
        />
      ) : null}
    </FormDialog>
  );
}

/** Props of {@link DivisionTree}. */
export interface DivisionTreeProps {
  /** The chosen division (it filters the employee table); undefined for all. */
  selectedId: number | undefined;
  onSelect: (id: number | undefined) => void;
  /** Level of the title; default 2. */
  headingLevel?: 2 | 3;
}

/**
 * The divisions of the organization as an expandable tree (SPEC §2 Organization settings
 * 'structure … divisions', §7 'departments tree'): a keyboard list (ui `GridList`: arrows move,
 * Space or Enter chooses, Right arrow reaches a row's buttons) of "All divisions" and every
 * division indented under its parent, with its member count (its own, fired and blocked ones
 * excluded) and sub-division count; a toggle folds a division's children. Choosing one filters
 * the employee table (`onSelect`). "Add division" creates one at the top level; each row's menu
 * adds a sub-division, renames, moves (a tree select of the new parent — the division itself and
 * those under it cannot be chosen; the server's DIVISION_CYCLE is shown in the dialog) or deletes
 * after "Вы уверены, что хотите удалить подразделение?" (DIVISION_NOT_EMPTY is shown in the
 * confirmation). States (`data-state`): loading, error, empty, ready.
 */
export function DivisionTree({ selectedId, onSelect, headingLevel = 2 }: DivisionTreeProps) {
  const { t, i18n } = useTranslation('structure');
  const toast = useToast();
  const showError = useErrorToast();
  const divisions = useDivisions();
  const actions = useDivisionActions();
  const titleId = useId();
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [edit, setEdit] = useState<DivisionEdit | null>(null);
  // The confirmation keeps its text while it closes.
  const [deleting, setDeleting] = useState<Division | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const items = useMemo(() => divisions.data?.items ?? [], [divisions.data]);
  const nodes = useMemo(() => divisionTree(items, i18n.language), [items, i18n.language]);
  const rows = useMemo(() => visibleNodes(nodes, collapsed), [nodes, collapsed]);
  const state = divisions.error && !divisions.data ? 'error' : !divisions.data ? 'loading' : items.length === 0 ? 'empty' : 'ready';

  const toggle = (id: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const choose = (keys: Selection) => {
    if (keys === 'all') return;
    const [key] = [...keys];
    if (key === undefined) return;
    onSelect(key === ALL ? undefined : Number(key));
  };

  const remove = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await actions.remove(deleting.id);
      if (selectedId === deleting.id) onSelect(undefined);
      toast.show({ tone: 'success', title: t('divisions.deleted'), timeout: 3000 });
    } catch (error) {
      if (isApiError(error, 'DIVISION_NOT_EMPTY') || isApiError(error, 'NOT_FOUND')) {
        setDeleteError(errorMessage(error, t));
      } else {
        showError(error);
      }
      throw error;
    }
  };

  const menuFor = (division: Division) => [
    { id: 'addChild', label: t('divisions.addChild'), onAction: () => setEdit({ mode: 'create', parentId: division.id }) },
    { id: 'rename', label: t('divisions.rename'), onAction: () => setEdit({ mode: 'rename', division }) },
    { id: 'move', label: t('divisions.move'), onAction: () => setEdit({ mode: 'move', division }) },
    {
      id: 'delete',
      label: t('divisions.delete'),
      onAction: () => {
        setDeleteError(null);
        setDeleting(division);
        setDeleteOpen(true);
      },
    },
  ];

  const listItems = [{ id: ALL, node: null as DivisionNode | null }, ...rows.map((node) => ({ id: node.division.id, node }))];

  return (
    <section className={css.root} data-state={state} aria-busy={state === 'loading'} aria-labelledby={titleId}>
      <Stack gap="md">
        <div className={css.sectionHeader}>
          <Heading level={headingLevel} size={3} id={titleId}>
            {t('divisions.title')}
          </Heading>
          <Button size="sm" variant="secondary" onPress={() => setEdit({ mode: 'create', parentId: null })} isDisabled={state === 'loading' || state === 'error'}>
            {t('divisions.add')}
          </Button>
        </div>
        {state === 'loading' && (
          <Stack gap="sm">
            <Skeleton height={placeholderHeight.field} />
            <Skeleton height={placeholderHeight.field} />
            <Skeleton height={placeholderHeight.field} />
          </Stack>
        )}
        {state === 'error' && <ErrorState title={t('divisions.error')} onRetry={() => divisions.mutate()} />}
        {state === 'empty' && <EmptyState title={t('divisions.empty')} description={t('divisions.emptyDescription')} />}
        {state === 'ready' && (
          <GridList
            aria-label={t('divisions.listLabel')}
            items={listItems}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[selectedId ?? ALL]}
            onSelectionChange={choose}
          >
            {({ id, node }) =>
              node === null ? (
                <GridListItem id={id} textValue={t('divisions.all')}>
                  <div className={css.treeRow}>
                    <span className={css.toggleSpace} />
                    <Text as="span" weight="semibold" truncate>
                      {t('divisions.all')}
                    </Text>
                  </div>
                </GridListItem>
              ) : (
                <GridListItem id={id} textValue={node.division.name}>
                  <div className={`${css.treeRow} ${css.depth[Math.min(node.depth, MAX_INDENT)]}`} data-depth={node.depth}>
                    {node.division.childCount > 0 ? (
                      <IconButton
                        size="sm"
                        variant="ghost"
                        aria-label={t(collapsed.has(node.division.id) ? 'divisions.expand' : 'divisions.collapse', { name: node.division.name })}
                        aria-expanded={!collapsed.has(node.division.id)}
                        onPress={() => toggle(node.division.id)}
                        icon={
                          <span className={css.chevron}>
                            <StrokeIcon size="sm">
                              <path d="M9 6l6 6-6 6" />
                            </StrokeIcon>
                          </span>
                        }
                      />
                    ) : (
                      <span className={css.toggleSpace} />
                    )}
                    <span className={css.treeText}>
                      <Text as="span" weight="semibold" truncate>
                        {node.division.name}
                      </Text>
                      <Text as="span" size="sm" tone="muted" truncate>
                        {[t('divisions.members', { count: node.division.memberCount }), node.division.childCount > 0 ? t('divisions.children', { count: node.division.childCount }) : null]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </span>
                    <Menu label={t('divisions.actions', { name: node.division.name })} isLabelHidden icon={<MoreIcon />} placement="bottom end" items={menuFor(node.division)} />
                  </div>
                </GridListItem>
              )
            }
          </GridList>
        )}
      </Stack>
      {edit ? <DivisionDialog key={JSON.stringify(edit)} edit={edit} divisions={items} onClose={() => setEdit(null)} /> : null}
      <ConfirmDialog
        isOpen={deleteOpen}
        onOpenChange={setDeleteOpen}
        title={t('divisions.deleteConfirm')}
        description={deleting ? t('divisions.deleteDescription', { name: deleting.name }) : undefined}
        confirmLabel={t('divisions.delete')}
        tone="critical"
        onConfirm={remove}
      >
        {deleteError ? (
          <Text tone="critical" role="alert">
            {deleteError}
          </Text>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
