import './strings.ts';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CreateInviteLinkBody, MAX_INVITE_USES, type InviteLink, type InviteStatus } from '@gratia/contracts';
import {
  Badge,
  Box,
  Button,
  ConfirmDialog,
  DataTable,
  DateInput,
  EmptyState,
  ErrorState,
  Heading,
  Skeleton,
  Stack,
  Text,
  TextField,
  useToast,
  type BadgeTone,
  type DataTableColumn,
} from '@gratia/ui';
import { isApiError } from '../api/index.ts';
import { errorMessage, useErrorToast, validationMessage, refusalErrors } from '../errors/index.ts';
import { formatDate, formatNumber } from '../i18n/index.ts';
import { useDivisions } from '../people/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { DivisionList } from './DivisionList.tsx';
import { useInviteLinkActions, useInviteLinks } from './hooks.ts';
import { dayOf, expiryAfterDay, inviteLinkUrl, lastDayOf, readMaxUses, todayIso } from './links.ts';
import * as css from './invites.css.ts';
import { FormDialog } from '../shared/index.ts';

/** The badge tone of each status: green while it admits, amber once expired, grey when used up, red when revoked. */
const STATUS_TONE: Record<InviteStatus, BadgeTone> = { active: 'positive', expired: 'warning', usedUp: 'neutral', revoked: 'critical' };

/** The fields of the create dialog. */
type Field = 'expiresAt' | 'maxUses' | 'divisionId';
/** Messages of the create dialog by field; `form` for a refusal of no field (above the buttons). */
type DialogErrors = Partial<Record<Field | 'form', string>>;

/** A refusal of the server on the field it concerns — an expiry in the past, a division gone, a field's issue — else above the buttons. */
function serverErrors(error: unknown, t: TFunction): DialogErrors {
  if (isApiError(error, 'NOT_FOUND') && error.details.field === 'divisionId') return { divisionId: errorMessage(error, t) };
  return refusalErrors(error, t, { codes: [['INVITE_EXPIRY_IN_PAST', 'expiresAt']], fields: ['expiresAt', 'maxUses', 'divisionId'] });
}

/**
 * "New invite link": the last day it works (a date, DD-MM-YYYY, today or later; empty: no expiry),
 * how many people may join (1 … `MAX_INVITE_USES`; empty: no limit) and the division they are
 * placed in ({@link DivisionList}: the community's divisions as a tree; "No division" by default). The contract's checks
 * run before sending; the server's refusals show on their field or above the buttons. On success a
 * toast and the dialog closes.
 */
function CreateInviteDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('invites');
  const toast = useToast();
  const actions = useInviteLinkActions();
  const divisions = useDivisions();
  const [lastDay, setLastDay] = useState<string | null>(null);
  const lastDayRef = useRef<HTMLInputElement>(null);
  const [maxUses, setMaxUses] = useState('');
  const [divisionId, setDivisionId] = useState<number | null>(null);
  const [errors, setErrors] = useState<DialogErrors>({});
  const [saving, setSaving] = useState(false);
  const today = useMemo(() => todayIso(), []);

  const clear = (field: Field) => {
    if (errors[field] || errors.form) setErrors(({ [field]: _field, form: _form, ...rest }) => rest);
  };

  const submit = async () => {
    const uses = readMaxUses(maxUses);
    const found: DialogErrors = {};
    // The date input reports null for an unfinished, impossible or past date as well as for a cleared one: only a cleared one means "no expiry".
    if (lastDay === null && (lastDayRef.current?.value.trim() ?? '') !== '') found.expiresAt = t('common:validation.date');
    if (uses === 'invalid') found.maxUses = validationMessage({ message: 'validation.integer' }, t);
    const body = { expiresAt: lastDay ? expiryAfterDay(lastDay) : null, maxUses: uses === 'invalid' ? null : uses, divisionId };
    const parsed = CreateInviteLinkBody.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= validationMessage({ ...issue, minimum: 1, maximum: MAX_INVITE_USES }, t);
      }
    }
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      await actions.create(body);
      toast.show({ tone: 'success', title: t('created'), description: t('createdDescription'), timeout: 3000 });
      onClose();
    } catch (error) {
      setErrors(serverErrors(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={t('dialog.title')}
      description={t('dialog.description')}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      submitLabel={t('dialog.submit')}
      cancelLabel={t('dialog.cancel')}
      formError={errors.form}
      data-testid="invite-dialog"
    >
      <DateInput
        ref={lastDayRef}
        label={t('dialog.expires')}
        description={t('dialog.expiresHint')}
        value={lastDay}
        onChange={(day) => {
          setLastDay(day);
          clear('expiresAt');
        }}
        minValue={today}
        hasCalendar={false}
        autoFocus
        errorMessage={errors.expiresAt}
      />
      <TextField
        label={t('dialog.maxUses')}
        description={t('dialog.maxUsesHint', { max: formatNumber(MAX_INVITE_USES, i18n.language) })}
        value={maxUses}
        onChange={(text: string) => {
          setMaxUses(text);
          clear('maxUses');
        }}
        inputMode="numeric"
        autoComplete="off"
        errorMessage={errors.maxUses}
      />
      <DivisionList
        label={t('dialog.division')}
        description={t('dialog.divisionHint')}
        noneLabel={t('dialog.noDivision')}
        divisions={divisions.data?.items ?? []}
        value={divisionId}
        onChange={(id) => {
          setDivisionId(id);
          clear('divisionId');
        }}
        errorMessage={errors.divisionId}
      />
    </FormDialog>
  );
}

/** Copy and Revoke of one link, each named with the link for screen readers; a revoked link has neither, one that no longer admits cannot be copied. */
function RowActions({ link, onCopy, onRevoke }: { link: InviteLink; onCopy: (l: InviteLink) => void; onRevoke: (l: InviteLink) => void }) {
  const { t } = useTranslation('invites');
  if (link.status === 'revoked') return null;
  return (
    <Box as="span" className={css.actions}>
      {link.status === 'active' ? (
        <Button size="sm" variant="secondary" aria-label={t('copyLabel', { id: link.id })} onPress={() => onCopy(link)}>
          {t('copy')}
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" tone="critical" aria-label={t('revokeLabel', { id: link.id })} onPress={() => onRevoke(link)}>
        {t('revoke')}
      </Button>
    </Box>
  );
}

/** The facts of a link as the table and the cards say them. */
function useLinkText() {
  const { t } = useTranslation('invites');
  return useMemo(
    () => ({
      uses: (l: InviteLink) => (l.maxUses === null ? t('usesUnlimited', { uses: l.uses }) : t('usesOf', { uses: l.uses, max: l.maxUses })),
      expires: (l: InviteLink) => (l.expiresAt === null ? t('noExpiry') : formatDate(lastDayOf(l.expiresAt))),
      division: (l: InviteLink) => l.division?.name ?? t('noDivision'),
      created: (l: InviteLink) => t('createdOn', { date: formatDate(dayOf(l.createdAt)) }),
    }),
    [t],
  );
}

/** Props of {@link InviteLinksPanel}. */
export interface InviteLinksPanelProps {
  /** Level of the title; default 1 (the panel is the whole screen). */
  headingLevel?: 1 | 2;
}

/**
 * The admins' invite links — SPEC §2 /community/invite, docs/decisions/0032: the community's links
 * from GET /api/invite-links, newest first, as a table on tablets and desktops and as cards on
 * phones — its name («Приглашение №12») and the day it was made, its status (active, expired, used
 * up, revoked: a badge whose text says it), how many joined ("3 of 25", or "3 · no limit"), the last
 * day it works (DD-MM-YYYY, or "no expiry") and its division.
 *
 * - **Create link** opens {@link CreateInviteDialog} (POST /api/invite-links).
 * - **Copy** (active links) writes `<origin>/community/invite?invite=<token>` to the clipboard with a
 *   toast; when the browser refuses (no clipboard, no permission) the SPEC §8 error toast 'Не
 *   удалось скопировать ссылку' / "Couldn't copy invite link" ('Ошибка при копировании').
 * - **Revoke** (every link not revoked yet) asks first (ConfirmDialog), then POST
 *   /api/invite-links/revoke?id= and a toast; a failure is an error toast and the dialog stays.
 *
 * `data-state`: loading (placeholders, `aria-busy`), error (with retry), empty (what links are for,
 * and "Create link"), ready.
 */
export function InviteLinksPanel({ headingLevel = 1 }: InviteLinksPanelProps) {
  const { t } = useTranslation('invites');
  const toast = useToast();
  const showError = useErrorToast();
  const links = useInviteLinks();
  const actions = useInviteLinkActions();
  const text = useLinkText();
  const titleId = useId();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<InviteLink | null>(null);
  const data = links.data;
  const items = useMemo(() => data?.items ?? [], [data]);
  const state = links.error && !data ? 'error' : !data ? 'loading' : items.length === 0 ? 'empty' : 'ready';

  const copy = async (link: InviteLink) => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(inviteLinkUrl(link.token));
      toast.show({ tone: 'success', title: t('copied'), description: t('copiedDescription'), timeout: 3000 });
    } catch {
      toast.show({ tone: 'critical', title: t('copyFailed'), description: t('copyFailedDescription'), timeout: 3000 });
    }
  };
  const onCopy = (link: InviteLink) => void copy(link);

  const revoke = async (link: InviteLink) => {
    try {
      await actions.revoke(link.id);
      toast.show({ tone: 'success', title: t('revoked'), description: t('name', { id: link.id }), timeout: 3000 });
    } catch (error) {
      showError(error);
      throw error;
    }
  };

  const status = (l: InviteLink) => <Badge tone={STATUS_TONE[l.status]}>{t(`status.${l.status}`)}</Badge>;
  const columns: DataTableColumn<InviteLink>[] = [
    {
      id: 'link',
      header: t('column.link'),
      isRowHeader: true,
      render: (l) => (
        <span className={css.linkCell}>
          <Text as="span" weight="semibold">
            {t('name', { id: l.id })}
          </Text>
          <Text as="span" size="sm" tone="muted" className={css.nowrap}>
            {text.created(l)}
          </Text>
        </span>
      ),
    },
    { id: 'status', header: t('column.status'), render: status },
    { id: 'uses', header: t('column.uses'), render: (l) => <span className={css.nowrap}>{text.uses(l)}</span> },
    { id: 'expires', header: t('column.expires'), render: (l) => <span className={css.nowrap}>{text.expires(l)}</span> },
    { id: 'division', header: t('column.division'), render: (l) => <span className={css.division}>{text.division(l)}</span> },
    { id: 'actions', header: t('column.actions'), align: 'end', render: (l) => <RowActions link={l} onCopy={onCopy} onRevoke={setRevoking} /> },
  ];

  const createButton = (
    <Button onPress={() => setCreating(true)} isDisabled={state === 'loading'}>
      {t('create')}
    </Button>
  );

  return (
    <Box as="section" className={css.panel} data-state={state} aria-busy={state === 'loading'} aria-labelledby={titleId} data-testid="invite-links-panel">
      <Stack gap="lg">
        <Box className={css.header}>
          <Box className={css.intro}>
            <Heading level={headingLevel} {...(headingLevel === 1 ? {} : { size: 3 as const })} id={titleId}>
              {t('title')}
            </Heading>
            <Text tone="muted">{t('description')}</Text>
          </Box>
          {state === 'ready' || state === 'loading' ? createButton : null}
        </Box>
        {state === 'loading' ? (
          <Stack gap="sm">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={placeholderHeight.field} />
            ))}
          </Stack>
        ) : null}
        {state === 'error' ? <ErrorState title={t('loadError')} onRetry={() => links.mutate()} /> : null}
        {state === 'empty' ? <EmptyState title={t('empty')} description={t('emptyDescription')} action={createButton} /> : null}
        {state === 'ready' ? (
          <>
            <Box className={css.table}>
              <DataTable aria-label={t('tableLabel')} columns={columns} rows={items} getRowId={(l) => l.id} />
            </Box>
            <Box as="ul" className={css.cards} aria-label={t('tableLabel')}>
              {items.map((l) => (
                <Box as="li" key={l.id} className={css.card} data-testid="invite-card" data-status={l.status}>
                  <span className={css.cardHead}>
                    <Text as="span" weight="semibold">
                      {t('name', { id: l.id })}
                    </Text>
                    {status(l)}
                  </span>
                  <Text as="span" size="sm">
                    {t('usesLine', { uses: text.uses(l) })}
                  </Text>
                  <Text as="span" size="sm">
                    {t('expiresLine', { date: text.expires(l) })}
                  </Text>
                  <Text as="span" size="sm" className={css.division}>
                    {t('divisionLine', { name: text.division(l) })}
                  </Text>
                  <Text as="span" size="sm" tone="muted">
                    {text.created(l)}
                  </Text>
                  <RowActions link={l} onCopy={onCopy} onRevoke={setRevoking} />
                </Box>
              ))}
            </Box>
          </>
        ) : null}
      </Stack>
      {creating ? <CreateInviteDialog onClose={() => setCreating(false)} /> : null}
      <ConfirmDialog
        isOpen={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('revokeTitle')}
        description={revoking ? t('revokeDescription', { id: revoking.id }) : undefined}
        confirmLabel={t('revokeConfirm')}
        tone="critical"
        onConfirm={() => (revoking ? revoke(revoking) : undefined)}
      />
    </Box>
  );
}
