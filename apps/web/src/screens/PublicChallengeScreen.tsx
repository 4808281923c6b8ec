import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { PublicChallengeView } from '@gratia/features';

/**
 * /challenge/:id/public?uuid= (SPEC §2 'challenge' layout, §7 'from-uuid'; docs/decisions/0043 'the
 * public page'): what a challenge's share link `/challenge/{id}?uuid=` shows to whoever cannot open
 * the normal page — signed out (`RequireAuth`) or signed in to another community (the SPEC §8
 * challenge rule, `challengeFailureRule`). Without a `uuid` query it is the normal page: SPEC §2
 * "without a uuid query it switches to the main layout", so it goes to /challenge/{id}.
 */
export function Component() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const uuid = params.get('uuid');
  if (!uuid) return <Navigate to={`/challenge/${encodeURIComponent(id)}`} replace />;
  return <PublicChallengeView id={id} uuid={uuid} />;
}
