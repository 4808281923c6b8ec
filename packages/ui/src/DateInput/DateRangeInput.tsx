import { useId, useState, type Ref } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { fieldStyles } from '../Field/Field.tsx';
import * as popoverStyles from '../Popover/Popover.css.ts';
import { CalendarIcon, RangeCalendarView } from './CalendarView.tsx';
import { DateInput } from './DateInput.tsx';
import { fromIso } from './dateText.ts';
import * as styles from './DateInput.css.ts';

/** A period as two ISO 'YYYY-MM-DD' dates; either end may be `null` while not (validly) set. */
export interface DateRange {
  start: string | null;
  end: string | null;
}

/** Props of {@link DateRangeInput}. */
export interface DateRangeInputProps {
  /** The group's label, e.g. 'Период проведения'. Default 'Период' / 'Period'. */
  label?: string;
  /** Labels of the two fields. Default 'Начало'/'Конец' ('Start'/'End'). */
  startLabel?: string;
  endLabel?: string;
  /** Controlled range. */
  value?: DateRange;
  /** Initial range (uncontrolled). */
  defaultValue?: DateRange;
  /** Called whenever either end's valid value changes; an end before the start reports `end: null`. */
  onChange?: (value: DateRange) => void;
  /** Earliest allowed ISO date for both ends. */
  minValue?: string;
  /** Latest allowed ISO date for both ends. */
  maxValue?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
  /** The group element. */
  ref?: Ref<HTMLDivElement>;
}

const EMPTY: DateRange = { start: null, end: null };

/**
 * A period typed as two DD-MM-YYYY dates (start, end) with one range calendar (SPEC §5: e.g. a
 * challenge's dates). Each field follows {@link DateInput}'s rules; in addition an end earlier
 * than the start shows the invalid-date message on the end field. The calendar button opens a
 * react-aria `RangeCalendar`: the first pick is the start, the second the end.
 */
export function DateRangeInput({
  label,
  startLabel,
  endLabel,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  isRequired,
  isDisabled,
  className,
  ref,
}: DateRangeInputProps) {
  const { t } = useTranslation('ui');
  const labelId = useId();
  const hintId = useId();
  const [inner, setInner] = useState<DateRange>(value ?? defaultValue ?? EMPTY);
  const [typedEnd, setTypedEnd] = useState<string | null>(inner.end);
  const [isOpen, setOpen] = useState(false);
  const [lastValueEnd, setLastValueEnd] = useState(value?.end);
  // The end this field last reported: null while the typed end is before the start.
  const [emittedEnd, setEmittedEnd] = useState<string | null>(inner.end);
  const range = value ?? inner;
  // A host that sets a new end (controlled) replaces what was typed there, and one that clears it
  // (a reset) clears the field — but not when it only echoes the null this field reported for an
  // end before the start, which stays typed and marked invalid.
  if (value?.end !== lastValueEnd) {
    setLastValueEnd(value?.end);
    if (value?.end != null) setTypedEnd(value.end);
    else if (value?.end === null && emittedEnd !== null) setTypedEnd(null);
  }

  const startDate = fromIso(range.start);
  const typedEndDate = fromIso(typedEnd);
  const isOrderInvalid = Boolean(startDate && typedEndDate && typedEndDate.compare(startDate) < 0);

  function update(next: DateRange) {
    setInner(next);
    setEmittedEnd(next.end);
    onChange?.(next);
  }
  function changeStart(start: string | null) {
    const end = typedEnd;
    const s = fromIso(start);
    const e = fromIso(end);
    update({ start, end: s && e && e.compare(s) < 0 ? null : end });
  }
  function changeEnd(end: string | null) {
    setTypedEnd(end);
    const e = fromIso(end);
    update({ start: range.start, end: startDate && e && e.compare(startDate) < 0 ? null : end });
  }

  const endDate = fromIso(range.end);
  const calendarValue = startDate && endDate ? { start: startDate, end: endDate } : null;

  return (
    <div ref={ref} role="group" aria-labelledby={labelId} aria-describedby={hintId} className={clsx(styles.rangeRoot, className)}>
      <span id={labelId} className={styles.rangeLabel}>
        {label ?? t('dateInput.range')}
      </span>
      <div className={styles.rangeRow}>
        <DateInput
          label={startLabel ?? t('dateInput.start')}
          value={range.start}
          onChange={changeStart}
          minValue={minValue}
          maxValue={maxValue}
          isRequired={isRequired}
          isDisabled={isDisabled}
          hasCalendar={false}
          description=""
          className={styles.rangeField}
        />
        <DateInput
          label={endLabel ?? t('dateInput.end')}
          value={typedEnd}
          onChange={changeEnd}
          minValue={minValue}
          maxValue={maxValue}
          isRequired={isRequired}
          isDisabled={isDisabled}
          hasCalendar={false}
          description=""
          className={styles.rangeField}
          errorMessage={isOrderInvalid ? t('dateInput.invalid') : undefined}
        />
        <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
          <Button className={clsx(fieldStyles.shellButton, styles.rangeButton)} aria-label={t('dateInput.openCalendar')} isDisabled={isDisabled}>
            <CalendarIcon />
          </Button>
          <Popover placement="bottom end" offset={6} className={popoverStyles.surface}>
            <Dialog aria-label={label ?? t('dateInput.range')} className={popoverStyles.focusable}>
              <RangeCalendarView
                value={calendarValue}
                minValue={fromIso(minValue)}
                maxValue={fromIso(maxValue)}
                onChange={(next) => {
                  setTypedEnd(next.end.toString());
                  update({ start: next.start.toString(), end: next.end.toString() });
                  setOpen(false);
                }}
              />
            </Dialog>
          </Popover>
        </DialogTrigger>
      </div>
      <span id={hintId} className={styles.rangeHint}>
        {t('dateInput.hint')}
      </span>
    </div>
  );
}
