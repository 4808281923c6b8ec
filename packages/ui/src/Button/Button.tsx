import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import clsx from 'clsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Button.css.ts';

/** Emphasis of a button (the recipe's `variant`): one `primary` per view, `secondary`, `ghost`. */
export type ButtonVariant = NonNullable<styles.ButtonVariants['variant']>;
/** Meaning of a button (the recipe's `tone`): `neutral` (brand colours) or `critical` (destructive). */
export type ButtonTone = NonNullable<styles.ButtonVariants['tone']>;
/** Control height (the recipe's `size`): sm / md / lg = `size.controlSm` / `controlMd` / `controlLg`. */
export type ButtonSize = NonNullable<styles.ButtonVariants['size']>;

/** Props of {@link Button}. All react-aria `Button` props pass through (`onPress`, `form`, `slot` …). */
export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'isPending'> {
  /** Emphasis; default `primary`. */
  variant?: ButtonVariant;
  /** Meaning; default `neutral`. `critical` draws a destructive action (a filled red `primary`, red text otherwise). */
  tone?: ButtonTone;
  /** Default `md`. */
  size?: ButtonSize;
  /** Shows a spinner, keeps the width, blocks presses and form submission, announces "busy". */
  isLoading?: boolean;
  /** Stretch to the container's width (forms on phones). */
  fullWidth?: boolean;
  /** Optional icon before the label (decorative). */
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The action button. Behaviour is react-aria's (press on pointer, Enter and Space; focus ring
 * only for keyboard users; `isDisabled` removes it from interaction but keeps it focusable for
 * pending). States are styled through `data-hovered`, `data-pressed`, `data-focus-visible`,
 * `data-disabled`, `data-pending`. `type` defaults to `button`.
 */
export function Button({
  variant = 'primary',
  tone = 'neutral',
  size = 'md',
  isLoading = false,
  fullWidth = false,
  icon,
  children,
  className,
  type = 'button',
  ref,
  ...rest
}: ButtonProps) {
  return (
    <AriaButton
      {...rest}
      ref={ref}
      type={type}
      isPending={isLoading}
      className={clsx(styles.button({ variant, tone, size, fullWidth }), className)}
    >
      <span className={styles.label}>
        {icon}
        {children}
      </span>
      {isLoading && (
        <span className={styles.pendingIndicator}>
          <Spinner size="sm" />
        </span>
      )}
    </AriaButton>
  );
}
