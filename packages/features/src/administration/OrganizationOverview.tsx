import './strings.ts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationOverview as Overview } from '@gratia/contracts';
import { Avatar, Badge, Box, Card, ErrorState, Heading, Link, Skeleton, Stack, Text } from '@gratia/ui';
import { currentNow, formatDate, formatNumber } from '../i18n/index.ts';
import { useBonusNameFor, useFormatPoints } from '../organization/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { useOrganizationOverview } from './hooks.ts';
import { utcToday } from './periods.ts';
import * as css from './OrganizationOverview.css.ts';

/** A link of the overview to a settings tab: the tab's name (`general`, `periods` …) and its route. */
export interface SettingsTabLink {
  /** The tab's name, the last part of its route (`structure` SETTINGS_TABS). */
  tab: string;
  /** Its route: /organization_administration_settings/{id}/{tab}. */
  href: string;
}

/** Props of {@link OrganizationOverview}. */
export interface OrganizationOverviewProps {
  /** The admin's current organization (the route's `{id}`). */
  organizationId: number;
  /**
   * The settings tabs that exist, in their order, each with its route (the screen builds them from
   * `SETTINGS_TABS` and `settingsTabPath`); the quick links show one per tab. Default none.
   */
  settingsLinks?: readonly SettingsTabLink[];
}

/** The controllers' queue of waiting thanks (docs/decisions/0023; controllers and admins). */
const APPROVALS_PATH = '/approvals';
/** The members directory (SPEC §2 participants). */
const EMPLOYEES_PATH = '/employees';

/** The day number (days since 1970-01-01) of a `YYYY-MM-DD` calendar day. */
function dayNumber(iso: string): number {
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
}

/** What the overview's period card says about the calendar, today (UTC) against the period's days. */
export interface PeriodProgress {
  /** Days left, today included: 1 on the last day. */
  daysLeft: number;
  /** Days of the period already over (before today). */
  elapsed: number;
  /** Days of the whole period. */
  total: number;
}

/**
 * Where today (`today`, `YYYY-MM-DD`, UTC) stands in a period running from `startDate` through the
 * whole of `endDate` (SPEC §3 Period; days are UTC calendar days): days left with today, days
 * already over, and the period's length in days. Clamped to the period's bounds.
 */
export function periodProgress(period: { startDate: string; endDate: string }, today: string): PeriodProgress {
  const start = dayNumber(period.startDate);
  const end = dayNumber(period.endDate);
  const now = Math.min(Math.max(dayNumber(today), start), end);
  return { daysLeft: end - now + 1, elapsed: now - start, total: end - start + 1 };
}

/** One figure of a `dl`: its label, its number (with a unit after it), a hint under it. */
function Figure({ label, value, unit, hint, testId }: { label: string; value: string; unit?: string; hint?: string; testId: string }) {
  return (
    <Box display="flex" flexDirection="column" gap="xxs" padding="md" borderRadius="md" background="surfaceSunken" data-testid={testId}>
      <dt className={css.figureLabel}>{label}</dt>
      <dd className={css.figureValue}>
        <Text as="span" size="xxl" weight="bold" className={css.figureNumber}>
          {value}
        </Text>
        {unit ? <span className={css.figureUnit}>{unit}</span> : null}
      </dd>
      {hint ? <dd className={css.figureHint}>{hint}</dd> : null}
    </Box>
  );
}

/** A card of the overview: a section titled by its h2. */
function Section({ title, testId, extra, children }: { title: string; testId: string; extra?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} data-testid={testId}>
      <Stack gap="md">
        <Box className={css.cardHead}>
          <Heading level={2} size={3} id={headingId}>
            {title}
          </Heading>
          {extra}
        </Box>
        {children}
      </Stack>
    </Card>
  );
}

/** The community: its logo (or initials), its name (the page's h1), its parent or subsidiaries, and its figures. */
function CommunityHead({ data }: { data: Overview }) {
  const { t, i18n } = useTranslation('administration');
  const { organization } = data;
  const lng = i18n.language;
  return (
    <Card>
      <Box className={css.head}>
        <Avatar src={organization.photo} name={organization.name} size="lg" isDecorative />
        <Box className={css.headText}>
          <Text size="sm" tone="muted">
            {t('overview.eyebrow')}
          </Text>
          <Heading level={1} className={css.name} data-testid="overview-name">
            {organization.name}
          </Heading>
          {organization.parent ? (
            <span>
              <Badge tone="info" className={css.badgeWrap} data-testid="overview-relation">
                {t('overview.subsidiaryOf', { name: organization.parent.name })}
              </Badge>
            </span>
          ) : organization.subsidiaries > 0 ? (
            <span>
              <Badge className={css.badgeWrap} data-testid="overview-relation">
                {t('overview.parentOf', { count: organization.subsidiaries, value: formatNumber(organization.subsidiaries, lng) })}
              </Badge>
            </span>
          ) : null}
        </Box>
      </Box>
      <dl className={css.figures}>
        <Figure testId="overview-members" label={t('overview.figures.members')} value={formatNumber(data.members, lng)} hint={t('overview.figures.membersHint')} />
        <Figure testId="overview-divisions" label={t('overview.figures.divisions')} value={formatNumber(data.divisions, lng)} />
        <Figure testId="overview-values" label={t('overview.figures.values')} value={formatNumber(data.values, lng)} />
      </dl>
    </Card>
  );
}

/** One thing needing the admin's attention: how pressing, what, why, and where to act. */
interface AttentionItem {
  id: 'waiting' | 'noPeriod' | 'noValues' | 'allClear';
  tone: 'critical' | 'warning' | 'info' | 'positive';
  title: string;
  description: string;
  action?: { href: string; label: string };
}

/** What needs attention (the waiting thanks, no active period, no company values), most pressing first; "all clear" when nothing does. */
function Attention({ data, launchHref }: { data: Overview; launchHref: string }) {
  const { t, i18n } = useTranslation('administration');
  const items: AttentionItem[] = [];
  if (!data.period) {
    items.push({
      id: 'noPeriod',
      tone: 'critical',
      title: t('overview.attention.noPeriod'),
      description: t('overview.attention.noPeriodDescription'),
      action: { href: launchHref, label: t('overview.attention.noPeriodAction') },
    });
  }
  if (data.waitingThanks > 0) {
    items.push({
      id: 'waiting',
      tone: 'warning',
      title: t('overview.attention.waiting', { count: data.waitingThanks, value: formatNumber(data.waitingThanks, i18n.language) }),
      description: t('overview.attention.waitingDescription'),
      action: { href: APPROVALS_PATH, label: t('overview.attention.waitingAction') },
    });
  }
  if (data.values === 0) {
    items.push({ id: 'noValues', tone: 'info', title: t('overview.attention.noValues'), description: t('overview.attention.noValuesDescription') });
  }
  if (items.length === 0) {
    items.push({ id: 'allClear', tone: 'positive', title: t('overview.attention.allClear'), description: t('overview.attention.allClearDescription') });
  }
  return (
    <Section title={t('overview.attention.title')} testId="overview-attention">
      <ul className={css.plainList}>
        {items.map((item) => (
          <li key={item.id} className={`${css.attentionItem} ${css.attentionTone[item.tone]}`} data-attention={item.id}>
            <span className={css.attentionText}>
              <Text as="span" weight="semibold">
                {item.title}
              </Text>
              <Text as="span" size="sm" tone="muted">
                {item.description}
              </Text>
            </span>
            {item.action ? (
              <Link href={item.action.href} className={css.action}>
                {item.action.label}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The active period (dates, days left, accrual, thanks) or the call to launch one, and the next scheduled period. */
function PeriodCard({ data, periodsHref, launchHref }: { data: Overview; periodsHref: string; launchHref: string }) {
  const { t, i18n } = useTranslation('administration');
  const formatPoints = useFormatPoints();
  const lng = i18n.language;
  const today = utcToday(currentNow());
  const range = (p: { startDate: string; endDate: string }) => t('overview.period.range', { start: formatDate(p.startDate), end: formatDate(p.endDate) });
  const { period, nextPeriod } = data;
  const progress = period ? periodProgress(period, today) : null;
  return (
    <Section
      title={t('overview.period.title')}
      testId="overview-period"
      extra={
        period ? (
          <Badge tone="positive" data-testid="overview-period-status">
            {t('overview.period.active')}
          </Badge>
        ) : null
      }
    >
      {period && progress ? (
        <Stack gap="md">
          <Stack gap="xxs">
            <Text weight="semibold" data-testid="overview-period-range">
              {range(period)}
            </Text>
            <Text size="sm" tone="muted" data-testid="overview-days-left">
              {progress.daysLeft === 1 ? t('overview.period.lastDay', { total: progress.total }) : t('overview.period.daysLeft', { count: progress.daysLeft, total: progress.total })}
            </Text>
          </Stack>
          <dl className={css.facts}>
            <Box className={css.fact}>
              <dt className={css.factLabel}>{t('overview.period.accrual')}</dt>
              <dd className={css.factValue} data-testid="overview-accrual">
                {formatPoints(period.accrualAmount)}
              </dd>
            </Box>
            <Box className={css.fact}>
              <dt className={css.factLabel}>{t('overview.period.thanks')}</dt>
              <dd className={css.factValue} data-testid="overview-thanks">
                {formatNumber(period.thanksSent, lng)}
              </dd>
            </Box>
          </dl>
        </Stack>
      ) : (
        <Stack gap="sm" align="start" data-testid="overview-no-period">
          <Text weight="semibold">{t('overview.period.none')}</Text>
          <Text size="sm" tone="muted">
            {t('overview.period.noneDescription')}
          </Text>
          <Link href={launchHref} className={css.action}>
            {t('overview.period.launch')}
          </Link>
        </Stack>
      )}
      <Box display="flex" flexDirection="column" gap="xxs" paddingTop="md" className={css.next} data-testid="overview-next-period">
        <Text size="sm" tone="muted">
          {t('overview.period.next')}
        </Text>
        {nextPeriod ? (
          <>
            <Text weight="semibold">{t('overview.period.nextLine', { range: range(nextPeriod), amount: formatPoints(nextPeriod.accrualAmount) })}</Text>
            <Text size="sm" tone="muted">
              {t('overview.period.startsIn', { count: Math.max(0, dayNumber(nextPeriod.startDate) - dayNumber(today)) })}
            </Text>
          </>
        ) : (
          <Text size="sm">{t('overview.period.noNext')}</Text>
        )}
        <span>
          <Link href={periodsHref}>{t('overview.period.planLink')}</Link>
        </span>
      </Box>
    </Section>
  );
}

/** The points in circulation in the active period — to give, received, waiting — and those handed out over all periods. */
function PointsCard({ data }: { data: Overview }) {
  const { t, i18n } = useTranslation('administration');
  const bonus = useBonusNameFor();
  const lng = i18n.language;
  const { points } = data;
  const figure = (kind: 'toGive' | 'received' | 'waiting' | 'disbursed') => (
    <Figure
      key={kind}
      testId={`overview-points-${kind}`}
      label={t(`overview.points.${kind}`)}
      value={formatNumber(points[kind], lng)}
      unit={bonus(points[kind])}
      hint={t(`overview.points.${kind}Hint`)}
    />
  );
  return (
    <Section title={t('overview.points.title')} testId="overview-points">
      <Text size="sm" tone="muted">
        {data.period ? t('overview.points.description') : t('overview.points.noPeriod')}
      </Text>
      <dl className={css.pointFigures}>{(['toGive', 'received', 'waiting', 'disbursed'] as const).map(figure)}</dl>
    </Section>
  );
}

/** Links to every settings tab that exists and to the members directory, each with what it opens. */
function QuickLinks({ settingsLinks }: { settingsLinks: readonly SettingsTabLink[] }) {
  const { t } = useTranslation('administration');
  const links = [
    ...settingsLinks.map(({ tab, href }) => ({
      id: tab,
      href,
      title: t(`overview.links.tabs.${tab}.title`, { defaultValue: tab }),
      description: t(`overview.links.tabs.${tab}.description`, { defaultValue: '' }),
    })),
    { id: 'employees', href: EMPLOYEES_PATH, title: t('overview.links.employees.title'), description: t('overview.links.employees.description') },
  ];
  return (
    <Section title={t('overview.links.title')} testId="overview-links">
      <ul className={css.links}>
        {links.map((link) => (
          <li key={link.id} className={css.linkItem} data-link={link.id}>
            <Link href={link.href} className={css.linkTitle}>
              {link.title}
            </Link>
            {link.description ? (
              <Text as="span" size="sm" tone="muted">
                {link.description}
              </Text>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * The organization overview an admin opens first — SPEC §2 /organization_administration/{id}
 * (admins only, SPEC §6; DOMAIN §6.1), from GET /api/organization/overview?id= ({@link useOrganizationOverview}):
 *
 * - the community: its logo (initials without one), its name as the page's h1, a badge naming its
 *   root (a subsidiary) or counting its subsidiaries (a root), and its figures — active members
 *   (fired and blocked ones not counted), divisions, company values;
 * - what needs attention, most pressing first: no active period (with "Launch a period", the
 *   header bell's link to the periods tab with `?openPeriodCreation`), thanks waiting for a
 *   controller (how many, with a link to /approvals), no company values; "all clear" otherwise;
 * - the period (SPEC §3 Period, §4): the active one's DD-MM-YYYY dates, days left of its length
 *   (today included, UTC days), the accrual per member in points with the bonus name and the
 *   thanks sent in it — or the call to launch one; and the next scheduled period
 *   with when it starts;
 * - the points in circulation (SPEC §3 Accounts), in points with the bonus name: to give
 *   (distribution accounts), received (income), awaiting approval (waiting accounts) in the active
 *   period, and disbursed over all periods (as the general settings report it);
 * - quick links to each settings tab of `settingsLinks` and to /employees.
 *
 * Columns follow the room: the period and the points side by side on wide screens, everything in
 * one column on phones. `data-state`: loading (placeholders, `aria-busy`), error (with retry), ready.
 */
export function OrganizationOverview({ organizationId, settingsLinks = [] }: OrganizationOverviewProps) {
  const { t } = useTranslation('administration');
  const overview = useOrganizationOverview(organizationId);
  const data = overview.data;
  const state = overview.error && !data ? 'error' : !data ? 'loading' : 'ready';
  const periodsHref = settingsLinks.find((link) => link.tab === 'periods')?.href ?? `/organization_administration_settings/${organizationId}/periods`;
  // The header bell's "launch a period" link: the periods tab with its create dialog open (`OPEN_PERIOD_CREATION`).
  const launchHref = `${periodsHref}?openPeriodCreation`;
  return (
    <Box className={css.overview} data-state={state} aria-busy={state === 'loading'} data-testid="organization-overview">
      {data ? (
        <Stack gap="lg">
          <CommunityHead data={data} />
          <Attention data={data} launchHref={launchHref} />
          <Box className={css.pair}>
            <PeriodCard data={data} periodsHref={periodsHref} launchHref={launchHref} />
            <PointsCard data={data} />
          </Box>
          <QuickLinks settingsLinks={settingsLinks} />
        </Stack>
      ) : (
        <Stack gap="lg">
          <Heading level={1}>{t('overview.eyebrow')}</Heading>
          {state === 'error' ? (
            <ErrorState title={t('overview.loadError')} onRetry={() => overview.mutate()} />
          ) : (
            <Stack gap="md">
              <Skeleton height={placeholderHeight.event} />
              <Skeleton height={placeholderHeight.card} />
              <Box className={css.pair}>
                <Skeleton height={placeholderHeight.event} />
                <Skeleton height={placeholderHeight.event} />
              </Box>
            </Stack>
          )}
        </Stack>
      )}
    </Box>
  );
}
