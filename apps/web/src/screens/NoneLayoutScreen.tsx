import { BareLayout } from '@gratia/features';

/**
 * Layout route of the 'none' layout (SPEC §2: /market/{id}/offers, the public market page): the
 * page alone — no header, navigation or footer, no profile-settings call (SPEC §7). Outside
 * `RequireAuth`: it opens signed out.
 */
export function Component() {
  return <BareLayout />;
}
