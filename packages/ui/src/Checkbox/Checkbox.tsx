import type { ReactNode, Ref } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { clsx } from 'clsx';
import * as styles from './Checkbox.css.ts';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  /** The visible label. Without it, pass `aria-label`. */
  children?: ReactNode;
  /** Checked state (controlled). */
  isSelected?: boolean;
  /** Initial checked state (uncontrolled). */
  defaultSelected?: boolean;
  /** Called with the new checked state. */
  onChange?: (isSelected: boolean) => void;
  /** Shows a dash: some of a group is selected. Display only; a press still toggles `isSelected`. */
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isInvalid?: boolean;
  isRequired?: boolean;
  name?: string;
  /** Submitted form value when checked; default `on`. */
  value?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  id?: string;
  className?: string;
  /** Forwarded to the root `<label>`. */
  ref?: Ref<HTMLLabelElement>;
}

/**
 * A checkbox with its label (filters, consents, "anonymous thanks" — SPEC §1, §2).
 * A native `<input type="checkbox">` inside a `<label>` via react-aria-components: Space
 * toggles, the whole row is the pointer target, `aria-checked="mixed"` when indeterminate.
 * Controlled (`isSelected` + `onChange`) or uncontrolled (`defaultSelected`).
 */
export function Checkbox({ children, className, isInvalid, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox {...rest} isInvalid={isInvalid} validationBehavior="aria" className={clsx(styles.root, className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <svg className={styles.mark} viewBox="0 0 16 16" fill="none" focusable="false">
                <path d="M4 8h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            ) : isSelected ? (
              <svg className={styles.mark} viewBox="0 0 16 16" fill="none" focusable="false">
                <path d="M3.5 8.5l3 3 6-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            ) : null}
          </span>
          {children != null ? <span className={styles.label}>{children}</span> : null}
        </>
      )}
    </AriaCheckbox>
  );
}
