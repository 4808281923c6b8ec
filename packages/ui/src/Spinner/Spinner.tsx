import type { Ref } from 'react';
import { ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import * as styles from './Spinner.css.ts';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** sm = icon-small, md = icon, lg = avatar-medium. Default md. */
  size?: styles.SpinnerVariants['size'];
  /** Accessible label; defaults to the ui string "Загрузка…" / "Loading…". */
  'aria-label'?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * An indeterminate busy indicator in the current text colour. It is a react-aria `ProgressBar`
 * (`role="progressbar"` with a label), so inside a pending `Button` it is announced with the
 * button. Under reduced motion it turns slowly instead of spinning.
 */
export function Spinner({ size = 'md', 'aria-label': ariaLabel, className, ref }: SpinnerProps) {
  const { t } = useTranslation('ui');
  return (
    <ProgressBar
      ref={ref}
      isIndeterminate
      aria-label={ariaLabel ?? t('loading')}
      className={clsx(styles.spinner({ size }), className)}
    >
      <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </ProgressBar>
  );
}
