import { IdempotencyHeaders } from './idempotency.ts';
import {
  AuditPage,
  AuditQuery,
  CreateEmissionBody,
  CreateRootCommunityBody,
  Emission,
  GlobalCommunitiesPage,
  GlobalCommunitiesQuery,
  GlobalCommunity,
  GlobalCommunityObjectQuery,
  GlobalCommunityQuery,
  GlobalMembersQuery,
  GlobalMembersResponse,
} from './globalAdmin.ts';
import { AdminEmployee, CreateEmployeeBody, DivisionsResponse } from './people.ts';
import { CreatePeriodBody, OkResponse, Period, PeriodsResponse } from './period.ts';
import { CreateTelegramGroupBody, TelegramGroup, TelegramGroupsResponse, UpdateTelegramGroupBody } from './telegramGroups.ts';

/**
 * Routes of the global admin (SPEC §2 /global_admin, §6; DOMAIN §6.5; docs/decisions/0034), spread
 * into `routes`. `superuser: true`: only a user with the superuser flag (403 FORBIDDEN for everyone
 * else, community admins included, before the input is read). A call about a community names it in
 * `?organizationId=` (or the body's `organizationId`); an unknown one is 404 NOT_FOUND, and an object
 * of another community than the one named is 404 too. Each writing call is recorded in the audit
 * log in the same database transaction.
 */
export const globalAdminRoutes = {
  globalCommunities: { method: 'GET', path: '/global/communities', auth: true, superuser: true, query: GlobalCommunitiesQuery, response: GlobalCommunitiesPage },
  createRootCommunity: { method: 'POST', path: '/global/communities', auth: true, superuser: true, body: CreateRootCommunityBody, response: GlobalCommunity },
  /** The divisions of a community, for the employee form's division picker. */
  globalDivisions: { method: 'GET', path: '/global/divisions', auth: true, superuser: true, query: GlobalCommunityQuery, response: DivisionsResponse },
  /** Hire into any community: the structure tab's rules and errors (POST /api/admin/employees), the community in the query. */
  globalCreateEmployee: {
    method: 'POST',
    path: '/global/employees',
    auth: true,
    superuser: true,
    query: GlobalCommunityQuery,
    body: CreateEmployeeBody,
    response: AdminEmployee,
  },
  globalMembers: { method: 'GET', path: '/global/members', auth: true, superuser: true, query: GlobalMembersQuery, response: GlobalMembersResponse },
  globalPeriods: { method: 'GET', path: '/global/periods', auth: true, superuser: true, query: GlobalCommunityQuery, response: PeriodsResponse },
  /** The periods tab's rules and errors (SPEC §5), the community in the query. */
  globalCreatePeriod: { method: 'POST', path: '/global/periods', auth: true, superuser: true, query: GlobalCommunityQuery, body: CreatePeriodBody, response: Period },
  /** Only a scheduled period: 409 ACTIVE_PERIOD_LOCKED ('Cannot delete active period'), PERIOD_LOCKED for a completed one. */
  globalDeletePeriod: { method: 'DELETE', path: '/global/periods', auth: true, superuser: true, query: GlobalCommunityObjectQuery, response: OkResponse },
  createEmission: { method: 'POST', path: '/global/emissions', auth: true, superuser: true, headers: IdempotencyHeaders, body: CreateEmissionBody, response: Emission },
  globalTelegramGroups: { method: 'GET', path: '/global/telegram-groups', auth: true, superuser: true, query: GlobalCommunityQuery, response: TelegramGroupsResponse },
  globalCreateTelegramGroup: {
    method: 'POST',
    path: '/global/telegram-groups',
    auth: true,
    superuser: true,
    query: GlobalCommunityQuery,
    body: CreateTelegramGroupBody,
    response: TelegramGroup,
  },
  globalUpdateTelegramGroup: {
    method: 'PATCH',
    path: '/global/telegram-groups',
    auth: true,
    superuser: true,
    query: GlobalCommunityObjectQuery,
    body: UpdateTelegramGroupBody,
    response: TelegramGroup,
  },
  globalDeleteTelegramGroup: { method: 'DELETE', path: '/global/telegram-groups', auth: true, superuser: true, query: GlobalCommunityObjectQuery, response: OkResponse },
  globalAudit: { method: 'GET', path: '/global/audit', auth: true, superuser: true, query: AuditQuery, response: AuditPage },
} as const;
