import './strings.ts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@gratia/ui';
import { CategoriesPanel } from './CategoriesPanel.tsx';
import { MarketAdminFrame } from './MarketAdminFrame.tsx';
import { OffersPanel } from './OffersPanel.tsx';

/** The tabs of /admin_market_goods, in order; `?tab=` names one, the first by default. */
export const GOODS_TABS = ['offers', 'categories'] as const;
/** One of {@link GOODS_TABS}. */
export type GoodsTab = (typeof GOODS_TABS)[number];

/** The query parameter of the open tab (`?tab=categories`). */
export const TAB_PARAM = 'tab';

/** Props of {@link AdminMarketGoods}. */
export interface AdminMarketGoodsProps {
  /** Pause after the last keystroke before the offers search runs, ms. Default 300. */
  searchDelayMs?: number;
}

/**
 * /admin_market_goods (SPEC §2 'admin offers'; DOMAIN §2.1; docs/decisions/0046), for the market's
 * administrators and organization admins ({@link MarketAdminFrame}: no access, no market, the
 * market picker `?market=`, the settings): the tabs 'Предложения' ({@link OffersPanel}) and
 * 'Категории' ({@link CategoriesPanel}), the open one in `?tab=`.
 */
export function AdminMarketGoods({ searchDelayMs }: AdminMarketGoodsProps) {
  const { t } = useTranslation('marketAdmin');
  const [params, setParams] = useSearchParams();
  const tab: GoodsTab = GOODS_TABS.find((x) => x === params.get(TAB_PARAM)) ?? 'offers';
  const choose = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(TAB_PARAM, id);
    setParams(next, { replace: true });
  };
  return (
    <MarketAdminFrame title={t('goods.title')} description={t('goods.description')} data-testid="market-goods">
      {(market) => (
        <Tabs aria-label={t('tabs.label')} selectedKey={tab} onSelectionChange={choose} items={GOODS_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}>
          {tab === 'offers' ? <OffersPanel key={market.id} market={market} searchDelayMs={searchDelayMs} /> : <CategoriesPanel key={market.id} marketId={market.id} />}
        </Tabs>
      )}
    </MarketAdminFrame>
  );
}
