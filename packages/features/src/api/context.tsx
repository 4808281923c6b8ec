import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { defaultApiClient, isApiError, type ApiClient } from './client.ts';
import { useErrorToast } from './useErrorToast.ts';

const ApiClientContext = createContext<ApiClient>(defaultApiClient);

/** The {@link ApiClient} of the nearest {@link ApiClientProvider} (the default client otherwise). */
export function useApiClient(): ApiClient {
  return useContext(ApiClientContext);
}

/** Supplies another {@link ApiClient} to the widgets below (stories and tests pass one with a mock `fetch`). */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

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
    <ApiClientContext.Provider value={client}>
      <SWRConfig value={value}>{children}</SWRConfig>
    </ApiClientContext.Provider>
  );
}
