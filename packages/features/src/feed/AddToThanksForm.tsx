import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateAdditionBody, MESSAGE_MAX_LENGTH, type Transfer } from '@gratia/contracts';
import { Box, Button, Inline, Stack, Text, TextArea, TextField, useToast } from '@gratia/ui';
import { isApiError } from '../api/index.ts';
import { useBalance } from '../balance/index.ts';
import { errorMessage } from '../errors/index.ts';
import { useFormatPoints, useOrganizationSettings } from '../organization/index.ts';
import { fullName } from '../people/index.ts';
import { fieldErrorText, parseAmount, validateAmount, type FieldError } from '../thanks/index.ts';
import { useAddToThanks } from './hooks.ts';
import * as css from './ThanksAdditions.css.ts';

/**
 * The form of {@link AddToThanks}' popover (see there for its rules); `onDone` closes the popover
 * after a successful addition. Its own module: it loads when the popover first opens.
 */
export function AddToThanksForm({ transfer, onDone }: { transfer: Transfer; onDone: () => void }) {
  const { t } = useTranslation('feed');
  const formatPoints = useFormatPoints();
  const settings = useOrganizationSettings();
  const balance = useBalance();
  const toast = useToast();
  const { add, isAdding } = useAddToThanks();
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ amount?: FieldError; message?: FieldError; form?: string }>({});
  const [checked, setChecked] = useState(false);
  const formErrorId = useId();
  const limits = {
    available: balance.data?.hidden ? null : (balance.data?.distribute ?? null),
    maxTransfer: settings.data?.maxTransfer ?? null,
  };
  const recipient = fullName(transfer.recipient);

  const check = (text: string) => setErrors((e) => ({ ...e, amount: validateAmount(text, limits) ?? undefined, form: undefined }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const amountError = validateAmount(amount, limits);
    const parsed = CreateAdditionBody.safeParse({ transferId: transfer.id, amount: amountError ? 1 : parseAmount(amount), message });
    const messageIssue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'message');
    const messageError: FieldError | undefined = messageIssue
      ? { key: messageIssue.message.startsWith('validation.') ? messageIssue.message : 'validation.invalid', params: { max: MESSAGE_MAX_LENGTH } }
      : undefined;
    if (amountError || messageError || !parsed.success) {
      setErrors({ amount: amountError ?? undefined, message: messageError });
      return;
    }
    setErrors({});
    try {
      const addition = await add(parsed.data);
      toast.show({ tone: 'success', title: t('add.done', { points: formatPoints(addition.amount), name: recipient }), timeout: 3000 });
      onDone();
    } catch (error) {
      const text = errorMessage(error, t);
      if (isApiError(error, 'INSUFFICIENT_FUNDS', 'MAX_TRANSFER_EXCEEDED')) setErrors({ amount: { key: '', text } });
      else setErrors({ form: text });
    }
  };

  let description: string | undefined;
  if (limits.available !== null && limits.maxTransfer !== null) {
    description = t('thanks:amountLimitsMax', { available: formatPoints(limits.available), max: formatPoints(limits.maxTransfer) });
  } else if (limits.available !== null) {
    description = t('thanks:amountLimits', { available: formatPoints(limits.available) });
  } else if (limits.maxTransfer !== null) {
    description = t('thanks:amountMaxOnly', { max: formatPoints(limits.maxTransfer) });
  }
  const fieldText = (e: FieldError | undefined) => (e ? fieldErrorText(e, t, formatPoints) : undefined);

  return (
    <form className={css.form} noValidate onSubmit={(e) => void onSubmit(e)} aria-describedby={errors.form ? formErrorId : undefined}>
      <Stack gap="md">
        <Text size="sm" tone="muted" className={css.text}>
          {t('add.description', { name: recipient })}
        </Text>
        <TextField
          label={t('thanks:amount')}
          value={amount}
          onChange={(value: string) => {
            setAmount(value);
            if (checked) check(value);
          }}
          onBlur={() => {
            if (amount.trim() === '') return;
            setChecked(true);
            check(amount);
          }}
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          isRequired
          description={description}
          errorMessage={fieldText(errors.amount)}
        />
        <TextArea
          label={t('add.message')}
          value={message}
          onChange={(value: string) => setMessage(value)}
          maxLength={MESSAGE_MAX_LENGTH}
          errorMessage={fieldText(errors.message)}
        />
        {errors.form ? (
          <Box id={formErrorId} role="alert">
            <Text size="sm" tone="critical">
              {errors.form}
            </Text>
          </Box>
        ) : null}
        <Inline gap="sm" justify="end">
          <Button variant="secondary" size="sm" onPress={onDone}>
            {t('add.cancel')}
          </Button>
          <Button type="submit" size="sm" isLoading={isAdding}>
            {t('add.submit')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
