import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover as AriaPopover,
  type Key,
} from 'react-aria-components';
import clsx from 'clsx';
import * as popoverStyles from '../Popover/Popover.css.ts';
import * as styles from './Menu.css.ts';

/** One entry of a {@link Menu}: a link (`href`) or a command (`onAction`). */
export interface MenuItem {
  id: string;
  label: string;
  /** Navigates here when chosen; client-side through the app's `RouterProvider`. */
  href?: string;
  /** Decorative icon before the label (an `aria-hidden` SVG). */
  icon?: ReactNode;
  /** Called when the item is chosen (click, Enter, Space). */
  onAction?: () => void;
  isDisabled?: boolean;
}

/** Props of {@link Menu}. */
export interface MenuProps {
  /** The trigger's visible text and accessible name, e.g. 'Ещё'. */
  label: string;
  /** Decorative icon of the trigger. */
  icon?: ReactNode;
  items: readonly MenuItem[];
  /**
   * `inline` (default): icon and label in a row; `bar`: icon above a small label, as the items of
   * the phone/tablet bottom bar (SPEC §2).
   */
  variant?: 'inline' | 'bar';
  /** Show only the icon; `label` stays the accessible name. Needs `icon`. */
  isLabelHidden?: boolean;
  /** Default `bottom start` (`top end` is usual in a bottom bar). */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end' | 'top' | 'bottom';
  /** Called with the chosen item's id after its own `onAction`. */
  onAction?: (id: string) => void;
  isDisabled?: boolean;
  /** Controlled open state. */
  isOpen?: boolean;
  /** Initial open state (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with the new open state. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Class of the trigger button. */
  className?: string;
  /** The trigger button. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button that opens a list of links and commands — the "More" (Ещё) menu of the bottom bars
 * (SPEC §2). react-aria-components `MenuTrigger` + `Menu`: Enter, Space or Arrow Down opens it
 * with the first item focused, arrows move, typing jumps to a label, Enter chooses, Escape or a
 * click outside closes it and returns focus to the trigger. Items with `href` are real links and
 * navigate through react-aria's `RouterProvider` when the app provides one. For content other
 * than a list of actions use `Popover`.
 */
export function Menu({
  label,
  icon,
  items,
  variant = 'inline',
  isLabelHidden = false,
  placement = 'bottom start',
  onAction,
  isDisabled,
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
  ref,
}: MenuProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <AriaButton
        ref={ref}
        aria-label={isLabelHidden ? label : undefined}
        isDisabled={isDisabled}
        className={clsx(styles.trigger, variant === 'bar' && styles.triggerBar, className)}
      >
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {isLabelHidden ? null : <span>{label}</span>}
      </AriaButton>
      <AriaPopover placement={placement} offset={4} className={popoverStyles.surface}>
        <AriaMenu<MenuItem>
          items={items}
          disabledKeys={disabledKeys}
          onAction={(key: Key) => onAction?.(String(key))}
          className={styles.menu}
        >
          {(item) => (
            <AriaMenuItem id={item.id} href={item.href} textValue={item.label} onAction={item.onAction} className={styles.item}>
              {item.icon ? (
                <span className={styles.icon} aria-hidden="true">
                  {item.icon}
                </span>
              ) : null}
              <span>{item.label}</span>
            </AriaMenuItem>
          )}
        </AriaMenu>
      </AriaPopover>
    </MenuTrigger>
  );
}
