/**
 * Roles of a community and who may do what (SPEC §6; DOMAIN §6.4; docs/decisions/0021): the
 * grants an admin makes and takes back, their log, and the permission matrix the roles tab shows.
 */
import { z } from 'zod';
import { Cursor, Id, IdParam, IntParam, Timestamp } from './common.ts';
import { DivisionRef, UserSummary } from './profile.ts';

/** Privileged roles of a community: 'A' administrator, 'M' manager, 'C' controller (SPEC §6). */
export const ROLE_CODES = ['A', 'M', 'C'] as const;
export const RoleCode = z.enum(ROLE_CODES, { message: 'validation.invalid' });
export type RoleCode = z.infer<typeof RoleCode>;

/**
 * A role held by a member (SPEC §6): who, which role, and for a manager the division whose
 * members they redistribute to (null: the whole community); who granted it and when.
 */
export const RoleGrant = z
  .object({
    id: Id,
    role: RoleCode,
    user: UserSummary,
    /** A manager's division (with everything under it); null for the whole community and for other roles. */
    division: DivisionRef.nullable(),
    grantedAt: Timestamp,
    /** Null for grants made before grants were recorded (the seed's first admin). */
    grantedBy: UserSummary.nullable(),
  })
  .meta({ id: 'RoleGrant' });
export type RoleGrant = z.infer<typeof RoleGrant>;

/** GET /api/admin/roles — every role of the caller's organization, by role then name. */
export const RoleGrantsResponse = z.object({ items: z.array(RoleGrant) });
export type RoleGrantsResponse = z.infer<typeof RoleGrantsResponse>;

/**
 * POST /api/admin/roles — grant `role` to the member `userId` (an active member of the caller's
 * organization, else 404 USER_NOT_FOUND); `divisionId` only for a manager (else 400 on
 * `divisionId`), a division of the organization (else 404). 409 ROLE_EXISTS when they hold it.
 */
export const GrantRoleBody = z
  .object({ userId: Id, role: RoleCode, divisionId: Id.nullable().default(null) })
  .superRefine((v, ctx) => {
    if (v.divisionId !== null && v.role !== 'M') ctx.addIssue({ code: 'custom', path: ['divisionId'], message: 'validation.invalid' });
  });
export type GrantRoleBody = z.input<typeof GrantRoleBody>;
/** DELETE /api/admin/roles?id= — take a role back; an admin cannot take their own 'A' (409 SELF_ACTION), so a community always keeps an admin. */
export const RoleIdQuery = z.object({ id: IdParam });

/** What happened to a role. */
export const RoleChangeAction = z.enum(['grant', 'revoke']);
export type RoleChangeAction = z.infer<typeof RoleChangeAction>;
/** One entry of the roles log: who granted or revoked which role of whom, and when. */
export const RoleChange = z
  .object({
    id: Id,
    action: RoleChangeAction,
    role: RoleCode,
    user: UserSummary,
    division: DivisionRef.nullable(),
    actor: UserSummary,
    at: Timestamp,
  })
  .meta({ id: 'RoleChange' });
export type RoleChange = z.infer<typeof RoleChange>;
/** GET /api/admin/roles/log?cursor=&limit= — the log, newest first, cursor-paged. */
export const RoleChangesQuery = z.object({ cursor: Cursor.optional(), limit: IntParam(1, 100).default(30) });
export type RoleChangesQuery = z.infer<typeof RoleChangesQuery>;
export const RoleChangesPage = z.object({ items: z.array(RoleChange), nextCursor: z.string().nullable() });
export type RoleChangesPage = z.infer<typeof RoleChangesPage>;

/**
 * Who a permission belongs to: members, the three privileged roles, a market's administrators
 * (named per market by the community's admins, docs/decisions/0046), and the installation's superusers.
 */
export const PERMISSION_HOLDERS = ['user', 'M', 'C', 'marketAdmin', 'A', 'superuser'] as const;
export type PermissionHolder = (typeof PERMISSION_HOLDERS)[number];

/**
 * The permission matrix (SPEC §6 'exact permission matrix: not shown' — ours, docs/permissions.md):
 * each capability and the holders that have it. The server enforces every row (the route table's
 * `admin` and `roles` marks, and the services); the roles tab shows it. `redistribution`: a
 * manager gives points to give to colleagues (of their division when the grant names one);
 * `approvals`: controllers and admins approve or decline thanks above the approval threshold,
 * never their own (docs/decisions/0023); `challenges`: take part in colleagues' challenges (never
 * one's own); `ownChallenges`: run one with one's own points and manage and judge it (when the
 * organizer decides); `communityChallenges`: admins run them with the community's points, manage
 * every challenge of the community (the fund and its account stay the organizer's) and judge where
 * the admins decide (docs/decisions/0039); `analytics`: admins read the community's reports and
 * export them to .xlsx (docs/decisions/0041); `market`: shop in the community's markets — cart,
 * orders, cancel one's own before it is paid; `marketAdministration`: a market's administrators keep
 * its offers and categories, move its orders along the status table, read its statistics and export
 * them; `markets`: admins open and close markets and name their administrators (docs/decisions/0046). A superuser acts as an
 * admin of the communities they belong to only where they also hold 'A'.
 */
export const PERMISSION_MATRIX = [
  { capability: 'thank', holders: ['user', 'M', 'C', 'marketAdmin', 'A'] },
  { capability: 'directory', holders: ['user', 'M', 'C', 'marketAdmin', 'A'] },
  { capability: 'ownProfile', holders: ['user', 'M', 'C', 'marketAdmin', 'A'] },
  { capability: 'challenges', holders: ['user', 'M', 'C', 'marketAdmin', 'A'] },
  { capability: 'ownChallenges', holders: ['user', 'M', 'C', 'marketAdmin', 'A'] },
  { capability: 'communityChallenges', holders: ['A'] },
  { capability: 'redistribution', holders: ['M'] },
  { capability: 'approvals', holders: ['C', 'A'] },
  { capability: 'structure', holders: ['A'] },
  { capability: 'roles', holders: ['A'] },
  { capability: 'periods', holders: ['A'] },
  { capability: 'adminTransfers', holders: ['A'] },
  { capability: 'market', holders: ['user', 'M', 'C', 'marketAdmin', 'A'] },
  { capability: 'marketAdministration', holders: ['marketAdmin', 'A'] },
  { capability: 'markets', holders: ['A'] },
  { capability: 'settings', holders: ['A'] },
  { capability: 'analytics', holders: ['A'] },
  { capability: 'globalAdmin', holders: ['superuser'] },
] as const satisfies readonly { capability: string; holders: readonly PermissionHolder[] }[];
export type Capability = (typeof PERMISSION_MATRIX)[number]['capability'];
