import './strings.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '@gratia/ui';
import { formatDate, formatNumber } from '../i18n/index.ts';
import { useFormatPoints } from '../organization/index.ts';
import { DataPanel } from '../shared/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { useCommunityStats } from './hooks.ts';
import * as css from './CommunityStatsPanel.css.ts';

/**
 * The community's statistics since the project start (SPEC §2 Main page), from
 * {@link useCommunityStats}, in a {@link DataPanel}: thanks sent, points moved (with the
 * community's bonus name), people thanked and the company value named most often, under "since
 * DD-MM-YYYY" (the first period's first day). Empty until the first completed thanks.
 * `data-state` = loading | error | empty | ready.
 */
export function CommunityStatsPanel() {
  const { t, i18n } = useTranslation('stats');
  const formatPoints = useFormatPoints();
  const { data, error, mutate } = useCommunityStats();
  const status = error ? 'error' : !data ? 'loading' : data.thanksSent === 0 ? 'empty' : 'ready';
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <DataPanel
      title={t('title')}
      status={status}
      placeholders={[placeholderHeight.tile, placeholderHeight.tile]}
      error={{ title: t('error'), onRetry: () => mutate() }}
      empty={{ title: t('empty'), description: t('emptyDescription') }}
    >
      {data ? (
        <>
          <Text tone="muted" size="sm" data-testid="stats-since">
            {data.since ? t('since', { date: formatDate(data.since) }) : t('sinceNone')}
          </Text>
          <ul className={css.list}>
            <Figure id="thanks" label={t('thanks')} hint={t('thanksHint')}>
              <span className={css.figure}>{number(data.thanksSent)}</span>
            </Figure>
            <Figure id="points" label={t('points')} hint={t('pointsHint')}>
              <span className={css.figure}>{formatPoints(data.pointsMoved)}</span>
            </Figure>
            <Figure id="people" label={t('people')} hint={t('peopleHint')}>
              <span className={css.figure}>{number(data.peopleThanked)}</span>
            </Figure>
            <Figure id="value" label={t('topValue')} hint={data.topValue ? t('topValueHint', { count: data.topValue.thanks }) : null}>
              <Text weight="semibold">{data.topValue ? data.topValue.name : t('topValueNone')}</Text>
            </Figure>
          </ul>
        </>
      ) : null}
    </DataPanel>
  );
}

/** One figure of the panel: its label, the value, an optional line of context (`data-testid` stats-{id}). */
function Figure({ id, label, hint, children }: { id: string; label: string; hint: string | null; children: ReactNode }) {
  return (
    <li className={css.item} data-testid={`stats-${id}`}>
      <Text size="sm" tone="muted">
        {label}
      </Text>
      {children}
      {hint ? (
        <Text size="xs" tone="muted">
          {hint}
        </Text>
      ) : null}
    </li>
  );
}
