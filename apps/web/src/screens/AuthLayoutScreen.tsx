import { AuthLayout } from '@gratia/features';

/** Layout route of /, /login, /terms_of_use, /privacy_policy (SPEC §2 auth layout). */
export function Component() {
  return <AuthLayout />;
}
