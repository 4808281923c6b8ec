import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH, type Colleague, type PersonProfile, type Sticker, type Transfer, type UserSuggestionReason } from '@gratia/contracts';
import { Avatar, Box, Button, Combobox, Inline, Link, Select, Stack, Switch, Text, TextArea, TextField } from '@gratia/ui';
import { isApiError } from '../api/index.ts';
import { useBalance } from '../balance/index.ts';
import { errorMessage, useErrorToast } from '../errors/index.ts';
import { useEconomySettings, useFormatPoints, useOrganizationSettings } from '../organization/index.ts';
import { fullName, handle, positionLine, useSearchUsers } from '../people/index.ts';
import { useMe, usePersonProfile } from '../profile/index.ts';
import { DataPanel } from '../shared/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { useValues } from '../values/index.ts';
import { useImageUpload, useRecipientSuggestions, useSendThanks } from './hooks.ts';
import { fieldErrorText, parseAmount, validateAmount, validateThanks, type ThanksErrors, type ThanksFormValues } from './validateThanks.ts';
import { PhotoAttachments } from './PhotoAttachments.tsx';
import { StickerPicker } from './StickerPicker.tsx';
import { usePhotoUploads } from './usePhotoUploads.ts';
import * as css from './ThanksForm.css.ts';

/** A recipient option: a search result, or a suggestion with why it is offered. */
type RecipientOption = Colleague & { reason?: UserSuggestionReason };

/**
 * The second line of a recipient option, which tells namesakes apart: "Job title · Division"
 * ({@link positionLine}), or the "@handle" of someone with neither; null when there is nothing.
 */
function recipientDescription(u: RecipientOption): string | null {
  return positionLine(u) || handle(u) || null;
}

/**
 * The feed detail route of a thanks: `/feed/:eventType/:eventId` with the event type
 * `transaction` and the transfer's id (the route the feed's cards link to, SPEC §1 Events feed).
 */
export function thanksFeedPath(transferId: number): string {
  return `/feed/transaction/${transferId}`;
}

/** A colleague's profile as a recipient option: hidden name parts as '', the division the last of the path. */
function recipientOf(p: PersonProfile): RecipientOption {
  return {
    id: p.id,
    firstName: p.firstName ?? '',
    surname: p.surname ?? '',
    nickname: p.nickname,
    tgName: p.tgName,
    photo: p.photo,
    jobTitle: p.jobTitle,
    division: p.divisionPath[p.divisionPath.length - 1] ?? null,
  };
}

/** What the form holds: {@link ThanksFormValues} with the chosen option as it was listed. */
type FormState = ThanksFormValues & { recipient: RecipientOption | null };

const empty: FormState = { recipient: null, amount: '', message: '', valueId: null, isAnonymous: false };
const NO_VALUE = 'none';

/** Props of {@link ThanksForm}. */
export interface ThanksFormProps {
  /** Level of the form's title "Сказать спасибо" / "Say thanks": 1 when it is the page's title; default 2. */
  headingLevel?: 1 | 2;
  /**
   * A colleague to thank, chosen as the form opens (/new_transfer?to={id}, "Say thanks" of a
   * profile): their profile is read and they become the recipient, unless they cannot be thanked
   * (fired, blocked, oneself) or a recipient was chosen meanwhile.
   */
  recipientId?: number | undefined;
}

/**
 * The new-thanks form (SPEC §1 Thanks, §2 New thanks form): recipient — on focus, before anything
 * is typed, suggestions under headings (recent, frequent, colleagues: {@link useRecipientSuggestions});
 * as you type, a search of /api/users/search (names and job titles); each option with its photo
 * (Avatar), its name (the option's accessible name) and a muted second line "Job title · Division"
 * (SPEC §3 Employee; its accessible description, {@link recipientDescription}), so two colleagues
 * of one name can be told apart — amount in points bounded by the distribution balance and the
 * organization's max transfer — a plain text field that keeps what was typed; a value that is not
 * a whole number in range is refused in the field, saying why and which limit ({@link validateAmount},
 * shown when the field is left and live after that) — message (≤ MESSAGE_MAX_LENGTH characters, with counter), up to
 * MAX_PHOTOS_PER_THANKS photos uploaded with progress as soon as they are picked
 * ({@link PhotoAttachments}), a sticker of the organization's packs ({@link StickerPicker}),
 * optional company value, and an anonymity switch only when the organization allows it. Validates
 * with the contracts schema (translated messages); an amount above the community's approval
 * threshold (GET /api/organization/economy `approvalThreshold`, docs/decisions/0023) is told before
 * sending that it will wait for a controller, and a thanks the server answers `waiting` says so
 * above the form instead of linking to the feed; Send is disabled, with the reason beside it,
 * while a photo uploads or after one failed. Sends `photoIds` (in order) and `stickerId` through
 * {@link useSendThanks} (the BalanceCard drops at once) and resets everything; the success then
 * stays above the form (a polite status: points → recipient, and an "Open in feed" link to the new
 * thanks' feed card, {@link thanksFeedPath}) until the next send. API errors show inline and as a
 * toast (SPEC §8).
 * With no active period the form is replaced by the SPEC message. The frame is a
 * {@link DataPanel}, titled at `headingLevel` (1 where the form is the page, /new_transfer).
 * `data-state` = loading | error | no-period | idle | sending.
 */
export function ThanksForm({ headingLevel = 2, recipientId }: ThanksFormProps) {
  const { t } = useTranslation('thanks');
  const settings = useOrganizationSettings();
  const economy = useEconomySettings();
  const balance = useBalance();
  const values = useValues();
  const me = useMe();
  const searchUsers = useSearchUsers();
  const loadSuggestions = useRecipientSuggestions();
  const { send, isSending } = useSendThanks();
  const showError = useErrorToast();
  const [form, setForm] = useState<FormState>(empty);
  const photos = usePhotoUploads(useImageUpload('thanks'));
  const [sticker, setSticker] = useState<Sticker | null>(null);
  const blockedId = useId();
  const [errors, setErrors] = useState<ThanksErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // The last thanks sent from this form, shown with its link to the feed.
  const [sent, setSent] = useState<Transfer | null>(null);
  // The amount is checked once the field is left with something in it, then on every edit.
  const [amountChecked, setAmountChecked] = useState(false);
  // A new key per reset remounts the Combobox so its input text clears too.
  const [generation, setGeneration] = useState(0);
  // The colleague of `recipientId`, chosen once when their profile arrives.
  const preset = usePersonProfile(recipientId ?? null);
  const [presetDone, setPresetDone] = useState(false);
  if (!presetDone && preset.data) {
    setPresetDone(true);
    if (preset.data.state === 'active' && !preset.data.isSelf && form.recipient === null) {
      setForm({ ...form, recipient: recipientOf(preset.data) });
      setGeneration((g) => g + 1);
    }
  }

  const limits = {
    available: balance.data?.hidden ? null : (balance.data?.distribute ?? null),
    maxTransfer: settings.data?.maxTransfer ?? null,
  };

  const update = (patch: Partial<FormState>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (submitted) {
      const result = validateThanks(next, limits);
      setErrors('errors' in result ? result.errors : {});
    } else if (amountChecked && 'amount' in patch) {
      setErrors({ ...errors, amount: validateAmount(next.amount, limits) ?? undefined });
    }
  };

  const checkAmount = () => {
    if (submitted || form.amount.trim() === '') return;
    setAmountChecked(true);
    setErrors({ ...errors, amount: validateAmount(form.amount, limits) ?? undefined });
  };

  const loadItems = async (query: string, signal: AbortSignal): Promise<RecipientOption[]> => {
    const items: RecipientOption[] = query.trim() === '' ? await loadSuggestions(signal) : await searchUsers(query, signal);
    return items.filter((u) => u.id !== me.data?.id);
  };

  const formatPoints = useFormatPoints();
  const fieldError = (field: keyof ThanksErrors) => {
    const e = errors[field];
    return e ? fieldErrorText(e, t, formatPoints) : undefined;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSent(null);
    if (!photos.photoIds) return;
    const result = validateThanks({ ...form, photoIds: photos.photoIds, stickerId: sticker?.id ?? null }, limits);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      const transfer = await send(result.body);
      setSent(transfer);
      setForm(empty);
      photos.reset();
      setSticker(null);
      setSubmitted(false);
      setAmountChecked(false);
      setGeneration((g) => g + 1);
    } catch (error) {
      showError(error);
      const message = errorMessage(error, t);
      if (isApiError(error, 'INSUFFICIENT_FUNDS', 'MAX_TRANSFER_EXCEEDED')) setErrors({ amount: { key: '', text: message } });
      else if (isApiError(error, 'SELF_TRANSFER', 'USER_NOT_FOUND')) setErrors({ recipient: { key: '', text: message } });
      else if (isApiError(error, 'VALUE_NOT_FOUND')) setErrors({ valueId: { key: '', text: message } });
      else if (isApiError(error, 'IMAGE_NOT_FOUND')) setErrors({ photos: { key: '', text: message } });
      else if (isApiError(error, 'STICKER_NOT_FOUND')) setErrors({ sticker: { key: '', text: message } });
    }
  };

  const loading = !settings.data || !balance.data || !values.data;
  const failed = settings.error ?? balance.error ?? values.error;
  const noPeriod = Boolean(settings.data && balance.data && (!settings.data.isActivePeriod || !balance.data.period));
  const state = failed ? 'error' : loading ? 'loading' : noPeriod ? 'no-period' : isSending ? 'sending' : 'idle';

  let amountDescription: string | undefined;
  if (limits.available !== null && limits.maxTransfer !== null) {
    amountDescription = t('amountLimitsMax', { available: formatPoints(limits.available), max: formatPoints(limits.maxTransfer) });
  } else if (limits.available !== null) {
    amountDescription = t('amountLimits', { available: formatPoints(limits.available) });
  } else if (limits.maxTransfer !== null) {
    amountDescription = t('amountMaxOnly', { max: formatPoints(limits.maxTransfer) });
  }

  // The community's approval threshold (docs/decisions/0023): a thanks of more points waits for a controller.
  const threshold = economy.data?.approvalThreshold ?? null;
  const typed = parseAmount(form.amount);
  const waitsForApproval = threshold !== null && typed !== null && Number.isInteger(typed) && typed > threshold;

  const blockedReason =
    photos.status === 'uploading' ? t('sendBlockedUploading') : photos.status === 'failed' ? t('sendBlockedFailed') : null;

  const valueItems = [
    { id: NO_VALUE, label: t('valueNone') },
    ...(values.data?.items ?? []).map((v) => ({ id: String(v.id), label: v.name, description: v.description || undefined })),
  ];

  return (
    <DataPanel
      title={t('title')}
      headingLevel={headingLevel}
      state={state}
      status={state === 'loading' || state === 'error' ? state : 'ready'}
      placeholders={[placeholderHeight.field, placeholderHeight.field, placeholderHeight.textArea]}
      error={{
        title: t('error'),
        description: errorMessage(failed, t),
        onRetry: () => {
          void settings.mutate();
          void balance.mutate();
          void values.mutate();
        },
      }}
    >
      {state === 'no-period' && <Text tone="critical">{t('noPeriod')}</Text>}
      {(state === 'idle' || state === 'sending') && (
        <form className={css.form} data-state={state} noValidate onSubmit={(e) => void onSubmit(e)}>
          {/* Always rendered, so screen readers hear it fill in. */}
          <Box role="status" className={css.sent} data-waiting={sent?.status === 'waiting' || undefined}>
            {sent?.status === 'waiting' ? (
              <Text as="span" className={css.sentText} data-testid="sent-waiting">
                <Text as="span" weight="semibold">
                  {t('sentWaiting')}
                </Text>{' '}
                {t('sentWaitingDescription', { points: formatPoints(sent.amount), name: fullName(sent.recipient) })}
              </Text>
            ) : sent ? (
              <Inline gap="sm" justify="between" align="center">
                <Text as="span" className={css.sentText}>
                  <Text as="span" weight="semibold">
                    {t('sent')}
                  </Text>{' '}
                  {t('sentDescription', { points: formatPoints(sent.amount), name: fullName(sent.recipient) })}
                </Text>
                <Link href={thanksFeedPath(sent.id)}>{t('openInFeed')}</Link>
              </Inline>
            ) : null}
          </Box>
          <Stack gap="md">
            <Combobox<RecipientOption>
              key={generation}
              menuTrigger="focus"
              label={t('recipient')}
              placeholder={t('recipientPlaceholder')}
              emptyMessage={t('recipientEmpty')}
              loadItems={loadItems}
              getKey={(u) => String(u.id)}
              getLabel={fullName}
              getSection={(u) => (u.reason ? t(`recipientGroup.${u.reason}`) : null)}
              renderStart={(u) => <Avatar src={u.photo ?? undefined} name={fullName(u)} size="sm" isDecorative />}
              getDescription={recipientDescription}
              selectedItem={form.recipient}
              onSelectionChange={(recipient) => update({ recipient })}
              isRequired
              errorMessage={fieldError('recipient')}
            />
            <div>
              <TextField
                label={t('amount')}
                value={form.amount}
                onChange={(amount: string) => update({ amount })}
                onBlur={checkAmount}
                inputMode="numeric"
                autoComplete="off"
                isRequired
                description={amountDescription}
                errorMessage={fieldError('amount')}
              />
              {/* Always rendered, so screen readers hear the note appear as the amount grows past the threshold. */}
              <Box role="status" className={css.approvalNote} data-testid="approval-note">
                {waitsForApproval && threshold !== null ? <Text size="sm">{t('approvalNote', { points: formatPoints(threshold) })}</Text> : null}
              </Box>
            </div>
            <TextArea
              label={t('message')}
              description={t('messageDescription')}
              value={form.message}
              onChange={(message: string) => update({ message })}
              maxLength={MESSAGE_MAX_LENGTH}
              isRequired
              errorMessage={fieldError('message')}
            />
            <PhotoAttachments photos={photos} errorMessage={fieldError('photos')} isDisabled={isSending} />
            <StickerPicker
              value={sticker}
              onChange={(next) => {
                setSticker(next);
                if (errors.sticker) setErrors({ ...errors, sticker: undefined });
              }}
              errorMessage={fieldError('sticker')}
              isDisabled={isSending}
            />
            <Select
              label={t('value')}
              placeholder={t('valuePlaceholder')}
              items={valueItems}
              selectedKey={form.valueId === null ? null : String(form.valueId)}
              onSelectionChange={(key: string | number | null) =>
                update({ valueId: key === null || key === NO_VALUE ? null : Number(key) })
              }
              errorMessage={fieldError('valueId')}
            />
            {settings.data?.anonymityAllowed && (
              <Switch isSelected={form.isAnonymous} onChange={(isAnonymous: boolean) => update({ isAnonymous })}>
                {t('anonymous')}
              </Switch>
            )}
            <Inline gap="sm" justify="end">
              {blockedReason ? (
                <Text id={blockedId} tone="muted" size="sm" className={css.blocked}>
                  {blockedReason}
                </Text>
              ) : null}
              <Button
                type="submit"
                variant="primary"
                isLoading={isSending}
                isDisabled={blockedReason !== null}
                aria-describedby={blockedReason ? blockedId : undefined}
              >
                {t('submit')}
              </Button>
            </Inline>
          </Stack>
        </form>
      )}
    </DataPanel>
  );
}
