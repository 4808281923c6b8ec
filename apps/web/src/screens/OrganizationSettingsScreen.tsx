import { useLocation, useParams } from 'react-router-dom';
import { isSettingsTab, OrganizationSettings, ScreenGrid } from '@gratia/features';

/**
 * /organization_administration_settings/{organizationId}/{tab} (SPEC §2 Organization settings),
 * behind `RequireAdmin` (SPEC §6): one route per tab that exists (routes.tsx), `structure`
 * (divisions and employees) and `roles`; the tab is the last part of the path.
 */
export function Component() {
  const { organizationId } = useParams();
  const tab = useLocation().pathname.split('/').pop();
  return (
    <ScreenGrid kind="wide">
      <OrganizationSettings organizationId={Number(organizationId)} tab={isSettingsTab(tab) ? tab : 'structure'} />
    </ScreenGrid>
  );
}
