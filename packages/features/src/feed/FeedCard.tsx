import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ChallengeEvent, FeedEvent, PurchaseEvent, TransactionEvent, UserSummary, WinnerEvent } from '@gratia/contracts';
import { Avatar, Button, Card, Inline, Stack, Tag, Text } from '@gratia/ui';
import { formatDateTime, formatRelativeTime } from '../i18n/index.ts';
import { useFormatPoints } from '../organization/index.ts';
import { fullName } from '../people/index.ts';
import { feedEventPath } from './cache.ts';
import { useToggleLike } from './hooks.ts';
import { CommentIcon, HeartIcon } from './icons.tsx';
import { PhotoGrid } from './PhotoGrid.tsx';
import { AddToThanks, AdditionsLine } from './ThanksAdditions.tsx';
import * as css from './FeedCard.css.ts';

/** Props of {@link FeedCard}. */
export interface FeedCardProps {
  /** The event (SPEC §1 Events feed): a thanks, a challenge, a winner or a purchase. */
  event: FeedEvent;
  /** "Now" for the relative time, ms since the epoch (tests and stories pin it). */
  now?: number;
  /**
   * `list` (default): a long message is folded, the time is the permalink to the detail route and
   * the comments count links to the thread there. `detail`: everything unfolded, no self links.
   */
  variant?: 'list' | 'detail';
}

/** Characters (or lines) above which a message is folded in the list. */
const LONG_MESSAGE_CHARS = 320;
const LONG_MESSAGE_LINES = 6;

/**
 * One event of the feed (SPEC §1 Events feed, §3 Transaction), by kind (`event.type`):
 * - `transaction`: sender → recipient (an anonymous sender is 'Аноним'/'Anonymous' with a
 *   neutral silhouette avatar, so every card lines up), the amount with the organization's bonus name, the message (long ones folded with
 *   'Show all'), the company value tag, the sticker (its name is the alt text), 1–5 photos
 *   ({@link PhotoGrid}); a canceled thanks is never in the feed (the server withdraws it); under
 *   the amount what colleagues added ({@link AdditionsLine}: "+12 спасибо от 3 коллег" with their
 *   avatars), and in the footer the "Добавить"/"Add" button ({@link AddToThanks}, not for its
 *   sender or recipient, docs/decisions/0014);
 * - `challenge`: a new challenge with its organizer (or anonymous) and picture;
 * - `winner`: the winner of a challenge with the points won;
 * - `purchase`: the buyer and the offer.
 * Footer: like (`aria-pressed`, count, optimistic — {@link useToggleLike}), the comments count
 * (a link to the thread on the detail route), and the time as the event's permalink.
 * `data-type`, `data-status` (thanks), `data-anonymous` describe the card for tests.
 */
export function FeedCard({ event, now, variant = 'list' }: FeedCardProps) {
  const { t } = useTranslation('feed');
  const formatPoints = useFormatPoints();
  const body = cardBody(event, variant);
  const label =
    event.type === 'transaction'
      ? t('label.transaction', {
          sender: event.transaction.sender ? fullName(event.transaction.sender) : t('anonymous'),
          recipient: fullName(event.transaction.recipient),
          points: formatPoints(event.transaction.amount),
        })
      : event.type === 'challenge'
        ? t('label.challenge', { title: event.challenge.title })
        : event.type === 'winner'
          ? t('label.winner', { name: fullName(event.winner), title: event.challenge.title })
          : t('label.purchase', { name: fullName(event.buyer), offer: event.offer.name });
  const actor = actorOf(event);
  return (
    <Card
      as="article"
      className={css.card}
      data-type={event.type}
      data-status={event.type === 'transaction' ? event.transaction.status : undefined}
      data-anonymous={actor === null ? '' : undefined}
      aria-label={label}
    >
      <header className={css.header}>
        {actor ? <Avatar src={actor.photo} name={fullName(actor)} size="md" isDecorative /> : <Avatar name={t('anonymous')} size="md" isAnonymous isDecorative />}
        <Stack gap="xxs">
          {body.headline}
          {event.type === 'transaction' && <AdditionsLine additions={event.transaction.additions} />}
          <EventTime event={event} now={now} variant={variant} />
        </Stack>
      </header>
      {body.content}
      <CardFooter event={event} variant={variant} />
    </Card>
  );
}

/** Who the card is about (shown with an avatar); null for an anonymous sender or organizer. */
function actorOf(event: FeedEvent): UserSummary | null {
  switch (event.type) {
    case 'transaction':
      return event.transaction.sender;
    case 'challenge':
      return event.organizer;
    case 'winner':
      return event.winner;
    case 'purchase':
      return event.buyer;
  }
}

function cardBody(event: FeedEvent, variant: 'list' | 'detail'): { headline: ReactNode; content: ReactNode } {
  switch (event.type) {
    case 'transaction':
      return { headline: <TransactionHeadline event={event} />, content: <TransactionContent event={event} variant={variant} /> };
    case 'challenge':
      return { headline: <ChallengeHeadline event={event} />, content: <ChallengePicture photo={event.challenge.photo} /> };
    case 'winner':
      return { headline: <WinnerHeadline event={event} />, content: <ChallengePicture photo={event.challenge.photo} /> };
    case 'purchase':
      return { headline: <PurchaseHeadline event={event} />, content: <ChallengePicture photo={event.offer.photo} /> };
  }
}

function TransactionHeadline({ event }: { event: TransactionEvent }) {
  const { t } = useTranslation('feed');
  const formatPoints = useFormatPoints();
  const tx = event.transaction;
  return (
    <Inline align="baseline" gap="xs" className={css.headline}>
      <Text as="span" weight="semibold">
        {tx.sender ? fullName(tx.sender) : t('anonymous')}
      </Text>
      <span aria-hidden="true">→</span>
      <Text as="span" weight="semibold">
        {fullName(tx.recipient)}
      </Text>
      <span className={css.amount}>+{formatPoints(tx.amount)}</span>
    </Inline>
  );
}

function TransactionContent({ event, variant }: { event: TransactionEvent; variant: 'list' | 'detail' }) {
  const tx = event.transaction;
  return (
    <>
      {tx.message && <Message text={tx.message} foldable={variant === 'list'} />}
      {tx.sticker && <img className={css.sticker} src={tx.sticker.image.thumbUrl} width={tx.sticker.image.width} height={tx.sticker.image.height} alt={tx.sticker.name} loading="lazy" decoding="async" />}
      <PhotoGrid photos={tx.photos} />
      {tx.value && (
        <Inline gap="sm">
          <Tag title={tx.value.name}>{tx.value.name}</Tag>
        </Inline>
      )}
    </>
  );
}

/** The message; a long one is folded to a few lines in the list with a 'Show all' toggle. */
function Message({ text, foldable }: { text: string; foldable: boolean }) {
  const { t } = useTranslation('feed');
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = foldable && (text.length > LONG_MESSAGE_CHARS || text.split('\n').length > LONG_MESSAGE_LINES);
  return (
    <>
      <p id={id} className={long && !expanded ? `${css.message} ${css.messageClamped}` : css.message}>
        {text}
      </p>
      {long && (
        <button type="button" className={css.more} aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((v) => !v)}>
          {expanded ? t('message.less') : t('message.more')}
        </button>
      )}
    </>
  );
}

function ChallengeHeadline({ event }: { event: ChallengeEvent }) {
  const { t } = useTranslation('feed');
  return (
    <Inline align="baseline" gap="xs" className={css.headline}>
      <Text as="span" weight="semibold">
        {event.organizer ? fullName(event.organizer) : t('anonymous')}
      </Text>
      <span className={css.kind}>· {t('kind.challenge')}:</span>
      <span className={css.subject}>{event.challenge.title}</span>
    </Inline>
  );
}

function WinnerHeadline({ event }: { event: WinnerEvent }) {
  const { t } = useTranslation('feed');
  const formatPoints = useFormatPoints();
  return (
    <Inline align="baseline" gap="xs" className={css.headline}>
      <Text as="span" weight="semibold">
        {fullName(event.winner)}
      </Text>
      <span className={css.kind}>{t('kind.winner')}</span>
      <span className={css.subject}>{event.challenge.title}</span>
      {event.amount !== null ? <span className={css.amount}>+{formatPoints(event.amount)}</span> : <span className={css.kind}>· {t('prize')}</span>}
    </Inline>
  );
}

function PurchaseHeadline({ event }: { event: PurchaseEvent }) {
  const { t } = useTranslation('feed');
  return (
    <Inline align="baseline" gap="xs" className={css.headline}>
      <Text as="span" weight="semibold">
        {fullName(event.buyer)}
      </Text>
      <span className={css.kind}>{t('kind.purchase')}</span>
      <span className={css.subject}>{event.offer.name}</span>
    </Inline>
  );
}

/** The picture of a challenge or an offer, when it has one (decorative: the title says what it is). */
function ChallengePicture({ photo }: { photo: string | null }) {
  if (!photo) return null;
  return <img className={css.challengePhoto} src={photo} alt="" loading="lazy" decoding="async" />;
}

/** The time (relative under a week, else absolute; the full date in the tooltip); in the list it is the permalink. */
function EventTime({ event, now, variant }: { event: FeedEvent; now: number | undefined; variant: 'list' | 'detail' }) {
  const { t, i18n } = useTranslation('feed');
  const full = formatDateTime(event.createdAt, i18n.language);
  const time = (
    <time className={variant === 'detail' ? css.time : undefined} dateTime={event.createdAt} title={full}>
      {formatRelativeTime(event.createdAt, i18n.language, now)}
    </time>
  );
  if (variant === 'detail') return time;
  return (
    <Link className={css.time} to={feedEventPath(event)} title={`${t('permalink')}: ${full}`}>
      {time}
    </Link>
  );
}

function CardFooter({ event, variant }: { event: FeedEvent; variant: 'list' | 'detail' }) {
  const { t } = useTranslation('feed');
  const toggleLike = useToggleLike();
  const { likes, commentsCount } = event;
  const comments = (
    <>
      <CommentIcon />
      <span aria-hidden="true">{commentsCount}</span>
    </>
  );
  return (
    <footer className={css.footer}>
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={likes.likedByMe}
        aria-label={t('like', { count: likes.count })}
        onPress={() => void toggleLike(event)}
        className={likes.likedByMe ? css.liked : undefined}
      >
        <HeartIcon filled={likes.likedByMe} />
        <span>{likes.count}</span>
      </Button>
      {variant === 'list' ? (
        <Link className={css.footerLink} to={`${feedEventPath(event)}#comments`} aria-label={t('comments', { count: commentsCount })}>
          {comments}
        </Link>
      ) : (
        <span className={css.footerLink} role="img" aria-label={t('comments', { count: commentsCount })}>
          {comments}
        </span>
      )}
      {event.type === 'transaction' && <AddToThanks transfer={event.transaction} />}
    </footer>
  );
}
