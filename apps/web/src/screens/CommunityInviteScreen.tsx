import { Navigate, useSearchParams } from 'react-router-dom';
import { INVITE_LINKS_PATH, INVITE_PARAM, InviteLanding } from '@gratia/features';

/**
 * /community/invite (SPEC §2, auth layout; DOMAIN §6.6; docs/decisions/0032). With `?invite=<token>`
 * it is the page an invite link opens, for anyone signed in or not: the community's name and the way
 * on to the sign-in with the token carried, or why the link no longer works. Without a token it is
 * where an admin looks for the links: it leads to their screen ({@link INVITE_LINKS_PATH}, main
 * layout, admins only), one route table entry per layout.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get(INVITE_PARAM);
  if (token === null) return <Navigate to={INVITE_LINKS_PATH} replace />;
  return <InviteLanding token={token} />;
}
