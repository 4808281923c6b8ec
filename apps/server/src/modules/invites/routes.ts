/** Routes of the invite links (SPEC §2 /community/invite; docs/decisions/0032). */
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import { listInviteLinks, lookupInvite } from './queries.ts';
import { createInviteLink, revokeInviteLink } from './service.ts';

type InviteRoute = 'inviteLinks' | 'createInviteLink' | 'revokeInviteLink' | 'inviteLookup';

/**
 * The admin routes are `admin: true` in the table (role 'A' of the caller's organization; 403 before
 * the input is read) and act on the caller's current organization:
 * GET /api/invite-links → InviteLinksResponse {items}, newest first.
 * POST /api/invite-links {expiresAt?, maxUses?, divisionId?} → InviteLink; 422 INVITE_EXPIRY_IN_PAST,
 *   404 NOT_FOUND (a division of another community), 400 VALIDATION_ERROR.
 * POST /api/invite-links/revoke?id= → InviteLink (revoked); 404 NOT_FOUND.
 * GET /api/invite-links/lookup?token= (no session) → InviteLookup {organizationName, status, usable};
 *   404 INVITE_NOT_FOUND. Not rate limited: a token has 256 random bits, and the page that calls it
 *   is rendered on the server from one address; the sign-up through a link is limited with sign-in.
 */
export function inviteHandlers(db: Db): Pick<Handlers, InviteRoute> {
  return {
    inviteLinks: async ({ auth }) => ({ items: await listInviteLinks(db, requireOrg(auth)) }),
    createInviteLink: async ({ auth, body }) => createInviteLink(db, requireOrg(auth), auth.userId, body),
    revokeInviteLink: async ({ auth, query }) => revokeInviteLink(db, requireOrg(auth), query.id),
    inviteLookup: async ({ query }) => lookupInvite(db, query.token),
  };
}
