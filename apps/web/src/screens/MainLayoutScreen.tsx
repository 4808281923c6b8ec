import { MainLayout } from '@gratia/features';

/** Layout route of /main, /new_transfer, /feed (SPEC §2 main layout). */
export function Component() {
  return <MainLayout />;
}
