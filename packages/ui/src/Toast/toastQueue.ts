import { UNSTABLE_ToastQueue as ToastQueue, type ToastOptions } from 'react-aria-components';

/** Colour and icon of a toast. */
export type ToastTone = 'info' | 'success' | 'warning' | 'critical';

/** What a toast shows. */
export interface ToastContent {
  tone: ToastTone;
  title: string;
  description?: string;
}

/** Argument of `show`: the content plus timing. */
export interface ShowToastOptions extends ToastContent {
  /** Auto-dismiss after this many milliseconds. Default 3000 (SPEC §8, §9). 0 = stay until closed. */
  timeout?: number;
  /** Called when the toast closes (timeout or the close button). */
  onClose?: () => void;
}

/** SPEC §9: toast duration 3000 ms. */
export const DEFAULT_TOAST_TIMEOUT = 3000;

/**
 * The toast queue: react-aria's `ToastQueue` with Gratia's defaults. `add(content, options)`
 * works as in react-aria but defaults `timeout` to 3000 ms; `show({...})` is the short form.
 * Timers pause while the region is hovered or focused.
 */
export class GratiaToastQueue extends ToastQueue<ToastContent> {
  override add(content: ToastContent, options: ToastOptions = {}): string {
    const timeout = options.timeout ?? DEFAULT_TOAST_TIMEOUT;
    return super.add(content, { ...options, timeout: timeout > 0 ? timeout : undefined });
  }

  /** Shows a toast; returns its key for `close(key)`. */
  show({ timeout, onClose, ...content }: ShowToastOptions): string {
    return this.add(content, { timeout, onClose });
  }
}

/**
 * The module-level queue, for code outside React (the API client's error handler, router
 * loaders): `toastQueue.show({ tone: 'critical', title: t('errors.generic') })`.
 * `<ToastProvider>` renders whatever is in it. At most 5 are visible; the rest wait.
 */
export const toastQueue = new GratiaToastQueue({ maxVisibleToasts: 5 });
