import { Navigate, useSearchParams } from 'react-router-dom';
import { LoginForm, useMe } from '@gratia/features';

/** /login (SPEC §2): sign-in with a one-time code; a signed-in member goes to /main. */
export function Component() {
  const [params] = useSearchParams();
  const me = useMe();
  if (me.data) return <Navigate to="/main" replace />;
  return <LoginForm initialSharedKey={params.get('key') ?? params.get('shared_key') ?? ''} />;
}
