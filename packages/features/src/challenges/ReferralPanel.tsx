import './strings.ts';
import { createContext, useContext, useId, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { API_PREFIX, challengeFileRoutes, type Challenge, type ReferralLink } from '@gratia/contracts';
import { Avatar, Button, EmptyState, ErrorState, Heading, Inline, Skeleton, Stack, Text, TextField, useToast } from '@gratia/ui';
import { currentNow, formatDateTime, formatNumber, isLanguage } from '../i18n/index.ts';
import { fullName, profilePath } from '../people/index.ts';
import { DownloadLink } from '../shared/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { useReferralParticipants } from './hooks.ts';
import * as css from './ReferralPanel.css.ts';
import * as viewCss from './ChallengeView.css.ts';

/** The two .xlsx exports of a referral challenge (SPEC §1 'referral'; docs/decisions/0045): every participant's counts, or the winners. */
export type ReferralExport = 'stats' | 'winners';

/**
 * The URL of an export of referral challenge `id` (SPEC §1 'referral', §7 'stats xlsx, winners
 * xlsx'; docs/decisions/0045): `/api/challenges/referrals/stats.xlsx?id=&lang=` or `…/winners.xlsx?id=&lang=`
 * — the organizer's and admins' (403 FORBIDDEN for others); the server names the file, `lang` its
 * column titles.
 */
export function referralExportPath(kind: ReferralExport, id: number, lang: 'ru' | 'en'): string {
  const route = kind === 'stats' ? challengeFileRoutes.exportReferralStats : challengeFileRoutes.exportReferralWinners;
  return `${API_PREFIX}${route.path}?${new URLSearchParams({ id: String(id), lang }).toString()}`;
}

/**
 * The full address of an invite link (SPEC §1 'referral'; docs/decisions/0045): the page's origin
 * and the link's `path` (`/community/invite?token=…`), e.g. `https://gratia.example/community/invite?token=abc`.
 */
export function referralLinkUrl(origin: string, link: Pick<ReferralLink, 'path'>): string {
  return `${origin}${link.path}`;
}

/**
 * The origin of the Gratia app an invite link opens (SPEC §1 'referral'; docs/decisions/0045), e.g.
 * `https://gratia.example`: null (the default) means the page's own. An app that embeds the widgets
 * on another origin names Gratia's here; stories pin one, so the pictures do not carry the test
 * server's port.
 */
export const ReferralOriginContext = createContext<string | null>(null);

const noSubscription = () => () => undefined;

/** The origin links are shown with: {@link ReferralOriginContext}'s, else the page's — none on the server and in the hydrating render (docs/decisions/0018). */
function useOrigin(): string {
  const pinned = useContext(ReferralOriginContext);
  const page = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
  return pinned ?? page;
}

/** Props of {@link ReferralLinkPanel}. */
export interface ReferralLinkPanelProps {
  challenge: Pick<Challenge, 'status' | 'receptionOpen'>;
  /** The caller's link with its counts (GET /api/challenges/referrals/mine). */
  link: ReferralLink;
}

/**
 * The caller's personal invite link of a referral challenge on its page (SPEC §1 'referral';
 * docs/decisions/0045): the whole address (`{origin}/community/invite?token=…`, the origin of
 * {@link ReferralOriginContext} or the page's) in a read-only
 * field, "Copy link" — the Clipboard API, then a success toast; when the browser has no clipboard
 * or refuses it, the SPEC §8 message 'Не удалось скопировать ссылку' ("Couldn't copy the link") as
 * a critical toast — how it did ("Засчитано: N · Присоединились: M": who joined through it and is a
 * member now, and everyone who joined; fired and blocked people do not count), and until when it
 * admits (the challenge's end; once the challenge is over only the counts stay, with a line that
 * the link no longer works). While the organizer has
 * paused taking part a note says that joins do not count meanwhile.
 */
export function ReferralLinkPanel({ challenge, link }: ReferralLinkPanelProps) {
  const { t, i18n } = useTranslation('challenges');
  const toast = useToast();
  const pinned = useContext(ReferralOriginContext);
  const origin = useOrigin();
  const titleId = useId();
  const url = referralLinkUrl(origin, link);
  const lng = i18n.language;
  const ended = challenge.status === 'completed' || Date.parse(link.expiresAt) <= currentNow();
  const copy = async () => {
    try {
      if (typeof navigator === 'undefined' || !navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(referralLinkUrl(pinned ?? window.location.origin, link));
      toast.show({ tone: 'success', title: t('detail.referral.copied'), description: t('detail.referral.copiedDescription'), timeout: 3000 });
    } catch {
      toast.show({ tone: 'critical', title: t('detail.referral.copyFailed'), timeout: 3000 });
    }
  };
  return (
    <section className={css.panel} aria-labelledby={titleId} data-testid="referral-panel" data-ended={ended}>
      <Stack gap="sm">
        <Heading level={2} size={4} id={titleId}>
          {t('detail.referral.title')}
        </Heading>
        {ended ? null : (
          <Text size="sm" tone="muted">
            {t('detail.referral.hint')}
          </Text>
        )}
        {ended ? null : (
          <div className={css.linkRow}>
            <TextField
              label={t('detail.referral.title')}
              isLabelHidden
              value={url}
              isReadOnly
              className={css.linkField}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button onPress={() => void copy()} data-testid="referral-copy">
              {t('detail.referral.copy')}
            </Button>
          </div>
        )}
        <Text weight="semibold" data-testid="referral-counts">
          {t('detail.referral.counts', { counted: formatNumber(link.counted, lng), joined: formatNumber(link.joined, lng) })}
        </Text>
        <Text size="sm" tone="muted">
          {t('detail.referral.countsHint')}
        </Text>
        <Text size="sm" tone="muted" data-testid="referral-expires">
          {ended ? t('detail.referral.expired') : t('detail.referral.expires', { date: formatDateTime(link.expiresAt, lng) })}
        </Text>
        {!ended && !challenge.receptionOpen ? (
          <div className={css.note} data-testid="referral-paused">
            <Text size="sm">{t('detail.referral.paused')}</Text>
          </div>
        ) : null}
      </Stack>
    </section>
  );
}

/** Props of {@link ReferralsTab}. */
export interface ReferralsTabProps {
  challenge: Pick<Challenge, 'id' | 'referralMinimum' | 'winnersCount' | 'receptionOpen'>;
  /** The organizer or an admin: offers the two .xlsx exports. */
  canExport: boolean;
  /** The organizer's and admins' pause / resume of taking part while it runs (the page's reception button), with a line saying which it is; none for others. */
  reception?: ReactNode;
}

/**
 * The 'referrals' tab of a referral challenge (SPEC §1 'referral', §7 'participants special';
 * docs/decisions/0045): how the places are given (at least `referralMinimum` counted referrals,
 * most first, ties to who got there first), then the participants in that order in pages of 20
 * ("Show more" follows the server's cursor) — each with their place, or "—" below the minimum, the
 * name linking to the profile, counted and joined referrals and when the last counted one joined.
 * For the organizer and admins (`canExport`) the stats export, and the winners' once there are
 * winners ({@link referralExportPath}, shared `DownloadLink`), and while it runs the pause or resume
 * of taking part (`reception`: paused, no links are given and joins do not count). The page shows the tab to the
 * organizer and admins, and to everyone when the challenge shows its participants.
 * `data-state` = loading | error | empty | ready.
 */
export function ReferralsTab({ challenge, canExport, reception }: ReferralsTabProps) {
  const { t, i18n } = useTranslation('challenges');
  const lng = i18n.language;
  const lang = isLanguage(lng) ? lng : 'ru';
  const participants = useReferralParticipants(challenge.id);
  const minimum = challenge.referralMinimum ?? 1;
  const list =
    participants.error && participants.items.length === 0 ? (
      <div data-state="error">
        <ErrorState title={t('detail.tabError')} onRetry={participants.reload} />
      </div>
    ) : participants.isLoading ? (
      <Stack gap="sm" aria-busy="true" data-state="loading">
        <Skeleton height={placeholderHeight.card} />
        <Skeleton height={placeholderHeight.card} />
      </Stack>
    ) : participants.items.length === 0 ? (
      <div data-state="empty">
        <EmptyState title={t('detail.referrals.empty')} />
      </div>
    ) : (
      <Stack gap="md" data-state="ready">
        <Stack gap="none" as="ol" className={viewCss.plainList} aria-label={t('detail.referrals.listLabel')}>
          {participants.items.map((p) => (
            <li key={p.user.id} className={css.row}>
              <span className={css.rank} data-ranked={p.rank !== null} aria-hidden="true">
                {p.rank === null ? '—' : formatNumber(p.rank, lng)}
              </span>
              <Avatar src={p.user.photo ?? null} name={fullName(p.user)} size="md" isDecorative />
              <Stack gap="none" className={css.who}>
                <span className={css.visuallyHidden}>{p.rank === null ? t('detail.referrals.noPlace') : t('detail.referrals.place', { rank: p.rank })}</span>
                <Link to={profilePath(p.user.id)} className={viewCss.personLink}>
                  {fullName(p.user)}
                </Link>
                <Text size="sm" tone="muted">
                  {t('detail.referrals.line', { counted: formatNumber(p.counted, lng), joined: formatNumber(p.joined, lng) })}
                  {p.lastAt ? ` · ${t('detail.referrals.last', { date: formatDateTime(p.lastAt, lng) })}` : ''}
                </Text>
              </Stack>
            </li>
          ))}
        </Stack>
        {participants.hasMore ? (
          <Button variant="secondary" onPress={participants.loadMore} isLoading={participants.isLoadingMore}>
            {t('detail.showMore')}
          </Button>
        ) : null}
      </Stack>
    );
  return (
    <Stack gap="md" data-testid="referrals">
      <Text size="sm" tone="muted">
        {t('detail.referrals.intro', { count: minimum })}
      </Text>
      {reception ? (
        <Stack gap="sm">
          <Text size="sm" tone="muted">
            {t(challenge.receptionOpen ? 'detail.referrals.open' : 'detail.referrals.paused')}
          </Text>
          {reception}
        </Stack>
      ) : null}
      {canExport ? (
        <Inline gap="sm">
          <DownloadLink href={referralExportPath('stats', challenge.id, lang)} data-testid="referral-export-stats">
            {t('detail.referrals.exportStats')}
          </DownloadLink>
          {challenge.winnersCount > 0 ? (
            <DownloadLink href={referralExportPath('winners', challenge.id, lang)} data-testid="referral-export-winners">
              {t('detail.referrals.exportWinners')}
            </DownloadLink>
          ) : null}
        </Inline>
      ) : null}
      {list}
    </Stack>
  );
}
