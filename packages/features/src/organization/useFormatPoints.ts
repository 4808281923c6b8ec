import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { bonusNameFor, pointsWithBonusName } from '@gratia/contracts';
import { useOrganizationSettings } from './hooks.ts';

/**
 * Returns `format(count)`: an amount of points with the organization's bonus name in the current
 * language and its plural form (SPEC §9 plural rules for points): '5 спасибо', '3 балла',
 * '1 thank-you', '12 points'; while settings load, the common plural of points ('1 балл',
 * '5 баллов', '2 points').
 */
export function useFormatPoints(): (count: number) => string {
  const { t, i18n } = useTranslation('common');
  const name = useOrganizationSettings().data?.bonusName;
  const lng = i18n.language;
  return useCallback((count: number) => (name ? pointsWithBonusName(name, count, lng) : t('common:points', { count })), [name, lng, t]);
}

/**
 * Returns `word(count)`: only the organization's bonus name for `count` points in the current
 * language ('баллов' for 5, 'points' for 2) — for layouts that set the number apart; an empty
 * string while settings load.
 */
export function useBonusNameFor(): (count: number) => string {
  const { i18n } = useTranslation('common');
  const name = useOrganizationSettings().data?.bonusName;
  const lng = i18n.language;
  return useCallback((count: number) => (name ? bonusNameFor(name, count, lng) : ''), [name, lng]);
}
