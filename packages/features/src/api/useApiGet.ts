import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from './client.ts';
import { useApiClient } from './context.tsx';

/**
 * swr read of one API path with the nearest client ({@link useApiClient}): `key` is the full path
 * with query (`/api/balance`, the swr key too); null fetches nothing. Fails with {@link ApiError}.
 * `options` are swr's own (e.g. `onError`, `shouldRetryOnError`). Every area's GET hook sits on it.
 */
export function useApiGet<T>(key: string | null, options?: SWRConfiguration<T, ApiError>): SWRResponse<T, ApiError> {
  const client = useApiClient();
  return useSWR<T, ApiError>(key, (path: string) => client.get<T>(path), options);
}
