import type { ReactNode, Ref } from 'react';
import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import * as styles from './ProgressBar.css.ts';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** Visible label, also the accessible name. Give `aria-label` instead when there is no room. */
  label?: ReactNode;
  'aria-label'?: string;
  /** Current value between `minValue` and `maxValue` (default 0…100, i.e. percent). */
  value?: number;
  minValue?: number;
  maxValue?: number;
  /** No known progress (e.g. waiting for the server): an animated segment, no value announced. */
  isIndeterminate?: boolean;
  /** Show the formatted value (percent by default) beside the label. Default true when determinate. */
  showValue?: boolean;
  /** Number format of the value text; default percent in the current locale. */
  formatOptions?: Intl.NumberFormatOptions;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A horizontal progress bar (uploads, imports, challenge progress). Built on react-aria's
 * `ProgressBar`: `role="progressbar"` with `aria-valuenow/min/max` and a localized
 * `aria-valuetext` ("45 %"), or no value when indeterminate. The label names it; without a
 * visible label pass `aria-label` (defaults to the ui string "Загрузка…" / "Loading…").
 */
export function ProgressBar({
  label,
  'aria-label': ariaLabel,
  value = 0,
  minValue = 0,
  maxValue = 100,
  isIndeterminate = false,
  showValue,
  formatOptions,
  className,
  ref,
}: ProgressBarProps) {
  const { t } = useTranslation('ui');
  const shouldShowValue = showValue ?? !isIndeterminate;
  return (
    <AriaProgressBar
      ref={ref}
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      isIndeterminate={isIndeterminate}
      formatOptions={formatOptions}
      aria-label={label == null ? (ariaLabel ?? t('loading')) : ariaLabel}
      className={clsx(styles.root, className)}
    >
      {({ percentage, valueText }) => (
        <>
          {label != null || (shouldShowValue && !isIndeterminate) ? (
            <div className={styles.labelRow}>
              {label != null ? <Label className={styles.label}>{label}</Label> : <span />}
              {shouldShowValue && !isIndeterminate ? <span className={styles.value}>{valueText}</span> : null}
            </div>
          ) : null}
          <div className={styles.track}>
            <div
              className={clsx(styles.fill, isIndeterminate && styles.indeterminate)}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
