import { useCallback, useMemo, useRef } from 'react';
import { useSWRConfig, type SWRResponse } from 'swr';
import {
  IDEMPOTENCY_HEADER,
  type ChainDetail,
  type ChainParticipant,
  type ChainParticipantsPage,
  type ChainsPage,
  type ChainsQuery,
  type Chain,
  type Challenge,
  type ChallengesPage,
  type ChallengeTemplate,
  type CreateChainBody,
  type CreateChainWithChallengesBody,
  type UpdateChainBody,
} from '@gratia/contracts';
import { apiPath, useApiClient, useApiGet, useCursorPages, useRevalidateLists, type ApiError, type PagedListState } from '../api/index.ts';
import { balanceKey } from '../balance/index.ts';

/** Cards per page of /challenge_chains, and rows per page of the participants and candidates. */
export const CHAINS_PAGE_SIZE = 20;

/** swr keys (= API paths) of the chains (docs/decisions/0043). */
export const chainKeys = {
  /** GET /api/challenges/chains — every list, whatever its filter. */
  lists: apiPath('chains'),
  /** GET /api/challenges/chains/one?id= */
  one: (id: number) => apiPath('chain', { id }),
  /** GET /api/challenges/chains/participants — every participants list. */
  participants: apiPath('chainParticipants'),
  /** GET /api/challenges/chains/candidates — every candidates list. */
  candidates: apiPath('chainCandidates'),
  /** GET /api/challenges — the challenge lists (a chain changes their cards' chain and availability). */
  challenges: apiPath('challenges'),
} as const;

/** A paged list of the chains area. */
export interface ChainListState<T> extends PagedListState {
  items: T[];
}

/** The chains of the community (SPEC §2 /challenge_chains): GET /api/challenges/chains?filter=&limit=20, newest first, cursor pages. */
export function useChains(filter: ChainsQuery['filter']): ChainListState<Chain> {
  const getKey = useMemo(
    () => (index: number, previous: ChainsPage | null) =>
      previous && !previous.nextCursor ? null : apiPath('chains', { filter, limit: CHAINS_PAGE_SIZE, cursor: index === 0 ? undefined : (previous?.nextCursor ?? undefined) }),
    [filter],
  );
  const { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload } = useCursorPages<Chain, ChainsPage>(getKey);
  return { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload };
}

/** One chain with its steps and the caller's availability of each challenge: GET /api/challenges/chains/one?id= (404 CHAIN_NOT_FOUND). Null fetches nothing. */
export function useChain(id: number | null): SWRResponse<ChainDetail, ApiError> {
  return useApiGet<ChainDetail>(id === null ? null : chainKeys.one(id));
}

/** A template to start a chain from (DOMAIN §1.9): GET /api/challenges/templates/one?id= (404 TEMPLATE_NOT_FOUND). Null fetches nothing. */
export function useTemplateForChain(id: number | null): SWRResponse<ChallengeTemplate, ApiError> {
  return useApiGet<ChallengeTemplate>(id === null ? null : apiPath('challengeTemplate', { id }));
}

/** Who took part in chain `id` (anonymous challenges left out), first first: GET /api/challenges/chains/participants?id=, cursor pages. */
export function useChainParticipants(id: number): ChainListState<ChainParticipant> {
  const getKey = useMemo(
    () => (index: number, previous: ChainParticipantsPage | null) =>
      previous && !previous.nextCursor ? null : apiPath('chainParticipants', { id, limit: CHAINS_PAGE_SIZE, cursor: index === 0 ? undefined : (previous?.nextCursor ?? undefined) }),
    [id],
  );
  const { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload } = useCursorPages<ChainParticipant, ChainParticipantsPage>(getKey);
  return { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload };
}

/**
 * The challenges the caller may put into a chain (theirs, any for admins; in no chain or in
 * `chainId`; not completed), searched by `q` on the server: GET /api/challenges/chains/candidates.
 */
export function useChainCandidates(chainId: number | null, q: string): ChainListState<Challenge> {
  const getKey = useMemo(
    () => (index: number, previous: ChallengesPage | null) =>
      previous && !previous.nextCursor
        ? null
        : apiPath('chainCandidates', {
            ...(chainId !== null ? { chainId } : {}),
            ...(q.trim() ? { q: q.trim() } : {}),
            limit: CHAINS_PAGE_SIZE,
            cursor: index === 0 ? undefined : (previous?.nextCursor ?? undefined),
          }),
    [chainId, q],
  );
  const { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload } = useCursorPages<Challenge, ChallengesPage>(getKey);
  return { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload };
}

/** What {@link useChainActions} returns; each call refreshes the chain, the lists and the challenges' cards, and throws the ApiError of a refusal. */
export interface ChainActions {
  /** POST /api/challenges/chains: CHAIN_EMPTY, CHAIN_STEPS_GAP, CHAIN_CHALLENGE_UNAVAILABLE, CHALLENGE_DATES_INVALID. */
  create: (body: CreateChainBody) => Promise<ChainDetail>;
  /** POST /api/challenges/chains/new-challenges (Idempotency-Key kept across retries of the same body): a chain with new challenges, every fund paid or nothing. */
  createWithChallenges: (body: CreateChainWithChallengesBody) => Promise<ChainDetail>;
  /** PATCH /api/challenges/chains: CHAIN_FIELDS_LOCKED for new steps once someone took part. */
  update: (body: UpdateChainBody) => Promise<ChainDetail>;
  /** DELETE /api/challenges/chains?id=: CHAIN_HAS_PARTICIPANTS. */
  remove: (id: number) => Promise<void>;
}

/** The chain changes of the author or an admin (docs/decisions/0043). */
export function useChainActions(): ChainActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const revalidateLists = useRevalidateLists();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const after = useCallback(
    (chain: ChainDetail | null, id?: number) => {
      if (chain) void mutate(chainKeys.one(chain.id), chain, { revalidate: false });
      else if (id !== undefined) void mutate(chainKeys.one(id), undefined, { revalidate: false });
      void revalidateLists(chainKeys.lists);
      void revalidateLists(chainKeys.candidates);
      void revalidateLists(chainKeys.challenges);
      void revalidateLists(apiPath('challenge'));
    },
    [mutate, revalidateLists],
  );
  return useMemo(
    () => ({
      create: async (body) => {
        const made = await client.fetch('createChain', { body });
        after(made);
        return made;
      },
      createWithChallenges: async (body) => {
        const serialized = JSON.stringify(body);
        if (!attempt.current || attempt.current.body !== serialized) attempt.current = { body: serialized, key: crypto.randomUUID() };
        const made = await client.fetch('createChainWithChallenges', { body, headers: { [IDEMPOTENCY_HEADER]: attempt.current.key } });
        attempt.current = null;
        after(made);
        void mutate(balanceKey);
        return made;
      },
      update: async (body) => {
        const saved = await client.fetch('updateChain', { body });
        after(saved);
        return saved;
      },
      remove: async (id) => {
        await client.fetch('deleteChain', { query: { id } });
        after(null, id);
      },
    }),
    [client, after, mutate],
  );
}
