import type { AvailableMarket } from '@gratia/contracts';
import type { ApiError } from '../api/index.ts';
import { useMarketsAvailable } from './hooks.ts';

/** What {@link useCurrentMarket} returns. */
export interface CurrentMarketState {
  /** `loading` until the list is in; `none` when the community has no open market (or hides the market); `error` when the read failed. */
  status: 'loading' | 'error' | 'none' | 'ready';
  /** The market the member shops in (the first available one), once `ready`. */
  market: AvailableMarket | undefined;
  /** The failed read's error. */
  error: ApiError | undefined;
  /** Reads the list again (the error face's retry). */
  reload: () => Promise<unknown>;
}

/**
 * The market the member shops in: the first one GET /api/markets/available lists (DOMAIN §2.1 "uses
 * only the first market"; docs/decisions/0046), with `canAdminister` (an 'Administration' link) and
 * `publicKey` (the public link) when the member administers it.
 */
export function useCurrentMarket(): CurrentMarketState {
  const read = useMarketsAvailable();
  const market = read.data?.items[0];
  const status = read.data ? (market ? 'ready' : 'none') : read.error ? 'error' : 'loading';
  return { status, market, error: read.error, reload: () => read.mutate() };
}
