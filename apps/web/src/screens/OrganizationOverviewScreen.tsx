import { useParams } from 'react-router-dom';
import { OrganizationOverview, ScreenGrid, SETTINGS_TABS, settingsTabPath } from '@gratia/features';

/**
 * /organization_administration/{organizationId} (SPEC §2; DOMAIN §6.1), behind `RequireAdmin`
 * (SPEC §6: role 'A' of the current organization, others to /feed): the organization overview an
 * admin opens first — the community, its period, the points in circulation, what needs attention —
 * with quick links to every settings tab that exists (`SETTINGS_TABS`) and to the members, on the
 * whole content column.
 */
export function Component() {
  const organizationId = Number(useParams().organizationId);
  return (
    <ScreenGrid kind="wide">
      <OrganizationOverview organizationId={organizationId} settingsLinks={SETTINGS_TABS.map((tab) => ({ tab, href: settingsTabPath(organizationId, tab) }))} />
    </ScreenGrid>
  );
}
