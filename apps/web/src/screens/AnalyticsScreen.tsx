import { AnalyticsView, ScreenGrid } from '@gratia/features';

/**
 * /analytics (SPEC §2, main layout; SPEC §1 'admin analytics'), a wide page behind `RequireAdmin`
 * (SPEC §6: admins manage analytics; others go to /feed) while every report is an admin's
 * (docs/decisions/0041): a tab per report, the open one in `?report=` (`/analytics?report=challenges`).
 */
export function Component() {
  return (
    <ScreenGrid kind="wide">
      <AnalyticsView />
    </ScreenGrid>
  );
}
