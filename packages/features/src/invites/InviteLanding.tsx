import './strings.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, ErrorState, Heading, Link, Spinner, Text, useToast } from '@gratia/ui';
import { isApiError } from '../api/index.ts';
import { useLogout, useSession } from '../auth/index.ts';
import { errorMessage, logoutErrorMessage } from '../errors/index.ts';
import { useInviteLookup } from './hooks.ts';
import { inviteSignInPath } from './links.ts';
import * as css from './invites.css.ts';

/** Props of {@link InviteLanding}. */
export interface InviteLandingProps {
  /** The link's token, from `?invite=` of /community/invite. */
  token: string;
}

/**
 * The page an invite link opens — SPEC §2 /community/invite (auth layout), DOMAIN §6.6, docs/decisions/0032
 * — from GET /api/invite-links/lookup (the community's name and whether the link admits, nothing
 * else), shown in place (no error toast):
 *
 * - **usable**: "You are invited to «X»", how joining works, and **Continue** to the sign-in with the
 *   token carried (`/login?invite=<token>`). Someone already signed in is told that joining means
 *   signing in again, with the address that should join, and gets **Sign out and continue** (POST
 *   /api/auth/logout, then the same sign-in; a failed sign-out is a toast with the server's message
 *   or the generic one, SPEC §8). Opening a link never signs anyone out by itself.
 * - **unusable**: "The invitation to «X» no longer works" with why (expired, used up, revoked) and to
 *   ask the administrator for a new link; a way to the plain sign-in.
 * - **notFound** (404 INVITE_NOT_FOUND, or a malformed token): "Invitation not found", what to check.
 * - **error** (network, server, too many lookups): the translated error with a retry.
 *
 * `data-state`: loading | usable | unusable | notFound | error.
 */
export function InviteLanding({ token }: InviteLandingProps) {
  const { t } = useTranslation('invites');
  const navigate = useNavigate();
  const toast = useToast();
  const lookup = useInviteLookup(token);
  const session = useSession();
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  const info = lookup.data;
  const notFound = isApiError(lookup.error, 'INVITE_NOT_FOUND', 'VALIDATION_ERROR');
  const state = info ? (info.usable ? 'usable' : 'unusable') : notFound ? 'notFound' : lookup.error ? 'error' : 'loading';
  const signedIn = session.data?.signedIn === true;

  const proceed = async () => {
    if (signedIn) {
      setLeaving(true);
      try {
        await logout();
      } catch (error) {
        toast.show({ tone: 'critical', title: logoutErrorMessage(error, t), timeout: 3000 });
        setLeaving(false);
        return;
      }
    }
    navigate(inviteSignInPath(token), { replace: true });
  };

  return (
    <div className={css.landing} data-state={state} data-testid="invite-landing">
      {state === 'loading' ? <Spinner size="lg" aria-label={t('landing.loading')} /> : null}
      {state === 'error' ? <ErrorState title={t('landing.error')} description={errorMessage(lookup.error, t)} onRetry={() => void lookup.mutate()} /> : null}
      {state === 'notFound' ? (
        <>
          <Heading level={1}>{t('landing.notFoundTitle')}</Heading>
          <Text>{t('landing.notFoundText')}</Text>
          <Link href="/login">{t('landing.signIn')}</Link>
        </>
      ) : null}
      {info && state === 'unusable' ? (
        <>
          <Heading level={1} className={css.landingTitle}>
            {t('landing.unusableTitle', { name: info.organizationName })}
          </Heading>
          {info.status !== 'active' ? <Text>{t(`landing.reason.${info.status}`)}</Text> : null}
          <Text>{t('landing.askAdmin')}</Text>
          <Link href="/login">{t('landing.signIn')}</Link>
        </>
      ) : null}
      {info && state === 'usable' ? (
        <>
          <Heading level={1} className={css.landingTitle}>
            {t('landing.title', { name: info.organizationName })}
          </Heading>
          <Text>{signedIn ? t('landing.signedIn', { name: info.organizationName }) : t('landing.text')}</Text>
          <Button variant="primary" isLoading={leaving} isDisabled={session.isLoading} onPress={() => void proceed()}>
            {signedIn ? t('landing.signOutAndContinue') : t('landing.continue')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
