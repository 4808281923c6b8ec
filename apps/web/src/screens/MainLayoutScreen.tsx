import { MainLayout } from '@gratia/features';

/** Layout route of the main-layout screens (SPEC §2 main layout: header, sidebar, bottom bars, footer). */
export function Component() {
  return <MainLayout />;
}
