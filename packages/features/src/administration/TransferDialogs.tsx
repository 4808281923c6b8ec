import './strings.ts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REASON_MAX_LENGTH, type BulkMode, type Colleague, type MemberAccountKind } from '@gratia/contracts';
import { Avatar, Combobox, DateInput, IconButton, RadioGroup, SegmentedControl, Stack, Switch, Text, TextArea, TextField, useToast } from '@gratia/ui';
import { isApiError } from '../api/index.ts';
import { errorMessage, refusalErrors } from '../errors/index.ts';
import { formatDateTime } from '../i18n/index.ts';
import { useFormatPoints } from '../organization/index.ts';
import { fullName, handle, positionLine, useSearchUsers } from '../people/index.ts';
import { StrokeIcon, FormDialog } from '../shared/index.ts';
import { readBulk, readTransfer, type BulkField, type MoveField, type TransferSide } from './transactions.ts';
import { useAdminAccounts, useCreateAdminBatch, useCreateAdminMove, useCreateAdminTransfer } from './transactionsHooks.ts';
import * as tx from './transactions.css.ts';

/** A colleague picker of the dialogs (search by any part of a name, nickname or Telegram nickname). */
function MemberPicker(props: { label: string; value: Colleague | null; onChange: (member: Colleague | null) => void; errorMessage?: string | undefined; autoFocus?: boolean; isRequired?: boolean }) {
  const { t } = useTranslation('administration');
  const search = useSearchUsers();
  return (
    <Combobox<Colleague>
      menuTrigger="input"
      label={props.label}
      placeholder={t('transactions.dialog.memberPlaceholder')}
      emptyMessage={t('transactions.dialog.memberEmpty')}
      loadItems={search}
      getKey={(u) => String(u.id)}
      getLabel={fullName}
      getDescription={(u) => positionLine(u) || handle(u) || null}
      renderStart={(u) => <Avatar src={u.photo} name={fullName(u)} size="sm" isDecorative />}
      selectedItem={props.value}
      onSelectionChange={props.onChange}
      isRequired={props.isRequired ?? true}
      autoFocus={props.autoFocus ?? false}
      errorMessage={props.errorMessage}
    />
  );
}

/** Which account of a member, each option with its balance in the active period. */
function AccountChoice({ label, userId, value, onChange }: { label: string; userId: number | null; value: MemberAccountKind; onChange: (account: MemberAccountKind) => void }) {
  const { t } = useTranslation('administration');
  const formatPoints = useFormatPoints();
  const accounts = useAdminAccounts(userId);
  const balance = (kind: MemberAccountKind) => (accounts.data ? t('transactions.dialog.balance', { points: formatPoints(accounts.data[kind]) }) : userId === null ? undefined : t('transactions.dialog.balanceLoading'));
  return (
    <RadioGroup
      label={label}
      orientation="horizontal"
      value={value}
      onChange={(account) => onChange(account as MemberAccountKind)}
      options={[
        { id: 'income', label: t('transactions.dialog.incomeOption'), description: balance('income') ?? t('transactions.dialog.incomeHint') },
        { id: 'distribution', label: t('transactions.dialog.distributionOption'), description: balance('distribution') ?? t('transactions.dialog.distributionHint') },
      ]}
    />
  );
}

/** What one side of the account-to-account dialog holds. */
interface SideValue {
  kind: 'community' | 'member';
  member: Colleague | null;
  account: MemberAccountKind;
}

/** One side ("From" or "To"): the community's account, or a member and which of their accounts. */
function SideFields({ legend, value, onChange, error, autoFocus }: { legend: string; value: SideValue; onChange: (next: SideValue) => void; error?: string | undefined; autoFocus?: boolean }) {
  const { t } = useTranslation('administration');
  return (
    <fieldset className={tx.side}>
      <legend className={tx.sideLegend}>{legend}</legend>
      <SegmentedControl
        label={t('transactions.dialog.whose', { side: legend })}
        isLabelHidden
        value={value.kind}
        onChange={(kind) => onChange({ ...value, kind: kind as SideValue['kind'] })}
        items={[
          { id: 'member', label: t('transactions.dialog.aMember') },
          { id: 'community', label: t('transactions.community') },
        ]}
      />
      {value.kind === 'member' ? (
        <>
          <MemberPicker label={t('transactions.dialog.member')} value={value.member} onChange={(member) => onChange({ ...value, member })} errorMessage={error} autoFocus={autoFocus ?? false} />
          <AccountChoice label={t('transactions.dialog.account')} userId={value.member?.id ?? null} value={value.account} onChange={(account) => onChange({ ...value, account })} />
        </>
      ) : (
        <>
          <Text size="sm" tone="muted">
            {t('transactions.dialog.communityHint')}
          </Text>
          {error ? (
            <Text size="sm" tone="critical" role="alert">
              {error}
            </Text>
          ) : null}
        </>
      )}
    </fieldset>
  );
}

/** The dialog frame both transfers share: the shared form dialog with the warning that transfers are final. */
function TransferForm({ title, saving, onClose, onSubmit, submitLabel, formError, children, testId }: { title: string; saving: boolean; onClose: () => void; onSubmit: () => Promise<void>; submitLabel: string; formError?: string | undefined; children: ReactNode; testId: string }) {
  const { t } = useTranslation('administration');
  return (
    <FormDialog
      title={title}
      description={t('transactions.dialog.warning')}
      onSubmit={onSubmit}
      onClose={onClose}
      saving={saving}
      submitLabel={submitLabel}
      cancelLabel={t('transactions.dialog.cancel')}
      formError={formError}
      data-testid={testId}
    >
      {children}
    </FormDialog>
  );
}

/** The amount and reason fields both dialogs end with. */
function AmountAndReason({ amount, reason, onAmount, onReason, errors }: { amount: string; reason: string; onAmount: (v: string) => void; onReason: (v: string) => void; errors: { amount?: string | undefined; reason?: string | undefined } }) {
  const { t } = useTranslation('administration');
  return (
    <>
      <TextField label={t('transactions.dialog.amount')} value={amount} onChange={onAmount} inputMode="numeric" autoComplete="off" isRequired errorMessage={errors.amount} />
      <TextArea label={t('transactions.dialog.reason')} description={t('transactions.dialog.reasonHint')} value={reason} onChange={onReason} maxLength={REASON_MAX_LENGTH} isRequired errorMessage={errors.reason} />
    </>
  );
}

type MoveErrors = Partial<Record<MoveField | 'form', string>>;

/**
 * "New transfer" (DOMAIN §6.2 "account to account", docs/decisions/0033): from the community's
 * account or a member's account (points to give or received, each with its balance) to another;
 * community → member credits, member → community debits, member → member moves (both halves or
 * neither). Checked before sending, refusals shown on their field; a toast says what was done.
 */
export function TransferDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('administration');
  const toast = useToast();
  const formatPoints = useFormatPoints();
  const transfer = useCreateAdminTransfer();
  const move = useCreateAdminMove();
  const [from, setFrom] = useState<SideValue>({ kind: 'community', member: null, account: 'income' });
  const [to, setTo] = useState<SideValue>({ kind: 'member', member: null, account: 'income' });
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<MoveErrors>({});
  const [saving, setSaving] = useState(false);
  const clear = (field: MoveField) => {
    if (errors[field] || errors.form) setErrors(({ [field]: _f, form: _form, ...rest }) => rest);
  };
  const sideOf = (v: SideValue): TransferSide => (v.kind === 'community' ? { kind: 'community' } : { kind: 'member', userId: v.member?.id ?? null, account: v.account });

  const submit = async () => {
    const read = readTransfer({ from: sideOf(from), to: sideOf(to), amount, reason });
    if ('issues' in read) {
      const found: MoveErrors = {};
      for (const [field, key] of Object.entries(read.issues)) found[field as MoveField] = t(`transactions.issues.${key}`, { max: REASON_MAX_LENGTH });
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      const points = formatPoints(read.body.amount);
      if (read.call === 'move') {
        await move(read.body);
        toast.show({ tone: 'success', title: t('transactions.done'), description: t('transactions.movedToast', { from: fullName(from.member!), to: fullName(to.member!), points }), timeout: 3000 });
      } else {
        const made = await transfer(read.body);
        toast.show({ tone: 'success', title: t('transactions.done'), description: `${t(`transactions.direction.${made.direction}`)}: ${fullName(made.member)}, ${points}`, timeout: 3000 });
      }
      onClose();
    } catch (error) {
      if (isApiError(error, 'USER_NOT_FOUND')) {
        // The member who is gone: the side the server names, else the only member side there is.
        const field = error.details.field;
        setErrors(field === 'fromUserId' || (field === undefined && from.kind === 'member' && to.kind === 'community') ? { from: errorMessage(error, t) } : { to: errorMessage(error, t) });
      } else setErrors(refusalErrors(error, t, { codes: [['INSUFFICIENT_FUNDS', 'amount']], fields: { amount: 'amount', reason: 'reason', toAccount: 'to' } }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <TransferForm title={t('transactions.dialog.title')} saving={saving} onClose={onClose} onSubmit={submit} submitLabel={t('transactions.dialog.submit')} formError={errors.form} testId="transfer-dialog">
      <SideFields
        legend={t('transactions.dialog.from')}
        value={from}
        onChange={(next) => {
          setFrom(next);
          clear('from');
          clear('to');
        }}
        error={errors.from}
      />
      <SideFields
        legend={t('transactions.dialog.to')}
        value={to}
        onChange={(next) => {
          setTo(next);
          clear('to');
        }}
        error={errors.to}
        autoFocus
      />
      <AmountAndReason
        amount={amount}
        reason={reason}
        onAmount={(v) => {
          setAmount(v);
          clear('amount');
        }}
        onReason={(v) => {
          setReason(v);
          clear('reason');
        }}
        errors={errors}
      />
    </TransferForm>
  );
}

type BulkErrors = Partial<Record<BulkField | 'form', string>>;

/**
 * "To many" (DOMAIN §6.2 "send from the community", docs/decisions/0033): one amount from the
 * community to each active member — everyone, only the chosen, or everyone but the chosen — into
 * received points or points to give, now or on a day and time (the job runs it then; it can be
 * canceled until it runs). Checked before sending; a toast says how many were credited or when it runs.
 */
export function BulkTransferDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('administration');
  const toast = useToast();
  const formatPoints = useFormatPoints();
  const create = useCreateAdminBatch();
  const [mode, setMode] = useState<BulkMode>('all');
  const [members, setMembers] = useState<Colleague[]>([]);
  // The "add a member" picker starts empty again after each choice.
  const [pickerKey, setPickerKey] = useState(0);
  const [account, setAccount] = useState<MemberAccountKind>('income');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [schedule, setSchedule] = useState(false);
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState('09:00');
  const [errors, setErrors] = useState<BulkErrors>({});
  const [saving, setSaving] = useState(false);
  const clear = (field: BulkField) => {
    if (errors[field] || errors.form) setErrors(({ [field]: _f, form: _form, ...rest }) => rest);
  };

  const submit = async () => {
    const read = readBulk({ mode, userIds: members.map((m) => m.id), account, amount, reason, schedule, day, time });
    if ('issues' in read) {
      const found: BulkErrors = {};
      for (const [field, key] of Object.entries(read.issues)) found[field as BulkField] = t(`transactions.issues.${key}`, { max: REASON_MAX_LENGTH });
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      const made = await create(read);
      toast.show({
        tone: 'success',
        title: made.status === 'scheduled' ? t('transactions.bulk.scheduledToast') : t('transactions.done'),
        description:
          made.status === 'scheduled'
            ? t('transactions.bulk.scheduledFor', { when: formatDateTime(made.executeAt!, i18n.language), points: formatPoints(made.amount) })
            : t('transactions.bulk.doneToast', { count: made.recipients, points: formatPoints(made.amount) }),
        timeout: 4000,
      });
      onClose();
    } catch (error) {
      setErrors(
        refusalErrors(error, t, {
          codes: [
            ['SCHEDULE_OUT_OF_RANGE', 'executeAt'],
            ['USER_NOT_FOUND', 'userIds'],
            ['NO_RECIPIENTS', 'userIds'],
          ],
          fields: ['amount', 'reason', 'userIds', 'executeAt'],
        }),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <TransferForm title={t('transactions.bulk.title')} saving={saving} onClose={onClose} onSubmit={submit} submitLabel={schedule ? t('transactions.bulk.submitScheduled') : t('transactions.bulk.submit')} formError={errors.form} testId="bulk-dialog">
      <RadioGroup
        label={t('transactions.bulk.who')}
        value={mode}
        onChange={(next) => {
          setMode(next as BulkMode);
          clear('userIds');
        }}
        options={[
          { id: 'all', label: t('transactions.bulk.mode.all') },
          { id: 'only', label: t('transactions.bulk.mode.only') },
          { id: 'except', label: t('transactions.bulk.mode.except') },
        ]}
      />
      {mode === 'all' ? null : (
        <Stack gap="sm">
          <MemberPicker
            key={pickerKey}
            label={mode === 'only' ? t('transactions.bulk.addOnly') : t('transactions.bulk.addExcept')}
            value={null}
            isRequired={false}
            onChange={(member) => {
              if (member && !members.some((m) => m.id === member.id)) setMembers((list) => [...list, member]);
              if (member) setPickerKey((k) => k + 1);
              clear('userIds');
            }}
            errorMessage={errors.userIds}
          />
          {members.length > 0 ? (
            <ul className={tx.chips} aria-label={t('transactions.bulk.chosen', { count: members.length })}>
              {members.map((m) => (
                <li key={m.id} className={tx.chip}>
                  <span className={tx.chipName}>{fullName(m)}</span>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={t('transactions.bulk.remove', { name: fullName(m) })}
                    onPress={() => setMembers((list) => list.filter((x) => x.id !== m.id))}
                    icon={
                      <StrokeIcon size="sm">
                        <path d="M6 6l12 12M18 6L6 18" />
                      </StrokeIcon>
                    }
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </Stack>
      )}
      <RadioGroup
        label={t('transactions.dialog.account')}
        orientation="horizontal"
        value={account}
        onChange={(next) => setAccount(next as MemberAccountKind)}
        options={[
          { id: 'income', label: t('transactions.dialog.incomeOption'), description: t('transactions.dialog.incomeHint') },
          { id: 'distribution', label: t('transactions.dialog.distributionOption'), description: t('transactions.dialog.distributionHint') },
        ]}
      />
      <AmountAndReason
        amount={amount}
        reason={reason}
        onAmount={(v) => {
          setAmount(v);
          clear('amount');
        }}
        onReason={(v) => {
          setReason(v);
          clear('reason');
        }}
        errors={errors}
      />
      <Switch
        isSelected={schedule}
        onChange={(on) => {
          setSchedule(on);
          clear('executeAt');
        }}
      >
        {t('transactions.bulk.schedule')}
      </Switch>
      {schedule ? (
        <div className={tx.when}>
          <DateInput
            label={t('transactions.bulk.day')}
            value={day}
            onChange={(next) => {
              setDay(next);
              clear('executeAt');
            }}
            isRequired
            errorMessage={errors.executeAt}
          />
          <TextField
            label={t('transactions.bulk.time')}
            description={t('transactions.bulk.timeHint')}
            value={time}
            onChange={(next: string) => {
              setTime(next);
              clear('executeAt');
            }}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
      ) : null}
    </TransferForm>
  );
}
