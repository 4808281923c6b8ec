import { GlobalAdmin, ScreenGrid } from '@gratia/features';

/**
 * /global_admin (SPEC §2, §6; docs/decisions/0034), behind `RequireSuperuser` (others go to /feed):
 * the global admin's tabs — communities, employees, periods, emission, Telegram groups, audit log —
 * the selected one in `?tab=`.
 */
export function Component() {
  return (
    <ScreenGrid kind="wide">
      <GlobalAdmin />
    </ScreenGrid>
  );
}
