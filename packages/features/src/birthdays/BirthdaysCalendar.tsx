import './strings.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Calendar, ErrorState, Stack, Text } from '@gratia/ui';
import { BirthdayList } from './BirthdayList.tsx';
import { formatDayMonth, monthOf, todayIso } from './dates.ts';
import { useBirthdays } from './hooks.ts';
import * as css from './BirthdaysPanel.css.ts';

/**
 * A month calendar marking the days with birthdays, and the picked day's people beside it (today
 * at first); moving to another month loads that month's birthdays. Its own module: the calendar
 * loads when a member opens it.
 */
export default function BirthdaysCalendar() {
  const { t, i18n } = useTranslation('birthdays');
  const today = todayIso();
  const [focused, setFocused] = useState(today);
  const [picked, setPicked] = useState(today);
  const month = monthOf(focused);
  const { data, error, mutate } = useBirthdays(month.from, month.to);
  const pickedMonth = monthOf(picked);
  const pickedData = useBirthdays(pickedMonth.from, pickedMonth.to).data;
  const marked = new Set(data?.items.map((e) => e.date));
  const ofDay = pickedData?.items.filter((e) => e.date === picked) ?? null;
  return (
    <Box display="flex" gap="lg" flexWrap="wrap" className={css.calendarView}>
      <Calendar
        aria-label={t('title')}
        value={picked}
        onChange={(day) => {
          setPicked(day);
          setFocused(day);
        }}
        focusedValue={focused}
        onFocusChange={setFocused}
        markedDates={marked}
        markedLabel={t('marked')}
      />
      <Stack gap="sm" className={css.dayList}>
        <Text weight="semibold">{picked === today ? t('today') : formatDayMonth(picked, i18n.language)}</Text>
        {error ? (
          <ErrorState title={t('error')} onRetry={() => mutate()} />
        ) : ofDay === null ? (
          <Box aria-busy="true" className={css.placeholder} />
        ) : (
          <BirthdayList items={ofDay} empty={t('emptyDay')} quietEmpty />
        )}
      </Stack>
    </Box>
  );
}
