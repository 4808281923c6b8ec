import { useLocation, useParams } from 'react-router-dom';
import { isSettingsTab, OrganizationSettings, ScreenGrid, SETTINGS_TABS } from '@gratia/features';

/**
 * /organization_administration_settings/{organizationId}/{tab} (SPEC §2 Organization settings),
 * behind `RequireAdmin` (SPEC §6): one route per tab that exists (routes.tsx), `general` (the
 * community's name, bonus name and rules; SPEC §3 Organization settings), `periods` (the accrual
 * periods; SPEC §3 Period; the header bell's launch link adds `?openPeriodCreation`), `roles` and
 * `structure` (divisions and employees); the tab is the last part of the path, the first tab otherwise.
 */
export function Component() {
  const { organizationId } = useParams();
  const tab = useLocation().pathname.split('/').pop();
  return (
    <ScreenGrid kind="wide">
      <OrganizationSettings organizationId={Number(organizationId)} tab={isSettingsTab(tab) ? tab : SETTINGS_TABS[0]} />
    </ScreenGrid>
  );
}
