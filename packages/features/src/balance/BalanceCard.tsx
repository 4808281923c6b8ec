import { useTranslation } from 'react-i18next';
import { Box, Text } from '@gratia/ui';
import { formatDayRange, formatNumber } from '../i18n/index.ts';
import { useBonusNameFor, useFormatPoints } from '../organization/index.ts';
import { DataPanel } from '../shared/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { useBalance } from './hooks.ts';
import * as css from './BalanceCard.css.ts';

/**
 * "My score" (SPEC §1 Balance per period, §2 Main page): points left to distribute and points
 * received in the active period, with the period dates (a range in the language: `formatDayRange`) and the organization's bonus
 * name, in a {@link DataPanel}; under the points to distribute, the points of the member's thanks
 * waiting for a controller's approval ("60 on hold", only when there are any; docs/decisions/0023). States: loading, error (retry), balances hidden by the
 * organization, no active period (the empty state). Data: {@link useBalance} and
 * {@link useOrganizationSettings}; the distribution figure drops at once while a thanks is being
 * sent (optimistic update of `useSendThanks`). `data-state` = loading | error | hidden | no-period | ready.
 */
export function BalanceCard() {
  const { t, i18n } = useTranslation('balance');
  const balance = useBalance();
  const bonus = useBonusNameFor();
  const formatPoints = useFormatPoints();
  const lng = i18n.language;

  let state: 'loading' | 'error' | 'hidden' | 'no-period' | 'ready';
  if (balance.error) state = 'error';
  else if (!balance.data) state = 'loading';
  else if (!balance.data.period) state = 'no-period';
  else if (balance.data.hidden) state = 'hidden';
  else state = 'ready';

  const period = balance.data?.period;
  // Points of the member's thanks waiting for a controller (docs/decisions/0023): no longer to give, not yet the recipients'.
  const waiting = balance.data?.waiting ?? 0;

  return (
    <DataPanel
      title={t('title')}
      state={state}
      status={state === 'loading' || state === 'error' ? state : state === 'no-period' ? 'empty' : 'ready'}
      placeholders={[placeholderHeight.field, placeholderHeight.field]}
      error={{ title: t('error'), onRetry: () => void balance.mutate() }}
      empty={{ title: t('noPeriod'), description: t('noPeriodDescription') }}
    >
      {state === 'hidden' && <Text tone="muted">{t('hidden')}</Text>}
      {state === 'ready' && period && (
        <>
          <Box display="grid" gap="md" className={css.figures}>
            {(['distribute', 'received'] as const).map((kind) => {
              const value = balance.data?.[kind] ?? 0;
              return (
                <Box
                  key={kind}
                  data-kind={kind}
                  display="flex"
                  flexDirection="column"
                  gap="xxs"
                  padding="md"
                  borderRadius="md"
                  background={kind === 'distribute' ? 'accentSubtle' : 'surfaceSunken'}
                >
                  <Text tone="muted" size="sm">
                    {t(kind === 'distribute' ? 'toDistribute' : 'received')}
                  </Text>
                  <span className={css.amount} data-testid={`balance-${kind}`}>
                    {formatNumber(value, lng)}
                  </span>
                  <Text size="sm">{bonus(value)}</Text>
                  {kind === 'distribute' && waiting > 0 ? (
                    <Text size="sm" tone="muted" data-testid="balance-waiting" title={t('waitingHint')}>
                      {t('waiting', { points: formatPoints(waiting) })}
                    </Text>
                  ) : null}
                </Box>
              );
            })}
          </Box>
          <Text tone="muted" size="sm">
            {t('period', { dates: formatDayRange(period.startDate, period.endDate, lng) })}
          </Text>
        </>
      )}
    </DataPanel>
  );
}
