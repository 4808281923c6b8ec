import { Navigate, useSearchParams } from 'react-router-dom';
import { LoginForm, NEXT_PARAM, safeNextPath, useSession } from '@gratia/features';

/**
 * /login and / (SPEC §2: login, login by shared key `?key=` or `?shared_key=`): sign-in with a
 * one-time code; `?invite=` carries an invite link's token into it (docs/decisions/0032). Afterwards — or at once for a member who is already signed in — the page of
 * `?next=` (a deep link that needed sign-in), else /main.
 */
export function Component() {
  const [params] = useSearchParams();
  const session = useSession();
  const next = safeNextPath(params.get(NEXT_PARAM));
  if (session.data?.signedIn) return <Navigate to={next} replace />;
  return <LoginForm initialSharedKey={params.get('key') ?? params.get('shared_key') ?? ''} inviteToken={params.get('invite') ?? undefined} redirectTo={next} />;
}
