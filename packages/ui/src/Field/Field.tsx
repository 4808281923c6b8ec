import type { ReactNode, Ref } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { VisuallyHidden } from 'react-aria';
import * as styles from './Field.css.ts';

/**
 * Props every labelled form control shares (TextField, TextArea, NumberField, Select, Combobox).
 * - `label`: the visible label, also the accessible name (required: every control is named).
 * - `isLabelHidden`: keep the label for screen readers only (e.g. a search box with an icon).
 * - `description`: help text under the control, linked by `aria-describedby`.
 * - `errorMessage`: when set the control is invalid (`aria-invalid`, `data-invalid`) and the text
 *   is shown under it and linked by `aria-describedby`.
 */
export interface FieldBaseProps {
  label: ReactNode;
  isLabelHidden?: boolean;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/**
 * Validation props to spread on a react-aria-components field: invalid exactly when an
 * `errorMessage` is given, and `aria` validation so the browser never shows its own bubbles —
 * forms validate with their schemas and pass the message in.
 */
export function fieldValidation(errorMessage: ReactNode | undefined, isInvalid?: boolean) {
  return {
    isInvalid: isInvalid ?? (errorMessage != null && errorMessage !== false && errorMessage !== ''),
    validationBehavior: 'aria' as const,
  };
}

/** Props of {@link FieldLabel}. */
export interface FieldLabelProps {
  children: ReactNode;
  /** Shows the visual required mark (the control itself carries `aria-required`). */
  isRequired?: boolean;
  /** Keeps the label for screen readers only. */
  isHidden?: boolean;
  /** Id of the label, for a group that names itself with `aria-labelledby` (a picker, a photo list). */
  id?: string;
  /** Id of the control outside a react-aria field that this label names. */
  htmlFor?: string;
  /** `label` (default) or `span` for a group that is not one form control. */
  elementType?: 'label' | 'span';
  ref?: Ref<HTMLLabelElement>;
}

/**
 * The label of a field, with a visual required mark. Inside this package's fields it is wired by
 * react-aria; standalone (a custom group such as a sticker picker) give it an `id` and point the
 * group's `aria-labelledby` at it, so every field in the product shares one label style.
 */
export function FieldLabel({ children, isRequired, isHidden, id, htmlFor, elementType, ref }: FieldLabelProps) {
  const content = (
    <Label ref={ref} id={id} htmlFor={htmlFor} elementType={elementType} className={styles.label}>
      {children}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
  return isHidden ? <VisuallyHidden>{content}</VisuallyHidden> : content;
}

/**
 * The row under a control: description and error message (wired to the control through
 * react-aria's slots), and an optional trailing part such as TextArea's counter.
 */
export function FieldHelp({ description, errorMessage, trailing, ref }: { description?: ReactNode; errorMessage?: ReactNode; trailing?: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className={styles.helpRow}>
      <div className={styles.helpTexts}>
        {description != null && description !== '' ? (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        ) : null}
        <FieldError className={styles.error}>{errorMessage}</FieldError>
      </div>
      {trailing}
    </div>
  );
}

/** A small chevron for Select and Combobox triggers. */
export function ChevronIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
      <path d="M4 6l4 4 4-4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A check mark shown beside the selected option. */
export function CheckIcon({ className }: { className?: string }) {
  return (
    <svg className={className ?? styles.icon} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
      <path d="M3.5 8.5l3 3 6-7" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export { styles as fieldStyles };
