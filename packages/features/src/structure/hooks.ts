import { useCallback, useMemo } from 'react';
import { useSWRConfig, type SWRResponse } from 'swr';
import { API_PREFIX, peopleFileRoutes } from '@gratia/contracts';
import type {
  AdminEmployee,
  AdminEmployeesPage,
  CreateDivisionBody,
  CreateEmployeeBody,
  CreateSubsidiaryBody,
  Division,
  EmployeeImportPreview,
  EmployeeImportResult,
  EmployeeSort,
  EmployeeState,
  EmployeeStatus,
  GrantRoleBody,
  RoleChange,
  RoleChangesPage,
  RoleGrant,
  RoleGrantsResponse,
  SubsidiariesResponse,
  Subsidiary,
  UpdateDivisionBody,
  UpdateEmployeeBody,
  UpdateSubsidiaryBody,
} from '@gratia/contracts';
import { apiPath, useApiClient, useApiGet, useCursorPages, useRevalidateLists, type ApiError, type PagedListState, type UploadOptions } from '../api/index.ts';
import type { Language } from '../i18n/index.ts';
import { organizationKeys } from '../organization/index.ts';
import { divisionsKey } from '../people/index.ts';
import { profileKeys } from '../profile/index.ts';

/** Rows of one page of the employee table (SPEC §2 Organization settings 'structure'). */
export const EMPLOYEE_PAGE_SIZE = 25;
/** Entries of one page of the roles log. */
export const ROLE_LOG_PAGE_SIZE = 30;

/** What {@link useAdminEmployees} reads: the table's search, filters, sort and page. */
export interface EmployeeTableParams {
  /** Search text ('' for everyone): every word anywhere in a name, nickname, Telegram, e-mail… (hidden fields too). */
  q: string;
  /** Only this division and the divisions under it. */
  divisionId?: number | undefined;
  /** Only this work status. */
  status?: EmployeeStatus | undefined;
  /** Only this state; undefined for everyone (active, fired and blocked). */
  state?: EmployeeState | undefined;
  sort: EmployeeSort;
  order: 'asc' | 'desc';
  /** 1-based page of {@link EMPLOYEE_PAGE_SIZE} rows. */
  page: number;
}

/** swr key (= API path) of one page of the employee table: GET /api/admin/employees?…&pageSize=25. */
export function adminEmployeesKey(params: EmployeeTableParams): string {
  return apiPath('adminEmployees', {
    q: params.q.trim(),
    divisionId: params.divisionId,
    status: params.status,
    state: params.state,
    sort: params.sort,
    order: params.order,
    page: params.page,
    pageSize: EMPLOYEE_PAGE_SIZE,
  });
}

/**
 * One page of the admins' employee table (GET /api/admin/employees, SPEC §2 Organization
 * settings 'structure … employees'): sorted, filtered and paged on the server, with the total.
 * While the next page or filter loads, the previous page stays (`isValidating` says so).
 */
export function useAdminEmployees(params: EmployeeTableParams): SWRResponse<AdminEmployeesPage, ApiError> {
  return useApiGet<AdminEmployeesPage>(adminEmployeesKey(params), { keepPreviousData: true });
}

/** API paths of the lists a change of the structure makes stale. */
const EMPLOYEES_PATH = apiPath('adminEmployees');
const DIRECTORY_PATH = apiPath('directory');

/** Fetches again every cached page of the employee table, the divisions (their counts) and the directory. */
function useRefreshStructure(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  const revalidateLists = useRevalidateLists();
  return useCallback(async () => {
    await Promise.all([
      mutate((key) => typeof key === 'string' && (key === EMPLOYEES_PATH || key.startsWith(`${EMPLOYEES_PATH}?`))),
      mutate(divisionsKey),
      revalidateLists(DIRECTORY_PATH),
    ]);
  }, [mutate, revalidateLists]);
}

/** What {@link useDivisionActions} returns; each call rejects with {@link ApiError}. */
export interface DivisionActions {
  /** POST /api/divisions: a new division (at the top level when `parentId` is null). */
  create: (body: CreateDivisionBody) => Promise<Division>;
  /** PATCH /api/divisions?id=: rename and/or move; 409 DIVISION_CYCLE under itself or a descendant. */
  update: (id: number, body: UpdateDivisionBody) => Promise<Division>;
  /** DELETE /api/divisions?id=: 409 DIVISION_NOT_EMPTY while it has members or sub-divisions. */
  remove: (id: number) => Promise<void>;
}

/** Changes of the divisions tree (SPEC §2 'structure … divisions'); after each, the tree, the employee table and the directory are fetched again. */
export function useDivisionActions(): DivisionActions {
  const client = useApiClient();
  const refresh = useRefreshStructure();
  return useMemo(
    () => ({
      create: async (body) => {
        const created = await client.fetch('createDivision', { body });
        await refresh();
        return created;
      },
      update: async (id, body) => {
        const saved = await client.fetch('updateDivision', { query: { id }, body });
        await refresh();
        return saved;
      },
      remove: async (id) => {
        await client.fetch('deleteDivision', { query: { id } });
        await refresh();
      },
    }),
    [client, refresh],
  );
}

/** What {@link useEmployeeActions} returns; each call resolves with the saved employee and rejects with {@link ApiError}. */
export interface EmployeeActions {
  /** POST /api/admin/employees (hire): 409 EMPLOYEE_EXISTS, 409 CONTACT_TAKEN (`details.field`), 400 per field. */
  create: (body: CreateEmployeeBody) => Promise<AdminEmployee>;
  /** PATCH /api/admin/employees?id= (edit, move with `divisionId`): 409 CONTACT_TAKEN, 400 per field. */
  update: (id: number, body: UpdateEmployeeBody) => Promise<AdminEmployee>;
  /** POST /api/admin/employees/fire?id= from `firedOn` (YYYY-MM-DD); null takes the firing back. 409 SELF_ACTION for oneself. */
  fire: (id: number, firedOn: string | null) => Promise<AdminEmployee>;
  /** POST /api/admin/employees/block?id=: block or unblock. 409 SELF_ACTION for oneself. */
  block: (id: number, blocked: boolean) => Promise<AdminEmployee>;
}

/** Changes of employees (SPEC §4 Employee fire, block, move); after each, the table, the divisions' counts and the directory are fetched again. */
export function useEmployeeActions(): EmployeeActions {
  const client = useApiClient();
  const refresh = useRefreshStructure();
  return useMemo(() => {
    const after = async (saved: Promise<AdminEmployee>) => {
      const employee = await saved;
      await refresh();
      return employee;
    };
    return {
      create: (body) => after(client.fetch('createEmployee', { body })),
      update: (id, body) => after(client.fetch('updateEmployee', { query: { id }, body })),
      fire: (id, firedOn) => after(client.fetch('fireEmployee', { query: { id }, body: { firedOn } })),
      block: (id, blocked) => after(client.fetch('blockEmployee', { query: { id }, body: { blocked } })),
    };
  }, [client, refresh]);
}

/** What an export of the employee table keeps of it: the search, filters and sort (no page). */
export type EmployeeExportParams = Omit<EmployeeTableParams, 'page'>;

/** `API_PREFIX + path` with the query's non-empty values. */
function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `${API_PREFIX}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * URL of the employee table as an .xlsx file (GET /api/admin/employees/export, docs/decisions/0024):
 * the table's `params` (search, division, work status, state, sort), headers and labels in `lang`.
 * A plain link downloads it (the server names it "Сотрудники YYYY-MM-DD.xlsx").
 */
export function employeesExportPath(params: EmployeeExportParams, lang: Language): string {
  return withQuery(peopleFileRoutes.exportEmployees.path, {
    q: params.q.trim(),
    divisionId: params.divisionId,
    status: params.status,
    state: params.state,
    sort: params.sort,
    order: params.order,
    lang,
  });
}

/** URL of the blank import template in `lang` (GET /api/admin/employees/import/template): the header row the import reads. */
export function employeeTemplatePath(lang: Language): string {
  return withQuery(peopleFileRoutes.employeeFileTemplate.path, { lang });
}

/** What {@link useEmployeeImport} returns; each call rejects with {@link ApiError} (or an AbortError). */
export interface EmployeeImport {
  /** POST /api/admin/employees/import/preview with `file` (multipart): every row's action and errors; writes nothing. */
  preview: (file: File, options?: UploadOptions) => Promise<EmployeeImportPreview>;
  /**
   * POST /api/admin/employees/import with the same `file`: all rows or none (422 IMPORT_ROWS_INVALID
   * when a row has errors). After it, the employee table, the divisions and the directory are fetched again.
   */
  run: (file: File, options?: UploadOptions) => Promise<EmployeeImportResult>;
}

/** Import of employees from an .xlsx or .csv file (SPEC §2 Organization settings 'structure … employees'; docs/decisions/0024). */
export function useEmployeeImport(): EmployeeImport {
  const client = useApiClient();
  const refresh = useRefreshStructure();
  return useMemo(() => {
    const send = <T>(path: string, file: File, options?: UploadOptions) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return client.upload<T>(`${API_PREFIX}${path}`, body, options);
    };
    return {
      preview: (file, options) => send<EmployeeImportPreview>(peopleFileRoutes.previewEmployeeImport.path, file, options),
      run: async (file, options) => {
        const result = await send<EmployeeImportResult>(peopleFileRoutes.importEmployees.path, file, options);
        await refresh();
        return result;
      },
    };
  }, [client, refresh]);
}

/** swr key (= API path) of the role grants: GET /api/admin/roles. */
export const roleGrantsKey = apiPath('roleGrants');

/** Every role of the organization (GET /api/admin/roles, SPEC §6), by role then name. */
export function useRoleGrants(): SWRResponse<RoleGrantsResponse, ApiError> {
  return useApiGet<RoleGrantsResponse>(roleGrantsKey);
}

/** swr-infinite key getter of the roles log (GET /api/admin/roles/log, newest first, cursor pages of {@link ROLE_LOG_PAGE_SIZE}). */
export function roleChangesPageKey(index: number, previous: RoleChangesPage | null): string | null {
  if (previous && !previous.nextCursor) return null;
  return apiPath('roleChanges', { limit: ROLE_LOG_PAGE_SIZE, cursor: index === 0 ? undefined : (previous?.nextCursor ?? undefined) });
}

/** What {@link useRoleChanges} returns. */
export interface RoleChangesState extends PagedListState {
  items: RoleChange[];
}

/** The roles log (SPEC §6): who granted or revoked which role of whom, newest first, loaded page by page. */
export function useRoleChanges(): RoleChangesState {
  const { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload } = useCursorPages<RoleChange, RoleChangesPage>(roleChangesPageKey);
  return { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload };
}

/** What {@link useRoleActions} returns; each call rejects with {@link ApiError}. */
export interface RoleActions {
  /** POST /api/admin/roles: 409 ROLE_EXISTS, 404 USER_NOT_FOUND; `divisionId` only for a manager. */
  grant: (body: GrantRoleBody) => Promise<RoleGrant>;
  /** DELETE /api/admin/roles?id=: 409 SELF_ACTION for one's own 'A'. */
  revoke: (id: number) => Promise<void>;
}

/** Granting and revoking roles (SPEC §6); after each, the grants and the log are fetched again. */
export function useRoleActions(): RoleActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const revalidateLists = useRevalidateLists();
  return useMemo(() => {
    const refresh = () => Promise.all([mutate(roleGrantsKey), revalidateLists(apiPath('roleChanges'))]);
    return {
      grant: async (body) => {
        const granted = await client.fetch('grantRole', { body });
        await refresh();
        return granted;
      },
      revoke: async (id) => {
        await client.fetch('revokeRole', { query: { id } });
        await refresh();
      },
    };
  }, [client, mutate, revalidateLists]);
}

/** swr key (= API path) of the subsidiaries: GET /api/subsidiaries. */
export const subsidiariesKey = apiPath('subsidiaries');

/**
 * The subsidiaries of the admin's organization (GET /api/subsidiaries; SPEC §2 Organization
 * settings 'structure (employees, divisions, subsidiaries)'; docs/decisions/0027): `{ parent,
 * items }` — `parent` null for a root community, whose `items` are its subsidiaries by name (name,
 * logo, active members, administrators, whether the caller is a member, invite key, created);
 * for a subsidiary, the root it belongs to, and `items` empty.
 */
export function useSubsidiaries(): SWRResponse<SubsidiariesResponse, ApiError> {
  return useApiGet<SubsidiariesResponse>(subsidiariesKey);
}

/**
 * Creates a subsidiary of the admin's root community (POST /api/subsidiaries with `{ name, adminId?,
 * copyBranding }`; docs/decisions/0027): resolves with the new {@link Subsidiary}, then fetches the
 * subsidiaries again, and the caller's communities and profile (the caller becomes a member of the
 * new one, so the organization switch offers it). Rejects with {@link ApiError}: 409
 * SUBSIDIARY_OF_SUBSIDIARY, 404 USER_NOT_FOUND (`adminId`), 409 ORGANIZATION_NAME_TAKEN (`name`),
 * 400 VALIDATION_ERROR.
 */
export function useCreateSubsidiary(): (body: CreateSubsidiaryBody) => Promise<Subsidiary> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: CreateSubsidiaryBody) => {
      const created = await client.fetch('createSubsidiary', { body });
      await Promise.all([mutate(subsidiariesKey), mutate(organizationKeys.mine), mutate(profileKeys.me)]);
      return created;
    },
    [client, mutate],
  );
}

/**
 * Renames a subsidiary (PATCH /api/subsidiaries?id= with `{ name }`; docs/decisions/0027):
 * resolves with the saved {@link Subsidiary}, then fetches the subsidiaries and the caller's
 * communities again (the switch lists it by name). Rejects with {@link ApiError}: 404 NOT_FOUND,
 * 409 ORGANIZATION_NAME_TAKEN, 400 VALIDATION_ERROR on `name`.
 */
export function useUpdateSubsidiary(): (id: number, body: UpdateSubsidiaryBody) => Promise<Subsidiary> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, body: UpdateSubsidiaryBody) => {
      const saved = await client.fetch('updateSubsidiary', { query: { id }, body });
      await Promise.all([mutate(subsidiariesKey), mutate(organizationKeys.mine)]);
      return saved;
    },
    [client, mutate],
  );
}
