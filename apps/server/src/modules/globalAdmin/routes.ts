/** Routes of the global admin (SPEC §2 /global_admin, §6; DOMAIN §6.5; docs/decisions/0034). */
import type { Db } from '../../db/client.ts';
import type { Handlers } from '../../http/routing.ts';
import { listDivisionTree } from '../people/index.ts';
import type { PeriodJobs } from '../periods/index.ts';
import { listTelegramGroups } from '../telegramGroups/index.ts';
import { auditPage, getCommunity, listCommunities, listMembers } from './queries.ts';
import {
  communityPeriods,
  createCommunityPeriod,
  createCommunityTelegramGroup,
  createRootCommunity,
  deleteCommunityPeriod,
  deleteCommunityTelegramGroup,
  emit,
  hireEmployee,
  updateCommunityTelegramGroup,
} from './service.ts';

type GlobalAdminRoute =
  | 'globalCommunities'
  | 'createRootCommunity'
  | 'globalDivisions'
  | 'globalCreateEmployee'
  | 'globalMembers'
  | 'globalPeriods'
  | 'globalCreatePeriod'
  | 'globalDeletePeriod'
  | 'createEmission'
  | 'globalTelegramGroups'
  | 'globalCreateTelegramGroup'
  | 'globalUpdateTelegramGroup'
  | 'globalDeleteTelegramGroup'
  | 'globalAudit';

/**
 * Every route `superuser: true` in the table (403 FORBIDDEN before the input is read for anyone
 * without the flag). The community is named in the query (`organizationId`) or the emission's body;
 * an unknown one is 404 NOT_FOUND, another community's period or group is 404 too.
 * GET /global/communities → GlobalCommunitiesPage; POST → GlobalCommunity (409 ORGANIZATION_NAME_TAKEN).
 * GET /global/divisions, /global/members, /global/periods, /global/telegram-groups → the community's.
 * POST /global/employees, /global/periods, /global/telegram-groups; PATCH / DELETE of groups,
 * DELETE of periods: the owning module's rules and errors. POST /global/emissions (Idempotency-Key)
 * → Emission. GET /global/audit → AuditPage. Every write adds its audit line in its transaction.
 */
export function globalAdminHandlers(db: Db, jobs?: PeriodJobs): Pick<Handlers, GlobalAdminRoute> {
  return {
    globalCommunities: async ({ query }) => listCommunities(db, query),
    createRootCommunity: async ({ auth, body }) => createRootCommunity(db, auth.userId, body),
    globalDivisions: async ({ query }) => {
      await getCommunity(db, query.organizationId);
      return { items: await listDivisionTree(db, query.organizationId) };
    },
    globalCreateEmployee: async ({ auth, query, body }) => hireEmployee(db, auth.userId, query.organizationId, body),
    globalMembers: async ({ query }) => listMembers(db, query.organizationId, query.q),
    globalPeriods: async ({ query }) => communityPeriods(db, query.organizationId),
    globalCreatePeriod: async ({ auth, query, body }) => createCommunityPeriod(db, auth.userId, query.organizationId, body, jobs),
    globalDeletePeriod: async ({ auth, query }) => {
      await deleteCommunityPeriod(db, auth.userId, query.organizationId, query.id);
      return { ok: true as const };
    },
    createEmission: async ({ auth, body, headers }) => emit(db, auth.userId, body, headers['idempotency-key']),
    globalTelegramGroups: async ({ query }) => {
      await getCommunity(db, query.organizationId);
      return { items: await listTelegramGroups(db, query.organizationId) };
    },
    globalCreateTelegramGroup: async ({ auth, query, body }) => createCommunityTelegramGroup(db, auth.userId, query.organizationId, body),
    globalUpdateTelegramGroup: async ({ auth, query, body }) => updateCommunityTelegramGroup(db, auth.userId, query.organizationId, query.id, body),
    globalDeleteTelegramGroup: async ({ auth, query }) => {
      await deleteCommunityTelegramGroup(db, auth.userId, query.organizationId, query.id);
      return { ok: true as const };
    },
    globalAudit: async ({ query }) => auditPage(db, query),
  };
}
