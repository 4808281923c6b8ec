import { InviteLinksPanel, ScreenGrid } from '@gratia/features';

/**
 * /community/invites (SPEC §2 /community/invite for an admin; docs/decisions/0032), a wide page of
 * the main layout behind `RequireAdmin` (SPEC §6: role 'A', others to /feed): the community's
 * invite links — status, uses, expiry, division — made, copied and revoked here.
 * /community/invite without a token leads here ({@link CommunityInviteScreen}).
 */
export function Component() {
  return (
    <ScreenGrid kind="wide">
      <InviteLinksPanel headingLevel={1} />
    </ScreenGrid>
  );
}
