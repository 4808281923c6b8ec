/**
 * Invite links of a community (SPEC §2 /community/invite; SPEC §8 'Couldn't copy invite link';
 * DOMAIN §6.6 'Invite link flow'; docs/decisions/0032): an admin makes links — each with an optional
 * expiry, an optional number of uses and an optional division — copies them, and revokes them.
 * Whoever opens one (`/community/invite?invite=<token>`) sees the community's name and signs in with
 * the token carried (`inviteToken` of POST /api/auth/code and /api/auth/verify): a new account or an
 * existing one becomes a member of that community, in the link's division when it names one, and
 * the use is counted in the same transaction.
 */
import { z } from 'zod';
import { InviteToken } from './auth.ts';
import { Id, IdParam, isCalendarDate, Timestamp, typeError } from './common.ts';

/**
 * What a link is now, in this order: `revoked` (an admin revoked it), `usedUp` (its uses reached
 * its maximum), `expired` (its expiry has passed), else `active` — the only status that admits.
 */
export const INVITE_STATUSES = ['active', 'expired', 'usedUp', 'revoked'] as const;
export const InviteStatus = z.enum(INVITE_STATUSES);
export type InviteStatus = z.infer<typeof InviteStatus>;

/** Most uses a link may be given (a whole number 1 … this). */
export const MAX_INVITE_USES = 10_000;

/** An ISO 8601 instant with its offset: `2026-12-01T00:00:00.000+03:00` or `…Z` (hours 00–23, offsets up to ±14:00). */
const INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?(Z|[+-](0\d|1[0-4]):[0-5]\d)$/;

/** True when `text` is an instant as {@link INSTANT} on a real day ({@link isCalendarDate}: no 2026-02-30, years 1900 … 9999). */
export function isInstant(text: string): boolean {
  const m = INSTANT.exec(text);
  return m !== null && isCalendarDate(m[1] ?? '') && !Number.isNaN(Date.parse(text));
}

/**
 * When a new link stops working: an ISO 8601 instant with its offset (the client sends the start of
 * the day after the last day the admin chose, in the admin's time zone); else `validation.date`.
 * An instant that is not later than now is refused by the server (422 INVITE_EXPIRY_IN_PAST).
 */
export const InviteExpiry = z
  .string({ error: typeError('validation.date') })
  .refine(isInstant, { message: 'validation.date' })
  .meta({ format: 'date-time' });

/** An admin's invite link with its counts and status (GET /api/invite-links). */
export const InviteLink = z
  .object({
    id: Id,
    /** The secret of the link: the page `/community/invite?invite=<token>` admits with it. */
    token: z.string(),
    status: InviteStatus,
    /** People who joined the community through it. */
    uses: z.number().int().nonnegative(),
    /** How many may join through it; null: no limit. */
    maxUses: z.number().int().positive().nullable(),
    /** When it stops working; null: never. */
    expiresAt: Timestamp.nullable(),
    /** The division people who join through it are placed in; null: none (also once that division is deleted). */
    division: z.object({ id: Id, name: z.string() }).nullable(),
    createdAt: Timestamp,
    /** When an admin revoked it; null: not revoked. */
    revokedAt: Timestamp.nullable(),
  })
  .meta({ id: 'InviteLink' });
export type InviteLink = z.infer<typeof InviteLink>;

/** GET /api/invite-links (admins) — the community's links, newest first. */
export const InviteLinksResponse = z.object({ items: z.array(InviteLink) }).meta({ id: 'InviteLinksResponse' });
export type InviteLinksResponse = z.infer<typeof InviteLinksResponse>;

/**
 * POST /api/invite-links (admins) — make a link; every field optional:
 * - `expiresAt` ({@link InviteExpiry}) when it stops working, null or absent: never; not later
 *   than now → 422 INVITE_EXPIRY_IN_PAST (`details.field` 'expiresAt');
 * - `maxUses` how many may join through it, 1 … {@link MAX_INVITE_USES}, null or absent: no limit
 *   (`validation.integer`, `validation.tooSmall`, `validation.tooBig`);
 * - `divisionId` the division they are placed in, a division of the community (else 404 NOT_FOUND,
 *   `details.field` 'divisionId'), null or absent: none.
 * Answers the new link (status `active`, no uses).
 */
export const CreateInviteLinkBody = z.object({
  expiresAt: InviteExpiry.nullable().optional(),
  maxUses: z
    .number({ error: typeError('validation.integer') })
    .int({ message: 'validation.integer' })
    .min(1, { message: 'validation.tooSmall' })
    .max(MAX_INVITE_USES, { message: 'validation.tooBig' })
    .nullable()
    .optional(),
  divisionId: Id.nullable().optional(),
});
export type CreateInviteLinkBody = z.input<typeof CreateInviteLinkBody>;

/** `?id=` of the link POST /api/invite-links/revoke acts on. */
export const InviteLinkIdQuery = z.object({ id: IdParam });
export type InviteLinkIdQuery = z.infer<typeof InviteLinkIdQuery>;

/** `?token=` of GET /api/invite-links/lookup. */
export const InviteLookupQuery = z.object({ token: InviteToken });
export type InviteLookupQuery = z.infer<typeof InviteLookupQuery>;

/**
 * GET /api/invite-links/lookup?token= (anyone, no session) — what the invited person may know of a
 * link: the community's name and whether the link admits now (`usable`: status `active`), and if
 * not, why (`status`). Nothing else — not its uses, expiry or division. An unknown token is 404
 * INVITE_NOT_FOUND.
 */
export const InviteLookup = z
  .object({
    organizationName: z.string(),
    status: InviteStatus,
    usable: z.boolean(),
  })
  .meta({ id: 'InviteLookup' });
export type InviteLookup = z.infer<typeof InviteLookup>;

/**
 * Routes of the invite links, spread into `routes`. The admin calls are `admin: true` (role 'A' of
 * the caller's current organization, else 403 FORBIDDEN); a link of another community is 404
 * NOT_FOUND. POST /api/invite-links/revoke?id= answers the link, revoked (revoking a revoked link
 * changes nothing). The lookup needs no session.
 */
export const inviteRoutes = {
  inviteLinks: { method: 'GET', path: '/invite-links', auth: true, admin: true, response: InviteLinksResponse },
  createInviteLink: { method: 'POST', path: '/invite-links', auth: true, admin: true, body: CreateInviteLinkBody, response: InviteLink },
  revokeInviteLink: { method: 'POST', path: '/invite-links/revoke', auth: true, admin: true, query: InviteLinkIdQuery, response: InviteLink },
  inviteLookup: { method: 'GET', path: '/invite-links/lookup', auth: false, query: InviteLookupQuery, response: InviteLookup },
} as const;
