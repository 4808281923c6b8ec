import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@gratia/ui';
import { errorMessage } from './errorMessage.ts';

/**
 * Returns `show(error)`: a critical toast (SPEC §8, bottom-left, 3000 ms) with the translated
 * message of any error ({@link errorMessage}). Aborted requests show nothing.
 */
export function useErrorToast(): (error: unknown) => void {
  const toast = useToast();
  const { t } = useTranslation('common');
  return useCallback(
    (error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.show({ tone: 'critical', title: errorMessage(error, t), timeout: 3000 });
    },
    [toast, t],
  );
}
