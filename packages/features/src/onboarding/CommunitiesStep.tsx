import './strings.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InviteLookup, ProfileInfo } from '@gratia/contracts';
import { Button, Card, Heading, Stack, Text, TextField, useToast } from '@gratia/ui';
import { isApiError } from '../api/index.ts';
import { errorMessage, useErrorToast, fieldErrorsOf } from '../errors/index.ts';
import { useOrganizationSettings } from '../organization/index.ts';
import { useCommunityCalls, useDraft } from './hooks.ts';
import { inviteTokenOf } from './steps.ts';
import * as css from './onboarding.css.ts';

/** Props of {@link CommunitiesStep}. */
export interface CommunitiesStepProps {
  /** Whether the person is already in a community (they created or joined one, then came back). */
  inCommunity: boolean;
  /** Whether they administer it (they created it). */
  isAdmin: boolean;
  /** Called once they are in a community, with their profile there (an administrator when they created it): on to the next step. */
  onDone: (me: ProfileInfo) => void;
}

/** The name of the person's community, or '…' while it loads. */
function CommunityName({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('onboarding');
  const settings = useOrganizationSettings();
  return (
    <Card as="section" data-testid="onboarding-in-community">
      <Stack gap="sm">
        <Heading level={2} size={3}>
          {t('communities.inCommunity', { name: settings.data?.name ?? '…' })}
        </Heading>
        <Text>{isAdmin ? t('communities.inCommunityAdmin') : t('communities.inCommunityMember')}</Text>
      </Stack>
    </Card>
  );
}

/**
 * Step 2 of the onboarding (SPEC §2; DOMAIN §6.6; docs/decisions/0035): join or create.
 *
 * - **Join by invitation**: paste an invite link (any origin, read with a URL parser) or its code →
 *   **Check** (GET /api/invite-links/lookup: "You are invited to «X»", or why the link no longer
 *   admits, on the field) → **Join** (POST /api/onboarding/join; a link used up meanwhile is
 *   refused on the field).
 * - **Create a community**: its name → POST /api/onboarding/community; the person becomes its
 *   administrator. A taken name (409 ORGANIZATION_NAME_TAKEN), malformed input and the rate limit
 *   show on the field; anything else is a toast (SPEC §8).
 *
 * Someone already in a community (back from a later step) sees its name instead. What was typed
 * survives a reload (session storage). `data-state`: choose | invited | inCommunity.
 */
export function CommunitiesStep({ inCommunity, isAdmin, onDone }: CommunitiesStepProps) {
  const { t } = useTranslation('onboarding');
  const calls = useCommunityCalls();
  const toast = useToast();
  const showError = useErrorToast();
  const [invite, setInvite] = useDraft('invite', '');
  const [name, setName] = useDraft('name', '');
  const [found, setFound] = useState<{ token: string; lookup: InviteLookup } | null>(null);
  const [errors, setErrors] = useState<{ invite?: string; name?: string }>({});
  const [busy, setBusy] = useState<'check' | 'join' | 'create' | null>(null);

  if (inCommunity) return <CommunityName isAdmin={isAdmin} />;

  /** A refusal on `field` when it is about it, else a toast. */
  const refuse = (error: unknown, field: 'invite' | 'name') => {
    const onField = isApiError(error, 'VALIDATION_ERROR')
      ? (Object.values(fieldErrorsOf(error, t))[0] ?? errorMessage(error, t))
      : isApiError(error, 'ORGANIZATION_NAME_TAKEN', 'RATE_LIMITED', 'ALREADY_IN_COMMUNITY', 'INVITE_NOT_FOUND', 'INVITE_EXPIRED', 'INVITE_USED_UP', 'INVITE_REVOKED', 'MEMBERSHIP_SUSPENDED')
        ? errorMessage(error, t)
        : null;
    if (onField) setErrors({ [field]: onField });
    else showError(error);
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    const token = inviteTokenOf(invite);
    if (!token) {
      setErrors({ invite: t('communities.invalidToken') });
      return;
    }
    setBusy('check');
    try {
      const lookup = await calls.lookup(token);
      if (lookup.usable) {
        setFound({ token, lookup });
        setErrors({});
      } else {
        setFound(null);
        setErrors({ invite: t(`common:errors.${lookup.status === 'usedUp' ? 'INVITE_USED_UP' : lookup.status === 'revoked' ? 'INVITE_REVOKED' : 'INVITE_EXPIRED'}`) });
      }
    } catch (error) {
      setFound(null);
      refuse(error, 'invite');
    } finally {
      setBusy(null);
    }
  };

  const join = async () => {
    if (!found) return;
    setBusy('join');
    try {
      const me = await calls.join(found.token);
      toast.show({ tone: 'success', title: t('communities.joined', { name: found.lookup.organizationName }), timeout: 3000 });
      onDone(me);
    } catch (error) {
      setFound(null);
      refuse(error, 'invite');
    } finally {
      setBusy(null);
    }
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setErrors({ name: t('communities.nameRequired') });
      return;
    }
    setBusy('create');
    try {
      const me = await calls.create(trimmed);
      toast.show({ tone: 'success', title: t('communities.created', { name: trimmed }), timeout: 3000 });
      onDone(me);
    } catch (error) {
      refuse(error, 'name');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={css.choices} data-state={found ? 'invited' : 'choose'}>
      <Card as="section" aria-labelledby="onboarding-join-title">
        <form noValidate onSubmit={(e) => void check(e)} aria-labelledby="onboarding-join-title">
          <Stack gap="md">
            <Heading level={2} size={3} id="onboarding-join-title">
              {t('communities.joinTitle')}
            </Heading>
            <TextField
              label={t('communities.inviteLabel')}
              description={t('communities.inviteHint')}
              name="invite"
              value={invite}
              onChange={(v: string) => {
                setInvite(v);
                setFound(null);
                if (errors.invite) setErrors({});
              }}
              autoComplete="off"
              errorMessage={errors.invite}
            />
            {found ? (
              <Stack gap="sm" role="status">
                <Text weight="semibold">{t('communities.invitedTo', { name: found.lookup.organizationName })}</Text>
                <Button variant="primary" isLoading={busy === 'join'} isDisabled={busy !== null && busy !== 'join'} onPress={() => void join()}>
                  {t('communities.join')}
                </Button>
              </Stack>
            ) : (
              <Button type="submit" variant="secondary" isLoading={busy === 'check'} isDisabled={busy !== null && busy !== 'check'}>
                {t('communities.check')}
              </Button>
            )}
          </Stack>
        </form>
      </Card>
      <Text className={css.or} aria-hidden="true">
        {t('communities.or')}
      </Text>
      <Card as="section" aria-labelledby="onboarding-create-title">
        <form noValidate onSubmit={(e) => void create(e)} aria-labelledby="onboarding-create-title">
          <Stack gap="md">
            <Heading level={2} size={3} id="onboarding-create-title">
              {t('communities.createTitle')}
            </Heading>
            <TextField
              label={t('communities.nameLabel')}
              description={t('communities.nameHint')}
              name="communityName"
              value={name}
              onChange={(v: string) => {
                setName(v);
                if (errors.name) setErrors({});
              }}
              autoComplete="organization"
              maxLength={100}
              errorMessage={errors.name}
            />
            <Button type="submit" variant="primary" isLoading={busy === 'create'} isDisabled={busy !== null && busy !== 'create'}>
              {t('communities.create')}
            </Button>
          </Stack>
        </form>
      </Card>
    </div>
  );
}
