import type { Ref } from 'react';
import { VisuallyHidden } from 'react-aria';
import {
  Button,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  type DateValue,
} from 'react-aria-components';
import { parseDate, type CalendarDate } from '@internationalized/date';
import clsx from 'clsx';
import * as styles from './Calendar.css.ts';

/** Props of {@link Calendar}. */
export interface CalendarProps {
  /** Accessible name of the calendar (e.g. what its days are marked for). */
  'aria-label': string;
  /** The selected day, 'YYYY-MM-DD'; null: none (controlled). */
  value?: string | null;
  /** Reports the day the user picks, 'YYYY-MM-DD'. */
  onChange?: (value: string) => void;
  /** A day of the month shown, 'YYYY-MM-DD' (controlled); moving to another month reports it through `onFocusChange`. */
  focusedValue?: string;
  /** Initial focused day (uncontrolled). */
  defaultFocusedValue?: string;
  /** Reports the focused day as the user moves (arrow keys, the month buttons), 'YYYY-MM-DD'. */
  onFocusChange?: (value: string) => void;
  /** Days that carry a mark (a dot under the number), 'YYYY-MM-DD'. */
  markedDates?: ReadonlySet<string> | readonly string[];
  /** Read to screen readers after a marked day's date (e.g. "birthdays"). */
  markedLabel?: string;
  className?: string;
  /** The calendar's root element. */
  ref?: Ref<HTMLDivElement>;
}

const fromIso = (iso: string | null | undefined): CalendarDate | undefined => (iso ? parseDate(iso) : undefined);

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" aria-hidden="true" focusable="false">
      <path d={direction === 'previous' ? 'M10 4L6 8l4 4' : 'M6 4l4 4-4 4'} stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A month calendar on its own (not in a date field's popover), on react-aria's `Calendar`: arrow
 * keys move by day and week, Page Up/Down by month, Enter or a click picks a day. Days of
 * `markedDates` carry a dot and `data-marked`, and their accessible name adds `markedLabel`.
 * Dates are calendar dates ('YYYY-MM-DD'), with no time zone. Each day exposes react-aria's state
 * attributes (`data-selected`, `data-today`, `data-focus-visible`, `data-outside-month`).
 */
export function Calendar({
  'aria-label': ariaLabel,
  value,
  onChange,
  focusedValue,
  defaultFocusedValue,
  onFocusChange,
  markedDates,
  markedLabel,
  className,
  ref,
}: CalendarProps) {
  const marked = markedDates instanceof Set ? markedDates : new Set(markedDates ?? []);
  return (
    <AriaCalendar<CalendarDate>
      ref={ref}
      aria-label={ariaLabel}
      value={value === undefined ? undefined : (fromIso(value) ?? null)}
      onChange={(date: DateValue) => onChange?.(date.toString())}
      focusedValue={fromIso(focusedValue)}
      defaultFocusedValue={fromIso(defaultFocusedValue)}
      onFocusChange={(date: DateValue) => onFocusChange?.(date.toString())}
      className={clsx(styles.calendar, className)}
    >
      <div className={styles.header}>
        <Button slot="previous" className={styles.navButton}>
          <Arrow direction="previous" />
        </Button>
        <Heading className={styles.heading} />
        <Button slot="next" className={styles.navButton}>
          <Arrow direction="next" />
        </Button>
      </div>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>
          {(date) => {
            const isMarked = marked.has(date.toString());
            return (
              <CalendarCell date={date} className={styles.cell} data-marked={isMarked || undefined}>
                {({ formattedDate }) => (
                  <>
                    {formattedDate}
                    {isMarked ? (
                      <>
                        <span className={styles.mark} aria-hidden="true" />
                        {markedLabel ? <VisuallyHidden>{`, ${markedLabel}`}</VisuallyHidden> : null}
                      </>
                    ) : null}
                  </>
                )}
              </CalendarCell>
            );
          }}
        </CalendarGridBody>
      </CalendarGrid>
    </AriaCalendar>
  );
}
