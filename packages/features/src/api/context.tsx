import { createContext, useContext, type ReactNode } from 'react';
import { defaultApiClient, type ApiClient } from './client.ts';

const ApiClientContext = createContext<ApiClient>(defaultApiClient);

/** The {@link ApiClient} of the nearest {@link ApiClientProvider} (the default client otherwise). */
export function useApiClient(): ApiClient {
  return useContext(ApiClientContext);
}

/**
 * Supplies another {@link ApiClient} to the widgets below (stories and tests pass one with a mock
 * `fetch`). The product's full provider — this plus swr's fetcher and error toasts — is
 * `ApiProvider` (errors area).
 */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}
