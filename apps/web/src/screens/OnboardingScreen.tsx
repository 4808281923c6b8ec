import { OnboardingWizard } from '@gratia/features';

/** /onboarding (SPEC §2; docs/decisions/0035): the four-step wizard of a person with no community — join or create one, the first period, a short tour. */
export function Component() {
  return <OnboardingWizard />;
}
