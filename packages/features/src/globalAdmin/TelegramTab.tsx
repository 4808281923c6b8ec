import './strings.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CreateTelegramGroupBody, TELEGRAM_GROUP_NAME_MAX_LENGTH, type GlobalCommunity, type TelegramGroup } from '@gratia/contracts';
import { Box, Button, ConfirmDialog, DataTable, EmptyState, ErrorState, Heading, Skeleton, Stack, Text, TextField, useToast, type DataTableColumn } from '@gratia/ui';
import { isApiError } from '../api/index.ts';
import { errorMessage, useErrorToast, fieldErrorsOf, issuesByField } from '../errors/index.ts';
import { formatDate } from '../i18n/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { ChooseCommunity, CommunityPicker } from './CommunityPicker.tsx';
import { FormDialog } from '../shared/index.ts';
import { useGlobalTelegramGroupActions, useGlobalTelegramGroups } from './hooks.ts';
import * as css from './globalAdmin.css.ts';

type Errors = Partial<Record<'name' | 'chatId' | 'form', string>>;
/** What the group dialog does: add a group, or rename one. */
type GroupEdit = { mode: 'add' } | { mode: 'rename'; group: TelegramGroup };

/** A refusal of the server on its field (a chat id the community has: TELEGRAM_GROUP_TAKEN, on the chat id), else above the buttons. */
function serverErrors(error: unknown, t: TFunction): Errors {
  if (isApiError(error, 'TELEGRAM_GROUP_TAKEN')) return { chatId: errorMessage(error, t) };
  const byField = fieldErrorsOf(error, t);
  const found: Errors = {};
  for (const field of ['name', 'chatId'] as const) if (byField[field]) found[field] = byField[field];
  return Object.keys(found).length > 0 ? found : { form: errorMessage(error, t) };
}

/**
 * Adds a Telegram group (name and chat id; POST /api/global/telegram-groups) or renames one (only
 * the name; PATCH) in the chosen community. The contract's checks run before sending (a pasted id
 * loses its spaces and typographic minus); the server's refusals show on their field.
 */
function GroupDialog({ community, edit, onClose }: { community: GlobalCommunity; edit: GroupEdit; onClose: () => void }) {
  const { t } = useTranslation('globalAdmin');
  const toast = useToast();
  const actions = useGlobalTelegramGroupActions(community.id);
  const [name, setName] = useState(edit.mode === 'rename' ? edit.group.name : '');
  const [chatId, setChatId] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const adding = edit.mode === 'add';

  const submit = async () => {
    const body = { name, chatId: adding ? chatId.replace(/\s+/g, '').replace(/[−–]/g, '-') : edit.group.chatId };
    const parsed = CreateTelegramGroupBody.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues, t));
      return;
    }
    setSaving(true);
    try {
      if (edit.mode === 'add') {
        const created = await actions.create(parsed.data);
        toast.show({ tone: 'success', title: t('telegram.added'), description: created.name, timeout: 3000 });
      } else if (parsed.data.name !== edit.group.name) {
        const saved = await actions.update(edit.group.id, { name: parsed.data.name });
        toast.show({ tone: 'success', title: t('telegram.renamed'), description: saved.name, timeout: 3000 });
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
      title={adding ? t('telegram.dialog.addTitle') : t('telegram.dialog.renameTitle')}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      submitLabel={adding ? t('telegram.dialog.submitAdd') : t('telegram.dialog.submitRename')}
      cancelLabel={t('telegram.dialog.cancel')}
      formError={errors.form}
      data-testid="telegram-group-dialog"
    >
      <TextField
        label={t('telegram.dialog.name')}
        value={name}
        onChange={(v) => {
          setName(v);
          setErrors(({ name: _name, form: _form, ...rest }) => rest);
        }}
        maxLength={TELEGRAM_GROUP_NAME_MAX_LENGTH}
        autoComplete="off"
        isRequired
        autoFocus
        errorMessage={errors.name}
      />
      {adding ? (
        <TextField
          label={t('telegram.dialog.chatId')}
          description={t('telegram.dialog.chatIdHint')}
          value={chatId}
          onChange={(v) => {
            setChatId(v);
            setErrors(({ chatId: _chatId, form: _form, ...rest }) => rest);
          }}
          autoComplete="off"
          isRequired
          errorMessage={errors.chatId}
        />
      ) : null}
    </FormDialog>
  );
}

/** Props of {@link TelegramTab}. */
export interface TelegramTabProps {
  /** The community chosen in the global admin (shared by its tabs); null for none. */
  community: GlobalCommunity | null;
  onCommunityChange: (community: GlobalCommunity | null) => void;
}

/**
 * The 'telegram' tab of /global_admin (SPEC §6 'assigns Telegram groups'; docs/decisions/0034):
 * choose a community, then its Telegram groups by name (GET /api/global/telegram-groups) — name,
 * chat id, the day added — as a table on tablets and desktops and cards on phones, each with
 * **Rename** and **Delete** (after a confirmation); **Add group** opens {@link GroupDialog}.
 * `data-state`: none (no community), loading, error, empty, ready.
 */
export function TelegramTab({ community, onCommunityChange }: TelegramTabProps) {
  const { t } = useTranslation('globalAdmin');
  const toast = useToast();
  const showError = useErrorToast();
  const titleId = useId();
  const groups = useGlobalTelegramGroups(community?.id ?? null);
  const actions = useGlobalTelegramGroupActions(community?.id ?? 0);
  const [edit, setEdit] = useState<GroupEdit | null>(null);
  const [deleting, setDeleting] = useState<TelegramGroup | null>(null);
  const items = groups.data?.items ?? [];
  const state = !community ? 'none' : groups.error && !groups.data ? 'error' : !groups.data ? 'loading' : items.length === 0 ? 'empty' : 'ready';

  const remove = async (group: TelegramGroup) => {
    try {
      await actions.remove(group.id);
      toast.show({ tone: 'success', title: t('telegram.deleted'), description: group.name, timeout: 3000 });
    } catch (error) {
      showError(error);
      throw error;
    }
  };
  const rowActions = (g: TelegramGroup) => (
    <Box className={css.rowActions}>
      <Button size="sm" variant="secondary" aria-label={t('telegram.renameLabel', { name: g.name })} onPress={() => setEdit({ mode: 'rename', group: g })}>
        {t('telegram.rename')}
      </Button>
      <Button size="sm" variant="ghost" tone="critical" aria-label={t('telegram.deleteLabel', { name: g.name })} onPress={() => setDeleting(g)}>
        {t('telegram.delete')}
      </Button>
    </Box>
  );
  const columns: DataTableColumn<TelegramGroup>[] = [
    { id: 'name', header: t('telegram.column.name'), isRowHeader: true, render: (g) => <span className={css.name}>{g.name}</span> },
    { id: 'chatId', header: t('telegram.column.chatId'), render: (g) => <span className={css.nowrap}>{g.chatId}</span> },
    { id: 'added', header: t('telegram.column.added'), render: (g) => <time className={css.nowrap} dateTime={g.createdAt}>{formatDate(g.createdAt)}</time> },
    { id: 'actions', header: t('telegram.column.actions'), align: 'end', render: rowActions },
  ];
  const addButton = (
    <Button onPress={() => setEdit({ mode: 'add' })} isDisabled={state === 'loading'}>
      {t('telegram.add')}
    </Button>
  );

  return (
    <Box as="section" className={css.panel} aria-labelledby={titleId} data-state={state} aria-busy={state === 'loading'} data-testid="telegram-tab">
      <Stack gap="lg">
        <Box className={css.header}>
          <Box className={css.intro}>
            <Heading level={2} size={3} id={titleId}>
              {t('telegram.title')}
            </Heading>
            <Text tone="muted">{t('telegram.description')}</Text>
          </Box>
          {state === 'ready' || state === 'loading' ? addButton : null}
        </Box>
        <Box className={css.filters}>
          <CommunityPicker value={community} onChange={onCommunityChange} />
        </Box>
        {state === 'none' ? <ChooseCommunity /> : null}
        {state === 'loading' ? (
          <Stack gap="sm">
            {[0, 1].map((i) => (
              <Skeleton key={i} height={placeholderHeight.field} />
            ))}
          </Stack>
        ) : null}
        {state === 'error' ? <ErrorState title={t('telegram.loadError')} onRetry={() => void groups.mutate()} /> : null}
        {state === 'empty' ? <EmptyState title={t('telegram.empty')} action={addButton} /> : null}
        {state === 'ready' && community ? (
          <>
            <Box className={css.table}>
              <DataTable aria-label={t('telegram.tableLabel', { community: community.name })} columns={columns} rows={items} getRowId={(g) => g.id} />
            </Box>
            <Box as="ul" className={css.cards} aria-label={t('telegram.tableLabel', { community: community.name })}>
              {items.map((g) => (
                <Box as="li" key={g.id} className={css.card} data-testid="telegram-card">
                  <Text as="span" weight="semibold" className={css.name}>
                    {g.name}
                  </Text>
                  <Text as="span" size="sm" className={css.nowrap}>
                    {t('telegram.chatIdLine', { chatId: g.chatId })}
                  </Text>
                  {rowActions(g)}
                </Box>
              ))}
            </Box>
          </>
        ) : null}
      </Stack>
      {edit && community ? <GroupDialog key={edit.mode === 'rename' ? edit.group.id : 'add'} community={community} edit={edit} onClose={() => setEdit(null)} /> : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('telegram.deleteTitle')}
        description={deleting && community ? t('telegram.deleteDescription', { name: deleting.name, chatId: deleting.chatId, community: community.name }) : undefined}
        confirmLabel={t('telegram.deleteConfirm')}
        tone="critical"
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </Box>
  );
}
