import { ChallengesView, ScreenGrid } from '@gratia/features';

/**
 * /all_challenges (SPEC §2), a wide page: the challenges as a grid of cards, 1–3 columns by the
 * width; the filter lives in `?filter=`.
 */
export function Component() {
  return (
    <ScreenGrid kind="wide">
      <ChallengesView layout="grid" />
    </ScreenGrid>
  );
}
