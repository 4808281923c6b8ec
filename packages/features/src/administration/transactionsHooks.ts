import { useCallback, useRef } from 'react';
import { useSWRConfig, type SWRResponse } from 'swr';
import {
  adminTransactionFileRoutes,
  API_PREFIX,
  IDEMPOTENCY_HEADER,
  type AdminBatch,
  type AdminBatchBody,
  type AdminBatchesPage,
  type AdminMemberAccounts,
  type AdminMoveBody,
  type AdminTransfer,
  type AdminTransferBody,
  type AdminTransfersPage,
  type Movement,
  type MovementsPage,
  type TransactionType,
} from '@gratia/contracts';
import { apiPath, useApiClient, useApiGet, useRevalidateLists, useCursorPages, type ApiError, type PagedListState } from '../api/index.ts';
import { balanceKey } from '../balance/index.ts';
import { organizationKeys } from '../organization/index.ts';

/** Admin transfers per page of the 'transactions' tab. */
export const ADMIN_TRANSFERS_PAGE_SIZE = 20;

/** swr-infinite key of the admin transfers' pages: GET /api/admin/transfers?limit=&cursor= (null after the last). */
function adminTransfersPageKey(index: number, previous: AdminTransfersPage | null): string | null {
  const base = `${apiPath('adminTransfers')}?limit=${ADMIN_TRANSFERS_PAGE_SIZE}`;
  if (index === 0) return base;
  return previous?.nextCursor ? `${base}&cursor=${encodeURIComponent(previous.nextCursor)}` : null;
}

/** What {@link useAdminTransfers} returns: the loaded rows, newest first, and the paging state. */
export interface AdminTransfersState extends PagedListState {
  items: AdminTransfer[];
}

/**
 * The admin manual transfers of the organization, newest first — SPEC §1, §5 admin transfers, the
 * 'transactions' tab of /organization_administration_settings/{id}/transactions: GET
 * /api/admin/transfers (admins), {@link ADMIN_TRANSFERS_PAGE_SIZE} rows a page, paged on the server.
 */
export function useAdminTransfers(): AdminTransfersState {
  const { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload } = useCursorPages<AdminTransfer, AdminTransfersPage>(adminTransfersPageKey);
  return { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload };
}

/**
 * Makes an admin manual transfer (SPEC §1, §5): POST /api/admin/transfers with an `Idempotency-Key`
 * (one per body, so a retried press never moves points twice). Credits or debits a member's account
 * (points to give or received) from or to the community, with a reason; immutable afterwards.
 * After it the list, the balance and the points handed out are read again. Rejects with `ApiError`
 * (VALIDATION_ERROR by field, USER_NOT_FOUND, NO_ACTIVE_PERIOD, INSUFFICIENT_FUNDS); nothing moves then.
 */
export function useCreateAdminTransfer(): (body: AdminTransferBody) => Promise<AdminTransfer> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const revalidateLists = useRevalidateLists();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return useCallback(
    async (body: AdminTransferBody) => {
      const serialized = JSON.stringify(body);
      if (!attempt.current || attempt.current.body !== serialized) attempt.current = { body: serialized, key: crypto.randomUUID() };
      const made = await client.fetch('createAdminTransfer', { body, headers: { [IDEMPOTENCY_HEADER]: attempt.current.key } });
      attempt.current = null;
      void revalidateLists(apiPath('adminTransfers'));
      void revalidateLists(apiPath('adminMovements'));
      void mutate((key) => typeof key === 'string' && key.startsWith(apiPath('adminAccounts')));
      void mutate(balanceKey);
      void mutate(organizationKeys.economy);
      return made;
    },
    [client, mutate, revalidateLists],
  );
}

/** Movements per page of the 'transactions' tab. */
export const MOVEMENTS_PAGE_SIZE = 30;

/** The tab's filters (docs/decisions/0033): type, the member on either side, period, and days `from` … `to` (`YYYY-MM-DD`) in the viewer's time zone. */
export interface MovementFilters {
  type?: TransactionType | undefined;
  userId?: number | undefined;
  periodId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The viewer's IANA time zone (the day range is read in it), UTC when the runtime knows none. */
function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The query string of `filters` (empty ones left out) with the viewer's time zone when a day is set. */
function movementsQuery(filters: MovementFilters, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...filters, ...extra })) if (v !== undefined && v !== '') params.set(k, String(v));
  if (filters.from || filters.to) params.set('timeZone', viewerTimeZone());
  return params.toString();
}

/** What {@link useMovements} returns: the loaded rows, newest first, and the paging state. */
export interface MovementsState extends PagedListState {
  items: Movement[];
}

/**
 * Every movement of the community matching `filters`, newest first (SPEC §1 'Administrators manage
 * … transactions'; DOMAIN §6.2; docs/decisions/0033): GET /api/admin/movements (admins),
 * {@link MOVEMENTS_PAGE_SIZE} a page, filtered and paged on the server.
 */
export function useMovements(filters: MovementFilters): MovementsState {
  const query = movementsQuery(filters, { limit: MOVEMENTS_PAGE_SIZE });
  const getKey = useCallback(
    (index: number, previous: MovementsPage | null): string | null => {
      const base = `${apiPath('adminMovements')}?${query}`;
      if (index === 0) return base;
      return previous?.nextCursor ? `${base}&cursor=${encodeURIComponent(previous.nextCursor)}` : null;
    },
    [query],
  );
  const { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload } = useCursorPages<Movement, MovementsPage>(getKey);
  return { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload };
}

/** URL of the filtered movements as an .xlsx file (GET /api/admin/movements/export), headers in `lang`; a plain link downloads it. */
export function movementsExportPath(filters: MovementFilters, lang: 'ru' | 'en'): string {
  return `${API_PREFIX}${adminTransactionFileRoutes.exportMovements.path}?${movementsQuery(filters, { lang })}`;
}

/** A member's balances in the active period (GET /api/admin/accounts?userId=), for the transfer dialog; no request while `userId` is null. */
export function useAdminAccounts(userId: number | null): SWRResponse<AdminMemberAccounts, ApiError> {
  return useApiGet<AdminMemberAccounts>(userId === null ? null : `${apiPath('adminAccounts')}?userId=${userId}`);
}

/** Reads again what a transfer changes: the movements, the transfers to many, the balance and the points handed out. */
function useAfterTransfer(): () => void {
  const { mutate } = useSWRConfig();
  const revalidateLists = useRevalidateLists();
  return useCallback(() => {
    void revalidateLists(apiPath('adminMovements'));
    void revalidateLists(apiPath('adminTransfers'));
    void mutate((key) => typeof key === 'string' && (key.startsWith(apiPath('adminBatches')) || key.startsWith(apiPath('adminAccounts'))));
    void mutate(balanceKey);
    void mutate(organizationKeys.economy);
  }, [mutate, revalidateLists]);
}

/** One idempotency key per body: a retried press of the same transfer never moves points twice. */
function useIdempotencyKey(): (body: unknown) => { key: string; done: () => void } {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return useCallback((body: unknown) => {
    const serialized = JSON.stringify(body);
    if (!attempt.current || attempt.current.body !== serialized) attempt.current = { body: serialized, key: crypto.randomUUID() };
    return {
      key: attempt.current.key,
      done: () => {
        attempt.current = null;
      },
    };
  }, []);
}

/**
 * Moves points between two member accounts (docs/decisions/0033): POST /api/admin/transfers/move
 * with an `Idempotency-Key`; resolves with the debit and the credit rows. Rejects with `ApiError`
 * (VALIDATION_ERROR by field, USER_NOT_FOUND with `details.field`, NO_ACTIVE_PERIOD,
 * INSUFFICIENT_FUNDS); nothing moves then.
 */
export function useCreateAdminMove(): (body: AdminMoveBody) => Promise<AdminTransfer[]> {
  const client = useApiClient();
  const after = useAfterTransfer();
  const keyFor = useIdempotencyKey();
  return useCallback(
    async (body: AdminMoveBody) => {
      const attempt = keyFor(body);
      const made = await client.fetch('createAdminMove', { body, headers: { [IDEMPOTENCY_HEADER]: attempt.key } });
      attempt.done();
      after();
      return made;
    },
    [client, after, keyFor],
  );
}

/**
 * A transfer from the community to many (docs/decisions/0033): POST /api/admin/transfer-batches
 * with an `Idempotency-Key`, at once or with `executeAt`. Rejects with `ApiError`
 * (VALIDATION_ERROR by field, USER_NOT_FOUND, NO_ACTIVE_PERIOD, NO_RECIPIENTS, SCHEDULE_OUT_OF_RANGE).
 */
export function useCreateAdminBatch(): (body: AdminBatchBody) => Promise<AdminBatch> {
  const client = useApiClient();
  const after = useAfterTransfer();
  const keyFor = useIdempotencyKey();
  return useCallback(
    async (body: AdminBatchBody) => {
      const attempt = keyFor(body);
      const made = await client.fetch('createAdminBatch', { body, headers: { [IDEMPOTENCY_HEADER]: attempt.key } });
      attempt.done();
      after();
      return made;
    },
    [client, after, keyFor],
  );
}

/** The transfers to many, newest first (GET /api/admin/transfer-batches), the first {@link ADMIN_BATCHES_SHOWN}. */
export const ADMIN_BATCHES_SHOWN = 20;
export function useAdminBatches(): SWRResponse<AdminBatchesPage, ApiError> {
  return useApiGet<AdminBatchesPage>(`${apiPath('adminBatches')}?limit=${ADMIN_BATCHES_SHOWN}`);
}

/** Cancels a scheduled transfer to many before it runs (POST /api/admin/transfer-batches/cancel); rejects with BATCH_NOT_CANCELLABLE once it ran. */
export function useCancelAdminBatch(): (id: number) => Promise<AdminBatch> {
  const client = useApiClient();
  const after = useAfterTransfer();
  return useCallback(
    async (id: number) => {
      const batch = await client.fetch('cancelAdminBatch', { body: { id } });
      after();
      return batch;
    },
    [client, after],
  );
}
