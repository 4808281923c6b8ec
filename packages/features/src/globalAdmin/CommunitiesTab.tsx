import './strings.ts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CreateRootCommunityBody, EMAIL_MAX_LENGTH, ORGANIZATION_NAME_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, type GlobalCommunity } from '@gratia/contracts';
import { Box, Button, DataTable, EmptyState, ErrorState, Heading, Pagination, Skeleton, Stack, Text, TextField, useToast, type DataTableColumn } from '@gratia/ui';
import { isApiError } from '../api/index.ts';
import { errorMessage, issuesByField } from '../errors/index.ts';
import { formatDate, formatNumber } from '../i18n/index.ts';
import { fullName } from '../people/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { FormDialog } from '../shared/index.ts';
import { COMMUNITIES_PAGE_SIZE, useCreateRootCommunity, useGlobalCommunities } from './hooks.ts';
import * as css from './globalAdmin.css.ts';

/** The create dialog's fields. */
type CreateField = 'name' | 'email' | 'firstName' | 'surname';
type CreateErrors = Partial<Record<CreateField | 'form', string>>;

/** The body's dotted paths (`admin.email`) as the dialog's fields. */
const FIELD_OF: Record<string, CreateField> = { name: 'name', 'admin.email': 'email', 'admin.firstName': 'firstName', 'admin.surname': 'surname' };

/** Issues (zod's or the server's `details.issues`) on the dialog's fields; the first of each kept. */
function errorsOfIssues(issues: readonly { path?: string | readonly PropertyKey[]; message: string }[], t: TFunction): CreateErrors {
  const found: CreateErrors = {};
  for (const issue of issues) {
    const path = Array.isArray(issue.path) ? issue.path.map(String).join('.') : String(issue.path ?? '');
    const field = FIELD_OF[path];
    if (field && !found[field]) found[field] = Object.values(issuesByField([{ ...issue, path: field }], t))[0];
  }
  return found;
}

/** A refusal of the server on its field: a root name taken (409 ORGANIZATION_NAME_TAKEN) on the name, a field's issue on it, else above the buttons. */
function serverErrors(error: unknown, t: TFunction): CreateErrors {
  if (isApiError(error, 'ORGANIZATION_NAME_TAKEN')) return { name: errorMessage(error, t) };
  if (isApiError(error, 'VALIDATION_ERROR') && Array.isArray(error.details.issues)) {
    const found = errorsOfIssues(error.details.issues as { path?: string; message: string }[], t);
    if (Object.keys(found).length > 0) return found;
  }
  return { form: errorMessage(error, t) };
}

/**
 * The dialog creating a root community (POST /api/global/communities): its name, and its first
 * administrator's e-mail with the names used only for a person not on the platform yet. The
 * contract's checks run before sending; the server's refusals show on their field (a taken name on
 * the name, a missing name of a new person on that name).
 */
function CreateCommunityDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('globalAdmin');
  const toast = useToast();
  const create = useCreateRootCommunity();
  const [values, setValues] = useState<Record<CreateField, string>>({ name: '', email: '', firstName: '', surname: '' });
  const [errors, setErrors] = useState<CreateErrors>({});
  const [saving, setSaving] = useState(false);

  const set = (field: CreateField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _field, form: _form, ...rest }) => rest);
  };

  const submit = async () => {
    const body: CreateRootCommunityBody = {
      name: values.name,
      admin: { email: values.email.trim(), firstName: values.firstName.trim() || undefined, surname: values.surname.trim() || undefined },
    };
    const parsed = CreateRootCommunityBody.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsOfIssues(parsed.error.issues, t));
      return;
    }
    setSaving(true);
    try {
      const created = await create(body);
      const admin = created.admins[0];
      toast.show({ tone: 'success', title: t('communities.created'), description: t('communities.createdDescription', { name: created.name, admin: admin ? fullName(admin) : '' }), timeout: 3000 });
      onClose();
    } catch (error) {
      setErrors(serverErrors(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={t('communities.dialog.title')}
      description={t('communities.dialog.description')}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      submitLabel={t('communities.dialog.submit')}
      cancelLabel={t('communities.dialog.cancel')}
      formError={errors.form}
      data-testid="create-community-dialog"
    >
      <TextField
        label={t('communities.dialog.name')}
        value={values.name}
        onChange={(v) => set('name', v)}
        maxLength={ORGANIZATION_NAME_MAX_LENGTH}
        autoComplete="off"
        isRequired
        autoFocus
        errorMessage={errors.name}
      />
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t('communities.dialog.admin')}</legend>
        <TextField
          label={t('communities.dialog.email')}
          type="email"
          value={values.email}
          onChange={(v) => set('email', v)}
          maxLength={EMAIL_MAX_LENGTH}
          autoComplete="off"
          isRequired
          errorMessage={errors.email}
        />
        <Box className={css.pair}>
          <TextField label={t('communities.dialog.surname')} value={values.surname} onChange={(v) => set('surname', v)} maxLength={PERSON_NAME_MAX_LENGTH} autoComplete="off" errorMessage={errors.surname} />
          <TextField label={t('communities.dialog.firstName')} value={values.firstName} onChange={(v) => set('firstName', v)} maxLength={PERSON_NAME_MAX_LENGTH} autoComplete="off" errorMessage={errors.firstName} />
        </Box>
        <Text size="sm" tone="muted">
          {t('communities.dialog.namesHint')}
        </Text>
      </fieldset>
    </FormDialog>
  );
}

/** Props of {@link CommunitiesTab}. */
export interface CommunitiesTabProps {
  /** Typing pause before a search, ms; default 300 (stories use 0). */
  searchDelayMs?: number;
}

/**
 * The 'communities' tab of /global_admin (SPEC §1 'create root communities', §6; docs/decisions/0034):
 * every community, each root followed by its subsidiaries, searched by name and paged on the server
 * ({@link COMMUNITIES_PAGE_SIZE} a page) — name (and the root of a subsidiary), members,
 * administrators, the active period (DD-MM-YYYY), the day it was created — as a table on tablets and
 * desktops and as cards on phones. **Create community** opens {@link CreateCommunityDialog}.
 * `data-state`: loading, error (with retry), empty (none, or none matching), ready.
 */
export function CommunitiesTab({ searchDelayMs = 300 }: CommunitiesTabProps) {
  const { t, i18n } = useTranslation('globalAdmin');
  const titleId = useId();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    if (search === q) return;
    const timer = setTimeout(() => {
      setQ(search);
      setPage(1);
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [search, q, searchDelayMs]);
  const list = useGlobalCommunities(q, page);
  const data = list.data;
  const items = data?.items ?? [];
  const state = list.error && !data ? 'error' : !data ? 'loading' : items.length === 0 ? 'empty' : 'ready';
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / COMMUNITIES_PAGE_SIZE));

  const nameCell = (c: GlobalCommunity) => (
    <Stack gap="xxs">
      <Text as="span" weight="semibold" className={css.name}>
        {c.name}
      </Text>
      {c.parent ? (
        <Text as="span" size="sm" tone="muted" className={css.name}>
          {t('communities.subsidiaryOf', { name: c.parent.name })}
        </Text>
      ) : null}
    </Stack>
  );
  const admins = (c: GlobalCommunity) => (c.admins.length > 0 ? c.admins.map(fullName).join(', ') : t('communities.noAdmins'));
  const period = (c: GlobalCommunity) => (c.activePeriod ? t('range', { start: formatDate(c.activePeriod.startDate), end: formatDate(c.activePeriod.endDate) }) : t('communities.noPeriod'));
  const columns: DataTableColumn<GlobalCommunity>[] = [
    { id: 'name', header: t('communities.column.name'), isRowHeader: true, render: nameCell },
    { id: 'members', header: t('communities.column.members'), align: 'end', render: (c) => <span className={css.nowrap}>{formatNumber(c.members, i18n.language)}</span> },
    { id: 'admins', header: t('communities.column.admins'), render: (c) => <span className={css.name}>{admins(c)}</span> },
    { id: 'period', header: t('communities.column.period'), render: (c) => <span className={c.activePeriod ? css.nowrap : undefined}>{period(c)}</span> },
    { id: 'created', header: t('communities.column.created'), render: (c) => <time className={css.nowrap} dateTime={c.createdAt}>{formatDate(c.createdAt)}</time> },
  ];

  return (
    <Box as="section" className={css.panel} aria-labelledby={titleId} data-state={state} aria-busy={state === 'loading'} data-testid="communities-tab">
      <Stack gap="lg">
        <Box className={css.header}>
          <Box className={css.intro}>
            <Heading level={2} size={3} id={titleId}>
              {t('communities.title')}
            </Heading>
            <Text tone="muted">{t('communities.description')}</Text>
          </Box>
          <Button onPress={() => setCreating(true)}>{t('communities.create')}</Button>
        </Box>
        <Box className={css.filters}>
          <TextField label={t('communities.search')} type="search" value={search} onChange={setSearch} autoComplete="off" />
        </Box>
        {state === 'loading' ? (
          <Stack gap="sm">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={placeholderHeight.field} />
            ))}
          </Stack>
        ) : null}
        {state === 'error' ? <ErrorState title={t('communities.loadError')} onRetry={() => void list.mutate()} /> : null}
        {state === 'empty' ? <EmptyState title={q.trim() ? t('communities.emptySearch', { q: q.trim() }) : t('communities.empty')} /> : null}
        {state === 'ready' ? (
          <>
            <Box className={css.table}>
              <DataTable aria-label={t('communities.tableLabel')} columns={columns} rows={items} getRowId={(c) => c.id} isLoading={list.isLoading} />
            </Box>
            <Box as="ul" className={css.cards} aria-label={t('communities.tableLabel')}>
              {items.map((c) => (
                <Box as="li" key={c.id} className={css.card} data-testid="community-card">
                  <Box className={css.cardHead}>
                    {nameCell(c)}
                    <Text as="span" size="sm" className={css.nowrap}>
                      {t('members', { count: c.members })}
                    </Text>
                  </Box>
                  <Text as="span" size="sm" className={css.name}>
                    {t('communities.adminsLine', { names: admins(c) })}
                  </Text>
                  <Text as="span" size="sm">
                    {c.activePeriod ? t('communities.periodLine', { range: period(c) }) : period(c)}
                  </Text>
                  <Text as="span" size="sm" tone="muted">
                    {t('communities.createdLine', { date: formatDate(c.createdAt) })}
                  </Text>
                </Box>
              ))}
            </Box>
            <Box className={css.pager}>
              <Text tone="muted" size="sm" role="status">
                {t('communities.total', { count: data?.total ?? 0 })}
              </Text>
              {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} aria-label={t('communities.pages')} /> : null}
            </Box>
          </>
        ) : null}
      </Stack>
      {creating ? <CreateCommunityDialog onClose={() => setCreating(false)} /> : null}
    </Box>
  );
}
