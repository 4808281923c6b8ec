import { useState, type Ref } from 'react';
import { Button, Dialog, DialogTrigger, Group, Input, Popover, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { FieldHelp, FieldLabel, fieldStyles, fieldValidation, type FieldBaseProps } from '../Field/Field.tsx';
import * as popoverStyles from '../Popover/Popover.css.ts';
import { CalendarIcon, SingleCalendar } from './CalendarView.tsx';
import { fromIso } from './dateText.ts';
import { useDateText } from './useDateText.ts';
import * as styles from './DateInput.css.ts';

/** Props of {@link DateInput}. */
export interface DateInputProps extends Omit<FieldBaseProps, 'errorMessage'> {
  /** The date as ISO 'YYYY-MM-DD' (controlled); `null` for none. */
  value?: string | null;
  /** Initial ISO date (uncontrolled). */
  defaultValue?: string | null;
  /**
   * Called with the ISO date when the text becomes a valid date within min/max, and with `null`
   * when it stops being one (cleared, incomplete, impossible, out of range).
   */
  onChange?: (value: string | null) => void;
  /** Earliest allowed ISO date (inclusive). */
  minValue?: string;
  /** Latest allowed ISO date (inclusive). */
  maxValue?: string;
  /**
   * A message from the form (e.g. 'Обязательное поле'); shown instead of the built-in
   * invalid-date message.
   */
  errorMessage?: string;
  /** Default: the format hint ('Формат: ДД-ММ-ГГГГ'); `''` shows none (the range shows it once). */
  description?: string;
  /** Show the calendar button. Default `true`. */
  hasCalendar?: boolean;
  name?: string;
  autoFocus?: boolean;
  id?: string;
  className?: string;
  /** Forwarded to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A date typed as DD-MM-YYYY in every language (SPEC §5, §9), with a calendar popover.
 *
 * The text is masked as typed ('31122026' → '31-12-2026'); a complete date that does not exist
 * (31-02-2026) or lies outside `minValue`/`maxValue`, or an incomplete one after blur, shows
 * 'Некорректная дата' / 'Invalid date' (`aria-invalid`, linked by `aria-describedby`) and
 * reports `null`. Valid dates are reported as ISO 'YYYY-MM-DD'. The calendar button opens a
 * react-aria `Calendar` (arrow keys, Page Up/Down for months, Enter picks, Escape closes and
 * returns focus); days outside min/max are disabled. Dates are calendar dates: no time zone.
 */
export function DateInput({
  label,
  isLabelHidden,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  hasCalendar = true,
  name,
  autoFocus,
  id,
  className,
  ref,
}: DateInputProps) {
  const { t } = useTranslation('ui');
  const min = fromIso(minValue);
  const max = fromIso(maxValue);
  const field = useDateText({ value, defaultValue, onChange, minValue: min, maxValue: max });
  const [isOpen, setOpen] = useState(false);
  const shownError = errorMessage ?? (field.isInvalid ? t('dateInput.invalid') : undefined);
  return (
    <TextField
      {...fieldValidation(shownError)}
      value={field.text}
      onChange={field.setText}
      onBlur={field.onBlur}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      autoFocus={autoFocus}
      id={id}
      className={clsx(fieldStyles.root, styles.root, className)}
    >
      <FieldLabel isRequired={isRequired} isHidden={isLabelHidden}>
        {label}
      </FieldLabel>
      <Group className={fieldStyles.shell} isDisabled={isDisabled} isInvalid={Boolean(shownError)}>
        <Input
          ref={ref}
          className={clsx(fieldStyles.bareInput, styles.input)}
          placeholder={t('dateInput.format')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
        />
        {hasCalendar ? (
          <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
            <Button className={fieldStyles.shellButton} aria-label={t('dateInput.openCalendar')} isDisabled={isDisabled}>
              <CalendarIcon />
            </Button>
            <Popover placement="bottom end" offset={6} className={popoverStyles.surface}>
              <Dialog aria-label={typeof label === 'string' ? label : t('dateInput.openCalendar')} className={popoverStyles.focusable}>
                <SingleCalendar
                  value={field.date}
                  minValue={min}
                  maxValue={max}
                  onChange={(date) => {
                    field.setDate(date);
                    setOpen(false);
                  }}
                />
              </Dialog>
            </Popover>
          </DialogTrigger>
        ) : null}
      </Group>
      <FieldHelp description={description ?? t('dateInput.hint')} errorMessage={shownError} />
    </TextField>
  );
}
