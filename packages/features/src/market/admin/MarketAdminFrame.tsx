import './strings.ts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, EmptyState, ErrorState, Heading, Select, Skeleton, Stack, Text } from '@gratia/ui';
import { placeholderHeight } from '../../sizes/index.ts';
import { useAdministeredMarkets, type ManagedMarket } from './hooks.ts';
import { MarketSettingsDialog } from './MarketSettingsDialog.tsx';
import * as css from './marketAdmin.css.ts';

/** The query parameter naming the open market (`?market=3`). */
export const MARKET_PARAM = 'market';

/** The market `?market=` names among `markets`, else the first; null when there is none. */
export function pickMarket(markets: readonly ManagedMarket[], asked: string | null): ManagedMarket | null {
  return markets.find((m) => String(m.id) === asked) ?? markets[0] ?? null;
}

/** Props of {@link MarketAdminFrame}. */
export interface MarketAdminFrameProps {
  /** The page's title (the h1) and the line under it. */
  title: string;
  description: string;
  /** `data-testid` of the page. */
  'data-testid'?: string;
  /** The page's content for the open market. */
  children: (market: ManagedMarket) => ReactNode;
}

/**
 * The frame of the market administration's pages (SPEC §2 /admin_market_goods,
 * /admin_market_purchases; docs/decisions/0046): who may be here and which market is open. It reads
 * the markets the member administers ({@link useAdministeredMarkets}) and shows:
 * - while they load, placeholders (`data-state="loading"`); a failure, an error with retry (`error`);
 * - a member who administers none, 'Нет доступа' (`denied`; the server refuses them with 403 too);
 * - an organization admin of a community with no market, 'Создать бенефит-кафе' (`none`);
 * - otherwise (`ready`) the title, the market picker when there are several (`?market=<id>`, the
 *   first by default), a closed market's note, for organization admins 'Настройки бенефит-кафе'
 *   ({@link MarketSettingsDialog}), and `children` for the open market.
 */
export function MarketAdminFrame({ title, description, 'data-testid': testId, children }: MarketAdminFrameProps) {
  const { t } = useTranslation('marketAdmin');
  const access = useAdministeredMarkets();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<'settings' | 'create' | null>(null);
  const market = pickMarket(access.markets, params.get(MARKET_PARAM));
  const state = access.status !== 'ready' ? access.status : market ? 'ready' : access.isOrgAdmin ? 'none' : 'denied';

  const open = (id: number) => {
    const next = new URLSearchParams(params);
    next.set(MARKET_PARAM, String(id));
    setParams(next);
  };

  return (
    <Stack gap="lg" className={css.root} data-state={state} aria-busy={state === 'loading'} data-testid={testId}>
      <div className={css.header}>
        <div className={css.intro}>
          <Heading level={1}>{title}</Heading>
          <Text tone="muted">{description}</Text>
        </div>
        {state === 'ready' && market ? (
          <div className={css.headerActions}>
            {access.markets.length > 1 ? (
              <div className={css.marketPicker}>
                <Select
                  label={t('market.picker')}
                  items={access.markets.map((m) => ({ id: m.id, label: m.isActive === false ? t('market.closed', { name: m.name }) : m.name }))}
                  selectedKey={market.id}
                  onSelectionChange={(key) => key !== null && open(Number(key))}
                />
              </div>
            ) : null}
            {access.isOrgAdmin ? (
              <Button variant="secondary" onPress={() => setDialog('settings')} data-testid="market-settings-open">
                {t('market.settings')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {state === 'loading' ? (
        <Stack gap="sm" role="status" aria-label={t('access.loading')}>
          <Skeleton height={placeholderHeight.field} />
          <Skeleton height={placeholderHeight.card} />
        </Stack>
      ) : null}
      {state === 'error' ? <ErrorState title={t('access.loadError')} onRetry={access.reload} /> : null}
      {state === 'denied' ? <EmptyState title={t('access.denied')} description={t('access.deniedDescription')} /> : null}
      {state === 'none' ? (
        <EmptyState
          title={t('access.none')}
          description={t('access.noneDescription')}
          action={
            <Button onPress={() => setDialog('create')} data-testid="market-create">
              {t('market.create')}
            </Button>
          }
        />
      ) : null}
      {state === 'ready' && market ? (
        <>
          {market.isActive === false ? (
            <Text tone="muted" data-testid="market-closed">
              {t('market.closedNote')}
            </Text>
          ) : null}
          {children(market)}
        </>
      ) : null}
      {dialog === 'settings' && market ? <MarketSettingsDialog key={market.id} market={market} onClose={() => setDialog(null)} /> : null}
      {dialog === 'create' ? <MarketSettingsDialog market={null} onClose={() => setDialog(null)} onCreated={(made) => open(made.id)} /> : null}
    </Stack>
  );
}
