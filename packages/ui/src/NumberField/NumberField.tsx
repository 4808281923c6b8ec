import type { Ref } from 'react';
import { Button, Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import { clsx } from 'clsx';
import { FieldHelp, FieldLabel, fieldStyles, fieldValidation, type FieldBaseProps } from '../Field/Field.tsx';
import * as styles from './NumberField.css.ts';

/** Props of {@link NumberField}. */
export interface NumberFieldProps extends FieldBaseProps {
  /** Current number (controlled); `null` when the field is empty. */
  value?: number | null;
  /** Initial number (uncontrolled). */
  defaultValue?: number | null;
  /** Called on commit (blur, Enter, stepper, arrow keys) with the number, or `null` when cleared. */
  onChange?: (value: number | null) => void;
  /** Smallest allowed value; typed values are clamped on commit and the decrement stops here. */
  minValue?: number;
  /** Largest allowed value; clamped the same way. */
  maxValue?: number;
  /** Stepper and arrow-key increment; default 1. Values snap to it. */
  step?: number;
  /**
   * Display format (`Intl.NumberFormatOptions`); default whole numbers (points are integers).
   * Grouping and decimal separators follow the react-aria locale (the host's `I18nProvider`).
   */
  formatOptions?: Intl.NumberFormatOptions;
  /** Hide the − / + buttons (Arrow Up/Down and the wheel still step). */
  hideStepper?: boolean;
  name?: string;
  placeholder?: string;
  isReadOnly?: boolean;
  autoFocus?: boolean;
  id?: string;
  className?: string;
  /** Forwarded to the `<input>` element. */
  ref?: Ref<HTMLInputElement>;
}

const INTEGER: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

/**
 * A locale-formatted number input — points in thanks, prices, prize funds, award sums (SPEC §2,
 * §5). Behaviour from react-aria-components `NumberField`: the input only accepts characters
 * valid in the locale, formats on blur ("1 500" in ru, "1,500" in en), clamps to
 * `minValue`/`maxValue`, steps with Arrow Up/Down, Page Up/Down and the − / + buttons (whose
 * labels react-aria localises), and exposes `role="textbox"` with the value for screen readers.
 * Integer by default. `value: null` means empty.
 */
export function NumberField({
  label,
  isLabelHidden,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  value,
  defaultValue,
  onChange,
  step = 1,
  formatOptions = INTEGER,
  hideStepper = false,
  placeholder,
  className,
  ref,
  ...rest
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...rest}
      {...fieldValidation(errorMessage)}
      value={value === undefined ? undefined : (value ?? Number.NaN)}
      defaultValue={defaultValue === undefined ? undefined : (defaultValue ?? Number.NaN)}
      onChange={(next) => onChange?.(Number.isNaN(next) ? null : next)}
      step={step}
      formatOptions={formatOptions}
      isRequired={isRequired}
      isDisabled={isDisabled}
      className={clsx(fieldStyles.root, className)}
    >
      <FieldLabel isRequired={isRequired} isHidden={isLabelHidden}>
        {label}
      </FieldLabel>
      <Group className={fieldStyles.shell}>
        {hideStepper ? null : (
          <Button slot="decrement" className={fieldStyles.shellButton}>
            <StepIcon kind="minus" />
          </Button>
        )}
        <Input ref={ref} placeholder={placeholder} className={clsx(fieldStyles.bareInput, styles.input)} />
        {hideStepper ? null : (
          <Button slot="increment" className={fieldStyles.shellButton}>
            <StepIcon kind="plus" />
          </Button>
        )}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}

function StepIcon({ kind }: { kind: 'minus' | 'plus' }) {
  return (
    <svg className={fieldStyles.icon} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
      <path d={kind === 'plus' ? 'M3 8h10M8 3v10' : 'M3 8h10'} stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}
