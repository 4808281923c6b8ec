export { ToastProvider, useToast, type ToastProviderProps, type ToastApi } from './Toast.tsx';
export {
  toastQueue,
  GratiaToastQueue,
  DEFAULT_TOAST_TIMEOUT,
  type ToastTone,
  type ToastContent,
  type ShowToastOptions,
} from './toastQueue.ts';
