import { useTranslation } from 'react-i18next';
import { Card, EmptyState, ErrorState, Heading, Skeleton, Stack, Text } from '@gratia/ui';
import { useBalance, useOrganizationSettings } from '../api/hooks.ts';
import { bonusNameFor, formatDate, formatNumber } from '../i18n/format.ts';
import * as css from './BalanceCard.css.ts';

/**
 * "My score" (SPEC §1 Balance per period, §2 Main page): points left to distribute and points
 * received in the active period, with the period dates (DD-MM-YYYY) and the organization's bonus
 * name. States: loading, error (retry), balances hidden by the organization, no active period.
 * Data: {@link useBalance} and {@link useOrganizationSettings}; the distribution figure drops at
 * once while a thanks is being sent (optimistic update of `useSendThanks`).
 * `data-state` = loading | error | hidden | no-period | ready.
 */
export function BalanceCard() {
  const { t, i18n } = useTranslation('balance');
  const balance = useBalance();
  const settings = useOrganizationSettings();
  const lng = i18n.language;

  let state: 'loading' | 'error' | 'hidden' | 'no-period' | 'ready';
  if (balance.error) state = 'error';
  else if (!balance.data) state = 'loading';
  else if (!balance.data.period) state = 'no-period';
  else if (balance.data.hidden) state = 'hidden';
  else state = 'ready';

  const bonus = (count: number) => bonusNameFor(settings.data?.bonusName ?? '', count, lng);

  return (
    <section className={css.root} data-state={state} aria-busy={state === 'loading'}>
      <Card>
        <Stack gap="md">
        <Heading level={2}>{t('title')}</Heading>
        {state === 'loading' && (
          <Stack gap="sm">
            <Skeleton height="3rem" />
            <Skeleton height="3rem" />
          </Stack>
        )}
        {state === 'error' && <ErrorState title={t('error')} onRetry={() => void balance.mutate()} />}
        {state === 'no-period' && <EmptyState title={t('noPeriod')} description={t('noPeriodDescription')} />}
        {state === 'hidden' && <Text tone="muted">{t('hidden')}</Text>}
        {state === 'ready' && balance.data?.period && (
          <>
            <div className={css.figures}>
              {(['distribute', 'received'] as const).map((kind) => {
                const value = balance.data?.[kind] ?? 0;
                return (
                  <div key={kind} className={css.figure} data-kind={kind}>
                    <Text tone="muted" size="sm">
                      {t(kind === 'distribute' ? 'toDistribute' : 'received')}
                    </Text>
                    <span className={css.amount} data-testid={`balance-${kind}`}>
                      {formatNumber(value, lng)}
                    </span>
                    <Text size="sm">{bonus(value)}</Text>
                  </div>
                );
              })}
            </div>
            <Text tone="muted" size="sm">
              {t('period', { start: formatDate(balance.data.period.startDate), end: formatDate(balance.data.period.endDate) })}
            </Text>
          </>
        )}
        </Stack>
      </Card>
    </section>
  );
}
