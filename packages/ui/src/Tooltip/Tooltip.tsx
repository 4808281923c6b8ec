import type { ReactElement, ReactNode, Ref } from 'react';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import * as styles from './Tooltip.css.ts';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The hint text (short, plain; no interactive content — use Popover for that). */
  content: ReactNode;
  /**
   * The element it describes: a react-aria focusable of this package (`Button`, `IconButton`,
   * `Link`) or any element wrapped in react-aria's `Focusable`. It gets `aria-describedby`.
   */
  children: ReactElement;
  /** Default `top`. */
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** Hover delay before showing, ms. Default 700. Keyboard focus shows it at once. */
  delay?: number;
  isDisabled?: boolean;
  /** Controlled visibility (stories, tours). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The tooltip bubble (rendered only while open). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A short hint on hover and keyboard focus (react-aria-components `TooltipTrigger`): shown after
 * `delay` ms of hover or immediately on keyboard focus, hidden on blur, pointer leave and Escape;
 * the trigger is described by it (`aria-describedby`). Never the only way to get information
 * (touch screens have no hover): icon buttons still need their own `aria-label`.
 */
export function Tooltip({ content, children, placement = 'top', delay = 700, isDisabled, isOpen, onOpenChange, ref }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={0} isDisabled={isDisabled} isOpen={isOpen} onOpenChange={onOpenChange}>
      {children}
      <AriaTooltip ref={ref} placement={placement} offset={8} className={styles.tooltip}>
        <OverlayArrow>
          <svg width={8} height={8} viewBox="0 0 8 8" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
