import { useCallback, useMemo, useRef } from 'react';
import { useSWRConfig, type SWRResponse } from 'swr';
import {
  IDEMPOTENCY_HEADER,
  type AdminEmployee,
  type AuditAction,
  type AuditEntry,
  type AuditPage,
  type CreateEmissionBody,
  type CreateEmployeeBody,
  type CreatePeriodBody,
  type CreateRootCommunityBody,
  type CreateTelegramGroupBody,
  type DivisionsResponse,
  type Emission,
  type GlobalCommunitiesPage,
  type GlobalCommunity,
  type Period,
  type PeriodsResponse,
  type TelegramGroup,
  type TelegramGroupsResponse,
  type UpdateTelegramGroupBody,
  type UserSummary,
} from '@gratia/contracts';
import { apiPath, useApiClient, useApiGet, useCursorPages, useRevalidateLists, type ApiError, type PagedListState } from '../api/index.ts';

/*
 * The global admin's data (SPEC §2 /global_admin, §6; docs/decisions/0034): every call is a
 * superuser's (403 FORBIDDEN for anyone else) and names its community in `?organizationId=` or the
 * body; an unknown community is 404 NOT_FOUND. swr keys are the API paths.
 */

/** Communities per page of the communities tab. */
export const COMMUNITIES_PAGE_SIZE = 25;
/** Audit entries per page of the audit log tab. */
export const AUDIT_PAGE_SIZE = 20;

/** swr keys (= API paths) of the global admin. */
export const globalAdminKeys = {
  /** GET /api/global/communities?q=&page=&pageSize= (offset pages, `page` 1-based). */
  communities: (q: string, page: number, pageSize = COMMUNITIES_PAGE_SIZE) => apiPath('globalCommunities', { q: q.trim() || undefined, page, pageSize }),
  /** GET /api/global/divisions?organizationId=. */
  divisions: (organizationId: number) => apiPath('globalDivisions', { organizationId }),
  /** GET /api/global/periods?organizationId=. */
  periods: (organizationId: number) => apiPath('globalPeriods', { organizationId }),
  /** GET /api/global/telegram-groups?organizationId=. */
  telegramGroups: (organizationId: number) => apiPath('globalTelegramGroups', { organizationId }),
  /** The base of every audit page's path (the lists revalidated after each action). */
  audit: apiPath('globalAudit'),
};

/** Reads again every cached page of the community list and picker (any query): `mutate` of swr's config. */
function refreshCommunities(mutate: ReturnType<typeof useSWRConfig>['mutate']): void {
  const base = apiPath('globalCommunities');
  void mutate((key) => typeof key === 'string' && (key === base || key.startsWith(`${base}?`)));
}

/**
 * One page of every community, each root followed by its subsidiaries, whose name contains `q`
 * (any case; empty: all): GET /api/global/communities — `page` 1-based, {@link COMMUNITIES_PAGE_SIZE}
 * a page, `total` the matches.
 */
export function useGlobalCommunities(q: string, page: number): SWRResponse<GlobalCommunitiesPage, ApiError> {
  return useApiGet<GlobalCommunitiesPage>(globalAdminKeys.communities(q, page), { keepPreviousData: true });
}

/**
 * Loads up to 20 communities whose name contains `query` for a community picker (GET
 * /api/global/communities?q=&pageSize=20); rejects with `ApiError`, or the `AbortError` of `signal`.
 */
export function useCommunitySearch(): (query: string, signal: AbortSignal) => Promise<GlobalCommunity[]> {
  const client = useApiClient();
  return useCallback(
    async (query: string, signal: AbortSignal) => (await client.fetch('globalCommunities', { query: { q: query.trim() || undefined, pageSize: 20 }, signal })).items,
    [client],
  );
}

/**
 * Loads up to 20 active members of community `organizationId` whose name, nickname or e-mail
 * contains `query` (GET /api/global/members), for the emission's member picker.
 */
export function useMemberSearch(organizationId: number): (query: string, signal: AbortSignal) => Promise<UserSummary[]> {
  const client = useApiClient();
  return useCallback(
    async (query: string, signal: AbortSignal) => (await client.fetch('globalMembers', { query: { organizationId, q: query.trim() || undefined }, signal })).items,
    [client, organizationId],
  );
}

/**
 * Creates a root community with its first administrator (POST /api/global/communities): the
 * account with the e-mail given, else a new person with it and the names. Rejects with `ApiError`:
 * 409 ORGANIZATION_NAME_TAKEN (on `name`), 400 VALIDATION_ERROR naming `name`, `admin.email`,
 * `admin.firstName`, `admin.surname`. Afterwards the community lists and the audit log are read again.
 */
export function useCreateRootCommunity(): (body: CreateRootCommunityBody) => Promise<GlobalCommunity> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidateLists();
  return useCallback(
    async (body: CreateRootCommunityBody) => {
      const created = await client.fetch('createRootCommunity', { body });
      refreshCommunities(mutate);
      void revalidate(globalAdminKeys.audit);
      return created;
    },
    [client, mutate, revalidate],
  );
}

/** The divisions of community `organizationId` (null: none chosen, nothing fetched): GET /api/global/divisions. */
export function useGlobalDivisions(organizationId: number | null): SWRResponse<DivisionsResponse, ApiError> {
  return useApiGet<DivisionsResponse>(organizationId === null ? null : globalAdminKeys.divisions(organizationId));
}

/**
 * Hires into community `organizationId` with the structure tab's rules (POST
 * /api/global/employees?organizationId=): rejects with `ApiError` — 400 VALIDATION_ERROR by field,
 * 409 EMPLOYEE_EXISTS, CONTACT_TAKEN (`details.field`), 404 NOT_FOUND (a division gone meanwhile).
 */
export function useGlobalCreateEmployee(): (organizationId: number, body: CreateEmployeeBody) => Promise<AdminEmployee> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidateLists();
  return useCallback(
    async (organizationId: number, body: CreateEmployeeBody) => {
      const created = await client.fetch('globalCreateEmployee', { query: { organizationId }, body });
      refreshCommunities(mutate);
      void revalidate(globalAdminKeys.audit);
      return created;
    },
    [client, mutate, revalidate],
  );
}

/** The periods of community `organizationId`, newest start first (GET /api/global/periods); null fetches nothing. */
export function useGlobalPeriods(organizationId: number | null): SWRResponse<PeriodsResponse, ApiError> {
  return useApiGet<PeriodsResponse>(organizationId === null ? null : globalAdminKeys.periods(organizationId));
}

/** What {@link useGlobalPeriodActions} returns; each call rejects with `ApiError` and changes nothing then. */
export interface GlobalPeriodActions {
  /** POST /api/global/periods?organizationId= (SPEC §5: PERIOD_START_IN_PAST, PERIOD_END_BEFORE_START, PERIOD_OVERLAP). */
  create: (body: CreatePeriodBody) => Promise<Period>;
  /** DELETE /api/global/periods?organizationId=&id= — a scheduled period only (409 ACTIVE_PERIOD_LOCKED, PERIOD_LOCKED). */
  remove: (id: number) => Promise<void>;
}

/** Creates and deletes periods of community `organizationId`; afterwards its periods, the communities and the audit log are read again. */
export function useGlobalPeriodActions(organizationId: number): GlobalPeriodActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidateLists();
  return useMemo(() => {
    const refresh = () => {
      void mutate(globalAdminKeys.periods(organizationId));
      refreshCommunities(mutate);
      void revalidate(globalAdminKeys.audit);
    };
    return {
      create: async (body) => {
        const created = await client.fetch('globalCreatePeriod', { query: { organizationId }, body });
        refresh();
        return created;
      },
      remove: async (id) => {
        await client.fetch('globalDeletePeriod', { query: { organizationId, id } });
        refresh();
      },
    };
  }, [client, mutate, revalidate, organizationId]);
}

/**
 * Emits points (POST /api/global/emissions) with an `Idempotency-Key` kept for one body, so a
 * retried press never creates points twice: `amount` into the received points of member `userId`,
 * or of every active member without it. Rejects with `ApiError`: 404 USER_NOT_FOUND, 409
 * NO_ACTIVE_PERIOD, IDEMPOTENCY_CONFLICT, 400 VALIDATION_ERROR by field. Afterwards the audit log is read again.
 */
export function useCreateEmission(): (body: CreateEmissionBody) => Promise<Emission> {
  const client = useApiClient();
  const revalidate = useRevalidateLists();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return useCallback(
    async (body: CreateEmissionBody) => {
      const serialized = JSON.stringify(body);
      if (!attempt.current || attempt.current.body !== serialized) attempt.current = { body: serialized, key: crypto.randomUUID() };
      const made = await client.fetch('createEmission', { body, headers: { [IDEMPOTENCY_HEADER]: attempt.current.key } });
      attempt.current = null;
      void revalidate(globalAdminKeys.audit);
      return made;
    },
    [client, revalidate],
  );
}

/** The Telegram groups of community `organizationId`, by name (GET /api/global/telegram-groups); null fetches nothing. */
export function useGlobalTelegramGroups(organizationId: number | null): SWRResponse<TelegramGroupsResponse, ApiError> {
  return useApiGet<TelegramGroupsResponse>(organizationId === null ? null : globalAdminKeys.telegramGroups(organizationId));
}

/** What {@link useGlobalTelegramGroupActions} returns; each call rejects with `ApiError` and changes nothing then. */
export interface GlobalTelegramGroupActions {
  /** POST /api/global/telegram-groups?organizationId=; 409 TELEGRAM_GROUP_TAKEN (on `chatId`). */
  create: (body: CreateTelegramGroupBody) => Promise<TelegramGroup>;
  /** PATCH /api/global/telegram-groups?organizationId=&id= with the changed fields. */
  update: (id: number, changes: UpdateTelegramGroupBody) => Promise<TelegramGroup>;
  /** DELETE /api/global/telegram-groups?organizationId=&id=. */
  remove: (id: number) => Promise<void>;
}

/** Adds, renames and deletes Telegram groups of community `organizationId`; afterwards its groups and the audit log are read again. */
export function useGlobalTelegramGroupActions(organizationId: number): GlobalTelegramGroupActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidateLists();
  return useMemo(() => {
    const refresh = () => {
      void mutate(globalAdminKeys.telegramGroups(organizationId));
      void revalidate(globalAdminKeys.audit);
    };
    return {
      create: async (body) => {
        const created = await client.fetch('globalCreateTelegramGroup', { query: { organizationId }, body });
        refresh();
        return created;
      },
      update: async (id, changes) => {
        const saved = await client.fetch('globalUpdateTelegramGroup', { query: { organizationId, id }, body: changes });
        refresh();
        return saved;
      },
      remove: async (id) => {
        await client.fetch('globalDeleteTelegramGroup', { query: { organizationId, id } });
        refresh();
      },
    };
  }, [client, mutate, revalidate, organizationId]);
}

/** The audit log's filters: a community, an action (absent: all). */
export interface AuditFilter {
  organizationId?: number | undefined;
  action?: AuditAction | undefined;
}

/** What {@link useAuditLog} returns: the loaded entries, newest first, and the paging state. */
export interface AuditLogState extends PagedListState {
  items: AuditEntry[];
}

/** The superusers' actions, newest first (GET /api/global/audit), {@link AUDIT_PAGE_SIZE} a page, filtered by community and action. */
export function useAuditLog(filter: AuditFilter): AuditLogState {
  const { organizationId, action } = filter;
  const getKey = useCallback(
    (index: number, previous: AuditPage | null) => {
      const base = apiPath('globalAudit', { organizationId, action, limit: AUDIT_PAGE_SIZE });
      if (index === 0) return base;
      return previous?.nextCursor ? `${base}&cursor=${encodeURIComponent(previous.nextCursor)}` : null;
    },
    [organizationId, action],
  );
  const { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload } = useCursorPages<AuditEntry, AuditPage>(getKey);
  return { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload };
}
