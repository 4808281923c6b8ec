import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { bonusNameFor, formatNumber } from '../i18n/index.ts';
import { useOrganizationSettings } from './hooks.ts';

/**
 * Returns `format(count)`: an amount of points with the organization's bonus name in the current
 * language ('5 спасибо', '12 баллов' for 'балл|балла|баллов'); while settings load or when the
 * organization has no bonus name, the common plural of points ('1 балл', '5 баллов', '2 points').
 */
export function useFormatPoints(): (count: number) => string {
  const { t, i18n } = useTranslation('common');
  const settings = useOrganizationSettings();
  const name = settings.data?.bonusName.trim() ?? '';
  const lng = i18n.language;
  return useCallback(
    (count: number) => (name ? `${formatNumber(count, lng)} ${bonusNameFor(name, count, lng)}` : t('common:points', { count })),
    [name, lng, t],
  );
}
