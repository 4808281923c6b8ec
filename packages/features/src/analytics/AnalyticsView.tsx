import './strings.ts';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_REPORTS } from '@gratia/contracts';
import { Heading, Skeleton, Stack, Tabs } from '@gratia/ui';
import { lazyPart } from '../shared/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { ChallengesReport } from './ChallengesReport.tsx';
import { analyticsReportPath, parseAnalyticsReport } from './hooks.ts';

/** The benefit cafe report (the market administration's purchase statistics), loaded with its tab only. */
const MarketPurchaseReport = lazyPart(() => import('../market/admin/index.ts').then((m) => ({ default: m.MarketPurchaseReport })));

/** Props of {@link AnalyticsView}. */
export interface AnalyticsViewProps {
  /** Pause after the last keystroke before a report's name search runs, ms. Default 300. */
  searchDelayMs?: number;
}

/**
 * The analytics page of an admin (SPEC §1 'admin analytics', §2 /analytics; docs/decisions/0041):
 * the title and ui `Tabs`, one per report that exists (SPEC lists user activity, challenges,
 * referral challenges, benefit cafe, balance, surveys and the activity index by department; a report
 * not built is not offered), each a link to `/analytics?report=<id>` — the open report lives in the
 * URL, an unknown or missing one opens the first. So far: the {@link ChallengesReport} of every
 * challenge, and of the referral challenges with the people they brought in (docs/decisions/0045);
 * and the benefit cafe's purchase statistics of the first market (`market`, DOMAIN §2.5; the market
 * administration's `MarketPurchaseReport`, loaded when its tab opens).
 */
export function AnalyticsView({ searchDelayMs }: AnalyticsViewProps) {
  const { t } = useTranslation('analytics');
  const [params] = useSearchParams();
  const report = parseAnalyticsReport(params);
  return (
    <Stack gap="lg">
      <Heading level={1}>{t('title')}</Heading>
      <Tabs
        aria-label={t('reportsLabel')}
        selectedKey={report}
        keyboardActivation="manual"
        items={ANALYTICS_REPORTS.map((id) => ({ id, label: t(`report.${id}`), href: analyticsReportPath(id) }))}
      >
        {report === 'challenges' ? <ChallengesReport searchDelayMs={searchDelayMs} /> : null}
        {report === 'referrals' ? <ChallengesReport searchDelayMs={searchDelayMs} kind="referrals" /> : null}
        {report === 'market' ? (
          <Suspense fallback={<Skeleton height={placeholderHeight.card} />}>
            <MarketPurchaseReport searchDelayMs={searchDelayMs} />
          </Suspense>
        ) : null}
      </Tabs>
    </Stack>
  );
}
