import { Button, Calendar, CalendarCell, CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell, Heading, RangeCalendar, type DateValue, type RangeValue } from 'react-aria-components';
import type { CalendarDate } from '@internationalized/date';
import * as styles from './DateInput.css.ts';

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" aria-hidden="true" focusable="false">
      <path d={direction === 'previous' ? 'M10 4L6 8l4 4' : 'M6 4l4 4-4 4'} stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Header() {
  return (
    <div className={styles.calendarHeader}>
      <Button slot="previous" className={styles.navButton}>
        <Arrow direction="previous" />
      </Button>
      <Heading className={styles.calendarHeading} />
      <Button slot="next" className={styles.navButton}>
        <Arrow direction="next" />
      </Button>
    </div>
  );
}

function Grid({ cellClassName }: { cellClassName: string }) {
  return (
    <CalendarGrid className={styles.calendarGrid}>
      <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.calendarWeekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
      <CalendarGridBody>{(date) => <CalendarCell date={date} className={cellClassName} />}</CalendarGridBody>
    </CalendarGrid>
  );
}

/** The month grid of DateInput's popover (react-aria `Calendar`; arrows, Page Up/Down, Home/End). */
export function SingleCalendar({ value, minValue, maxValue, onChange }: { value?: CalendarDate; minValue?: CalendarDate; maxValue?: CalendarDate; onChange: (date: CalendarDate) => void }) {
  return (
    <Calendar<CalendarDate>
      value={value ?? null}
      minValue={minValue}
      maxValue={maxValue}
      onChange={(date: DateValue) => onChange(date as CalendarDate)}
      autoFocus
      className={styles.calendar}
    >
      <Header />
      <Grid cellClassName={styles.calendarCell} />
    </Calendar>
  );
}

/** The month grid of DateRangeInput's popover (react-aria `RangeCalendar`: pick start, then end). */
export function RangeCalendarView({ value, minValue, maxValue, onChange }: { value: RangeValue<CalendarDate> | null; minValue?: CalendarDate; maxValue?: CalendarDate; onChange: (range: RangeValue<CalendarDate>) => void }) {
  return (
    <RangeCalendar<CalendarDate>
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      onChange={(range) => onChange(range as RangeValue<CalendarDate>)}
      autoFocus
      className={styles.calendar}
    >
      <Header />
      <Grid cellClassName={styles.rangeCalendarCell} />
    </RangeCalendar>
  );
}

export function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </svg>
  );
}
