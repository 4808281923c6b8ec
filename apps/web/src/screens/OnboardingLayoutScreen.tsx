import { OnboardingLayout } from '@gratia/features';

/** Layout route of /onboarding (SPEC §2 onboarding layout). */
export function Component() {
  return <OnboardingLayout />;
}
