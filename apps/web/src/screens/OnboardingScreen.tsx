import { OnboardingView } from '@gratia/features';

/** /onboarding (SPEC §2): a member with no organization — how to join a community, and logout. */
export function Component() {
  return <OnboardingView />;
}
