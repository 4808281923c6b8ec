import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Link, NotificationBell, Stack, Text } from '@gratia/ui';
import { formatDate } from '../../i18n/index.ts';
import type { CurrentPeriodState } from '../../period/index.ts';
import * as css from './header.css.ts';

/** Props of {@link PeriodBell}. */
export interface PeriodBellProps {
  /** The current-period state ({@link useCurrentPeriodState}). */
  period: CurrentPeriodState;
  /** The member is an administrator of the current organization (role A). */
  isAdmin: boolean;
  /** The current organization (for the admin's 'launch period' link). */
  organizationId: number | null;
}

/** Where an admin launches a period (SPEC §2 Header): organization settings 'periods' with openPeriodCreation. */
export const launchPeriodPath = (organizationId: number) => `/organization_administration_settings/${organizationId}/periods?openPeriodCreation`;

/**
 * The notifications bell (SPEC §2 Header, §4 Period). No active period: badge '1' and a
 * 'no active period' panel, opened by itself when the current-period call fails; an admin also
 * gets a 'launch period' link to {@link launchPeriodPath}. Active period: no badge, the panel says
 * there is nothing new and shows the period dates (DD-MM-YYYY). The bell toggles the panel; Escape
 * or a click outside closes it.
 */
export function PeriodBell({ period, isAdmin, organizationId }: PeriodBellProps) {
  const { t } = useTranslation('shell');
  const inactive = period.status === 'inactive';
  const [isOpen, setOpen] = useState(inactive);
  // The failed current-period call opens the panel once, when the status turns inactive (SPEC §4).
  const [seenStatus, setSeenStatus] = useState(period.status);
  if (seenStatus !== period.status) {
    setSeenStatus(period.status);
    if (inactive) setOpen(true);
  }
  return (
    <NotificationBell label={t('bell.label')} count={inactive ? 1 : 0} isOpen={isOpen} onOpenChange={setOpen}>
      <Box padding="sm" data-period={period.status}>
        {inactive ? (
          <Stack gap="sm">
            <Text weight="semibold">{t('bell.noActivePeriod')}</Text>
            <Text tone="muted" size="sm">
              {isAdmin ? t('bell.noActivePeriodAdmin') : t('bell.noActivePeriodUser')}
            </Text>
            {isAdmin && organizationId !== null && (
              <Link href={launchPeriodPath(organizationId)}>
                <span className={css.bellAction} onClick={() => setOpen(false)}>
                  {t('bell.launchPeriod')}
                </span>
              </Link>
            )}
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text weight="semibold">{t('bell.empty')}</Text>
            {period.period && (
              <Text tone="muted" size="sm">
                {t('bell.periodDates', { start: formatDate(period.period.startDate), end: formatDate(period.period.endDate) })}
              </Text>
            )}
          </Stack>
        )}
      </Box>
    </NotificationBell>
  );
}
