/**
 * Invite links (SPEC §2 /community/invite; DOMAIN §6.6; docs/decisions/0032): a community's admins
 * make links with an optional expiry, number of uses and division, list and revoke them; anyone may
 * look a link up by its token; the sign-in (auth module) admits through a link and counts its use.
 */
export { inviteHandlers } from './routes.ts';
export { getInviteLink, listInviteLinks, lookupInvite } from './queries.ts';
export { admittingInvite, countInviteUse, createInviteLink, createPersonalInviteLink, newInviteToken, revokeInviteLink } from './service.ts';
