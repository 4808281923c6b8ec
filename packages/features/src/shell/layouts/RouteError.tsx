import { useTranslation } from 'react-i18next';
import { Box, ErrorState } from '@gratia/ui';

/** Props of {@link RouteError}. */
export interface RouteErrorProps {
  /** Try again: re-render the screen (the app passes a navigation to the same path). */
  onRetry?: () => void;
}

/**
 * The error boundary state of one route (SPEC §8): a crash in a screen shows this recoverable
 * state inside the layout — header and navigation keep working — instead of a blank page.
 */
export function RouteError({ onRetry }: RouteErrorProps) {
  const { t } = useTranslation('shell');
  return (
    <Box padding="lg" role="alert">
      <ErrorState title={t('routeError.title')} description={t('routeError.description')} onRetry={onRetry} />
    </Box>
  );
}
