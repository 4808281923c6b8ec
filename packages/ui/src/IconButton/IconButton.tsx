import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import clsx from 'clsx';
import { iconButton } from './IconButton.css.ts';
import type { ButtonSize, ButtonTone, ButtonVariant } from '../Button/Button.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'isPending'> {
  /** Required: the button has no visible text, so this is its only name. */
  'aria-label': string;
  /** The icon (an `aria-hidden` SVG sized `1em`; the button sets the font size to the icon token). */
  icon: ReactNode;
  /** Emphasis; default `ghost`. */
  variant?: ButtonVariant;
  /** Meaning; default `neutral` (`critical` for destructive actions such as delete). */
  tone?: ButtonTone;
  /** Square of `size.controlSm` / `controlMd` / `controlLg`. Default `md`. */
  size?: ButtonSize;
  isLoading?: boolean;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A square button holding one icon (close, more, menu). Same behaviour and states as
 * {@link Button}; the `aria-label` is mandatory because nothing else names it.
 */
export function IconButton({ icon, variant = 'ghost', tone = 'neutral', size = 'md', isLoading = false, className, type = 'button', ref, ...rest }: IconButtonProps) {
  return (
    <AriaButton
      {...rest}
      ref={ref}
      type={type}
      isPending={isLoading}
      className={clsx(iconButton({ variant, tone, size, shape: 'square' }), className)}
    >
      {isLoading ? <Spinner size="sm" /> : icon}
    </AriaButton>
  );
}
