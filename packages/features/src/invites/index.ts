/**
 * invites — invite links of a community (SPEC §2 /community/invite; SPEC §8 'Couldn't copy invite
 * link'; DOMAIN §6.6; docs/decisions/0032): the admins' list of links with their status, uses,
 * expiry and division, the dialog that makes one, copying and revoking; and the page a link opens,
 * which names the community and leads to the sign-in with the token carried. Its strings load with
 * its screens (`strings.ts`, decision 0022).
 */
export { InviteLinksPanel, type InviteLinksPanelProps } from './InviteLinksPanel.tsx';
export { InviteLanding, type InviteLandingProps } from './InviteLanding.tsx';
export { inviteLinksKey, inviteLookupKey, useInviteLinkActions, useInviteLinks, useInviteLookup, type InviteLinkActions } from './hooks.ts';
export { INVITE_LINKS_PATH, INVITE_PARAM, INVITE_PATH, inviteLinkUrl, inviteSignInPath } from './links.ts';
