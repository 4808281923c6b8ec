import './chainStrings.ts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ChainDetail } from '@gratia/contracts';
import { Avatar, Badge, Button, ConfirmDialog, EmptyState, ErrorState, Heading, Inline, ProgressBar, Skeleton, Stack, Tabs, Text, useToast, type TabItem } from '@gratia/ui';
import { useErrorToast } from '../errors/index.ts';
import { PhotoGrid } from '../feed/index.ts';
import { formatDateTime, formatNumber } from '../i18n/index.ts';
import { fullName, profilePath } from '../people/index.ts';
import { LinkifiedText } from '../shared/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { ChallengeCard } from './ChallengeCard.tsx';
import { CHAIN_STATE_TONE, chainPath } from './ChainCard.tsx';
import { useChain, useChainActions, useChainParticipants } from './chainHooks.ts';
import * as css from './Chains.css.ts';

/** The tabs of a chain page, in order (DOMAIN §1.8: conditions, challenges, participants). */
export const CHAIN_TABS = ['conditions', 'challenges', 'participants'] as const;
/** One of {@link CHAIN_TABS}. */
export type ChainTab = (typeof CHAIN_TABS)[number];

/** The tab a chain page opens on: `?tab=` when valid; else the author (and admins) land on the participants (DOMAIN §1.8), everyone else on the challenges. */
export function initialChainTab(chain: ChainDetail, params: URLSearchParams): ChainTab {
  const asked = params.get('tab');
  if (asked && (CHAIN_TABS as readonly string[]).includes(asked)) return asked as ChainTab;
  return chain.me.edit ? 'participants' : 'challenges';
}

/** Props of {@link ChainView}. */
export interface ChainViewProps {
  /** The route's raw `:id`; anything but a positive integer is "not found". */
  id: string | undefined;
}

/**
 * A chain's page (SPEC §2 /challenge_chain/{id}; DOMAIN §1.8; docs/decisions/0043): covers, state,
 * name, author, dates, the caller's progress n/m, edit and delete (author or admin; delete only
 * while nobody took part, confirmed with DOMAIN's sentence, 'Chain got deleted'), and the tabs in
 * `?tab=`: conditions (description with links, dates), challenges (grouped by step, each step
 * saying whether it is open to the caller, its challenges as cards) and participants (who took
 * part — anonymous challenges left out — with how many challenges each finished, paged).
 * `data-state` = loading | not-found | error | ready.
 */
export function ChainView({ id }: ChainViewProps) {
  const { t } = useTranslation('challengeChains');
  const numeric = id && /^\d+$/.test(id) ? Number(id) : null;
  const chain = useChain(numeric && numeric > 0 && Number.isSafeInteger(numeric) ? numeric : null);
  const state = numeric === null || chain.error?.code === 'CHAIN_NOT_FOUND' || chain.error?.code === 'NOT_FOUND' ? 'not-found' : chain.error && !chain.data ? 'error' : !chain.data ? 'loading' : 'ready';
  return (
    <section className={css.root} data-state={state} aria-busy={state === 'loading'} aria-label={chain.data?.name ?? t('detail.title')}>
      <Stack gap="lg">
        <Inline>
          <Link to="/challenge_chains" className={css.link}>
            {t('detail.back')}
          </Link>
        </Inline>
        {state === 'not-found' ? (
          <EmptyState title={t('common:errors.CHAIN_NOT_FOUND')} action={<Link to="/challenge_chains" className={css.link}>{t('detail.toList')}</Link>} />
        ) : state === 'error' ? (
          <ErrorState onRetry={() => chain.mutate()} />
        ) : state === 'loading' || !chain.data ? (
          <Stack gap="md">
            <Skeleton height={placeholderHeight.event} />
            <Skeleton height={placeholderHeight.card} />
          </Stack>
        ) : (
          <Loaded chain={chain.data} />
        )}
      </Stack>
    </section>
  );
}

function Loaded({ chain }: { chain: ChainDetail }) {
  const { t, i18n } = useTranslation('challengeChains');
  const lng = i18n.language;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const actions = useChainActions();
  const toast = useToast();
  const toastError = useErrorToast();
  const [confirming, setConfirming] = useState(false);
  const tab = initialChainTab(chain, params);
  const panels: Record<ChainTab, ReactNode> = {
    conditions: <Conditions chain={chain} />,
    challenges: <StepsTab chain={chain} />,
    participants: <ParticipantsTab chain={chain} />,
  };
  const items: TabItem[] = CHAIN_TABS.map((id) => ({ id, label: t(`detail.tabs.${id}`), content: panels[id] }));
  return (
    <Stack gap="lg" data-testid="chain-page">
      {chain.covers.length > 0 ? (
        <div className={css.covers}>
          <PhotoGrid photos={chain.covers.slice(0, 5)} />
        </div>
      ) : null}
      <Stack gap="sm">
        <Inline gap="sm">
          <Badge tone={CHAIN_STATE_TONE[chain.state]}>{t(`state.${chain.state}`)}</Badge>
        </Inline>
        <Heading level={1} className={css.title}>
          {chain.name}
        </Heading>
        <Text tone="muted">
          {t('detail.author')}{' '}
          <Link to={profilePath(chain.author.id)} className={css.link}>
            {fullName(chain.author)}
          </Link>
          {' · '}
          {t('detail.period', { start: formatDateTime(chain.startAt, lng), end: formatDateTime(chain.endAt, lng) })}
        </Text>
      </Stack>
      <Stack gap="xs">
        <ProgressBar label={t('card.progressLabel')} value={chain.challengesFinished} maxValue={Math.max(chain.challengesTotal, 1)} showValue={false} />
        <Text size="sm" data-testid="chain-progress">
          {t('card.progress', { done: formatNumber(chain.challengesFinished, lng), total: formatNumber(chain.challengesTotal, lng) })}
        </Text>
      </Stack>
      {chain.me.edit || chain.me.canDelete ? (
        <Inline gap="sm">
          {chain.me.edit ? (
            <Button variant="secondary" onPress={() => navigate(`${chainPath(chain.id)}/edit`)}>
              {t('detail.edit')}
            </Button>
          ) : null}
          {chain.me.canDelete ? (
            <Button variant="ghost" tone="critical" onPress={() => setConfirming(true)}>
              {t('detail.delete')}
            </Button>
          ) : null}
        </Inline>
      ) : null}
      <Tabs
        items={items}
        aria-label={t('detail.tabsLabel')}
        selectedKey={tab}
        onSelectionChange={(next) => {
          const search = new URLSearchParams(params);
          search.set('tab', String(next));
          setParams(search, { replace: true });
        }}
        keyboardActivation="manual"
      />
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        title={t('detail.deleteDialog.title')}
        description={t('detail.deleteDialog.description')}
        confirmLabel={t('detail.delete')}
        tone="critical"
        onConfirm={async () => {
          try {
            await actions.remove(chain.id);
            toast.show({ tone: 'success', title: t('detail.deleteDialog.done'), timeout: 3000 });
            navigate('/challenge_chains', { replace: true });
          } catch (error) {
            toastError(error);
            throw error;
          }
        }}
      />
    </Stack>
  );
}

function Conditions({ chain }: { chain: ChainDetail }) {
  const { t, i18n } = useTranslation('challengeChains');
  return (
    <Stack gap="md" data-testid="chain-conditions">
      {chain.description ? <LinkifiedText className={css.description}>{chain.description}</LinkifiedText> : <Text tone="muted">{t('detail.noDescription')}</Text>}
      <Text size="sm" tone="muted">
        {t('detail.period', { start: formatDateTime(chain.startAt, i18n.language), end: formatDateTime(chain.endAt, i18n.language) })}
      </Text>
    </Stack>
  );
}

/** The challenges tab: a section per step ("Step 1", …), open or "opens after step k" for the caller, with its challenges as cards. */
function StepsTab({ chain }: { chain: ChainDetail }) {
  const { t } = useTranslation('challengeChains');
  if (chain.steps.length === 0) return <EmptyState title={t('detail.noChallenges')} />;
  return (
    <Stack gap="md" data-testid="chain-steps">
      {chain.steps.map((step, index) => {
        const open = step.challenges.every((c) => c.available);
        return (
          <section key={step.step} className={css.step} aria-labelledby={`chain-step-${step.step}`} data-testid="chain-step" data-open={open}>
            <div className={css.stepHeader}>
              <Heading level={2} size={4} id={`chain-step-${step.step}`}>
                {t('detail.stepTitle', { step: index + 1 })}
              </Heading>
              <Badge tone={open ? 'positive' : 'warning'}>{open ? t('detail.stepOpen') : t('detail.stepLocked', { step: index })}</Badge>
            </div>
            <Stack gap="md" as="ul" className={css.plainList}>
              {step.challenges.map((c) => (
                <li key={c.id}>
                  <ChallengeCard challenge={c} orientation="horizontal" headingLevel={3} />
                </li>
              ))}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}

function ParticipantsTab({ chain }: { chain: ChainDetail }) {
  const { t, i18n } = useTranslation('challengeChains');
  const people = useChainParticipants(chain.id);
  if (people.error && people.items.length === 0) return <div data-state="error"><ErrorState title={t('detail.participantsError')} onRetry={people.reload} /></div>;
  if (people.isLoading) return <Skeleton height={placeholderHeight.card} />;
  if (people.items.length === 0) {
    return (
      <div data-state="empty">
        <EmptyState title={t('detail.participantsEmpty')} description={t('detail.anonymousNote')} />
      </div>
    );
  }
  return (
    <Stack gap="md" data-state="ready">
      <Stack gap="sm" as="ul" className={css.plainList} aria-label={t('detail.participantsLabel')}>
        {people.items.map((p) => (
          <li key={p.user.id} className={css.person}>
            <Avatar src={p.user.photo ?? null} name={fullName(p.user)} size="md" isDecorative />
            <Link to={profilePath(p.user.id)} className={`${css.link} ${css.personName}`}>
              {fullName(p.user)}
            </Link>
            <Text size="sm" tone="muted">
              {t('detail.participantFinished', { n: formatNumber(p.challengesFinished, i18n.language) })}
            </Text>
          </li>
        ))}
      </Stack>
      {people.hasMore ? (
        <Button variant="secondary" onPress={people.loadMore} isLoading={people.isLoadingMore}>
          {t('list.loadMore')}
        </Button>
      ) : null}
      <Text size="sm" tone="muted">
        {t('detail.anonymousNote')}
      </Text>
    </Stack>
  );
}
