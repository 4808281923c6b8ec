import type { ReactNode, Ref } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import { clsx } from 'clsx';
import * as styles from './Switch.css.ts';

/** Props of {@link Switch}. */
export interface SwitchProps {
  /** The visible label. Without it, pass `aria-label`. */
  children?: ReactNode;
  /** On/off (controlled). */
  isSelected?: boolean;
  /** Initial state (uncontrolled). */
  defaultSelected?: boolean;
  /** Called with the new state. */
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  name?: string;
  /** Submitted form value when on; default `on`. */
  value?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  id?: string;
  className?: string;
  /** Forwarded to the root `<label>`. */
  ref?: Ref<HTMLLabelElement>;
}

/**
 * An on/off switch that takes effect at once — e.g. the profile visibility toggles ("show my
 * birth date", SPEC §2 profile editing, §5). A native checkbox with `role="switch"` via
 * react-aria-components: Space toggles, the whole row is the pointer target, screen readers
 * hear "on"/"off". Controlled (`isSelected` + `onChange`) or uncontrolled (`defaultSelected`).
 */
export function Switch({ children, className, ...rest }: SwitchProps) {
  return (
    <AriaSwitch {...rest} className={clsx(styles.root, className)}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children != null ? <span className={styles.label}>{children}</span> : null}
    </AriaSwitch>
  );
}
