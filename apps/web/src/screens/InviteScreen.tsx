import { useSearchParams } from 'react-router-dom';
import { LoginForm } from '@gratia/features';

/** / (SPEC §2: login by shared key): the sign-in form with the key from `?key=` or `?shared_key=`. */
export function Component() {
  const [params] = useSearchParams();
  return <LoginForm initialSharedKey={params.get('key') ?? params.get('shared_key') ?? ''} />;
}
