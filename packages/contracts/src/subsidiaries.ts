/**
 * Subsidiaries: the child communities of a root community (SPEC §2 Organization settings
 * 'structure (employees, divisions, subsidiaries)'; docs/decisions/0027). A subsidiary is a
 * community of its own — its members, divisions, roles, periods and ledger — created and named
 * by the admins of its root; its members switch to it with the organization change (SPEC §4).
 * One level only: a subsidiary has no subsidiaries.
 */
import { z } from 'zod';
import { Id, IdParam, SafeText, Timestamp } from './common.ts';
import { ORGANIZATION_NAME_MAX_LENGTH } from './organization.ts';
import { UserSummary } from './profile.ts';

/** A subsidiary as its root's structure tab lists it. */
export const Subsidiary = z
  .object({
    id: Id,
    /** 1 … {@link ORGANIZATION_NAME_MAX_LENGTH} characters; unique among the root and its subsidiaries. */
    name: z.string(),
    /** Its community logo (an image URL); null: none. */
    photo: z.string().nullable(),
    /** Its active members (fired and blocked ones not counted). */
    members: z.number().int().nonnegative(),
    /** Its administrators (role 'A'), by name. */
    admins: z.array(UserSummary),
    /** Whether the caller is an active member of it (then the organization switch offers it). */
    isMember: z.boolean(),
    /** Its invite key (SPEC §2 /community/invite): who signs in with it joins the subsidiary. */
    sharedKey: z.string(),
    createdAt: Timestamp,
  })
  .meta({ id: 'Subsidiary' });
export type Subsidiary = z.infer<typeof Subsidiary>;

/**
 * GET /api/subsidiaries (admins) — the subsidiaries of the caller's organization, by name, and its
 * parent: null for a root community; for a subsidiary, the root it belongs to (and `items` is empty,
 * a subsidiary has none).
 */
export const SubsidiariesResponse = z
  .object({
    parent: z.object({ id: Id, name: z.string() }).nullable(),
    items: z.array(Subsidiary),
  })
  .meta({ id: 'SubsidiariesResponse' });
export type SubsidiariesResponse = z.infer<typeof SubsidiariesResponse>;

/**
 * POST /api/subsidiaries (admins of a root community) — create a subsidiary named `name` whose first
 * administrator is `adminId` (an active member of the root; the caller when omitted). The caller and
 * the first administrator become its members with role 'A'; it takes the root's settings (bonus
 * name, limits, anonymity, cancel time, lifetimes), company values and, with `copyBranding`, colours
 * and logos; when the root has an active period, it gets a period with the same dates and accrual,
 * active at once. Errors: 409 SUBSIDIARY_OF_SUBSIDIARY (the caller's organization is itself a
 * subsidiary), 404 USER_NOT_FOUND (`adminId` not an active member), 409 ORGANIZATION_NAME_TAKEN
 * (`details.field` 'name') when the root or one of its subsidiaries has it.
 */
export const CreateSubsidiaryBody = z.object({
  name: SafeText(ORGANIZATION_NAME_MAX_LENGTH),
  adminId: Id.optional(),
  copyBranding: z.boolean().default(true),
});
export type CreateSubsidiaryBody = z.input<typeof CreateSubsidiaryBody>;

/** PATCH /api/subsidiaries?id= (admins of its root) — rename; 404 NOT_FOUND for another root's; 409 ORGANIZATION_NAME_TAKEN as on create. */
export const UpdateSubsidiaryBody = z.object({ name: SafeText(ORGANIZATION_NAME_MAX_LENGTH) });
export type UpdateSubsidiaryBody = z.infer<typeof UpdateSubsidiaryBody>;

/** `?id=` of a subsidiary. */
export const SubsidiaryIdQuery = z.object({ id: IdParam });
