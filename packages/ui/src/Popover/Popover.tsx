import type { ReactElement, ReactNode, Ref } from 'react';
import {
  Dialog,
  DialogTrigger,
  Heading,
  OverlayArrow,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import clsx from 'clsx';
import * as styles from './Popover.css.ts';

/** Where the popover opens relative to its trigger (react-aria placement, e.g. `bottom start`). */
export type PopoverPlacement = NonNullable<AriaPopoverProps['placement']>;

/** Props of {@link Popover}. */
export interface PopoverProps {
  /**
   * The element that opens it: a react-aria pressable (`Button`, `IconButton` of this package or
   * react-aria `Button`). It gets `aria-expanded` and `aria-haspopup="dialog"`.
   */
  trigger: ReactElement;
  /** The popover's content. A function receives `close()`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** A visible heading that also names the dialog. Without it pass `aria-label`. */
  title?: string;
  /** The dialog's accessible name when there is no `title`. */
  'aria-label'?: string;
  /** Default `bottom`. */
  placement?: PopoverPlacement;
  /** Draw a small arrow pointing at the trigger. Default `false`. */
  showArrow?: boolean;
  /** Controlled open state. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Class of the content box (the dialog inside the popover). */
  className?: string;
  /** The popover's dialog element (rendered only while open). */
  ref?: Ref<HTMLElement>;
}

/**
 * Non-modal extra content anchored to a button: filters, a short explanation, a small form.
 * react-aria-components `DialogTrigger` + `Popover` + `Dialog`: Enter/Space on the trigger opens
 * it and moves focus inside; Escape or a click outside closes it and returns focus to the
 * trigger; screen readers hear a dialog named by `title` or `aria-label`. For a list of
 * commands use `Menu`; for a one-line hint on hover/focus use `Tooltip`; for blocking questions
 * use `Dialog`.
 */
export function Popover({
  trigger,
  children,
  title,
  'aria-label': ariaLabel,
  placement = 'bottom',
  showArrow = false,
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
  ref,
}: PopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      <AriaPopover placement={placement} offset={showArrow ? 10 : 6} className={styles.surface}>
        {showArrow ? (
          <OverlayArrow>
            <svg width={12} height={12} viewBox="0 0 12 12" className={styles.arrow} aria-hidden="true">
              <path d="M0 0 L6 6 L12 0" />
            </svg>
          </OverlayArrow>
        ) : null}
        <Dialog ref={ref} aria-label={title ? undefined : ariaLabel} className={clsx(styles.dialog, className)}>
          {({ close }) => (
            <>
              {title ? (
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
              ) : null}
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
