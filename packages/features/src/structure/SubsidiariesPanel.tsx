import './strings.ts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateSubsidiaryBody, ORGANIZATION_NAME_MAX_LENGTH, type Colleague, type Subsidiary } from '@gratia/contracts';
import {
  Avatar,
  Button,
  Checkbox,
  Combobox,
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
import { isApiError } from '../api/index.ts';
import { errorMessage, fieldErrorsOf, issuesByField } from '../errors/index.ts';
import { formatDay, zonedParts } from '../i18n/index.ts';
import { fullName, positionLine, useSearchUsers } from '../people/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { FormDialog } from '../shared/index.ts';
import { useCreateSubsidiary, useSubsidiaries, useUpdateSubsidiary } from './hooks.ts';
import * as css from './structure.css.ts';
import * as styles from './subsidiaries.css.ts';

/**
 * The invite link of a subsidiary (SPEC §2 '/': login by shared key): `{origin}/?key={sharedKey}` —
 * who signs in through it joins the subsidiary (its own invite page, /community/invite, comes with
 * onboarding).
 */
export function subsidiaryInviteLink(sharedKey: string, origin: string = window.location.origin): string {
  const url = new URL('/', origin);
  url.searchParams.set('key', sharedKey);
  return url.href;
}

/** The day of a timestamp in the display time zone, as the language writes it ('15 сент. 2025 г.'). */
function dayOf(iso: string, lng: string): string {
  const { year, month, day } = zonedParts(new Date(iso));
  return formatDay(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, lng);
}

/** Messages of the subsidiary dialogs by field; `form` for a failure of no field. */
type DialogErrors = { name?: string; admin?: string; form?: string };

/** A failed create or rename as the dialog shows it: field issues and ORGANIZATION_NAME_TAKEN on their fields, USER_NOT_FOUND on the administrator, anything else (`errors.<CODE>`) above the buttons. */
function dialogErrors(error: unknown, t: Parameters<typeof errorMessage>[1]): DialogErrors {
  if (isApiError(error, 'USER_NOT_FOUND')) return { admin: errorMessage(error, t) };
  if (isApiError(error, 'ORGANIZATION_NAME_TAKEN')) return { name: errorMessage(error, t) };
  const byField = fieldErrorsOf(error, t);
  const found: DialogErrors = {};
  if (byField.name) found.name = byField.name;
  if (byField.adminId) found.admin = byField.adminId;
  return Object.keys(found).length > 0 ? found : { form: errorMessage(error, t) };
}

/** Messages of a name the contracts refuse ('Это поле обязательно', too long, forbidden characters), checked before sending. */
function nameErrors(name: string, t: Parameters<typeof errorMessage>[1]): DialogErrors {
  const parsed = CreateSubsidiaryBody.pick({ name: true }).safeParse({ name });
  if (parsed.success) return {};
  const byField = issuesByField(parsed.error.issues, t);
  return { name: byField.name ?? t('common:validation.required') };
}

/** "Create subsidiary": the name, the first administrator (a colleague; empty = the admin herself) and "copy colours and logos". */
function CreateSubsidiaryDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('structure');
  const toast = useToast();
  const create = useCreateSubsidiary();
  const searchUsers = useSearchUsers();
  const [name, setName] = useState('');
  const [admin, setAdmin] = useState<Colleague | null>(null);
  const [copyBranding, setCopyBranding] = useState(true);
  const [errors, setErrors] = useState<DialogErrors>({});
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const found = nameErrors(name, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const created = await create({ name: name.trim(), ...(admin ? { adminId: admin.id } : {}), copyBranding });
      toast.show({ tone: 'success', title: t('subsidiaries.created'), description: t('subsidiaries.createdDescription', { name: created.name }), timeout: 3000 });
      onClose();
    } catch (error) {
      setErrors(dialogErrors(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={t('subsidiaries.createTitle')}
      description={t('subsidiaries.createDescription')}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      submitLabel={t('subsidiaries.submitCreate')}
      cancelLabel={t('subsidiaries.cancel')}
      formError={errors.form}
      data-testid="subsidiary-dialog"
    >
      <TextField
        label={t('subsidiaries.name')}
        value={name}
        onChange={(value) => {
          setName(value);
          if (errors.name) setErrors({ ...errors, name: undefined });
        }}
        maxLength={ORGANIZATION_NAME_MAX_LENGTH}
        isRequired
        autoFocus
        errorMessage={errors.name}
      />
      <Combobox<Colleague>
        label={t('subsidiaries.admin')}
        description={t('subsidiaries.adminHint')}
        placeholder={t('subsidiaries.adminPlaceholder')}
        loadItems={searchUsers}
        getKey={(c) => c.id}
        getLabel={(c) => fullName(c)}
        getDescription={(c) => positionLine(c) || null}
        renderStart={(c) => <Avatar src={c.photo} name={fullName(c)} size="sm" isDecorative />}
        selectedItem={admin}
        onSelectionChange={(c) => {
          setAdmin(c);
          if (errors.admin) setErrors({ ...errors, admin: undefined });
        }}
        emptyMessage={t('subsidiaries.noPeople')}
        errorMessage={errors.admin}
      />
      <Checkbox isSelected={copyBranding} onChange={setCopyBranding}>
        {t('subsidiaries.copyBranding')}
      </Checkbox>
    </FormDialog>
  );
}

/** "Rename": the name field, prefilled. */
function RenameSubsidiaryDialog({ subsidiary, onClose }: { subsidiary: Subsidiary; onClose: () => void }) {
  const { t } = useTranslation('structure');
  const toast = useToast();
  const update = useUpdateSubsidiary();
  const [name, setName] = useState(subsidiary.name);
  const [errors, setErrors] = useState<DialogErrors>({});
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const found = nameErrors(name, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await update(subsidiary.id, { name: name.trim() });
      toast.show({ tone: 'success', title: t('subsidiaries.renamed'), timeout: 3000 });
      onClose();
    } catch (error) {
      setErrors(dialogErrors(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={t('subsidiaries.renameTitle')}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      submitLabel={t('subsidiaries.save')}
      cancelLabel={t('subsidiaries.cancel')}
      formError={errors.form}
      data-testid="subsidiary-dialog"
    >
      <TextField
        label={t('subsidiaries.name')}
        value={name}
        onChange={(value) => {
          setName(value);
          if (errors.name) setErrors({ ...errors, name: undefined });
        }}
        maxLength={ORGANIZATION_NAME_MAX_LENGTH}
        isRequired
        autoFocus
        errorMessage={errors.name}
      />
    </FormDialog>
  );
}

/** Logo (initials without one) and name, with the member's hint under it. */
function CommunityName({ subsidiary, className }: { subsidiary: Subsidiary; className?: string }) {
  const { t } = useTranslation('structure');
  return (
    <span className={className ? `${styles.community} ${className}` : styles.community}>
      <Avatar src={subsidiary.photo} name={subsidiary.name} size="sm" isDecorative />
      <span className={styles.communityText}>
        <Text as="span" weight="semibold">
          {subsidiary.name}
        </Text>
        {subsidiary.isMember ? (
          <Text as="span" size="sm" tone="muted">
            {t('subsidiaries.memberHint')}
          </Text>
        ) : null}
      </span>
    </span>
  );
}

/** Rename and copy the invite link of one subsidiary. */
function RowActions({ subsidiary, onRename, onCopy }: { subsidiary: Subsidiary; onRename: (s: Subsidiary) => void; onCopy: (s: Subsidiary) => void }) {
  const { t } = useTranslation('structure');
  return (
    <span className={styles.actions}>
      <Button size="sm" variant="secondary" aria-label={t('subsidiaries.renameLabel', { name: subsidiary.name })} onPress={() => onRename(subsidiary)}>
        {t('subsidiaries.rename')}
      </Button>
      <Button size="sm" variant="ghost" aria-label={t('subsidiaries.copyLinkLabel', { name: subsidiary.name })} onPress={() => onCopy(subsidiary)}>
        {t('subsidiaries.copyLink')}
      </Button>
    </span>
  );
}

/** What the subsidiary dialog is doing. */
type SubsidiaryEdit = { mode: 'create' } | { mode: 'rename'; subsidiary: Subsidiary };

/** Props of {@link SubsidiariesPanel}. */
export interface SubsidiariesPanelProps {
  /** Level of the title; default 2. */
  headingLevel?: 2 | 3;
}

/**
 * The subsidiaries of the admin's community in its 'structure' tab (SPEC §2 Organization settings
 * 'structure (employees, divisions, subsidiaries)'; docs/decisions/0027), from
 * {@link useSubsidiaries} (`{ parent, items }`).
 *
 * - A root community (`parent` null): its subsidiaries as a table on tablets and desktops (ui
 *   `DataTable`: community with its logo, active members, administrators, created day, actions)
 *   and as cards on phones, with the same facts and actions. Each offers **Rename** (a dialog;
 *   a taken name — ORGANIZATION_NAME_TAKEN — shown on the field) and **Copy link** (its
 *   invite link, {@link subsidiaryInviteLink}, to the clipboard, confirmed by a toast; 'Не удалось
 *   скопировать ссылку' when the browser refuses). One the admin is a member of says how to switch
 *   to it (the header's "Сменить сообщество"). "Create subsidiary" opens a dialog: name (required),
 *   first administrator (a colleague found by name; empty = the admin herself) and "copy colours
 *   and logos" (on by default); on success a toast, the list fetched again, the dialog closed;
 *   failures on their fields (USER_NOT_FOUND on the administrator), others from the common error
 *   catalogue (`errors.<CODE>`, e.g. SUBSIDIARY_OF_SUBSIDIARY) above the buttons.
 * - A subsidiary (`parent` set): a note naming its root, where subsidiaries are made; no "Create".
 *
 * States (`data-state`): loading (placeholders, `aria-busy`), error (with retry), empty (what a
 * subsidiary is), ready, subsidiary.
 */
export function SubsidiariesPanel({ headingLevel = 2 }: SubsidiariesPanelProps) {
  const { t, i18n } = useTranslation('structure');
  const toast = useToast();
  const subsidiaries = useSubsidiaries();
  const titleId = useId();
  const [edit, setEdit] = useState<SubsidiaryEdit | null>(null);
  const data = subsidiaries.data;
  const items = useMemo(() => data?.items ?? [], [data]);
  const state = subsidiaries.error && !data ? 'error' : !data ? 'loading' : data.parent ? 'subsidiary' : items.length === 0 ? 'empty' : 'ready';
  const lng = i18n.language;

  const copyLink = async (subsidiary: Subsidiary) => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(subsidiaryInviteLink(subsidiary.sharedKey));
      toast.show({ tone: 'success', title: t('subsidiaries.linkCopied'), description: t('subsidiaries.linkCopiedDescription', { name: subsidiary.name }), timeout: 3000 });
    } catch {
      toast.show({ tone: 'critical', title: t('subsidiaries.copyFailed'), timeout: 3000 });
    }
  };
  const rename = (subsidiary: Subsidiary) => setEdit({ mode: 'rename', subsidiary });
  const copy = (subsidiary: Subsidiary) => void copyLink(subsidiary);
  const adminNames = (s: Subsidiary) => (s.admins.length > 0 ? s.admins.map((a) => fullName(a)).join(', ') : t('subsidiaries.noAdmins'));

  const columns: DataTableColumn<Subsidiary>[] = [
    { id: 'name', header: t('subsidiaries.column.name'), isRowHeader: true, render: (s) => <CommunityName subsidiary={s} className={styles.nameCell} /> },
    { id: 'members', header: t('subsidiaries.column.members'), align: 'end', render: (s) => <span className={styles.nowrap}>{t('common:people', { count: s.members })}</span> },
    { id: 'admins', header: t('subsidiaries.column.admins'), render: (s) => <span className={styles.admins}>{adminNames(s)}</span> },
    {
      id: 'created',
      header: t('subsidiaries.column.created'),
      render: (s) => (
        <time className={styles.nowrap} dateTime={s.createdAt}>
          {dayOf(s.createdAt, lng)}
        </time>
      ),
    },
    { id: 'actions', header: t('subsidiaries.column.actions'), align: 'end', render: (s) => <RowActions subsidiary={s} onRename={rename} onCopy={copy} /> },
  ];

  return (
    <section className={css.root} data-state={state} aria-busy={state === 'loading'} aria-labelledby={titleId}>
      <Stack gap="md">
        <div className={css.sectionHeader}>
          <Heading level={headingLevel} size={3} id={titleId}>
            {t('subsidiaries.title')}
          </Heading>
          {state === 'subsidiary' ? null : (
            <Button size="sm" variant="secondary" onPress={() => setEdit({ mode: 'create' })} isDisabled={state === 'loading' || state === 'error'}>
              {t('subsidiaries.create')}
            </Button>
          )}
        </div>
        {state === 'loading' && (
          <Stack gap="sm">
            <Skeleton height={placeholderHeight.field} />
            <Skeleton height={placeholderHeight.field} />
          </Stack>
        )}
        {state === 'error' && <ErrorState title={t('subsidiaries.error')} onRetry={() => subsidiaries.mutate()} />}
        {state === 'empty' && <EmptyState title={t('subsidiaries.empty')} description={t('subsidiaries.emptyDescription')} />}
        {state === 'subsidiary' && data?.parent ? (
          <div className={styles.note}>
            <Text>{t('subsidiaries.subsidiaryNote', { name: data.parent.name })}</Text>
          </div>
        ) : null}
        {state === 'ready' && (
          <>
            <div className={styles.tableView}>
              <DataTable aria-label={t('subsidiaries.tableLabel')} columns={columns} rows={items} getRowId={(s) => s.id} />
            </div>
            <ul className={styles.cardList} aria-label={t('subsidiaries.tableLabel')}>
              {items.map((s) => (
                <li key={s.id} className={styles.card}>
                  <CommunityName subsidiary={s} />
                  <span className={styles.facts}>
                    <Text as="span" size="sm">
                      {t('common:people', { count: s.members })} · {t('subsidiaries.createdOn', { date: dayOf(s.createdAt, lng) })}
                    </Text>
                    <Text as="span" size="sm" tone="muted">
                      {t('subsidiaries.adminsLine', { names: adminNames(s) })}
                    </Text>
                  </span>
                  <RowActions subsidiary={s} onRename={rename} onCopy={copy} />
                </li>
              ))}
            </ul>
          </>
        )}
      </Stack>
      {edit?.mode === 'create' ? <CreateSubsidiaryDialog onClose={() => setEdit(null)} /> : null}
      {edit?.mode === 'rename' ? <RenameSubsidiaryDialog key={edit.subsidiary.id} subsidiary={edit.subsidiary} onClose={() => setEdit(null)} /> : null}
    </section>
  );
}
