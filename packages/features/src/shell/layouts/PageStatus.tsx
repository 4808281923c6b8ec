import { Box, ErrorState, Spinner } from '@gratia/ui';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../errors/index.ts';
import * as css from './layouts.css.ts';

/**
 * A whole-page placeholder while the app decides what to show (e.g. the session check before the
 * main layout): a centred spinner, or — with `error` — the translated error (SPEC §8) and a retry.
 * `data-state` = loading | error.
 */
export function PageStatus({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Box display="grid" padding="lg" background="surface" className={css.pageStatus} data-state={error ? 'error' : 'loading'}>
      {error ? <ErrorState description={errorMessage(error, t)} onRetry={onRetry} /> : <Spinner size="lg" />}
    </Box>
  );
}
