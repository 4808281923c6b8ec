import './strings.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Challenge, ChallengeReport, ReportState } from '@gratia/contracts';
import { Avatar, Button, EmptyState, ErrorState, SegmentedControl, Skeleton, Stack, Text, TextField } from '@gratia/ui';
import { formatDateTime } from '../i18n/index.ts';
import { fullName, profilePath } from '../people/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { useChallengeCandidates, useChallengeParticipants, useChallengeReports, useChallengeWinners, useEventLikers, useMyChallengeResult, type ChallengeReportsState } from './hooks.ts';
import { DecideDialog } from './ReportDialogs.tsx';
import { ReportCard } from './ReportCard.tsx';
import * as css from './ChallengeView.css.ts';

/** A tab's loading skeletons. */
function Loading() {
  return (
    <Stack gap="sm" aria-busy="true" data-state="loading">
      <Skeleton height={placeholderHeight.card} />
      <Skeleton height={placeholderHeight.card} />
    </Stack>
  );
}

/** A paged list of reports with its states (loading, error, empty, ready) and 'Show more'. */
function ReportsList({ state, empty, render }: { state: ChallengeReportsState; empty: string; render: (report: ChallengeReport) => React.ReactNode }) {
  const { t } = useTranslation('challenges');
  if (state.error && state.items.length === 0) return <div data-state="error"><ErrorState title={t('detail.tabError')} onRetry={state.reload} /></div>;
  if (state.isLoading) return <Loading />;
  if (state.items.length === 0) return <div data-state="empty"><EmptyState title={empty} /></div>;
  return (
    <Stack gap="md" data-state="ready">
      <Stack gap="md" as="ul" className={css.plainList}>
        {state.items.map((report) => (
          <li key={report.id}>{render(report)}</li>
        ))}
      </Stack>
      {state.hasMore ? (
        <Button variant="secondary" onPress={state.loadMore} isLoading={state.isLoadingMore}>
          {t('detail.showMore')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** Who is deciding what, while a decide dialog is open. */
type Deciding = { report: ChallengeReport; decision: 'accept' | 'reject' } | null;

/**
 * The candidates tab (SPEC §2 'candidates'): the reports waiting for a decision, oldest first.
 * Whoever decides (`me.canDecide`) accepts or rejects each; on a running voting challenge members
 * vote with likes.
 */
export function CandidatesTab({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation('challenges');
  const candidates = useChallengeCandidates(challenge.id);
  const [deciding, setDeciding] = useState<Deciding>(null);
  return (
    <>
      <ReportsList
        state={candidates}
        empty={t('detail.noCandidates')}
        render={(report) => (
          <ReportCard report={report} challenge={challenge} showState={false} onDecide={challenge.me.canDecide && challenge.status === 'active' ? (r, decision) => setDeciding({ report: r, decision }) : undefined} />
        )}
      />
      {deciding ? <DecideDialog challenge={challenge} report={deciding.report} decision={deciding.decision} onClose={() => setDeciding(null)} /> : null}
    </>
  );
}

/** The winners tab (SPEC §2 'winners'): accepted reports with their prizes, by decision. */
export function WinnersTab({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation('challenges');
  const winners = useChallengeWinners(challenge.id);
  return <ReportsList state={winners} empty={t('detail.noWinners')} render={(report) => <ReportCard report={report} challenge={challenge} showState={false} />} />;
}

/** The 'my result' tab (SPEC §2 'my result'): the caller's own reports with their states, the rejection reason and the reward. */
export function MyResultTab({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation('challenges');
  const result = useMyChallengeResult(challenge.id);
  if (result.error) return <div data-state="error"><ErrorState title={t('detail.tabError')} onRetry={() => void result.mutate()} /></div>;
  if (!result.data) return <Loading />;
  if (result.data.reports.length === 0) return <div data-state="empty"><EmptyState title={t('detail.noReports')} /></div>;
  return (
    <Stack gap="md" as="ul" className={css.plainList} data-state="ready">
      {result.data.reports.map((report) => (
        <li key={report.id}>
          <ReportCard report={report} challenge={challenge} />
        </li>
      ))}
    </Stack>
  );
}

/** The participants tab (SPEC §2 'participants'): who sent reports, with how many and since when; nicknames on anonymous challenges. */
export function ParticipantsTab({ challenge }: { challenge: Challenge }) {
  const { t, i18n } = useTranslation('challenges');
  const participants = useChallengeParticipants(challenge.id);
  if (participants.error && participants.items.length === 0) return <div data-state="error"><ErrorState title={t('detail.tabError')} onRetry={participants.reload} /></div>;
  if (participants.isLoading) return <Loading />;
  if (participants.items.length === 0) return <div data-state="empty"><EmptyState title={t('detail.noParticipants')} /></div>;
  return (
    <Stack gap="md" data-state="ready">
      <Stack gap="none" as="ul" className={css.plainList}>
        {participants.items.map((p, i) => {
          const name = p.user ? fullName(p.user) : (p.nickname ?? t('detail.anonymous'));
          return (
            <li key={p.user?.id ?? `n${i}`} className={css.participant}>
              <Avatar src={p.user?.photo ?? null} name={name} size="md" isDecorative isAnonymous={!p.user} />
              <Stack gap="none" className={css.reportWho}>
                {p.user ? (
                  <Link to={profilePath(p.user.id)} className={css.personLink}>
                    {name}
                  </Link>
                ) : (
                  <Text weight="semibold">{name}</Text>
                )}
                <Text size="sm" tone="muted">
                  {t('detail.participantLine', { count: p.reports, date: formatDateTime(p.joinedAt, i18n.language) })}
                </Text>
              </Stack>
            </li>
          );
        })}
      </Stack>
      {participants.hasMore ? (
        <Button variant="secondary" onPress={participants.loadMore} isLoading={participants.isLoadingMore}>
          {t('detail.showMore')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** The offers tab's state filter: every report, or one state. */
const OFFER_FILTERS = ['all', 'sent', 'accepted', 'rejected'] as const;

/**
 * The offers tab (SPEC §2 'offers'; DOMAIN §1.12, docs/decisions/0039): every report that came in,
 * for the organizer and admins — filtered by state, each with its state, the reason or the prize;
 * waiting ones can be judged here too — with the reception of reports ended or resumed from here.
 */
export function OffersTab({ challenge, reception }: { challenge: Challenge; reception: React.ReactNode }) {
  const { t } = useTranslation('challenges');
  const [filter, setFilter] = useState<(typeof OFFER_FILTERS)[number]>('all');
  const reports = useChallengeReports(challenge.id, filter === 'all' ? undefined : (filter as ReportState));
  const [deciding, setDeciding] = useState<Deciding>(null);
  return (
    <Stack gap="md">
      <Stack gap="sm">
        <Text size="sm" tone="muted">
          {t(challenge.receptionOpen ? 'detail.offers.open' : 'detail.offers.paused')}
        </Text>
        {reception}
      </Stack>
      <SegmentedControl
        label={t('detail.offers.filterLabel')}
        items={OFFER_FILTERS.map((id) => ({ id, label: t(`detail.offers.filter.${id}`) }))}
        value={filter}
        onChange={(id) => setFilter(id as (typeof OFFER_FILTERS)[number])}
      />
      <ReportsList
        state={reports}
        empty={t('detail.offers.empty')}
        render={(report) => <ReportCard report={report} challenge={challenge} onDecide={challenge.me.canDecide && challenge.status === 'active' ? (r, decision) => setDeciding({ report: r, decision }) : undefined} />}
      />
      {deciding ? <DecideDialog challenge={challenge} report={deciding.report} decision={deciding.decision} onClose={() => setDeciding(null)} /> : null}
    </Stack>
  );
}

/**
 * The grades tab (SPEC §2 'grades'; DOMAIN §1.2: the members who reacted to the challenge): who
 * liked the challenge, newest first, with a search by any part of a name (on the server).
 */
export function GradesTab({ challenge }: { challenge: Challenge }) {
  const { t, i18n } = useTranslation('challenges');
  const [query, setQuery] = useState('');
  const likers = useEventLikers({ eventType: 'challenge', eventId: challenge.id }, query);
  const list = likers.error && likers.likers.length === 0 ? (
    <div data-state="error">
      <ErrorState title={t('detail.tabError')} onRetry={likers.reload} />
    </div>
  ) : likers.isLoading ? (
    <Loading />
  ) : likers.likers.length === 0 ? (
    <div data-state="empty">
      <EmptyState title={t(query.trim() ? 'detail.grades.noMatch' : 'detail.grades.empty')} />
    </div>
  ) : (
    <Stack gap="md" data-state="ready">
      <Stack gap="none" as="ul" className={css.plainList}>
        {likers.likers.map(({ user, likedAt }) => (
          <li key={user.id} className={css.participant}>
            <Avatar src={user.photo ?? null} name={fullName(user)} size="md" isDecorative />
            <Stack gap="none" className={css.reportWho}>
              <Link to={profilePath(user.id)} className={css.personLink}>
                {fullName(user)}
              </Link>
              <Text size="sm" tone="muted">
                {t('detail.grades.liked', { date: formatDateTime(likedAt, i18n.language) })}
              </Text>
            </Stack>
          </li>
        ))}
      </Stack>
      {likers.hasMore ? (
        <Button variant="secondary" onPress={likers.loadMore} isLoading={likers.isLoadingMore}>
          {t('detail.showMore')}
        </Button>
      ) : null}
    </Stack>
  );
  return (
    <Stack gap="md">
      <TextField type="search" label={t('detail.grades.search')} value={query} onChange={setQuery} />
      {list}
    </Stack>
  );
}
