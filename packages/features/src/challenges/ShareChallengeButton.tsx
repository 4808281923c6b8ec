import './strings.ts';
import { useTranslation } from 'react-i18next';
import type { Challenge } from '@gratia/contracts';
import { Button, useToast, type ButtonSize } from '@gratia/ui';
import { challengeShareLink } from './publicChallenge.ts';

/** Props of {@link ShareChallengeButton}. */
export interface ShareChallengeButtonProps {
  /** The challenge whose link is copied: its id and share secret (`Challenge.shareUuid`). */
  challenge: Pick<Challenge, 'id' | 'shareUuid'>;
  /** Button height; default `md`, as the detail page's other actions. */
  size?: ButtonSize;
}

/**
 * 'Поделиться ссылкой' / 'Copy public link' on a challenge's detail page (docs/decisions/0043 'the
 * public page': members copy `/challenge/{id}?uuid={shareUuid}` from the detail page; SPEC §2
 * 'challenge' layout): copies `{location.origin}/challenge/{id}?uuid={shareUuid}`
 * ({@link challengeShareLink}) with the Clipboard API, then a success toast; when the browser has
 * no clipboard or refuses it, the SPEC §8 message 'Не удалось скопировать ссылку' ('Couldn't copy
 * the link') as a critical toast (3000 ms). Shown to every member who sees the challenge: members
 * open the normal page with the link, everyone else its public page.
 */
export function ShareChallengeButton({ challenge, size = 'md' }: ShareChallengeButtonProps) {
  const { t } = useTranslation('challenges');
  const toast = useToast();
  const copy = async () => {
    try {
      if (typeof navigator === 'undefined' || !navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(challengeShareLink(window.location.origin, challenge.id, challenge.shareUuid));
      toast.show({ tone: 'success', title: t('public.share.copied'), description: t('public.share.copiedDescription'), timeout: 3000 });
    } catch {
      toast.show({ tone: 'critical', title: t('public.share.failed'), timeout: 3000 });
    }
  };
  return (
    <Button variant="secondary" size={size} onPress={() => void copy()} data-testid="challenge-share">
      {t('public.share.button')}
    </Button>
  );
}
