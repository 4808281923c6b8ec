import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Link, Stack, Text } from '@gratia/ui';
import { formatDayRange } from '../../i18n/index.ts';
import { NotificationsBell } from '../../notifications/index.ts';
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
  /** How often the unread count is asked again, ms; 0 = never (stories). Default 20 s. */
  pollIntervalMs?: number;
  /** "Now" for the notifications' relative times, ms since the epoch (stories pin it). */
  now?: number;
}

/** Where an admin launches a period (SPEC §2 Header): organization settings 'periods' with openPeriodCreation. */
export const launchPeriodPath = (organizationId: number) => `/organization_administration_settings/${organizationId}/periods?openPeriodCreation`;

/**
 * The header's notifications bell (SPEC §2 Header, §4 Period): the member's notifications
 * ({@link NotificationsBell}: unread badge, the list, mark read) with the period notice on top. No
 * active period: the notice counts '1' in the badge and says so, the panel opens by itself when the
 * current-period call fails, and an admin gets a 'launch period' link to {@link launchPeriodPath}.
 * Active period: the notice shows the period dates (a range in the language: `formatDayRange`). The bell toggles the panel;
 * Escape or a click outside closes it.
 */
export function PeriodBell({ period, isAdmin, organizationId, pollIntervalMs, now }: PeriodBellProps) {
  const inactive = period.status === 'inactive';
  const [isOpen, setOpen] = useState(inactive);
  // The failed current-period call opens the panel once, when the status turns inactive (SPEC §4).
  const [seenStatus, setSeenStatus] = useState(period.status);
  if (seenStatus !== period.status) {
    setSeenStatus(period.status);
    if (inactive) setOpen(true);
  }
  return (
    <NotificationsBell
      notice={<PeriodNotice period={period} isAdmin={isAdmin} organizationId={organizationId} onNavigate={() => setOpen(false)} />}
      noticeCount={inactive ? 1 : 0}
      isOpen={isOpen}
      onOpenChange={setOpen}
      pollIntervalMs={pollIntervalMs}
      now={now}
    />
  );
}

/** What the bell says about the period: none active (and, for an admin, where to launch one), or the active one's dates; nothing while loading. */
function PeriodNotice({ period, isAdmin, organizationId, onNavigate }: Omit<PeriodBellProps, 'pollIntervalMs' | 'now'> & { onNavigate: () => void }) {
  const { t, i18n } = useTranslation('shell');
  if (period.status === 'loading') return null;
  return (
    <Box padding="sm" data-period={period.status} className={period.status === 'inactive' ? css.periodNoticeAlert : css.periodNotice}>
      {period.status === 'inactive' ? (
        <Stack gap="sm">
          <Text weight="semibold">{t('bell.noActivePeriod')}</Text>
          <Text tone="muted" size="sm">
            {isAdmin ? t('bell.noActivePeriodAdmin') : t('bell.noActivePeriodUser')}
          </Text>
          {isAdmin && organizationId !== null && (
            <Link href={launchPeriodPath(organizationId)}>
              <span className={css.bellAction} onClick={onNavigate}>
                {t('bell.launchPeriod')}
              </span>
            </Link>
          )}
        </Stack>
      ) : (
        period.period && (
          <Text tone="muted" size="sm">
            {t('bell.periodDates', { dates: formatDayRange(period.period.startDate, period.period.endDate, i18n.language) })}
          </Text>
        )
      )}
    </Box>
  );
}
