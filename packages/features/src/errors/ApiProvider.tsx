import { useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ApiClientProvider, defaultApiClient, isApiError, type ApiClient } from '../api/index.ts';
import { useErrorToast } from './useErrorToast.ts';

/**
 * swr configuration of the product: the client's GET as fetcher (keys are API paths), and an error
 * toast (SPEC §8: bottom-left, 3000 ms, current language) for every failed read — except
 * UNAUTHORIZED, which the app answers with a redirect to /login instead. Needs a `ToastProvider`
 * and an i18next instance above it. Retries only network failures.
 */
export function ApiProvider({ client = defaultApiClient, children }: { client?: ApiClient; children: ReactNode }) {
  const showError = useErrorToast();
  const value = useMemo(
    () => ({
      fetcher: (key: string) => client.get(key),
      onError: (error: unknown) => {
        if (isApiError(error, 'UNAUTHORIZED')) return;
        showError(error);
      },
      shouldRetryOnError: (error: unknown) => isApiError(error, 'NETWORK'),
      errorRetryCount: 3,
    }),
    [client, showError],
  );
  return (
    <ApiClientProvider client={client}>
      <SWRConfig value={value}>{children}</SWRConfig>
    </ApiClientProvider>
  );
}
