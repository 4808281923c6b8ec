/**
 * The organization overview an admin opens first (SPEC §2 /organization_administration/{id};
 * DOMAIN §6.1), in a file of its own: the web app reads these types only, so no screen that
 * validates with the organization's schemas carries this one.
 */
import { z } from 'zod';
import { Id, IdParam, IsoDate, PointsTotal } from './common.ts';

/** `?id=` of the organization GET /api/organization/overview describes: the admin's current organization. */
export const OrganizationIdQuery = z.object({ id: IdParam });
export type OrganizationIdQuery = z.infer<typeof OrganizationIdQuery>;

/** A count of things (members, divisions, thanks …): a whole number ≥ 0. */
const Count = z.number().int().nonnegative();

/** A period as the overview names it (SPEC §3 Period): its UTC calendar days and the points each member gets at its start. */
const OverviewPeriod = z.object({
  id: Id,
  /** First day, `YYYY-MM-DD` (UTC). */
  startDate: IsoDate,
  /** Last day, `YYYY-MM-DD` (UTC): the period runs through the whole of it. */
  endDate: IsoDate,
  /** Points credited to every member's distribution account when the period starts. */
  accrualAmount: PointsTotal,
});

/**
 * GET /api/organization/overview?id= — the organization overview an admin opens first (SPEC §2
 * /organization_administration/{id}; DOMAIN §6.1): the community, its active period, the points in
 * circulation and what waits for someone. Admins (role 'A') of the caller's current organization
 * only (403 FORBIDDEN otherwise); an `id` other than the current organization is 404 NOT_FOUND.
 * Every amount is in points (whole numbers); every count is a number of rows.
 */
export const OrganizationOverview = z
  .object({
    /** The community itself. */
    organization: z.object({
      id: Id,
      name: z.string(),
      /** Its logo (an image URL): the community logo, else the header logo; null: none (initials are shown). */
      photo: z.string().nullable(),
      /** The root community of a subsidiary (docs/decisions/0027); null: a root community. */
      parent: z.object({ id: Id, name: z.string() }).nullable(),
      /** How many subsidiaries a root community has; 0 for a subsidiary. */
      subsidiaries: Count,
    }),
    /** Active members: neither fired (a fire date of today or earlier) nor blocked. */
    members: Count,
    /** Divisions of the community, at every depth of the tree. */
    divisions: Count,
    /** Company values members can attach to a thanks (SPEC §1 Thanks); 0: none set up yet. */
    values: Count,
    /** The active period (SPEC §4 Period 'active'), with the completed thanks sent in it; null: none is active. */
    period: OverviewPeriod.extend({
      /** Completed thanks between members in the period (as GET /api/periods counts them). */
      thanksSent: Count,
    }).nullable(),
    /** The scheduled period that starts first; null: none is scheduled. */
    nextPeriod: OverviewPeriod.nullable(),
    /** Points in circulation (SPEC §3 Accounts), in points; the first three are 0 without an active period. */
    points: z.object({
      /** Left to give: the members' distribution accounts in the active period. */
      toGive: PointsTotal,
      /** Received: the members' income accounts in the active period. */
      received: PointsTotal,
      /** Held for a controller's approval: the members' waiting accounts in the active period (docs/decisions/0023). */
      waiting: PointsTotal,
      /** Handed to members so far, over every period: accruals, starting balances and admin credits (as the general settings report it). */
      disbursed: PointsTotal,
    }),
    /** Thanks waiting for a controller's approval (status 'waiting'; /approvals). */
    waitingThanks: Count,
  })
  .meta({ id: 'OrganizationOverview' });
export type OrganizationOverview = z.infer<typeof OrganizationOverview>;
