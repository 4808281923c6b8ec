import { useId, type ReactNode, type Ref } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Popover as AriaPopover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { iconButton } from '../IconButton/IconButton.css.ts';
import * as popoverStyles from '../Popover/Popover.css.ts';
import * as styles from './NotificationBell.css.ts';

/** Props of {@link NotificationBell}. */
export interface NotificationBellProps {
  /** The button's accessible name and the panel's name, e.g. 'Уведомления'. */
  label: string;
  /**
   * Unread count shown as a badge ('1'; above 99 shows '99+'). Hidden when 0 or undefined. The
   * count is the button's accessible description ('1 непрочитанное уведомление').
   */
  count?: number;
  /** Controlled open state of the panel. */
  isOpen?: boolean;
  /** Initial open state (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with `true` when the panel opens and `false` when it closes (button, Escape, outside click). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The panel content (the notifications list, an empty state …). */
  children: ReactNode;
  /** Class of the bell button. */
  className?: string;
  /** The bell button. */
  ref?: Ref<HTMLButtonElement>;
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The header bell (SPEC §2 Header): an icon button with an unread badge that toggles a panel.
 * The panel is a react-aria `Popover` + `Dialog` named by `label`: pressing the button toggles
 * it, Escape or a click outside closes it, and focus returns to the button. Open state can be
 * controlled (`isOpen` + `onOpenChange`), e.g. to mark notifications read when it opens.
 */
export function NotificationBell({ label, count, isOpen, defaultOpen, onOpenChange, children, className, ref }: NotificationBellProps) {
  const { t } = useTranslation('ui');
  const descriptionId = useId();
  const unread = count !== undefined && count > 0 ? Math.floor(count) : 0;
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <span className={styles.wrapper}>
        <AriaButton
          ref={ref}
          aria-label={label}
          aria-describedby={unread > 0 ? descriptionId : undefined}
          className={clsx(iconButton({ variant: 'ghost', size: 'md', shape: 'square' }), className)}
        >
          <BellIcon />
        </AriaButton>
        {unread > 0 ? (
          <>
            <span className={styles.badge} aria-hidden="true" data-testid="notification-badge">
              {unread > 99 ? '99+' : String(unread)}
            </span>
            <span id={descriptionId} hidden>
              {t('notificationBell.unread', { count: unread })}
            </span>
          </>
        ) : null}
      </span>
      <AriaPopover placement="bottom end" offset={6} className={popoverStyles.surface}>
        <Dialog aria-label={label} className={styles.panel}>
          {children}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
