import type { Key, Ref } from 'react';
import { Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { clsx } from 'clsx';
import { FieldHelp, FieldLabel, fieldStyles, fieldValidation, type FieldBaseProps } from '../Field/Field.tsx';
import * as styles from './RadioGroup.css.ts';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  id: string;
  label: string;
  /** A second, muted line under the label. */
  description?: string;
  isDisabled?: boolean;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps extends FieldBaseProps {
  options: RadioOption[];
  /** Selected option id (controlled); null for none. */
  value?: string | null;
  /** Initially selected option id (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen option id. */
  onChange?: (value: string) => void;
  /** `vertical` (default) stacks options; `horizontal` puts them in a wrapping row. */
  orientation?: 'vertical' | 'horizontal';
  isReadOnly?: boolean;
  name?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * One choice among a few visible options — a survey's single-choice question, a gender field,
 * an access setting (SPEC §3 Survey questions, Employee). Native radio inputs through
 * react-aria-components: arrow keys move and select within the group, Tab leaves it; the group
 * is labelled, and `description`/`errorMessage` are linked to it. For more than ~6 options or
 * little room, use {@link Select}.
 */
export function RadioGroup({
  label,
  isLabelHidden,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  options,
  orientation = 'vertical',
  className,
  ...rest
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...rest}
      {...fieldValidation(errorMessage)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      orientation={orientation}
      className={clsx(fieldStyles.root, className)}
    >
      <FieldLabel isRequired={isRequired} isHidden={isLabelHidden}>
        {label}
      </FieldLabel>
      <div className={styles.options} data-orientation={orientation}>
        {options.map((o) => (
          <Radio key={o.id as Key} value={o.id} isDisabled={o.isDisabled} className={styles.radio}>
            <span className={styles.circle} aria-hidden="true" />
            <span className={styles.texts}>
              <span>{o.label}</span>
              {o.description ? <span className={styles.optionDescription}>{o.description}</span> : null}
            </span>
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
