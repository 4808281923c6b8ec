import { ChallengeLayout } from '@gratia/features';

/**
 * Layout route of the public challenge page /challenge/:id/public (SPEC §2 'challenge' layout;
 * docs/decisions/0043 'the public page'): the anonymous header — the product name linking to
 * /login and the language switch, no member data, no profile-settings call (SPEC §7) — above a
 * content column of reading width. Outside `RequireAuth`: it opens signed out.
 */
export function Component() {
  return <ChallengeLayout />;
}
