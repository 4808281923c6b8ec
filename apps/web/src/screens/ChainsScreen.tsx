import { ChainsView, ScreenGrid } from '@gratia/features';

/** /challenge_chains (SPEC §2; DOMAIN §1.8; docs/decisions/0043): the community's chains of challenges with the caller's progress. */
export function Component() {
  return (
    <ScreenGrid kind="wide">
      <ChainsView />
    </ScreenGrid>
  );
}
