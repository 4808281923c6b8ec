import { useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { Button } from '../Button/Button.tsx';
import { CriticalIcon } from '../internal/icons.tsx';
import * as styles from './ErrorState.css.ts';

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** Default "Что-то пошло не так" / "Something went wrong" (ui i18n). */
  title?: ReactNode;
  /** Default (only when `title` is not given either) "Не удалось загрузить данные…". */
  description?: ReactNode;
  /**
   * Shows a "Повторить" / "Retry" button. If it returns a promise the button shows a spinner
   * until it settles.
   */
  onRetry?: () => void | Promise<unknown>;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A widget's load failure: icon, message and an optional retry. `role="alert"`, so a screen
 * reader announces it when it replaces the content.
 */
export function ErrorState({ title, description, onRetry, className, ref }: ErrorStateProps) {
  const { t } = useTranslation('ui');
  const [isRetrying, setRetrying] = useState(false);
  const shownDescription = description ?? (title === undefined ? t('errorState.description') : undefined);

  const retry = async () => {
    const result = onRetry?.();
    if (!(result instanceof Promise)) return;
    setRetrying(true);
    try {
      await result;
    } catch {
      // The caller shows the new state; nothing to do here.
    } finally {
      setRetrying(false);
    }
  };

  return (
    <div ref={ref} role="alert" data-error-state="" className={clsx(styles.root, className)}>
      <span className={styles.icon} aria-hidden="true">
        <CriticalIcon />
      </span>
      <p className={styles.title}>{title ?? t('errorState.title')}</p>
      {shownDescription && <p className={styles.description}>{shownDescription}</p>}
      {onRetry && (
        <div className={styles.action}>
          <Button variant="secondary" onPress={() => void retry()} isLoading={isRetrying}>
            {t('retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
