import './strings.ts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Challenge } from '@gratia/contracts';
import { Badge, Button, ConfirmDialog, EmptyState, ErrorState, Heading, Inline, Skeleton, Stack, Tabs, Text, useToast, type BadgeTone, type TabItem } from '@gratia/ui';
import { useErrorToast } from '../errors/index.ts';
import { CommentsThread, PhotoGrid, useFeedEvent, useToggleLike } from '../feed/index.ts';
import { formatDateTime, formatNumber } from '../i18n/index.ts';
import { useFormatPoints, useOrganizationSettings } from '../organization/index.ts';
import { fullName, profilePath } from '../people/index.ts';
import { useMe } from '../profile/index.ts';
import { LinkifiedText } from '../shared/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { challengePath } from './challengeList.ts';
import { useChallenge, useChallengeActions, useMyReferral } from './hooks.ts';
import { CandidatesTab, GradesTab, MyResultTab, OffersTab, ParticipantsTab, WinnersTab } from './ChallengeTabs.tsx';
import { ReferralLinkPanel, ReferralsTab } from './ReferralPanel.tsx';
import { ReportDialog } from './ReportDialogs.tsx';
import { ShareChallengeButton } from './ShareChallengeButton.tsx';
import * as css from './ChallengeView.css.ts';

/**
 * The tabs of a challenge page, in order (SPEC §2 detail tabs; `dependencies`: what keeps a chain's
 * step locked, docs/decisions/0043; `referrals`: a referral challenge's leaderboard, SPEC §1
 * 'referral', docs/decisions/0045).
 */
export const CHALLENGE_TABS = ['conditions', 'dependencies', 'comments', 'grades', 'offers', 'referrals', 'candidates', 'winners', 'result', 'participants'] as const;
/** One of {@link CHALLENGE_TABS}. */
export type ChallengeTab = (typeof CHALLENGE_TABS)[number];

/** Badge tone of each state. */
const STATUS_TONE: Record<Challenge['status'], BadgeTone> = { deferred: 'info', active: 'positive', completed: 'neutral' };

/**
 * The tabs `challenge` shows to the caller, in order. A referral challenge (SPEC §1 'referral';
 * docs/decisions/0045) takes no reports to judge: no offers or candidates, and its participants are
 * the 'referrals' leaderboard — the organizer's and admins', everyone's when it shows its
 * participants (`me.canSeeParticipants`, which stays true for them once it ended) — instead of the
 * participants tab; its winners tab is as usual.
 */
export function visibleTabs(challenge: Challenge): ChallengeTab[] {
  const referral = challenge.winnerRule === 'referrals';
  return CHALLENGE_TABS.filter((tab) => {
    if (tab === 'referrals') return referral && challenge.me.canSeeParticipants;
    if (tab === 'candidates') return !referral && challenge.me.canSeeCandidates;
    // Every incoming report: for the organizer and those who manage it (admins).
    if (tab === 'offers') return !referral && challenge.me.canClose;
    if (tab === 'participants') return !referral && challenge.me.canSeeParticipants;
    if (tab === 'result') return challenge.me.myReports.length > 0;
    // The challenges of earlier chain steps the caller has not finished.
    if (tab === 'dependencies') return challenge.dependencies.length > 0;
    // Comments belong to the challenge's feed event, which exists once it is published.
    if (tab === 'comments' || tab === 'grades') return challenge.status !== 'deferred';
    return true;
  });
}

/**
 * The tab a page opens on: the URL's `?tab=` when the caller sees it; `?showWinners=1` opens the
 * winners (DOMAIN §1.1 deep link); else the organizer and deciders land on the candidates while
 * reports wait, everyone else on the conditions.
 */
export function initialTab(challenge: Challenge, params: URLSearchParams): ChallengeTab {
  const tabs = visibleTabs(challenge);
  const asked = params.get('tab');
  if (asked && (tabs as string[]).includes(asked)) return asked as ChallengeTab;
  if (params.get('showWinners') === '1') return 'winners';
  if (challenge.me.canDecide && challenge.status === 'active' && tabs.includes('candidates')) return 'candidates';
  if (tabs.includes('dependencies') && challenge.status === 'active') return 'dependencies';
  return 'conditions';
}

/** Props of {@link ChallengeView}. */
export interface ChallengeViewProps {
  /** The route's raw `:id`; anything but a positive integer is "not found". */
  id: string | undefined;
}

/**
 * A challenge's page (SPEC §2 /challenge/{id}; §4 Challenge states; docs/decisions/0039): covers,
 * name, state, organizer (or the community), dates, the counters (fund, prize per place, places
 * taken, participants), and what the caller may do — take part (a report dialog; `?openReport=true`
 * opens it at once), edit, delete (confirm; only with no participants), close (confirm; the rest of
 * the fund returns) — then the tabs, mirrored in `?tab=`:
 * conditions (with the challenge's like), comments, grades (who liked it), offers (every report, with
 * the reception of reports ended or resumed — organizer and admins), candidates (with accept / reject,
 * or votes), winners, my result, participants — each only for those who may see it.
 * A referral challenge (SPEC §1 'referral'; docs/decisions/0045) is taken part in with a personal
 * invite link: 'Get my invite link' (`me.canRefer`, POST /api/challenges/referrals/invite) instead
 * of 'Take part', then — on every later visit too (GET /api/challenges/referrals/mine) — the link
 * with its counts ({@link ReferralLinkPanel}); its tabs are the 'referrals' leaderboard with the
 * organizer's and admins' .xlsx exports ({@link ReferralsTab}) and the winners. A failed load of the challenge is handled by
 * the API rules (SPEC §8: 'Челлендж не найден' and a redirect to /challenges?my=true);
 * `data-state` = loading | not-found | error | ready.
 */
export function ChallengeView({ id }: ChallengeViewProps) {
  const { t } = useTranslation('challenges');
  const numeric = id && /^\d+$/.test(id) ? Number(id) : null;
  const challenge = useChallenge(numeric && numeric > 0 && Number.isSafeInteger(numeric) ? numeric : null);
  const state = numeric === null || challenge.error?.code === 'CHALLENGE_NOT_FOUND' || challenge.error?.code === 'NOT_FOUND' ? 'not-found' : challenge.error && !challenge.data ? 'error' : !challenge.data ? 'loading' : 'ready';
  return (
    <section className={css.root} data-state={state} aria-busy={state === 'loading'} aria-label={challenge.data?.name ?? t('detail.title')}>
      <Stack gap="lg">
        <Inline>
          <Link to="/challenges" className={css.personLink}>
            {t('detail.back')}
          </Link>
        </Inline>
        {state === 'not-found' ? (
          <EmptyState title={t('common:errors.challengeNotFound')} action={<Link to="/challenges?my=true" className={css.personLink}>{t('detail.toMine')}</Link>} />
        ) : state === 'error' ? (
          <ErrorState onRetry={() => challenge.mutate()} />
        ) : state === 'loading' || !challenge.data ? (
          <Stack gap="md">
            <Skeleton height={placeholderHeight.event} />
            <Skeleton height={placeholderHeight.card} />
          </Stack>
        ) : (
          <Loaded challenge={challenge.data} />
        )}
      </Stack>
    </section>
  );
}

/** A counter tile of the header. */
function Counter({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={css.counter}>
      <Text size="sm" tone="muted">
        {label}
      </Text>
      <span className={css.counterValue}>{value}</span>
    </div>
  );
}

/** Which confirmation is open. */
type Confirming = 'delete' | 'close' | null;

const isAdminOf = (privileged: readonly { role: string }[] | undefined) => Boolean(privileged?.some((p) => p.role === 'A'));

function Loaded({ challenge }: { challenge: Challenge }) {
  const { t, i18n } = useTranslation('challenges');
  const formatPoints = useFormatPoints();
  const community = useOrganizationSettings().data?.name;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const actions = useChallengeActions();
  const toast = useToast();
  const toastError = useErrorToast();
  const [reporting, setReporting] = useState(() => params.get('openReport') === 'true' && challenge.me.canReport);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);
  const [inviting, setInviting] = useState(false);
  const tabs = visibleTabs(challenge);
  const tab = initialTab(challenge, params);
  const lng = i18n.language;
  const { me } = challenge;
  const referral = challenge.winnerRule === 'referrals';
  // A referral challenge: the caller's own link (never the organizer's: they do not take part).
  const myReferral = useMyReferral(referral && !me.isOrganizer ? challenge.id : null);
  const link = myReferral.data?.link ?? null;
  // The exports are the organizer's and admins' (`canClose` is off for admins once it ended).
  const profile = useMe({ enabled: referral });
  const manages = me.isOrganizer || me.canClose || isAdminOf(profile.data?.privileged);

  const selectTab = (next: string) => {
    const search = new URLSearchParams(params);
    search.set('tab', next);
    search.delete('showWinners');
    search.delete('openReport');
    setParams(search, { replace: true });
  };
  const getLink = async () => {
    setInviting(true);
    try {
      await actions.invite(challenge.id);
      toast.show({ tone: 'success', title: t('detail.linkReady'), timeout: 3000 });
    } catch (error) {
      toastError(error);
    } finally {
      setInviting(false);
    }
  };
  const toggleReception = async () => {
    setBusy(true);
    try {
      await actions.reception(challenge.id, !challenge.receptionOpen);
      const done = referral ? (challenge.receptionOpen ? 'detail.participationEnded' : 'detail.participationResumed') : challenge.receptionOpen ? 'detail.receptionEnded' : 'detail.receptionResumed';
      toast.show({ tone: 'success', title: t(done), timeout: 3000 });
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };

  const dates =
    challenge.status === 'deferred'
      ? t('detail.startsAt', { date: formatDateTime(challenge.startAt, lng) })
      : challenge.status === 'completed'
        ? t('detail.endedAt', { date: formatDateTime(challenge.completedAt ?? challenge.endAt, lng) })
        : t('detail.endsAt', { date: formatDateTime(challenge.endAt, lng) });

  const receptionButton = (
    <Inline>
      <Button variant="secondary" onPress={() => void toggleReception()} isLoading={busy}>
        {referral ? t(challenge.receptionOpen ? 'detail.endParticipation' : 'detail.resumeParticipation') : t(challenge.receptionOpen ? 'detail.endReception' : 'detail.resumeReception')}
      </Button>
    </Inline>
  );
  const panels: Record<ChallengeTab, ReactNode> = {
    conditions: <Conditions challenge={challenge} />,
    dependencies: <DependenciesTab challenge={challenge} />,
    comments: <CommentsThread event={{ eventType: 'challenge', eventId: challenge.id }} headingLevel={2} />,
    grades: <GradesTab challenge={challenge} />,
    offers: <OffersTab challenge={challenge} reception={challenge.status === 'active' ? receptionButton : null} />,
    referrals: <ReferralsTab challenge={challenge} canExport={manages} reception={me.canClose && challenge.status === 'active' ? receptionButton : null} />,
    candidates: <CandidatesTab challenge={challenge} />,
    winners: <WinnersTab challenge={challenge} />,
    result: <MyResultTab challenge={challenge} />,
    participants: <ParticipantsTab challenge={challenge} />,
  };
  const items: TabItem[] = tabs.map((id) => ({ id, label: t(`detail.tabs.${id}`), content: panels[id] }));

  return (
    <Stack gap="lg" data-testid="challenge-page">
      {challenge.covers.length > 0 ? (
        <div className={css.covers}>
          <PhotoGrid photos={challenge.covers.slice(0, 5)} />
        </div>
      ) : null}
      <Stack gap="sm">
        <Inline gap="sm">
          <Badge tone={STATUS_TONE[challenge.status]}>{t(`status.${challenge.status}`)}</Badge>
          {challenge.status === 'active' && !challenge.receptionOpen ? <Badge tone="warning">{t(referral ? 'detail.participationPaused' : 'detail.receptionClosed')}</Badge> : null}
          {challenge.completionReason ? <Text size="sm" tone="muted">{t(`detail.completion.${challenge.completionReason}`)}</Text> : null}
          {challenge.chain ? (
            <Link to={`/challenge_chain/${challenge.chain.id}`} className={css.personLink} data-testid="challenge-chain">
              {t('detail.chainStep', { name: challenge.chain.name, step: challenge.chain.step, steps: challenge.chain.steps })}
            </Link>
          ) : null}
          {!challenge.available ? <Badge tone="warning">{t('detail.locked')}</Badge> : null}
        </Inline>
        <Heading level={1} className={css.title}>
          {challenge.name}
        </Heading>
        <Text tone="muted">
          {challenge.fromOrganization ? (
            t('detail.byCommunity', { community: community ?? '' })
          ) : (
            <>
              {t('detail.organizer')}{' '}
              <Link to={profilePath(challenge.organizer.id)} className={css.personLink}>
                {fullName(challenge.organizer)}
              </Link>
            </>
          )}
          {' · '}
          {dates}
        </Text>
      </Stack>
      <div className={css.counters}>
        <Counter label={t('detail.fund')} value={formatPoints(challenge.fund)} />
        <Counter label={t('detail.prize')} value={formatPoints(challenge.prize)} />
        <Counter label={t('detail.places')} value={t('detail.placesValue', { taken: formatNumber(challenge.winnersCount, lng), places: formatNumber(challenge.places, lng) })} />
        <Counter label={t('detail.participants')} value={formatNumber(challenge.participantsCount, lng)} />
      </div>
      <Inline gap="sm">
        {me.canReport ? <Button onPress={() => setReporting(true)}>{t('detail.takePart')}</Button> : null}
        {me.canRefer && myReferral.data && !link ? (
          <Button onPress={() => void getLink()} isLoading={inviting} data-testid="referral-get-link">
            {t('detail.getLink')}
          </Button>
        ) : null}
        <ShareChallengeButton challenge={challenge} />
        {me.edit ? (
          <Button variant="secondary" onPress={() => navigate(`${challengePath(challenge.id)}/edit`)}>
            {t('detail.edit')}
          </Button>
        ) : null}
        {me.canClose && challenge.status !== 'completed' ? (
          <Button variant="secondary" onPress={() => setConfirming('close')}>
            {t('detail.close')}
          </Button>
        ) : null}
        {me.canDelete ? (
          <Button variant="ghost" tone="critical" onPress={() => setConfirming('delete')}>
            {t('detail.delete')}
          </Button>
        ) : null}
      </Inline>
      {link ? <ReferralLinkPanel challenge={challenge} link={link} /> : null}
      {referral && myReferral.error && !myReferral.data ? <ErrorState title={t('detail.referral.error')} onRetry={() => myReferral.mutate()} /> : null}
      {!me.isOrganizer && challenge.status === 'active' && (referral ? !me.canRefer && myReferral.data && !link : !me.canReport) ? <WhyNoReport challenge={challenge} /> : null}
      <Tabs items={items} aria-label={t('detail.tabsLabel')} selectedKey={tab} onSelectionChange={selectTab} keyboardActivation="manual" />
      {reporting ? <ReportDialog challenge={challenge} onClose={() => setReporting(false)} onSent={() => selectTab('result')} /> : null}
      <ConfirmDialog
        isOpen={confirming === 'delete'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('detail.deleteDialog.title')}
        description={t('detail.deleteDialog.description', { amount: formatPoints(challenge.fund) })}
        confirmLabel={t('detail.delete')}
        tone="critical"
        onConfirm={async () => {
          try {
            await actions.remove(challenge.id);
            toast.show({ tone: 'success', title: t('detail.deleteDialog.done'), timeout: 3000 });
            navigate('/challenges?my=true', { replace: true });
          } catch (error) {
            toastError(error);
            throw error;
          }
        }}
      />
      <ConfirmDialog
        isOpen={confirming === 'close'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('detail.closeDialog.title')}
        description={t('detail.closeDialog.description', { amount: formatPoints(challenge.fund - challenge.prize * challenge.winnersCount) })}
        confirmLabel={t('detail.close')}
        onConfirm={async () => {
          try {
            await actions.close(challenge.id);
            toast.show({ tone: 'success', title: t('detail.closeDialog.done'), timeout: 3000 });
          } catch (error) {
            toastError(error);
            throw error;
          }
        }}
      />
    </Stack>
  );
}

/**
 * Why a member cannot take part in an active challenge (the server's `canReport` is false; on a
 * referral challenge `canRefer`, and they have no link yet — docs/decisions/0045).
 */
function WhyNoReport({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation('challenges');
  const referral = challenge.winnerRule === 'referrals';
  const reason = !challenge.available
    ? 'detail.why.locked'
    : !challenge.receptionOpen
      ? referral
        ? 'detail.why.referralReception'
        : 'detail.why.reception'
      : challenge.settings.invitedOnly && challenge.me.myReports.length === 0
        ? 'common:errors.CHALLENGE_NOT_INVITED'
        : referral
          ? 'detail.why.referralOther'
          : challenge.me.myReports.length > 0
            ? 'detail.why.limit'
            : 'detail.why.other';
  return (
    <Text tone="muted" data-testid="why-no-report">
      {t(reason)}
    </Text>
  );
}

/**
 * The dependencies tab (docs/decisions/0043): the challenges of earlier steps of the chain the
 * caller has not finished yet — each a link — which keep this one locked until each has a report
 * of theirs that was not rejected.
 */
function DependenciesTab({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation('challenges');
  return (
    <Stack gap="md" data-testid="dependencies">
      <Text>{t('detail.dependencies.intro')}</Text>
      <Stack gap="xs" as="ul" className={css.plainList} aria-label={t('detail.tabs.dependencies')}>
        {challenge.dependencies.map((d) => (
          <li key={d.id}>
            <Text size="sm">
              {t('detail.dependencies.step', { step: d.step })}{' '}
              <Link to={challengePath(d.id)} className={css.personLink}>
                {d.name}
              </Link>
            </Text>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The conditions tab: the description with line breaks and its links clickable, the winner rule,
 * the settings and the dates. A referral challenge (docs/decisions/0045) says how referrals count,
 * the minimum for a prize and how ties go, instead of the report settings.
 */
function Conditions({ challenge }: { challenge: Challenge }) {
  const { t, i18n } = useTranslation('challenges');
  const s = challenge.settings;
  const rules = (
    challenge.winnerRule === 'referrals'
      ? [
          t('winnerRule.referrals'),
          t('detail.rules.referrals'),
          t('detail.rules.referralMinimum', { count: challenge.referralMinimum ?? 1 }),
          t('detail.rules.referralTies'),
          s.showParticipants ? t('detail.rules.referralsShown') : null,
          s.invitedOnly ? t('detail.rules.referralsInvitedOnly') : null,
        ]
      : [
          t(`winnerRule.${challenge.winnerRule}`),
          s.multipleReports ? t('detail.rules.multiple') : t('detail.rules.single'),
          s.showParticipants || challenge.winnerRule === 'voting' ? t('detail.rules.showParticipants') : null,
          s.anonymous ? t('detail.rules.anonymous') : null,
          s.invitedOnly ? t('detail.rules.invitedOnly') : null,
        ]
  ).filter((rule): rule is string => rule !== null);
  return (
    <Stack gap="md" data-testid="conditions">
      {challenge.description ? <LinkifiedText className={css.description}>{challenge.description}</LinkifiedText> : <Text tone="muted">{t('detail.noDescription')}</Text>}
      <Stack gap="xs" as="ul" className={css.plainList} aria-label={t('detail.rulesLabel')}>
        {rules.map((rule) => (
          <li key={rule}>
            <Text size="sm">• {rule}</Text>
          </li>
        ))}
      </Stack>
      <Text size="sm" tone="muted">
        {t('detail.period', { start: formatDateTime(challenge.startAt, i18n.language), end: formatDateTime(challenge.endAt, i18n.language) })}
      </Text>
      {challenge.status !== 'deferred' ? <ChallengeLike id={challenge.id} /> : null}
    </Stack>
  );
}

/** The challenge's own like (its feed event's, SPEC §2 conditions 'like'): a toggle with the count, optimistic; who liked is the grades tab. */
function ChallengeLike({ id }: { id: number }) {
  const { t } = useTranslation('challenges');
  const event = useFeedEvent({ eventType: 'challenge', eventId: id });
  const toggle = useToggleLike();
  if (!event.data) return null;
  const { likes } = event.data;
  return (
    <Inline>
      <Button variant="secondary" size="sm" aria-pressed={likes.likedByMe} aria-label={t('feed:like', { count: likes.count })} onPress={() => event.data && void toggle(event.data)}>
        {likes.likedByMe ? '♥' : '♡'} {likes.count}
      </Button>
    </Inline>
  );
}
