import './strings.ts';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BIRTHDAYS_MAX_DAYS } from '@gratia/contracts';
import { Box, Button, ErrorState, SegmentedControl, Spinner, Stack, Text, type DateRange } from '@gratia/ui';
import { DataPanel, lazyPart } from '../shared/index.ts';
import { placeholderHeight } from '../sizes/index.ts';
import { BirthdayList } from './BirthdayList.tsx';
import { addDays, daysBetween, todayIso } from './dates.ts';
import { useBirthdays } from './hooks.ts';
import * as css from './BirthdaysPanel.css.ts';

/** The date fields and the calendar load when a member asks for them, not with the main page. */
const PeriodPicker = lazyPart(() => import('./PeriodPicker.tsx'));
const BirthdaysCalendar = lazyPart(() => import('./BirthdaysCalendar.tsx'));

/** Days the "upcoming" view covers without a chosen period: today and the next 13. */
export const UPCOMING_DAYS = 14;

/** Which face {@link BirthdaysPanel} shows. */
export type BirthdaysView = 'upcoming' | 'calendar';

/** Props of {@link BirthdaysPanel}. */
export interface BirthdaysPanelProps {
  /** The view shown first; default 'upcoming'. */
  defaultView?: BirthdaysView;
}

const NO_RANGE: DateRange = { start: null, end: null };

function Loading() {
  return (
    <Box className={css.placeholder} display="flex" alignItems="center">
      <Spinner size="sm" />
    </Box>
  );
}

/** Upcoming birthdays: today and the next {@link UPCOMING_DAYS} − 1 days, or a chosen period (up to a year). */
function UpcomingView() {
  const { t } = useTranslation('birthdays');
  const today = todayIso();
  const [choosing, setChoosing] = useState(false);
  const [range, setRange] = useState<DateRange>(NO_RANGE);
  const chosen = range.start !== null && range.end !== null;
  const tooLong = chosen && daysBetween(range.start!, range.end!) >= BIRTHDAYS_MAX_DAYS;
  const from = chosen ? range.start! : today;
  const to = chosen ? range.end! : addDays(today, UPCOMING_DAYS - 1);
  const { data, error, mutate } = useBirthdays(tooLong ? null : from, tooLong ? null : to);
  return (
    <Stack gap="md">
      {choosing ? (
        <Suspense fallback={<Loading />}>
          <PeriodPicker
            value={range}
            onChange={setRange}
            onClear={() => {
              setRange(NO_RANGE);
              setChoosing(false);
            }}
          />
        </Suspense>
      ) : (
        <Box display="flex" alignItems="center" gap="sm" flexWrap="wrap">
          <Text size="sm" tone="muted">
            {t('nextDays', { count: UPCOMING_DAYS })}
          </Text>
          <Button variant="ghost" size="sm" onPress={() => setChoosing(true)}>
            {t('choosePeriod')}
          </Button>
        </Box>
      )}
      {tooLong ? (
        <Text tone="critical" role="alert">
          {t('rangeTooLong')}
        </Text>
      ) : error ? (
        <ErrorState title={t('error')} onRetry={() => mutate()} />
      ) : !data ? (
        <Box aria-busy="true" className={css.placeholder} />
      ) : (
        <BirthdayList items={data.items} empty={chosen ? t('emptyRange') : t('empty')} />
      )}
    </Stack>
  );
}

/**
 * The birthdays block of the main page (SPEC §1 main page 'birthdays (calendar and range)';
 * DOMAIN §7.4): "Upcoming" lists who has a birthday today and in the next two weeks, or in a
 * period the member chooses (DD-MM-YYYY, up to a year; "Clear period" goes back), and "Calendar"
 * marks the days of a month with birthdays and lists the picked day's people. Each person links to
 * their profile and has "Say thanks", which opens the thanks form with them chosen. People who hide
 * their birth date are never listed and a hidden year shows no age (the server leaves them out).
 * The period fields and the calendar load on demand.
 */
export function BirthdaysPanel({ defaultView = 'upcoming' }: BirthdaysPanelProps) {
  const { t } = useTranslation('birthdays');
  const [view, setView] = useState<BirthdaysView>(defaultView);
  return (
    <DataPanel title={t('title')} status="ready" placeholders={[placeholderHeight.row]}>
      <Stack gap="md">
        <SegmentedControl
          label={t('view')}
          items={[
            { id: 'upcoming', label: t('upcoming') },
            { id: 'calendar', label: t('calendar') },
          ]}
          value={view}
          onChange={(id) => setView(id === 'calendar' ? 'calendar' : 'upcoming')}
        />
        {view === 'upcoming' ? (
          <UpcomingView />
        ) : (
          <Suspense fallback={<Loading />}>
            <BirthdaysCalendar />
          </Suspense>
        )}
      </Stack>
    </DataPanel>
  );
}
