import './strings.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InviteLink } from '@gratia/contracts';
import { Button, Card, Heading, Stack, Text, TextField, useToast } from '@gratia/ui';
import { useErrorToast } from '../errors/index.ts';
import { inviteLinkUrl, useInviteLinkActions, useInviteLinks } from '../invites/index.ts';
import { navIcons, type NavId } from '../shell/index.ts';
import * as css from './onboarding.css.ts';

/** The places the tour shows, each with the navigation's icon of that place. */
const TOUR: readonly { id: string; icon: NavId }[] = [
  { id: 'thanks', icon: 'thanks' },
  { id: 'feed', icon: 'events' },
  { id: 'market', icon: 'market' },
  { id: 'challenges', icon: 'challenges' },
];

/** Props of {@link EducationStep}. */
export interface EducationStepProps {
  /** Whether the person administers the community (its creator): they are offered the invite link. */
  isAdmin: boolean;
  /** The site's address in the invite link; default the page's origin. */
  inviteOrigin?: string;
}

/**
 * The creator's invite link (SPEC §8 'Couldn't copy invite link'; docs/decisions/0032): the newest
 * active link of the community, or **Create an invite link** (POST /api/invite-links, no expiry,
 * no limit); **Copy link** writes `<origin>/community/invite?invite=<token>` with a toast, and when
 * the browser refuses, the SPEC §8 error toast.
 */
function InviteCard({ origin }: { origin: string | undefined }) {
  const { t } = useTranslation('onboarding');
  const links = useInviteLinks();
  const actions = useInviteLinkActions();
  const toast = useToast();
  const showError = useErrorToast();
  const [made, setMade] = useState<InviteLink | null>(null);
  const [creating, setCreating] = useState(false);
  const link = made ?? links.data?.items.find((l) => l.status === 'active') ?? null;
  const url = link ? inviteLinkUrl(link.token, origin) : '';

  const create = async () => {
    setCreating(true);
    try {
      setMade(await actions.create({}));
    } catch (error) {
      showError(error);
    } finally {
      setCreating(false);
    }
  };
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      toast.show({ tone: 'success', title: t('education.copied'), description: t('education.copiedDescription'), timeout: 3000 });
    } catch {
      toast.show({ tone: 'critical', title: t('education.copyFailed'), description: t('education.copyFailedDescription'), timeout: 3000 });
    }
  };

  return (
    <Card as="section" aria-labelledby="onboarding-invite-title" data-testid="onboarding-invite" data-state={link ? 'link' : links.data || links.error ? 'none' : 'loading'}>
      <Stack gap="md">
        <Heading level={2} size={3} id="onboarding-invite-title">
          {t('education.inviteTitle')}
        </Heading>
        <Text>{t('education.inviteText')}</Text>
        {link ? (
          <>
            <TextField label={t('education.linkLabel')} value={url} isReadOnly name="inviteLink" />
            <div>
              <Button variant="secondary" onPress={() => void copy()}>
                {t('education.copy')}
              </Button>
            </div>
          </>
        ) : (
          <div>
            <Button variant="secondary" isLoading={creating} isDisabled={!links.data && !links.error} onPress={() => void create()}>
              {t('education.createLink')}
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Step 4 of the onboarding (SPEC §2; DOMAIN §6.6 'Education'): a short tour — thanks, the events
 * feed, the benefit market and challenges, each a card with the navigation's icon of that place —
 * and, for the creator, the invite link to send to colleagues ({@link InviteCard}).
 */
export function EducationStep({ isAdmin, inviteOrigin }: EducationStepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <Stack gap="md">
      <ul className={css.tour} aria-label={t('education.title')}>
        {TOUR.map((place) => (
          <li key={place.id}>
            <Card className={css.tourCard}>
              <span className={css.tourIcon} aria-hidden="true">
                {navIcons[place.icon]}
              </span>
              <Stack gap="xs">
                <Heading level={2} size={4}>
                  {t(`education.${place.id}Title`)}
                </Heading>
                <Text size="sm" tone="muted">
                  {t(`education.${place.id}Text`)}
                </Text>
              </Stack>
            </Card>
          </li>
        ))}
      </ul>
      {isAdmin ? <InviteCard origin={inviteOrigin} /> : null}
    </Stack>
  );
}
