import './strings.ts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { TELEGRAM_GROUP_NAME_MAX_LENGTH, type TelegramGroup } from '@gratia/contracts';
import {
  Box,
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  ErrorState,
  Heading,
  Skeleton,
  Stack,
  Text,
  TextField,
  useToast,
  type DataTableColumn,
} from '@gratia/ui';

import { useErrorToast, validationMessage, refusalErrors } from '../errors/index.ts';
import { formatDate } from '../i18n/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { useTelegramGroupActions, useTelegramGroups } from './hooks.ts';
import {
  addedDay,
  NEW_TELEGRAM_GROUP,
  readTelegramGroupValues,
  telegramGroupChanges,
  telegramGroupValuesOf,
  type TelegramGroupField,
  type TelegramGroupValues,
} from './telegramGroups.ts';
import * as layout from './administration.css.ts';
import * as css from './telegramGroups.css.ts';
import { FormDialog } from '../shared/index.ts';

/** Messages of the group dialog by field; `form` for a refusal of no field (above the buttons). */
type DialogErrors = Partial<Record<TelegramGroupField | 'form', string>>;

/** A refusal of the server on the field it concerns — a taken chat id (TELEGRAM_GROUP_TAKEN) or a field's issue — else above the buttons. */
function serverErrors(error: unknown, t: TFunction): DialogErrors {
  return refusalErrors(error, t, { codes: [['TELEGRAM_GROUP_TAKEN', 'chatId']], fields: ['name', 'chatId'] });
}

/** What the group dialog is doing: adding a group, or editing one. */
type GroupEdit = { mode: 'create' } | { mode: 'edit'; group: TelegramGroup };

/**
 * The add / edit dialog of a Telegram group (SPEC §3 Telegram group: name, chat id): the name and
 * the chat id with a hint where to find it. The contract's checks run before sending; the server's
 * refusals show on their field (a chat id the community has: on the chat id) or above the buttons.
 */
function TelegramGroupDialog({ edit, onClose }: { edit: GroupEdit; onClose: () => void }) {
  const { t } = useTranslation('administration');
  const toast = useToast();
  const actions = useTelegramGroupActions();
  const [values, setValues] = useState<TelegramGroupValues>(() => (edit.mode === 'edit' ? telegramGroupValuesOf(edit.group) : NEW_TELEGRAM_GROUP));
  const [errors, setErrors] = useState<DialogErrors>({});
  const [saving, setSaving] = useState(false);
  const creating = edit.mode === 'create';
  const title = creating ? t('telegramGroups.dialog.createTitle') : t('telegramGroups.dialog.editTitle');

  const set = (field: TelegramGroupField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field] || errors.form) setErrors(({ [field]: _field, form: _form, ...rest }) => rest);
  };

  const submit = async () => {
    const read = readTelegramGroupValues(values);
    if ('issues' in read) {
      const found: DialogErrors = {};
      for (const [field, issue] of Object.entries(read.issues)) found[field as TelegramGroupField] = validationMessage(issue, t);
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      if (edit.mode === 'create') {
        const created = await actions.create(read.body);
        toast.show({ tone: 'success', title: t('telegramGroups.added'), description: t('telegramGroups.addedDescription', { name: created.name }), timeout: 3000 });
      } else {
        const changes = telegramGroupChanges(read.body, edit.group);
        if (Object.keys(changes).length > 0) {
          await actions.update(edit.group.id, changes);
          toast.show({ tone: 'success', title: t('telegramGroups.updated'), timeout: 3000 });
        }
      }
      onClose();
    } catch (error) {
      setErrors(serverErrors(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={title}
      description={t('telegramGroups.dialog.description')}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      submitLabel={creating ? t('telegramGroups.dialog.submitCreate') : t('telegramGroups.dialog.submitEdit')}
      cancelLabel={t('telegramGroups.dialog.cancel')}
      formError={errors.form}
      data-testid="telegram-group-dialog"
    >
      <TextField
        label={t('telegramGroups.dialog.name')}
        description={t('telegramGroups.dialog.nameHint')}
        value={values.name}
        onChange={(name) => set('name', name)}
        maxLength={TELEGRAM_GROUP_NAME_MAX_LENGTH}
        autoComplete="off"
        isRequired
        autoFocus
        errorMessage={errors.name}
      />
      <TextField
        label={t('telegramGroups.dialog.chatId')}
        description={t('telegramGroups.dialog.chatIdHint')}
        placeholder={t('telegramGroups.dialog.chatIdPlaceholder')}
        value={values.chatId}
        onChange={(chatId) => set('chatId', chatId)}
        autoComplete="off"
        isRequired
        errorMessage={errors.chatId}
      />
    </FormDialog>
  );
}

/** Edit and Remove of one group, each named with the group for screen readers. */
function RowActions({ group, onEdit, onDelete }: { group: TelegramGroup; onEdit: (g: TelegramGroup) => void; onDelete: (g: TelegramGroup) => void }) {
  const { t } = useTranslation('administration');
  return (
    <Box as="span" className={css.actions}>
      <Button size="sm" variant="secondary" aria-label={t('telegramGroups.editLabel', { name: group.name })} onPress={() => onEdit(group)}>
        {t('telegramGroups.edit')}
      </Button>
      <Button size="sm" variant="ghost" tone="critical" aria-label={t('telegramGroups.deleteLabel', { name: group.name })} onPress={() => onDelete(group)}>
        {t('telegramGroups.delete')}
      </Button>
    </Box>
  );
}

/** Props of {@link TelegramGroupsPanel}. */
export interface TelegramGroupsPanelProps {
  /** Level of the title; default 2 (the settings page has the h1). */
  headingLevel?: 2 | 3;
}

/**
 * The 'telegram' tab of the organization settings — SPEC §2 /organization_administration_settings/{id}/telegram
 * (admins), SPEC §3 Telegram group (name, chat id): the community's Telegram groups from GET
 * /api/telegram-groups, by name, as a table on tablets and desktops and as cards on phones — name,
 * chat id, the day it was added (DD-MM-YYYY) — each with **Edit** (PATCH /api/telegram-groups?id=,
 * the add dialog prefilled; only changed fields are sent) and **Remove** (DELETE, after a
 * confirmation).
 *
 * **Add group** (POST /api/telegram-groups) opens a dialog with the name and the chat id, with a
 * hint where to find the id; spaces and a typographic minus in a pasted id are forgiven. The
 * contract's checks run before sending; the server's refusals show on their field (a chat id the
 * community already has: TELEGRAM_GROUP_TAKEN, on the chat id). Each change: a toast (added /
 * updated / removed) and the list is read again ({@link useTelegramGroupActions}).
 *
 * `data-state`: loading (placeholders, `aria-busy`), error (with retry), empty (what the groups are
 * for, and the add button), ready.
 */
export function TelegramGroupsPanel({ headingLevel = 2 }: TelegramGroupsPanelProps) {
  const { t } = useTranslation('administration');
  const toast = useToast();
  const showError = useErrorToast();
  const groups = useTelegramGroups();
  const actions = useTelegramGroupActions();
  const titleId = useId();
  const [edit, setEdit] = useState<GroupEdit | null>(null);
  const [deleting, setDeleting] = useState<TelegramGroup | null>(null);
  const data = groups.data;
  const items = useMemo(() => data?.items ?? [], [data]);
  const state = groups.error && !data ? 'error' : !data ? 'loading' : items.length === 0 ? 'empty' : 'ready';

  const remove = async (group: TelegramGroup) => {
    try {
      await actions.remove(group.id);
      toast.show({ tone: 'success', title: t('telegramGroups.removed'), description: t('telegramGroups.addedDescription', { name: group.name }), timeout: 3000 });
    } catch (error) {
      showError(error);
      throw error;
    }
  };

  const onEdit = (group: TelegramGroup) => setEdit({ mode: 'edit', group });
  const columns: DataTableColumn<TelegramGroup>[] = [
    {
      id: 'name',
      header: t('telegramGroups.column.name'),
      isRowHeader: true,
      render: (g) => (
        <Text as="span" weight="semibold" className={css.name}>
          {g.name}
        </Text>
      ),
    },
    { id: 'chatId', header: t('telegramGroups.column.chatId'), render: (g) => <span className={css.chatId}>{g.chatId}</span> },
    {
      id: 'added',
      header: t('telegramGroups.column.added'),
      render: (g) => (
        <time className={layout.nowrap} dateTime={g.createdAt}>
          {formatDate(addedDay(g.createdAt))}
        </time>
      ),
    },
    { id: 'actions', header: t('telegramGroups.column.actions'), align: 'end', render: (g) => <RowActions group={g} onEdit={onEdit} onDelete={setDeleting} /> },
  ];

  const addButton = (
    <Button onPress={() => setEdit({ mode: 'create' })} isDisabled={state === 'loading'}>
      {t('telegramGroups.add')}
    </Button>
  );

  return (
    <Box as="section" className={layout.periods} data-state={state} aria-busy={state === 'loading'} aria-labelledby={titleId} data-testid="telegram-groups-panel">
      <Stack gap="lg">
        <Box className={layout.periodsHeader}>
          <Box className={layout.intro}>
            <Heading level={headingLevel} size={3} id={titleId}>
              {t('telegramGroups.title')}
            </Heading>
            <Text tone="muted">{t('telegramGroups.description')}</Text>
          </Box>
          {state === 'ready' || state === 'loading' ? addButton : null}
        </Box>
        {state === 'loading' ? (
          <Stack gap="sm">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={placeholderHeight.field} />
            ))}
          </Stack>
        ) : null}
        {state === 'error' ? <ErrorState title={t('telegramGroups.loadError')} onRetry={() => groups.mutate()} /> : null}
        {state === 'empty' ? <EmptyState title={t('telegramGroups.empty')} description={t('telegramGroups.emptyDescription')} action={addButton} /> : null}
        {state === 'ready' ? (
          <>
            <Box className={layout.periodsTable}>
              <DataTable aria-label={t('telegramGroups.tableLabel')} columns={columns} rows={items} getRowId={(g) => g.id} />
            </Box>
            <Box as="ul" className={layout.periodCards} aria-label={t('telegramGroups.tableLabel')}>
              {items.map((g) => (
                <Box as="li" key={g.id} className={layout.periodCard} data-testid="telegram-group-card">
                  <Text as="span" weight="semibold" className={css.name}>
                    {g.name}
                  </Text>
                  <Text as="span" size="sm">
                    <span className={css.chatId}>{t('telegramGroups.chatIdLine', { chatId: g.chatId })}</span>
                  </Text>
                  <Text as="span" size="sm" tone="muted">
                    {t('telegramGroups.addedLine', { date: formatDate(addedDay(g.createdAt)) })}
                  </Text>
                  <RowActions group={g} onEdit={onEdit} onDelete={setDeleting} />
                </Box>
              ))}
            </Box>
          </>
        ) : null}
      </Stack>
      {edit ? <TelegramGroupDialog key={edit.mode === 'edit' ? edit.group.id : 'create'} edit={edit} onClose={() => setEdit(null)} /> : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('telegramGroups.deleteTitle')}
        description={deleting ? t('telegramGroups.deleteDescription', { name: deleting.name, chatId: deleting.chatId }) : undefined}
        confirmLabel={t('telegramGroups.deleteConfirm')}
        tone="critical"
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </Box>
  );
}
