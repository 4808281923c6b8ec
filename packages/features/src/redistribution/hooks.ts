import { useCallback, useRef, useState } from 'react';
import { useSWRConfig, type SWRResponse } from 'swr';
import { IDEMPOTENCY_HEADER, type CreateRedistributionBody, type DirectoryEntry, type Redistribution, type RedistributionScope } from '@gratia/contracts';
import { apiPath, useApiClient, useApiGet, useRevalidateLists, type ApiError } from '../api/index.ts';
import { balanceKey } from '../balance/index.ts';

/** swr key (= API path) of the manager's scope: GET /api/redistribution/scope. */
export const redistributionScopeKey = apiPath('redistributionScope');

/**
 * What the caller — a manager (role M) — may give and to whom (GET /api/redistribution/scope,
 * DOMAIN §6.4, docs/decisions/0023): the active period (null: none), their points to give
 * (`balance`; null with `hidden` when the community hides balances) and their division (null:
 * the whole community). 403 FORBIDDEN for anyone else.
 */
export function useRedistributionScope(): SWRResponse<RedistributionScope, ApiError> {
  return useApiGet<RedistributionScope>(redistributionScopeKey);
}

/** Most people one recipient search of the redistribution form lists. */
export const SCOPE_SEARCH_LIMIT = 10;

/**
 * A `loadItems(query, signal)` for the recipient Combobox of the redistribution form: GET
 * /api/employees?q=&divisionId=&limit=10 (the directory: active members by surname, every word of
 * `query` anywhere in a visible name or handle), limited to `divisionId` and the divisions under
 * it (undefined: the whole community), without `excludeId` (the manager). Rejects with `ApiError`
 * (or the AbortError of `signal`).
 */
export function useScopeSearch(divisionId: number | undefined, excludeId: number | undefined): (query: string, signal: AbortSignal) => Promise<DirectoryEntry[]> {
  const client = useApiClient();
  return useCallback(
    async (query: string, signal: AbortSignal) => {
      const page = await client.fetch('directory', { query: { q: query.trim(), divisionId, limit: SCOPE_SEARCH_LIMIT }, signal });
      return page.items.filter((entry) => entry.id !== excludeId && !entry.fired);
    },
    [client, divisionId, excludeId],
  );
}

/** What {@link useGiveRedistribution} returns. */
export interface GiveRedistribution {
  /**
   * POST /api/redistribution with an `Idempotency-Key`: a new key (crypto.randomUUID) per attempt;
   * the same body again after a failure reuses it, so a retry never gives twice. Afterwards the
   * scope (its balance), the balance and the history are fetched again. Resolves with the
   * {@link Redistribution}; rejects with `ApiError` (REDISTRIBUTION_OUT_OF_SCOPE, INSUFFICIENT_FUNDS,
   * RECIPIENT_INACTIVE, SELF_ACTION, USER_NOT_FOUND, NO_ACTIVE_PERIOD, VALIDATION_ERROR …).
   */
  give: (body: CreateRedistributionBody) => Promise<Redistribution>;
  isGiving: boolean;
}

/** A manager gives points to give to a colleague (DOMAIN §6.4; docs/decisions/0023). See {@link GiveRedistribution.give}. */
export function useGiveRedistribution(): GiveRedistribution {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const revalidateLists = useRevalidateLists();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const [isGiving, setGiving] = useState(false);
  const give = useCallback(
    async (body: CreateRedistributionBody) => {
      const serialized = JSON.stringify(body);
      if (!attempt.current || attempt.current.body !== serialized) attempt.current = { body: serialized, key: crypto.randomUUID() };
      setGiving(true);
      try {
        const given = await client.fetch('createRedistribution', { body, headers: { [IDEMPOTENCY_HEADER]: attempt.current.key } });
        attempt.current = null;
        return given;
      } finally {
        setGiving(false);
        // After a refusal too: the balance or the period may have changed meanwhile.
        const history = apiPath('history');
        void Promise.all([
          mutate((key) => typeof key === 'string' && (key === redistributionScopeKey || key === balanceKey || key.startsWith(`${history}/`))),
          revalidateLists(history),
        ]);
      }
    },
    [client, mutate, revalidateLists],
  );
  return { give, isGiving };
}
