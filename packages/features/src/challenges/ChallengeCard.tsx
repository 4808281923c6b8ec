import './strings.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Challenge } from '@gratia/contracts';
import { Avatar, Badge, Heading, type BadgeTone, type HeadingLevel } from '@gratia/ui';
import { formatDay, formatDayRange, formatNumber } from '../i18n/index.ts';
import { useFormatPoints, useOrganizationSettings } from '../organization/index.ts';
import { fullName } from '../people/index.ts';
import { StrokeIcon } from '../shared/index.ts';
import { challengePath } from './challengeList.ts';
import * as css from './ChallengeCard.css.ts';

/** Badge tone of each challenge state (SPEC §4). */
const STATUS_TONE: Record<Challenge['status'], BadgeTone> = { deferred: 'info', active: 'positive', completed: 'neutral' };

/** Props of {@link ChallengeCard}. */
export interface ChallengeCardProps {
  challenge: Challenge;
  /**
   * `vertical` (default): the cover above the text, for grids and phones; `horizontal`: the cover
   * beside the text from tablet width up (a list), above it on phones.
   */
  orientation?: 'vertical' | 'horizontal';
  /** Level of the name's heading in the page outline. Default 2 (under the list's title). */
  headingLevel?: HeadingLevel;
}

/**
 * One challenge in the lists (SPEC §2 /challenges, /all_challenges; §3 Challenge; §4 Challenge
 * states; docs/decisions/0039): its cover (the cropped thumbnail, else the first cover's thumbnail,
 * else a placeholder), its state as a badge ('Upcoming', 'Running' — or 'Reports closed' while the
 * organizer has ended the reception — 'Ended'; 'Voting' when likes pick the winners, 'Referrals' on
 * a referral challenge — SPEC §1 'referral', docs/decisions/0045), the name
 * (at most three lines), the organizer — or "By {community}" for a challenge of the community
 * (the community's name from the organization settings) — and its dates: the range while it runs,
 * "Starts {day}" before, "Ended {day}" after. Then the prize fund and the prize per place in the
 * community's bonus name, the prize places taken ("2 of 3 places taken") and the participants.
 * The whole card opens /challenge/{id}: one link, on the name, whose hit area covers the card;
 * the action at its foot ('Take part' when the member may report now, `me.canReport`, or get an
 * invite link of a referral challenge, `me.canRefer`, else
 * 'Open') is what that link does, drawn as a button, and describes it for screen readers.
 * `data-status` carries the state.
 */
export function ChallengeCard({ challenge, orientation = 'vertical', headingLevel = 2 }: ChallengeCardProps) {
  const { t, i18n } = useTranslation('challenges');
  const lng = i18n.language;
  const formatPoints = useFormatPoints();
  const community = useOrganizationSettings().data?.name;
  const nameId = useId();
  const actionId = useId();
  const cover = challenge.thumbnail ?? challenge.covers[0] ?? null;
  const receptionClosed = challenge.status === 'active' && !challenge.receptionOpen;
  const taken = Math.min(challenge.winnersCount, challenge.places);
  // A referral challenge is taken part in with an invite link (docs/decisions/0045).
  const takePart = challenge.me.canReport || challenge.me.canRefer;

  const dates =
    challenge.status === 'deferred'
      ? t('card.starts', { date: formatDay(challenge.startAt, lng) })
      : challenge.status === 'completed'
        ? t('card.ended', { date: formatDay(challenge.completedAt ?? challenge.endAt, lng) })
        : formatDayRange(challenge.startAt, challenge.endAt, lng);

  return (
    <article
      className={css.card}
      aria-labelledby={nameId}
      data-orientation={orientation}
      data-status={challenge.status}
      data-reception={challenge.receptionOpen ? 'open' : 'closed'}
    >
      <div className={css.cover}>
        {cover ? (
          <img className={css.coverImage} src={cover.thumbUrl} alt="" width={cover.width} height={cover.height} decoding="async" />
        ) : (
          <div className={css.placeholder} data-testid="challenge-cover-placeholder">
            <StrokeIcon size="em">
              <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4Z" />
              <path d="M17 6h3v2a3 3 0 0 1-3 3M7 6H4v2a3 3 0 0 0 3 3" />
            </StrokeIcon>
          </div>
        )}
      </div>
      <div className={css.body}>
        <div className={css.badges}>
          <Badge tone={receptionClosed ? 'warning' : STATUS_TONE[challenge.status]} data-testid="challenge-status">
            {receptionClosed ? t('card.receptionClosed') : t(`status.${challenge.status}`)}
          </Badge>
          {challenge.winnerRule === 'voting' ? <Badge tone="neutral">{t('card.voting')}</Badge> : null}
          {challenge.winnerRule === 'referrals' ? (
            <Badge tone="neutral" data-testid="challenge-referrals">
              {t('card.referrals')}
            </Badge>
          ) : null}
          {challenge.chain ? <Badge tone="info">{t('card.chainStep', { step: challenge.chain.step, steps: challenge.chain.steps })}</Badge> : null}
          {!challenge.available ? (
            <Badge tone="warning" data-testid="challenge-locked">
              {t('card.locked')}
            </Badge>
          ) : null}
        </div>
        <Heading level={headingLevel} size={3} id={nameId} className={css.name}>
          <Link to={challengePath(challenge.id)} className={css.nameLink} aria-describedby={actionId}>
            <span className={css.nameText}>{challenge.name}</span>
          </Link>
        </Heading>
        <div className={css.meta}>
          {challenge.fromOrganization ? (
            <span className={css.organizer} data-testid="challenge-organizer">
              {community ? t('card.byCommunity', { name: community }) : t('card.byCommunityUnnamed')}
            </span>
          ) : (
            <span className={css.organizer} data-testid="challenge-organizer">
              <Avatar src={challenge.organizer.photo} name={fullName(challenge.organizer)} size="sm" isDecorative />
              <span className={css.organizerName}>{fullName(challenge.organizer)}</span>
            </span>
          )}
          <span className={css.dates} data-testid="challenge-dates">
            {dates}
          </span>
        </div>
        <dl className={css.prizes}>
          <div className={css.prize}>
            <dt className={css.prizeLabel}>{t('card.fund')}</dt>
            <dd className={css.prizeValue} data-testid="challenge-fund">
              {formatPoints(challenge.fund)}
            </dd>
          </div>
          <div className={css.prize}>
            <dt className={css.prizeLabel}>{t('card.prize')}</dt>
            <dd className={css.prizeValue} data-testid="challenge-prize">
              {formatPoints(challenge.prize)}
            </dd>
          </div>
        </dl>
        <p className={css.counts}>
          <span data-testid="challenge-places">{t('card.placesTaken', { count: challenge.places, taken: formatNumber(taken, lng), places: formatNumber(challenge.places, lng) })}</span>
          <span data-testid="challenge-participants">{t('card.participants', { count: challenge.participantsCount, n: formatNumber(challenge.participantsCount, lng) })}</span>
        </p>
        <span id={actionId} className={takePart ? css.primaryAction : css.secondaryAction} data-testid="challenge-action">
          {takePart ? t('card.takePart') : t('card.open')}
        </span>
      </div>
    </article>
  );
}
