import { Navigate, useParams } from 'react-router-dom';
import { ChallengeForm, PageStatus, ScreenGrid, useChallenge } from '@gratia/features';

/** Where a challenge that cannot be read sends the member (SPEC §8: a failed request for a challenge by numeric id). */
const MY_CHALLENGES = '/challenges?my=true';

/**
 * /challenge/:id/edit (SPEC §2 challenge 'edit', §5 challenge rules; docs/decisions/0040): the
 * challenge's edit form on one page — every field before anyone took part, else the name,
 * description and covers with the rest read-only. An id that is not a positive whole number, or a
 * challenge that cannot be read, goes to /challenges?my=true (SPEC §8); someone who may not edit it
 * goes to its page, /challenge/{id}. Saving or cancelling returns there too.
 */
export function Component() {
  const { id } = useParams();
  const numeric = id && /^\d+$/.test(id) && Number(id) > 0 && Number.isSafeInteger(Number(id)) ? Number(id) : null;
  const challenge = useChallenge(numeric);
  if (numeric === null || (challenge.error && !challenge.data)) return <Navigate to={MY_CHALLENGES} replace />;
  if (!challenge.data) return <PageStatus />;
  if (!challenge.data.me.edit) return <Navigate to={`/challenge/${challenge.data.id}`} replace />;
  return (
    <ScreenGrid kind="reading">
      <ChallengeForm challenge={challenge.data} headingLevel={1} />
    </ScreenGrid>
  );
}
