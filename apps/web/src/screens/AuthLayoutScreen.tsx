import { AuthLayout } from '@gratia/features';

/** Layout route of / and /login (SPEC §2 auth layout); the legal pages have {@link LegalLayoutScreen}'s. */
export function Component() {
  return <AuthLayout />;
}
