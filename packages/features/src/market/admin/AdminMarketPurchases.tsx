import './strings.ts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@gratia/ui';
import { TAB_PARAM } from './AdminMarketGoods.tsx';
import { MarketAdminFrame } from './MarketAdminFrame.tsx';
import { OrdersPanel } from './OrdersPanel.tsx';
import { PurchaseStats } from './PurchaseStats.tsx';

/** The tabs of /admin_market_purchases, in order; `?tab=` names one, the first by default. */
export const PURCHASES_TABS = ['orders', 'stats'] as const;
/** One of {@link PURCHASES_TABS}. */
export type PurchasesTab = (typeof PURCHASES_TABS)[number];

/** Props of {@link AdminMarketPurchases}. */
export interface AdminMarketPurchasesProps {
  /** Pause after the last keystroke before a search runs, ms. Default 300. */
  searchDelayMs?: number;
}

/**
 * /admin_market_purchases (SPEC §2 'shopping list, purchase statistics'; DOMAIN §2.1, §2.4, §2.5;
 * docs/decisions/0046), for the market's administrators and organization admins
 * ({@link MarketAdminFrame}): the tabs 'Список покупок' ({@link OrdersPanel}) and 'Статистика
 * покупок' ({@link PurchaseStats}), the open one in `?tab=`.
 */
export function AdminMarketPurchases({ searchDelayMs }: AdminMarketPurchasesProps) {
  const { t } = useTranslation('marketAdmin');
  const [params, setParams] = useSearchParams();
  const tab: PurchasesTab = PURCHASES_TABS.find((x) => x === params.get(TAB_PARAM)) ?? 'orders';
  const choose = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(TAB_PARAM, id);
    setParams(next, { replace: true });
  };
  return (
    <MarketAdminFrame title={t('purchases.title')} description={t('purchases.description')} data-testid="market-purchases">
      {(market) => (
        <Tabs aria-label={t('tabs.label')} selectedKey={tab} onSelectionChange={choose} items={PURCHASES_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}>
          {tab === 'orders' ? <OrdersPanel key={market.id} marketId={market.id} searchDelayMs={searchDelayMs} /> : <PurchaseStats key={market.id} marketId={market.id} searchDelayMs={searchDelayMs} />}
        </Tabs>
      )}
    </MarketAdminFrame>
  );
}
