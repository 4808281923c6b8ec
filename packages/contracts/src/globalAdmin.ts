/**
 * The global admin (SPEC §1 'A global administrator can create root communities and emit thanks',
 * §2 /global_admin, §6 'The global admin area creates root communities and employees, sets
 * periods, emits thanks and assigns Telegram groups'; DOMAIN §6.5): what a superuser does across
 * every community — list and create communities, hire employees, set periods, emit points, assign
 * Telegram groups — and the audit log of those actions (docs/decisions/0034).
 */
import { z } from 'zod';
import { Amount, Cursor, Id, IdParam, IntParam, SafeText, Timestamp, IsoDate, PointsTotal, page, typeError } from './common.ts';
import { ORGANIZATION_NAME_MAX_LENGTH } from './organization.ts';
import { Email } from './people.ts';
import { PERSON_NAME_MAX_LENGTH } from './peopleValues.ts';
import { UserSummary } from './profile.ts';

/** A community as the global admin lists it: a root (`parent` null) or a subsidiary of one. */
export const GlobalCommunity = z
  .object({
    id: Id,
    name: z.string(),
    /** The root it belongs to; null for a root community. */
    parent: z.object({ id: Id, name: z.string() }).nullable(),
    /** Active members (fired and blocked ones not counted). */
    members: z.number().int().nonnegative(),
    /** Its administrators (role 'A') among the active members, by name. */
    admins: z.array(UserSummary),
    /** The active period's days (`YYYY-MM-DD`), or null when none is active. */
    activePeriod: z.object({ startDate: IsoDate, endDate: IsoDate }).nullable(),
    createdAt: Timestamp,
  })
  .meta({ id: 'GlobalCommunity' });
export type GlobalCommunity = z.infer<typeof GlobalCommunity>;

/** Most characters of a community search. */
export const COMMUNITY_SEARCH_MAX_LENGTH = 100;

/**
 * GET /api/global/communities — every community, each root followed by its subsidiaries (roots by
 * name, subsidiaries by name under theirs); `q` keeps those whose name contains it (any case).
 * Offset pages: `page` 1-based, `pageSize` 1 … 100 (default 25), `total` the matches.
 */
export const GlobalCommunitiesQuery = z.object({
  q: SafeText(COMMUNITY_SEARCH_MAX_LENGTH, { min: 0 }).optional(),
  page: IntParam(1, 100_000).default(1),
  pageSize: IntParam(1, 100).default(25),
});
export type GlobalCommunitiesQuery = z.input<typeof GlobalCommunitiesQuery>;
export const GlobalCommunitiesPage = z
  .object({ items: z.array(GlobalCommunity), total: z.number().int().nonnegative(), page: z.number().int(), pageSize: z.number().int() })
  .meta({ id: 'GlobalCommunitiesPage' });
export type GlobalCommunitiesPage = z.infer<typeof GlobalCommunitiesPage>;

/**
 * The first administrator of a new root community: an account found by `email` (case-insensitive),
 * or — when nobody has that e-mail — a new person with it and `firstName` and `surname` (then both
 * are required: 400 on the missing one with `validation.required`).
 */
export const FirstAdmin = z.object({
  email: Email,
  firstName: SafeText(PERSON_NAME_MAX_LENGTH, { min: 0 }).optional(),
  surname: SafeText(PERSON_NAME_MAX_LENGTH, { min: 0 }).optional(),
});
export type FirstAdmin = z.input<typeof FirstAdmin>;

/**
 * POST /api/global/communities — create a root community named `name` (trimmed, 1 …
 * {@link ORGANIZATION_NAME_MAX_LENGTH}) with its first administrator ({@link FirstAdmin}), who joins it
 * with role 'A'. Errors: 409 ORGANIZATION_NAME_TAKEN (`details.field` 'name') when another root
 * community has the name (any case); 400 VALIDATION_ERROR naming `name`, `admin.email`,
 * `admin.firstName` or `admin.surname`. Answers the community as the list shows it.
 */
export const CreateRootCommunityBody = z.object({
  name: SafeText(ORGANIZATION_NAME_MAX_LENGTH),
  admin: FirstAdmin,
});
export type CreateRootCommunityBody = z.input<typeof CreateRootCommunityBody>;

/** `?organizationId=` of the community a global admin call acts on; 404 NOT_FOUND when there is none. */
export const GlobalCommunityQuery = z.object({ organizationId: IdParam });
export type GlobalCommunityQuery = z.infer<typeof GlobalCommunityQuery>;

/** `?organizationId=&id=`: one object (a period, a Telegram group) of a community; another community's is 404 NOT_FOUND. */
export const GlobalCommunityObjectQuery = z.object({ organizationId: IdParam, id: IdParam });
export type GlobalCommunityObjectQuery = z.infer<typeof GlobalCommunityObjectQuery>;

/** Most characters of a member search in the emission's picker. */
export const MEMBER_SEARCH_MAX_LENGTH = 100;

/** GET /api/global/members?organizationId=&q= — up to 20 active members of the community whose name, nickname or e-mail contains `q`. */
export const GlobalMembersQuery = z.object({
  organizationId: IdParam,
  q: SafeText(MEMBER_SEARCH_MAX_LENGTH, { min: 0 }).optional(),
});
export type GlobalMembersQuery = z.input<typeof GlobalMembersQuery>;
export const GlobalMembersResponse = z.object({ items: z.array(UserSummary) }).meta({ id: 'GlobalMembersResponse' });
export type GlobalMembersResponse = z.infer<typeof GlobalMembersResponse>;

/** Most characters of an emission's reason (it is the message of each transaction it makes). */
export const EMISSION_REASON_MAX_LENGTH = 500;

/**
 * POST /api/global/emissions (Idempotency-Key required) — emit thanks: `amount` new points (1 …
 * 1,000,000) into the received points of member `userId` of community `organizationId`, or, without
 * `userId`, of every active member there; `reason` (1 … {@link EMISSION_REASON_MAX_LENGTH}) is the
 * message each of them sees. Errors: 404 NOT_FOUND (no such community), 404 USER_NOT_FOUND (not an
 * active member, or nobody active for a whole-community emission), 409 NO_ACTIVE_PERIOD, 409
 * IDEMPOTENCY_CONFLICT (the key was used with another request). A repeated request answers the
 * first one's result.
 */
export const CreateEmissionBody = z.object({
  organizationId: Id,
  userId: Id.optional(),
  amount: Amount,
  reason: SafeText(EMISSION_REASON_MAX_LENGTH),
});
export type CreateEmissionBody = z.input<typeof CreateEmissionBody>;

/** What an emission did: how many members got `amount` points each, `total` of them, in which period. */
export const Emission = z
  .object({
    organizationId: Id,
    periodId: Id,
    /** The one member it went to; null when it went to every active member. */
    userId: Id.nullable(),
    recipients: z.number().int().nonnegative(),
    amount: PointsTotal,
    total: PointsTotal,
    reason: z.string(),
    /** The audit log entry that records it. */
    auditId: Id,
    createdAt: Timestamp,
  })
  .meta({ id: 'Emission' });
export type Emission = z.infer<typeof Emission>;

/** The actions of a superuser the audit log records (docs/decisions/0034). */
export const AUDIT_ACTIONS = [
  'community_created',
  'employee_created',
  'period_created',
  'period_deleted',
  'emission',
  'telegram_group_created',
  'telegram_group_updated',
  'telegram_group_deleted',
] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS, { error: typeError('validation.invalid') });
export type AuditAction = z.infer<typeof AuditAction>;

/** A value of an audit entry's details: text, a number, a flag or nothing (never a secret). */
export const AuditDetailValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AuditDetailValue = z.infer<typeof AuditDetailValue>;

/** One superuser action: who did it and when, what, in which community, on what, with what. */
export const AuditEntry = z
  .object({
    id: Id,
    actor: UserSummary,
    action: AuditAction,
    /** The community acted on (for a created community, the new one); null when it was since removed. */
    organization: z.object({ id: Id, name: z.string() }).nullable(),
    /** The id of what was acted on (a member, a period, a Telegram group, the community); null for a whole-community emission. */
    targetId: z.number().int().nullable(),
    /** What was acted on, in the words of that moment: a name, dates, an amount and reason. */
    details: z.record(z.string(), AuditDetailValue),
    createdAt: Timestamp,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

/** GET /api/global/audit — newest first, cursor pages (`limit` 1 … 100, default 20); filters by community and action. */
export const AuditQuery = z.object({
  organizationId: IdParam.optional(),
  action: AuditAction.optional(),
  cursor: Cursor.optional(),
  limit: IntParam(1, 100).default(20),
});
export type AuditQuery = z.input<typeof AuditQuery>;
export const AuditPage = page(AuditEntry).meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof AuditPage>;
