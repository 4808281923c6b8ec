import './strings.ts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonProfile } from '@gratia/contracts';
import { Avatar, Badge, Card, EmptyState, ErrorState, Heading, Inline, Link, Skeleton, Stack, Text } from '@gratia/ui';
import { errorMessage } from '../errors/index.ts';
import { formatDay, formatNumber } from '../i18n/index.ts';
import { useFormatPoints, useOrganizationSettings } from '../organization/index.ts';
import { fullName, handle, StatusBadge } from '../people/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { formatBirthday, formatPercent, parseProfileId, profileName, telegramHref, telHref } from './format.ts';
import { usePersonProfile } from './hooks.ts';
import * as css from './profile.css.ts';

/** The new-thanks route with a recipient chosen: `/new_transfer?to={id}` (SPEC §2 New thanks form). */
export function thankPath(id: number): string {
  return `/new_transfer?to=${id}`;
}

/** Props of {@link ProfileView}. */
export interface ProfileViewProps {
  /** The person: a member id, or the raw route parameter (anything but a positive whole number shows "not found"). */
  id: number | string | undefined;
  /** Where "Edit profile" leads on the member's own profile; null hides it (the edit form is on the page). Default '/profile'. */
  editHref?: string | null;
  /** Level of the name heading; default 1 (the profile is the page). */
  headingLevel?: 1 | 2;
}

/** One fact of the profile: a label and its value; nothing when the value is hidden or not set. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt className={css.term}>{label}</dt>
      <dd className={css.value}>{children}</dd>
    </>
  );
}

function ProfileBody({ profile, editHref, headingLevel }: { profile: PersonProfile; editHref: string | null; headingLevel: 1 | 2 }) {
  const { t, i18n } = useTranslation('profile');
  const lng = i18n.language;
  const formatPoints = useFormatPoints();
  const hideAmounts = Boolean(useOrganizationSettings().data?.hideBalances);
  const headingId = useId();
  const name = profileName(profile) || fullName(profile);
  const nick = handle(profile);
  const context = profile.gender ?? undefined;
  const received = profile.received;
  const line = (points: number, count: number) =>
    hideAmounts ? t('thanksCount', { count, n: formatNumber(count, lng) }) : t('receivedLine', { points: formatPoints(points), thanks: t('thanksCount', { count, n: formatNumber(count, lng) }) });

  return (
    <Card as="section" aria-labelledby={headingId} data-state="ready" data-person-state={profile.state} data-self={profile.isSelf || undefined}>
      <Stack gap="lg">
        <div className={css.head}>
          <Avatar className={css.photo} src={profile.photo} name={fullName(profile).replace(/^@/, '')} size="lg" isDecorative />
          <div className={css.who}>
            <Heading level={headingLevel} size={2} id={headingId}>
              {name}
            </Heading>
            {nick && nick !== name && nick.slice(1) !== name ? <Text tone="muted">{nick}</Text> : null}
            {profile.jobTitle ? <Text weight="semibold">{profile.jobTitle}</Text> : null}
            {profile.divisionPath.length > 0 ? (
              <nav aria-label={t('divisionPath')}>
                <ol className={css.crumbs}>
                  {profile.divisionPath.map((d, i) => (
                    <li key={d.id} className={css.crumb} aria-current={i === profile.divisionPath.length - 1 ? 'location' : undefined}>
                      {d.name}
                    </li>
                  ))}
                </ol>
              </nav>
            ) : null}
            <div className={css.badges}>
              {profile.state === 'blocked' ? (
                <Badge tone="critical">{t('blocked', { context })}</Badge>
              ) : profile.state === 'fired' ? (
                <Badge tone="critical">{t('fired', { context })}</Badge>
              ) : (
                <StatusBadge status={profile.status} />
              )}
            </div>
          </div>
          <div className={css.actions}>
            {profile.isSelf && editHref ? (
              <Link href={editHref} className={css.secondaryAction}>
                {t('edit')}
              </Link>
            ) : null}
            {!profile.isSelf && profile.state === 'active' ? (
              <Link href={thankPath(profile.id)} className={css.primaryAction}>
                {t('thank')}
              </Link>
            ) : null}
          </div>
        </div>
        <dl className={css.facts}>
          <Fact label={t('email')}>{profile.email ? <Link href={`mailto:${profile.email}`}>{profile.email}</Link> : null}</Fact>
          <Fact label={t('phone')}>{profile.phone ? <Link href={telHref(profile.phone)}>{profile.phone}</Link> : null}</Fact>
          <Fact label={t('telegram')}>
            {profile.tgName ? (
              <Link href={telegramHref(profile.tgName)} target="_blank" rel="noreferrer">
                @{profile.tgName}
              </Link>
            ) : null}
          </Fact>
          <Fact label={t('telegramId')}>{profile.tgId}</Fact>
          <Fact label={t('location')}>{profile.location}</Fact>
          <Fact label={t('hiredOn')}>{profile.hiredOn ? formatDay(profile.hiredOn, lng) : null}</Fact>
          <Fact label={t('birthday')}>{profile.birthday ? formatBirthday(profile.birthday, lng) : null}</Fact>
          <Fact label={t('firedOn')}>{profile.state !== 'active' && profile.firedOn ? formatDay(profile.firedOn, lng) : null}</Fact>
          <Fact label={t('involvement')}>
            <Stack gap="xxs">
              <Text as="span" weight="bold" data-testid="involvement">
                {formatPercent(profile.involvementIndex, lng)}
              </Text>
              <Text as="span" size="sm" tone="muted">
                {t('involvementHint')}
              </Text>
            </Stack>
          </Fact>
        </dl>
        <Stack gap="sm" as="section" aria-label={t('received')}>
          <Heading level={headingLevel === 1 ? 2 : 3} size={4}>
            {t('received')}
          </Heading>
          <div className={css.summary}>
            <div className={css.figure}>
              <Text as="span" size="sm" tone="muted">
                {t('receivedPeriod')}
              </Text>
              <span className={css.figureValue}>{line(received.periodPoints, received.periodCount)}</span>
            </div>
            <div className={css.figure}>
              <Text as="span" size="sm" tone="muted">
                {t('receivedTotal')}
              </Text>
              <span className={css.figureValue}>{line(received.totalPoints, received.totalCount)}</span>
            </div>
          </div>
        </Stack>
      </Stack>
    </Card>
  );
}

/**
 * A member's profile (SPEC §1 profile; §2 /profile, /other_profile/{id}; §3 Employee; §5 Profile):
 * the photo, the name (first, middle, surname — the shown ones, else the nickname or @telegram),
 * the @handle, job title, the division path as breadcrumbs, the work status — or "Former
 * employee" / "Blocked" —, contacts as links (e-mail, phone, Telegram), Telegram ID, location, the
 * hire date, the birthday (without the year when it is hidden), the fire date, the involvement
 * index as a percentage with what it means, and the thanks received in the current period and in
 * all (points with the organization’s bonus name and the number of transfers; the number only when
 * the organization hides balances). Hidden fields are simply absent. On the member's own profile
 * an "Edit profile" link (`editHref`); on an active colleague's a "Say thanks" link to
 * /new_transfer with them chosen ({@link thankPath}). States (`data-state`): loading, error (with
 * retry), not-found (a bad id, someone outside the organization, blocked or unknown), ready.
 */
export function ProfileView({ id, editHref = '/profile', headingLevel = 1 }: ProfileViewProps) {
  const { t } = useTranslation('profile');
  const personId = parseProfileId(id);
  const profile = usePersonProfile(personId);
  const notFound = personId === null || profile.error?.code === 'NOT_FOUND' || profile.error?.code === 'VALIDATION_ERROR';

  if (!notFound && profile.data) return <ProfileBody profile={profile.data} editHref={editHref} headingLevel={headingLevel} />;
  const state = notFound ? 'not-found' : profile.error ? 'error' : 'loading';
  return (
    <Card as="section" aria-label={t('title')} data-state={state} aria-busy={state === 'loading'}>
      {state === 'not-found' && <EmptyState title={t('notFound')} description={t('notFoundDescription')} />}
      {state === 'error' && <ErrorState title={t('error')} description={errorMessage(profile.error, t)} onRetry={() => profile.mutate()} />}
      {state === 'loading' && (
        <Stack gap="lg">
          <Inline gap="lg" align="center">
            <Skeleton width={placeholderHeight.tile} height={placeholderHeight.tile} radius="full" />
            <Stack gap="sm">
              <Skeleton width={placeholderHeight.event} height={placeholderHeight.comment} />
              <Skeleton width={placeholderHeight.card} height={placeholderHeight.comment} />
            </Stack>
          </Inline>
          <Skeleton height={placeholderHeight.card} />
          <Skeleton height={placeholderHeight.row} />
        </Stack>
      )}
    </Card>
  );
}
