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
  const { i18n } = useTranslation('common');
  return useCallback(
    (error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // In the language of the moment the error is shown (it may have changed since the render
      // that made this callback, e.g. by the language switch whose save failed).
      toast.show({ tone: 'critical', title: errorMessage(error, i18n.getFixedT(null, 'common')), timeout: 3000 });
    },
    [toast, i18n],
  );
}
