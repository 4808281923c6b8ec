import type { FocusEvent, HTMLAttributes, KeyboardEvent, Ref } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { clsx } from 'clsx';
import { FieldHelp, FieldLabel, fieldStyles, fieldValidation, type FieldBaseProps } from '../Field/Field.tsx';

/** Props of {@link TextField}. */
export interface TextFieldProps extends FieldBaseProps {
  /** Current text (controlled). */
  value?: string;
  /** Initial text (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text on every edit. */
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  /** Input type; default `text`. */
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
  autoComplete?: string;
  name?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Maximum length in characters (UTF-16 code units, as the browser counts). */
  maxLength?: number;
  minLength?: number;
  autoFocus?: boolean;
  placeholder?: string;
  isReadOnly?: boolean;
  id?: string;
  className?: string;
  /** Forwarded to the `<input>` element. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A single-line text input with label, description and error message.
 *
 * Behaviour and accessibility come from react-aria-components `TextField`: the label names the
 * input, description and error are linked with `aria-describedby`, `errorMessage` sets
 * `aria-invalid` and `data-invalid`, `isRequired` sets `aria-required` and shows a `*`.
 * Controlled (`value` + `onChange`) or uncontrolled (`defaultValue`). `ref` reaches the input.
 * Used by every form in SPEC §2 (profile, challenge, market, settings …).
 */
export function TextField({
  label,
  isLabelHidden,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  className,
  ref,
  placeholder,
  ...rest
}: TextFieldProps) {
  return (
    <AriaTextField
      {...rest}
      {...fieldValidation(errorMessage)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      className={clsx(fieldStyles.root, className)}
    >
      <FieldLabel isRequired={isRequired} isHidden={isLabelHidden}>
        {label}
      </FieldLabel>
      <Input ref={ref} className={fieldStyles.input} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
