import './strings.ts';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Skeleton, Stack } from '@gratia/ui';
import { placeholderHeight } from '../../sizes/index.ts';
import { useAdministeredMarkets } from './hooks.ts';
import { PurchaseStats } from './PurchaseStats.tsx';

/** Props of {@link MarketPurchaseReport}. */
export interface MarketPurchaseReportProps {
  /** Level of the report's title; default 2 (the analytics page has the h1). */
  headingLevel?: 2 | 3;
  /** Pause after the last keystroke before the search runs, ms. Default 300. */
  searchDelayMs?: number;
}

/**
 * The benefit cafe report of admin analytics (SPEC §2 Analytics 'reports: … market', 'admin
 * analytics: … benefit cafe'; DOMAIN §2.5; docs/decisions/0046) on /analytics?report=market: the
 * {@link PurchaseStats} of the first market the admin administers (every market of the community
 * for an organization admin); placeholders while the markets load, an error with retry, and 'В
 * сообществе нет бенефит-кафе' when there is none.
 */
export function MarketPurchaseReport({ headingLevel = 2, searchDelayMs }: MarketPurchaseReportProps) {
  const { t } = useTranslation('marketAdmin');
  const access = useAdministeredMarkets();
  const market = access.markets[0];
  if (access.status === 'loading') {
    return (
      <Stack gap="sm" role="status" aria-label={t('access.loading')} data-testid="market-report" data-state="loading">
        <Skeleton height={placeholderHeight.field} />
        <Skeleton height={placeholderHeight.card} />
      </Stack>
    );
  }
  if (access.status === 'error') {
    return (
      <div data-testid="market-report" data-state="error">
        <ErrorState title={t('access.loadError')} onRetry={access.reload} />
      </div>
    );
  }
  if (!market) {
    return (
      <div data-testid="market-report" data-state="none">
        <EmptyState title={t('stats.noMarket')} description={t('stats.noMarketDescription')} />
      </div>
    );
  }
  return <PurchaseStats key={market.id} marketId={market.id} headingLevel={headingLevel} searchDelayMs={searchDelayMs} />;
}
