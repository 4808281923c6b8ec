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
  /** Where to go after signing in; default '/main'. */
  redirectTo?: string;
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
 */
export function LoginForm({ initialSharedKey = '', redirectTo = '/main' }: LoginFormProps) {
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

  const body = () => ({ login: login.trim(), sharedKey: sharedKey.trim() || undefined });

  const sendCode = async (): Promise<boolean> => {
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
      await verifyCode({ ...body(), code: parsed.data });
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
    <form data-step="login" noValidate onSubmit={onSubmitLogin}>
      <Stack gap="md">
        <Stack gap="xs">
          <Heading level={1}>{t('title')}</Heading>
          <Text tone="muted">{t('subtitle')}</Text>
        </Stack>
        <TextField
          label={t('login')}
          name="login"
          value={login}
          onChange={(v: string) => {
            setLogin(v);
            if (errors.login) setErrors({ ...errors, login: undefined });
          }}
          autoComplete="username"
          autoFocus
          isRequired
          errorMessage={errors.login}
        />
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
        <Button type="submit" variant="primary" isLoading={busy}>
          {t('getCode')}
        </Button>
      </Stack>
    </form>
  );
}
