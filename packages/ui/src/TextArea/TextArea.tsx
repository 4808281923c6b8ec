import { useId, type FocusEvent, type Ref } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { VisuallyHidden } from 'react-aria';
import { useControlledState } from 'react-stately/useControlledState';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { FieldHelp, FieldLabel, fieldStyles, fieldValidation, type FieldBaseProps } from '../Field/Field.tsx';
import * as styles from './TextArea.css.ts';

/** Props of {@link TextArea}. */
export interface TextAreaProps extends FieldBaseProps {
  /** Current text (controlled). */
  value?: string;
  /** Initial text (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text on every edit. */
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  /**
   * Maximum length in characters (UTF-16 code units, as the browser counts). When set, a
   * visible `N / max` counter is shown and announced as "N of max characters used".
   */
  maxLength?: number;
  /** Visible rows; default 3. */
  rows?: number;
  name?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  isReadOnly?: boolean;
  id?: string;
  className?: string;
  /** Forwarded to the `<textarea>` element. */
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A multi-line text input (thanks message, comments, rejection reason — SPEC §2, §5) with label,
 * description, error message and, when `maxLength` is set, a character counter.
 *
 * The counter shows `N / max` and is linked to the textarea with `aria-describedby` through a
 * translated screen-reader text (namespace `ui`, `textArea.counterLabel`); it turns critical at the
 * limit (`data-at-limit`). Controlled (`value` + `onChange`) or uncontrolled (`defaultValue`).
 * Accessibility as in TextField (react-aria-components `TextField` + `TextArea`).
 */
export function TextArea({
  label,
  isLabelHidden,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  value,
  defaultValue,
  onChange,
  maxLength,
  rows = 3,
  placeholder,
  className,
  ref,
  ...rest
}: TextAreaProps) {
  const { t } = useTranslation('ui');
  const counterId = useId();
  const [text, setText] = useControlledState(value, defaultValue ?? '', onChange);
  const hasCounter = maxLength != null;
  const length = text.length;

  return (
    <AriaTextField
      {...rest}
      {...fieldValidation(errorMessage)}
      value={text}
      onChange={setText}
      maxLength={maxLength}
      isRequired={isRequired}
      isDisabled={isDisabled}
      aria-describedby={hasCounter ? counterId : undefined}
      className={clsx(fieldStyles.root, className)}
    >
      <FieldLabel isRequired={isRequired} isHidden={isLabelHidden}>
        {label}
      </FieldLabel>
      <AriaTextArea ref={ref} rows={rows} placeholder={placeholder} className={clsx(fieldStyles.input, styles.textArea)} />
      <FieldHelp
        description={description}
        errorMessage={errorMessage}
        trailing={
          hasCounter ? (
            <span id={counterId} className={styles.counter} data-at-limit={length >= maxLength ? '' : undefined}>
              <span aria-hidden="true">{t('textArea.counter', { value: length, max: maxLength })}</span>
              <VisuallyHidden>{t('textArea.counterLabel', { value: length, count: maxLength })}</VisuallyHidden>
            </span>
          ) : null
        }
      />
    </AriaTextField>
  );
}
