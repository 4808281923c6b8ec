import './strings.ts';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_CODES, type Colleague, type RoleChange, type RoleCode, type RoleGrant } from '@gratia/contracts';
import { Avatar, Button, Combobox, ConfirmDialog, DataTable, ErrorState, Heading, Select, Skeleton, Stack, Text, useToast, type DataTableColumn } from '@gratia/ui';
import { isApiError } from '../api/index.ts';
import { errorMessage, useErrorToast } from '../errors/index.ts';
import { formatDateTime } from '../i18n/index.ts';
import { fullName, positionLine, useDivisions, useSearchUsers } from '../people/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { ApprovalThresholdForm } from './ApprovalThresholdForm.tsx';
import { useRoleActions, useRoleChanges, useRoleGrants } from './hooks.ts';
import { divisionIdOf, divisionOptions, NO_DIVISION } from './options.ts';
import { PermissionMatrix } from './PermissionMatrix.tsx';
import * as css from './structure.css.ts';

/** The form granting a role: a colleague, the role, a manager's division. */
function GrantForm() {
  const { t, i18n } = useTranslation('structure');
  const toast = useToast();
  const showError = useErrorToast();
  const searchUsers = useSearchUsers();
  const divisions = useDivisions();
  const { grant } = useRoleActions();
  const [person, setPerson] = useState<Colleague | null>(null);
  const [role, setRole] = useState<RoleCode>('A');
  const [divisionId, setDivisionId] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ person?: string; form?: string }>({});
  const [saving, setSaving] = useState(false);
  // A new Combobox after each grant starts empty.
  const [round, setRound] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!person) {
      setErrors({ person: t('common:validation.required') });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await grant({ userId: person.id, role, divisionId: role === 'M' ? divisionId : null });
      toast.show({ tone: 'success', title: t('roles.granted'), timeout: 3000 });
      setPerson(null);
      setRound((r) => r + 1);
    } catch (error) {
      if (isApiError(error, 'ROLE_EXISTS') || isApiError(error, 'USER_NOT_FOUND') || isApiError(error, 'NOT_FOUND') || isApiError(error, 'VALIDATION_ERROR')) {
        setErrors({ form: errorMessage(error, t) });
      } else {
        showError(error);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={css.panel} noValidate onSubmit={(e) => void submit(e)} aria-labelledby="grant-role-title" data-state={saving ? 'saving' : 'idle'}>
      <Stack gap="md">
        <Heading level={3} size={4} id="grant-role-title">
          {t('roles.grantTitle')}
        </Heading>
        <Combobox<Colleague>
          key={round}
          label={t('roles.person')}
          placeholder={t('roles.personPlaceholder')}
          loadItems={searchUsers}
          getKey={(c) => c.id}
          getLabel={(c) => fullName(c)}
          getDescription={(c) => positionLine(c) || null}
          renderStart={(c) => <Avatar src={c.photo} name={fullName(c)} size="sm" isDecorative />}
          selectedItem={person}
          onSelectionChange={(c) => {
            setPerson(c);
            setErrors({});
          }}
          emptyMessage={t('roles.noPeople')}
          isRequired
          errorMessage={errors.person}
        />
        <Select
          label={t('roles.role')}
          items={ROLE_CODES.map((code) => ({ id: code, label: t(`roles.name.${code}`), description: t(`roles.description.${code}`) }))}
          selectedKey={role}
          onSelectionChange={(key: string | number | null) => {
            const code = ROLE_CODES.find((c) => c === key);
            if (code) setRole(code);
            setErrors({});
          }}
          description={t(`roles.description.${role}`)}
        />
        {role === 'M' ? (
          <Select
            label={t('roles.division')}
            description={t('roles.divisionHint')}
            items={divisionOptions(divisions.data?.items ?? [], i18n.language, t('roles.wholeCommunity'))}
            selectedKey={divisionId ?? NO_DIVISION}
            onSelectionChange={(key: string | number | null) => setDivisionId(divisionIdOf(key))}
          />
        ) : null}
        {errors.form ? (
          <Text tone="critical" role="alert">
            {errors.form}
          </Text>
        ) : null}
        <div>
          <Button type="submit" isLoading={saving}>
            {t('roles.grant')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** One entry of the roles log: what changed for whom, who did it and when. */
function LogEntry({ change }: { change: RoleChange }) {
  const { t, i18n } = useTranslation('structure');
  const role = t(`roles.name.${change.role}`);
  const what = t(change.action === 'grant' ? 'roles.logGrant' : 'roles.logRevoke', { user: fullName(change.user), role });
  return (
    <li className={css.logEntry} data-action={change.action}>
      <Text as="span" size="sm">
        {change.division ? `${what}, ${t('roles.logDivision', { division: change.division.name })}` : what}
      </Text>
      <Text as="span" size="sm" tone="muted">
        {t('roles.logBy', { actor: fullName(change.actor), at: formatDateTime(change.at, i18n.language) })}
      </Text>
    </li>
  );
}

/** The roles log, newest first, with "Show more". */
function RoleLog() {
  const { t } = useTranslation('structure');
  const log = useRoleChanges();
  const state = log.error && log.items.length === 0 ? 'error' : log.isLoading ? 'loading' : log.items.length === 0 ? 'empty' : 'ready';
  return (
    <section className={css.panel} aria-labelledby="role-log-title" data-state={state} aria-busy={state === 'loading' || log.isLoadingMore}>
      <Stack gap="md">
        <Heading level={3} size={4} id="role-log-title">
          {t('roles.logTitle')}
        </Heading>
        {state === 'loading' && <Skeleton height={placeholderHeight.field} />}
        {state === 'error' && <ErrorState title={t('roles.logError')} onRetry={log.reload} />}
        {state === 'empty' && (
          <Text size="sm" tone="muted">
            {t('roles.logEmpty')}
          </Text>
        )}
        {state === 'ready' && (
          <ul className={css.log} aria-label={t('roles.logLabel')}>
            {log.items.map((change) => (
              <LogEntry key={change.id} change={change} />
            ))}
          </ul>
        )}
        {log.hasMore ? (
          <div>
            <Button size="sm" variant="secondary" onPress={log.loadMore} isLoading={log.isLoadingMore}>
              {t('roles.loadMore')}
            </Button>
          </div>
        ) : null}
      </Stack>
    </section>
  );
}

/**
 * The 'roles' tab of the organization settings (SPEC §2 Organization settings 'roles', §6): the
 * granted roles as a table (person, role, a manager's division or "Whole community", who granted
 * it and when) with "Revoke" after a confirmation (SELF_ACTION, one's own administrator role, is
 * refused with its message); the form granting a role — a colleague found by name (ui `Combobox`
 * over the user search), administrator, manager or controller with a line on what each does, and
 * for a manager the division (tree select) —, the approval threshold ({@link ApprovalThresholdForm}:
 * thanks above it wait for a controller), the roles log (30 at a time, "Show more") and the
 * {@link PermissionMatrix}. States of the grants (`data-state`): loading, error, empty, ready.
 */
export function RolesPanel() {
  const { t, i18n } = useTranslation('structure');
  const toast = useToast();
  const showError = useErrorToast();
  const grants = useRoleGrants();
  const { revoke } = useRoleActions();
  // The confirmation keeps its text while it closes.
  const [revoking, setRevoking] = useState<RoleGrant | null>(null);
  const [revokeOpen, setRevokeOpen] = useState(false);
  const state = grants.error && !grants.data ? 'error' : !grants.data ? 'loading' : grants.data.items.length === 0 ? 'empty' : 'ready';

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke(revoking.id);
      toast.show({ tone: 'success', title: t('roles.revoked'), timeout: 3000 });
    } catch (error) {
      showError(error);
    }
  };

  const columns = useMemo<DataTableColumn<RoleGrant>[]>(
    () => [
      {
        id: 'person',
        header: t('roles.column.person'),
        isRowHeader: true,
        render: (g) => (
          <span className={css.person}>
            <Avatar src={g.user.photo} name={fullName(g.user)} size="sm" isDecorative />
            <Text as="span" weight="semibold" truncate>
              {fullName(g.user)}
            </Text>
          </span>
        ),
      },
      { id: 'role', header: t('roles.column.role'), render: (g) => t(`roles.name.${g.role}`) },
      { id: 'division', header: t('roles.column.division'), render: (g) => (g.role === 'M' ? (g.division?.name ?? t('roles.wholeCommunity')) : '') },
      {
        id: 'granted',
        header: t('roles.column.granted'),
        render: (g) => (
          <span className={css.personText}>
            <Text as="span" size="sm" truncate>
              {g.grantedBy ? fullName(g.grantedBy) : t('roles.grantedBySystem')}
            </Text>
            <Text as="span" size="sm" tone="muted">
              {formatDateTime(g.grantedAt, i18n.language)}
            </Text>
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('roles.column.actions'),
        align: 'end',
        render: (g) => (
          <Button
            size="sm"
            variant="ghost"
            tone="critical"
            aria-label={t('roles.revokeLabel', { role: t(`roles.name.${g.role}`), name: fullName(g.user) })}
            onPress={() => {
              setRevoking(g);
              setRevokeOpen(true);
            }}
          >
            {t('roles.revoke')}
          </Button>
        ),
      },
    ],
    [t, i18n.language],
  );

  return (
    <div className={css.root} data-state={state}>
      <Stack gap="xl">
        <div className={css.rolesLayout}>
          <section aria-labelledby="role-grants-title" aria-busy={state === 'loading'}>
            <Stack gap="md">
              <Heading level={2} size={3} id="role-grants-title">
                {t('roles.title')}
              </Heading>
              {state === 'error' ? (
                <ErrorState title={t('roles.error')} onRetry={() => grants.mutate()} />
              ) : (
                <DataTable
                  aria-label={t('roles.grantsLabel')}
                  columns={columns}
                  rows={grants.data?.items ?? []}
                  getRowId={(g) => g.id}
                  isLoading={state === 'loading'}
                  emptyState={t('roles.empty')}
                />
              )}
              <RoleLog />
            </Stack>
          </section>
          <Stack gap="xl">
            <GrantForm />
            <ApprovalThresholdForm />
          </Stack>
        </div>
        <section aria-labelledby="permission-matrix-title">
          <Stack gap="md">
            <Heading level={2} size={3} id="permission-matrix-title">
              {t('roles.matrixTitle')}
            </Heading>
            <PermissionMatrix />
          </Stack>
        </section>
      </Stack>
      <ConfirmDialog
        isOpen={revokeOpen}
        onOpenChange={setRevokeOpen}
        title={t('roles.revokeConfirm')}
        description={revoking ? t('roles.revokeDescription', { name: fullName(revoking.user), role: t(`roles.name.${revoking.role}`) }) : undefined}
        confirmLabel={t('roles.revoke')}
        tone="critical"
        onConfirm={confirmRevoke}
      />
    </div>
  );
}
