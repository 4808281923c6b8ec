import { useState } from 'react';
import type { CalendarDate } from '@internationalized/date';
import { fromIso, isWithin, maskDateText, parseDateText, toDateText } from './dateText.ts';

/** Options of {@link useDateText}. */
export interface DateTextOptions {
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  minValue?: CalendarDate;
  maxValue?: CalendarDate;
}

/**
 * State of one DD-MM-YYYY text field: the masked text, the parsed date (only when possible and
 * within min/max), whether to show the invalid-date message (a complete impossible or
 * out-of-range date at once, an incomplete one after blur), and `onChange` with the ISO date or
 * `null` whenever the valid value changes. A changed `value` prop replaces the text.
 */
export function useDateText({ value, defaultValue, onChange, minValue, maxValue }: DateTextOptions) {
  const initial = fromIso(value !== undefined ? value : defaultValue);
  const [text, setTextState] = useState(initial ? toDateText(initial) : '');
  const [blurred, setBlurred] = useState(false);
  const [lastProp, setLastProp] = useState(value);
  // The last ISO value reported through onChange, so each change is reported once.
  const [emitted, setEmitted] = useState<string | null>(initial ? initial.toString() : null);

  const parsed = parseDateText(text);
  const date = typeof parsed === 'object' && isWithin(parsed, minValue, maxValue) ? parsed : undefined;

  // A controlled value that differs from what the text means replaces the text.
  if (value !== lastProp) {
    setLastProp(value);
    const next = fromIso(value);
    if ((next?.toString() ?? null) !== (date?.toString() ?? null)) {
      setTextState(next ? toDateText(next) : '');
      setBlurred(false);
    }
    setEmitted(next ? next.toString() : null);
  }

  const isInvalid =
    parsed === 'impossible' ||
    (typeof parsed === 'object' && !isWithin(parsed, minValue, maxValue)) ||
    (parsed === 'incomplete' && blurred);

  function emit(nextText: string) {
    const p = parseDateText(nextText);
    const iso = typeof p === 'object' && isWithin(p, minValue, maxValue) ? p.toString() : null;
    if (iso !== emitted) {
      setEmitted(iso);
      onChange?.(iso);
    }
  }

  return {
    text,
    date,
    isInvalid,
    /** Takes what the user typed; masks it to DD-MM-YYYY. */
    setText(raw: string) {
      const next = maskDateText(raw);
      setTextState(next);
      if (next.length < 10) setBlurred(false);
      emit(next);
    },
    /** Takes a date picked in the calendar. */
    setDate(next: CalendarDate) {
      const nextText = toDateText(next);
      setTextState(nextText);
      setBlurred(false);
      emit(nextText);
    },
    onBlur() {
      setBlurred(true);
    },
  };
}
