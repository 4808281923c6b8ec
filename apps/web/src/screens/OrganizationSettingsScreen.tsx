import { Navigate, useParams } from 'react-router-dom';
import { isSettingsTab, OrganizationSettings, ScreenGrid, settingsTabPath } from '@gratia/features';

/**
 * /organization_administration_settings/{organizationId}/{name} (SPEC §2 Organization settings),
 * behind `RequireAdmin` (SPEC §6): the tabs that exist — `structure` (divisions and employees) and
 * `roles`. A tab that does not exist yet opens the structure tab.
 */
export function Component() {
  const { organizationId, name } = useParams();
  const id = Number(organizationId);
  if (!isSettingsTab(name)) return <Navigate to={settingsTabPath(id, 'structure')} replace />;
  return (
    <ScreenGrid kind="wide">
      <OrganizationSettings organizationId={id} tab={name} />
    </ScreenGrid>
  );
}
