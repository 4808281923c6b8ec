import { ApprovalsQueue, ScreenGrid } from '@gratia/features';

/**
 * /approvals (DOMAIN §6.4 'C'; SPEC §3 Transaction status 'waiting'; docs/decisions/0023), a wide
 * page behind `RequireRoles` C or A (routes.tsx): the thanks above the community's approval
 * threshold that wait for a decision, approved or declined one by one or as a selection.
 */
export function Component() {
  return (
    <ScreenGrid kind="wide">
      <ApprovalsQueue headingLevel={1} />
    </ScreenGrid>
  );
}
