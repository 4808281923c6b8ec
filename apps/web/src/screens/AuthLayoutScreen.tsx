import { AuthLayout } from '@gratia/features';

/** Layout route of /login and / (SPEC §2 auth layout). */
export function Component() {
  return <AuthLayout />;
}
