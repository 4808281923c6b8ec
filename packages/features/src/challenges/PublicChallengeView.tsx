import './strings.ts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pointsWithBonusName, type ChallengeStatus, type PublicChallenge } from '@gratia/contracts';
import { Avatar, Badge, EmptyState, ErrorState, Heading, Inline, Skeleton, Stack, Text, type BadgeTone } from '@gratia/ui';
import { errorMessage } from '../errors/index.ts';
import { PhotoGrid } from '../feed/index.ts';
import { formatDateTime, formatNumber } from '../i18n/index.ts';
import { LinkifiedText, StrokeIcon } from '../shared/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { parseChallengeId, publicChallengeSignInHref, usePublicChallenge } from './publicChallenge.ts';
import * as css from './PublicChallengeView.css.ts';

/** Badge tone of each challenge state (SPEC §4), as on the cards and the detail page. */
const STATUS_TONE: Record<ChallengeStatus, BadgeTone> = { deferred: 'info', active: 'positive', completed: 'neutral' };

/** Props of {@link PublicChallengeView}. */
export interface PublicChallengeViewProps {
  /** The route's raw `:id`; anything but a positive integer is "not found". */
  id: string | undefined;
  /** The share secret (`?uuid=`); a missing or malformed one is "not found". */
  uuid: string | null | undefined;
}

/**
 * The public page of a challenge (SPEC §2 'challenge' layout — /challenge/{id}?uuid= for whoever
 * cannot open the normal page —, §7 'from-uuid'; docs/decisions/0043 'the public page'), read with
 * {@link usePublicChallenge}: the covers (the detail page's photo grid; else the card image; else the
 * cards' cup placeholder), the community that runs it (logo and name), the state badge ('Voting'
 * beside it when likes pick the winners), the name, the dates, the prize fund, the prize per place,
 * the places taken and the participants (points in the community's own bonus name), then 'Take part' — hidden once completed — and 'Sign in', both links to /login that
 * come back to the share link (`publicChallengeSignInHref`; 'Take part' opens the report dialog
 * there), the description with its links clickable (`LinkifiedText`) and the winner rule, and the
 * winners with their prizes — names when the challenge shows them (nicknames on anonymous ones),
 * "Победитель N" otherwise — or an empty note. No member data, no reports.
 *
 * Faces (`data-state`): loading (placeholders, `aria-busy`), not-found ('Челлендж не найден', SPEC §8:
 * wrong uuid, unknown or deleted challenge), error (the failure's message with a retry), ready.
 */
export function PublicChallengeView({ id, uuid }: PublicChallengeViewProps) {
  const { t } = useTranslation('challenges');
  const read = usePublicChallenge(id, uuid);
  const { status, challenge } = read;
  return (
    <section className={css.root} data-state={status} aria-busy={status === 'loading'} aria-label={challenge?.name ?? t('public.title')}>
      {status === 'not-found' ? (
        <EmptyState
          title={t('common:errors.challengeNotFound')}
          description={t('public.notFoundDescription')}
          action={
            <Link to="/login" className={css.textLink}>
              {t('public.signIn')}
            </Link>
          }
        />
      ) : status === 'error' ? (
        <ErrorState title={t('public.error')} description={errorMessage(read.error, t)} onRetry={read.reload} />
      ) : status === 'loading' || !challenge ? (
        <Stack gap="md">
          <Skeleton height={placeholderHeight.event} />
          <Skeleton height={placeholderHeight.card} />
        </Stack>
      ) : (
        <Loaded challenge={challenge} uuid={uuid ?? ''} id={parseChallengeId(id) ?? challenge.id} />
      )}
    </section>
  );
}

/** A counter tile: label and value. */
function Counter({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className={css.counter}>
      <dt className={css.counterLabel}>{label}</dt>
      <dd className={css.counterValue} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The covers, else the card image, else the cards' placeholder. */
function Cover({ challenge }: { challenge: PublicChallenge }) {
  if (challenge.covers.length > 0) {
    return (
      <div className={css.covers}>
        <PhotoGrid photos={challenge.covers.slice(0, 5)} />
      </div>
    );
  }
  const picture = challenge.thumbnail;
  if (picture) {
    return (
      <div className={css.coverBox}>
        <img className={css.coverImage} src={picture.thumbUrl} alt="" width={picture.width} height={picture.height} decoding="async" />
      </div>
    );
  }
  return (
    <div className={css.coverBox} data-placeholder="">
      <div className={css.placeholder} data-testid="public-challenge-cover-placeholder">
        <StrokeIcon size="em">
          <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4Z" />
          <path d="M17 6h3v2a3 3 0 0 1-3 3M7 6H4v2a3 3 0 0 0 3 3" />
        </StrokeIcon>
      </div>
    </div>
  );
}

function Loaded({ challenge, id, uuid }: { challenge: PublicChallenge; id: number; uuid: string }) {
  const { t, i18n } = useTranslation('challenges');
  const lng = i18n.language;
  const conditionsId = useId();
  const winnersId = useId();
  const points = (n: number) => pointsWithBonusName(challenge.community.bonusName, n, lng);
  const taken = Math.min(challenge.winnersCount, challenge.places);
  const dates = t(`public.dates.${challenge.status}`, { start: formatDateTime(challenge.startAt, lng), end: formatDateTime(challenge.endAt, lng) });
  const open = challenge.status !== 'completed';

  return (
    <Stack gap="lg" data-testid="public-challenge">
      <Cover challenge={challenge} />
      <Stack gap="sm">
        <div className={css.community} data-testid="public-challenge-community">
          <Avatar src={challenge.community.logo} name={challenge.community.name} size="sm" isDecorative />
          <span className={css.communityName}>{t('public.byCommunity', { name: challenge.community.name })}</span>
        </div>
        <Inline gap="sm">
          <Badge tone={STATUS_TONE[challenge.status]} data-testid="public-challenge-status">
            {t(`status.${challenge.status}`)}
          </Badge>
          {challenge.winnerRule === 'voting' ? <Badge tone="neutral">{t('card.voting')}</Badge> : null}
        </Inline>
        <Heading level={1} className={css.title}>
          {challenge.name}
        </Heading>
        <Text tone="muted" className={css.dates} data-testid="public-challenge-dates">
          {dates}
        </Text>
      </Stack>
      <dl className={css.counters} aria-label={t('public.countersLabel')}>
        <Counter label={t('detail.fund')} value={points(challenge.fund)} testId="public-challenge-fund" />
        <Counter label={t('detail.prize')} value={points(challenge.prize)} testId="public-challenge-prize" />
        <Counter label={t('detail.places')} value={t('detail.placesValue', { taken: formatNumber(taken, lng), places: formatNumber(challenge.places, lng) })} testId="public-challenge-places" />
        <Counter label={t('detail.participants')} value={formatNumber(challenge.participantsCount, lng)} testId="public-challenge-participants" />
      </dl>
      <Stack gap="xs">
        <div className={css.actions}>
          {open ? (
            <Link to={publicChallengeSignInHref(id, uuid, { takePart: true })} className={css.primaryAction} data-testid="public-challenge-take-part">
              {t('public.takePart')}
            </Link>
          ) : null}
          <Link to={publicChallengeSignInHref(id, uuid)} className={open ? css.secondaryAction : css.primaryAction} data-testid="public-challenge-sign-in">
            {t('public.signIn')}
          </Link>
        </div>
        {open ? (
          <Text size="sm" tone="muted">
            {t('public.hint', { name: challenge.community.name })}
          </Text>
        ) : null}
      </Stack>
      <Stack as="section" gap="sm" aria-labelledby={conditionsId} data-testid="public-challenge-conditions">
        <Heading level={2} id={conditionsId}>
          {t('public.conditions')}
        </Heading>
        {challenge.description ? <LinkifiedText className={css.description}>{challenge.description}</LinkifiedText> : <Text tone="muted">{t('detail.noDescription')}</Text>}
        <Text size="sm">{t(`winnerRule.${challenge.winnerRule}`)}</Text>
      </Stack>
      <Stack as="section" gap="sm" aria-labelledby={winnersId} data-testid="public-challenge-winners">
        <Heading level={2} id={winnersId}>
          {t('public.winners.title')}
        </Heading>
        {challenge.winners.length === 0 ? (
          <Text tone="muted" data-testid="public-challenge-no-winners">
            {t(challenge.status === 'completed' ? 'public.winners.noneEnded' : 'public.winners.none')}
          </Text>
        ) : (
          <ol className={css.winners} aria-label={t('public.winners.listLabel')}>
            {challenge.winners.map((winner, index) => {
              const name = winner.name ?? t('public.winners.unnamed', { n: index + 1 });
              return (
                <li key={index} className={css.winner}>
                  <Avatar name={name} size="sm" isDecorative isAnonymous={winner.name === null} />
                  <span className={css.winnerName}>{name}</span>
                  <span className={css.winnerPrize}>{points(winner.prize)}</span>
                </li>
              );
            })}
          </ol>
        )}
      </Stack>
    </Stack>
  );
}
