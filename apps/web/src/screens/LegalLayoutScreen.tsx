import { AuthLayout } from '@gratia/features';

/** Layout route of /terms_of_use and /privacy_policy (SPEC §2 auth layout): the auth layout at reading width. */
export function Component() {
  return <AuthLayout kind="reading" />;
}
