import './strings.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Challenge, ChallengeReport, ReportLikes } from '@gratia/contracts';
import { Avatar, Badge, Button, Inline, Stack, Text, type BadgeTone } from '@gratia/ui';
import { useErrorToast } from '../errors/index.ts';
import { CommentsThread, PhotoGrid } from '../feed/index.ts';
import { formatDateTime } from '../i18n/index.ts';
import { useFormatPoints } from '../organization/index.ts';
import { fullName, profilePath } from '../people/index.ts';
import { useMe } from '../profile/index.ts';
import { useReportLike } from './hooks.ts';
import * as css from './ChallengeView.css.ts';

/** Badge tone of each report state. */
const STATE_TONE: Record<ChallengeReport['state'], BadgeTone> = { sent: 'info', accepted: 'positive', rejected: 'critical' };

/** Props of {@link ReportCard}. */
export interface ReportCardProps {
  report: ChallengeReport;
  /** The report's challenge: its likes are votes on voting challenges, frozen once the vote ended. */
  challenge: Pick<Challenge, 'winnerRule' | 'status'>;
  /** Shows Accept / Reject (the caller may decide and the report waits). */
  onDecide?: ((report: ChallengeReport, decision: 'accept' | 'reject') => void) | undefined;
  /** Shows the state badge (candidates all wait; my result and winners show it). */
  showState?: boolean;
}

/**
 * One report of a challenge (SPEC §3 Report; the candidates, offers, winners and 'my result' tabs):
 * its author — a link to their profile, or the participant's nickname on an anonymous challenge
 * (docs/decisions/0039) — when it was sent, its text and photo, its state with the rejection
 * reason or the prize paid; its likes — votes on a voting challenge (a toggle, but for one's own
 * report and once the vote ended); its comments, opened under it (the feed's thread on the report);
 * and Accept / Reject for whoever decides. A referral challenge's winner (`referrals` not null; SPEC
 * §1 'referral', docs/decisions/0045) has no text or photo: it says how many people its author
 * brought into the community ("Пригласил(а) в сообщество: N") with the prize, and takes no likes —
 * the count decided, nobody votes — but keeps its comments (congratulations).
 */
export function ReportCard({ report, challenge, onDecide, showState = true }: ReportCardProps) {
  const { t, i18n } = useTranslation('challenges');
  const formatPoints = useFormatPoints();
  const like = useReportLike();
  const toastError = useErrorToast();
  const [likes, setLikes] = useState<ReportLikes>(report.likes);
  const [liking, setLiking] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const meId = useMe().data?.id;
  const voting = challenge.winnerRule === 'voting';
  const referral = report.referrals !== null;
  const canLike = !referral && report.author?.id !== meId && !(voting && challenge.status === 'completed');
  const name = report.author ? fullName(report.author) : (report.nickname ?? t('detail.anonymous'));
  const toggleLike = async () => {
    setLiking(true);
    try {
      setLikes(likes.likedByMe ? await like.unlike(report.id) : await like.like(report.id));
    } catch (error) {
      toastError(error);
    } finally {
      setLiking(false);
    }
  };
  return (
    <article className={css.report} aria-label={t('detail.reportBy', { name })} data-state={report.state}>
      <Stack gap="sm">
        <Inline gap="sm" align="center" className={css.reportHead}>
          <Avatar src={report.author?.photo ?? null} name={name} size="sm" isDecorative isAnonymous={!report.author} />
          <Stack gap="none" className={css.reportWho}>
            {report.author ? (
              <Link to={profilePath(report.author.id)} className={css.personLink}>
                {name}
              </Link>
            ) : (
              <Text weight="semibold">{name}</Text>
            )}
            <Text size="sm" tone="muted">
              {formatDateTime(report.createdAt, i18n.language)}
            </Text>
          </Stack>
          {showState ? <Badge tone={STATE_TONE[report.state]}>{t(`detail.reportState.${report.state}`)}</Badge> : null}
        </Inline>
        {report.referrals !== null ? (
          <Text weight="semibold" data-testid="report-referrals">
            {t('detail.broughtIn', { count: report.referrals })}
          </Text>
        ) : (
          <>
            {report.text ? <Text className={css.reportText}>{report.text}</Text> : null}
            {report.photo ? <PhotoGrid photos={[report.photo]} /> : null}
          </>
        )}
        {report.state === 'rejected' && report.reason ? (
          <Text size="sm" tone="critical">
            {t('detail.rejectedBecause', { reason: report.reason })}
          </Text>
        ) : null}
        {report.state === 'accepted' && report.prize !== null ? (
          <Text size="sm" tone="positive" weight="semibold">
            {t('detail.reward', { amount: formatPoints(report.prize) })}
          </Text>
        ) : null}
        <Inline gap="sm" wrap>
            {canLike ? (
              <Button
                variant="secondary"
                size="sm"
                aria-pressed={likes.likedByMe}
                isLoading={liking}
                onPress={() => void toggleLike()}
                aria-label={t(voting ? 'detail.vote' : 'detail.likeReport', { count: likes.count, name })}
              >
                {t(likes.likedByMe ? 'detail.voted' : 'detail.voteShort', { count: likes.count })}
              </Button>
            ) : !referral && likes.count > 0 ? (
              <Text size="sm" tone="muted">
                {t(voting ? 'detail.votes' : 'detail.likes', { count: likes.count })}
              </Text>
            ) : null}
            <Button variant="ghost" size="sm" aria-expanded={commentsOpen} onPress={() => setCommentsOpen((open) => !open)}>
              {t('detail.reportComments', { count: report.commentsCount })}
            </Button>
            {onDecide && report.state === 'sent' ? (
              <>
                <Button size="sm" onPress={() => onDecide(report, 'accept')} aria-label={t('detail.acceptOf', { name })}>
                  {t('detail.accept')}
                </Button>
                <Button size="sm" variant="secondary" tone="critical" onPress={() => onDecide(report, 'reject')} aria-label={t('detail.rejectOf', { name })}>
                  {t('detail.reject')}
                </Button>
              </>
            ) : null}
        </Inline>
        {commentsOpen ? <CommentsThread event={{ eventType: 'report', eventId: report.id }} headingLevel={2} /> : null}
      </Stack>
    </article>
  );
}
