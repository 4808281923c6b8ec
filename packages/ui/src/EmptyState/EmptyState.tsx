import type { ReactNode, Ref } from 'react';
import clsx from 'clsx';
import { EmptyIcon } from '../internal/icons.tsx';
import * as styles from './EmptyState.css.ts';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** What is empty, in the user's words ("Пока нет благодарностей"). */
  title: ReactNode;
  /** What to do about it. */
  description?: ReactNode;
  /** A call to action, usually a `Button` or `Link`. */
  action?: ReactNode;
  /** Replaces the default tray icon (decorative); `null` for none. */
  icon?: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The "nothing here yet" state of a list or widget: icon, title, optional description and action. */
export function EmptyState({ title, description, action, icon, className, ref }: EmptyStateProps) {
  const shownIcon = icon === undefined ? <EmptyIcon /> : icon;
  return (
    <div ref={ref} data-empty-state="" className={clsx(styles.root, className)}>
      {shownIcon && (
        <span className={styles.icon} aria-hidden="true">
          {shownIcon}
        </span>
      )}
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
