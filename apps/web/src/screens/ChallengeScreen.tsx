import { useParams } from 'react-router-dom';
import { ChallengeView, ScreenGrid } from '@gratia/features';

/** /challenge/:id (SPEC §2 challenge page in the main layout; §4 Challenge states): the challenge with its tabs, reports and judging. */
export function Component() {
  const { id } = useParams();
  return (
    <ScreenGrid kind="wide">
      <ChallengeView id={id} />
    </ScreenGrid>
  );
}
