import './strings.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { ConfirmContactBody, ContactCodeBody, ONE_TIME_CODE_PATTERN, type OwnContacts, type PersonProfile } from '@gratia/contracts';
import { Button, ConfirmDialog, Heading, Inline, Stack, Text, TextField, useToast } from '@gratia/ui';
import { isApiError, useApiClient } from '../api/index.ts';
import { useErrorToast, fieldErrorsOf, issuesByField } from '../errors/index.ts';
import { personProfileKey, usePersonProfile } from './hooks.ts';
import * as css from './profile.css.ts';
import { TelegramLink } from './TelegramLink.tsx';

/** Props of {@link ContactsEditor}. */
export interface ContactsEditorProps {
  /** The member's own profile: its `email` and `tgName` are the sign-in contacts shown (then the cached profile of its id). */
  profile: PersonProfile;
}

type Step = { kind: 'idle' } | { kind: 'address' } | { kind: 'code'; email: string };

/**
 * The member's sign-in contacts on /profile (SPEC §7 contacts; docs/decisions/0025, 0028): the
 * e-mail and the Telegram account, each with its own actions. "Change e-mail" (or "Add e-mail")
 * asks for the new address and sends a 6-digit code to it (POST /api/profile/contacts/code); the
 * code confirms it (…/confirm), and only then it becomes the sign-in e-mail; "Send again" repeats
 * the code. "Remove e-mail" asks first and is offered only with a Telegram nickname to sign in with
 * (DELETE …/contacts/email). Field errors show on their fields (taken, same, wrong or expired
 * code), other failures as an error toast. `data-step`: idle, address, code. The Telegram row is
 * {@link TelegramLink}: linked through the installation's bot (docs/decisions/0028), unlinked
 * after a question.
 */
export function ContactsEditor({ profile: given }: ContactsEditorProps) {
  const { t } = useTranslation('profile');
  // The cached profile follows a confirmed or removed e-mail; `given` until it is loaded.
  const profile = usePersonProfile(given.id).data ?? given;
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const showError = useErrorToast();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ email?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const apply = async (contacts: OwnContacts) => {
    await mutate<PersonProfile>(personProfileKey(profile.id), (p) => p && { ...p, email: contacts.email, tgName: contacts.tgName }, { revalidate: true });
  };
  const fail = (failure: unknown, field: 'email' | 'code') => {
    const byField = fieldErrorsOf(failure, t);
    if (byField.email || byField.code) setError(byField);
    else if (isApiError(failure) && failure.code === 'CONTACT_TAKEN') setError({ email: t('contactEdit.taken') });
    else if (isApiError(failure) && (failure.code === 'INVALID_CODE' || failure.code === 'CODE_EXPIRED')) setError({ [field]: t(`common:errors.${failure.code}`) });
    else showError(failure);
  };

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = ContactCodeBody.safeParse({ email });
    if (!parsed.success) {
      setError(issuesByField(parsed.error.issues, t));
      return;
    }
    setBusy(true);
    try {
      await client.fetch('contactCode', { body: parsed.data });
      setError({});
      setCode('');
      setStep({ kind: 'code', email: parsed.data.email });
      toast.show({ tone: 'info', title: t('contactEdit.codeSent', { email: parsed.data.email }), timeout: 4000 });
    } catch (failure) {
      fail(failure, 'email');
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'code') return;
    if (!ONE_TIME_CODE_PATTERN.test(code)) {
      setError({ code: t('common:validation.code') });
      return;
    }
    setBusy(true);
    try {
      const contacts = await client.fetch('confirmContact', { body: ConfirmContactBody.parse({ email: step.email, code }) });
      await apply(contacts);
      setStep({ kind: 'idle' });
      setError({});
      toast.show({ tone: 'success', title: t('contactEdit.confirmed'), timeout: 3000 });
    } catch (failure) {
      fail(failure, 'code');
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await apply(await client.fetch('removeEmail'));
      toast.show({ tone: 'success', title: t('contactEdit.removed'), timeout: 3000 });
    } catch (failure) {
      const byField = fieldErrorsOf(failure, t);
      if (byField.email) toast.show({ tone: 'critical', title: byField.email });
      else showError(failure);
    } finally {
      setBusy(false);
      setConfirmRemove(false);
    }
  };

  const cancel = () => {
    setStep({ kind: 'idle' });
    setError({});
  };

  return (
    <Stack gap="sm" as="section" aria-labelledby={`contacts-${profile.id}`} data-step={step.kind}>
      <Heading level={3} size={4} id={`contacts-${profile.id}`}>
        {t('contactEdit.title')}
      </Heading>
      <Text size="sm" tone="muted">
        {t('contactEdit.description')}
      </Text>
      <dl className={css.facts}>
        <dt className={css.term}>{t('email')}</dt>
        <dd className={css.value}>
          <Stack gap="sm">
            <span data-testid="contact-email">
              {profile.email ?? (
                <Text as="span" tone="muted">
                  {t('contactEdit.none')}
                </Text>
              )}
            </span>
            {step.kind === 'idle' ? (
              <Inline gap="sm">
                <Button
                  variant="secondary"
                  onPress={() => {
                    setEmail('');
                    setStep({ kind: 'address' });
                  }}
                >
                  {profile.email ? t('contactEdit.change') : t('contactEdit.add')}
                </Button>
                {profile.email && profile.tgName ? (
                  <Button variant="secondary" tone="critical" onPress={() => setConfirmRemove(true)} isDisabled={busy}>
                    {t('contactEdit.remove')}
                  </Button>
                ) : null}
              </Inline>
            ) : null}
            {step.kind === 'address' ? (
              <form noValidate onSubmit={(e) => void sendCode(e)} className={css.contactForm} aria-label={t('contactEdit.newEmail')}>
                <TextField label={t('contactEdit.newEmail')} type="email" value={email} onChange={setEmail} autoComplete="email" autoFocus errorMessage={error.email} isRequired />
                <Inline gap="sm">
                  <Button type="submit" isLoading={busy}>
                    {t('contactEdit.sendCode')}
                  </Button>
                  <Button variant="secondary" onPress={cancel} isDisabled={busy}>
                    {t('contactEdit.cancel')}
                  </Button>
                </Inline>
              </form>
            ) : null}
            {step.kind === 'code' ? (
              <form noValidate onSubmit={(e) => void confirm(e)} className={css.contactForm} aria-label={t('contactEdit.code')}>
                <TextField
                  label={t('contactEdit.code')}
                  description={t('contactEdit.codeHint', { email: step.email })}
                  value={code}
                  onChange={setCode}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  autoFocus
                  errorMessage={error.code}
                  isRequired
                />
                <Inline gap="sm">
                  <Button type="submit" isLoading={busy}>
                    {t('contactEdit.confirm')}
                  </Button>
                  <Button variant="secondary" onPress={() => void sendCode()} isDisabled={busy}>
                    {t('contactEdit.resend')}
                  </Button>
                  <Button variant="ghost" onPress={cancel} isDisabled={busy}>
                    {t('contactEdit.cancel')}
                  </Button>
                </Inline>
              </form>
            ) : null}
          </Stack>
        </dd>
        <dt className={css.term}>{t('contactEdit.telegram')}</dt>
        <dd className={css.value}>
          <TelegramLink profile={profile} />
        </dd>
      </dl>
      <ConfirmDialog
        isOpen={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={t('contactEdit.removeTitle')}
        confirmLabel={t('contactEdit.remove')}
        cancelLabel={t('contactEdit.cancel')}
        tone="critical"
        onConfirm={() => void remove()}
      >
        {t('contactEdit.removeConfirm', { email: profile.email ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
