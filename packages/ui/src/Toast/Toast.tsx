import type { ReactNode } from 'react';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton/IconButton.tsx';
import { CloseIcon, CriticalIcon, InfoIcon, SuccessIcon, WarningIcon } from '../internal/icons.tsx';
import { toastQueue, type GratiaToastQueue, type ShowToastOptions, type ToastTone } from './toastQueue.ts';
import * as styles from './Toast.css.ts';

const ICONS: Record<ToastTone, typeof InfoIcon> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  critical: CriticalIcon,
};

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children?: ReactNode;
  /** The queue to render; defaults to the module-level {@link toastQueue}. */
  queue?: GratiaToastQueue;
}

/**
 * Renders the app's toast region at the bottom left (SPEC §8) next to `children`. Toasts stack,
 * close after 3000 ms by default, pause while hovered or focused, have a close button, and are
 * announced by screen readers (react-aria: a labelled landmark region, each toast an
 * `alertdialog` whose content is `role="alert"`; F6 moves focus into the region).
 * Mount it once, near the root, inside the i18next provider.
 */
export function ToastProvider({ children, queue = toastQueue }: ToastProviderProps) {
  const { t } = useTranslation('ui');
  return (
    <>
      {children}
      <AriaToastRegion queue={queue} className={styles.region} aria-label={t('toast.region')}>
        {({ toast }) => {
          const Icon = ICONS[toast.content.tone];
          return (
            <AriaToast toast={toast} className={styles.toast({ tone: toast.content.tone })} data-tone={toast.content.tone}>
              <span className={styles.icon({ tone: toast.content.tone })}>
                <Icon />
              </span>
              <AriaToastContent className={styles.content}>
                <Text slot="title" className={styles.title}>
                  {toast.content.title}
                </Text>
                {toast.content.description && (
                  <Text slot="description" className={styles.description}>
                    {toast.content.description}
                  </Text>
                )}
              </AriaToastContent>
              <IconButton slot="close" size="sm" variant="ghost" aria-label={t('toast.close')} icon={<CloseIcon />} className={styles.close} />
            </AriaToast>
          );
        }}
      </AriaToastRegion>
    </>
  );
}

/** What {@link useToast} returns. */
export interface ToastApi {
  /** Shows a toast; returns its key. `timeout` defaults to 3000 ms. */
  show: (options: ShowToastOptions) => string;
  /** Closes a toast by key. */
  close: (key: string) => void;
}

const api: ToastApi = {
  show: (options) => toastQueue.show(options),
  close: (key) => toastQueue.close(key),
};

/**
 * Shows toasts from components: `const toast = useToast(); toast.show({ tone: 'success',
 * title: t('thanks.sent') })`. Works anywhere below (or even outside) `<ToastProvider>`, since
 * both use the module-level {@link toastQueue}.
 */
export function useToast(): ToastApi {
  return api;
}
