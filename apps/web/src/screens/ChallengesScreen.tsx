import { ChallengesView, ScreenGrid } from '@gratia/features';

/**
 * /challenges (SPEC §2 'Challenges: lists all, active, ended, upcoming, my'), a wide page: the
 * challenges one per row; the filter lives in `?filter=` (`?my=true` too, where SPEC §8 sends a
 * failed single-challenge request).
 */
export function Component() {
  return (
    <ScreenGrid kind="wide">
      <ChallengesView layout="list" />
    </ScreenGrid>
  );
}
