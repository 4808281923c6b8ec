import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { OneTimeCode, RequestCodeBody, type CodeChannel } from '@gratia/contracts';
import { Box, Button, Heading, Inline, Stack, Text, TextField, useToast } from '@gratia/ui';
import { isApiError, type ApiError } from '../api/index.ts';
import { errorMessage, useErrorToast, validationMessage } from '../errors/index.ts';
import { useRequestCode, useVerifyCode } from './hooks.ts';
import * as css from './LoginForm.css.ts';

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** Prefills the community key (the `/` invite sign-in reads it from `?key=` or `?shared_key=`). */
  initialSharedKey?: string;
  /**
   * An invite link's token (`/login?invite=`, docs/decisions/0032): sent with both calls as
   * `inviteToken`, so that signing in joins the link's community; the community key field is then
   * not shown. A link that no longer admits is refused with its error as a toast.
   */
  inviteToken?: string;
  /** Where to go after signing in; default '/main'. */
  redirectTo?: string;
  /** Open in the 'create a community' mode (docs/decisions/0035); default false. */
  initialSignUp?: boolean;
}

/** What the code step says: where the code went, or that enough codes were sent and when a new one may be asked for. */
type CodeHint = { sent: true; channel: CodeChannel; expiresIn: number } | { sent: false; retryAfter: number };
type Step = { step: 'login' } | { step: 'code'; hint: CodeHint };

/** `details.retryAfter` (seconds) of a RATE_LIMITED error, or 60. */
const retryAfterOf = (error: ApiError) => (typeof error.details.retryAfter === 'number' ? error.details.retryAfter : 60);

/**
 * Sign-in with a one-time code (SPEC §2 /login and / — login by shared key). Step 1: login (e-mail
 * or Telegram nickname) and optional community key → POST /api/auth/code, which answers the same
 * for any login (an unknown one just gets no code, and step 2 then answers INVALID_CODE or
 * CODE_EXPIRED). Step 2: the 6-digit code (where no e-mail or Telegram channel is configured —
 * channel 'log' — the hint sends the member to the community administrator), resend, back → POST /api/auth/verify, then navigates to `redirectTo`. When the
 * server refuses to send more codes (429 RATE_LIMITED), step 2 opens anyway: the codes already
 * sent still work, and the hint says in how many minutes a new one may be asked for (decision
 * 0011). An error about a field shows under it, any other as a toast (SPEC §8), never both. Needs a router. `data-step` = login | code.
 *
 * **Create a community** (docs/decisions/0035; not offered with an invite link) switches to the
 * sign-up: a work e-mail only, sent with `signUp: true` to both calls, limited like sign-in. The
 * answers are the same whether the e-mail has an account: a new one is made with no community and
 * goes to /onboarding; an existing one just signs in (to /main, with a note that it already had an
 * account — told only after the code proved the mailbox is theirs). `data-mode` = signIn | signUp.
 */
export function LoginForm({ initialSharedKey = '', inviteToken, redirectTo = '/main', initialSignUp = false }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const requestCode = useRequestCode();
  const verifyCode = useVerifyCode();
  const showError = useErrorToast();
  const toast = useToast();
  const [state, setState] = useState<Step>({ step: 'login' });
  const [login, setLogin] = useState('');
  const [sharedKey, setSharedKey] = useState(initialSharedKey);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ login?: string; sharedKey?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);
  const [signUp, setSignUp] = useState(initialSignUp && !inviteToken);

  const body = () =>
    inviteToken ? { login: login.trim(), inviteToken } : signUp ? { login: login.trim(), signUp: true } : { login: login.trim(), sharedKey: sharedKey.trim() || undefined };
  const switchMode = (next: boolean) => {
    setSignUp(next);
    setErrors({});
  };

  const sendCode = async (): Promise<boolean> => {
    if (signUp && !/^[^@\s]+@[^@\s]+$/.test(login.trim())) {
      setErrors({ login: t('common:validation.email') });
      return false;
    }
    const parsed = RequestCodeBody.safeParse(body());
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'sharedKey' ? 'sharedKey' : 'login';
        next[field] ??= validationMessage(issue as Parameters<typeof validationMessage>[0], t);
      }
      setErrors(next);
      return false;
    }
    setBusy(true);
    try {
      const res = await requestCode(parsed.data);
      setErrors({});
      setState({ step: 'code', hint: { sent: true, channel: res.channel, expiresIn: res.expiresIn } });
      return true;
    } catch (error) {
      if (isApiError(error, 'RATE_LIMITED')) {
        // No new code, but the ones already sent still work: go on to the code.
        setErrors({});
        setState({ step: 'code', hint: { sent: false, retryAfter: retryAfterOf(error) } });
        return false;
      }
      // An error about a field shows under it only; the others (network, server) as a toast.
      const message = errorMessage(error, t);
      if (isApiError(error, 'INVALID_SHARED_KEY')) setErrors({ sharedKey: message });
      else if (isApiError(error, 'VALIDATION_ERROR')) setErrors({ login: message });
      else showError(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const onSubmitLogin = (event: FormEvent) => {
    event.preventDefault();
    void sendCode();
  };

  const onSubmitCode = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = OneTimeCode.safeParse(code.trim());
    if (!parsed.success) {
      setErrors({ code: validationMessage(parsed.error.issues[0] ?? { message: 'validation.code' }, t) });
      return;
    }
    setBusy(true);
    try {
      const me = await verifyCode({ ...body(), code: parsed.data });
      if (signUp && me.profile.organizationId === null) {
        navigate('/onboarding', { replace: true });
        return;
      }
      if (signUp) toast.show({ tone: 'info', title: t('signUpExisting'), timeout: 3000 });
      navigate(redirectTo, { replace: true });
    } catch (error) {
      if (isApiError(error, 'INVALID_CODE', 'CODE_EXPIRED', 'VALIDATION_ERROR', 'RATE_LIMITED')) {
        setErrors({ code: errorMessage(error, t) });
      } else {
        showError(error);
      }
    } finally {
      setBusy(false);
    }
  };

  const onResend = async () => {
    setCode('');
    if (await sendCode()) toast.show({ tone: 'info', title: t('resent'), timeout: 3000 });
  };

  if (state.step === 'code') {
    const { hint } = state;
    return (
      <form data-step="code" noValidate onSubmit={(e) => void onSubmitCode(e)}>
        <Stack gap="md">
          <Stack gap="xs">
            <Heading level={1}>{t('codeTitle')}</Heading>
            {hint.sent ? (
              <Box padding="sm" borderRadius="md" className={css.hint} data-channel={hint.channel} role="status">
                <Text tone="inherit">{t(`codeSent_${hint.channel}`, { login: login.trim() })}</Text>
                <Text tone="inherit" size="sm">
                  {t('codeExpires', { minutes: Math.max(1, Math.round(hint.expiresIn / 60)) })}
                </Text>
              </Box>
            ) : (
              <Box padding="sm" borderRadius="md" className={css.hint} data-limited role="status">
                <Text tone="inherit">{t('codeLimited', { minutes: Math.max(1, Math.ceil(hint.retryAfter / 60)) })}</Text>
              </Box>
            )}
          </Stack>
          <TextField
            label={t('code')}
            name="code"
            value={code}
            onChange={(v: string) => {
              setCode(v.replace(/\D/g, '').slice(0, 6));
              if (errors.code) setErrors({});
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            isRequired
            errorMessage={errors.code}
          />
          <Button type="submit" variant="primary" isLoading={busy}>
            {t('signIn')}
          </Button>
          <Inline gap="sm" justify="between">
            <Button
              variant="ghost"
              onPress={() => {
                setState({ step: 'login' });
                setCode('');
                setErrors({});
              }}
            >
              {t('back')}
            </Button>
            <Button variant="ghost" onPress={() => void onResend()} isDisabled={busy}>
              {t('resend')}
            </Button>
          </Inline>
        </Stack>
      </form>
    );
  }

  return (
    <form data-step="login" data-mode={signUp ? 'signUp' : 'signIn'} noValidate onSubmit={onSubmitLogin}>
      <Stack gap="md">
        <Stack gap="xs">
          <Heading level={1}>{signUp ? t('signUpTitle') : t('title')}</Heading>
          <Text tone="muted">{signUp ? t('signUpSubtitle') : t('subtitle')}</Text>
        </Stack>
        <TextField
          label={signUp ? t('signUpLogin') : t('login')}
          name="login"
          value={login}
          onChange={(v: string) => {
            setLogin(v);
            if (errors.login) setErrors({ ...errors, login: undefined });
          }}
          autoComplete={signUp ? 'email' : 'username'}
          {...(signUp ? { type: 'email' as const } : {})}
          autoFocus
          isRequired
          errorMessage={errors.login}
        />
        {inviteToken || signUp ? null : (
          <TextField
            label={t('sharedKey')}
            description={t('sharedKeyDescription')}
            name="sharedKey"
            value={sharedKey}
            onChange={(v: string) => {
              setSharedKey(v);
              if (errors.sharedKey) setErrors({ ...errors, sharedKey: undefined });
            }}
            autoComplete="off"
            errorMessage={errors.sharedKey}
          />
        )}
        <Button type="submit" variant="primary" isLoading={busy}>
          {t('getCode')}
        </Button>
        {inviteToken ? null : (
          <Inline gap="xs" justify="center" align="center">
            <Text tone="muted" size="sm">
              {signUp ? t('haveAccount') : t('newCompany')}
            </Text>
            <Button variant="ghost" size="sm" onPress={() => switchMode(!signUp)}>
              {signUp ? t('toSignIn') : t('toSignUp')}
            </Button>
          </Inline>
        )}
      </Stack>
    </form>
  );
}
